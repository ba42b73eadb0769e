"""Where a fighter could strike on its next turn, as the table would work it out: every hex it
could stand on along one of its exact walks (any posture that attacks), and the hexes next to
those. Pure Python: the scene shows it ("who can reach me here?") and the bots may weigh it.

    strike_zone(state, seat)        # set of hexes `seat` could attack next turn
    danger(state, seat)             # {hex: [seats that could strike there]}, `seat`'s opponents
    best_blow(state, seat, target)  # the likeliest blow `seat` could land on `target` next turn
"""
from games.arena import odds
from games.arena.board import NBRS, walks
from games.arena.fighters import POSTURES, attack_dice, defence_dice, en_garde, moves, wild


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


def reaches(state, seat, posture, hex_):
    """Could `seat`, taking `posture` next turn, stand next to hex_ (or on the ground, strike
    from where it lies)?"""
    f = state["fighters"][seat]
    if f["ground"]:
        return hex_ in NBRS[f["hex"]]
    blocked = {g["hex"] for i, g in enumerate(state["fighters"]) if i != seat}
    near = set(NBRS[hex_])
    if f["hex"] in near:
        return True
    m = moves(posture, f["hp"])
    return any(near & set(path) for path in walks(f["hex"], m, blocked | {f["hex"]}))


def best_blow(state, seat, target):
    """The blow `seat` could bring against `target` next turn with its best posture that reaches
    it, as odds.forecast gives it (exact chances), or None when no posture reaches: what a
    fighter's card tells the person ("can reach you: 63 % to hit, 2 damage")."""
    f, t = state["fighters"][seat], state["fighters"][target]
    if f["hp"] <= 0 or t["hp"] <= 0:
        return None
    best = None
    for p in ([None] if f["ground"] else POSTURES):
        dice = attack_dice(f, p)
        if dice == 0 or not reaches(state, seat, p, t["hex"]):
            continue
        fc = odds.forecast(dice, defence_dice(t), en_garde(t), wild(f, p), f["disarmed"])
        if best is None or (fc["hit"], fc["damage"]) > (best["hit"], best["damage"]):
            best = fc
    return best


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
