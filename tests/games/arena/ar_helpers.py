"""Helpers for the ARENA tests (no pygame): states built by hand, hexes named as the board names
them ("D4" is the centre), and the dice played one by one (the attacker's first)."""
from games.arena.board import NAMES
from games.arena.rules import RULES


def hx(name):
    return NAMES.index(name)


def hexes(names):
    return [hx(n) for n in names.split()]


def arena(seats=2, actor=0, first=None, at=None, round_=1, last=False, **fighters):
    """A state in the posture phase with `actor` to play. `at` = "A1 D4 ..." puts the fighters
    on those hexes in seat order; `f1={"hp": 2, "ground": True}` edits fighter 1; `last=True`
    plays the "to the last" variant (no ten-round clock)."""
    s = RULES.initial_state(seats, {"length": "last"} if last else None, 0)
    s, _ = RULES.apply(s, ["first", actor if first is None else first])
    s["first"] = actor if first is None else first
    s["round"] = round_
    s["phase"] = "posture"
    s["actor"] = actor
    s["turn"] = None
    if at:
        for f, h in zip(s["fighters"], hexes(at)):
            f["hex"] = h
    for key, edit in fighters.items():
        f = s["fighters"][int(key[1:])]
        f.update(edit)
        if f.get("disarmed") and f["weapon"] is None:
            f["weapon"] = f["hex"]
    RULES.check_invariants(s)
    return s


def play(s, *actions):
    """Apply the actions in turn, checking the invariants after each; returns the last state
    and every event."""
    events = []
    for a in actions:
        assert a in RULES.legal_actions(s) or a[0] in ("die", "first"), (a, RULES.legal_actions(s))
        s, ev = RULES.apply(s, a)
        RULES.check_invariants(s)
        events += ev
    return s, events


def dice(s, att, dfn):
    """Play the attack's dice: the attacker's faces, then the defender's."""
    assert s["phase"] == "dice" and s["fight"]["att_dice"] == len(att)
    assert s["fight"]["def_dice"] == len(dfn)
    return play(s, *[["die", f] for f in list(att) + list(dfn)])


def types(events):
    return [e["type"] for e in events]


def event(events, kind):
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, (kind, events)
    return found[0]


def hard_after(foe, rounds, seed, options=None):
    """Hard (without its search, to keep the tests quick) after `rounds` rounds of a six-fighter
    fight against five `foe` fighters."""
    from engine.ai import make_bot
    from engine.rules import CHANCE
    from games.arena import ai
    s = RULES.initial_state(6, options, seed)
    bots = [ai.make_bot("hard", RULES, 1)] + [make_bot(foe, RULES, ai, 10 + i) for i in range(5)]
    bots[0].samples = 0
    while RULES.actor(s) is not None and s["round"] <= rounds:
        who = RULES.actor(s)
        a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
        s, _ = RULES.apply(s, a)
    return bots[0]
