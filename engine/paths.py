"""Where things are: the program's own files (also inside a PyInstaller bundle) and the user's data.

Settings and saves go only to the per-user data folder, never beside the program: a packaged box
may be unpacked somewhere read-only or into a temporary folder that vanishes.
"""
import os
import sys


def base_dir():
    """The folder that holds sprites/, sounds/, locale/ and fonts/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return frozen
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def asset(*parts):
    return os.path.join(base_dir(), *parts)


def user_dir():
    """Per-user data folder; DRAGONS_ARENAS_HOME overrides it (tests use a temporary folder)."""
    override = os.environ.get("DRAGONS_ARENAS_HOME")
    if override:
        path = override
    else:
        import platformdirs
        path = platformdirs.user_data_dir("dragons-arenas", appauthor=False)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError:
        pass  # a locked-down profile: the box still plays, it just cannot keep anything
    return path
