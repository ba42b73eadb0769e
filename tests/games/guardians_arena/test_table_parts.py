"""Guardians Arena's table is drawn into the backdrop layer part by part (table_parts.py): a move
draws again only the parts whose key changed, inside the rectangle they lie in. A part whose key
misses what it shows, or that draws outside its bounds, would leave a stale picture: these tests
compare the layer drawn part by part with the same layer drawn whole."""
import pygame
import pytest

from engine.play import PlayScene
from games.guardians_arena import table_parts
from games.guardians_arena.draw import Places, fanned
from tests.games.guardians_arena.test_scene import ENTRY, on_screen, positions, where
from tests.helpers import click, make_app, run, start_game

MAGENTA = (255, 0, 255)


def layer_and_hits(sc):
    layer = sc.backdrop_layer()
    return pygame.image.tobytes(layer, "RGB"), list(sc.hits)


def drawn_whole(sc):
    """The layer and places of the same frame drawn from nothing (a new layer, no parts)."""
    sc.forget_layers()
    sc.parts = table_parts.TableParts()
    return layer_and_hits(sc)


def part_drawn(sc, look, name, size):
    """The rectangles where the table part `name` of the scene's table draws for `look`
    (sc.look()), on a blank surface of `size`."""
    t = sc.table
    surf = pygame.Surface(size)
    surf.fill(MAGENTA)
    t.begin(sc.shown, look)
    t.places = Places()
    table_parts.DRAW[name](t, surf)
    mask = pygame.mask.from_threshold(surf, MAGENTA, (1, 1, 1, 255))
    mask.invert()
    return mask.get_bounding_rects()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_a_game_of_computers_drawn_part_by_part_shows_what_the_whole_table_shows(size):
    app, sc = start_game(ENTRY, ("random", "random"), seed=1, size=size, speed="normal")
    partial = 0
    for frame in range(900):
        if app.stack.top is not sc:
            break
        before = dict(sc.parts.drawn)
        run(app, 1)
        changed = [n for n in table_parts.PARTS if sc.parts.drawn.get(n) != before.get(n)]
        if not changed or len(changed) == len(table_parts.PARTS):
            continue
        partial += 1
        assert layer_and_hits(sc) == drawn_whole(sc), (frame, changed)
    assert partial >= 5


def test_a_card_picked_and_dropped_is_drawn_as_a_whole_draw_draws_it():
    app = make_app([ENTRY], size=(1280, 720))
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    sc = on_screen(app, state)
    cards = [k for k in sc.lit if k[0] == "card"]
    assert cards
    click(app, where(sc, cards[0]))
    run(app, 1)
    assert sc.chooser.picked, "the card is picked (lifted, outlined)"
    assert layer_and_hits(sc) == drawn_whole(sc)
    sc.chooser.reset()
    run(app, 1)
    assert layer_and_hits(sc) == drawn_whole(sc)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (1080, 1920),
                                  # 4K before a release (pytest -m slow): five phases drawn whole
                                  pytest.param((3840, 2160), marks=pytest.mark.slow)])
def test_every_part_draws_inside_its_bounds(size):
    app = make_app([ENTRY], size=size)
    found = positions(("enlist", "primary", "secondary", "raid_prep", "challenge"),
                      seeds=range(3), per_phase=1)
    assert len(found) >= 4
    for phase, states in found.items():
        sc = on_screen(app, states[0])
        t, look = sc.table, sc.look()
        bounds = sc.parts.bounds(t)
        for name in table_parts.PARTS:
            for r in part_drawn(sc, look, name, size):
                assert bounds[name].contains(r), (phase, name, r, bounds[name])


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_piles_fanned_at_the_tables_right_edge_stay_on_the_felt(size):
    # The piles stand in the band's last column, against the felt's right border: a fan of
    # cards, each a little right of the one under it, used to spill over that border.
    app = make_app([ENTRY], size=size)
    found = positions(("enlist", "primary"), seeds=range(2), per_phase=1)
    fans = 0
    for states in found.values():
        sc = on_screen(app, states[0])
        t, look = sc.table, sc.look()
        for role, seat in (("far", t.g.far), ("near", t.g.near)):
            public = sc.shown["players"][seat]["public"]
            fans += sum(public.get(k, 0) > 1 for k in ("storage", "pen")) + (
                public.get("hand_storage", 0) + public.get("hand_pen", 0) > 1)
            drawn = part_drawn(sc, look, role + ".piles", size)
            assert max(r.right for r in drawn) <= t.g.table.right, (role, size)
    assert fans >= 2            # some piles held a fan of several cards


def test_a_fan_of_cards_lies_inside_its_piles_place_each_card_up_and_right_of_the_last():
    rect = pygame.Rect(100, 200, 60, 84)
    for n in (1, 2, 3, 4):
        cards = [fanned(rect, k, n, 5) for k in range(n)]
        for k, r in enumerate(cards):
            assert rect.contains(r)
            assert abs(r.width / r.height - rect.width / rect.height) < 0.03
            if k:
                assert (r.x, r.bottom) == (cards[k - 1].x + 5, cards[k - 1].bottom - 5)
        assert cards[0].bottomleft == rect.bottomleft and cards[-1].right == rect.right
    assert fanned(rect, 0, 1, 5) == rect     # one card fills its place


def test_the_panels_plate_is_as_tall_as_its_words():
    # With nothing picked the panel names the step ("Enlistment"): one line on a plate of one
    # line, not a tall empty plate under one word.
    app = make_app([ENTRY], size=(1024, 768))
    sc = on_screen(app, positions(("enlist",), seeds=range(1), per_phase=1)["enlist"][0])
    t, look = sc.table, sc.look()
    assert look.panel == "Enlistment" and sc.table.g.info.height > t.s(20) + 3 * t.px(22)
    plate = part_drawn(sc, look, "panel", (1024, 768))[0]
    assert t.px(22) < plate.height <= t.s(20) + 1.6 * t.px(22)


def test_nothing_is_drawn_again_when_no_part_changed():
    app, sc = start_game(ENTRY, ("random", "random"), seed=1, size=(1024, 768), speed="normal")
    assert sc.parts.changed(sc.table, sc.shown, sc.look()) == []
    sc.touch()      # a new version of the stage that changes no picture
    assert sc.parts.changed(sc.table, sc.shown, sc.look()) == []
    assert isinstance(app.stack.top, PlayScene)


def test_the_places_come_back_after_the_screen_is_handed_over():
    # viewer_changed forgets the places drawn for the last viewer; the same table drawn for the
    # next one has them again, even when no part of its picture changed.
    app = make_app([ENTRY], size=(1280, 720))
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    sc = on_screen(app, state)
    hits = list(sc.hits)
    assert hits
    sc.viewer_changed()
    assert not sc.hits
    run(app, 1)
    assert sc.hits == hits
