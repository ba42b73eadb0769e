"""Chevaliers et Dragons: every rule, without pygame."""

import json

import pytest


from tests.games.chevaliers_dragons.cd_helpers import SQ, empty_play_state, play_state, random_playout, settle, types, with_dice  # noqa: E402
from engine.rules import CHANCE  # noqa: E402
from games.chevaliers_dragons import rules as CR  # noqa: E402
from games.chevaliers_dragons.rules import RULES  # noqa: E402


def apply_ok(state, action):
    assert action in RULES.legal_actions(state), action
    before = json.dumps(state, sort_keys=True)
    s, ev = RULES.apply(state, action)
    assert json.dumps(state, sort_keys=True) == before, "apply changed its input"
    RULES.check_invariants(s)
    return settle(s, ev)


# ------------------------------------------------------------------ board and names
def test_square_names():
    assert CR.square_name(CR.sq_of(0, 8)) == "A1"
    assert CR.square_name(CR.sq_of(5, 0)) == "F9"
    assert CR.square_name(CR.sq_of(1, 6)) == "B3"
    for sq in range(CR.NSQ):
        assert SQ(CR.square_name(sq)) == sq


def test_neighbours_eight_directions_and_edges():
    assert len(CR.NEIGHBORS[SQ("C5")]) == 8
    assert len(CR.NEIGHBORS[SQ("A1")]) == 3
    assert len(CR.NEIGHBORS[SQ("F9")]) == 3
    assert len(CR.NEIGHBORS[SQ("A5")]) == 5
    assert len(CR.NEIGHBORS[SQ("D1")]) == 5


# ------------------------------------------------------------------ setup
def test_initial_state_is_the_ready_arrangement():
    s = RULES.initial_state(2, {}, 7)
    RULES.check_invariants(s)
    assert s["phase"] == "setup" and RULES.actor(s) == 0
    assert s["version"] == "standard" and s["count_first"] is False
    assert json.loads(json.dumps(s)) == s
    for seat in (0, 1):
        kinds = [k for k in s["board"] if k is not None and CR.SIDE[k] == seat]
        assert len(kinds) == 10
        for name in CR.OWN_OBJECTIVES[seat]:
            sq = s["objectives"][name]
            assert sq in CR.BACK_SQUARES[seat]
            assert s["board"][sq] is None
        # the 12 squares of the two back rows: 10 pawns + 2 objectives
        filled = [sq for sq in CR.CAMP_SQUARES[seat] if s["board"][sq] is not None]
        assert len(filled) == 10


def test_options_are_carried():
    s = RULES.initial_state(2, {"version": "pocket", "count_first": True}, 1)
    assert s["version"] == "pocket" and s["count_first"] is True
    with pytest.raises(ValueError):
        RULES.initial_state(2, {"version": "giant"}, 1)


def test_every_setup_swap_stays_legal():
    s = RULES.initial_state(2, {}, 3)
    for seat in (0, 1):
        swaps = [a for a in RULES.legal_actions(s) if a[0] == "swap"]
        assert swaps
        for a in swaps:
            assert a[1] < a[2]
            assert a[1] in CR.CAMP_SET[seat] and a[2] in CR.CAMP_SET[seat]
            s2, ev = apply_ok(s, a)
            assert types(ev) == ["SetupSwapped"]
            assert s2["setup_actions"][seat] == 1
        s, _ = apply_ok(s, ["ready"])


def test_swap_moves_pawns_and_objectives():
    s = RULES.initial_state(2, {}, 3)
    # soldier A1 <-> castle B1 (both back row)
    s2, _ = apply_ok(s, ["swap", SQ("A1"), SQ("B1")])
    assert s2["objectives"]["castle"] == SQ("A1")
    assert s2["board"][SQ("B1")] == "soldier" and s2["board"][SQ("A1")] is None
    # the reversed order is accepted by apply too
    s3, _ = RULES.apply(s, ["swap", SQ("B1"), SQ("A1")])
    assert s3["objectives"] == s2["objectives"] and s3["board"] == s2["board"]
    # two objectives may change places
    s4, _ = apply_ok(s, ["swap", SQ("B1"), SQ("E1")])
    assert s4["objectives"]["castle"] == SQ("E1") and s4["objectives"]["village"] == SQ("B1")


