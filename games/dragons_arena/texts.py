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
    if kind == "elim":
        a, b = action[1], action[2]
        p.update(a=state["power"][a], v=state["power"][b], origin=square_name(a),
                 square=square_name(b))
        return ("dragons-arena.log.elim", p)
    if kind == "power":
        sq, v = action[1], action[2]
        own = state["owner"][sq] == seat
        p.update(old=state["power"][sq], new=v, square=square_name(sq),
                 target="dragons-arena.seat.%d" % state["owner"][sq])
        return ("dragons-arena.log.power.own" if own else "dragons-arena.log.power.enemy", p)
    if kind == "combust":
        t = action[2]
        old = state["power"][t]
        p.update(old=old, new=max(0, old - 3), square=square_name(t))
        return ("dragons-arena.log.combust.kill" if old <= 3 else "dragons-arena.log.combust", p)
    if kind == "blizzard":
        t, d = action[2], action[3]
        old = state["power"][t]
        p.update(old=old, new=max(0, old - 2), square=square_name(t), dest=square_name(d))
        if old <= 2:
            return ("dragons-arena.log.blizzard.kill", p)
        if d == t:
            return ("dragons-arena.log.blizzard.stay", p)
        return ("dragons-arena.log.blizzard", p)
    return ("dragons-arena.log.unknown", {"action": str(action)})
