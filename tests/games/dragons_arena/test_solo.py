"""Solo training: one player moves both species; the opponent may only eliminate."""
import random

import pytest

from tests.games.dragons_arena.da_helpers import board, legal, play
from games.dragons_arena.rules import RULES, FIRE, ICE

# You are ICE. ICE takes the FIRE 1 with its 2: ICE then has 6+5+4+3+1 = 19; FIRE keeps
# 4+3+2+1 = 10 with 4 dragons, none of which can eliminate an ICE dragon: the duel stops.
SCORE_EXAMPLE = """
    I2 F1 .  .
    .  .  .  .
    I6 I5 I4 I3
    F4 F3 F2 F1"""


def solo(picture, turn, you="ice", difficulty="normal"):
    return board(picture, turn=turn, mode="solo", solo_species=you, solo_difficulty=difficulty)


def test_score_example_normal_win():
    s = solo(SCORE_EXAMPLE, ICE)
    s2, ev = play(s, ["elim", 0, 1])
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["reason"] == "solo_stop" and end["totals"] == [10, 19]
    r = s2["solo"]
    assert (r["you"], r["opp"], r["left"], r["bonus"], r["opp_final"]) == (19, 10, 4, 4, 14)
    assert r["win"] is True and r["draw"] is False and r["margin"] == 5 and not r["auto_loss"]
    assert s2["phase"] == "over" and RULES.returns(s2) == [-1, 1]
    assert RULES.scores(s2) == [14, 19]
    assert [e for e in ev if e["type"] == "SoloEnded"][0]["win"] is True


def test_score_example_high_loss():
    s = solo(SCORE_EXAMPLE, ICE, difficulty="high")
    s2, _ = play(s, ["elim", 0, 1])
    r = s2["solo"]
    assert (r["bonus"], r["opp_final"], r["win"], r["margin"]) == (10, 20, False, -1)
    assert RULES.returns(s2) == [1, -1]


def test_five_dragons_left_is_an_automatic_loss():
    s = solo("""
        I2 F1 .  F5
        .  .  .  .
        I6 I5 I4 I3
        F4 F3 F2 F1""", ICE)
    s2, _ = play(s, ["elim", 0, 1])
    r = s2["solo"]
    assert r["left"] == 5 and r["auto_loss"] is True and r["win"] is False
    assert r["bonus"] is None and r["opp_final"] is None
    assert RULES.returns(s2) == [1, -1]


def test_opponent_only_eliminates():
    # FIRE is the opponent: it has an elimination, never a power change.
    s = solo("""
        F5 I3 .  .
        .  I6 .  .
        .  .  .  .
        .  .  .  .""", FIRE)
    assert legal(s) == [["elim", 0, 1]]
    with pytest.raises(ValueError):
        RULES.apply(s, ["power", 5, 1])


def test_opponent_without_elimination_stops_the_duel():
    s = solo("""
        I3 F2 .  .
        .  F4 .  .
        .  .  .  .
        .  .  .  .""", ICE, you="ice")
    # ICE (you) takes the FIRE 2 with its 3 and becomes a 2: FIRE's 4 may only take it back.
    assert ["elim", 0, 1] in legal(s)
    s2, ev = play(s, ["elim", 0, 1])
    assert s2["phase"] == "duel" and legal(s2) == [["elim", 5, 1]]
    # Your own turn still allows a power change when you cannot eliminate.
    s = solo("""
        I3 F3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  .""", ICE)
    assert legal(s) and all(a[0] == "power" for a in legal(s))
    s2, ev = play(s, ["power", 1, 5])      # F5 shielded, next to the ICE 3: FIRE can eliminate
    assert legal(s2) == [["elim", 1, 0]]
    s2, ev = play(s, ["power", 0, 4])      # ICE 4: FIRE's 3 cannot eliminate: stop at once
    end = [e for e in ev if e["type"] == "DuelEnded"][0]
    assert end["reason"] == "solo_stop" and s2["phase"] == "over"
    assert s2["solo"]["you"] == 4 and s2["solo"]["opp"] == 3 and s2["solo"]["bonus"] == 1


def test_solo_fire_species():
    s = solo("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I6""", FIRE, you="fire")
    s2, _ = play(s, ["elim", 0, 1])
    r = s2["solo"]
    assert r["you_seat"] == FIRE and r["you"] == 3 and r["opp_final"] == 7 and not r["win"]
    assert RULES.returns(s2) == [-1, 1]


def test_solo_random_games_are_one_duel():
    for seed in range(40):
        rng = random.Random(seed)
        s = RULES.initial_state(2, {"mode": "solo", "solo_species": "ice",
                                    "solo_difficulty": "high"}, seed)
        assert RULES.actor(s) == ICE and s["phase"] == "shake"
        while RULES.actor(s) is not None:
            seat = RULES.actor(s)
            acts = legal(s)
            if s["phase"] == "duel" and seat == FIRE:
                assert all(a[0] == "elim" for a in acts)
            s, ev = play(s, rng.choice(acts))
        assert s["duel"] == 1 and s["nuggets"] == [0, 0] and s["solo"] is not None
        r = s["solo"]
        if not r["auto_loss"]:
            assert r["opp_final"] == r["opp"] + (0, 1, 3, 6, 10)[r["left"]]
