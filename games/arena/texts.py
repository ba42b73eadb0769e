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
        return _blow(rules, state, action)
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


def _blow(rules, state, action):
    """The dice are not told one by one; the last one tells how the blow ended (worked out by
    playing it): a hit and its damage, or a parry, and a knock-out."""
    _, events = rules.apply(state, action)
    done = [e for e in events if e["type"] == "Resolved"]
    if not done:
        return None
    e = done[0]
    params = {"seat": seat_key(e["seat"]), "target": seat_key(e["target"]),
              "a": e["att_total"], "d": e["def_total"], "n": e["damage"]}
    if any(x["type"] == "KnockedOut" for x in events):
        return (P + "blow.out", params)
    return (P + ("blow.hit" if e["hit"] else "blow.parry"), params)
