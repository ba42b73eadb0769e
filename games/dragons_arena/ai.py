"""Dragons Arena: heuristic and computer players. Pure Python, no pygame.

The duel is deterministic with perfect information, so the strong bot ("normal" and "hard") is the
alpha-beta search of search.py under a time budget. The same search also plays the Little / Big /
Equal / Free placement phase: placing a die is just another move of the game tree, the duel follows
the 16th die. The power choices (Big, Free, Equal) use small fixed preferences (see
_choose_hand) and the seed.

A bot gets the full state but only reads rules.observation(state, seat).
"""
import math
import random
import time

from engine.ai import Bot
from games.dragons_arena.rules import BEATS, NEIGH, NSQ, RULES, SOLO_BONUS, totals
from games.dragons_arena.compact import encode, move_to_action
from games.dragons_arena.search import Search

# ----------------------------------------------------------------------------- heuristic


def _duel_estimate(owner, power, field, to_move, seat):
    """Material difference for `seat` plus a little for the side to move, in power points."""
    t = totals(owner, power)
    diff = t[seat] - t[1 - seat]
    # The side to move can usually gain something: a good elimination or a power change.
    best = 0
    for a in range(NSQ):
        o = owner[a]
        if o == to_move:
            pa = power[a]
            row = BEATS[pa]
            for b in NEIGH[a]:
                if owner[b] == 1 - to_move and row[power[b]]:
                    g = 2 * power[b] - pa
                    if g > best:
                        best = g
    if best == 0:
        for a in range(NSQ):
            o = owner[a]
            if o >= 0 and not field[a]:
                g = 6 - power[a] if o == to_move else power[a] - 1
                if g > best:
                    best = g
        best *= 0.5
    return diff + (best if to_move == seat else -best) * 0.5


def heuristic(state, seat):
    """How good `state` looks for `seat`, in [-1, 1]."""
    phase = state["phase"]
    if phase == "over":
        return float(RULES.returns(state)[seat])
    owner, power = state["owner"], state["power"]
    if state["mode"] == "solo":
        you = state["solo_you"]
        opp = 1 - you
        if phase != "duel":
            return 0.0
        t = totals(owner, power)
        left = owner.count(opp)
        if left >= 5:
            score = t[you] - t[opp] - 12 - 2 * (left - 5)
        else:
            score = t[you] - t[opp] - SOLO_BONUS[state["solo_difficulty"]][left]
        v = math.tanh(score / 8.0)
        return v if seat == you else -v
    n = state["nuggets"]
    nug = n[seat] - n[1 - seat]
    d = 0.0
    if phase == "duel":
        d = math.tanh(_duel_estimate(owner, power, state["field"], state["actor"], seat) / 6.0)
    elif phase == "place":
        hands = state["hands"]
        t = totals(owner, power)
        diff = t[seat] + sum(hands[seat]) - t[1 - seat] - sum(hands[1 - seat])
        d = math.tanh(diff / 10.0)
    v = (nug + 0.45 * d) / state["target"]
    return max(-0.95, min(0.95, v))


# ----------------------------------------------------------------------------- the bot

# Big Dragon (total 28) and Free Power hands the bot picks from (by its seed). Chosen by round
# robins of candidate hands, both sides played by this bot. Several dragons of power 1 pay: they
# make their species start, and a 1 beats a 6.
BIG_HANDS = [[1, 1, 1, 2, 5, 6, 6, 6], [1, 1, 1, 1, 6, 6, 6, 6], [1, 1, 1, 3, 5, 5, 6, 6],
             [1, 1, 1, 3, 4, 6, 6, 6]]
FREE_HANDS = [[1, 1, 1, 1, 1, 6, 6, 6], [1, 1, 1, 1, 1, 1, 6, 6], [1, 1, 1, 1, 5, 6, 6, 6],
              [1, 1, 1, 5, 6, 6, 6, 6]]


class DragonsBot(Bot):
    """Alpha-beta player. budget_s: time per move (None: no clock); max_nodes / max_depth make it
    repeatable whatever the machine's speed."""

    def __init__(self, seed=0, budget_s=1.5, max_nodes=None, max_depth=40, level="hard"):
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.level = level
        self.last_depth = 0
        self.last_nodes = 0

    def choose(self, rules, state, seat):
        obs = rules.observation(state, seat)
        legal = rules.legal_actions(obs)
        if len(legal) == 1:
            return legal[0]
        phase = obs["phase"]
        if phase in ("duel", "place"):
            return self._search(obs, seat, legal)
        if phase == "powers":
            return self._choose_hand(obs)
        if phase == "split":
            return legal[self.rng.randrange(len(legal))]
        return legal[0]

    def _choose_hand(self, obs):
        pool = BIG_HANDS if obs["placement"] == "big" else FREE_HANDS
        return ["powers", list(pool[self.rng.randrange(len(pool))])]

    def _search(self, obs, seat, legal):
        t0 = time.perf_counter()
        deadline = None if self.budget_s is None else t0 + self.budget_s
        c = encode(obs["owner"], obs["power"], obs["field"])
        hands = None
        if obs["phase"] == "place":
            hands = [[0] * 7, [0] * 7]
            for side in (0, 1):
                for p in obs["hands"][side]:
                    hands[side][p] += 1
        solo_opp = obs["mode"] == "solo" and seat != obs["solo_you"]
        srch = Search(obs["elements"], obs["moves"], deadline, self.max_nodes, hands)
        srch.set_board(c)
        moves = srch.gen(seat, 0)
        if solo_opp or not moves:
            # Solo training is played by people; keep the bot usable there anyway.
            return legal[self.rng.randrange(len(legal))]
        best, _val, depth = srch.root(seat, moves, self.max_depth, self.rng)
        self.last_depth, self.last_nodes = depth, srch.nodes
        return move_to_action(best)


BUDGETS = {"normal": 0.3, "hard": 1.2}  # hard stays under 2 s a move even on a loaded machine
# The levels differ in how far they look, not only in time, so the gap holds on a loaded machine:
# normal sees its move and the answer to it; hard searches as deep as its time allows.
DEPTHS = {"normal": 2, "hard": 40}


def make_bot(level, rules, seed=0):
    """Our own alpha-beta bot for "normal" and "hard"; the engine's defaults for the other levels."""
    if level in BUDGETS:
        return DragonsBot(seed, budget_s=BUDGETS[level], max_depth=DEPTHS[level], level=level)
    return None
