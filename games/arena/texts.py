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
    if not e["hit"]:
        return (P + "blow.parry", params)
    return (P + ("blow.hit.one" if e["damage"] == 1 else "blow.hit"), params)


# --- the events' own lines (Rules.event_line) -----------------------------------------------------
def _healed(state, e):
    return (e["seat"], (P + "healed", {"seat": seat_key(e["seat"]), "hp": e["hp"]}))


def _rest_broken(state, e):
    # The attack's line says who strikes; this one says the rest (and its healing) is lost.
    return (e["seat"], (P + "rest_broken", {"seat": seat_key(e["seat"])}))


def _disarmed(state, e):
    return (e["seat"], (P + "disarmed", {"seat": seat_key(e["seat"]), "hex": hex_name(e["hex"])}))


def _fell(state, e):
    return (e["seat"], (P + "fell." + e["why"], {"seat": seat_key(e["seat"]),
                                                  "hex": hex_name(e["hex"])}))


def _round(state, e):
    calm = e.get("calm")
    if calm is None:
        return (None, (P + "round", {"n": e["round"]}))
    # To the last: no "of 10"; once a round has gone by without a new wound, say how close the
    # Masters are to stopping the fight, so nobody is surprised by it.
    if calm == 0:
        return (None, (P + "round.last", {"n": e["round"]}))
    return (None, (P + "round.calm", {"n": e["round"], "calm": calm}))


def _over(state, e):
    if e.get("stopped"):
        w, level = e["winner"], e.get("level", ())
        if w is not None and len(level) > 1:
            # Level at the top: the one whose blows took the most (rules.masters_verdict).
            return (w, (P + "over.stopped.tie", {"seat": seat_key(w), "k": len(level),
                                                 "n": e["taken"][w]}))
        if w is not None:
            return (w, (P + "over.stopped", {"seat": seat_key(w)}))
        top = max(f["hp"] for f in state["fighters"])
        n = sum(1 for f in state["fighters"] if f["hp"] == top)
        return (None, (P + "over.stopped.none", {"n": n}))
    if e["winner"] is not None:
        return (e["winner"], (P + "over.win", {"seat": seat_key(e["winner"])}))
    return (None, (P + "over.none", {"n": len(e["standing"])}))


EVENT_LINES = {"Healed": _healed, "RestBroken": _rest_broken, "Disarmed": _disarmed,
               "Fell": _fell, "RoundBegan": _round, "GameOver": _over}
# Events that need no line of their own, and why.
QUIET_EVENTS = {
    "FirstDrawn": "the lot's own line says who begins",
    "TurnStarted": "who plays is the banner; nothing owned changes",
    "PostureTaken": "the posture action's line names the posture",
    "Rested": "the rest action's line says the fighter rests to heal",
    "GotUp": "the up action's line",
    "PickedUp": "the pickup action's line",
    "Stepped": "the step action's line names the hex",
    "Attacked": "the attack action's line names both fighters",
    "DieRolled": "dice are not told one by one; the blow's line gives the totals",
    "Resolved": "the last die's line tells the blow: hit, parry or knock-out",
    "Hurt": "the blow's line says how many hit points were lost",
    "KnockedOut": "the blow's line says the fighter is out of the fight",
}
