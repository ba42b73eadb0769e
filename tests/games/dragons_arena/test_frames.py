"""Dragons Arena draws its table (panels, dragons at rest, marks, panel buttons) once per change
into the engine's backdrop layer and only what moves each frame: a frame where nothing changed
does not draw the backdrop again, and every change of what the table shows does."""
import pygame
import pytest

from engine import i18n
from engine.registry import GameEntry
from tests.frames import count_backdrops, hover, shot
from tests.games.dragons_arena.da_helpers import board
from tests.helpers import click, run, start_game

ENTRY = GameEntry("games.dragons_arena")
# FIRE to play: F3 on A1 may eliminate the ICE 2 on B1 (and nothing else touches).
DUEL = """F3 I2 .  .
          .  .  .  .
          .  .  .  I5
          .  .  F4 ."""


@pytest.fixture
def start():
    yield lambda **kw: start_game(ENTRY, **kw)
    pygame.quit()


def at_duel(app, scene):
    scene.match.states = [board(DUEL, **scene.match.options)]
    scene.reset_view()
    run(app, 2)


def test_frames_where_nothing_changed_reuse_the_backdrop(start):
    app, scene = start()
    at_duel(app, scene)
    calls = count_backdrops(scene)
    shot(app, scene.board_rect, frames=3)
    assert calls == []


def test_a_dragon_eliminated_is_drawn_at_once(start):
    app, scene = start()
    at_duel(app, scene)
    calls = count_backdrops(scene)
    a1, b1 = scene.g.square_rect(0), scene.g.square_rect(1)
    before = shot(app, a1), shot(app, b1)
    click(app, a1.center)
    click(app, b1.center, 3)
    assert scene.match.actions[-1] == ["elim", 0, 1]
    assert (shot(app, a1), shot(app, b1)) != before and calls


def test_a_hovered_button_is_lit_and_goes_back(start):
    app, scene = start(placement="little")
    roll = scene.controls.roll_btn
    assert roll.visible
    plain = shot(app, roll.rect)
    hover(app, roll.rect.center)
    assert roll.hover and shot(app, roll.rect) != plain
    hover(app, scene.board_rect.topleft)
    assert shot(app, roll.rect) == plain


def test_the_tick_lights_when_the_powers_add_up(start):
    app, scene = start(players=("human", "random"), placement="big")
    run(app, 3)
    assert scene.view["phase"] == "powers" and scene.controls.confirm_btn.visible
    scene.hand.draft = [3, 3, 3, 3, 4, 4, 4, 3]       # 27 of 28: the tick is off
    off = shot(app, scene.controls.confirm_btn.rect)
    assert not scene.controls.confirm_btn.enabled
    scene.hand.draft = [3, 3, 3, 3, 4, 4, 4, 4]
    assert shot(app, scene.controls.confirm_btn.rect) != off and scene.controls.confirm_btn.enabled


def test_the_highlight_setting_marks_the_dragons_that_may_eliminate(start):
    app, scene = start()
    at_duel(app, scene)
    a1 = scene.g.mark_rect(0)
    lit = shot(app, a1)
    app.settings["highlight"] = False
    assert shot(app, a1) != lit
    app.settings["highlight"] = True
    assert shot(app, a1) == lit


def test_the_language_redraws_the_panels(start):
    app, scene = start()
    at_duel(app, scene)
    head = scene.g.panels[0].copy()
    head.height = scene.g.head_h
    words = shot(app, head)
    other = "en" if i18n.language() != "en" else "fr"
    was = i18n.language()
    i18n.set_language(other)
    try:
        assert shot(app, head) != words
    finally:
        i18n.set_language(was)


def board_drawn_afresh(app, scene):
    """The board as the scene draws it with no cached layer of its own (all drawn anew)."""
    scene.forget_layers()
    return shot(app, scene.board_rect)


def test_a_die_hidden_for_a_slide_redraws_its_square_alone(start, monkeypatch):
    app, scene = start()
    at_duel(app, scene)
    a1, panel = scene.g.square_rect(0), scene.g.panels[0]
    die, plate = shot(app, a1), shot(app, panel)
    drawn = []
    real = scene.draw_backdrop
    monkeypatch.setattr(scene, "draw_backdrop",
                        lambda surface: drawn.append(surface.get_clip()) or real(surface))
    monkeypatch.setattr(scene.table, "moving_squares", lambda: {0})   # a tween draws A1's die
    assert shot(app, a1) != die and shot(app, panel) == plate
    # the square alone (widened by the engine to whole groups of 8 pixels), not the panels
    assert len(drawn) == 1 and drawn[0].contains(a1)
    assert drawn[0].collidelist(scene.g.panels) < 0
    assert not drawn[0].contains(scene.g.square_rect(5))
    assert shot(app, scene.board_rect) == board_drawn_afresh(app, scene)


def test_the_panels_follow_a_change_that_comes_with_a_hidden_die(start, monkeypatch):
    # A slide ends as the victim leaves: the arena hides one die more and ICE's total drops in
    # the same frame; the panel must not keep its old total (the arena alone is not enough).
    app, scene = start()
    at_duel(app, scene)
    ice = scene.g.panels[1]
    total = shot(app, ice)
    monkeypatch.setattr(scene.table, "moving_squares", lambda: {0})
    scene.shown["owner"][1] = -1
    scene.touch()
    assert shot(app, ice) != total
    assert shot(app, scene.board_rect) == board_drawn_afresh(app, scene)
