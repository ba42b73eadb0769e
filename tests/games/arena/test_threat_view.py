"""A fighter's card tapped shows its threat in its own colour: the fighters it could strike next
turn (thick ring, sword), where it could stand (thin ring), and whether it can reach the person
with the exact chances of its best blow (games/arena/threats.best_blow, draw_threat)."""
import copy

import pygame

from engine.i18n import tr
from games.arena import draw_threat, odds, threats
from games.arena.fighters import attack_dice, defence_dice, en_garde
from tests.games.arena.test_scene import duel, game, place  # noqa: F401
from tests.helpers import run


def test_the_best_blow_is_the_likeliest_posture_that_reaches(game):
    app, sc = game
    st = copy.deepcopy(sc.match.state)
    me, other = 0, 1
    duel(st, me, other)
    blow = threats.best_blow(st, other, me)
    f, t = st["fighters"][other], st["fighters"][me]
    best = max((odds.forecast(attack_dice(f, p), defence_dice(t), en_garde(t),
                              p == "dechainee", f["disarmed"])["hit"], p)
               for p in ("agressive", "balancee", "dechainee", "defensive", "garde")
               if attack_dice(f, p) > 0)
    assert blow is not None and abs(blow["hit"] - best[0]) < 1e-9
    far = copy.deepcopy(st)
    far["fighters"][other].update(hex=far["fighters"][other]["hex"], hp=1)   # walks one hex
    far["fighters"][me]["hex"] = 0
    far["fighters"][other]["hex"] = 36
    assert threats.best_blow(far, other, me) is None


def test_a_tapped_card_rings_who_is_in_danger_in_its_colour_and_says_if_it_reaches_me(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: duel(st, me, other))
    sc.toggle_reach(other)
    run(app, 2)
    stands, danger = sc.reach.zone(sc.shown, sc.stage.version)
    assert sc.view["fighters"][me]["hex"] in danger          # me: next to it, in danger
    assert sc.view["fighters"][other]["hex"] not in danger
    said = []
    real = draw_threat.draw_reach_words
    draw_threat.draw_reach_words = lambda surface, rect, s, words: said.append(words) or \
        real(surface, rect, s, words)
    try:
        surface = pygame.Surface(app.size)
        sc.forget_layers()      # the words lie in the backdrop layer: drawn anew, they are seen
        sc.draw(surface)
    finally:
        draw_threat.draw_reach_words = real
    blow = threats.best_blow(sc.shown, other, me)
    assert said == [tr("arena.reach.yes", hit=round(blow["hit"] * 100), damage=blow["damage"])]
