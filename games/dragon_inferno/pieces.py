"""Les Dragons 100 Flammes: the board, the pieces and every way each piece can lie on the board,
worked out once at import (pure Python, no pygame).

The board is 8x8, squares numbered row by row (sq = row * 8 + col, row 0 at the top). Each
placement is kept as a bit mask of its squares, so the rules and the bots test "are these squares
free?" and "does it touch my kingdom?" with one AND each.

Kingdom tiles: the seven one-sided tetrominoes, each with a castle square and a hole square. The
shapes are the sourced part; which square holds the castle and which the hole is the project's own
design data (RULINGS.md: no public source gives the original's). They turn but never flip.
Dragon tiles: five pentominoes, turned and flipped freely.

A placement is named by (orientation, anchor): the anchor is the board square under the piece's
pivot, the square of the turned piece nearest the middle of its bounding box. A person drags a
piece by its middle, so the pointer's square is the anchor.
"""
from engine import grid

SIZE = 8
NSQ = SIZE * SIZE
CORNERS = (0, SIZE - 1, NSQ - SIZE, NSQ - 1)
CORNER_MASK = sum(1 << c for c in CORNERS)
# Eggs go on the inner 6x6 only.
INNER = tuple(sq for sq in range(NSQ) if 1 <= sq % SIZE <= SIZE - 2 and 1 <= sq // SIZE <= SIZE - 2)
EGGS_EACH = 4
CAVES = 5

# (cells as [col, row] in the unturned shape, index of the castle square, index of the hole square)
KINGDOM_TILES = {
    "I": ([[0, 0], [0, 1], [0, 2], [0, 3]], 0, 2),
    "O": ([[0, 0], [1, 0], [0, 1], [1, 1]], 0, 3),
    "T": ([[0, 0], [1, 0], [2, 0], [1, 1]], 1, 3),
    "S": ([[1, 0], [2, 0], [0, 1], [1, 1]], 1, 2),
    "Z": ([[0, 0], [1, 0], [1, 1], [2, 1]], 0, 3),
    "L": ([[0, 0], [0, 1], [0, 2], [1, 2]], 0, 3),
    "J": ([[1, 0], [1, 1], [1, 2], [0, 2]], 0, 3),
}
TILE_NAMES = tuple(KINGDOM_TILES)

DRAGON_TILES = {
    "L": [[0, 0], [0, 1], [0, 2], [0, 3], [1, 3]],
    "P": [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2]],
    "T": [[0, 0], [1, 0], [2, 0], [1, 1], [1, 2]],
    "X": [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]],
    "Z": [[0, 0], [1, 0], [1, 1], [1, 2], [2, 2]],
}
DRAGON_NAMES = tuple(DRAGON_TILES)

NEIGHBOURS = grid.square_neighbours(SIZE, SIZE)


def mask_of(squares):
    m = 0
    for sq in squares:
        m |= 1 << sq
    return m


def squares_of(mask):
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def pivot_index(cells):
    """The square of a turned piece nearest the middle of its bounding box (ties: the first)."""
    w = max(c[0] for c in cells)
    h = max(c[1] for c in cells)
    mid = (w / 2, h / 2)
    return min(range(len(cells)),
               key=lambda k: ((cells[k][0] - mid[0]) ** 2 + (cells[k][1] - mid[1]) ** 2, k))


class Placement:
    """One way a piece lies on the board."""
    __slots__ = ("orient", "anchor", "squares", "mask", "touch", "castle", "hole")

    def __init__(self, orient, anchor, squares, castle=None, hole=None):
        self.orient = orient
        self.anchor = anchor
        self.squares = squares            # in the piece's own order (castle and hole by index)
        self.mask = mask_of(squares)
        touch = 0
        for sq in squares:
            for n in NEIGHBOURS[sq]:
                touch |= 1 << n
        self.touch = touch & ~self.mask   # the squares sharing a side with the piece
        self.castle = castle
        self.hole = hole


