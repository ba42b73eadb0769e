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
