"""ARENA's invariants: what must hold in every state the rules can reach."""
from engine.rules import CHANCE
from games.arena.board import NBRS, NHEX
from games.arena.fighters import MAX_HP, POSTURES

PHASES = ("lot", "posture", "move", "dice", "over")


def check_invariants(state):
    n = state["seats"]
    assert 2 <= n <= 6
    phase = state["phase"]
    assert phase in PHASES, phase
    last = state.get("last", False)
    assert 1 <= state["round"] and (last or state["round"] <= 10)
    if last:
        assert 0 <= state["calm"] < 5 or phase == "over"
        assert 2 <= state["low"] <= 7 * n
    fighters = state["fighters"]
    assert len(fighters) == n
    taken = state["taken"]      # what each one's blows have taken from the others
    assert len(taken) == n and all(type(t) is int and t >= 0 for t in taken)
    hexes = [f["hex"] for f in fighters]
    assert len(set(hexes)) == n, "two fighters on one hex"
    for f in fighters:
        assert 0 <= f["hex"] < NHEX
        assert 0 <= f["hp"] <= MAX_HP
        assert f["posture"] in POSTURES
        assert f["disarmed"] == (f["weapon"] is not None)
        if f["hp"] == 0:
            assert not f["ground"] and not f["resting"]
        if f["resting"]:
            assert f["posture"] == "garde"
    standing = [i for i, f in enumerate(fighters) if f["hp"] > 0]
    if phase == "lot":
        assert state["actor"] == CHANCE and state["first"] is None
        return
    assert state["first"] in range(n)
    if phase == "over":
        assert state["actor"] is None
        if state.get("stopped"):
            # The Masters stopped a fight to the last: the one with the most hit points won, or
            # among several the one whose blows took the most (rules.masters_verdict).
            hps = [f["hp"] for f in fighters]
            top = [i for i, hp in enumerate(hps) if hp == max(hps)]
            most = max(state["taken"][i] for i in top)
            top = [i for i in top if state["taken"][i] == most]
            assert len(standing) > 1 and state["calm"] == 5
            assert state["winner"] == (top[0] if len(top) == 1 else None)
            assert state["dismissed"] == (len(top) > 1)
        elif state["winner"] is None:
            assert state["dismissed"] and len(standing) > 1 and state["round"] == 10
        else:
            assert standing == [state["winner"]]
        return
    assert len(standing) >= 2
    if phase == "dice":
        assert state["actor"] == CHANCE
        fight = state["fight"]
        a, d = fight["attacker"], fight["defender"]
        assert fighters[d]["hex"] in NBRS[fighters[a]["hex"]]
        assert fighters[a]["hp"] > 0 and fighters[d]["hp"] > 0
        assert len(fight["att"]) <= fight["att_dice"] and len(fight["def"]) <= fight["def_dice"]
        assert state["turn"]["seat"] == a
        return
    seat = state["actor"]
    assert seat in standing
    if phase == "move":
        turn = state["turn"]
        assert turn["seat"] == seat and turn["left"] >= 0
        path = turn["path"]
        assert len(set(path)) == len(path), "a hex walked twice"
        assert path[-1] == fighters[seat]["hex"]
        for a, b in zip(path, path[1:]):
            assert b in NBRS[a]
    else:
        assert state["turn"] is None and state["fight"] is None
