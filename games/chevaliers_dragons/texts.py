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
