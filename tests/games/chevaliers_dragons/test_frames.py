"""Chevaliers et Dragons draws its board (pieces at rest, square names, the side panel, buttons
and captions) once per change into the engine's backdrop layer and only what moves each frame: a
frame where nothing changed does not draw the backdrop again, and every change of what the board
shows does."""
import pygame
import pytest

from engine.registry import GameEntry
from games.chevaliers_dragons.rules import CAMP_SQUARES
from tests.frames import count_backdrops, hover, shot
from tests.games.chevaliers_dragons.test_scene import settle
from tests.helpers import click, run, start_game

ENTRY = GameEntry("games.chevaliers_dragons")


@pytest.fixture
def start():
    yield lambda **kw: start_game(ENTRY, **kw)
    pygame.quit()


def ready(app, scene):
    settle(app, scene)
    run(app, 2)
    return scene


def test_frames_where_nothing_changed_reuse_the_backdrop(start):
    app, scene = start()
    ready(app, scene)
    calls = count_backdrops(scene)
    shot(app, scene.board_rect, frames=3)
    assert calls == []


def test_a_swap_in_the_camp_is_drawn_at_once(start):
    app, scene = start()
    ready(app, scene)
    seat = scene.view["side"]
    swap = next(a for a in scene.legal() if a[0] == "swap"
                and scene.view["board"][a[1]] != scene.view["board"][a[2]])
    rects = [scene.g.square_rect(sq) for sq in swap[1:]]
    before = [shot(app, r) for r in rects]
    click(app, rects[0].center)
    click(app, rects[1].center, 3)
    settle(app, scene)
    assert scene.match.actions[-1] == swap and swap[1] in CAMP_SQUARES[seat]
    assert [shot(app, r) for r in rects] != before


def test_a_chosen_pawn_stands_up_on_a_lit_square(start):
    app, scene = start()
    ready(app, scene)
    sq = next(a[1] for a in scene.legal() if a[0] == "swap")
    r = scene.g.square_rect(sq)
    plain = shot(app, r)
    click(app, r.center)
    assert scene.selected == sq and shot(app, r) != plain


def test_a_hovered_button_is_lit_and_goes_back(start):
    app, scene = start()
    ready(app, scene)
    b = scene.ready_btn
    assert b.visible
    plain = shot(app, b.rect)
    hover(app, b.rect.center)
    assert b.hover and shot(app, b.rect) != plain
    hover(app, scene.board_rect.topleft)
    assert shot(app, b.rect) == plain


def test_a_hidden_pawn_leaves_the_board_and_comes_back(start):
    app, scene = start()
    ready(app, scene)
    sq = next(q for q, k in enumerate(scene.shown["board"]) if k is not None)
    r = scene.g.square_rect(sq)
    there = shot(app, r)
    scene.stage.hide("pawns", sq)
    assert shot(app, r) != there
    scene.stage.unhide("pawns", sq)
    assert shot(app, r) == there
