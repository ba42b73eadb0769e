"""ARENA's bots' judgement of a position (pure Python, no pygame): what the fighters' hit points,
postures, falls and disarms are worth to one seat, counting what the others can do to it before its
next turn (their exact walks, their best posture, the exact odds of odds.py).

A fighter is read into a tuple (hex, hp, posture, ground, disarmed, weapon) so the planner (ai.py)
can try thousands of outcomes without copying states.

    value(fs, me, ctx, w)      # hit-point units, the higher the better for seat `me`
    heuristic(state, seat)     # the same judgement squeezed into [-1, 1] (engine greedy and easy)
"""
import math
from functools import lru_cache

from games.arena.board import NBRS, NHEX, distance
from games.arena.fighters import ATTACK, DEFENCE, MAX_HP, damage, moves
from games.arena.odds import totals

HEX, HP, POST, GROUND, DIS, WEAPON = range(6)
NB_MASK = [sum(1 << n for n in NBRS[h]) for h in range(NHEX)]
ATTACKING = ("defensive", "balancee", "agressive", "dechainee")
ROUNDS = 10
# To the last there is no clock: the bots plan as if ten more rounds were always left, so a blow
# is never urgent for the clock's sake and their own hit points keep their full worth.
LAST_HORIZON = 10

# The weights (hit-point units). "alive" is what an enemy still standing is worth on top of its hit
# points (focus on one until it falls); "dead" what my own fall costs beyond my hit points.
WEIGHTS = {
    "alive": 1.0, "ground": 1.0, "disarmed": 1.0, "weapon_far": 0.3, "knocked": 0.6,
    "e_ground": 0.5, "e_disarmed": 0.5, "opp": 0.35, "now": 0.9, "kill": 1.0, "sharp": 2.0,
    "caution": 0.5, "last": 3.0, "rate": 0.8, "others": 0.0, "spread": 1.5, "race": 2.5,
    "tie": 0.02,
}


def _expo(d):
    return max(hit_p(a, d) * damage(a, d) for a in range(1, 5))


def fighter(f):
    return (f["hex"], f["hp"], f["posture"], f["ground"], f["disarmed"], f["weapon"])


def fighters_of(state):
    return [fighter(f) for f in state["fighters"]]


def _less(dice, disarmed):
    return dice if not disarmed or dice == 0 else max(1, dice - 2)


def att_dice(t, posture=None):
    if t[GROUND]:
        return _less(1, t[DIS])
    return _less(ATTACK[posture or t[POST]], t[DIS])


def def_dice(t):
    if t[GROUND]:
        return _less(1, t[DIS])
    return _less(DEFENCE[t[POST]], t[DIS])


def en_garde(t):
    return not t[GROUND] and t[POST] == "garde"


@lru_cache(maxsize=None)
def hit_p(a, d):
    if a == 0:
        return 0.0
    ta, td = totals(a), totals(d)
    return sum(pa * pd for x, pa in ta.items() for y, pd in td.items() if x > y)


@lru_cache(maxsize=None)
def outcomes(a, d, garde, wild, disarmed):
    """Every result of an attack: [(p, hit, disarm, fall)], exact, from the dice totals."""
    acc = {}
    for x, pa in totals(a).items():
        for y, pd in totals(d).items():
            hit = x > y
            key = (hit, not hit and garde and y % 2 == 0 and not disarmed,
                   not hit and wild and x % 2 == 1)
            acc[key] = acc.get(key, 0.0) + pa * pd
    return tuple((p,) + k for k, p in sorted(acc.items()) if p > 0)


@lru_cache(maxsize=400000)
def reach(start, steps, blocked):
    """Bit mask of every hex on some exact walk of `steps` hexes from `start` (start included),
    never entering a hex of the mask `blocked` or one twice; 0 when there is no such walk."""
    if steps <= 0:
        return 1 << start
    found = [0]

    def go(h, left, seen):
        if left == 0:
            found[0] |= seen
            return
        for n in NBRS[h]:
            b = 1 << n
            if not seen & b and not blocked & b:
                go(n, left - 1, seen | b)

    go(start, steps, 1 << start)
    return found[0]


EXPO = None


def closes_round(first, n, fs, me):
    """Whether seat `me` is the last fighter standing to play in the round (counted from the
    first player's place at the table, rules.py)."""
    if first is None:
        return False
    return (me - first) % n == max((i - first) % n for i, f in enumerate(fs) if f[HP] > 0)


