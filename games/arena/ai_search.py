"""ARENA's hard search (pure Python, no pygame): a Monte-Carlo look past the end of its own turn.

At the start of a turn the planner (ai.py) values every whole plan (posture, exact walk, where to
strike and whom) by its exact expectation; the search keeps the plans within `margin` of the best
value (the best of each whole-turn choice first, at most `keep`) and plays each of them forward
many times on light fighter tuples (ai_eval's reading): its own blow's result drawn from the exact
odds (odds.py through ai_eval.outcomes), then every other fighter's turn up to its next one, played
by `reply` (ai.py: in duels the cautious model of ai_model) or by foe_turn (a sensible foe: its
best blow within its exact walk, by the odds, on whichever fighter it pays most to strike;
otherwise a rest or a walk towards the fight), their blows drawn the same way, rests healed, the
round counted. With `depth` rounds more (ai.py: a duel to the last), every fighter, me too, plays
those rounds by `reply` (by foe_turn without one). Where a play leaves it, `leaf` judges the
position (ai.py: the value of its best plan then); a play where it falls counts 0, one where it
stands alone 1, one where the ten rounds run out with foes standing 0; to the last the Masters'
count is played at each round's end (a stop scored as the rules score it, and the modelled turns
after it judge by the count as it then stands). Every candidate is played
on the same draws (common random numbers), and another plan replaces the planner's first choice
only when the paired difference of the means beats it by GATE standard errors.

Work: `samples` plays per candidate, in rounds of one play each, stopped early by `budget_s` (the
clock) unless `budget_s` is None: then the work, and so the move, depend on the seed alone.
"""
import copy
import time

from games.arena import ai_eval as E
from games.arena.ai_eval import DIS, GROUND, HEX, HP, POST, WEAPON
from games.arena.board import NBRS, distance
from games.arena.fighters import ATTACK, DEFENCE, MAX_HP, damage, moves
from games.arena.rules import CALM

NB_MASK = E.NB_MASK
GATE = 1.0


def _draw(rng, a, d, garde, wild, disarmed):
    """One result (hit, disarm, fall) of a blow, drawn from its exact odds."""
    x = rng.random()
    res = E.outcomes(a, d, garde, wild, disarmed)
    for p, hit, dis, fall in res:
        x -= p
        if x <= 0:
            return hit, dis, fall
    return res[-1][1:]


def _blow(fs, i, j, posture, strike, end, rng, resting):
    """Fighter i strikes j from hex `strike` in `posture` (None: from the ground), its walk ending
    on `end` unless it falls; fs (a list of tuples) is changed in place."""
    e, t = fs[i], fs[j]
    a = E.att_dice(e, posture)
    d = E.def_dice(t)
    wild = not e[GROUND] and posture == "dechainee"
    garde = E.en_garde(t)
    hit, dis, fall = _draw(rng, a, d, garde, wild, e[DIS])
    m = list(e)
    m[HEX] = strike if fall else end
    if posture is not None:
        m[POST] = posture
    if fall:
        m[GROUND] = True
    if dis:
        m[DIS] = True
        m[WEAPON] = strike
    tt = list(t)
    if hit:
        tt[HP] = max(0, t[HP] - damage(a, d))
    if wild and garde and tt[HP] > 0:
        tt[GROUND] = True
    if tt[HP] == 0:
        tt[GROUND] = False
    fs[i] = tuple(m)
    fs[j] = tuple(tt)
    resting.discard(j)


def _set(fs, i, **kw):
    m = list(fs[i])
    for k, v in kw.items():
        m[{"hex": HEX, "post": POST, "ground": GROUND, "dis": DIS, "weapon": WEAPON}[k]] = v
    fs[i] = tuple(m)


