"""The duel: capture table, eliminations, power changes, force fields, end of a duel, nuggets."""
import random

import pytest

from tests.games.dragons_arena.da_helpers import board, legal, pick, play, types
from games.dragons_arena.rules import (
    RULES, BEATS, FIRE, ICE, MAX_TURNS, max_duels, square_name, square_from_name,
)

# RULINGS.md capture table: attacker -> victims it may eliminate.
TABLE = {6: {5, 4, 3, 2}, 5: {4, 3, 2, 1}, 4: {3, 2, 1}, 3: {2, 1}, 2: {1}, 1: {6}}

PAIRS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def test_table_matches_rulings():
    for a, b in PAIRS:
        assert BEATS[a][b] == (b in TABLE[a]), (a, b)


@pytest.mark.parametrize("a,b", PAIRS)
def test_fire_attacker_victim_pair(a, b):
    s = board(f"""
        F{a} I{b} .  .
        .    .    .  .
        .    .    .  .
        .    .    .  .""", turn=FIRE)
    acts = legal(s)
    if b in TABLE[a]:
        assert acts == [["elim", 0, 1]]
    else:
        assert ["elim", 0, 1] not in acts
        assert all(x[0] == "power" for x in acts)
        with pytest.raises(ValueError):
            RULES.apply(s, ["elim", 0, 1])


@pytest.mark.parametrize("a,b", PAIRS)
def test_ice_attacker_victim_pair_diagonal(a, b):
    # Diagonal neighbours count as adjacent.
    s = board(f"""
        .  .    .  .
        .  I{a} .  .
        .  .    F{b} .
        .  .    .  .""", turn=ICE)
    assert (["elim", 5, 10] in legal(s)) == (b in TABLE[a])


def test_not_adjacent_cannot_eliminate():
    s = board("""
        F6 .  I2 .
        .  .  .  .
        .  .  .  .
        .  .  .  I3""", turn=FIRE)
    # No dragon touches an enemy: such a position is not a live duel.
    assert legal(s) == []


def test_elimination_moves_and_takes_the_power():
    s = board("""
        F6* I5 I3 .
        .   .  .  .
        .   .  .  .
        .   .  .  .""", turn=FIRE)
    s2, ev = play(s, ["elim", 0, 1])
    assert ev[0] == {"type": "DragonEliminated", "seat": FIRE, "from": 0, "to": 1,
                     "attacker": 6, "victim": 5}
    assert s2["owner"][:3] == [-1, FIRE, ICE]
    assert s2["power"][:3] == [0, 5, 3]
    assert s2["field"][:3] == [0, 0, 0], "the attacker leaves its force field behind"
    assert s2["actor"] == ICE


def test_a_shielded_dragon_can_be_eliminated():
    s = board("""
        F4 I3* .  .
        .  I1  .  .
        .  .   .  .
        .  .   .  .""", turn=FIRE)
    assert ["elim", 0, 1] in legal(s)
    s2, _ = play(s, ["elim", 0, 1])
    assert s2["owner"][1] == FIRE and s2["power"][1] == 3 and s2["field"][1] == 0