def blows_ahead(fs, me, taken, level):
    """Whether my blows have taken more hit points than those of every standing foe with `level`
    hit points or more: the Masters' second count when several share the most (rules.py,
    masters_verdict). `taken` is the count as the bot saw it (None: unknown, never ahead)."""
    if taken is None:
        return False
    return all(taken[me] > taken[j] for j, f in enumerate(fs) if j != me and f[HP] >= level)


def crowned(fs, me, taken):
    """Whether the Masters, stopping the fight where `fs` stands, name me champion."""
    mine = fs[me][HP]
    top = max(f[HP] for j, f in enumerate(fs) if j != me)
    return mine > top or (mine == top and blows_ahead(fs, me, taken, top))


class Context:
    """What stays the same while one seat weighs its plans: the clock, the seats, the weights,
    and the others' walks (worked out with the planner's own hex left open)."""

    def __init__(self, state, me, weights=None, simple=False):
        self.me = me
        self.n = state["seats"]
        self.w = weights or WEIGHTS
        self.simple = simple
        fs = fighters_of(state)
        self.masks = []
        all_mask = sum(1 << f[HEX] for f in fs)
        for i, f in enumerate(fs):
            self.masks.append(all_mask & ~(1 << f[HEX]) & ~(1 << fs[me][HEX]))
        # Turns I still get after this one: fewer turns, less worth in my own hit points.
        self.turns_left = (LAST_HORIZON if state.get("last")
                           else max(0, ROUNDS - state["round"]))
        # To the last, the Masters' count (rules.py): the arena's lowest total so far, the rounds
        # since, and whether my turn closes the round (nobody plays between it and the count).
        self.low = state.get("low") if state.get("last") else None
        self.calm = state.get("calm", 0)
        self.taken = state.get("taken")     # what each one's blows took: the Masters' tie-break
        self.first = state.get("first")
        self.closes = closes_round(self.first, self.n, fighters_of(state), me)
        # The foes resting en garde as my turn begins, with their hit points then: one my turn
        # leaves unhurt gets a point back before my next turn (ai_hard.finishing_chance).
        self.resting = {i: f["hp"] for i, f in enumerate(state["fighters"])
                        if i != me and f.get("resting")}
        self._reach = {}

    def reach_of(self, i, f, m):
        key = (i, f[HEX], m)
        r = self._reach.get(key)
        if r is None:
            r = self._reach[key] = reach(f[HEX], m, self.masks[i])
        return r


def best_attack(ctx, e_i, e, t, forbid):
    """What fighter e can do to fighter t on its coming turn: (value, p_hit, damage, wild) of its
    best posture, or None when it cannot reach t. `forbid` is a hex it cannot stand on."""
    tb = NB_MASK[t[HEX]]
    d = def_dice(t)
    if e[GROUND]:
        if not tb >> e[HEX] & 1:
            return None
        a = att_dice(e)
        p = hit_p(a, d)
        dmg = damage(a, d)
        return (p * dmg + (ctx.w["kill"] * p if dmg >= t[HP] else 0.0), p, dmg, False)
    best = None
    for q in ATTACKING:
        m = moves(q, e[HP])
        if ctx.reach_of(e_i, e, m) & tb & ~(1 << forbid):
            a = _less(ATTACK[q], e[DIS])
            p = hit_p(a, d)
            dmg = damage(a, d)
            v = p * dmg + (ctx.w["kill"] * p * 3 if dmg >= t[HP] else 0.0)
            v -= ctx.w["caution"] * EXPO[_less(DEFENCE[q], e[DIS])]
            if best is None or v > best[0]:
                best = (v, p, dmg, q == "dechainee")
    return best


def threat(ctx, fs, me):
    """(expected hit points left, chance to fall, chance nobody attacks, chance to be knocked down)
    for `me` after each other fighter plays once, each choosing its best posture against me and
    attacking me rather than another in proportion to what it gains."""
    mine = fs[me]
    hp = mine[HP]
    dist = [0.0] * (hp + 1)
    dist[0] = 1.0
    calm = 1.0
    knocked = 0.0
    garde = en_garde(mine)
    sharp = ctx.w["sharp"]
    for i, e in enumerate(fs):
        if i == me or e[HP] <= 0:
            continue
        b = best_attack(ctx, i, e, mine, mine[HEX])
        if b is None:
            continue
        if ctx.simple:
            others = sum(1 for j, t in enumerate(fs) if j != i and j != me and t[HP] > 0
                         and distance(e[HEX], t[HEX]) <= 5)
            w = 1.0 / (1 + others)
        else:
            tot = mv = max(b[0], 1e-6) ** sharp
            for j, t in enumerate(fs):
                if j != i and j != me and t[HP] > 0:
                    o = best_attack(ctx, i, e, t, mine[HEX])
                    if o is not None:
                        tot += max(o[0], 1e-6) ** sharp
            w = mv / tot
        calm *= 1 - w
        if garde and b[3]:
            knocked += w
        ph = w * b[1]
        dmg = b[2]
        new = [0.0] * (hp + 1)
        for k, pk in enumerate(dist):
            if pk:
                new[k] += pk * (1 - ph)
                new[min(hp, k + dmg)] += pk * ph
        dist = new
    exp_hp = sum((hp - k) * pk for k, pk in enumerate(dist))
    return exp_hp, dist[hp], calm, min(1.0, knocked)


