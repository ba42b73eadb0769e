"""Les Dragons 100 Flammes: heuristic and computer players (pure Python, no pygame).

Once the caves are dealt and the first player known the game is one of perfect information, so
the bots search it (search.py, over the compact position of compact.py): easy looks one move
ahead and often takes a lesser move, normal looks at its move and every answer to it, hard deepens
as far as its time allows. Eggs are placed by eggs.py's policy. A bot reads only
rules.observation(state, seat), is seeded (same seed, same move) and never draws the state's
generator.
"""
import math
import random
import time

from engine.ai import Bot
from games.dragon_inferno.compact import DRAGON, OVER, PH, action_of, encode, play
from games.dragon_inferno.search import Search, best_dragons, evaluate
from games.dragon_inferno import eggs as EGGS


def heuristic(state, seat):
    """How good the position looks for `seat`, in [-1, 1] (1: won, -1: lost)."""
    phase = state["phase"]
    if phase in ("deal", "lot", "eggs"):
        return 0.0          # eggs belong to no one: no seat is ahead before the first tile
    c = encode(state)
    if c[PH] == DRAGON:              # the summoner puts the dragon where it hurts most
        c = play(c, best_dragons(c, state["caves"], 1)[0], state["caves"])
    if c[PH] == OVER:
        lead = evaluate(c, seat)
        return 1.0 if lead > 0 else (-1.0 if lead < 0 else 0.0)
    return 0.98 * math.tanh(evaluate(c, seat) / 20.0)


class DragonInfernoBot(Bot):
    """The search player. budget_s: seconds a move (None: no clock); max_nodes bounds the work
    whatever the machine's speed (a repeatable run); max_depth caps the plies searched; noise is
    the chance of taking a lesser move (easy)."""

    def __init__(self, seed=0, level="hard", budget_s=1.2, max_nodes=None, max_depth=30,
                 noise=0.0, egg_noise=0.0):
        self.rng = random.Random(seed)
        self.level = level
        self.budget_s = budget_s
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.noise = noise
        self.egg_noise = egg_noise
        self.last_depth = 0
        self.last_nodes = 0

    def choose(self, rules, state, seat):
        obs = rules.observation(state, seat)
        legal = rules.legal_actions(obs)
        if len(legal) == 1:
            return legal[0]
        if obs["phase"] == "eggs":
            return EGGS.choose(obs, self.rng, self.egg_noise)
        c = encode(obs)
        if self.max_depth <= 1 or self.noise:
            # One ply, a few hundred evaluations: no clock needed.
            srch = Search(obs["caves"])
            scored = srch.ordered(c, seat)
            pick = 0
            if self.noise and self.rng.random() < self.noise:
                # a lesser move: one of the better half, any of them alike
                pick = self.rng.randrange(max(1, (len(scored) + 1) // 2))
            else:
                top = [k for k in scored if k[0] >= scored[0][0] - 1e-9]
                pick = self.rng.randrange(len(top))
            self.last_depth, self.last_nodes = 1, srch.nodes
            return action_of(scored[pick][2])
        deadline = None if self.budget_s is None else time.perf_counter() + self.budget_s
        srch = Search(obs["caves"], deadline, self.max_nodes)
        move, _value, depth = srch.root(c, self.max_depth)
        self.last_depth, self.last_nodes = depth, srch.nodes
        return action_of(move)


# Time a move, plies looked at, chance of a lesser move (tile and egg) per level. Hard keeps
# 1.2 s so a loaded machine stays under 2 s; normal's 0.25 s keeps it under 0.5 s; easy looks
# one ply ahead (a few hundredths of a second) and takes a lesser move half the time.
LEVELS = {
    "easy": dict(budget_s=None, max_depth=1, noise=0.5, egg_noise=0.5),
    "normal": dict(budget_s=0.25, max_depth=2),
    "hard": dict(budget_s=1.2, max_depth=30),
}


def make_bot(level, rules, seed=0):
    """Our own bots for easy, normal and hard; the engine's random and greedy (on heuristic)."""
    if level in LEVELS:
        return DragonInfernoBot(seed, level=level, **LEVELS[level])
    return None
