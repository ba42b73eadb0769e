"""Chevaliers et Dragons' invariants: what must hold in every state the rules can reach."""
from engine.rules import CHANCE
from games.chevaliers_dragons.board import (
    ARMY, BACK_SET, CAMP_SET, NSQ, OBJ_OWNER, OBJECTIVE_NAMES, PHASES, QUIET_LIMIT, SETUP_ACTION_LIMIT,
    SIDE, TURN_LIMIT, VERSIONS,
)


def check_invariants(state):
    """Raise AssertionError when the state breaks a rule (the generic tests call it every step)."""
    assert state["seats"] == 2
    assert state["version"] in VERSIONS
    assert isinstance(state["count_first"], bool)
    phase = state["phase"]
    assert phase in PHASES, phase
    assert state["side"] in (0, 1)
    chance = phase in ("dealing", "fight")
    assert state["actor"] == (CHANCE if chance else (None if phase == "over" else state["side"]))
    board = state["board"]
    assert len(board) == NSQ
    counts = [{}, {}]
    for sq, k in enumerate(board):
        if k is None:
            continue
        assert k in SIDE, k
        counts[SIDE[k]][k] = counts[SIDE[k]].get(k, 0) + 1
    for seat in (0, 1):
        for k, n in counts[seat].items():
            assert n <= ARMY[seat][k], (k, n)
    objs = state["objectives"]
    assert sorted(objs) == sorted(OBJECTIVE_NAMES)
    taken = state["taken"]
    assert len(taken) == 2
    for seat in (0, 1):
        assert len(set(taken[seat])) == len(taken[seat]) <= 2
        for o in taken[seat]:
            assert OBJ_OWNER[o] == 1 - seat, o
            assert objs[o] is None, o
    where = [v for v in objs.values() if v is not None]
    assert len(set(where)) == len(where), "two objectives on one square"
    for o, sq in objs.items():
        owner = OBJ_OWNER[o]
        if sq is None:
            assert o in taken[1 - owner], o
            continue
        assert sq in BACK_SET[owner], (o, sq)
        k = board[sq]
        assert k is None or SIDE[k] == owner, "an enemy pawn stands on an objective still there"
        if phase in ("setup", "dealing"):
            assert k is None, "a pawn on its own objective during setup"
    sa = state["setup_actions"]
    assert len(sa) == 2 and all(0 <= n <= SETUP_ACTION_LIMIT for n in sa)
    if phase in ("setup", "dealing"):
        for seat in (0, 1):
            assert counts[seat] == ARMY[seat], counts[seat]
            for sq, k in enumerate(board):
                if k is not None and SIDE[k] == seat:
                    assert sq in CAMP_SET[seat], (k, sq)
        assert not taken[0] and not taken[1]
        assert state["moves"] == 0 and state["moved"] == [] and state["turn_no"] == 0
        assert state["winner"] is None and state["end_reason"] is None
    elif phase in ("play", "fight"):
        assert state["winner"] is None and state["end_reason"] is None
        assert len(taken[0]) < 2 and len(taken[1]) < 2
        assert sum(counts[0].values()) > 0 and sum(counts[1].values()) > 0
        assert 0 <= state["moves"] <= 1
        assert len(state["moved"]) <= state["moves"]
        for sq in state["moved"]:
            assert board[sq] is not None and SIDE[board[sq]] == state["side"]
        assert 1 <= state["turn_no"] <= TURN_LIMIT
        fight = state["fight"]
        if phase == "fight":
            assert fight is not None and board[fight["src"]] == fight["kind"]
            assert board[fight["dst"]] == fight["target"] and SIDE[fight["target"]] != state["side"]
        else:
            assert fight is None
        assert 0 <= state["quiet"] < QUIET_LIMIT
    else:
        reason = state["end_reason"]
        assert reason in ("objectives", "army", "limit"), reason
        w = state["winner"]
        if reason == "limit":
            assert w is None
        else:
            assert w in (0, 1)
            if reason == "objectives":
                assert len(taken[w]) == 2
            else:
                assert sum(counts[1 - w].values()) == 0 and sum(counts[w].values()) > 0
