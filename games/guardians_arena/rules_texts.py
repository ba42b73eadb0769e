"""Guardians Arena's move log: a readable, translatable line for each action (keys in
locale/<lang>/guardians-arena.json). A decision made looking at hidden cards (rules.private) is
logged with one line for every action of that decision, so the log never tells which card was
chosen, nor whether the seat passed where that is not seen (a pass in enlistment is: no card comes
to the table); the public outcome is shown by the events. Pure Python.
"""
from engine.rules import CHANCE

P = "guardians-arena."
# Secret or hidden-card decisions: one line whatever was chosen (the events show what became public).
PRIVATE_LINES = {"enlist": "log.enlist", "discard": "log.discard", "arena": "log.arena",
                 "terrain": "log.terrain", "raid_target": "log.raid_target",
                 "raid_prep": "log.raid_prep", "raid_terrain": "log.raid_terrain",
                 "forced": "log.forced", "challenge_defend": "log.challenge_defend"}
# Combat round actions: the card played is turned up as it is played, so the line names it.
ROUND_PHASES = ("primary", "secondary", "raid_round")


def seat_key(seat):
    return f"{P}seat.{seat}"


def describe(rules, state, action):
    """(locale key, params) for the move log; None for a card drawn (it is never named)."""
    who = state["actor"]
    phase = state["phase"]
    if who == CHANCE:
        if phase == "decks":
            return (P + "log.deck", {"player": seat_key(action[1]),
                                     "deck": f"{P}deck.{action[2]}"})
        if phase == "lot":
            return (P + "log.lot", {"player": seat_key(action[1])})
        return None
    params = {"player": seat_key(who)}
    if rules.seen_anyway(state, action):
        # Enlistment goes by turns and a card enlisted shows on the table: a pass is seen there
        # as at a real table ("plays a turn of enlistment" for it read as a card played).
        return (P + "log.enlist.pass", params)
    if phase in PRIVATE_LINES:
        return (P + PRIVATE_LINES[phase], params)
    if phase == "deploy":
        return (P + "log.deploy." + action[1], params)
    if phase in ROUND_PHASES:
        kind = action[0]
        if kind in ("play", "join", "shield"):
            params["card"] = f"{P}card.{action[1]}"
        elif kind == "channel":
            h = state["players"][who]["strongholds"][action[1]]
            if h["under"] is None:
                return (P + "log.unknown", {"action": str(action)})
            params["card"] = f"{P}card.{h['under']['card']}"
            kind = "channel." + action[2]
        return (P + "log.round." + kind, params)
    if phase == "challenge":
        return (P + "log.challenge." + action[0], params)
    if phase == "raid_shield":
        return (P + "log.raid_shield." + action[0], params)
    return (P + "log.unknown", {"action": str(action)})
