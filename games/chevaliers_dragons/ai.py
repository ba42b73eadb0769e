"""Chevaliers et Dragons: heuristic and computer players (pure Python, no pygame).

heuristic(state, seat) looks at material (by combat bonus), objectives taken, how close each side's
pawns are to the enemy objectives (less when a strong defender stands on them), and what the side to
act can do right now (take an objective, win a combat).

Bots never draw the real dice: a combat is looked at through its two outcomes and their exact odds
(rules.outcomes), so the state's generator is never read ahead. The three levels differ in how far
they look and how often they play without looking (see LEVELS):
  easy   - one pawn at a time and short-sighted (it counts what it can do now, not the attacks it
           could prepare for its next turn); seven moves in ten are played at random. A child beats
           it. Keeps the ready-made arrangement.
  normal - the same short-sighted one-pawn-at-a-time player, but only about one move in three is
           played at random. Keeps the ready-made arrangement.
  hard   - never plays at random, plans its whole turn (both moves, over every first move), counts
           the attacks it prepares for its next turn, and sets its objectives in the two corners
           during setup (see CORNER_LAYOUT).
The dice weigh so much in this game that two sensible players are nearly equal: looking two turns
ahead, tuning the weights or a sounder arrangement moved hard's score against the old normal (hard's
own brain, planning its turn) by less than the noise of 200 games. What separates the levels is how
often they play without thinking, and how short-sighted they are.
Same seed, same moves: the only randomness is the bot's own random.Random(seed).
"""

import random

from engine.ai import Bot
from games.chevaliers_dragons import rules as CR

DIST = tuple(tuple(CR.chebyshev(a, b) for b in range(CR.NSQ)) for a in range(CR.NSQ))
SIDE = CR.SIDE
OWN_OBJ = CR.OWN_OBJECTIVES
NEIGHBORS = CR.NEIGHBORS
WIN_P = CR.WIN_P
BONUS = CR.BONUS

# The weights of the heuristic. Self-play between one-move players found them on a plateau: changing
# any one of them by half or double moved the win rate by less than the noise of 600 games.
WEIGHTS = {
    "mat": 0.035,        # per point of pawn value (1 + 0.4 x bonus)
    "prog": 0.05,        # per enemy objective, for the best pawn next to it (less further away)
    "second": 0.3,       # share of the second best pawn in that progress
    "def_floor": 0.3,    # progress towards a defended objective: floor + (1 - floor) x win chance
    "obj1": 0.28,        # first objective taken
    "obj2": 0.62,        # the second one (the win), on top of the first
    "hit_mover": 0.8,    # share of the mover's best combat gains counted now
    "hit_other": 0.25,   # same for the side waiting for its turn
    "take_other": 0.35,  # share of the waiting side's objective threats counted now
    "few": 0.05,         # per missing pawn under 3 (an army close to being wiped out)
    "vbonus": 0.4,       # pawn value = 1 + vbonus x bonus
}

# The short-sighted player (easy and normal): what a side could do on its next turn, while the other
# side moves first, counts for nothing, so it never prepares an attack or a threat on an objective.
SHORT_SIGHTED = dict(WEIGHTS, hit_other=0.0, take_other=0.0)


def _prog(d):
    # 1 for a pawn next to the objective, 0 at 8 squares or more
    return (8 - d) / 7.0 if d < 8 else 0.0


