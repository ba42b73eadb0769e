"""The folder a measuring tool gives the box for its per-user files (DRAGONS_ARENAS_HOME)."""
import atexit
import os
import shutil
import tempfile


def use_own_home(prefix, program):
    """Run as a program (`program`: the tool's __name__ is "__main__"), a fresh folder of its own:
    never the player's, and a child a tool runs (bench.py runs memory.py) gets its own too.
    Imported (the tests import the tools while they collect), the folder already set is kept:
    replacing it once took the tests' own, and left an empty folder behind. An empty value
    counts as none, as for engine/paths.user_dir. A folder made here is removed when the tool
    ends: what a measuring run saves is of no use after it, and each run used to leave one in the
    temporary folder (hundreds on a machine that measures often). A run ended by os._exit (the
    monkey's watchdog on a hang) still leaves its folder: it is the one to look into then."""
    if program or not os.environ.get("DRAGONS_ARENAS_HOME"):
        home = tempfile.mkdtemp(prefix=prefix)
        os.environ["DRAGONS_ARENAS_HOME"] = home
        atexit.register(shutil.rmtree, home, True)
