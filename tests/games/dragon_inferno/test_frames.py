"""Dragon Inferno's frames: the board, the trays and the buttons are drawn once per change into the
engine's backdrop layer, and only what moves each frame. Each thing the layer's look depends on
draws it again (and changes the frame); nothing changed, nothing is drawn again."""

import pygame
import pytest

from engine import i18n
from engine.registry import GameEntry
from tests.games.dragon_inferno.di_helpers import sq
from tests.frames import frame, motion, redrawn
from tests.helpers import click, run, start_game

ENTRY = GameEntry("games.dragon_inferno")
EGGS = ["B2", "C3", "D4", "E5", "F6", "G7", "B7", "G2"]


def again(result):
    """Drawn again (by region: one call of draw_backdrop per area changed) and changed."""
    count, changed = result
    return count >= 1 and changed


@pytest.fixture
def game():
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1280, 720), first=0)
    for n in EGGS:
        click(app, scene.g.square_center(sq(n)), frames=2)
    assert scene.view["phase"] == "tiles"
    calls = []
    real = scene.draw_backdrop
    scene.draw_backdrop = lambda surface: (calls.append(1), real(surface))
    run(app, 2)
    yield app, scene, calls
    i18n.set_language("en")
    pygame.display.quit()


def test_nothing_changed_nothing_is_drawn_again(game):
    app, sc, calls = game
    frame(app)
    calls.clear()
    for _ in range(5):
        frame(app)
    assert calls == []


def test_picking_a_tile_draws_the_tray_again(game):
    app, sc, calls = game
    tile = sc.tiles[(0, "T")]
    assert again(redrawn(app, calls, lambda: click(app, tile.rect.center)))
    assert sc.held_tile() == "T"


def test_the_ghost_moves_with_the_pointer_over_the_same_layer(game):
    app, sc, calls = game
    click(app, sc.tiles[(0, "T")].rect.center)
    motion(app, sc.g.square_center(sq("D4")))
    frame(app)
    count, changed = redrawn(app, calls, lambda: motion(app, sc.g.square_center(sq("E6"))))
    assert changed and count == 0


def test_hovering_a_button_draws_it_lit(game):
    app, sc, calls = game
    click(app, sc.tiles[(0, "T")].rect.center)
    assert sc.rotate_btn.visible
    motion(app, (0, 0))
    count, changed = redrawn(app, calls, lambda: motion(app, sc.rotate_btn.rect.center))
    assert sc.rotate_btn.hover and count >= 1 and changed


def test_a_button_disabled_is_drawn_again(game):
    app, sc, calls = game
    click(app, sc.tiles[(0, "T")].rect.center)

    def off():
        sc.rotate_btn.enabled = False
    assert again(redrawn(app, calls, off))


def test_the_highlight_setting_draws_the_targets_again(game):
    app, sc, calls = game
    click(app, sc.tiles[(0, "T")].rect.center)
    motion(app, (0, 0))             # no ghost: only the targets differ
    assert app.settings["highlight"]

    def off():
        app.settings.data["highlight"] = False
    assert again(redrawn(app, calls, off))


def test_a_hidden_egg_leaves_the_layer(game):
    app, sc, calls = game
    assert again(redrawn(app, calls, lambda: sc.stage.hide("eggs", sq("D4"))))
    assert again(redrawn(app, calls, lambda: sc.stage.unhide("eggs", sq("D4"))))


def test_another_language_draws_the_layer_again(game):
    app, sc, calls = game
    count, _ = redrawn(app, calls, lambda: i18n.set_language("fr"))
    assert count == 1


@pytest.mark.parametrize("change", ["next", "gone", "hidden", "letter"])
def test_the_caves_kept_once_painted_show_each_change(change, monkeypatch):
    # At 1920x1080 the caves are kept as one picture (draw.Table.draw_caves); every part of
    # what they show draws them again, as the board drawn afresh shows them.
    from tests.frames import shot
    app, sc = start_game(ENTRY, players=("human", "human"), size=(1920, 1080), first=0)
    try:
        sc.shown["caves"] = ["L", "P", "T", "X", "Z"]
        sc.shown["next_cave"], sc.shown["gone"] = 1, [0]
        sc.touch()
        area = sc.g.caves[0].unionall(sc.g.caves).inflate(sc.s(20), sc.s(20))
        before = shot(app, area)
        shot(app, area)                 # drawn from the kept picture
        if change == "next":
            sc.shown["next_cave"] = 2
        elif change == "gone":
            sc.shown["gone"] = [0, 1]
        elif change == "letter":
            sc.shown["caves"][4] = "L"
        else:
            hidden = sc.stage.hidden
            monkeypatch.setattr(sc.stage, "hidden",
                                lambda kind: {3} if kind == "caves" else hidden(kind))
        sc.touch()
        after = shot(app, area)
        sc.forget_layers()
        assert after != before and after == shot(app, area)
    finally:
        pygame.display.quit()


def test_a_tile_kept_as_a_picture_looks_as_painted_on_the_board():
    # paint.kingdom_picture keeps a tile painted once; laid on any ground it must give the
    # pixels of the tile painted there (every pixel of a tile opaque, the rest left alone).
    from games.dragon_inferno import paint
    app, sc = start_game(ENTRY, players=("human", "human"), size=(1920, 1080), first=0)
    try:
        g = sc.g
        ground = pygame.Surface((g.cell * 5, g.cell * 5))
        for x in range(0, ground.get_width(), 7):      # a ground that shows any stray pixel
            pygame.draw.line(ground, (x % 251, 90, 160), (x, 0), (x, ground.get_height()), 3)
        rects = [pygame.Rect(g.cell * (1 + dx), g.cell * (1 + dy), g.cell, g.cell)
                 for dx, dy in ((0, 0), (1, 0), (1, 1))]
        seen = set()
        for seat, castle, hole, under in ((0, 0, 2, None), (1, 1, 0, "dragon-inferno/egg-hatched"),
                                          (1, 2, 0, None)):
            painted, kept = ground.copy(), ground.copy()
            paint.kingdom(painted, rects, seat, castle, hole, under)
            kept.blit(*paint.kingdom_picture(rects, seat, castle, hole, under))
            shown = pygame.image.tobytes(kept, "RGB")
            assert shown == pygame.image.tobytes(painted, "RGB")
            seen.add(shown)
        assert len(seen) == 3
    finally:
        pygame.display.quit()
