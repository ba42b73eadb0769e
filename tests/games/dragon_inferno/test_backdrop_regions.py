"""Les Dragons 100 Flammes' backdrop layer drawn again by region (games/dragon_inferno/regions.py):
whatever changes (the computer's moves, a person's tile picked and turned, undos, the pointer over
the board and the trays), the cached layer shows the same pixels as the game's part drawn afresh;
a change seen on one square draws only around that square again; and a stage touched without
showing anything new draws nothing."""
import random

import pygame
import pytest

from engine.registry import GameEntry
from engine.ui.chrome import rects
from tests.frames import (clips_drawn, drawn_whole, layer_is_whole, pixels, region_area,
                          settled, touch_draws_nothing)
from tests.helpers import run, start_game

ENTRY = GameEntry("games.dragon_inferno")


def begin(size=(1280, 720), players=("human", "random"), speed="fast"):
    app, scene = start_game(ENTRY, players=players, seed=5, size=size, speed=speed, first=0)
    run(app, 2)
    return app, scene


@pytest.fixture
def game():
    yield begin()
    pygame.display.quit()


def press(pos, button=1):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def stir(app, scene, rng):
    """What a person might do in a frame: point somewhere, pick a tile, turn it, lay it, undo."""
    events = []
    g = scene.g
    roll = rng.random()
    spots = [b.rect.center for b in scene.tray.buttons + scene.controls.buttons if b.visible]
    spots += [g.square_center(q) for q in range(64)]
    if roll < 0.3:
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=rng.choice(spots), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    elif roll < 0.34 and scene.match.can_undo() and not scene.busy():
        scene.undo()
    elif roll < 0.6 and scene.human_to_act() and not scene.busy():
        if rng.random() < 0.7:
            events += press(rng.choice(spots), 3 if rng.random() < 0.15 else 1)
        else:
            scene.submit(rng.choice(scene.legal()))
    app.frame(1 / 60, events)
    app.draw()


# Hundreds of random frames, each checked against a whole drawing: a long run, for the
# release tier (pytest -m slow); the checks below keep each kind of change in the default one.
@pytest.mark.slow
@pytest.mark.parametrize("players,size", [(("human", "random"), (1280, 720)),
                                          (("random", "random"), (800, 1200))])     # portrait
def test_the_cached_layer_always_shows_what_a_whole_drawing_would(players, size):
    app, scene = begin(size, players)
    try:
        rng = random.Random(7)
        phases, held = set(), False
        for _ in range(400):
            stir(app, scene, rng)
            if scene.match.is_over():
                break
            assert layer_is_whole(scene)
            phases.add(scene.view["phase"])
            held = held or scene.held is not None
        assert {"eggs", "tiles"} <= phases
        assert held or players[0] != "human"
    finally:
        pygame.display.quit()


def test_an_egg_hidden_draws_only_around_its_square(game):
    app, scene = game
    scene.shown["eggs"] = [27]
    scene.touch()
    settled(app, scene)
    g = scene.g
    clips = clips_drawn(scene)
    scene.stage.hide("eggs", 27)
    layer = scene.backdrop_layer()
    clips = [c for c in clips if c not in scene.regions.shared]
    assert len(clips) == 1 and clips[0].contains(g.square_rect(27))
    assert clips[0].width * clips[0].height < 2 * g.cell * g.cell
    for seat in (0, 1):
        assert not clips[0].colliderect(g.heads[seat])
    area = region_area(scene, layer)
    assert pixels(layer, area) == pixels(drawn_whole(scene), area)
    scene.stage.unhide("eggs", 27)
    layer = scene.backdrop_layer()
    assert pixels(layer, area) == pixels(drawn_whole(scene), area)


def test_a_tile_laid_draws_its_squares_its_tray_and_not_the_far_board(game):
    app, scene = game
    settled(app, scene)
    g = scene.g
    shown = scene.shown
    shown["tiles"] = list(shown["tiles"]) + [
        {"seat": 0, "squares": [0, 1, 8], "castle": 1, "hole": 8}]
    scene.touch()
    scene.backdrop_key()
    dirty = rects(scene.regions.dirty())
    for q in (0, 1, 8):
        assert any(d.contains(g.square_rect(q)) for d in dirty), (q, dirty)
    assert not any(d.colliderect(g.square_rect(63)) for d in dirty)
    assert layer_is_whole(scene)


# However many (all eight of the board's), the crushed eggs shrink to stay in their row: the
# head alone is drawn again.
@pytest.mark.parametrize("seat,crushed", [(1, None), (0, list(range(8)))])
def test_a_score_changed_draws_its_head(game, seat, crushed):
    app, scene = game
    settled(app, scene)
    scene.shown["crushed"][seat] = crushed or list(scene.shown["crushed"][seat]) + [5]
    scene.touch()
    scene.backdrop_key()
    dirty = rects(scene.regions.dirty())
    assert dirty and any(d.contains(scene.g.eggs[seat]) for d in dirty)
    assert not any(d.colliderect(scene.g.board.rect) for d in dirty)
    assert layer_is_whole(scene)


def test_a_touch_that_shows_nothing_new_draws_nothing(game):
    app, scene = game
    settled(app, scene)
    assert touch_draws_nothing(app, scene)
