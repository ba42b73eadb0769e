"""Tests run headless: no window, no sound device, and never the player's own files."""
import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Each test gets its own empty per-user data folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DRAGONS_ARENAS_HOME", str(home))
    return home


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true",
                     help="also run the long tests marked slow (e.g. the whole kill matrix)")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long run, left out unless --runslow is given")


def pytest_collection_modifyitems(config, items):
    # The default run stays short; the long runs are there for whoever asks.
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