def test_illegal_swaps():
    s = RULES.initial_state(2, {}, 3)
    legal = RULES.legal_actions(s)
    bad = [
        ["swap", SQ("B2"), SQ("B1")],      # the castle would go to the front row
        ["swap", SQ("A1"), SQ("F1")],      # two soldiers: nothing would change
        ["swap", SQ("A9"), SQ("B9")],      # the enemy camp
        ["swap", SQ("A1"), SQ("A3")],      # outside the camp
        ["swap", SQ("A1"), SQ("A1")],
    ]
    for a in bad:
        assert sorted(a[1:]) not in [x[1:] for x in legal if x[0] == "swap"]
        with pytest.raises(ValueError):
            RULES.apply(s, a)
    with pytest.raises(ValueError):
        RULES.apply(s, ["move", SQ("A2"), SQ("A3")])
    with pytest.raises(ValueError):
        RULES.apply(s, ["end"])


def test_random_arrangement_is_legal_and_seeded():
    seen = set()
    for seed in range(200):
        s = RULES.initial_state(2, {}, seed)
        for seat in (0, 1):
            s, ev = apply_ok(s, ["random"])
            assert types(ev) == ["SetupShuffled"]
            seen.add(tuple(s["objectives"][o] for o in CR.OWN_OBJECTIVES[seat]))
            s, _ = apply_ok(s, ["ready"])
        assert s["phase"] == "play"
    assert len(seen) > 20
    a, _ = RULES.apply(RULES.initial_state(2, {}, 5), ["random"])
    b, _ = RULES.apply(RULES.initial_state(2, {}, 5), ["random"])
    assert a == b


def test_setup_actions_are_capped():
    s = RULES.initial_state(2, {}, 11)
    for i in range(CR.SETUP_ACTION_LIMIT):
        legal = RULES.legal_actions(s)
        assert len(legal) > 1
        s, _ = apply_ok(s, legal[-1] if i % 2 else ["random"])
    assert RULES.legal_actions(s) == [["ready"]]
    with pytest.raises(ValueError):
        RULES.apply(s, ["random"])
    s, _ = apply_ok(s, ["ready"])
    assert RULES.actor(s) == 1 and len(RULES.legal_actions(s)) > 1


def test_ready_order_then_the_prince_starts():
    s = RULES.initial_state(2, {}, 0)
    s, ev = apply_ok(s, ["ready"])
    assert s["phase"] == "setup" and RULES.actor(s) == 1
    assert types(ev) == ["SetupReady"]
    s, ev = apply_ok(s, ["ready"])
    assert s["phase"] == "play" and RULES.actor(s) == 0 and s["turn_no"] == 1
    assert types(ev) == ["SetupReady", "TurnStarted"]


# ------------------------------------------------------------------ moving
def test_move_none_one_or_two_pawns():
    s = play_state()
    assert ["end"] in RULES.legal_actions(s)
    # none
    s0, ev = apply_ok(s, ["end"])
    assert RULES.actor(s0) == 1 and types(ev) == ["TurnEnded", "TurnStarted"]
    # one, then end
    s1, ev = apply_ok(s, ["move", SQ("C2"), SQ("C3")])
    assert RULES.actor(s1) == 0 and s1["moves"] == 1 and types(ev) == ["PawnMoved"]
    assert ["end"] in RULES.legal_actions(s1)
    s1e, _ = apply_ok(s1, ["end"])
    assert RULES.actor(s1e) == 1
    # two: the turn passes by itself
    s2, ev = apply_ok(s1, ["move", SQ("B2"), SQ("B3")])
    assert RULES.actor(s2) == 1 and s2["moves"] == 0 and s2["moved"] == []
    assert types(ev) == ["PawnMoved", "TurnEnded", "TurnStarted"]
    assert s2["turn_no"] == 2


def test_same_pawn_cannot_move_twice():
    s = play_state()
    s1, _ = apply_ok(s, ["move", SQ("C2"), SQ("C3")])
    moves = [a for a in RULES.legal_actions(s1) if a[0] == "move"]
    assert moves
    assert all(a[1] != SQ("C3") for a in moves)
    with pytest.raises(ValueError):
        RULES.apply(s1, ["move", SQ("C3"), SQ("C4")])


