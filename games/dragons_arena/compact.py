"""The compact board the search plays on: 16 ints, 0 = empty, else power | owner << 3 | field << 4;
moves as small tuples (kind, a, b[, c]); Zobrist keys for the transposition table."""
import random

from games.dragons_arena.arena import MAX_TURNS, NSQ

INF = 10 ** 9
WIN = 1000
QDEPTH = 10
_PLACE, _ELIM, _POWER, _COMBUST, _BLIZZARD = 4, 0, 1, 2, 3


def _zobrist():
    r = random.Random(0xD7A60)
    sq = [[r.getrandbits(62) for _ in range(32)] for _ in range(NSQ)]
    for row in sq:
        row[0] = 0
    side = [0, r.getrandbits(62)]
    moves = [r.getrandbits(62) for _ in range(MAX_TURNS + 2)]
    hands = [[[r.getrandbits(62) for _ in range(9)] for _ in range(7)] for _ in range(2)]
    return sq, side, moves, hands


ZSQ, ZSIDE, ZMOVES, ZHAND = _zobrist()


class Timeout(Exception):
    pass


def encode(owner, power, field):
    return [0 if owner[i] < 0 else power[i] | owner[i] << 3 | field[i] << 4 for i in range(NSQ)]


def move_to_action(m):
    k = m[0]
    if k == _ELIM:
        return ["elim", m[1], m[2]]
    if k == _POWER:
        return ["power", m[1], m[2]]
    if k == _COMBUST:
        return ["combust", m[1], m[2]]
    if k == _BLIZZARD:
        return ["blizzard", m[1], m[2], m[3]]
    return ["place", m[1], m[2]]
