"""Chevaliers et Dragons' board: 6 columns x 9 rows, sq = row * 6 + col, the armies, bonuses,
objectives, camps and the odds of a fight. Pure Python (no pygame); rules.py and ai.py build on it.

Row 0 is the dragons' back row (top of the screen), row 8 the Prince's back row (bottom). Seat 0 =
the Prince's army (camp rows 7-8), seat 1 = the dragons (camp rows 0-1). Square names for people:
column letter A-F (left to right as the Prince's player sees the board) and row number 1-9 counted
from the Prince's side, so the Prince's back row is row 1 and the dragons' back row is row 9
("B1" = sq 49, "E9" = sq 4).
"""
from engine.rules import clone

ID = "chevaliers-dragons"
COLS, ROWS = 6, 9
NSQ = COLS * ROWS

# How many swaps / random arrangements a side may do during setup; after that only ["ready"].
SETUP_ACTION_LIMIT = 12
# Endless-game guards (a child never gets near them): a draw after this many turns in a row with no
# combat and no objective taken, or after this many turns in all (one turn = one side's turn).
QUIET_LIMIT = 100
TURN_LIMIT = 500

PRINCE_KINDS = ("prince", "knight", "soldier")
DRAGON_KINDS = ("tyran", "big_dragon", "small_dragon")
OWN_KINDS = (frozenset(PRINCE_KINDS), frozenset(DRAGON_KINDS))
SIDE = {"prince": 0, "knight": 0, "soldier": 0, "tyran": 1, "big_dragon": 1, "small_dragon": 1}
ARMY = ({"prince": 1, "knight": 4, "soldier": 5}, {"tyran": 1, "big_dragon": 4, "small_dragon": 5})
BONUS = {
    "standard": {"prince": 2, "knight": 1, "soldier": 0, "tyran": 2, "big_dragon": 1, "small_dragon": 0},
    "pocket": {"prince": 2, "knight": 1, "soldier": 1, "tyran": 2, "big_dragon": 1, "small_dragon": 1},
}
VERSIONS = ("standard", "pocket")
OBJ_OWNER = {"castle": 0, "village": 0, "treasure": 1, "princess": 1}
OWN_OBJECTIVES = (("castle", "village"), ("treasure", "princess"))
OBJECTIVE_NAMES = ("castle", "village", "treasure", "princess")
BACK_ROW = (8, 0)
FRONT_ROW = (7, 1)


def sq_of(col, row):
    return row * COLS + col


def square_name(sq):
    """'A1'..'F9': column letter left to right, row number from the Prince's side (row 8 -> 1)."""
    return "ABCDEF"[sq % COLS] + str(ROWS - sq // COLS)


def square_from_name(name):
    col = "ABCDEF".index(name[0].upper())
    return sq_of(col, ROWS - int(name[1:]))


def _neighbors(sq):
    c, r = sq % COLS, sq // COLS
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            cc, rr = c + dc, r + dr
            if 0 <= cc < COLS and 0 <= rr < ROWS:
                out.append(rr * COLS + cc)
    return tuple(out)


NEIGHBORS = tuple(_neighbors(sq) for sq in range(NSQ))
BACK_SQUARES = tuple(tuple(sq_of(c, BACK_ROW[s]) for c in range(COLS)) for s in (0, 1))
FRONT_SQUARES = tuple(tuple(sq_of(c, FRONT_ROW[s]) for c in range(COLS)) for s in (0, 1))
CAMP_SQUARES = tuple(tuple(sorted(BACK_SQUARES[s] + FRONT_SQUARES[s])) for s in (0, 1))
CAMP_SET = (frozenset(CAMP_SQUARES[0]), frozenset(CAMP_SQUARES[1]))
BACK_SET = (frozenset(BACK_SQUARES[0]), frozenset(BACK_SQUARES[1]))


def chebyshev(a, b):
    return max(abs(a % COLS - b % COLS), abs(a // COLS - b // COLS))


def win_probability(attacker_bonus, defender_bonus):
    """Chance that the attacker wins a combat (ties are rolled again)."""
    w = l = 0
    for a in range(1, 7):
        for d in range(1, 7):
            ta, td = a + attacker_bonus, d + defender_bonus
            if ta > td:
                w += 1
            elif ta < td:
                l += 1
    return w / (w + l)


WIN_P = {(a, d): win_probability(a, d) for a in range(3) for d in range(3)}

# The ready-made arrangements (row, list of 6 cells left to right; objectives in capitals).
_DEFAULT = (
    {8: ["soldier", "CASTLE", "knight", "knight", "VILLAGE", "soldier"],
     7: ["soldier", "knight", "prince", "knight", "soldier", "soldier"]},
    {0: ["small_dragon", "PRINCESS", "big_dragon", "big_dragon", "TREASURE", "small_dragon"],
     1: ["small_dragon", "small_dragon", "big_dragon", "tyran", "big_dragon", "small_dragon"]},
)

PHASES = ("setup", "dealing", "play", "fight", "over")


def bonus_of(state, kind):
    return BONUS[state["version"]][kind]


def objective_at(state, sq):
    """The objective (name) still standing on `sq`, or None."""
    for name, where in state["objectives"].items():
        if where == sq:
            return name
    return None


def pawn_count(board, seat):
    n = 0
    for k in board:
        if k is not None and SIDE[k] == seat:
            n += 1
    return n


_FLAT = frozenset(("board", "moved", "setup_actions"))


def _copy(state):
    """Deep copy of the state, with fast paths for the keys this game knows."""
    s = dict(state)
    for k, v in state.items():
        tv = type(v)
        if tv is list:
            if k in _FLAT:
                s[k] = v[:]
            elif k == "taken":
                s[k] = [v[0][:], v[1][:]]
            else:
                s[k] = clone(v)
        elif tv is dict:
            s[k] = dict(v) if k == "objectives" else clone(v)
    return s
