"""Chevaliers et Dragons' backdrop layer drawn again by region (games/chevaliers_dragons/
backdrop.py): whatever changes (the computer's moves and fights, a person's choices, undos, the
pointer over the board and the buttons), the cached layer shows the same pixels as the game's part
drawn afresh; a change seen on one square draws only around that square again; and a stage touched
without showing anything new draws nothing."""
import copy
import random

import pygame
import pytest

from engine.registry import GameEntry
from engine.ui.chrome import rects
from games.chevaliers_dragons.board import DRAGON_KINDS, PRINCE_KINDS
from games.chevaliers_dragons.view import WANTS
from tests.frames import (clips_drawn, count_backdrops, drawn_whole, layer_is_whole, pixels,
                          region_area, settled, touch_draws_nothing)
from tests.helpers import run, start_game

ENTRY = GameEntry("games.chevaliers_dragons")


def begin(size=(1280, 720), players=("human", "random"), speed="fast", **options):
    app, scene = start_game(ENTRY, players=players, seed=5, size=size, speed=speed, **options)
    run(app, 2)
    return app, scene


@pytest.fixture
def game():
    yield begin()
    pygame.display.quit()


def stir(app, scene, rng):
    """What a person might do in a frame: point somewhere, choose a pawn, move, undo or wait."""
    events = []
    g = scene.g
    roll = rng.random()
    if roll < 0.3:
        spots = [b.rect.center for b in scene.buttons.buttons]
        spots += [g.square_center(sq) for sq in range(54)]
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=rng.choice(spots), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    elif roll < 0.33 and scene.match.can_undo() and not scene.busy():
        scene.undo()
    elif roll < 0.5 and scene.human_to_act() and not scene.busy():
        legal = scene.picker_actions()
        if legal and rng.random() < 0.6:
            sq = rng.choice(legal)[1]
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=g.square_center(sq),
                                          button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=g.square_center(sq),
                                          button=1)]
        elif scene.view["phase"] == "setup" and rng.random() < 0.5:
            scene.submit(["ready"])
        elif scene.view["phase"] == "play" and rng.random() < 0.8:
            # mostly at a foe, for fights and their winners leaning
            board = scene.view["board"]
            at = [a for a in legal if board[a[2]] is not None] or legal
            scene.submit(rng.choice(at))
        else:
            scene.submit(rng.choice(scene.legal()))
    app.frame(1 / 60, events)
    app.draw()


def crowd(scene):
    """The armies face to face in the middle of the board (fights soon)."""
    st = copy.deepcopy(scene.match.state)
    st["board"] = [None] * len(st["board"])
    for c in range(6):
        st["board"][3 * 6 + c] = PRINCE_KINDS[c % 3]
        st["board"][5 * 6 + c] = DRAGON_KINDS[c % 3]
    st["moved"], st["moves"] = [], 0
    scene.match.states[-1] = st
    scene.reset_view()


# Hundreds of random frames, each checked against a whole drawing: a long run, for the
# release tier (pytest -m slow); the checks below keep each kind of change in the default one.
@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (800, 1200)])        # and a portrait window
def test_the_cached_layer_always_shows_what_a_whole_drawing_would(size):
    app, scene = begin(size)
    try:
        rng = random.Random(7)
        seen, crowded = set(), False
        for _ in range(700):
            stir(app, scene, rng)
            if scene.match.is_over():
                break
            assert layer_is_whole(scene)
            if scene.view["phase"] == "play" and not crowded and not scene.busy():
                crowd(scene)
                crowded = True
            seen.add((scene.view["phase"], scene.selected is not None, scene.fight is not None,
                      scene.anims.lunge is not None))
        # the run went through the setup, moves, a chosen pawn, fights and a winner leaning
        assert {p for p, *_ in seen} >= {"setup", "play"}
        assert any(s[1] for s in seen) and any(s[2] for s in seen) and any(s[3] for s in seen)
    finally:
        pygame.display.quit()