def _placements(cells, flip_allowed, castle=None, hole=None):
    """{(orient, anchor): Placement} and, per orientation, its shape with the pivot at (0, 0).
    A tile's castle and hole follow its turns (marked orientations); a dragon is a bare shape."""
    table = {}
    shapes = []
    turns = (grid.marked_orientations(cells, flip_allowed) if castle is not None
             else grid.orientations(cells, flip_allowed))
    for k, shape in enumerate(turns):
        p = pivot_index(shape)
        px, py = shape[p]
        shapes.append([[x - px, y - py] for x, y in shape])
        w = max(c[0] for c in shape) + 1
        h = max(c[1] for c in shape) + 1
        for oy in range(SIZE - h + 1):
            for ox in range(SIZE - w + 1):
                squares = [grid.from_xy(x + ox, y + oy, SIZE) for x, y in shape]
                anchor = squares[p]
                table[(k, anchor)] = Placement(
                    k, anchor, squares,
                    None if castle is None else squares[castle],
                    None if hole is None else squares[hole])
    return table, shapes


TILE_PLACEMENTS = {}      # name -> {(orient, anchor): Placement}
TILE_SHAPES = {}          # name -> [shape around its pivot, per orientation]; castle/hole by index
for _name, (_cells, _c, _h) in KINGDOM_TILES.items():
    TILE_PLACEMENTS[_name], TILE_SHAPES[_name] = _placements(_cells, False, _c, _h)
TILE_LISTS = {name: list(t.values()) for name, t in TILE_PLACEMENTS.items()}

DRAGON_PLACEMENTS = {}
DRAGON_SHAPES = {}
for _name, _cells in DRAGON_TILES.items():
    DRAGON_PLACEMENTS[_name], DRAGON_SHAPES[_name] = _placements(_cells, True)
DRAGON_LISTS = {name: list(t.values()) for name, t in DRAGON_PLACEMENTS.items()}


def square_name(sq):
    """A1 at the top left, H8 at the bottom right (the columns are letters, the rows numbers)."""
    return "ABCDEFGH"[sq % SIZE] + str(sq // SIZE + 1)


def squares_name(squares):
    """The squares a tile or a dragon covers, as the board letters them: column by column from
    the left, a run of squares one under the other written as a range ("A1–A3, B3" for an L over
    A1, A2, A3 and B3), so a reader finds the piece from the letters and numbers round the board.
    A piece's anchor (the square it turns about) is no square a player can see on the table."""
    cols, rows = sorted(sq % SIZE for sq in squares), {sq // SIZE for sq in squares}
    if len(rows) == 1 and len(cols) > 1 and cols[-1] - cols[0] == len(cols) - 1:
        row = rows.pop() * SIZE       # a straight piece lying across: one range along its row
        return "%s–%s" % (square_name(row + cols[0]), square_name(row + cols[-1]))
    parts = []
    for col in sorted(set(cols)):
        rows = sorted(sq // SIZE for sq in squares if sq % SIZE == col)
        runs = [[rows[0], rows[0]]]
        for r in rows[1:]:
            if r == runs[-1][1] + 1:
                runs[-1][1] = r
            else:
                runs.append([r, r])
        for top, bottom in runs:
            first = square_name(top * SIZE + col)
            last = square_name(bottom * SIZE + col)
            parts.append(first if top == bottom else "%s–%s" % (first, last))
    return ", ".join(parts)


def shape_squares(shape, anchor):
    """The board squares of an orientation's shape (around its pivot) put on `anchor`, or None
    where a square would fall off the board (for a ghost that overhangs the edge)."""
    ax, ay = anchor % SIZE, anchor // SIZE
    out = []
    for dx, dy in shape:
        x, y = ax + dx, ay + dy
        out.append(y * SIZE + x if 0 <= x < SIZE and 0 <= y < SIZE else None)
    return out
