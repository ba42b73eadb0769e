"""Chevaliers et Dragons' move log: a readable, translatable line for each action. A fight is told
in one line once its dice have settled it (the attack itself and a tie rolled again stay silent),
and the squares of a random arrangement are not told one by one."""
from games.chevaliers_dragons.board import OBJ_OWNER, SIDE, objective_at, square_name

P = "chevaliers-dragons.log."


def describe(rules, state, action):
    name = action[0] if type(action) is list and action else str(action)
    seat = state["side"]
    if name in ("obj", "pawn"):
        return None
    if name == "dice":
        return _fight_line(rules, state, action)
    if name == "swap":
        return (P + "swap.%d" % seat, {"a": square_name(action[1]), "b": square_name(action[2])})
    if name in ("random", "ready", "end"):
        return (P + "%s.%d" % (name, seat), {})
    if name == "move":
        src, dst = action[1], action[2]
        board = state["board"]
        kind, target = board[src], board[dst]
        if target is not None:
            return None      # told by the throw that settles the fight
        params = {"src": square_name(src), "dst": square_name(dst)}
        obj = objective_at(state, dst)
        if obj is not None and OBJ_OWNER[obj] != SIDE[kind]:
            return (P + "take." + obj, params)
        if obj is not None:
            return (P + "defend." + kind, params)
        return (P + "move." + kind, params)
    return (P + "unknown", {"action": str(action)})


def _fight_line(rules, state, action):
    f = state["fight"]
    ta, td = action[1] + f["ab"], action[2] + f["db"]
    if ta == td:
        return None          # rolled again: the line comes with the throw that settles it
    _, events = rules.apply(state, action)
    took = any(e["type"] == "ObjectiveTaken" for e in events)
    result = "take" if took else ("win" if ta > td else "lose")
    params = {"src": square_name(f["src"]), "dst": square_name(f["dst"]), "a": ta, "d": td,
              "rolls": f["rolls"] + 1}
    return (P + "attack.%s.%s" % (f["kind"], result), params)


# --- the events' own lines (Rules.event_line) -----------------------------------------------------
def _eliminated(state, e):
    # The fight's line says who won; this one says which pawn left the board, in its side's colour.
    return (e["seat"], (P + "out." + e["kind"], {"sq": square_name(e["sq"])}))


def _won(state, e):
    return (e["seat"], (P + "won.%d.%s" % (e["seat"], e["reason"]), {}))


def _drawn(state, e):
    return (None, (P + "drawn." + e["reason"], {}))


EVENT_LINES = {"PawnEliminated": _eliminated, "GameWon": _won, "GameDrawn": _drawn}
# Events that need no line of their own, and why.
QUIET_EVENTS = {
    "PawnMoved": "the move action's line names the pawn and both squares",
    "CombatStarted": "the fight is told in one line once its dice have settled it",
    "CombatRoll": "the settling throw's line gives both totals; a tie is rolled again",
    "CombatEnded": "the settling throw's line says who won",
    "ObjectiveTaken": "the move's or the fight's line says the objective was taken",
    "SetupReady": "the ready action's line",
    "SetupShuffled": "the random action's line (the squares are not told one by one)",
    "SetupSwapped": "the swap action's line names both squares",
    "TurnStarted": "who plays is the banner; nothing owned changes",
    "TurnEnded": "the end action's line, or the move that ended the turn",
}