def test_the_whole_layer_check_sees_a_stale_pixel(game):
    # The check behind the run above can fail: one wrong square of the kept layer is seen, every
    # time it is asked (the whole drawing it is compared with is made afresh each time).
    app, scene = game
    settled(app, scene)
    assert layer_is_whole(scene)
    layer = scene.backdrop_layer()
    spot = scene.g.square_rect(20)
    layer.fill((255, 0, 255), spot.inflate(-spot.w // 2, -spot.h // 2))
    assert not layer_is_whole(scene)
    assert not layer_is_whole(scene)


def test_a_pawn_hidden_draws_only_around_its_square(game):
    app, scene = game
    settled(app, scene)
    g = scene.g
    sq = next(q for q, k in enumerate(scene.shown["board"]) if k is not None)
    clips = clips_drawn(scene)
    scene.stage.hide("pawns", sq)
    layer = scene.backdrop_layer()
    # the strip under the top bar is drawn each time (test of the bar's strip below)
    clips = [c for c in clips if c not in scene.regions.shared]
    assert clips and all(c.colliderect(g.square_rect(sq)) for c in clips)
    assert any(c.contains(g.square_rect(sq)) for c in clips)
    # not the squares two away, nor the panel
    r = g.square_rect(sq)
    far = [q for q in range(54) if max(abs(g.square_rect(q).x - r.x),
                                       abs(g.square_rect(q).y - r.y)) >= 2 * g.cell]
    for c in clips:
        assert c.width * c.height < 4 * g.cell * g.cell
        assert not any(c.colliderect(g.square_rect(q)) for q in far)
        assert not c.colliderect(g.trophy_rows[0]) and not c.colliderect(g.banner)
    area = region_area(scene, layer)
    assert pixels(layer, area) == pixels(drawn_whole(scene), area)


def test_a_winner_leaning_at_its_neighbour_draws_both_squares(game):
    app, scene = game
    settled(app, scene)
    g = scene.g
    shown = scene.shown
    sq = next(q for q, k in enumerate(shown["board"]) if k is not None)
    x, y = g.square_center(sq)
    to = next(q for q in range(54) if abs(g.square_center(q)[0] - x) + abs(
        g.square_center(q)[1] - y) == g.cell)
    scene.anims.lunge = (sq, to, 0.35)
    scene.backdrop_key()
    dirty = rects(scene.regions.dirty())
    for q in (sq, to):
        assert any(d.colliderect(g.square_rect(q)) for d in dirty), (q, dirty)
    assert layer_is_whole(scene)
    scene.anims.lunge = None       # and back to its square: the neighbour's pixels go back too
    assert layer_is_whole(scene)


def test_a_touch_that_shows_nothing_new_draws_nothing(game):
    app, scene = game
    settled(app, scene)
    assert touch_draws_nothing(app, scene)


def test_a_trophy_taken_draws_the_trophy_rows_not_the_board(game):
    app, scene = game
    settled(app, scene)
    seat = 0
    wants = [o for o in WANTS[seat] if o not in scene.shown["taken"][seat]]
    scene.shown["taken"][seat] = list(scene.shown["taken"][seat]) + wants[:1]
    scene.backdrop_key()
    dirty = rects(scene.regions.dirty())
    assert dirty and all(not d.colliderect(scene.g.grid) for d in dirty)
    assert any(d.colliderect(scene.g.trophy_rows[seat]) for d in dirty)
    assert layer_is_whole(scene)


def test_a_top_bar_button_lit_leaves_the_name_chips_under_the_bar_whole(game):
    app, scene = game
    settled(app, scene)
    # the letters' chips straddle the board's top edge, into the bar
    strip = next(r for r in scene.table.name_areas(tuple(scene.size))
                 if r.colliderect(scene.bar)).clip(scene.bar)
    assert strip.height > 0 and scene.regions.shared
    b = scene.undo_btn
    strip.width = min(strip.width, b.rect.left - 16 - strip.x)
    before = pixels(scene.backdrop_layer(), strip)
    calls = count_backdrops(scene)
    b.hover = True
    layer = scene.backdrop_layer()
    assert pixels(layer, strip) == before
    assert calls        # drawn again there, as the bar's copy of the static layer wiped it


def test_two_pawns_changing_places_on_the_shown_board_draws_both_squares(game):
    app, scene = game
    settled(app, scene)
    board = scene.shown["board"]
    a, b = next((p, q) for p in range(54) for q in range(p + 1, 54)
                if board[p] is not None and board[q] is not None and board[p] != board[q])
    board[a], board[b] = board[b], board[a]     # in place, as the show tells a swap
    scene.backdrop_key()
    dirty = rects(scene.regions.dirty())
    for sq in (a, b):
        assert any(d.contains(scene.g.square_rect(sq)) for d in dirty), (sq, dirty)
    assert layer_is_whole(scene)