def foe_turn(fs, i, resting, rng, caution=1.0):
    """The model of a foe's whole turn (see the module), played on fs in place."""
    e = fs[i]
    if i in resting:
        resting.discard(i)
        if e[HP] < MAX_HP:
            m = list(e)
            m[HP] += 1
            fs[i] = e = tuple(m)
    foes = [j for j, t in enumerate(fs) if j != i and t[HP] > 0]
    if e[GROUND]:
        best, bj = 0.35, None
        for j in foes:
            if fs[j][HEX] in NBRS[e[HEX]]:
                a, d = E.att_dice(e), E.def_dice(fs[j])
                v = E.hit_p(a, d) * min(damage(a, d), fs[j][HP])
                if v > best:
                    best, bj = v, j
        if bj is not None:
            _blow(fs, i, bj, None, e[HEX], e[HEX], rng, resting)
        else:
            _set(fs, i, ground=False, post="balancee")
        return
    if e[DIS] and e[WEAPON] == e[HEX]:
        _set(fs, i, dis=False, weapon=None, post="balancee")
        return
    occupied = 0
    for j, t in enumerate(fs):
        if j != i:
            occupied |= 1 << t[HEX]
    best = None
    for q in E.ATTACKING:
        mask = E.reach(e[HEX], moves(q, e[HP]), occupied)
        if not mask:
            continue
        a = E._less(ATTACK[q], e[DIS])
        expo = E.EXPO[E._less(DEFENCE[q], e[DIS])]
        for j in foes:
            hexes = mask & NB_MASK[fs[j][HEX]]
            if not hexes:
                continue
            d = E.def_dice(fs[j])
            dmg = damage(a, d)
            p = E.hit_p(a, d)
            v = p * min(dmg, fs[j][HP]) + (3 * p if dmg >= fs[j][HP] else 0.0)
            v += rng.random() * 0.6 - caution * expo
            if best is None or v > best[0]:
                best = (v, q, j, hexes)
    if best is None or best[0] <= 0:
        # Nobody worth a blow within reach: rest when hurt, else walk towards the nearest foe.
        if e[HP] < MAX_HP or not foes:
            _set(fs, i, post="garde")
            resting.add(i)
            return
        mask = E.reach(e[HEX], moves("balancee", e[HP]), occupied)
        if not mask:
            _set(fs, i, post="garde")
            resting.add(i)
            return
        near = min(foes, key=lambda j: distance(e[HEX], fs[j][HEX]))
        h = min((h for h in range(len(NB_MASK)) if mask >> h & 1 and h != e[HEX]),
                key=lambda h: distance(h, fs[near][HEX]), default=e[HEX])
        _set(fs, i, hex=h, post="balancee")
        return
    _v, q, j, hexes = best
    strike = min((h for h in range(len(NB_MASK)) if hexes >> h & 1),
                 key=lambda h: (distance(h, e[HEX]), h))
    _blow(fs, i, j, q, strike, strike, rng, resting)


class Plan:
    """What a whole-turn plan does, read from its actions: the posture (or the whole-turn action),
    the blow (target, hex) and where the walk ends."""

    def __init__(self, fs, me, acts):
        self.acts = acts
        here = fs[me][HEX]
        self.kind, self.posture = acts[0][0], None
        self.target = self.strike = None
        if self.kind == "attack":
            self.target, self.strike = acts[0][1], here
        else:
            self.posture = acts[0][1]
        for a in acts[1:]:
            if a[0] == "step":
                here = a[1]
            elif a[0] == "attack":
                self.target, self.strike = a[1], here
        self.end = here

    def play(self, fs, me, resting, rng):
        mine = fs[me]
        if self.kind == "up":
            _set(fs, me, ground=False, post=self.posture)
        elif self.kind == "pickup":
            _set(fs, me, dis=False, weapon=None, post=self.posture)
        elif self.kind == "attack":
            _blow(fs, me, self.target, None, mine[HEX], mine[HEX], rng, resting)
        elif self.posture == "garde":
            _set(fs, me, post="garde")
            resting.add(me)
        elif self.target is None:
            _set(fs, me, post=self.posture, hex=self.end)
        else:
            _set(fs, me, post=self.posture)
            _blow(fs, me, self.target, self.posture, self.strike, self.end, rng, resting)


def heal(fs, i, resting):
    """The rest point at the start of seat i's turn."""
    if i in resting:
        resting.discard(i)
        if fs[i][HP] < MAX_HP:
            m = list(fs[i])
            m[HP] += 1
            fs[i] = tuple(m)


def rollout(plan, fs0, me, rest0, rng, ctx, judge, first, rounds_left, depth=0, reply=None):
    """One play of `plan`, the others' turns to my next one, then `depth` more rounds where every
    fighter (me too) plays the foes' model; its value for me. As written, a play that reaches the
    end of round 10 is scored as the rules score it."""
    fs = list(fs0)
    resting = set(rest0)
    plan.play(fs, me, resting, rng)
    if all(f[HP] <= 0 for j, f in enumerate(fs) if j != me):
        return 1.0                      # my blow felled the last foe (before the round's end)
    n = len(fs)
    left = rounds_left
    low, calm = ctx.low, ctx.calm
    seen = ctx      # what the modelled turns judge by: the Masters' count as it stands then
    seat = me
    mine = 0
    while True:
        seat = (seat + 1) % n
        if seat == first and left is not None:
            left -= 1
            if left < 0:                # after round 10 everyone standing is dismissed
                return 0.0
        elif seat == first and low is not None:
            # To the last: the Masters' count at the round's end (rules.py), played exactly.
            total = sum(f[HP] for f in fs)
            low, calm = (total, 0) if total < low else (low, calm + 1)
            if calm >= CALM:
                return 1.0 if E.crowned(fs, me, getattr(ctx, "taken", None)) else 0.0
            if reply is not None:       # foe_turn judges by no count: no copy for it
                seen = copy.copy(ctx)
                seen.low, seen.calm = low, calm
        if seat == me:
            mine += 1
            if mine > depth:
                break
        if fs[seat][HP] <= 0:
            continue
        # In the rounds past my next turn my own turns are played by the foes' model too: a
        # careful fighter is a fair guess of what I will do then (foe_turn, the crowd's quick
        # model, strikes without a thought for the reply and is no guess of mine).
        if reply is not None:
            heal(fs, seat, resting)
            Plan(fs, seat, reply(fs, seat, seen, ctx.turns_left if left is None else left,
                                 rng, resting)).play(
                fs, seat, resting, rng)
        else:
            foe_turn(fs, seat, resting, rng)
        if fs[me][HP] <= 0:
            return 0.0
        if all(f[HP] <= 0 for j, f in enumerate(fs) if j != me):
            return 1.0
    c = context_at(ctx, fs, ctx.turns_left if left is None else left)
    c.low, c.calm = low, calm
    return judge(fs, me, c, me in resting)