def test_elimination_is_mandatory():
    s = board("""
        F2 I1 I5 .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", turn=FIRE)
    assert legal(s) == [["elim", 0, 1]]
    with pytest.raises(ValueError):
        RULES.apply(s, ["power", 0, 6])


def test_every_elimination_is_offered():
    s = board("""
        F6 I5 .  .
        I2 F5 I4 .
        .  .  .  .
        .  .  .  .""", turn=FIRE)
    assert sorted(map(tuple, legal(s))) == sorted([
        ("elim", 0, 1), ("elim", 0, 4), ("elim", 5, 4), ("elim", 5, 6)])   # 5 cannot take 5


def test_power_change_when_no_elimination():
    s = board("""
        F3 I3 .  .
        .  .  .  .
        .  .  .  I5*
        .  .  .  .""", turn=FIRE)
    acts = legal(s)
    # Either species, any other value, never the shielded I5.
    assert sorted(map(tuple, acts)) == sorted(
        [("power", 0, v) for v in range(1, 7) if v != 3] +
        [("power", 1, v) for v in range(1, 7) if v != 3])
    s2, ev = play(s, ["power", 1, 1])
    assert ev[0]["type"] == "PowerChanged" and ev[0]["old"] == 3 and ev[0]["new"] == 1
    assert s2["power"][1] == 1 and s2["field"][1] == 1
    # ICE to move: its 1 cannot take the 3; the shielded 1 cannot change; only FIRE's 3 can.
    assert sorted(map(tuple, legal(s2))) == [("power", 0, v) for v in (1, 2, 4, 5, 6)]
    with pytest.raises(ValueError):
        RULES.apply(s2, ["power", 1, 4])       # force field
    with pytest.raises(ValueError):
        RULES.apply(s2, ["power", 11, 4])      # force field
    with pytest.raises(ValueError):
        RULES.apply(s2, ["power", 0, 3])       # not another value


def test_own_dragon_power_change():
    s = board("""
        F3 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", turn=FIRE)
    s2, _ = play(s, ["power", 0, 4])
    # FIRE made its own dragon a 4; ICE's 3 cannot take it, ICE changes a power in turn.
    assert s2["power"][0] == 4 and s2["field"][0] == 1
    assert all(a[0] == "power" and a[1] == 1 for a in legal(s2))


def test_duel_ends_when_nobody_can_act():
    s = board("""
        F3 I3 .  .
        .  .  .  .
        .  .  .  I5*
        .  .  .  .""", turn=FIRE, nuggets=1)
    s, _ = play(s, ["power", 1, 1])     # I1, shielded
    s, ev = play(s, ["power", 0, 6])    # F6, shielded: 6 cannot take 1, nothing left to change
    ended = [e for e in ev if e["type"] == "DuelEnded"]
    assert ended and ended[0]["reason"] == "no_move"
    assert ended[0]["totals"] == [6, 6] and ended[0]["winner"] is None
    assert ended[0]["nuggets"] == [0, 0]
    # FIRE, to play again, could do nothing: the end screen names it from the duel's record.
    assert ended[0]["stuck"] == FIRE and s["last"]["stuck"] == FIRE


def test_ice_wins_6_to_3_rulebook_example():
    # FIRE must attack; its only action is to take the ICE 3 with its 4. Then no dragon touches
    # an enemy: the duel is over, ICE wins 6 to 3.
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I6""", turn=FIRE, nuggets=1)
    assert legal(s) == [["elim", 0, 1]]
    s2, ev = play(s, ["elim", 0, 1])
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["totals"] == [3, 6] and end["winner"] == ICE and end["reason"] == "no_contact"
    assert s2["phase"] == "over" and RULES.returns(s2) == [-1, 1]
    assert RULES.scores(s2) == [0, 1]
    assert s2["last"]["totals"] == [3, 6] and s2["last"]["power"][1] == 3


def test_drawn_duel_gives_no_nugget_and_fire_leads_next():
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I3""", turn=ICE, nuggets=3)
    s["actor"] = FIRE
    s2, ev = play(s, ["elim", 0, 1])
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["totals"] == [3, 3] and end["winner"] is None and s2["nuggets"] == [0, 0]
    assert s2["phase"] == "shake" and s2["actor"] == FIRE and s2["duel"] == 2
    assert "NewDuel" in types(ev)


def test_loser_leads_the_next_duel():
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I6""", turn=FIRE, nuggets=3)
    s2, _ = play(s, ["elim", 0, 1])
    assert s2["nuggets"] == [0, 1] and s2["phase"] == "shake" and s2["actor"] == FIRE
    s = board("""
        I4 F3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  F6""", turn=ICE, nuggets=3)
    s2, _ = play(s, ["elim", 0, 1])
    assert s2["nuggets"] == [1, 0] and s2["actor"] == ICE and s2["lead"] == ICE


def test_duel_turn_limit():
    s = board("""
        F3 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", turn=FIRE, elements=True, nuggets=1)
    s["moves"] = MAX_TURNS - 1
    s2, ev = play(s, ["power", 0, 5])
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["reason"] == "turn_limit" and end["winner"] == FIRE


def test_match_length_cap_gives_a_draw():
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I3""", turn=FIRE, nuggets=1)
    s["duel"] = max_duels(1)
    s2, ev = play(s, ["elim", 0, 1])
    assert s2["phase"] == "over" and RULES.returns(s2) == [0, 0]
    assert [e for e in ev if e["type"] == "MatchEnded"][0]["winner"] is None


@pytest.mark.parametrize("target", [1, 2, 3, 5])
def test_nuggets_over_a_match(target):
    for seed in range(15):
        rng = random.Random(seed)
        s = RULES.initial_state(2, {"nuggets": target}, seed)
        nuggets = [0, 0]
        duels = 0
        while RULES.actor(s) is not None:
            s, ev = RULES.apply(s, pick(s, rng))
            for e in ev:
                if e["type"] == "DuelEnded":
                    duels += 1
                    t = e["totals"]
                    w = None if t[0] == t[1] else (0 if t[0] > t[1] else 1)
                    assert e["winner"] == w
                    if w is not None:
                        nuggets[w] += 1
                    assert e["nuggets"] == nuggets
                if e["type"] == "NewDuel":
                    assert e["lead"] == (FIRE if w is None else 1 - w)
                    assert max(nuggets) < target
        assert s["nuggets"] == nuggets and s["duel"] == duels
        assert max(nuggets) == target or duels == max_duels(target)
        r = RULES.returns(s)
        if nuggets[0] == nuggets[1]:
            assert r == [0, 0]
        else:
            assert r == ([1, -1] if nuggets[0] > nuggets[1] else [-1, 1])
        assert RULES.scores(s) == nuggets


def test_square_names():
    assert square_name(0) == "A1" and square_name(3) == "D1" and square_name(15) == "D4"
    assert square_name(6) == "C2"
    assert all(square_from_name(square_name(sq)) == sq for sq in range(16))


def test_illegal_actions_rejected():
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I6""", turn=FIRE)
    for bad in (["elim", 1, 0], ["elim", 0, 15], ["combust", 0, 1], ["shake"], ["place", 3, 2],
                ["elim", 0], "elim", [], ["power", 16, 2]):
        with pytest.raises(ValueError):
            RULES.apply(s, bad)