def _eval0(state, W):
    """Score from seat 0's side (unbounded, small numbers)."""
    board = state["board"]
    bonus = BONUS[state["version"]]
    vb = W["vbonus"]
    pawns = ([], [])
    mat = [0.0, 0.0]
    for sq, k in enumerate(board):
        if k is not None:
            side = SIDE[k]
            b = bonus[k]
            pawns[side].append((sq, b))
            mat[side] += 1.0 + vb * b
    if not pawns[0]:
        return -10.0
    if not pawns[1]:
        return 10.0
    objs = state["objectives"]
    mover = state["side"]
    moved = state["moved"]
    moves_left = 2 - state["moves"]
    taken = (len(state["taken"][0]), len(state["taken"][1]))
    w_mat = W["mat"]
    w_prog = W["prog"]
    second_w = W["second"]
    floor = W["def_floor"]
    score = w_mat * (mat[0] - mat[1])
    obj_eff = [float(taken[0]), float(taken[1])]
    for side in (0, 1):
        other = 1 - side
        my = pawns[side]
        is_mover = side == mover
        left = moves_left if is_mover else 2
        prog = 0.0
        take_ps = []
        for name in OWN_OBJ[other]:
            t = objs[name]
            if t is None:
                continue
            dk = board[t]
            db = bonus[dk] if dk is not None else None
            row = DIST[t]
            best = 0.0
            second = 0.0
            adj = []
            for sq, b in my:
                d = row[sq]
                f = 1.0 if db is None else floor + (1.0 - floor) * WIN_P[(b, db)]
                g = _prog(d) * f
                if g > best:
                    second = best
                    best = g
                elif g > second:
                    second = g
                if d == 1 and (not is_mover or sq not in moved):
                    adj.append(1.0 if db is None else WIN_P[(b, db)])
            prog += best + second_w * second
            if adj:
                adj.sort(reverse=True)
                if db is None:
                    p = 1.0
                else:
                    miss = 1.0
                    for p1 in adj[:left]:
                        miss *= 1.0 - p1
                    p = 1.0 - miss
                take_ps.append(p)
        score += (w_prog if side == 0 else -w_prog) * prog
        if take_ps:
            take_ps.sort(reverse=True)
            share = 1.0 if is_mover else W["take_other"]
            if is_mover and left < 2:
                take_ps = take_ps[:1]
            obj_eff[side] += share * sum(take_ps[:2]) * (0.95 if is_mover else 1.0)
        # combat chances: the best attacks of this side on enemy pawns
        gains = []
        for sq, b in my:
            if is_mover and sq in moved:
                continue
            best = 0.0
            for n in NEIGHBORS[sq]:
                k = board[n]
                if k is not None and SIDE[k] == other:
                    bd = bonus[k]
                    p = WIN_P[(b, bd)]
                    gain = p * (1.0 + vb * bd) - (1.0 - p) * (1.0 + vb * b)
                    if gain > best:
                        best = gain
            if best > 0.0:
                gains.append(best)
        if gains:
            gains.sort(reverse=True)
            w = W["hit_mover"] if is_mover else W["hit_other"]
            g = sum(gains[:left]) * w * w_mat
            score += g if side == 0 else -g
    for side in (0, 1):
        e = min(obj_eff[side], 2.0)
        v = W["obj1"] * min(e, 1.0) + W["obj2"] * max(e - 1.0, 0.0)
        score += v if side == 0 else -v
    # an army down to its last pawns is close to losing
    n0, n1 = len(pawns[0]), len(pawns[1])
    if n0 < 3 or n1 < 3:
        score += W["few"] * ((3 - min(n1, 3)) - (3 - min(n0, 3)))
    return score


QUIET_FROM = 30   # quiet turns after which the heuristic starts fading towards a draw


def heuristic(state, seat, weights=None):
    """How good `state` is for `seat`, in [-1, 1] (exactly +-1 only when the game is won/lost)."""
    if state["phase"] == "over":
        w = state["winner"]
        if w is None:
            return 0.0
        return 1.0 if w == seat else -1.0
    if state["phase"] == "setup":
        return 0.0
    v = _eval0(state, weights or WEIGHTS)
    # A draw by the long-game limit is coming: the side ahead should force a combat.
    quiet = state["quiet"] - QUIET_FROM
    if quiet > 0:
        v *= 1.0 - 0.8 * min(1.0, quiet / float(CR.QUIET_LIMIT - QUIET_FROM))
    if seat == 1:
        v = -v
    return max(-0.99, min(0.99, v))


# ------------------------------------------------------------------------------------ setup
# The arrangement the hard bot builds during setup (the Prince's view: back row, then
# front row, left to right): objectives in the two corners, a knight beside each, the Prince in the
# middle. In self-play it beat the ready-made arrangement (objectives on B1 and E1) about 55 to 45.
CORNER_LAYOUT = (("castle", "knight", "soldier", "soldier", "knight", "village"),
                 ("knight", "soldier", "prince", "soldier", "knight", "soldier"))
_DRAGON_OF = {"prince": "tyran", "knight": "big_dragon", "soldier": "small_dragon",
              "castle": "princess", "village": "treasure"}


def layout_target(seat, layout=CORNER_LAYOUT):
    """{sq: item} of `layout` for `seat` (the dragons get it turned half a turn)."""
    out = {}
    for row, cells in zip((8, 7), layout):
        for col, item in enumerate(cells):
            if seat == 0:
                out[row * CR.COLS + col] = item
            else:
                out[(8 - row) * CR.COLS + (CR.COLS - 1 - col)] = _DRAGON_OF[item]
    return out


def setup_step(rules, state, seat, target):
    """The next swap towards `target` ({sq: item}), or ["ready"] once it is reached."""
    items = rules._camp_items(state, seat)
    legal = rules.legal_actions(state)
    for sq in sorted(target):
        if items[sq] == target[sq]:
            continue
        for sq2 in sorted(target):
            if sq2 != sq and items[sq2] == target[sq] and items[sq2] != target[sq2]:
                a = ["swap", min(sq, sq2), max(sq, sq2)]
                if a in legal:
                    return a
    return ["ready"]


