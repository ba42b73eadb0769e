"""Guardians Arena's move log: a readable, translatable line for each action (keys in
locale/<lang>/guardians-arena.json). A decision made looking at hidden cards (rules.private) is
logged with one line for every action of that decision, so the log never tells which card was
chosen, nor even whether the seat passed; the public outcome is shown by the events. Pure Python.
"""
from engine.rules import CHANCE

P = "guardians-arena."
PRIVATE_LINES = {"enlist": "log.enlist", "discard": "log.discard", "arena": "log.arena",
                 "terrain": "log.terrain"}


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
    if phase in PRIVATE_LINES:
        return (P + PRIVATE_LINES[phase], params)
    if phase == "deploy":
        return (P + "log.deploy." + action[1], params)
    return (P + "log.unknown", {"action": str(action)})
