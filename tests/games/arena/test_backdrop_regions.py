"""ARENA's backdrop layer drawn again by region (games/arena/backdrop.py): whatever changes (the
computers' walks, blows and falls, a person's choices, the pointer over the buttons and the arena,
a card tapped), the cached layer shows the same pixels as the game's part drawn afresh; and a
change seen in one region draws only that region again."""
import copy
import random

import pygame
import pytest

from engine.registry import GameEntry
from engine.ui.chrome import rects
from games.arena import backdrop
from tests.frames import count_backdrops, frame, over_static, pixels
from tests.helpers import run, start_game

ENTRY = GameEntry("games.arena")


def begin(size=(1280, 720)):
    """Two people and two computers, the fighters close together in the middle (blows soon)."""
    app, scene = start_game(ENTRY, players=("human", "random", "human", "random"), seed=11,
                            size=size, speed="normal")
    st = copy.deepcopy(scene.match.state)
    for f, h in zip(st["fighters"], (17, 18, 19, 24)):
        f["hex"] = h
    scene.match.states[-1] = st
    scene.reset_view()
    run(app, 2)
    return app, scene


@pytest.fixture
def game():
    yield begin()
    pygame.display.quit()


def fresh(scene):
    """The game's part of the layer drawn whole over the static layer, each card painted as it
    is (not the pictures kept of the cards on the layer, nor those painted ahead)."""
    surface = over_static(scene.layer("static", tuple(scene.size), lambda old: None))
    kept = backdrop.draw_cards
    backdrop.draw_cards = lambda surface, cards, keys: [b.draw(surface) for b in cards]
    try:
        scene.draw_backdrop(surface)
    finally:
        backdrop.draw_cards = kept
    return surface


def stir(app, scene, rng):
    """What a person might do in a frame: point somewhere, tap a card, choose, aim or wait."""
    events = []
    roll = rng.random()
    if roll < 0.3:
        spots = [b.rect.center for b in scene.controls.buttons + scene.cards.buttons]
        spots += [scene.g.board.cell_center(h) for h in range(37)]
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=rng.choice(spots), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    elif roll < 0.35:
        scene.toggle_reach(rng.randrange(len(scene.card_btns)))
    elif roll < 0.355 and scene.match.can_undo():
        scene.undo()
    elif roll < 0.37 and scene.human_to_act():
        scene.ask_hint()
    elif roll < 0.45 and scene.human_to_act():
        legal = scene.legal()
        foes = [a[1] for a in legal if a[0] == "attack"]
        if foes and rng.random() < 0.5:
            scene.target = rng.choice(foes)
        else:
            scene.submit(rng.choice(legal))
    app.frame(1 / 60, events)
    app.draw()


# Hundreds of random frames, each checked against a whole drawing: a long run, for the
# release tier (pytest -m slow); the checks below keep each kind of change in the default one.
@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (800, 1200)])        # and a portrait window
def test_the_cached_layer_always_shows_what_a_whole_drawing_would(size):
    app, scene = begin(size)
    try:
        check_layer(app, scene)
    finally:
        pygame.display.quit()


def check_layer(app, scene):
    rng = random.Random(4)
    seen = set()
    for _ in range(400):
        stir(app, scene, rng)
        if scene.match.is_over():
            break
        layer = scene.backdrop_layer()
        area = scene.g.rect.clip(layer.get_rect())
        assert pixels(layer, area) == pixels(fresh(scene), area)
        seen.add((scene.view["phase"], scene.reach.of is not None, scene.target is not None,
                  bool(scene.motion.animated())))
    # the run went through walks, blows, reach views, targets and moving fighters
    assert {p for p, *_ in seen} >= {"posture", "move"}
    assert any(s[1] for s in seen) and any(s[2] for s in seen) and any(s[3] for s in seen)


def test_a_card_alone_changed_draws_only_the_cards_again(game):
    app, scene = game
    run(app, 3)
    frame(app)
    calls = count_backdrops(scene)
    card = scene.card_btns[1]
    clips = []
    real = scene.draw_backdrop
    scene.draw_backdrop = lambda surface: (clips.append(surface.get_clip()), real(surface))
    scene.toggle_reach(1)           # the card's badge and the arena's reach marks
    frame(app)
    assert calls and clips and clips[-1].colliderect(card.rect)
    clips.clear()
    card.hover = True               # the card alone
    scene.backdrop_layer()
    assert clips and clips[-1].contains(card.rect)
    assert not clips[-1].colliderect(scene.g.board.rect)
    assert not clips[-1].colliderect(scene.g.track)


def test_a_touch_that_shows_nothing_new_draws_nothing(game):
    app, scene = game
    run(app, 3)
    frame(app)
    calls = count_backdrops(scene)
    scene.stage.touch()
    frame(app)
    assert calls == []


def settled(app, scene):
    """The layer drawn and nothing moving: the regions' keys all drawn."""
    run(app, 3)
    frame(app)
    look = scene.backdrop_look()
    scene.regions.key(look)
    assert rects(scene.regions.dirty()) == []
    return look


def test_the_turn_ring_moving_draws_both_fighters_hexes(game):
    app, scene = game
    look = settled(app, scene)
    fighters = scene.shown["fighters"]
    now = look.now if look.now is not None else 0
    other = (now + 1) % len(fighters)
    look.now = other
    scene.regions.key(look)
    dirty = rects(scene.regions.dirty())
    board = scene.g.board
    for hx in (fighters[now]["hex"], fighters[other]["hex"]):
        assert any(d.contains(board.cell_rect(hx)) for d in dirty), (hx, dirty)


def test_a_weapon_dropped_on_a_free_hex_draws_that_hex(game):
    app, scene = game
    settled(app, scene)
    taken = {f["hex"] for f in scene.shown["fighters"]}
    free = next(h for h in range(37) if h not in taken)
    scene.shown["fighters"][0].update(weapon=free, disarmed=True)
    scene.regions.key(scene.backdrop_look())
    dirty = rects(scene.regions.dirty())
    assert any(d.contains(scene.g.board.cell_rect(free)) for d in dirty), dirty
    assert scene.g.track.collidelist(dirty) < 0
    layer = scene.backdrop_layer()
    area = scene.g.rect.clip(layer.get_rect())
    assert pixels(layer, area) == pixels(fresh(scene), area)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_the_hints_frame_stays_inside_the_regions_a_new_hint_draws_again(size):
    # The hint's frame rings its button or hex from outside; the regions drawn again when it
    # comes or goes must hold all of it, or a piece of the old frame stays on the layer (the
    # random-frame run that would see it is in the release tier).
    app, scene = begin(size)
    try:
        g = scene.g
        regions = backdrop.Regions(g)
        room = [regions.rects["arena"], regions.rects["side"]]
        targets = list(g.slots) + list(g.choice_slots)
        targets += [g.board.cell_rect(h) for h in range(37)]
        for r in targets:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            scene.table.draw_hint(surface, r)
            drawn = surface.get_bounding_rect()
            assert drawn.width and any(area.contains(drawn) for area in room), (r, drawn, room)
    finally:
        pygame.display.quit()
