"""Dragons Arena's backdrop layer drawn again by region (games/dragons_arena/regions.py): whatever
changes (the computer's and the person's moves, a die picked or dragged, the six faces opened,
the pointer over the buttons and the squares, an undo, a hint), the cached layer shows the same
pixels as the game's part drawn whole; a change seen on one square draws only around that
square; and a touch of the stage that shows nothing new draws nothing."""
import random

import pygame
import pytest

from engine.registry import GameEntry
from engine.ui.chrome import rects
from tests.frames import count_backdrops, frame, over_static
from tests.games.dragons_arena.da_helpers import board
from tests.helpers import run, start_game

ENTRY = GameEntry("games.dragons_arena")
DUEL = """F3 I2 .  .
          .  .  .  .
          .  .  .  I5
          .  .  F4 ."""


def begin(size=(1280, 720), seed=5):
    return start_game(ENTRY, players=("human", "random"), seed=seed, size=size, speed="normal")


@pytest.fixture
def game():
    app, scene = begin()
    scene.match.states = [board(DUEL, **scene.match.options)]
    scene.reset_view()
    run(app, 3)
    yield app, scene
    pygame.display.quit()


def fresh(scene, draw=None):
    """The game's part of the layer drawn whole over the static layer (by `draw`, the scene's
    draw_backdrop unless told)."""
    surface = over_static(scene.layer("static", tuple(scene.size), lambda old: None))
    (draw or scene.draw_backdrop)(surface)
    return surface


def pixels(surface, rect):
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def event(kind, pos):
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def stir(app, scene, rng):
    """What a person might do in a frame: point somewhere, press there, choose, undo, ask for a
    hint, or wait (the computer plays its turns meanwhile)."""
    g = scene.g
    spots = [b.rect.center for b in scene.controls.buttons]
    spots += [g.square_center(sq) for sq in range(16)]
    spots += [g.hand_slot(seat, i) for seat in (0, 1) for i in range(8)]
    spots += [r.center for _v, r in scene.picker_faces()]
    events = []
    roll = rng.random()
    if roll < 0.3:
        events.append(event(pygame.MOUSEMOTION, rng.choice(spots)))
    elif roll < 0.45:
        pos = rng.choice(spots)
        events += [event(pygame.MOUSEBUTTONDOWN, pos), event(pygame.MOUSEBUTTONUP, pos)]
    elif roll < 0.47 and scene.match.can_undo():
        scene.undo()
    elif roll < 0.49 and scene.human_to_act():
        scene.ask_hint()
    elif roll < 0.55 and scene.human_to_act() and scene.legal():
        scene.submit(rng.choice(scene.legal()))
    app.frame(1 / 60, events)
    app.draw()


# Hundreds of random frames, each checked against a whole drawing: a long run, for the
# release tier (pytest -m slow); the checks below keep each kind of change in the default one.
@pytest.mark.slow
@pytest.mark.parametrize("size,seed", [((1280, 720), 5), ((800, 1000), 8)])   # and portrait
def test_the_cached_layer_always_shows_what_a_whole_drawing_would(size, seed):
    app, scene = begin(size, seed)
    try:
        rng = random.Random(seed)
        phases, clips = set(), []
        real = scene.draw_backdrop
        scene.draw_backdrop = lambda surface: (clips.append(surface.get_clip()), real(surface))
        for _ in range(500):
            stir(app, scene, rng)
            if scene.match.is_over():
                break
            layer = scene.backdrop_layer()
            area = scene.board_rect.clip(layer.get_rect())
            assert pixels(layer, area) == pixels(fresh(scene, real), area), scene.view["phase"]
            phases.add(scene.view["phase"])
        # the run went through the shake and the duel, redrawn by parts
        assert {"shake", "duel"} <= phases
        assert sum(not c.contains(scene.board_rect) for c in clips) > 20
    finally:
        pygame.display.quit()


def test_a_square_alone_changed_draws_around_that_square_alone(game):
    app, scene = game
    frame(app)
    clips = []
    real = scene.draw_backdrop
    scene.draw_backdrop = lambda surface: (clips.append(surface.get_clip()), real(surface))
    scene.shown["power"][0] = 6         # F3 on A1 shown as a 6: its square, and FIRE's total
    frame(app)
    g = scene.g
    assert clips and any(c.contains(g.square_rect(0)) for c in clips)
    # a sunburst reaches a little past its square: the neighbours' edges at most
    assert not any(c.colliderect(g.square_rect(sq)) for c in clips for sq in (2, 10, 15))
    near = [c for c in clips if c.colliderect(g.square_rect(0))]
    assert sum(c.width * c.height for c in near) < 2 * g.square_rect(0).width ** 2
    assert not any(c.colliderect(g.panels[1]) for c in clips)
    assert pixels(app.target, g.square_rect(0)) == pixels(fresh(scene), g.square_rect(0))


def test_a_touch_that_shows_nothing_new_draws_nothing(game):
    app, scene = game
    frame(app)
    calls = count_backdrops(scene)
    scene.stage.touch()
    frame(app)
    scene.match.states[-1] = dict(scene.match.states[-1])     # the same position, anew
    frame(app)
    assert calls == []


def test_the_turn_passing_redraws_both_frames_not_the_arena(game):
    app, scene = game
    frame(app)
    scene.regions.key(scene.look()._replace(actor=1), scene.viewer(), set(),
                      scene.controls.panel_buttons(), ())
    dirty = rects(scene.regions.dirty())
    g = scene.g
    for seat in (0, 1):                 # each frame's four strips, corners and all
        p = g.panels[seat]
        for corner in (p.topleft, p.bottomright):
            assert any(d.collidepoint(corner[0] - (corner == p.bottomright),
                                      corner[1] - (corner == p.bottomright)) for d in dirty)
    assert not any(d.colliderect(g.square_rect(5)) for d in dirty)


def test_a_nugget_won_redraws_its_row(game):
    app, scene = game
    frame(app)
    scene.shown["nuggets"][1] += 1
    frame(app)
    row = scene.regions.rects["nuggets1"]
    layer = scene.backdrop_layer()
    assert pixels(layer, row) == pixels(fresh(scene), row)


def test_a_region_outside_the_clip_stays_to_be_drawn(game):
    app, scene = game
    frame(app)
    scene.shown["power"][0] = 6
    scene.shown["power"][15] = 6
    scene.backdrop_key()
    surface = scene.layer("static", tuple(scene.size), lambda old: None).copy()
    surface.set_clip(scene.regions.rects[0])
    scene.draw_backdrop(surface)        # square A1's region alone drawn
    dirty = rects(scene.regions.dirty())
    assert any(d.contains(scene.g.square_rect(15)) for d in dirty)
    assert not any(d.contains(scene.g.square_rect(0)) for d in dirty)
