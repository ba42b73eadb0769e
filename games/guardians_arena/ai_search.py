"""Guardians Arena's hard player: the planner (ai_policy) with a look-ahead on top. At a decision
that matters, each of a few candidate actions is tried on many guessed states (rules.determinize
of the observation: the other seat's hidden cards dealt at random, the dice re-seeded), and the
turn is played out to its end by the planner for both seats; the action whose turns end best on
average (by ai.heuristic, or the game's result) is played. Every candidate meets the same guesses
and the same draws (common random numbers), so the comparison is fair with few playouts.
Pure Python, no pygame; reads only the observation.
"""
import random
import time

from engine.ai import Bot, action_key
from engine.rules import CHANCE
from games.guardians_arena import ai_policy as P

# Decisions looked ahead; the others are the planner's alone (one answer is clearly right:
# deploying, a challenge, a terrain sacrifice, a forced discard).
SEARCHED = ("enlist", "discard", "arena", "primary", "secondary", "raid_round", "raid_target",
            "raid_prep", "raid_shield", "terrain")
MAX_CANDIDATES = 6


def candidates(rules, guess, seat, legal):
    """The actions worth comparing: the planner's choice first, then the best of the rest by the
    planner's own measures (all of them when there are few)."""
    first = P.choose(rules, guess, seat, legal)
    phase = guess["phase"]
    rest = [a for a in legal if a != first]
    if len(rest) >= MAX_CANDIDATES:
        if phase == "enlist":
            rest.sort(key=lambda a: -P.enlist_score(guess, seat, a))
            rest = _spread(rest, lambda a: a[-1] if a[0] != "pass" else "pass")
        elif phase == "discard":
            rest.sort(key=lambda a: P.value(a[1]))
            rest = _spread(rest, lambda a: a[1])
        elif phase == "raid_prep":
            rest.sort(key=lambda a: -P.raid_prep_score(guess, seat, a))
        elif phase in P.ROUNDS:
            rest.sort(key=lambda a: (a != ["pass"], P.action_cost(guess, seat, a)))
    return [first] + rest[:MAX_CANDIDATES - 1]


def _spread(actions, key):
    """Keep the first action of each kind (one per card), order kept."""
    seen, out = set(), []
    for a in actions:
        k = key(a)
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


class SearchBot(Bot):
    """rollouts: playouts per candidate (the work, whatever the machine); budget_s: a clock that
    stops the search early (None: none); horizon: extra turns played after the current one."""

    def __init__(self, heuristic, seed=0, level="hard", rollouts=24, budget_s=1.2, horizon=0):
        self.heuristic = heuristic
        self.rng = random.Random(seed)
        self.level = level
        self.rollouts = rollouts
        self.budget_s = budget_s
        self.horizon = horizon
        self.max_iterations = None      # the generic tests' small budget (rollouts then)
        self.last = None
        self.broken = 0                 # playouts on guesses the rules could not play

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        obs = rules.observation(state, seat)
        guess = rules.determinize(obs, seat, self.rng.getrandbits(48))
        if obs["phase"] not in SEARCHED:
            return P.plan(rules, guess, seat, legal)
        try:
            cands = candidates(rules, guess, seat, legal)
        except (ValueError, KeyError, IndexError, TypeError):
            return P.plan(rules, guess, seat, legal)
        cands = [a for a in cands if a in legal] or legal[:1]
        if len(cands) == 1:
            return cands[0]
        n = self.rollouts if self.max_iterations is None else max(1, self.max_iterations // 8)
        # A fixed amount of work (max_iterations, the generic tests' budget) has no clock: the
        # move then depends on the observation alone, never on how busy the machine is.
        clocked = self.budget_s is not None and self.max_iterations is None
        deadline = time.perf_counter() + self.budget_s if clocked else None
        totals = {action_key(a): 0.0 for a in cands}
        done = 0
        for _ in range(n):
            seed = self.rng.getrandbits(48)
            for a in cands:
                s = rules.determinize(obs, seat, seed)
                totals[action_key(a)] += self.playout(rules, s, a, seat)
            done += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        # The planner's choice wins ties: a change must earn its place.
        best = max(cands, key=lambda a: (totals[action_key(a)] / done
                                         + (0.01 if a == cands[0] else 0.0)))
        self.last = (done, {action_key(a): round(totals[action_key(a)] / done, 3)
                            for a in cands})
        return best

    def playout(self, rules, s, action, seat):
        """The turn played out by the planner after `action`; its end's value for `seat`. A
        guess the rules cannot play on (a hidden card guessed where no such card may lie) is
        judged where it stopped."""
        try:
            return self._playout(rules, s, action, seat)
        except (ValueError, KeyError, IndexError, TypeError):
            self.broken += 1
            return self.heuristic(s, seat)

    def _playout(self, rules, s, action, seat):
        turn = s["turn"] + self.horizon
        s, _ = rules.apply(s, action)
        for _ in range(2000):
            who = rules.actor(s)
            if who is None:
                return rules.returns(s)[seat]
            if s["turn"] > turn:
                break
            if who == CHANCE:
                s, _ = rules.apply(s, rules.chance_action(s))
                continue
            s, _ = rules.apply(s, P.choose(rules, s, who))
        return self.heuristic(s, seat)
