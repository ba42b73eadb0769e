"""Les Dragons 100 Flammes: the bots' evaluation and search over the compact position (compact.py).

evaluate(c, seat) is a position's worth for `seat` in points: the score lead now, plus the tiles
each seat can still expect to lay (5 points each) in the free squares it reaches first. A summoned
dragon is placed where it takes most from the opponent and least from its summoner.

Search is a negamax alpha-beta with iterative deepening and a beam: at each node the moves are
sorted by the evaluation of the position they lead to, and only the best few are searched deeper
(how many: WIDTHS, by the depth still to go); the replies at the last ply are all looked at, most
promising first, until one refutes the move. A summoned dragon is part of its summoner's move
(its best few places by the score they change), not a ply of its own. When every line of a pass
reached the end of the game, the next pass keeps twice as many moves instead of looking deeper,
until none is left out: endings are searched exactly. Values are from the point of view of the
seat to act; an ended game is worth WIN plus the final lead.
"""
import time

from games.dragon_inferno.compact import (
    C0, CORNER_MASK, DRAGON, FULL, H0, NOT_A, NOT_H, O0, OVER, PH, SIDE, bits, dragon_letter,
    dragon_moves, fit_masks, hand_fit, moves, play, score, spread,
)

WIN = 1000.0
TILE_WORTH = 5.0          # squares and castle of a tile laid
# Children kept at a node, by the depth still to search (1: every reply, best first).
WIDTHS = {2: 14, 3: 8, 4: 6, 5: 5}
ROOT_WIDTH = 24
DRAGON_WIDTH = 3          # places of a summoned dragon searched inside the tree


class Timeout(Exception):
    pass


def territory(c):
    """(expected tiles still to lay by seat 0, by seat 1): the free squares each seat reaches
    first (ties shared) where one of its tiles in hand fits, four squares a tile, no more than its
    hand."""
    occ = c[O0] | c[O0 + 1]
    free = FULL & ~occ
    fits = fit_masks(free)
    h0, h1 = c[H0], c[H0 + 1]
    fit0 = hand_fit(fits, h0)
    fit1 = hand_fit(fits, h1)
    room = fit0 | fit1
    corners = CORNER_MASK & room
    a = (spread(c[O0]) | corners) & fit0
    b = (spread(c[O0 + 1]) | corners) & fit1
    seen = a | b
    mine0 = a & ~b
    mine1 = b & ~a
    tie = a & b
    while True:
        # spread() written out: this loop is the evaluation's hottest part
        free0 = fit0 & ~seen
        free1 = fit1 & ~seen
        na = (((a << 1) & NOT_A) | ((a >> 1) & NOT_H) | (a << 8) | (a >> 8)) & free0
        nb = (((b << 1) & NOT_A) | ((b >> 1) & NOT_H) | (b << 8) | (b >> 8)) & free1
        if not (na or nb):
            break
        mine0 |= na & ~nb
        mine1 |= nb & ~na
        tie |= na & nb
        seen |= na | nb
        a, b = na, nb
    t = bits(tie) * 0.5
    tiles0 = min(bits(h0), (bits(mine0) + t) / 4.0)
    tiles1 = min(bits(h1), (bits(mine1) + t) / 4.0)
    return tiles0, tiles1


def evaluate(c, seat):
    """The position's worth for `seat`, in points."""
    if c[PH] == OVER:
        return terminal(c, seat)
    t = territory(c)
    return (score(c, seat) - score(c, 1 - seat)
            + TILE_WORTH * (t[seat] - t[1 - seat]))


def terminal(c, seat):
    lead = score(c, seat) - score(c, 1 - seat)
    if lead > 0:
        return WIN + lead
    if lead < 0:
        return -WIN + lead
    return 0.0


def dragon_gain(c, mask, seat):
    """Points a dragon on `mask` takes from the opponent minus what it takes from `seat`."""
    opp = 1 - seat
    return (bits(mask & c[O0 + opp]) + bits(mask & c[C0 + opp])
            - bits(mask & c[O0 + seat]) - bits(mask & c[C0 + seat]))


def best_dragons(c, caves, k):
    """The k dragon moves taking most from the opponent and least from the summoner."""
    seat = c[SIDE]
    ms = dragon_moves(c, dragon_letter(c, caves))
    ms.sort(key=lambda m: -dragon_gain(c, m[0], seat))
    return ms[:k]