def test_eight_directions_and_edges():
    s = empty_play_state(pieces={"C5": "knight", "A9": "small_dragon", "F9": "big_dragon", "A1": "soldier"})
    targets = sorted(a[2] for a in RULES.legal_actions(s) if a[0] == "move" and a[1] == SQ("C5"))
    assert targets == sorted(SQ(n) for n in ("B4", "C4", "D4", "B5", "D5", "B6", "C6", "D6"))
    corner = sorted(a[2] for a in RULES.legal_actions(s) if a[0] == "move" and a[1] == SQ("A1"))
    assert corner == sorted(SQ(n) for n in ("A2", "B2", "B1"))   # B1 = own free castle
    s, _ = apply_ok(s, ["move", SQ("C5"), SQ("B6")])             # diagonal
    assert s["board"][SQ("B6")] == "knight"
    with pytest.raises(ValueError):
        RULES.apply(s, ["move", SQ("A1"), SQ("A3")])             # two squares
    with pytest.raises(ValueError):
        RULES.apply(s, ["move", SQ("A9"), SQ("A8")])             # not my pawn


def test_own_pawn_blocks_and_one_guard_per_objective():
    s = empty_play_state(pieces={"B2": "knight", "C2": "soldier", "A9": "small_dragon"})
    moves = [a for a in RULES.legal_actions(s) if a[0] == "move"]
    assert ["move", SQ("B2"), SQ("C2")] not in moves
    assert ["move", SQ("B2"), SQ("B1")] in moves                 # onto own free castle: a guard
    s, ev = apply_ok(s, ["move", SQ("B2"), SQ("B1")])
    assert s["objectives"]["castle"] == SQ("B1") and s["board"][SQ("B1")] == "knight"
    assert "ObjectiveTaken" not in types(ev)
    assert ["move", SQ("C2"), SQ("B1")] not in RULES.legal_actions(s)


def test_pawn_may_leave_its_objective():
    s = empty_play_state(pieces={"B1": "knight", "A9": "small_dragon"})
    s, _ = apply_ok(s, ["move", SQ("B1"), SQ("B2")])
    assert s["objectives"]["castle"] == SQ("B1") and s["board"][SQ("B1")] is None


# ------------------------------------------------------------------ combat
KINDS = [("prince", 2, 2), ("knight", 1, 1), ("soldier", 0, 1)]      # (kind, standard, pocket)
DRAGONS = [("tyran", 2, 2), ("big_dragon", 1, 1), ("small_dragon", 0, 1)]


@pytest.mark.parametrize("version", ["standard", "pocket"])
@pytest.mark.parametrize("att", KINDS)
@pytest.mark.parametrize("dfd", DRAGONS)
@pytest.mark.parametrize("dice", [(3, 3), (4, 2), (2, 5), (1, 3), (6, 4), (3, 1), (1, 2)])
def test_combat_with_each_bonus(version, att, dfd, dice):
    akind, ab = att[0], att[1 if version == "standard" else 2]
    dkind, db = dfd[0], dfd[1 if version == "standard" else 2]
    s = empty_play_state(version, {"C5": akind, "C6": dkind, "F9": "small_dragon", "A1": "soldier"})
    if dkind == "small_dragon":
        s["board"][SQ("F9")] = "big_dragon"
    ta, td = dice[0] + ab, dice[1] + db
    if ta == td:
        return          # ties are tested below
    s = with_dice(s, dice)
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    rolls = [e for e in ev if e["type"] == "CombatRoll"]
    assert len(rolls) == 1
    r = rolls[0]
    assert (r["attacker_die"], r["defender_die"]) == dice
    assert (r["attacker_bonus"], r["defender_bonus"]) == (ab, db)
    assert (r["attacker_total"], r["defender_total"]) == (ta, td) and r["tie"] is False
    assert types(ev)[:2] == ["CombatStarted", "CombatRoll"]
    if ta > td:
        assert s2["board"][SQ("C6")] == akind and s2["board"][SQ("C5")] is None
        assert {"type": "PawnEliminated", "seat": 1, "kind": dkind, "sq": SQ("C6")} in ev
        assert ev[-1]["type"] == "PawnMoved"
        assert s2["moved"] == [SQ("C6")]
    else:
        assert s2["board"][SQ("C6")] == dkind and s2["board"][SQ("C5")] is None
        assert [e for e in ev if e["type"] == "PawnEliminated"][0]["kind"] == akind
        assert "PawnMoved" not in types(ev)
        assert s2["moved"] == [] and s2["moves"] == 1


