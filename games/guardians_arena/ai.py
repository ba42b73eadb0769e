"""Guardians Arena's computer players. heuristic(state, seat) is the value of a position (the
engine's greedy and easy use it, and hard judges the ends of its playouts by it); make_bot gives
normal (the planner of ai_policy.py on a guessed state) and hard (ai_search.py: the planner with a
look-ahead). Pure Python, no pygame; the bots are handed observations and guess every hidden card
(rules.determinize), never reading one.
"""
import random

from engine.ai import Bot
from games.guardians_arena import ai_policy as P
from games.guardians_arena.ai_search import SearchBot
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules_challenge import can_challenge

def _ruins(p):
    return sum(h["ruin"] for h in p["strongholds"].values())


def _board(p):
    """The worth of the creatures and cards working for a player on its strongholds."""
    n = 0.0
    for h in p["strongholds"].values():
        if h["ruin"]:
            continue
        for slot, w in (("on", 1.0), ("under", 0.5)):
            x = h[slot]
            if x is None:
                continue
            cid = x["card"]
            if cid is None:
                n += 6 * w                # a face-down card of the other seat: an average one
            elif D.card(cid).kind == "creature":
                n += (P.strength(cid) + (2 if x.get("item") or x.get("with_item") else 0)) * w
            else:
                n += 5 * w
        if h["reinforcement"]:
            n += 2
        if h["weakening"]:
            n -= 2
    return n


def _cards(p):
    """The worth of the cards in hand, storage and pen (3 a card where they are hidden)."""
    n = 0.0
    for zone in ("hand", "storage", "pen"):
        cards = p[zone]
        if cards is None:
            n += 3.0 * (p["public"]["hand_storage"] + p["public"]["hand_pen"]
                        if zone == "hand" else p["public"][zone])
        else:
            n += sum(P.value(c) for c in cards)
    return n


def _threat(state, seat):
    """How close `seat`'s prisoner is to beating the other Guardian (0 to 1)."""
    p, foe = state["players"][seat], state["players"][1 - seat]
    if not p["prison"]:
        return 0.0
    reach = T.base(p["prison"]["creature"]) + min(T.base(p["prison"]["creature"]),
                                                   D.card(p["guardian"])["channel"] * p["stones"])
    return 1.0 if reach > D.card(foe["guardian"])["vitality"] else 0.3


def heuristic(state, seat):
    """A value in [-1, 1] for `seat`: victories and ruins first (two of the three ways to win,
    the fourth victory and the second ruin weighing more), then a prisoner able to beat the
    Guardian, the fight under way, the creatures on the strongholds, the cards in hand."""
    if state["phase"] == "over":
        return 1.0 if state["winner"] == seat else -1.0
    if state["players"][0] is None or state["players"][1] is None:
        return 0.0
    me, foe = state["players"][seat], state["players"][1 - seat]
    v = 0.0
    for sign, p, q in ((1, me, foe), (-1, foe, me)):
        won = len(p["victories"])
        v += sign * (0.15 * won + (0.08 if won >= 4 else 0.0))
        ruins = _ruins(q)
        v += sign * (0.17 * ruins + (0.1 if ruins >= 2 else 0.0))
        v += sign * 0.006 * _board(p)
        v += sign * 0.003 * _cards(p)
        v += sign * 0.003 * min(p["stones"], 8)
    v += 0.06 * (_threat(state, seat) - _threat(state, 1 - seat))
    v += 0.03 * (can_challenge(state, seat) - can_challenge(state, 1 - seat))
    duel = state.get("duel")
    if duel and "round" in duel and state["phase"] in ("primary", "secondary"):
        t = T.primary_totals(state, duel) if duel["round"] == "primary" \
            else T.secondary_totals(state, duel)
        diff = t[seat] - t[1 - seat]
        v += 0.08 * max(-1.0, min(1.0, diff / 6))
    return max(-0.95, min(0.95, v))


class PlannerBot(Bot):
    """The planner (ai_policy) on a state guessed from the observation (normal)."""

    def __init__(self, seed=0, level="normal"):
        self.rng = random.Random(seed)
        self.level = level

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        guess = rules.determinize(rules.observation(state, seat), seat, self.rng.getrandbits(48))
        return P.plan(rules, guess, seat, legal)


# Hard: 16 playouts for each candidate; the clock stops a search at 1.2 s so a loaded machine
# stays under 2 s a decision.
HARD = dict(rollouts=16, budget_s=1.2)


def make_bot(level, rules, seed=0):
    """Our own normal and hard; the engine's random, greedy and easy (on heuristic)."""
    if level == "normal":
        return PlannerBot(seed, level)
    if level == "hard":
        return SearchBot(heuristic, seed, **HARD)
    return None
