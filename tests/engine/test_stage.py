"""The stage (engine/stage.py): bands, notes, hide-sets, the version and the move log's hold, all on
the show's one timeline, so skip() and the speed setting cover them; and no game keeps a clock of
its own beside it."""
import os
import re

from engine.show import Show
from engine.stage import Stage
from games import registry
from tests.helpers import start_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Handler:
    def __init__(self):
        self.synced = []

    def resync(self, view):
        self.synced.append(view)


def stage_at(speed):
    show = Show(Handler(), speed)
    return show, Stage(show)


def run_for(show, seconds, dt=0.05):
    for _ in range(int(round(seconds / dt))):
        show.update(dt)


def test_a_band_lasts_its_time_at_normal_speed_and_says_who():
    show, stage = stage_at(1.0)
    assert stage.band() is None
    stage.say("Ice begins", 2.0, seat=1, line="second line", icon="x/y")
    run_for(show, 0.5)
    band = stage.band()
    assert (band.text, band.seat, band.line, band.icon) == ("Ice begins", 1, "second line", "x/y")
    assert 0.9 < band.alpha <= 1.0
    run_for(show, 1.6)
    assert stage.band() is None


def test_the_speed_setting_stretches_a_band():
    slow_show, slow = stage_at(1.8)
    slow.say("news", 2.0)
    run_for(slow_show, 3.0)
    assert slow.band() is not None          # 2 s of timeline are 3.6 s at the slow speed
    fast_show, fast = stage_at(0.5)
    fast.say("news", 2.0)
    run_for(fast_show, 1.1)
    assert fast.band() is None              # and 1 s at the fast one


def test_skip_ends_bands_and_the_show_moves_on():
    show, stage = stage_at(1.0)
    stage.say_in_turn("first", 2.0, seat=0)
    stage.say_in_turn("second", 2.0, seat=1)
    show.pump()
    run_for(show, 0.3)
    assert stage.band().text == "first" and show.busy()
    show.skip()
    assert stage.band() is None and not show.busy()


def test_a_band_in_its_turn_waits_for_what_was_queued_before_it():
    show, stage = stage_at(1.0)
    show.then(1.0, "slide")
    stage.say_in_turn("after the slide", 1.5, hold=0.5)
    show.pump()
    run_for(show, 0.5)
    assert stage.band() is None
    run_for(show, 0.7)
    assert stage.band().text == "after the slide"
    run_for(show, 0.5)
    assert not show.busy() and stage.band() is not None     # the show goes on; the band lasts


def test_a_note_lasts_its_time_or_until_the_next_input_at_instant_speed():
    show, stage = stage_at(1.0)
    stage.note("not there")
    run_for(show, 1.0)
    assert stage.note_text() == "not there"
    run_for(show, 2.0)
    assert stage.note_text() is None
    show, stage = stage_at(0.0)
    stage.note("not there")
    run_for(show, 5.0)
    assert stage.note_text() == "not there"       # instant speed: kept until the person acts
    stage.input()
    assert stage.note_text() is None
    # At any speed the person's next press ends it: it was told about the press before.
    show, stage = stage_at(1.0)
    stage.note("A 4 cannot beat a 4.")
    run_for(show, 0.3)
    stage.input()
    assert stage.note_text() is None


def test_hide_sets_bump_the_version_and_resync_empties_them():
    show, stage = stage_at(1.0)
    v = stage.version
    stage.hide("tiles", 3)
    stage.hide("eggs", (1, 2))
    assert stage.hidden("tiles") == {3} and stage.version > v
    key = stage.hidden_key()
    stage.unhide("tiles", 3)
    assert stage.hidden("tiles") == set() and stage.hidden_key() != key
    stage.hide("tiles", 4)
    stage.resync({"board": [1, 2]})
    assert stage.hidden("tiles") == frozenset() and stage.shown == {"board": [1, 2]}
    assert stage.hidden_key() == ()


def test_the_log_holds_a_batch_until_the_show_has_told_it():
    show, stage = stage_at(1.0)
    log = ["a", "b"]
    show.then(1.0, "slide")
    log.append("c")
    stage.hold_log(2, 3)
    assert stage.log(log) == ["a", "b"]
    run_for(show, 1.2)
    assert stage.log(log) == ["a", "b", "c"]
    show, stage = stage_at(0.0)                    # instant: told at once
    show.then(1.0, "slide")
    stage.hold_log(2, 3)
    show.pump()
    assert stage.log(log) == log


def test_ambient_motion_keeps_the_play_scene_drawn():
    app, scene = start_game(registry()[0], players=("human", "human"), speed="normal")
    scene.show.finish_all()
    moving = [False]
    scene.stage.ambient(lambda: moving[0])
    base = scene.animating()
    moving[0] = True
    assert scene.animating()
    moving[0] = False
    assert scene.animating() == base


def test_a_real_scenes_band_obeys_skip():
    entry = next(e for e in registry() if e.id == "dragon-inferno")
    app, sc = start_game(entry, players=("human", "human"), speed="normal", seed=3)
    sc.show.clear()
    sc.animation("DragonGone")({"cave": 0, "dragon": "A"}, sc.view, sc.view)    # "flies away"
    sc.show.pump()
    assert sc.stage.band() is not None and sc.busy()
    sc.show.skip()                                # what a click on the board while busy does
    assert sc.stage.band() is None and not sc.busy()
    sc.animation("FirstDrawn")({"seat": 1}, sc.view, sc.view)   # who begins: a result, never skipped
    sc.show.pump()
    sc.show.skip()
    assert sc.stage.band() is not None and sc.busy()


def test_no_game_keeps_a_clock_or_a_timer_of_its_own():
    """The stage's timeline is the one clock: a game that grows its own (a clock, a toast timer,
    an animating() override that the show's skip() cannot reach) is found here by name."""
    found = []
    for here, _, files in os.walk(os.path.join(ROOT, "games")):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(here, name)
            with open(path, encoding="utf-8") as f:
                for n, line in enumerate(f, 1):
                    if re.search(r"self\.clock\b|def animating\(|self\.toast\b|def log_entries\(",
                                 line):
                        found.append(f"{os.path.relpath(path, ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_a_turn_of_the_wheel_leaves_the_note_a_press_ends_it():
    # pygame gives a wheel turn as buttons 4 and 5: scrolling the log wiped a refusal's note.
    import pygame
    from tests.helpers import start_game, toy_entry
    app, sc = start_game(toy_entry(), speed="normal")
    try:
        sc.stage.note("not there")
        for button in (4, 5):
            sc.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=button))
        assert sc.stage.note_text() == "not there"
        sc.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
        assert sc.stage.note_text() is None
    finally:
        pygame.display.quit()
