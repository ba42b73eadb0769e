"""ARENA's exact odds: the chance of every result of an attack, from the dice (no sampling). The
forecast a person sees before attacking, and the bots' reckoning, both come from here.

    f = forecast(att_dice=3, def_dice=1, defender_en_garde=False, attacker_wild=False,
                 attacker_disarmed=False)
    f["hit"], f["damage"], f["disarm"], f["fall"], f["knock"]
"""
from functools import lru_cache

from games.arena.fighters import damage


@lru_cache(maxsize=None)
def totals(n):
    """{total: probability} of the sum of n six-sided dice (n = 0 gives {0: 1})."""
    dist = {0: 1.0}
    for _ in range(n):
        nxt = {}
        for t, p in dist.items():
            for face in range(1, 7):
                nxt[t + face] = nxt.get(t + face, 0.0) + p / 6
        dist = nxt
    return dist


@lru_cache(maxsize=None)
def forecast(att_dice, def_dice, defender_en_garde=False, attacker_wild=False,
             attacker_disarmed=False):
    """The chances of an attack: hit (the attack total beats the defence total), disarm (a miss
    on an even defence total against en garde, when the attacker still holds its weapon), fall (a
    déchaîné attacker's miss on an odd attack total), knock (the en-garde defender knocked down by
    a déchaîné attacker: always), and the damage a hit does."""
    hit = disarm = fall = 0.0
    att, dfn = totals(att_dice), totals(def_dice)
    for a, pa in att.items():
        for d, pd in dfn.items():
            p = pa * pd
            if a > d:
                hit += p
                continue
            if defender_en_garde and d % 2 == 0 and not attacker_disarmed:
                disarm += p
            if attacker_wild and a % 2 == 1:
                fall += p
    return {"hit": hit, "damage": damage(att_dice, def_dice), "disarm": disarm, "fall": fall,
            "knock": 1.0 if attacker_wild and defender_en_garde else 0.0}
