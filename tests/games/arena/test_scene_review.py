"""ARENA's scene, the cases a play-through found: what a child sees and can press on the ground,
the bands' words, a walk that waits behind a menu, and the dangers shown for the right fighter."""
import pygame

from engine.i18n import tr
from games.arena.texts import seat_key
from tests.games.arena.test_scene import duel, game, hexc, place, settle  # noqa: F401
from tests.helpers import click, run


def test_on_the_ground_a_picked_foe_shows_the_sword_and_says_tap_again(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: (duel(st, me, other), st["fighters"][me].update(ground=True)))
    sc.refresh_buttons()
    assert sc.strike_btn.visible and not sc.strike_btn.enabled
    assert not sc.strike_btn.rect.colliderect(sc.posture_btns["dechainee"].rect)
    click(app, hexc(sc, 19))
    assert sc.target == other
    assert sc.prompt() == tr("arena.prompt.confirm", target=seat_key(other))
    sc.refresh_buttons()
    assert sc.strike_btn.enabled
    click(app, sc.strike_btn.rect.center)
    settle(app, sc, 600)
    assert sc.match.actions[-1][0] == "die" and ["attack", other] in sc.match.actions
