"""The folder a measuring tool gives the box for its per-user files (DRAGONS_ARENAS_HOME)."""
import os
import tempfile


def use_own_home(prefix, program):
    """Run as a program (`program`: the tool's __name__ is "__main__"), a fresh folder of its own:
    never the player's, and a child a tool runs (bench.py runs memory.py) gets its own too.
    Imported (the tests import the tools while they collect), the folder already set is kept:
    replacing it once took the tests' own, and left an empty folder behind. An empty value
    counts as none, as for engine/paths.user_dir."""
    if program or not os.environ.get("DRAGONS_ARENAS_HOME"):
        os.environ["DRAGONS_ARENAS_HOME"] = tempfile.mkdtemp(prefix=prefix)
