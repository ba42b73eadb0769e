"""ARENA's frames: the arena with the fighters standing still, the marks, the cards and the
buttons are drawn once per change into the engine's backdrop layer, and only what moves each frame.
Each thing the layer's look depends on draws it again (and changes the frame); nothing changed,
nothing is drawn again."""
import copy

import pygame
import pytest

from engine import i18n
from engine.registry import GameEntry
from tests.frames import frame, motion, redrawn
from tests.helpers import click, run, start_game

ENTRY = GameEntry("games.arena")


def begin(speed="instant"):
    app, scene = start_game(ENTRY, players=("human",) * 4, size=(1280, 720), seed=5, speed=speed)
    run(app, 5)
    calls = []
    real = scene.draw_backdrop
    scene.draw_backdrop = lambda surface: (calls.append(1), real(surface))
    return app, scene, calls


@pytest.fixture
def game():
    yield begin()
    i18n.set_language("en")
    pygame.display.quit()


def place(app, scene, edit):
    st = copy.deepcopy(scene.match.state)
    edit(st)
    scene.match.states[-1] = st
    scene.reset_view()
    run(app, 3)


def settle(app, scene, frames=200):
    for _ in range(frames):
        run(app, 1)
        if not scene.busy() and scene.match.actor() is not None and scene.match.actor() >= 0:
            return


def walking(app, sc):
    """The actor in a corner hex, walking with three steps to go (the far side out of reach)."""
    place(app, sc, lambda st: st["fighters"][st["actor"]].update(hex=0))
    click(app, sc.posture_btns["agressive"].rect.center)
    settle(app, sc)
    assert sc.view["phase"] == "move" and sc.view["turn"]["left"] == 3


def test_nothing_changed_nothing_is_drawn_again(game):
    app, sc, calls = game
    frame(app)
    calls.clear()
    for _ in range(5):
        frame(app)
    assert calls == []


def test_hovering_a_posture_draws_it_lit_and_its_walks(game):
    app, sc, calls = game
    motion(app, (0, 0))
    b = sc.posture_btns["agressive"]
    count, changed = redrawn(app, calls, lambda: motion(app, b.rect.center))
    assert b.hover and sc.preview == "agressive" and count == 1 and changed


def test_a_card_tapped_shows_the_threat_view(game):
    app, sc, calls = game
    other = (sc.view["actor"] + 1) % 4
    count, changed = redrawn(app, calls, lambda: click(app, sc.card_btns[other].rect.center))
    assert sc.reach.of == other and count >= 1 and changed
    count, changed = redrawn(app, calls, lambda: click(app, sc.card_btns[other].rect.center))
    assert sc.reach.of is None and count >= 1 and changed


def test_the_hovered_walk_is_drawn_and_other_hexes_draw_nothing(game):
    app, sc, calls = game
    walking(app, sc)
    ends = sc.walk_ends()
    me = sc.view["fighters"][sc.view["actor"]]["hex"]
    far = next(h for h in range(37) if h not in ends and h != me and
               not any(f["hex"] == h for f in sc.view["fighters"]))
    motion(app, sc.g.board.cell_center(far))
    frame(app)
    count, changed = redrawn(app, calls, lambda: motion(app, sc.g.board.cell_center(ends[-1])))
    assert count == 1 and changed
    count, changed = redrawn(app, calls, lambda: motion(app, sc.g.board.cell_center(far)))
    assert count == 1 and changed
    # another hex no walk ends on: the same frame, nothing drawn again
    other = next(h for h in range(37) if h not in ends and h not in (me, far)
                 and not any(f["hex"] == h for f in sc.view["fighters"]))
    count, changed = redrawn(app, calls, lambda: motion(app, sc.g.board.cell_center(other)))
    assert (count, changed) == (0, False)


def test_a_foe_picked_enables_the_sword_and_shows_the_forecast(game):
    app, sc, calls = game
    me = sc.view["actor"]
    other = (me + 1) % 4

    def duel(st):
        st["fighters"][me]["hex"] = 18
        st["fighters"][other]["hex"] = 19
    place(app, sc, duel)
    click(app, sc.posture_btns["balancee"].rect.center)
    settle(app, sc)
    assert not sc.strike_btn.enabled
    count, changed = redrawn(app, calls, lambda: click(app, sc.g.board.cell_center(19)))
    assert sc.target == other and sc.strike_btn.enabled and count >= 1 and changed


def test_the_highlight_setting_draws_the_steps_again(game):
    app, sc, calls = game
    walking(app, sc)
    motion(app, (0, 0))

    def off():
        app.settings.data["highlight"] = False
    assert redrawn(app, calls, off) == (1, True)


def test_a_hidden_weapon_leaves_the_layer(game):
    app, sc, calls = game
    me = sc.view["actor"]
    place(app, sc, lambda st: st["fighters"][me].update(disarmed=True, weapon=3))
    assert redrawn(app, calls, lambda: sc.stage.hide("weapon", me)) == (1, True)


def test_another_language_draws_the_layer_again(game):
    app, sc, calls = game
    count, _ = redrawn(app, calls, lambda: i18n.set_language("fr"))
    assert count == 1


def test_a_walking_fighter_moves_over_the_same_layer():
    app, sc, calls = begin(speed="normal")
    try:
        settle(app, sc, 600)
        place(app, sc, lambda st: st["fighters"][st["actor"]].update(hex=18))
        sc.submit(["posture", "agressive"])
        settle(app, sc, 600)
        step = [a for a in sc.legal() if a[0] == "step"][0]
        me = sc.view["actor"]
        drawn = []
        real = sc.table.draw_fighters
        sc.table.draw_fighters = lambda surface, shown, seats, *a: (drawn.append(set(seats)),
                                                                    real(surface, shown, seats, *a))
        sc.submit(step)
        run(app, 2)         # the slide under way: the walker left the layer
        assert sc.show.active("slide")
        layers = [seats for seats in drawn if len(seats) > 1]
        assert layers and me not in layers[-1] and drawn[-1] == {me}
        calls.clear()
        seen = {frame(app) for _ in range(4)}
        assert sc.show.active("slide") and len(seen) > 1 and calls == []
    finally:
        pygame.display.quit()


def test_a_fighter_tipping_over_leaves_the_layer_while_it_moves():
    app, sc, calls = begin(speed="normal")
    try:
        settle(app, sc, 600)
        other = (sc.view["actor"] + 1) % 4
        drawn = []
        real = sc.table.draw_fighters
        sc.table.draw_fighters = lambda surface, shown, seats, *a: (drawn.append(set(seats)),
                                                                    real(surface, shown, seats, *a))
        sc.show.then(0.2, "pause", {})
        sc.show.then(1.0, "fall", {"seat": other})      # nothing else changes as it starts
        sc.show.pump()
        frame(app)
        assert not sc.show.active("fall")
        calls.clear()
        for _ in range(60):
            frame(app)
            if sc.show.active("fall"):
                break
        layers = [seats for seats in drawn if len(seats) > 1]
        assert calls and layers and other not in layers[-1] and drawn[-1] == {other}
    finally:
        pygame.display.quit()
