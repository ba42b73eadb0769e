"""ARENA's move log: one readable, translatable line per action. Dice are not told one by one
(the show rolls them); the attack's line names who strikes whom, from where. Seats and postures
are passed as catalogue keys, which engine.i18n.tr translates inside the line."""
from games.arena.board import hex_name

P = "arena.log."


def seat_key(seat):
    return "arena.seat.%d" % seat


def posture_key(posture):
    return "arena.posture.%s.low" % posture


def describe(rules, state, action):
    name = action[0] if type(action) is list and action else str(action)
    if name == "die":
        return None
    if name == "first":
        return (P + "first", {"seat": seat_key(action[1])})
    seat = state["actor"]
    here = hex_name(state["fighters"][seat]["hex"])
    who = seat_key(seat)
    if name in ("posture", "up", "pickup"):
        key = "rest" if name == "posture" and action[1] == "garde" else name
        return (P + key, {"seat": who, "posture": posture_key(action[1]), "hex": here})
    if name == "step":
        return (P + "step", {"seat": who, "hex": hex_name(action[1])})
    if name == "attack":
        return (P + "attack", {"seat": who, "target": seat_key(action[1]), "hex": here})
    if name == "end":
        return (P + "end", {"seat": who, "hex": here})
    return (P + "unknown", {"action": str(action)})
