"""Les Dragons 100 Flammes: where the bots put their eggs (pure Python, no pygame).

No tile is down yet when the eggs go on the board, so the bots take a shallow look at the tiles
to come. Every kingdom starts in a corner: an egg that a first tile (one covering a corner) can
reach is met at once, when a summoned dragon has no five kingdom squares to land on and leaves the
game, or is crushed for a point; it mostly spoils someone's opening. An egg further in is met
later, where the kingdoms meet, when a dragon hatched from it has somewhere to land, and the
player who sees further (the search) is the one who profits. So a square is worth less the more
first tiles cover it, and more the further it is from the eggs already down, one egg to each part
of the middle rather than a clutch that one tile settles.
"""
from games.dragon_inferno.pieces import CORNER_MASK, INNER, SIZE, TILE_LISTS

# How many first tiles (covering a corner) reach each inner square.
OPENING = {sq: 0 for sq in INNER}
for _placements in TILE_LISTS.values():
    for _p in _placements:
        if _p.mask & CORNER_MASK:
            for _sq in _p.squares:
                if _sq in OPENING:
                    OPENING[_sq] += 1

SPACING = 3          # squares apart that count (further is no better)
SPACING_WORTH = 2.0  # what a square of spacing is worth against a first tile reaching the egg


def free_squares(state):
    taken = set(state["eggs"])
    return [sq for sq in INNER if sq not in taken]


def _apart(sq, eggs):
    x, y = sq % SIZE, sq // SIZE
    return min([SPACING] + [abs(e % SIZE - x) + abs(e // SIZE - y) for e in eggs])


def egg_values(state):
    """{free inner square: how good an egg there looks}, the higher the better."""
    eggs = state["eggs"]
    return {sq: SPACING_WORTH * _apart(sq, eggs) - OPENING[sq] for sq in free_squares(state)}


def choose(obs, rng, noise=0.0):
    """An egg action: one of the best squares (seeded choice among equals); with probability
    `noise`, any free square (the easy level's slips)."""
    values = egg_values(obs)
    free = sorted(values)
    if noise and rng.random() < noise:
        return ["egg", free[rng.randrange(len(free))]]
    best = max(values.values())
    top = [sq for sq in free if values[sq] == best]
    return ["egg", top[rng.randrange(len(top))]]
