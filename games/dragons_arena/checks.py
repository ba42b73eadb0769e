"""Dragons Arena's invariants: what must hold in every state the rules can reach."""
from engine.rules import CHANCE
from games.dragons_arena.arena import (
    SECRET, EMPTY, FIRE, ICE, MAX_TURNS, MODES, NSQ, PHASES, PLACEMENTS, in_contact, max_duels,
)


def check_invariants(rules, state):
    """Raise AssertionError when the state breaks a rule (the generic tests call it every step)."""
    assert state["seats"] == 2
    assert state["mode"] in MODES and state["placement"] in PLACEMENTS
    assert state["phase"] in PHASES, state["phase"]
    owner, power, field = state["owner"], state["power"], state["field"]
    assert len(owner) == len(power) == len(field) == NSQ
    for sq in range(NSQ):
        o = owner[sq]
        assert o in (EMPTY, FIRE, ICE), (sq, o)
        if o == EMPTY:
            assert power[sq] == 0 and field[sq] == 0, ("empty square holds something", sq)
        else:
            assert 1 <= power[sq] <= 6, ("power out of range", sq, power[sq])
            assert field[sq] in (0, 1)
    hands = state["hands"]
    assert len(hands) == 2
    for seat in (0, 1):
        h = hands[seat]
        on_board = owner.count(seat)
        in_hand = 0 if h is None else len(h)
        if h is not None:
            assert all(1 <= v <= 6 for v in h) and h == sorted(h)
        assert on_board + in_hand <= 8, ("more than 8 dragons", seat)
    phase = state["phase"]
    n = state["nuggets"]
    target = state["target"]
    assert all(0 <= x <= target for x in n)
    assert sum(n) <= state["duel"] - (0 if phase == "over" else 1)
    if state["mode"] == "solo":
        assert n == [0, 0] and state["placement"] == "baby" and not state["elements"]
    if phase == "over":
        assert state["actor"] is None
        if state["mode"] == "duel":
            assert max(n) == target or state["duel"] >= max_duels(target)
            assert max(n) <= target
        else:
            assert state["solo"] is not None
        return
    chance = phase in ("shaking", "rolling", "lot")
    assert state["actor"] in ((CHANCE,) if chance else (0, 1))
    assert state["duel"] <= max_duels(target)
    if phase in ("shake", "roll", "rolling", "powers", "split"):
        assert owner.count(EMPTY) == NSQ, "the arena is empty before placement"
    if phase == "shaking":
        k = NSQ - owner.count(EMPTY)
        assert owner[:k].count(EMPTY) == 0, "the dice land on the squares in order"
        assert owner.count(FIRE) <= 8 and owner.count(ICE) <= 8 and k < NSQ
    if phase == "rolling":
        roll = state["rolling"]
        assert roll is not None and len(roll["values"]) < 8 and hands[roll["seat"]] is None
    if phase == "powers":
        assert hands == [None, None], "chosen powers stay secret until both have chosen"
        box = state["secret"]
        assert box is not None and len(box["values"]) < 2
        assert SECRET.waiting(state) == state["actor"]
        for value in box["values"].values():
            if value is not None:   # None: another seat's secret, masked in an observation
                assert len(value) == 8 and all(1 <= v <= 6 for v in value)
                if state["placement"] == "big":
                    assert sum(value) == 28
    else:
        assert state.get("secret") is None
    if phase == "split":
        assert hands[0] == hands[1] and len(hands[0]) in (0, 2, 4, 6)
        assert sum(hands[0]) == 7 * (len(hands[0]) // 2)
    if phase == "place":
        assert all(h is not None for h in hands)
        assert owner.count(FIRE) + len(hands[0]) == 8
        assert owner.count(ICE) + len(hands[1]) == 8
        assert hands[state["actor"]], "the seat to place has a dragon to place"
        assert state["starter"] in (0, 1)
        if state["placement"] in ("big", "equal"):
            assert sum(power) + sum(hands[0]) + sum(hands[1]) == 56
        assert not any(field)
    if phase == "duel":
        assert hands == [[], []]
        assert owner.count(FIRE) <= 8 and owner.count(ICE) <= 8
        assert state["moves"] < MAX_TURNS
        assert in_contact(owner), "a duel in progress has dragons in contact"
        assert rules.legal_actions(state), "the species to move can act"