def search(planner, plans, rng, samples, keep, budget_s, first, rounds_left, resting, depth=0,
           leaf=None, reply=None, margin=0.05):
    """The plan (its actions) with the best mean over the rollouts; (actions, stats)."""
    fs, me = planner.fs, planner.me
    ranked = sorted(range(len(plans)), key=lambda k: -plans[k][0])
    # Only plans the planner finds about as good as its best are weighed again: the look ahead
    # tells near-equals apart (where to end a walk, whom to strike, which posture), and a model of
    # the foes, however rough, cannot talk the fighter out of a plan that is clearly better now.
    top = plans[ranked[0]][0]
    near = [k for k in ranked if plans[k][0] >= top - margin * max(abs(top), 1e-3)]
    # The best plan of each whole-turn choice first, then the best of the rest.
    firsts, order = set(), []
    for k in near:
        first_act = tuple(plans[k][1][0])
        if first_act not in firsts:
            firsts.add(first_act)
            order.append(k)
    order += [k for k in near if k not in set(order)]
    cands, seen = [], set()
    for k in order:
        pl = Plan(fs, me, plans[k][1])
        key = (pl.kind, pl.posture, pl.target, pl.strike if pl.target is not None else None,
               pl.end)
        if key in seen:
            continue
        seen.add(key)
        cands.append(pl)
        if len(cands) >= keep:
            break
    if len(cands) == 1:
        return cands[0].acts, (0, [])
    # Paired differences against the planner's own first choice (candidate 0), on the same draws.
    diff = [0.0] * len(cands)
    diff2 = [0.0] * len(cands)
    totals = [0.0] * len(cands)
    started = time.perf_counter()
    deadline = None if budget_s is None else started + budget_s
    done = 0
    ctx = planner.ctx
    judge = leaf or planner.evaluate
    for _ in range(samples):
        seed = rng.getrandbits(48)
        vals = [rollout(pl, fs, me, resting, _Rng(seed), ctx, judge, first, rounds_left, depth,
                        reply) for pl in cands]
        for c, v in enumerate(vals):
            totals[c] += v
            d = v - vals[0]
            diff[c] += d
            diff2[c] += d * d
        done += 1
        if deadline is not None:
            # Stop before a round of plays that would overrun the clock (the last one's length).
            now = time.perf_counter()
            if now + (now - started) / done > deadline:
                break
    means = [t / done for t in totals]
    # A change must earn its place: another plan wins only when its mean beats the planner's
    # choice by more than `GATE` standard errors of the paired difference.
    best, best_gain = 0, 0.0
    for c in range(1, len(cands)):
        m = diff[c] / done
        var = max(0.0, diff2[c] / done - m * m)
        se = (var / max(1, done - 1)) ** 0.5
        if done > 1 and m > GATE * se and m > best_gain:
            best, best_gain = c, m
    return cands[best].acts, (done, [round(m, 3) for m in means])


def context_at(ctx, fs, turns_left, me=None, simple=None):
    """ctx (ai_eval.Context) for the fighters where a rollout left them (for seat `me`, mine by
    default): the others' walks worked out again from their new hexes."""
    c = object.__new__(E.Context)
    c.me = ctx.me if me is None else me
    c.n, c.w = ctx.n, ctx.w
    c.simple = ctx.simple if simple is None else simple
    all_mask = 0
    for f in fs:
        all_mask |= 1 << f[HEX]
    off = ~(1 << fs[c.me][HEX])
    c.masks = [all_mask & ~(1 << f[HEX]) & off for f in fs]
    c.turns_left = turns_left
    c.low, c.calm, c.first = ctx.low, ctx.calm, ctx.first
    c.taken = getattr(ctx, "taken", None)
    c.quiet = getattr(ctx, "quiet", None)
    c.wary = getattr(ctx, "wary", False) and c.me == ctx.me     # my fear, not a foe's
    # Hard's reading of its table; only hard's judgement (ai_hard.value) looks at it, and the
    # foes' turns in a play are judged by ai_eval.value or the cautious model, never by it.
    c.bold = getattr(ctx, "bold", True)
    c.closes = E.closes_round(c.first, c.n, fs, c.me)
    c._reach = {}
    return c


class _Rng:
    """A small fast generator (a linear congruential one) for the rollouts' draws: the same seed,
    the same draws for every candidate."""

    __slots__ = ("x",)

    def __init__(self, seed):
        self.x = seed & 0xFFFFFFFFFFFF

    def random(self):
        self.x = (self.x * 0x5DEECE66D + 11) & 0xFFFFFFFFFFFF
        return (self.x >> 17) / float(1 << 31)
