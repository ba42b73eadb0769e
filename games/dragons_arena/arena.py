"""Dragons Arena's board and what dragons may do on it: squares, neighbours, who beats whom, the
moves of a duel and the hands of dice. Pure Python (no pygame); rules.py and ai.py build on it.

Squares 0..15, sq = row * 4 + col; row 0 is the top row of the screen. People read squares as a
column letter and a row number: sq 0 = "A1" (top left), sq 3 = "D1", sq 15 = "D4" (bottom right).
Adjacent = the 8 surrounding squares (diagonals included). Seat 0 = FIRE, seat 1 = ICE.
"""

from engine.rules import clone
from engine.turns import Simultaneous

ID = "dragons-arena"
FIRE, ICE = 0, 1
SPECIES = ("fire", "ice")
EMPTY = -1
NSQ = 16

MODES = ("duel", "solo")
PLACEMENTS = ("baby", "little", "big", "equal", "free")
NUGGET_CHOICES = (1, 2, 3, 5)
DIFFICULTIES = ("normal", "high")
PHASES = ("shake", "shaking", "roll", "rolling", "powers", "lot", "split", "place", "duel", "over")

# A duel without element powers always ends within 48 turns (see docs); with element powers a
# combustion or blizzard can undo a force field, so a duel is capped at this many turns.
MAX_TURNS = 60
# Reasons for the starting species: index = the power that decided.
REASONS = (None, "ones", "twos", "threes", "fours", "fives", "sixes")

# Solo training: the opponent's bonus by the number of its dragons left (5 or more: you lose).
SOLO_BONUS = {"normal": (0, 1, 2, 3, 4), "high": (0, 1, 3, 6, 10)}


def max_duels(target):
    """A match stops after this many duels even if nobody reached the target (many drawn duels)."""
    return 3 * target + 2


def _neighbours(sq):
    r, c = divmod(sq, 4)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                rr, cc = r + dr, c + dc
                if 0 <= rr < 4 and 0 <= cc < 4:
                    out.append(rr * 4 + cc)
    return tuple(out)


NEIGH = tuple(_neighbours(sq) for sq in range(NSQ))
ADJ = tuple(frozenset(n) for n in NEIGH)

# BEATS[a][b]: a dragon of power a may eliminate an enemy dragon of power b.
BEATS = [[False] * 7 for _ in range(7)]
for _a in range(2, 7):
    for _b in range(1, _a):
        if not (_a == 6 and _b == 1):
            BEATS[_a][_b] = True
BEATS[1][6] = True
BEATS = tuple(tuple(row) for row in BEATS)
VICTIMS = tuple(tuple(b for b in range(1, 7) if BEATS[a][b]) for a in range(7))


def beats(attacker, victim):
    """May a dragon of power `attacker` eliminate one of power `victim`?"""
    return BEATS[attacker][victim]


def square_name(sq):
    """'A1'..'D4': column letter (left to right), row number (top to bottom)."""
    return "ABCD"[sq % 4] + str(sq // 4 + 1)


def square_from_name(name):
    return (int(name[1:]) - 1) * 4 + "ABCD".index(name[0].upper())


def _multisets(k, lo=1):
    """All sorted lists of k values in lo..6."""
    if k == 0:
        return [[]]
    out = []
    for v in range(lo, 7):
        for rest in _multisets(k - 1, v):
            out.append([v] + rest)
    return out


ALL_HANDS = tuple(tuple(m) for m in _multisets(8))          # free power: 1287 hands
HANDS_28 = tuple(h for h in ALL_HANDS if sum(h) == 28)     # big dragon: total exactly 28


def starting_species(hand0, hand1):
    """(seat, power) of the species with more dragons of power 1, then 2, ...; (None, None) if equal."""
    for v in range(1, 7):
        a, b = hand0.count(v), hand1.count(v)
        if a != b:
            return (FIRE if a > b else ICE), v
    return None, None


def totals(owner, power):
    t = [0, 0]
    for sq in range(NSQ):
        o = owner[sq]
        if o >= 0:
            t[o] += power[sq]
    return t


def in_contact(owner):
    """Is some dragon adjacent to an enemy dragon?"""
    for a in range(NSQ):
        if owner[a] == FIRE:
            for b in NEIGH[a]:
                if owner[b] == ICE:
                    return True
    return False


def eliminations(owner, power, seat):
    """Every ["elim", from, to] open to `seat`."""
    out = []
    enemy = 1 - seat
    for a in range(NSQ):
        if owner[a] == seat:
            row = BEATS[power[a]]
            for b in NEIGH[a]:
                if owner[b] == enemy and row[power[b]]:
                    out.append(["elim", a, b])
    return out


def element_actions(owner, power, seat):
    """Combustion (FIRE) or blizzard (ICE) actions open to `seat`."""
    out = []
    enemy = 1 - seat
    empties = None
    for src in range(NSQ):
        if owner[src] == seat and power[src] == 1:
            for t in NEIGH[src]:
                if owner[t] == enemy:
                    if seat == FIRE:
                        out.append(["combust", src, t])
                    else:
                        if power[t] <= 2:
                            out.append(["blizzard", src, t, t])
                            continue
                        if empties is None:
                            empties = [sq for sq in range(NSQ) if owner[sq] == EMPTY]
                        if empties:
                            for d in empties:
                                out.append(["blizzard", src, t, d])
                        else:
                            out.append(["blizzard", src, t, t])
    return out


def duel_actions(owner, power, field, seat, elements=False, only_elim=False):
    """Every legal duel action of `seat`; [] means the duel is over."""
    enemy = 1 - seat
    elims = []
    contact = False
    for a in range(NSQ):
        if owner[a] == seat:
            row = BEATS[power[a]]
            for b in NEIGH[a]:
                if owner[b] == enemy:
                    contact = True
                    if row[power[b]]:
                        elims.append(["elim", a, b])
    if only_elim or not contact:
        return elims
    acts = elims
    if not elims:
        for sq in range(NSQ):
            if owner[sq] != EMPTY and not field[sq]:
                p = power[sq]
                for v in (1, 2, 3, 4, 5, 6):
                    if v != p:
                        acts.append(["power", sq, v])
    if elements:
        acts.extend(element_actions(owner, power, seat))
    return acts


# Big Dragon and Free Power: both species choose their powers "at the same time", in secret.
SECRET = Simultaneous("secret")


def _copy(state):
    """A copy sharing nothing mutable with `state` (dict values 'last'/'solo' are never mutated)."""
    s = dict(state)
    if state.get("secret") is not None:
        s["secret"] = clone(state["secret"])
    if state.get("rolling") is not None:
        s["rolling"] = clone(state["rolling"])
    s["owner"] = state["owner"][:]
    s["power"] = state["power"][:]
    s["field"] = state["field"][:]
    s["nuggets"] = state["nuggets"][:]
    s["hands"] = [None if h is None else h[:] for h in state["hands"]]
    return s


def _int(x):
    if type(x) is not int:
        raise ValueError("not an int: %r" % (x,))
    return x

