"""Dragons Arena's move log: a readable, translatable line for each action."""
from engine.rules import CHANCE
from games.dragons_arena.arena import square_name


def describe(state, action):
    """(locale key, params) of an action for the move log; None for the dice as they fall (the
    throw itself is logged). A secret choice of powers is never named."""
    seat = state["actor"]
    if seat == CHANCE:
        return None
    sp = "dragons-arena.seat.%d" % seat if seat is not None else ""
    kind = action[0] if isinstance(action, list) and action else None
    p = {"species": sp}
    if kind == "shake":
        return ("dragons-arena.log.shake", p)
    if kind == "roll":
        return ("dragons-arena.log.roll", p)
    if kind == "powers":
        return ("dragons-arena.log.powers", p)
    if kind == "split":
        p.update(a=action[1], b=action[2])
        return ("dragons-arena.log.split", p)
    if kind == "place":
        p.update(v=action[1], square=square_name(action[2]))
        return ("dragons-arena.log.place", p)
    power = state["power"]
    if kind == "elim":
        return elim_line(seat, action[1], action[2], power[action[1]], power[action[2]])
    if kind == "power":
        sq = action[1]
        return power_line(seat, sq, state["owner"][sq], power[sq], action[2])
    if kind == "combust":
        return combust_line(seat, action[2], power[action[2]])
    if kind == "blizzard":
        return blizzard_line(seat, action[2], action[3], power[action[2]])
    return ("dragons-arena.log.unknown", {"action": str(action)})


# --- a duel move's line, from its squares and powers: the log's (describe, from the action) and
# the "what happened" chip's (words.event_words, from the event) are the same words.
def elim_line(seat, src, dst, attacker, victim):
    return ("dragons-arena.log.elim", {"species": _species(seat), "a": attacker, "v": victim,
                                       "origin": square_name(src), "square": square_name(dst)})


def power_line(seat, sq, owner, old, new):
    p = {"species": _species(seat), "old": old, "new": new, "square": square_name(sq),
         "target": _species(owner)}
    return ("dragons-arena.log.power." + ("own" if owner == seat else "enemy"), p)


def combust_line(seat, sq, old):
    p = {"species": _species(seat), "old": old, "new": max(0, old - 3), "square": square_name(sq)}
    return ("dragons-arena.log.combust" + (".kill" if old <= 3 else ""), p)


def blizzard_line(seat, sq, dest, old):
    p = {"species": _species(seat), "old": old, "new": max(0, old - 2), "square": square_name(sq),
         "dest": square_name(dest)}
    if old <= 2:
        return ("dragons-arena.log.blizzard.kill", p)
    return ("dragons-arena.log.blizzard" + (".stay" if dest == sq else ""), p)


# --- the events' own lines (Rules.event_line) -----------------------------------------------------
def _species(seat):
    return "dragons-arena.seat.%d" % seat


def _dice_rolled(state, e):
    # The eight powers a species threw are face up for both: they are all it will place.
    return (e["seat"], ("dragons-arena.log.rolled", {
        "species": _species(e["seat"]), "values": ", ".join(str(v) for v in e["values"])}))


def _powers_revealed(state, e):
    # Both secret choices are turned up at once (a "reveal" event): from now on both are public.
    fire, ice = (", ".join(str(v) for v in h) for h in e["hands"])
    return (None, ("dragons-arena.log.powers.shown", {"fire": fire, "ice": ice}))


def _starter(state, e):
    if e["reason"] == "lot":
        return (e["seat"], ("dragons-arena.log.starter.lot", {"species": _species(e["seat"])}))
    return (e["seat"], ("dragons-arena.log.starter", {"species": _species(e["seat"]),
                                                      "n": e["power"]}))


def _duel_ended(state, e):
    if state.get("mode") == "solo":
        return None     # the solo's end line (SoloEnded) tells the totals with the bonus
    a, b = e["totals"]
    if e["winner"] is None:
        return (None, ("dragons-arena.log.duel.draw", {"n": e["duel"], "a": a}))
    w = e["winner"]
    return (w, ("dragons-arena.log.duel.win", {"species": _species(w), "n": e["duel"],
                                               "a": e["totals"][w], "b": e["totals"][1 - w]}))


def _match_ended(state, e):
    if e["winner"] is None:
        return (None, ("dragons-arena.log.match.draw", {"n": e["nuggets"][0]}))
    return (e["winner"], ("dragons-arena.log.match.win", {"species": _species(e["winner"]),
                                                          "n": e["nuggets"][e["winner"]]}))


def _solo_ended(state, e):
    if e["auto_loss"]:
        return (e["you_seat"], ("dragons-arena.log.solo.auto_loss", {"left": e["left"]}))
    return (e["you_seat"], ("dragons-arena.log.solo.end", {"you": e["you"], "opp": e["opp"],
                                                           "bonus": e["bonus"],
                                                           "final": e["opp_final"]}))


EVENT_LINES = {"DiceRolled": _dice_rolled, "PowersRevealed": _powers_revealed,
               "StarterChosen": _starter, "DuelEnded": _duel_ended, "MatchEnded": _match_ended,
               "SoloEnded": _solo_ended}
# Events that need no line of their own, and why.
QUIET_EVENTS = {
    "ArenaShaken": "the shake's line tells it; where each die lands is the board itself",
    "DragonPlaced": "the place action's line names the power and the square",
    "DragonEliminated": "the elim action's line names both dragons and squares",
    "PowerChanged": "the power action's line tells the old and new power",
    "Combustion": "the combust action's line tells the power lost or the dragon burned",
    "Blizzard": "the blizzard action's line tells the power lost and where it flew",
    "PowersChosen": "the powers action's line; the values stay secret until PowersRevealed",
    "PowersSplit": "the split action's line names both values",
    "DuelStarted": "StarterChosen's line tells who begins; the duel's number is on the board",
    "NewDuel": "the next duel opens with a shake or a roll, whose line tells who does it",
}
