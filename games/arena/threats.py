"""Where a fighter could strike on its next turn, as the table would work it out: every hex it
could stand on along one of its exact walks (any posture that attacks), and the hexes next to
those. Pure Python: the scene shows it ("who can reach me here?") and the bots may weigh it.

    strike_zone(state, seat)        # set of hexes `seat` could attack next turn
    danger(state, seat)             # {hex: [seats that could strike there]}, `seat`'s opponents
"""
from games.arena.board import NBRS, walks
from games.arena.fighters import POSTURES, attack_dice, moves


def stands(state, seat):
    """The hexes `seat` could attack from on its next turn (the others staying where they are)."""
    f = state["fighters"][seat]
    if f["hp"] <= 0:
        return set()
    if f["ground"]:
        return {f["hex"]}
    blocked = {g["hex"] for i, g in enumerate(state["fighters"]) if i != seat}
    out = set()
    for p in POSTURES:
        if attack_dice(f, p) == 0:
            continue
        m = moves(p, f["hp"])
        for path in walks(f["hex"], m, blocked | {f["hex"]}):
            out.update(path)
        out.add(f["hex"])
    return out


def strike_zone(state, seat):
    out = set()
    for h in stands(state, seat):
        out.update(NBRS[h])
    return out


def danger(state, seat):
    """For each hex, the opponents of `seat` that could attack a fighter standing there."""
    out = {}
    for other, f in enumerate(state["fighters"]):
        if other == seat or f["hp"] <= 0:
            continue
        for h in strike_zone(state, other):
            out.setdefault(h, []).append(other)
    return out