class Search:
    """One search from a root position. deadline (perf_counter time) and max_nodes bound it."""

    def __init__(self, caves, deadline=None, max_nodes=None, widths=None, root_width=ROOT_WIDTH):
        self.caves = caves
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.widths = WIDTHS if widths is None else widths
        self.root_width = root_width
        self.nodes = 0
        self.depth_done = 0
        self.horizon = False      # some line of the last pass stopped before the end
        self.pruned = False       # some move of the last pass was left out (beam)
        self.wide = 1             # the beam's widths are multiplied by this
        self.cache = {}

    def _tick(self):
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Timeout
        if (self.deadline is not None and not self.nodes & 15
                and time.perf_counter() > self.deadline):
            raise Timeout

    def _eval(self, c, seat):
        """evaluate(), remembered for the search (a deeper pass meets the same positions again;
        the value for one seat is minus the value for the other)."""
        self._tick()
        key = tuple(c)
        v = self.cache.get(key)
        if v is None:
            v = self.cache[key] = evaluate(c, 0)
        return v if seat == 0 else -v

    # -- the tree ---------------------------------------------------------------------------
    def value(self, c, depth, alpha, beta):
        """Negamax value of c for the seat to act."""
        ph = c[PH]
        seat = c[SIDE]
        if ph == OVER:
            return terminal(c, seat)
        if ph == DRAGON:
            best = -1e9
            ms = dragon_moves(c, dragon_letter(c, self.caves))
            k = (DRAGON_WIDTH if depth > 1 else 1) * self.wide
            if len(ms) > k:
                self.pruned = True
                ms.sort(key=lambda m: -dragon_gain(c, m[0], seat))
                ms = ms[:k]
            for m in ms:
                v = self._child(play(c, m, self.caves), seat, depth, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        if depth <= 0:
            self.horizon = True
            return self._eval(c, seat)
        kids = self.ordered(c, seat)
        if depth >= 2:
            width = self.widths.get(depth, 4) * self.wide
            if len(kids) > width:
                self.pruned = True
                kids = kids[:width]
        best = -1e9
        for _key, child, _m in kids:
            v = self._child(child, seat, depth - 1, alpha, beta)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    def _child(self, child, seat, depth, alpha, beta):
        """The value for `seat` of a position reached by its move (it may be its turn again)."""
        if child[PH] == OVER:
            return terminal(child, seat)
        if child[SIDE] == seat:
            return self.value(child, depth, alpha, beta)
        return -self.value(child, depth, -beta, -alpha)

    def ordered(self, c, seat):
        """[(static value for seat, child, move)], best first. A tile that summons a dragon is
        judged with the dragon in its best place."""
        out = []
        caves = self.caves
        for m in moves(c, caves):
            child = play(c, m, caves)
            judged = child
            if child[PH] == DRAGON:
                ds = best_dragons(child, caves, 1)
                judged = play(child, ds[0], caves)
            out.append((self._eval(judged, seat), child, m))
        out.sort(key=lambda k: -k[0])
        return out

    # -- the root ---------------------------------------------------------------------------
    def root(self, c, max_depth=30):
        """(best move, its value, depth completed) by iterative deepening; at least depth 1.
        A deeper pass cut short by the clock still counts for the moves it finished, as long as
        it had finished the best move of the pass before (searched first)."""
        seat = c[SIDE]
        # Depth 1 (every move judged as it stands) is always finished, whatever the bounds: a
        # few hundred evaluations at most.
        bounds = self.deadline, self.max_nodes
        self.deadline = self.max_nodes = None
        scored = self.ordered(c, seat)
        self.deadline, self.max_nodes = bounds
        self.depth_done = 1
        if len(scored) == 1:
            return scored[0][2], scored[0][0], 1
        depth, wide = 2, 1
        while depth <= max_depth:
            width = max(self.root_width, self.widths.get(depth, 4)) * wide
            cand = scored[:width]
            results = []
            alpha = -1e9
            self.horizon = False
            self.pruned = len(scored) > width
            self.wide = wide
            try:
                for _v0, child, m in cand:
                    v = self._child(child, seat, depth - 1, alpha, 1e9)
                    results.append((v, child, m))
                    if v > alpha:
                        alpha = v
            except Timeout:
                if results:
                    top = max(results, key=lambda r: r[0])
                    return top[2], top[0], self.depth_done
                break
            # A move that failed low keeps an upper bound only, enough to order the next pass.
            results.sort(key=lambda r: -r[0])
            scored = results + scored[len(cand):]
            self.depth_done = depth
            if not self.horizon:
                if not self.pruned:
                    break           # every line to its end, every move looked at: exact
                wide *= 2           # every line ended: look at more moves, no deeper
            else:
                depth += 1
        return scored[0][2], scored[0][0], self.depth_done
