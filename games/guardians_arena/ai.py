"""Guardians Arena's computer players: the position's value for the engine's bots (greedy, easy,
and the search of normal and hard, which plays from guessed states: rules.determinize). Pure
Python, no pygame; never reads a card the seat cannot see (the bots are handed observations).
"""
import random

from engine.ai import Bot
from games.guardians_arena import ai_policy as P
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules_challenge import can_challenge

VICTORIES, STRONGHOLDS = 5, 3


def _ruins(p):
    return sum(h["ruin"] for h in p["strongholds"].values())


def _board(p):
    """Cards working for a player on its strongholds (defenders, channellers, fortifications)."""
    n = 0
    for h in p["strongholds"].values():
        if h["on"] is not None:
            n += 1
        if h["under"] is not None:
            n += 0.5
        if h["reinforcement"]:
            n += 0.3
    return n


def heuristic(state, seat):
    """A value in [-1, 1] for `seat`: victories and ruins first (two of the three ways to win),
    then a prisoner able to challenge, the fight under way, cards at work, power stones."""
    if state["phase"] == "over":
        return 1.0 if state["winner"] == seat else -1.0
    me, foe = state["players"][seat], state["players"][1 - seat]
    v = 0.0
    v += 0.16 * (len(me["victories"]) - len(foe["victories"]))
    v += 0.2 * (_ruins(foe) - _ruins(me))
    v += 0.05 * (bool(me["prison"]) - bool(foe["prison"]))
    v += 0.04 * (can_challenge(state, seat) - can_challenge(state, 1 - seat))
    v += 0.03 * (_board(me) - _board(foe))
    v += 0.01 * (min(me["stones"], 8) - min(foe["stones"], 8))
    duel = state.get("duel")
    if duel and "round" in duel and state["phase"] in ("primary", "secondary"):
        t = T.primary_totals(state, duel) if duel["round"] == "primary" \
            else T.secondary_totals(state, duel)
        diff = t[seat] - t[1 - seat]
        v += 0.08 * max(-1.0, min(1.0, diff / 6))
    hand = me["hand"] or []
    v += 0.005 * (len(hand) - len(foe["hand"] or []))
    return max(-0.95, min(0.95, v))


class PlannerBot(Bot):
    """The planner (ai_policy) on a state guessed from the observation; noise: the chance of a
    random legal action instead (easy)."""

    def __init__(self, seed=0, level="normal", noise=0.0):
        self.rng = random.Random(seed)
        self.level = level
        self.noise = noise

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        guess = rules.determinize(rules.observation(state, seat), seat, self.rng.getrandbits(48))
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(legal)
        a = P.choose(rules, guess, seat, legal)
        return a if a in legal else legal[0]


def make_bot(level, rules, seed=0):
    if level == "easy":
        return PlannerBot(seed, "easy", noise=0.35)
    if level in ("normal", "hard"):
        return PlannerBot(seed, level)
    return None
