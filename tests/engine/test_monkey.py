"""The box's monkey test, seeded and bounded: random clicks, drags, fingers, keys and window
resizes (200x150 to 7680x4320) through the real scenes of every registered game and the toy game,
and games set up from the box with every seat mix and option choice (tools/monkey_setups.py).
Every run plays a short one per game (100 events); the slow tier (pytest -m slow) the 2,000-event
one with full coverage of the setups. The long run is `python3 tools/monkey.py --events 100000`
(figures in the README)."""
import json

import pytest

from games import registry
from tests.helpers import toy_entry
from tools.monkey import run_monkey

SHORT_EVENTS = 100       # every run: each game still set up from the box and played on its screen
LONG_EVENTS = {"toy": 1000}   # before a release (pytest -m slow); the toy game stands in for
LONG_DEFAULT = 2000           # games of up to six seats


def entries():
    return registry() + [toy_entry()]


def monkey_run(entry, events):
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
    return result, game["coverage"][entry.id]


@pytest.mark.parametrize("entry", entries(), ids=[e.id for e in entries()])
def test_a_short_monkey_run_finds_no_exception_and_no_hang(entry):
    result, cover = monkey_run(entry, SHORT_EVENTS)
    # The plan starts with people only at the smallest table: at least that game was set up
    # from the box (how many more fit in a short run depends on how long each one plays).
    assert "h" * entry.info.MIN_SEATS in cover["seat_mixes_played"], cover


@pytest.mark.slow
@pytest.mark.parametrize("entry", entries(), ids=[e.id for e in entries()])
def test_the_monkey_finds_no_exception_and_no_hang(entry):
    result, cover = monkey_run(entry, LONG_EVENTS.get(entry.id, LONG_DEFAULT))
    # Games were set up from the box: every seat count with people only and computers only,
    # and every choice of every option (what a bounded run can cover; the long run does all).
    info = entry.info
    started = {m for m in cover["seat_mixes_played"]}
    for n in range(info.MIN_SEATS, info.MAX_SEATS + 1):
        assert {"h" * n, "c" * n} <= started, cover
    assert not cover["option_choices_missing"], cover
    assert result["end_screens"] >= 1


def test_the_monkey_reports_an_exception_with_the_events_that_led_to_it(monkeypatch):
    from engine.setup import SetupScene

    def broken(self):
        raise RuntimeError("planted-7")
    monkeypatch.setattr(SetupScene, "start_game", broken)
    result = run_monkey([toy_entry()], 150, seed=2, quick=True)
    reports = result["games"]["toy"]["exception_reports"]
    assert result["exceptions"] >= 1 and result["events"] == 150
    assert "planted-7" in reports[0]["traceback"] and reports[0]["recent"]


def test_a_frame_over_the_hang_limit_is_reported(monkeypatch):
    import tools.monkey
    monkeypatch.setattr(tools.monkey, "HANG_S", -1.0)
    result = run_monkey([toy_entry()], 20, seed=2, quick=True)
    assert result["hangs"] >= 1 and result["exceptions"] == 0


def test_a_run_out_of_time_says_so_and_counts_what_it_played():
    result = run_monkey([toy_entry()], 50, seed=2, quick=True, minutes=0, chunk=10)
    assert result["stopped_after_minutes"] == 0 and result["events"] == 0
    result = run_monkey([toy_entry()], 25, seed=2, quick=True, chunk=10)
    assert "stopped_after_minutes" not in result and result["events"] == 25


def test_the_figures_are_written_after_every_turn(tmp_path):
    out = tmp_path / "monkey.json"
    result = run_monkey([toy_entry()], 15, seed=2, quick=True, chunk=10, out=str(out))
    assert json.loads(out.read_text()) == json.loads(json.dumps(result))
    assert result["events"] == 15 and "unfinished" not in result