def test_dragon_attacks_prince_army_too():
    s = empty_play_state(pieces={"C5": "soldier", "C6": "tyran", "A1": "knight"}, to_move=1)
    s = with_dice(s, (1, 4))        # 1 + 2 = 3 against 4 + 0 = 4: Tyran loses
    s2, ev = apply_ok(s, ["move", SQ("C6"), SQ("C5")])
    assert s2["board"][SQ("C5")] == "soldier" and s2["board"][SQ("C6")] is None
    # Tyran was the last dragon: the Prince's army wins even though it did not attack
    assert s2["winner"] == 0 and s2["end_reason"] == "army"


def test_tie_is_rolled_again():
    s = empty_play_state(pieces={"C5": "knight", "C6": "big_dragon", "A9": "small_dragon", "A1": "soldier"})
    s = with_dice(s, (4, 4, 2, 3))     # 5 = 5: roll again; then 3 < 4: the attacker loses
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    rolls = [e for e in ev if e["type"] == "CombatRoll"]
    assert [r["tie"] for r in rolls] == [True, False]
    assert [(r["attacker_die"], r["defender_die"]) for r in rolls] == [(4, 4), (2, 3)]
    assert [(r["attacker_total"], r["defender_total"]) for r in rolls] == [(5, 5), (3, 4)]
    assert types(ev) == ["CombatStarted", "CombatRoll", "CombatRoll", "CombatEnded", "PawnEliminated"]
    assert s2["board"][SQ("C6")] == "big_dragon" and s2["board"][SQ("C5")] is None


def test_tie_then_win():
    s = empty_play_state(pieces={"C5": "soldier", "C6": "small_dragon", "A9": "small_dragon",
                                 "A1": "soldier"})
    s = with_dice(s, (2, 2, 6, 6, 5, 1))
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    rolls = [e for e in ev if e["type"] == "CombatRoll"]
    assert [r["tie"] for r in rolls] == [True, True, False]
    assert [r["roll"] for r in rolls] == [1, 2, 3]
    assert s2["board"][SQ("C6")] == "soldier"


def test_attacker_losing_is_removed_and_defender_stays():
    s = empty_play_state(pieces={"C5": "soldier", "C6": "tyran", "A9": "small_dragon", "A1": "soldier"})
    s = with_dice(s, (6, 5))           # 6 against 7
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    assert s2["board"][SQ("C5")] is None and s2["board"][SQ("C6")] == "tyran"
    assert RULES.actor(s2) == 0 and s2["moves"] == 1
    elim = [e for e in ev if e["type"] == "PawnEliminated"]
    assert elim == [{"type": "PawnEliminated", "seat": 0, "kind": "soldier", "sq": SQ("C5"),
                     "attacking": SQ("C6")}]


# ------------------------------------------------------------------ objectives
def test_undefended_objective_is_taken_at_once():
    s = empty_play_state(pieces={"B8": "soldier", "A3": "small_dragon", "A1": "knight"})
    s2, ev = apply_ok(s, ["move", SQ("B8"), SQ("B9")])
    assert s2["objectives"]["princess"] is None and s2["taken"][0] == ["princess"]
    assert s2["board"][SQ("B9")] == "soldier"
    assert types(ev) == ["PawnMoved", "ObjectiveTaken"]
    assert ev[1] == {"type": "ObjectiveTaken", "seat": 0, "objective": "princess", "owner": 1,
                     "sq": SQ("B9"), "by": "soldier"}
    assert RULES.scores(s2) == [1, 0] and s2["phase"] == "play"