# ------------------------------------------------------------------------------------ bots
class _Search:
    """Turn planning: expected heuristic over the combat outcomes."""

    def __init__(self, rules, weights=None):
        self.rules = rules
        self.weights = weights or WEIGHTS

    def value(self, state, seat):
        return heuristic(state, seat, self.weights)

    def expect1(self, state, action, seat):
        """(expected value after one action, outcomes)."""
        outs = self.rules.outcomes(state, action)
        v = 0.0
        for p, s in outs:
            v += p * self.value(s, seat)
        return v, outs

    def best_rest(self, state, seat):
        """Best expected value over the rest of `seat`'s turn from `state` (one action left)."""
        if state["phase"] != "play" or state["side"] != seat:
            return self.value(state, seat)
        best = -2.0
        for a in self.rules.legal_actions(state):
            v, _ = self.expect1(state, a, seat)
            if v > best:
                best = v
        return best

    def turn_plans(self, state, seat, beam):
        """[(value, action)] for the first action of the turn, looking at the second move too for
        the `beam` most promising first actions (all when beam is None)."""
        rules = self.rules
        first = []
        for a in rules.legal_actions(state):
            v, outs = self.expect1(state, a, seat)
            first.append([v, a, outs])
        if state["moves"] >= 1:
            return [(v, a) for v, a, _ in first]
        order = sorted(range(len(first)), key=lambda i: -first[i][0])
        keep = order if beam is None else order[:beam]
        for i in keep:
            v, a, outs = first[i]
            if a[0] == "end":
                continue
            tot = 0.0
            for p, s in outs:
                tot += p * self.best_rest(s, seat)
            first[i][0] = tot + 1e-9  # looked deeper: preferred over a shallow tie
        for i in order[len(keep):]:
            first[i][0] -= 1.0        # not looked at: never chosen over a planned move
        return [(v, a) for v, a, _ in first]


# What each level does. mistakes: share of moves played at random; layout: the arrangement built
# during setup (None = the ready-made one); beam: first moves looked at with their second move
# (None = all, 0 = one move at a time); weights: the heuristic's weights (None = WEIGHTS).
# Measured with tools/strength.py (README, figures): hard beats normal and normal beats easy by
# about two games in three; each of the three beats a random player nearly always.
LEVELS = {
    "easy": {"mistakes": 0.7, "layout": None, "beam": 0, "weights": SHORT_SIGHTED},
    "normal": {"mistakes": 0.35, "layout": None, "beam": 0, "weights": SHORT_SIGHTED},
    "hard": {"mistakes": 0.0, "layout": CORNER_LAYOUT, "beam": None, "weights": None},
}


class CDBot(Bot):
    """A computer player for one seat. choose(rules, state, seat) -> action."""

    def __init__(self, level, rules=None, seed=0, config=None):
        self.level = level
        self.config = dict(LEVELS[level])
        if config:
            self.config.update(config)
        self.rules = rules or CR.RULES
        self.rng = random.Random(seed)
        self.search = _Search(self.rules, self.config["weights"])

    def choose(self, rules, state, seat):
        rules = rules or self.rules
        if self.search.rules is not rules:
            self.search = _Search(rules, self.config["weights"])
        cfg = self.config
        if state["phase"] == "setup":
            if cfg["layout"] is None:
                return ["ready"]
            return setup_step(rules, state, seat, layout_target(seat, cfg["layout"]))
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        win = self._win_now(state, seat, legal)
        if win is not None:
            return win
        if cfg["mistakes"] and self.rng.random() < cfg["mistakes"]:
            moves = [a for a in legal if a[0] == "move"] or legal
            return moves[self.rng.randrange(len(moves))]
        if cfg["beam"] == 0:
            scored = []
            for a in legal:
                v, _ = self.search.expect1(state, a, seat)
                scored.append((v, a))
            return self._pick(scored)
        return self._pick(self.search.turn_plans(state, seat, cfg["beam"]))

    def _win_now(self, state, seat, legal):
        """A move that wins the game at once whatever the dice (taking the last objective)."""
        board = state["board"]
        if len(state["taken"][seat]) != 1:
            return None
        for a in legal:
            if a[0] == "move" and board[a[2]] is None and CR.objective_at(state, a[2]) in OWN_OBJ[1 - seat]:
                return a
        return None

    def _pick(self, scored):
        """Best value; equal values are broken by the bot's own generator."""
        best = max(v for v, _ in scored)
        top = [a for v, a in scored if v >= best - 1e-12]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]


def make_bot(level, rules=None, seed=0):
    if level in ("easy", "normal", "hard"):
        return CDBot(level, rules, seed)
    return None
