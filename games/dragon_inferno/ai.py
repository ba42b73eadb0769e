"""Les Dragons 100 Flammes: heuristic and computer players (pure Python, no pygame).

The game is one of perfect information once the caves are dealt and the first player known, so
the strong levels search the game tree (search.py) with the heuristic below at its leaves.
"""
from games.dragon_inferno import rules as DR


def heuristic(state, seat):
    """Score lead, plus room to grow (tiles that can still be laid), in [-1, 1]."""
    if state["phase"] in ("deal", "lot", "eggs"):
        return 0.0
    lead = DR.score(state, seat) - DR.score(state, 1 - seat)
    if state["phase"] == "over":
        return 1.0 if lead > 0 else (-1.0 if lead < 0 else 0.0)
    room = _room(state, seat) - _room(state, 1 - seat)
    return max(-0.99, min(0.99, (lead + 0.6 * room) / 25))


def _room(state, seat):
    """How many of the seat's tiles in hand still have a place (each worth about 5 points later)."""
    occupied = DR.kingdom_mask(state)
    own = DR.kingdom_mask(state, seat)
    n = 0
    for name in state["hands"][seat]:
        for p in DR.TILE_LISTS[name]:
            if not p.mask & occupied and (p.mask & DR.CORNER_MASK or p.touch & own):
                n += 1
                break
    return n