def test_defended_objective_needs_a_won_combat():
    s = empty_play_state(pieces={"B8": "prince", "B9": "small_dragon", "A5": "big_dragon", "A1": "knight"})
    win = with_dice(s, (3, 2))
    s2, ev = apply_ok(win, ["move", SQ("B8"), SQ("B9")])
    assert types(ev) == ["CombatStarted", "CombatRoll", "CombatEnded", "PawnEliminated", "PawnMoved",
                         "ObjectiveTaken"]
    assert s2["board"][SQ("B9")] == "prince" and s2["taken"][0] == ["princess"]
    lose = with_dice(s, (1, 6))
    s3, ev = apply_ok(lose, ["move", SQ("B8"), SQ("B9")])
    assert s3["board"][SQ("B9")] == "small_dragon" and s3["objectives"]["princess"] == SQ("B9")
    assert s3["taken"][0] == [] and "ObjectiveTaken" not in types(ev)


def test_objectives_cannot_be_retaken_and_captured_ones_leave():
    s = empty_play_state(pieces={"B8": "soldier", "A3": "small_dragon", "A1": "knight"})
    s, _ = apply_ok(s, ["move", SQ("B8"), SQ("B9")])
    s, _ = apply_ok(s, ["end"])
    assert CR.objective_at(s, SQ("B9")) is None


# ------------------------------------------------------------------ the end
def test_win_with_both_objectives():
    s = empty_play_state(pieces={"B8": "soldier", "E8": "knight", "A3": "small_dragon", "A1": "knight"})
    s, _ = apply_ok(s, ["move", SQ("B8"), SQ("B9")])
    s, ev = apply_ok(s, ["move", SQ("E8"), SQ("E9")])
    assert s["phase"] == "over" and s["winner"] == 0 and s["end_reason"] == "objectives"
    assert ev[-1] == {"type": "GameWon", "seat": 0, "reason": "objectives"}
    assert "TurnEnded" not in types(ev)
    assert RULES.actor(s) is None and RULES.is_terminal(s) and RULES.legal_actions(s) == []
    assert RULES.returns(s) == [1, -1] and RULES.scores(s) == [2, 0]
    with pytest.raises(ValueError):
        RULES.apply(s, ["end"])


def test_dragons_win_with_both_objectives():
    s = empty_play_state(pieces={"B2": "small_dragon", "E2": "tyran", "A9": "knight", "F9": "soldier"},
                         to_move=1)
    s, _ = apply_ok(s, ["move", SQ("B2"), SQ("B1")])
    s, ev = apply_ok(s, ["move", SQ("E2"), SQ("E1")])
    assert s["winner"] == 1 and RULES.returns(s) == [-1, 1] and RULES.scores(s) == [0, 2]


def test_win_when_the_last_enemy_pawn_falls():
    s = empty_play_state(pieces={"C5": "knight", "C6": "small_dragon", "A1": "soldier"})
    s = with_dice(s, (5, 1))
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    assert s2["winner"] == 0 and s2["end_reason"] == "army"
    assert ev[-1] == {"type": "GameWon", "seat": 0, "reason": "army"}


def test_attacker_losing_its_last_pawn_loses_the_game():
    s = empty_play_state(pieces={"C5": "soldier", "C6": "small_dragon", "A9": "big_dragon"})
    s = with_dice(s, (1, 5))
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    assert s2["winner"] == 1 and s2["end_reason"] == "army" and RULES.returns(s2) == [-1, 1]


def test_losing_the_prince_does_not_end_the_game():
    s = empty_play_state(pieces={"C5": "prince", "C6": "small_dragon", "A1": "soldier", "F9": "tyran"})
    s = with_dice(s, (1, 6))           # 3 against 6
    s2, ev = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    assert "prince" not in s2["board"] and s2["phase"] == "play" and RULES.actor(s2) == 0
    s3 = empty_play_state(pieces={"C5": "knight", "C6": "tyran", "A1": "soldier", "F9": "small_dragon"})
    s3 = with_dice(s3, (6, 1))
    s4, _ = apply_ok(s3, ["move", SQ("C5"), SQ("C6")])
    assert "tyran" not in s4["board"] and s4["phase"] == "play"


