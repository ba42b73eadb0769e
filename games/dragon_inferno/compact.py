"""Les Dragons 100 Flammes: a compact copy of a position for the bots' search (pure Python).

A position is a flat list of ints (index names below), every set of squares a 64-bit mask:

    O0, O1   the squares of each seat's kingdom tiles     C0, C1   their castle squares
    DR       the squares under a dragon                   EG       the eggs still in sight
    K0, K1   eggs each seat crushed                       H0, H1   tiles in hand (bit i: tile i)
    NC       the next cave to summon from (5: none left)  SIDE     the seat to act
    PH       TILES, DRAGON (SIDE places the dragon of cave NC - 1) or OVER

The caves' dragons never change during a game, so they are passed along beside the list. `play`
returns a new list (the old one is kept), applying a move exactly as rules.apply does: crushing
before summoning, a dragon with nowhere to land leaves, automatic passes, the end when neither seat
can lay a tile. The tests hold it to rules.apply on random positions.
"""
from games.dragon_inferno.pieces import (
    CAVES, CORNER_MASK, DRAGON_LISTS, DRAGON_NAMES, SIZE, TILE_LISTS, TILE_NAMES, TILE_SHAPES,
)

O0, O1, C0, C1, DR, EG, K0, K1, H0, H1, NC, SIDE, PH = range(13)
TILES, DRAGON, OVER = 0, 1, 2
FULL = (1 << 64) - 1
ALL_HAND = (1 << len(TILE_NAMES)) - 1
_COL0 = sum(1 << (r * SIZE) for r in range(SIZE))
NOT_A = FULL & ~_COL0                     # every square but the first column
NOT_H = FULL & ~(_COL0 << (SIZE - 1))     # every square but the last column


def bits(m):
    return m.bit_count()


def spread(m):
    """The squares sharing a side with some square of m (m itself not included unless so)."""
    return (((m << 1) & NOT_A) | ((m >> 1) & NOT_H) | ((m << 8) & FULL) | (m >> 8))


# A tile move: (tile index, mask, touch, castle bit, hole bit, covers a corner, Placement)
TILE_MOVES = []
for _i, _name in enumerate(TILE_NAMES):
    TILE_MOVES.append([(_i, p.mask, p.touch, 1 << p.castle, 1 << p.hole,
                        bool(p.mask & CORNER_MASK), p) for p in TILE_LISTS[_name]])

# A dragon move: (mask, Placement); one per set of squares (a turned copy covering the same five
# squares is the same move for the search).
DRAGON_MOVES = {}
for _letter in DRAGON_NAMES:
    _seen = {}
    for _p in DRAGON_LISTS[_letter]:
        _seen.setdefault(_p.mask, _p)
    DRAGON_MOVES[_letter] = [(m, p) for m, p in _seen.items()]


def _geometries(shapes):
    """The distinct fixed shapes (cells normalised to the top left) among a piece's turns."""
    out = []
    for shape in shapes:
        x0 = min(x for x, _ in shape)
        y0 = min(y for _, y in shape)
        cells = tuple(sorted((x - x0, y - y0) for x, y in shape))
        if cells not in out:
            out.append(cells)
    return out


def _fit_shape(cells):
    """(anchor squares where the shape's top left can go, [(shift) per cell])."""
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    anchors = 0
    for y in range(SIZE - h + 1):
        for x in range(SIZE - w + 1):
            anchors |= 1 << (y * SIZE + x)
    return anchors, [y * SIZE + x for x, y in cells]


# Every fixed tetromino shape once, and for each tile the shapes it can take.
SHAPES = []
SHAPES_OF = []
for _name in TILE_NAMES:
    idx = []
    for g in _geometries(TILE_SHAPES[_name]):
        fs = _fit_shape(g)
        if fs not in SHAPES:
            SHAPES.append(fs)
        idx.append(SHAPES.index(fs))
    SHAPES_OF.append(tuple(idx))


# The same, flat: (anchors, shift of each of the four cells) per shape, and every shift used.
_FLAT = tuple((anchors,) + tuple(shifts) for anchors, shifts in SHAPES)
_MAX_SHIFT = max(max(shifts) for _a, shifts in SHAPES)


def fit_masks(free):
    """For each fixed shape, the free squares covered by some copy of it lying on free squares."""
    f = [free >> k for k in range(_MAX_SHIFT + 1)]
    out = []
    for anchors, s0, s1, s2, s3 in _FLAT:
        a = anchors & f[s0] & f[s1] & f[s2] & f[s3]
        out.append(a << s0 | a << s1 | a << s2 | a << s3 if a else 0)
    return out


