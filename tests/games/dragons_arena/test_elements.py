"""Dragon Master level: FIRE combustion and ICE blizzard."""
import pytest

from tests.games.dragons_arena.da_helpers import board, legal, play
from games.dragons_arena.rules import RULES, FIRE, ICE


def test_no_element_powers_without_the_option():
    s = board("""
        F1 I5 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", turn=FIRE)
    assert not any(a[0] == "combust" for a in legal(s))
    with pytest.raises(ValueError):
        RULES.apply(s, ["combust", 0, 1])


def test_combustion_lowers_by_3_and_removes_the_field():
    s = board("""
        F1 I5* .  .
        .  I4  .  .
        .  .   .  .
        .  .   .  .""", turn=FIRE, elements=True)
    acts = legal(s)
    assert ["combust", 0, 1] in acts and ["combust", 0, 5] in acts
    # No elimination possible: power changes are the other choice.
    assert {a[0] for a in acts} == {"power", "combust"}
    s2, ev = play(s, ["combust", 0, 1])
    assert ev[0] == {"type": "Combustion", "seat": FIRE, "src": 0, "sq": 1, "old": 5, "new": 2,
                     "eliminated": False}
    assert s2["power"][1] == 2 and s2["field"][1] == 0 and s2["owner"][1] == ICE


def test_combustion_eliminates_at_zero():
    s = board("""
        F1 I3 .  .
        .  I6 .  .
        .  .  .  .
        .  .  .  .""", turn=FIRE, elements=True)
    acts = legal(s)
    # The 1 may take the 6 (elimination), or burn instead: both are allowed.
    assert ["elim", 0, 5] in acts and ["combust", 0, 1] in acts and ["combust", 0, 5] in acts
    assert not any(a[0] == "power" for a in acts)
    s2, ev = play(s, ["combust", 0, 1])
    assert ev[0]["eliminated"] is True and s2["owner"][1] == -1 and s2["power"][1] == 0


def test_only_a_fire_1_burns_and_only_adjacent():
    s = board("""
        F2 I5 .  F1
        .  .  .  .
        .  .  .  I5
        .  .  .  .""", turn=FIRE, elements=True)
    assert not any(a[0] == "combust" for a in legal(s))
    with pytest.raises(ValueError):
        RULES.apply(s, ["combust", 3, 11])
    with pytest.raises(ValueError):
        RULES.apply(s, ["blizzard", 3, 11, 5])


def test_element_power_mandatory_when_nothing_else():
    # Every dragon is shielded and nobody can be eliminated: the element power is the only action.
    s = board("""
        F1* I5* .  .
        .   .   .  .
        .   .   .  .
        .   .   .  .""", turn=FIRE, elements=True)
    assert legal(s) == [["combust", 0, 1]]
    s = board("""
        F1* I5* .  .
        .   .   .  .
        .   .   .  .
        .   .   .  .""", turn=FIRE)
    assert legal(s) == []


def test_blizzard_lowers_by_2_and_moves_to_a_chosen_empty_square():
    s = board("""
        I1 F5* .  .
        .  .   .  .
        .  .   .  I3
        .  .   .  .""", turn=ICE, elements=True)
    acts = [a for a in legal(s) if a[0] == "blizzard"]
    empties = [sq for sq in range(16) if s["owner"][sq] == -1]
    assert sorted(a[3] for a in acts) == empties
    assert all(a[1:3] == [0, 1] for a in acts)
    s2, ev = play(s, ["blizzard", 0, 1, 15])
    assert ev[0] == {"type": "Blizzard", "seat": ICE, "src": 0, "sq": 1, "dest": 15, "old": 5,
                     "new": 3, "eliminated": False}
    assert s2["owner"][1] == -1 and s2["power"][1] == 0 and s2["field"][1] == 0
    assert s2["owner"][15] == FIRE and s2["power"][15] == 3 and s2["field"][15] == 0
    with pytest.raises(ValueError):
        RULES.apply(s, ["blizzard", 0, 1, 11])    # occupied
    with pytest.raises(ValueError):
        RULES.apply(s, ["blizzard", 0, 1, 1])     # there are empty squares: it must fly


def test_blizzard_eliminates_at_zero():
    s = board("""
        I1 F2* .  .
        .  .   .  .
        .  .   .  .
        .  .   .  .""", turn=ICE, elements=True, nuggets=1)
    assert [a for a in legal(s) if a[0] == "blizzard"] == [["blizzard", 0, 1, 1]]
    s2, ev = play(s, ["blizzard", 0, 1, 1])
    assert ev[0]["eliminated"] is True
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["totals"] == [0, 1] and end["winner"] == ICE


def test_blizzard_without_empty_square_stays():
    s = board("""
        I1 F5* I2 I2
        I2 I2  I2 I2
        I2 F2  F2 F2
        F2 F2  F2 F2""", turn=ICE, elements=True)
    acts = [a for a in legal(s) if a[0] == "blizzard"]
    assert acts == [["blizzard", 0, 1, 1]]
    s2, ev = play(s, ["blizzard", 0, 1, 1])
    assert s2["owner"][1] == FIRE and s2["power"][1] == 3 and s2["field"][1] == 0
    assert ev[0]["dest"] == 1


def test_blizzard_beside_eliminations():
    s = board("""
        I1 F6 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", turn=ICE, elements=True)
    kinds = {a[0] for a in legal(s)}
    assert kinds == {"elim", "blizzard"}
