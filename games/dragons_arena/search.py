"""Dragons Arena's search: an iterative-deepening alpha-beta (negamax, principal-variation search,
transposition table with Zobrist keys, killer moves, capture quiescence) over a compact board of 16
ints: 0 = empty, else power | owner << 3 | field << 4. Placing a die is just another move of the
tree, the duel follows the 16th die. Pure Python; ai.py chooses the budgets and plays the rest."""
import time

from games.dragons_arena.arena import BEATS, FIRE, MAX_TURNS, NEIGH, NSQ

from games.dragons_arena.compact import (
    INF, QDEPTH, WIN, ZHAND, ZMOVES, ZSIDE, ZSQ, Timeout, _BLIZZARD, _COMBUST, _ELIM, _PLACE,
    _POWER,
)


class Search:
    """Negamax over the compact board. Values are from the side to move's point of view:
    a finished duel is worth +-(WIN + margin), 0 for a tie; otherwise power-point estimates."""

    def __init__(self, elements, moves0, deadline=None, max_nodes=None, hands=None):
        self.elements = elements
        self.moves0 = moves0        # duel turns already played at the root
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
        self.tt = {}
        self.killers = {}
        # hands[side][power] = dice still to place (placement phase), or None in the duel.
        self.hands = hands
        self.left = [sum(h) for h in hands] if hands else [0, 0]
        self.hash = 0
        self.proxy = False

    # -- board ------------------------------------------------------------------------------
    def set_board(self, c):
        self.c = c
        h = 0
        for i in range(NSQ):
            h ^= ZSQ[i][c[i]]
        if self.hands:
            for side in (0, 1):
                for p in range(1, 7):
                    h ^= ZHAND[side][p][self.hands[side][p]]
        self.hash = h

    def gen(self, s, ply):
        """Moves of side `s`; [] when the duel is over. During placement: the placement moves."""
        c = self.c
        if self.left[0] or self.left[1]:
            hand = self.hands[s]
            empties = [i for i in range(NSQ) if not c[i]]
            return [(_PLACE, p, sq, 0) for p in range(1, 7) if hand[p] for sq in empties]
        if self.elements and self.moves0 + ply >= MAX_TURNS:
            return []
        own = s << 3
        elims = []
        contact = False
        for a in range(NSQ):
            v = c[a]
            if v and (v & 8) == own:
                row = BEATS[v & 7]
                for b in NEIGH[a]:
                    w = c[b]
                    if w and (w & 8) != own:
                        contact = True
                        if row[w & 7]:
                            elims.append((_ELIM, a, b, 0))
        if not contact:
            return []
        moves = elims
        if not elims:
            for sq in range(NSQ):
                v = c[sq]
                if v and not v & 16:
                    p = v & 7
                    for nv in (1, 2, 3, 4, 5, 6):
                        if nv != p:
                            moves.append((_POWER, sq, nv, 0))
        if self.elements:
            empties = None
            for src in range(NSQ):
                if c[src] == (own | 1) or c[src] == (own | 17):
                    for t in NEIGH[src]:
                        w = c[t]
                        if w and (w & 8) != own:
                            if s == FIRE:
                                moves.append((_COMBUST, src, t, 0))
                            elif (w & 7) <= 2:
                                moves.append((_BLIZZARD, src, t, t))
                            else:
                                if empties is None:
                                    empties = [i for i in range(NSQ) if not c[i]]
                                if empties:
                                    for d in empties:
                                        moves.append((_BLIZZARD, src, t, d))
                                else:
                                    moves.append((_BLIZZARD, src, t, t))
        return moves

    def make(self, m, s):
        """Play m for side s in place; returns the undo record."""
        c = self.c
        k, a, b, d = m
        z = ZSQ
        h = self.hash
        if k == _ELIM:
            va, vb = c[a], c[b]
            nb = (s << 3) | (vb & 7)
            h ^= z[a][va] ^ z[b][vb] ^ z[b][nb]
            c[a] = 0
            c[b] = nb
            undo = ((a, va), (b, vb))
        elif k == _POWER:
            v = c[a]
            nv = (v & 8) | b | 16
            h ^= z[a][v] ^ z[a][nv]
            c[a] = nv
            undo = ((a, v),)
        elif k == _COMBUST:
            v = c[b]
            p = (v & 7) - 3
            nv = (v & 8) | p if p > 0 else 0
            h ^= z[b][v] ^ z[b][nv]
            c[b] = nv
            undo = ((b, v),)
        elif k == _BLIZZARD:
            v = c[b]
            p = (v & 7) - 2
            if p <= 0:
                h ^= z[b][v]
                c[b] = 0
                undo = ((b, v),)
            elif d == b:
                nv = (v & 8) | p
                h ^= z[b][v] ^ z[b][nv]
                c[b] = nv
                undo = ((b, v),)
            else:
                nv = (v & 8) | p
                h ^= z[b][v] ^ z[d][nv]
                c[b] = 0
                c[d] = nv
                undo = ((b, v), (d, 0))
        else:  # place
            hand = self.hands[s]
            zh = ZHAND[s][a]
            h ^= zh[hand[a]] ^ zh[hand[a] - 1]
            hand[a] -= 1
            self.left[s] -= 1
            nv = (s << 3) | a
            h ^= z[b][nv]
            c[b] = nv
            undo = ((b, 0), (-1, s, a))
        self.hash = h
        return undo

    def unmake(self, undo):
        c = self.c
        z = ZSQ
        h = self.hash
        for rec in reversed(undo):
            sq = rec[0]
            if sq < 0:
                _, s, p = rec
                hand = self.hands[s]
                zh = ZHAND[s][p]
                h ^= zh[hand[p]] ^ zh[hand[p] + 1]
                hand[p] += 1
                self.left[s] += 1
                continue
            h ^= z[sq][c[sq]] ^ z[sq][rec[1]]
            c[sq] = rec[1]
        self.hash = h

    # -- evaluation ---------------------------------------------------------------------------
    def material(self, s):
        c = self.c
        own = s << 3
        diff = 0
        for v in c:
            if v:
                if (v & 8) == own:
                    diff += v & 7
                else:
                    diff -= v & 7
        if self.hands:
            for p in range(1, 7):
                diff += p * (self.hands[s][p] - self.hands[1 - s][p])
        return diff

    def terminal(self, s):
        diff = self.material(s)
        if self.proxy:
            return diff
        if diff > 0:
            return WIN + diff
        if diff < 0:
            return -WIN + diff
        return 0

    def evaluate(self, s, moves):
        """Static value of a quiet position (side s to move, `moves` its legal moves)."""
        diff = self.material(s)
        c = self.c
        own = s << 3
        best = 0
        if moves and moves[0][0] == _POWER:
            for sq in range(NSQ):
                v = c[sq]
                if v and not v & 16:
                    g = 6 - (v & 7) if (v & 8) == own else (v & 7) - 1
                    if g > best:
                        best = g
        return diff + best * 0.5

    def place_eval(self, s, ply):
        """Placement not finished: judge the partial arena as if the duel began now, with the
        starting species (the one that placed first) to move, and count the unplaced dice."""
        n = self.left[0] + self.left[1]
        starter = s if n % 2 == 0 else 1 - s
        saved = self.left
        self.left = [0, 0]
        self.proxy = True
        try:
            moves = self.gen(starter, ply)
            v = self.qsearch(starter, -INF, INF, ply, moves, 0) if moves else self.material(starter)
        finally:
            self.left = saved
            self.proxy = False
        return v if starter == s else -v

    # -- search -------------------------------------------------------------------------------
    def tick(self):
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise Timeout()
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise Timeout()

    def order(self, moves, s, ttmove, ply):
        c = self.c
        killer = self.killers.get(ply)

        def score(m):
            if m == ttmove:
                return 10000
            if m == killer:
                return 5000
            k = m[0]
            if k == _ELIM:
                return 1000 + 2 * (c[m[2]] & 7) - (c[m[1]] & 7)
            if k == _POWER:
                v = c[m[1]]
                p = v & 7
                gain = m[2] - p if (v & 8) == (s << 3) else p - m[2]
                return gain
            if k == _PLACE:
                return 0
            return 500
        moves.sort(key=score, reverse=True)
        return moves

    def qsearch(self, s, alpha, beta, ply, moves, qd):
        """Eliminations are mandatory: follow them before judging the position."""
        if not moves:
            return self.terminal(s)
        if moves[0][0] != _ELIM or qd >= QDEPTH:
            return self.evaluate(s, moves)
        best = -INF
        if self.elements:
            # Element powers are an alternative to eliminating: judge standing still too.
            best = self.evaluate(s, moves)
            if best >= beta:
                return best
            if best > alpha:
                alpha = best
        elims = [m for m in moves if m[0] == _ELIM]
        c = self.c
        elims.sort(key=lambda m: 2 * (c[m[2]] & 7) - (c[m[1]] & 7), reverse=True)
        for m in elims:
            self.nodes += 1
            if not self.nodes & 255:
                self.tick()
            undo = self.make(m, s)
            v = -self.qsearch(1 - s, -beta, -alpha, ply + 1, self.gen(1 - s, ply + 1), qd + 1)
            self.unmake(undo)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        return best

    def negamax(self, s, depth, alpha, beta, ply):
        self.nodes += 1
        if not self.nodes & 255:
            self.tick()
        moves = self.gen(s, ply)
        if not moves:
            return self.terminal(s)
        if depth <= 0:
            if self.left[0] or self.left[1]:
                return self.place_eval(s, ply)
            return self.qsearch(s, alpha, beta, ply, moves, 0)
        key = self.hash ^ ZSIDE[s]
        if self.elements:
            key ^= ZMOVES[min(self.moves0 + ply, MAX_TURNS + 1)]
        entry = self.tt.get(key)
        ttmove = None
        if entry is not None:
            edepth, flag, val, ttmove = entry
            if edepth >= depth:
                if flag == 0:
                    return val
                if flag == 1 and val >= beta:
                    return val
                if flag == -1 and val <= alpha:
                    return val
        alpha0 = alpha
        if len(moves) > 1:
            self.order(moves, s, ttmove, ply)
            nd = depth - 1
        else:
            nd = depth  # a forced move costs no depth
        best = -INF
        bestm = moves[0]
        first = True
        for m in moves:
            undo = self.make(m, s)
            if first:
                v = -self.negamax(1 - s, nd, -beta, -alpha, ply + 1)
                first = False
            else:
                v = -self.negamax(1 - s, nd, -alpha - 1, -alpha, ply + 1)
                if alpha < v < beta:
                    v = -self.negamax(1 - s, nd, -beta, -alpha, ply + 1)
            self.unmake(undo)
            if v > best:
                best = v
                bestm = m
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        if m[0] != _ELIM:
                            self.killers[ply] = m
                        break
        flag = 0 if alpha0 < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, flag, best, bestm)
        return best

    def root(self, s, moves, max_depth, rng=None):
        """Iterative deepening at the root; returns (best move, value, depth completed)."""
        moves = list(moves)
        if rng is not None:
            rng.shuffle(moves)
        self.order(moves, s, None, 0)
        best_move, best_val, done = moves[0], None, 0
        for depth in range(1, max_depth + 1):
            scored = []
            alpha = -INF
            cur_best, cur_val = None, -INF
            try:
                for m in moves:
                    undo = self.make(m, s)
                    try:
                        if cur_best is None:
                            v = -self.negamax(1 - s, depth - 1, -INF, INF, 1)
                        else:
                            v = -self.negamax(1 - s, depth - 1, -alpha - 1, -alpha, 1)
                            if v > alpha:
                                v = -self.negamax(1 - s, depth - 1, -INF, -alpha, 1)
                    finally:
                        self.unmake(undo)
                    scored.append((v, m))
                    if v > cur_val:
                        cur_best, cur_val = m, v
                        alpha = v
            except Timeout:
                # Keep a move of the unfinished iteration only if it beat the previous best,
                # which was searched first.
                if cur_best is not None and best_val is not None and cur_val > best_val:
                    best_move, best_val = cur_best, cur_val
                elif best_val is None and cur_best is not None:
                    best_move, best_val = cur_best, cur_val
                return best_move, best_val, done
            best_move, best_val, done = cur_best, cur_val, depth
            if abs(best_val) >= WIN:
                # A proven result (tie included once every line is proven) needs no deeper search.
                if all(abs(v) >= WIN for v, _ in scored):
                    break
            # Best move first, then the others by their value at this depth.
            order = sorted(range(len(scored)), key=lambda i: -scored[i][0])
            moves = [scored[i][1] for i in order]
        return best_move, best_val, done
