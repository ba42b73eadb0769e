"""ARENA's seer: a bound fighter that can be hurt but knows its own dice (test-only; used by
tools/arena_bound.py --kind seer, never part of the game, never imported by the app).

The invulnerable bounds (arena_bound.py) measure a fighter that lives through any number of
wounds; against careful foes they are far above anything a fighter that can fall has been seen
to win. The seer plays by the rules in every way but one: before its turn it reads the dice its
blow would roll (they are the next draws of the state's generator, and nothing else draws
between the start of its turn and its blow), so it strikes only a blow that lands, and so it is
never thrown down by its own miss nor disarmed. Everything else can happen to it: the others'
blows wound it, knock it down and fell it, and it rests its points back like anyone.

Its turn: the blow that lands and does the most (one that fells first, then the hit points it
takes); among equals, the walk that ends next to the fewest foes, then the posture that keeps
the most defence dice; when no blow lands, a rest en garde (its point back, four
defence dice), or, when no foe is within any walk and a step of it, a balancée walk towards the
nearest one. On the ground it strikes from there if that blow lands, else it gets up en garde.
"""
from engine import rng as R
from engine.rules import CHANCE, sample
from games.arena.ai_eval import ATTACKING
from games.arena.board import NBRS, distance, walks
from games.arena.fighters import ATTACK, DEFENCE, damage, defence_dice as defence, moves
from games.arena.rules import RULES

DIE = [(face, 1 / 6) for face in range(1, 7)]


def next_faces(s, count):
    """The faces of the next `count` dice the state's generator will roll."""
    probe = {"rng": s["rng"]}
    return [sample(DIE, R.random_float(probe)) for _ in range(count)]


def lands(faces, a, d):
    """Whether a blow of `a` attack dice against `d` defence dice lands with these dice (the
    attacker's are rolled first)."""
    return sum(faces[:a]) > sum(faces[a:a + d])


def _settle(s):
    while s["actor"] == CHANCE:
        s, _ = RULES.apply(s, RULES.chance_action(s))
    return s


def _act(s, act):
    s, _ = RULES.apply(s, act)
    return _settle(s)


def _near(fs, me, hex_, skip=None):
    return sum(1 for j, f in enumerate(fs)
               if j != me and j != skip and f["hp"] > 0 and distance(f["hex"], hex_) <= 1)


def seer_turn(s, me):
    """The seer's whole turn from its posture choice; the state after it."""
    fs = s["fighters"]
    mine = fs[me]
    here = mine["hex"]
    faces = next_faces(s, 4 + 4)
    legal = RULES.legal_actions(s)
    if mine["ground"]:
        best = None
        for j, t in enumerate(fs):
            if ["attack", j] in legal and lands(faces, 1, defence(t)):
                v = (damage(1, defence(t)) >= t["hp"], min(damage(1, defence(t)), t["hp"]))
                if best is None or v > best[0]:
                    best = (v, j)
        return _act(s, ["attack", best[1]] if best else ["up", "garde"])
    blocked = {f["hex"] for i, f in enumerate(fs) if i != me} | {here}
    best, reachable = None, False
    for q in ATTACKING:
        if ["posture", q] not in legal:
            continue
        a = ATTACK[q]
        for path in walks(here, moves(q, mine["hp"]), set(blocked)):
            for i, h in enumerate([here] + path):
                for t, f in enumerate(fs):
                    if t == me or f["hp"] <= 0 or f["hex"] not in NBRS[h]:
                        continue
                    reachable = True
                    d = defence(f)
                    if not lands(faces, a, d):
                        continue
                    dmg = damage(a, d)
                    fells = dmg >= f["hp"]
                    v = (fells, min(dmg, f["hp"]), -_near(fs, me, path[-1] if path else here,
                                                          t if fells else None), DEFENCE[q])
                    if best is None or v > best[0]:
                        best = (v, q, path, i, t)
    if best is None:
        if not reachable and ["posture", "balancee"] in legal:
            foes = [f["hex"] for i, f in enumerate(fs) if i != me and f["hp"] > 0]
            paths = walks(here, moves("balancee", mine["hp"]), set(blocked))
            path = min(paths, key=lambda p: min(distance(p[-1], h) for h in foes))
            best = (None, "balancee", path, None, None)
        else:
            return _act(s, ["posture", "garde"])
    _v, q, path, at, target = best
    return play_plan(s, me, q, path, at, target, _act)


def play_plan(s, me, q, path, at, target, act):
    """A whole turn planned at its start (posture q, the walk `path`, the blow on `target` before
    step `at`, None for none) played through `act(state, action)`, then whatever the rules leave
    of it; the state after it (the walker of arena_bound.py plays its turns the same way)."""
    s = act(s, ["posture", q])
    for k, h in enumerate(path + [None]):
        if k == at and ["attack", target] in RULES.legal_actions(s):
            s = act(s, ["attack", target])
        if h is None or s["actor"] != me or ["step", h] not in RULES.legal_actions(s):
            break
        s = act(s, ["step", h])
    while s["actor"] == me:                 # whatever is left of the turn
        legal = RULES.legal_actions(s)
        s = act(s, ["end"] if ["end"] in legal else legal[0])
    return s


# --------------------------------------------------------------- hard's planner, seeing its dice
def known_outcome(faces):
    """ai_eval.outcomes for a blow whose dice are `faces` (the attacker's first): its one result,
    sure, in the same form (chance, hit, disarm, fall)."""
    def outcomes(a, d, garde, wild, disarmed):
        x, y = sum(faces[:a]), sum(faces[a:a + d])
        hit = x > y
        return ((1.0, hit, not hit and garde and y % 2 == 0 and not disarmed,
                 not hit and wild and x % 2 == 1),)
    return outcomes


def seeing_hard(seed):
    """Hard's planner (its judgement and its readings, no look ahead: the look ahead's plays draw
    their own dice) valuing its blow by the dice it will roll. It may still choose a blow it knows
    will miss (a déchaîné blow knocks a foe en garde down even then). Only its own plans are
    valued by the dice: its readings of the foes, which play the foes' planners (ai.py's
    Reader in a duel), run before, by the odds, as every other bot's planner does."""
    from games.arena import ai as arena_ai
    from games.arena.ai_planner import Planner

    class SeeingHard(arena_ai.PlannerBot):
        def choose(self, rules, state, seat):
            self.faces = next_faces(state, 8)   # the observation carries no generator
            return super().choose(rules, state, seat)

        def _choose(self, rules, obs, seat):
            odds = Planner.__dict__["outcomes"]
            Planner.outcomes = staticmethod(known_outcome(self.faces))
            try:
                return super()._choose(rules, obs, seat)
            finally:
                Planner.outcomes = odds     # every result by the odds again, for the others
    return SeeingHard("hard", seed, **dict(arena_ai.LEVELS["hard"], samples=0))
