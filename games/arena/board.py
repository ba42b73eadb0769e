"""ARENA's board: a hexagon of 37 hexes (radius 3), its six start corners and the paths a fighter
may walk. Pure Python (rules, bots and scene use it).

Hexes are numbered as engine.grid.hex_cells(3) lists them: rows from top to bottom (A to G), left
to right in each row; a hex is named by its row letter and its place in the row ("D4" is the
centre).

    NBRS[h]                      # the hexes next to h
    START[n]                     # the start hex of each seat when n fighters play
    can_walk(h, steps, blocked)  # is there a path of exactly `steps` new hexes from h?
"""
from engine import grid

RADIUS = 3
CELLS = grid.hex_cells(RADIUS)
NHEX = len(CELLS)
NBRS = grid.hex_neighbours(RADIUS)
CORNERS = grid.hex_corners(RADIUS)          # clockwise from the top-left, k and k+3 opposite
CENTRE = grid.hex_index(RADIUS)[(0, 0)]

# Which corners the fighters start on, for each number of fighters: opposite for two, alternate
# corners for three, two opposite pairs for four, as many corners for five and six. Seat k takes
# the k-th corner listed, so the seats sit clockwise round the arena in their turn order.
START_CORNERS = {2: [0, 3], 3: [0, 2, 4], 4: [0, 1, 3, 4], 5: [0, 1, 2, 3, 4],
                 6: [0, 1, 2, 3, 4, 5]}
START = {n: [CORNERS[k] for k in ks] for n, ks in START_CORNERS.items()}


def _names():
    out = []
    rows = {}
    for q, r in CELLS:
        rows.setdefault(r, []).append(q)
    for q, r in CELLS:
        out.append("%s%d" % ("ABCDEFG"[r + RADIUS], rows[r].index(q) + 1))
    return out


NAMES = _names()
# The hexes of each row, top to bottom and left to right in a row: row k's letter is "ABCDEFG"[k].
ROWS = [[h for h, (q, r) in enumerate(CELLS) if r == row] for row in range(-RADIUS, RADIUS + 1)]


def hex_name(h):
    return NAMES[h]


def distance(a, b):
    return grid.hex_distance(CELLS[a], CELLS[b])


def adjacent(a, b):
    return b in NBRS[a]


def can_walk(start, steps, blocked):
    """True when a path of exactly `steps` new hexes leaves `start` without entering a hex of
    `blocked` (a set, the hexes walked so far included) or one twice."""
    if steps <= 0:
        return True
    for n in NBRS[start]:
        if n not in blocked:
            blocked.add(n)
            ok = can_walk(n, steps - 1, blocked)
            blocked.discard(n)
            if ok:
                return True
    return False


def first_steps(start, steps, blocked):
    """The hexes next to `start` from which the rest of an exact walk of `steps` can be made."""
    out = []
    for n in NBRS[start]:
        if n not in blocked:
            blocked.add(n)
            if can_walk(n, steps - 1, blocked):
                out.append(n)
            blocked.discard(n)
    return out


def walks(start, steps, blocked):
    """Every path of exactly `steps` new hexes from `start` (lists of hexes, start left out)."""
    out = []

    def go(h, left, path):
        if left == 0:
            out.append(list(path))
            return
        for n in NBRS[h]:
            if n not in blocked:
                blocked.add(n)
                path.append(n)
                go(n, left - 1, path)
                path.pop()
                blocked.discard(n)

    go(start, steps, [])
    return out


def path_to(start, end, steps, blocked):
    """One path of exactly `steps` new hexes from `start` ending on `end`, or None (the scene
    uses it when a person clicks the end of a walk instead of each hex)."""
    if steps == 0:
        return [] if end == start else None
    for n in NBRS[start]:
        if n in blocked:
            continue
        if steps == 1:
            if n == end:
                return [n]
            continue
        if distance(n, end) > steps - 1 or n == end:
            continue
        blocked.add(n)
        rest = path_to(n, end, steps - 1, blocked)
        blocked.discard(n)
        if rest is not None:
            return [n] + rest
    return None
