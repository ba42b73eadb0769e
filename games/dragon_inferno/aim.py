"""How a held tile or dragon turns, and where it lands for a square pointed at (no pygame): on
its pivot there when it may lie so, else on the legal place of the same turn that covers that
square and lies nearest around it. A child aims a tile's middle, not its pivot: a 2x2 tile
aimed across the board's corner was refused "Your first tile must cover a corner of the board."
while it covered the corner's neighbour."""
from games.dragon_inferno import rules as DR
from games.dragon_inferno.pieces import (DRAGON_PLACEMENTS, DRAGON_SHAPES, SIZE, TILE_PLACEMENTS,
                                         TILE_SHAPES)


def _turns(held):
    return len((TILE_SHAPES if held["kind"] == "tile" else DRAGON_SHAPES)[held["name"]])


def turned(held):
    """The orientation a quarter turn clockwise gives a held piece ({"kind", "name", "orient"});
    a flipped dragon's turns come in fours too."""
    n, o = _turns(held), held["orient"]
    base = 4 if (n == 8 and o >= 4) else 0
    k = (o - base + 1) % min(4, n) + base
    return k if k < n else 0


def flipped(held):
    """The orientation a held dragon takes turned over."""
    n, o = _turns(held), held["orient"]
    if n == 8:
        return (o + 4) % 8
    if n == 4 and held["name"] == "Z":
        return (o + 1) % 4      # Z's mirror image is itself turned a quarter: flipping shows that
    return o


def _centre(squares):
    return (sum(q % SIZE for q in squares) / len(squares),
            sum(q // SIZE for q in squares) / len(squares))


def landing(view, held, sq, towards=None):
    """The anchor a held piece ({"kind", "name", "orient"}) takes for square `sq`: `sq` itself
    when it may lie there, or when no legal place of its turn covers `sq` (the ghost then says
    why not), else that place's anchor whose squares' middle is nearest `towards` ((column,
    row) on the board, fractional: where the pointer is; `sq`'s middle by default)."""
    tile = held["kind"] == "tile"
    name, orient = held["name"], held["orient"]

    def why(anchor):
        if tile:
            return DR.why_not(view, view["side"], name, orient, anchor)
        return DR.dragon_why_not(view, name, orient, anchor)
    if sq is None or why(sq) is None:
        return sq
    places = (TILE_PLACEMENTS if tile else DRAGON_PLACEMENTS)[name]
    near = [p for (o, _a), p in places.items()
            if o == orient and sq in p.squares and why(p.anchor) is None]
    if not near:
        return sq
    tx, ty = towards if towards is not None else (sq % SIZE, sq // SIZE)
    return min(near, key=lambda p: ((_centre(p.squares)[0] - tx) ** 2
                                    + (_centre(p.squares)[1] - ty) ** 2, p.anchor)).anchor


def steps(action):
    """How a person builds an action with the kit's picker: ["tile", name, orient, sq] is a
    tile, a turn, a square; ["dragon", orient, sq] a turn and a square; an egg its square."""
    if action[0] == "tile":
        return [("tile", action[1]), ("turn", action[2]), action[3]]
    if action[0] == "dragon":
        return [("turn", action[1]), action[2]]
    return [action[1]]


def cell_of(value):
    """The square a pick sits on (a tile's or a turn's pick sits on none)."""
    return value if isinstance(value, int) else None
