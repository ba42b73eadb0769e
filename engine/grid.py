"""Pure board geometry shared by the games: square grids, hex grids and polyomino orientations.
No pygame: rules and bots use it as well as scenes.

Square grids number their cells row by row: index = row * cols + col.

    nbrs = square_neighbours(6, 9)          # nbrs[i] = the indices next to i (sides only)
    x, y = to_xy(i, cols); i = from_xy(x, y, cols)

Hex grids use axial coordinates (q, r) in a hexagon of `radius` (3 -> 37 hexes); cells are listed
in a fixed order (r from -radius to radius, then q ascending), and their index in that list is the
cell number games keep in their states.

    cells = hex_cells(3)                     # [[q, r], ...], 37 of them
    nbrs = hex_neighbours(3)                 # by index
    corners = hex_corners(3)                 # 6 indices, clockwise, opposite corners 3 apart

Polyominoes are lists of [x, y] cells; orientations are normalised (smallest x and y are 0) and
sorted, so two pieces compare equal exactly when they have the same shape in the same turn.

    orientations([[0, 0], [1, 0], [2, 0], [1, 1]], flip=False)   # the T tetromino: 4 turns
    placements(cells, 8, 8, flip=False)                           # every way onto an 8x8 board

A piece whose squares are not all alike (a castle square, a hole) keeps its squares in their given
order through every turn with `marked_orientations`, so square k of each orientation is the same
square of the piece:

    marked_orientations([[0, 0], [0, 1], [0, 2], [0, 3]], flip_allowed=False)   # 4 turns of an I
"""

# --- square grids ---------------------------------------------------------------------------


def to_xy(i, cols):
    return i % cols, i // cols


def from_xy(x, y, cols):
    return y * cols + x


def square_cells(cols, rows):
    return list(range(cols * rows))


def square_neighbours(cols, rows, diagonal=False):
    """For each cell index, the indices of the cells sharing a side (and a corner if diagonal)."""
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if diagonal:
        steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    out = []
    for i in range(cols * rows):
        x, y = to_xy(i, cols)
        out.append(sorted(from_xy(x + dx, y + dy, cols) for dx, dy in steps
                          if 0 <= x + dx < cols and 0 <= y + dy < rows))
    return out


# --- hex grids (axial coordinates) ------------------------------------------------------------

HEX_DIRECTIONS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def hex_cells(radius):
    """Every [q, r] of the hexagon, r ascending then q ascending."""
    return [[q, r] for r in range(-radius, radius + 1) for q in range(-radius, radius + 1)
            if abs(q + r) <= radius]


def hex_index(radius):
    """{(q, r): index} for the cells of hex_cells(radius)."""
    return {(q, r): i for i, (q, r) in enumerate(hex_cells(radius))}


def hex_distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_neighbours(radius):
    """For each cell index, the indices of the (up to six) hexes next to it."""
    index = hex_index(radius)
    return [sorted(index[(q + dq, r + dr)] for dq, dr in HEX_DIRECTIONS
                   if (q + dq, r + dr) in index)
            for q, r in hex_cells(radius)]


def hex_ring(radius, ring):
    """Indices of the hexes exactly `ring` steps from the centre."""
    return [i for i, c in enumerate(hex_cells(radius)) if hex_distance(c, (0, 0)) == ring]


def hex_corners(radius):
    """The six corner hexes as indices, clockwise on screen (pointy-top layout, y downwards)
    starting from the top-left corner; corner k and corner k + 3 are opposite."""
    index = hex_index(radius)
    # Going clockwise on screen with y pointing down: top-left, top-right, right, bottom-right,
    # bottom-left, left.
    corners = [(0, -radius), (radius, -radius), (radius, 0), (0, radius), (-radius, radius),
               (-radius, 0)]
    return [index[c] for c in corners]


# --- polyominoes -------------------------------------------------------------------------------


def normalise(cells):
    """The same shape moved so its smallest x and y are 0, cells sorted."""
    mx = min(c[0] for c in cells)
    my = min(c[1] for c in cells)
    return sorted([c[0] - mx, c[1] - my] for c in cells)


def rotate(cells):
    """A quarter turn clockwise on screen (y downwards), normalised."""
    return normalise([[-y, x] for x, y in cells])


def flip(cells):
    """Mirrored left to right, normalised."""
    return normalise([[-x, y] for x, y in cells])


def orientations(cells, flip_allowed=True):
    """The distinct orientations of a piece in a stable order: its four turns, then (when flipping
    is allowed) the four turns of its mirror image, duplicates left out."""
    out = []
    shape = normalise(cells)
    for mirrored in ((False, True) if flip_allowed else (False,)):
        s = flip(shape) if mirrored else shape
        for _ in range(4):
            if s not in out:
                out.append(s)
            s = rotate(s)
    return out


def _shifted(cells):
    """Moved so the smallest x and y are 0, keeping the order of the squares."""
    mx = min(c[0] for c in cells)
    my = min(c[1] for c in cells)
    return [[c[0] - mx, c[1] - my] for c in cells]


def marked_orientations(cells, flip_allowed=True):
    """Like orientations, but each orientation lists the piece's squares in their given order (not
    sorted), and two turns count as one only when every square lands on the same spot: a piece with
    a marked square has more distinct orientations than its bare shape."""
    out = []
    base = _shifted(cells)
    for mirrored in ((False, True) if flip_allowed else (False,)):
        s = _shifted([[-x, y] for x, y in base]) if mirrored else base
        for _ in range(4):
            if s not in out:
                out.append(s)
            s = _shifted([[-y, x] for x, y in s])
    return out


def translate(cells, dx, dy):
    return [[x + dx, y + dy] for x, y in cells]


def placements(cells, cols, rows, flip_allowed=True):
    """Every (orientation index, [cell indices]) of the piece lying wholly on a cols x rows board."""
    out = []
    for k, shape in enumerate(orientations(cells, flip_allowed)):
        w = max(c[0] for c in shape) + 1
        h = max(c[1] for c in shape) + 1
        for y in range(rows - h + 1):
            for x in range(cols - w + 1):
                out.append((k, sorted(from_xy(cx + x, cy + y, cols) for cx, cy in shape)))
    return out