def test_draw_after_a_long_quiet_battle():
    s = play_state()
    s["quiet"] = CR.QUIET_LIMIT - 1
    s2, ev = apply_ok(s, ["end"])
    assert s2["phase"] == "over" and s2["winner"] is None and s2["end_reason"] == "limit"
    assert ev[-1] == {"type": "GameDrawn", "reason": "limit"}
    assert RULES.returns(s2) == [0, 0]
    # a combat resets the count
    s = empty_play_state(pieces={"C5": "knight", "C6": "small_dragon", "A9": "small_dragon", "A1": "soldier"})
    s["quiet"] = CR.QUIET_LIMIT - 1
    s = with_dice(s, (6, 1))
    s2, _ = apply_ok(s, ["move", SQ("C5"), SQ("C6")])
    s2, _ = apply_ok(s2, ["end"])
    assert s2["phase"] == "play" and s2["quiet"] == 1


def test_draw_after_the_turn_limit():
    s = play_state()
    s["turn_no"] = CR.TURN_LIMIT
    s2, _ = apply_ok(s, ["end"])
    assert s2["phase"] == "over" and s2["end_reason"] == "limit"


def test_returns_while_playing():
    s = play_state()
    assert RULES.returns(s) == [0, 0] and RULES.scores(s) == [0, 0]


# ------------------------------------------------------------------ text
def test_describe_keys_and_square_names():
    s = play_state()
    key, params = RULES.describe(s, ["move", SQ("C2"), SQ("C3")])
    assert key == "chevaliers-dragons.log.move.prince" and params == {"src": "C2", "dst": "C3"}
    assert RULES.describe(s, ["end"])[0] == "chevaliers-dragons.log.end.0"
    s0 = RULES.initial_state(2, {}, 0)
    assert RULES.describe(s0, ["swap", SQ("A1"), SQ("B1")]) == ("chevaliers-dragons.log.swap.0",
                                                                {"a": "A1", "b": "B1"})
    c = empty_play_state(pieces={"B8": "prince", "B9": "small_dragon", "A5": "big_dragon", "A1": "knight"})
    c = with_dice(c, (3, 2))
    # The attack is told in one line by the throw that settles it.
    assert RULES.describe(c, ["move", SQ("B8"), SQ("B9")]) is None
    c1, _ = RULES.apply(c, ["move", SQ("B8"), SQ("B9")])
    throw = RULES.chance_action(c1)
    key, params = RULES.describe(c1, throw)
    assert key == "chevaliers-dragons.log.attack.prince.take" and params["a"] == 5 and params["d"] == 2
    c2, _ = RULES.apply(c1, throw)                              # describe never changed c1
    assert c2["taken"][0] == ["princess"]


def test_the_fight_s_line_wears_the_attacker_s_emblem_not_a_neutral_dot():
    """The throw that settles a fight is a chance action; its line tells the attack, so the move
    log shows it with the attacking side's emblem (it showed a black dot)."""
    from engine.match import Match
    from engine.registry import GameEntry
    c = empty_play_state(pieces={"B8": "prince", "B9": "small_dragon", "A5": "big_dragon",
                                 "A1": "knight"})
    c = with_dice(c, (3, 2))
    m = Match(GameEntry("games.chevaliers_dragons"), ["human", "human"], {}, seed=1)
    m.states = [c]
    m.play(["move", SQ("B8"), SQ("B9")])
    m.play(m.rules.chance_action(m.state))
    fight = [(who, line) for who, line in m.log
             if line and line[0].startswith("chevaliers-dragons.log.attack")]
    assert fight == [(c["side"], fight[0][1])] and c["side"] == 0
    assert RULES.line_seat(c, ["end"]) == RULES.actor(c)


