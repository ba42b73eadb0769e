"""The box's monkey test, seeded and bounded: random clicks, drags, fingers, keys and window
resizes (200x150 to 7680x4320) through the real scenes of every registered game and the toy game.
The long run is `python3 tools/monkey.py --events 100000` (figures in the README)."""
import json

import pytest

from games import registry
from tests.helpers import toy_entry
from tools.monkey import run_monkey

EVENTS = {"toy": 600}   # the toy game only stands in for the games to come
DEFAULT_EVENTS = 2000


def entries():
    return registry() + [toy_entry()]


@pytest.mark.parametrize("entry", entries(), ids=[e.id for e in entries()])
def test_the_monkey_finds_no_exception_and_no_hang(entry):
    events = EVENTS.get(entry.id, DEFAULT_EVENTS)
    result = run_monkey([entry], events, seed=13, quick=True)
    game = result["games"][entry.id]
    reports = json.dumps(game["exception_reports"] + game["hang_reports"], indent=1)
    assert result["exceptions"] == 0, reports
    assert result["hangs"] == 0, reports
    assert result["events"] == events
    # It went through the box, the setup screen and into the game.
    assert {"BoxScene", "SetupScene"} <= set(game["scenes"])
    assert any(name not in ("BoxScene", "SetupScene", "SettingsScene", "MessageScene")
               for name in game["scenes"])