def chances_next(ctx, fs, me):
    """My best blow next turn from where I stand (distance only: the others will move first); a
    blow that would fell the last foe is worth the game."""
    mine = fs[me]
    if mine[GROUND]:
        return 0.0
    foes = [j for j, t in enumerate(fs) if j != me and t[HP] > 0]
    best = 0.0
    for j in foes:
        t = fs[j]
        dd = distance(mine[HEX], t[HEX])
        d = def_dice(t)
        kill = ctx.w["last"] if len(foes) == 1 else ctx.w["alive"]
        for q in ATTACKING:
            if moves(q, mine[HP]) + 1 >= dd:
                a = _less(ATTACK[q], mine[DIS])
                p = hit_p(a, d)
                dmg = damage(a, d)
                v = p * min(dmg, t[HP]) + (p * kill if dmg >= t[HP] else 0.0)
                if v > best:
                    best = v
    return best


def _phi(x):
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def value(fs, me, ctx, resting=False, now=0.0):
    """My chance to be the last one standing, roughly, once my turn is over (`now`: a blow still
    to come this turn, for judging mid-turn states): the chance to live through the others' turns
    and keep hit points, times the chance to fell every foe before the Masters end the game."""
    w = ctx.w
    mine = fs[me]
    if mine[HP] <= 0:
        return 0.0
    foes = [f for j, f in enumerate(fs) if j != me and f[HP] > 0]
    if not foes:
        return 1.0
    rate = w["rate"] + w["others"] * (len(foes) - 1)
    need = sum(f[HP] + w["alive"] for f in foes) - w["now"] * now
    for f in foes:
        if f[GROUND]:
            need -= w["e_ground"]
        if f[DIS]:
            need -= w["e_disarmed"]
    exp_hp, dead, calm, knocked = threat(ctx, fs, me)
    if resting and mine[HP] < MAX_HP:
        exp_hp += calm * (1 - dead)
    if mine[GROUND]:
        need += w["ground"] * rate
    elif knocked:
        need += w["knocked"] * knocked * rate
    if mine[DIS]:
        need += w["disarmed"] * rate + w["weapon_far"] * distance(mine[HEX], mine[WEAPON])
    if not ctx.simple:
        need -= w["opp"] * chances_next(ctx, fs, me)
    turns = ctx.turns_left + 1
    kill = _phi((rate * turns - need) / (w["spread"] * math.sqrt(turns) + 0.5))
    # The race: my hit points against what the foes still need to lose, on average.
    live = (1 - dead) * _phi((exp_hp + w["alive"] - need / (ctx.n - 1)) / w["race"])
    material = (exp_hp - sum(f[HP] for f in foes) / len(foes)) / MAX_HP
    return live * kill + w["tie"] * material


EXPO = [_expo(d) for d in range(5)]


def heuristic(state, seat):
    """How good `state` looks for `seat`, in [-1, 1]; fair in the middle of a turn too (a posture
    just taken, a step made, a blow still to come)."""
    if state["phase"] == "over":
        return 1.0 if state["winner"] == seat else -1.0
    fs = fighters_of(state)
    if fs[seat][HP] <= 0:
        return -1.0
    ctx = Context(state, seat)
    now = 0.0
    turn = state["turn"]
    if turn is not None and turn["seat"] == seat and not turn["attacked"]:
        mine = fs[seat]
        a = att_dice(mine)
        if a > 0:
            for j, t in enumerate(fs):
                if j != seat and t[HP] > 0 and t[HEX] in NBRS[mine[HEX]]:
                    d = def_dice(t)
                    p = hit_p(a, d)
                    dmg = damage(a, d)
                    now = max(now, p * dmg + (p * (1 + WEIGHTS["alive"]) if dmg >= t[HP] else 0))
    resting = state["fighters"][seat]["resting"]
    return max(-1.0, min(1.0, 2 * value(fs, seat, ctx, resting, now) - 1))