# ------------------------------------------------------------------ checks, data, playouts
def test_check_invariants_catches_broken_states():
    s = play_state()
    bad = json.loads(json.dumps(s))
    bad["objectives"]["castle"] = SQ("C5")              # not on the back row
    with pytest.raises(AssertionError):
        RULES.check_invariants(bad)
    bad = json.loads(json.dumps(s))
    bad["objectives"]["castle"] = bad["objectives"]["village"]
    with pytest.raises(AssertionError):
        RULES.check_invariants(bad)
    bad = json.loads(json.dumps(s))
    bad["board"][SQ("C5")] = "knight"                    # an 11th pawn, a 5th knight
    with pytest.raises(AssertionError):
        RULES.check_invariants(bad)
    bad = json.loads(json.dumps(s))
    bad["board"][s["objectives"]["castle"]] = "small_dragon"   # enemy on an objective still there
    with pytest.raises(AssertionError):
        RULES.check_invariants(bad)
    bad = json.loads(json.dumps(s))
    bad["taken"][0] = ["castle"]                          # own objective
    with pytest.raises(AssertionError):
        RULES.check_invariants(bad)
    setup = RULES.initial_state(2, {}, 0)
    setup["board"][setup["objectives"]["castle"]] = setup["board"][SQ("A1")]
    setup["board"][SQ("A1")] = None                       # pawn on its own objective in setup
    with pytest.raises(AssertionError):
        RULES.check_invariants(setup)


# Ten playouts every run (the generic tests also check every game's states survive JSON and
# apply leaves its input); thirty more before a release (pytest -m slow).
@pytest.mark.parametrize("seeds", [range(10), pytest.param(range(10, 40), marks=pytest.mark.slow)],
                         ids=["first-ten", "thirty-more"])
def test_random_playouts_json_and_no_mutation(seeds):
    import random
    for seed in seeds:
        rnd = random.Random(seed)
        s = RULES.initial_state(2, {"version": "pocket" if seed % 2 else "standard"}, seed)
        while RULES.actor(s) is not None:
            if RULES.actor(s) == CHANCE:
                a = RULES.chance_action(s)
            else:
                legal = RULES.legal_actions(s)
                a = legal[rnd.randrange(len(legal))]
            before = json.dumps(s, sort_keys=True)
            s2, ev = RULES.apply(s, a)
            assert json.dumps(s, sort_keys=True) == before
            assert json.loads(json.dumps(s2)) == s2
            json.dumps(ev)
            described = RULES.describe(s, a)
            if described is None:      # a die that falls, or an attack its throw will tell
                assert CHANCE in (RULES.actor(s), RULES.actor(s2))
            else:
                key, params = described
                assert key.startswith("chevaliers-dragons.log.")
                assert all(isinstance(v, (str, int)) for v in params.values())
            RULES.check_invariants(s2)
            s = s2
        assert RULES.returns(s) in ([1, -1], [-1, 1], [0, 0])


def test_playouts_are_reproducible():
    a = random_playout(3, check=False)
    b = random_playout(3, check=False)
    assert a[-1] == b[-1]


def test_observation_shows_everything_but_the_generator():
    s = play_state()
    assert RULES.observation(s, 1) == dict(s, rng=None) and RULES.secret_paths(s, 0) == []


def test_outcomes_give_both_combat_results_without_rolling():
    s = empty_play_state(pieces={"C5": "knight", "C6": "small_dragon", "A9": "small_dragon", "A1": "soldier"})
    before = json.dumps(s, sort_keys=True)
    outs = RULES.outcomes(s, ["move", SQ("C5"), SQ("C6")])
    assert json.dumps(s, sort_keys=True) == before
    assert len(outs) == 2
    (p1, won), (p2, lost) = outs
    assert abs(p1 - 21 / 31) < 1e-12 and abs(p1 + p2 - 1) < 1e-12
    assert won["board"][SQ("C6")] == "knight" and lost["board"][SQ("C6")] == "small_dragon"
    assert won["rng"] == s["rng"] == lost["rng"]
    RULES.check_invariants(won)
    RULES.check_invariants(lost)
    (p, plain), = RULES.outcomes(s, ["move", SQ("C5"), SQ("C4")])
    assert p == 1.0 and plain["board"][SQ("C4")] == "knight"


def test_win_probabilities():
    assert CR.WIN_P[(0, 0)] == 0.5
    assert CR.WIN_P[(2, 0)] == 26 / 32
    assert CR.WIN_P[(1, 0)] == 21 / 31
    assert abs(CR.WIN_P[(0, 2)] + CR.WIN_P[(2, 0)] - 1) < 1e-12