def hand_fit(fits, hand):
    """The squares some tile still in `hand` could cover (any turn, ignoring the contact rule)."""
    m = 0
    i = 0
    while hand:
        if hand & 1:
            for k in SHAPES_OF[i]:
                m |= fits[k]
        hand >>= 1
        i += 1
    return m


# ------------------------------------------------------------------------------ from the rules

def encode(obs):
    """The compact position of an observation in phase tiles, dragon or over."""
    c = [0] * 13
    for sq, o in enumerate(obs["owner"]):
        if o is not None:
            c[O0 + o] |= 1 << sq
    for t in obs["tiles"]:
        c[C0 + t["seat"]] |= 1 << t["castle"]
    for sq, d in enumerate(obs["dragon_at"]):
        if d is not None:
            c[DR] |= 1 << sq
    for sq in obs["eggs"]:
        c[EG] |= 1 << sq
    for seat in (0, 1):
        c[K0 + seat] = len(obs["crushed"][seat])
        c[H0 + seat] = sum(1 << TILE_NAMES.index(n) for n in obs["hands"][seat])
    c[NC] = obs["next_cave"]
    c[SIDE] = obs["side"]
    c[PH] = {"tiles": TILES, "dragon": DRAGON, "over": OVER}[obs["phase"]]
    return c


def tile_action(move):
    p = move[6]
    return ["tile", TILE_NAMES[move[0]], p.orient, p.anchor]


def dragon_action(move):
    p = move[1]
    return ["dragon", p.orient, p.anchor]


def action_of(move):
    return tile_action(move) if len(move) == 7 else dragon_action(move)


# ------------------------------------------------------------------------------ the moves

def tile_moves(c, seat):
    occ = c[O0] | c[O1]
    own = c[O0 + seat]
    hand = c[H0 + seat]
    out = []
    for i in range(len(TILE_NAMES)):
        if hand >> i & 1:
            for m in TILE_MOVES[i]:
                if not m[1] & occ and (m[5] or m[2] & own):
                    out.append(m)
    return out


def can_lay(c, seat):
    occ = c[O0] | c[O1]
    own = c[O0 + seat]
    hand = c[H0 + seat]
    if not hand:
        return False
    free = FULL & ~occ
    # No tile fits anywhere near: a quick no before the full look.
    reach = (spread(own) | CORNER_MASK) & free
    if not reach:
        return False
    for i in range(len(TILE_NAMES)):
        if hand >> i & 1:
            for m in TILE_MOVES[i]:
                if not m[1] & occ and (m[5] or m[2] & own):
                    return True
    return False


def dragon_letter(c, caves):
    """The dragon being placed (phase DRAGON)."""
    return caves[c[NC] - 1]


def dragon_moves(c, letter):
    kingdom = c[O0] | c[O1]
    burnt = c[DR]
    return [m for m in DRAGON_MOVES[letter] if m[0] & kingdom == m[0] and not m[0] & burnt]


def _can_land(c, letter):
    kingdom = c[O0] | c[O1]
    burnt = c[DR]
    for m in DRAGON_MOVES[letter]:
        if m[0] & kingdom == m[0] and not m[0] & burnt:
            return True
    return False


def moves(c, caves):
    """The legal moves of the seat to act ([] when the game is over)."""
    if c[PH] == TILES:
        return tile_moves(c, c[SIDE])
    if c[PH] == DRAGON:
        return dragon_moves(c, dragon_letter(c, caves))
    return []


def play(c, move, caves):
    """The position after `move` (a tile move or a dragon move of the seat to act)."""
    n = c[:]
    seat = c[SIDE]
    if len(move) == 2:                     # a dragon lands
        n[DR] |= move[0]
        n[PH] = TILES
        _next_turn(n)
        return n
    _i, mask, _touch, castle, hole, _corner, _p = move
    n[O0 + seat] |= mask
    n[C0 + seat] |= castle
    n[H0 + seat] &= ~(1 << _i)
    under = mask & n[EG]
    if under:
        crush = under & ~hole
        if crush:
            n[EG] &= ~crush
            n[K0 + seat] += bits(crush)
        if under & hole:
            n[EG] &= ~hole
            if n[NC] < CAVES:
                letter = caves[n[NC]]
                n[NC] += 1
                if _can_land(n, letter):
                    n[PH] = DRAGON
                    return n
    _next_turn(n)
    return n


def _next_turn(n):
    seat = n[SIDE]
    if can_lay(n, 1 - seat):
        n[SIDE] = 1 - seat
    elif not can_lay(n, seat):
        n[PH] = OVER


def score(c, seat):
    vis = ~c[DR]
    return bits(c[O0 + seat] & vis) + bits(c[C0 + seat] & vis) - c[K0 + seat]
