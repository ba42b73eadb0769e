"""Tests run headless: no window, no sound device, and never the player's own files."""
import atexit
import os
import shutil
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# A fixture shared by a module is made before any test's own folder (user_home below): it must
# not read the settings of whoever runs the tests either (a card's size followed theirs).
_SESSION_HOME = tempfile.mkdtemp(prefix="dragons-arenas-tests-")
os.environ["DRAGONS_ARENAS_HOME"] = _SESSION_HOME
atexit.register(shutil.rmtree, _SESSION_HOME, True)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest  # noqa: E402

from tests.speedups import memo_svg_rasters, no_fsync, quick_clocks, quit_all_but_the_mixer  # noqa: E402,E501

memo_svg_rasters()
quit_all_but_the_mixer()


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Each test gets its own empty per-user data folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DRAGONS_ARENAS_HOME", str(home))
    no_fsync(monkeypatch)
    quick_clocks(monkeypatch)
    return home


# Two tiers. The default run (`pytest -q`, what the README and CI run) leaves out the tests marked
# `slow`: the long runs before a release (`pytest -m slow`). Any -m given on the command line
# chooses for itself (`-m "slow or not slow"` runs both).
def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: a long run for before a release (the monkey's thousands of events, "
                   "1,000 playouts per game, the PyInstaller build); run with `pytest -m slow`")


def pytest_collection_modifyitems(config, items):
    if config.getoption("markexpr"):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]
