"""ARENA's walks as the screen offers them: where the fighter to act could end a walk, and the
steps a tap on a walk's end makes. Pure functions of the observation shown and the choice under
way (the rules' own walks, board.walks and board.path_to, do the search)."""
from games.arena import board as B
from games.arena.fighters import moves
from games.arena.rules import blocked_hexes


def ends(st, me, preview, mode):
    """Where fighter `me` could end its walk: for the posture under the pointer (`preview`,
    unless the weapon is being picked up, `mode`), or for the walk under way; [] when it is no
    person's turn (`me` None)."""
    if me is None:
        return []
    f = st["fighters"][me]
    blocked = {x["hex"] for i, x in enumerate(st["fighters"]) if i != me}
    if st["phase"] == "posture" and preview and not f["ground"] and mode is None:
        m = moves(preview, f["hp"])
        return sorted({p[-1] for p in B.walks(f["hex"], m, blocked | {f["hex"]}) if p})
    if st["phase"] == "move" and st["turn"]["left"] > 1:
        used = blocked | set(st["turn"]["path"])
        return sorted({p[-1] for p in B.walks(f["hex"], st["turn"]["left"], used)})
    return []


def path_to(st, h):
    """The steps a tap on hex h walks (the end of a walk of more than one step), or None."""
    if st["phase"] != "move" or st["turn"] is None or st["turn"]["left"] <= 1:
        return None
    me = st["actor"]
    turn = st["turn"]
    blocked = blocked_hexes(st, me) | set(turn["path"])
    return B.path_to(st["fighters"][me]["hex"], h, turn["left"], blocked) or None
