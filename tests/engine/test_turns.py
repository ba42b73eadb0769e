"""engine.turns: turn order that skips eliminated seats, and simultaneous secret choices."""
import json

import pytest

from engine.rules import SPECTATOR, Rules
from engine.turns import Simultaneous, alive_seats, next_seat, rotate_from


def test_next_seat_goes_round_and_skips_the_fallen():
    alive = [True, False, True, True, False, True]
    assert next_seat(0, 6, alive) == 2
    assert next_seat(3, 6, alive) == 5
    assert next_seat(5, 6, alive) == 0
    assert next_seat(2, 6, alive, step=-1) == 0
    assert next_seat(1, 3) == 2


def test_next_seat_with_one_or_no_seat_left():
    assert next_seat(2, 4, [False, False, True, False]) == 2
    assert next_seat(0, 3, [False, False, False]) is None


def test_rotate_from_and_alive_seats():
    alive = [True, True, False, True]
    assert rotate_from(1, 4, alive) == [1, 3, 0]
    assert alive_seats(4, alive) == [0, 1, 3]


class SecretRules(Rules):
    """Three seats commit a number each, hidden from the others until all are in."""
    SECRET = Simultaneous("picks")

    def seats(self, state):
        return 3

    def secret_paths(self, state, seat):
        return self.SECRET.secret_paths(state, seat)


def test_commitments_are_hidden_from_every_other_seat_until_the_reveal():
    rules = SecretRules()
    s = {"seats": 3}
    rules.SECRET.start(s, [2, 0, 1])
    assert rules.SECRET.waiting(s) == 2
    assert rules.SECRET.commit(s, 2, 7) is False
    with pytest.raises(ValueError):
        rules.SECRET.commit(s, 1, 5)      # not seat 1's turn to commit yet
    rules.SECRET.commit(s, 0, 4)
    assert json.loads(json.dumps(s)) == s
    for viewer in (1, SPECTATOR):
        obs = rules.observation(s, viewer)
        assert obs["picks"]["values"] == {"2": None, "0": None}
        assert rules.SECRET.committed(obs, 2)   # that a seat chose is not secret
    assert rules.observation(s, 2)["picks"]["values"] == {"2": 7, "0": None}
    assert s["picks"]["values"] == {"2": 7, "0": 4}, "observation must not change the state"
    assert rules.SECRET.commit(s, 1, 5) is True
    events = []
    assert rules.SECRET.reveal(s, events, "PicksRevealed") == [4, 5, 7]
    assert events == [{"type": "PicksRevealed", "values": [4, 5, 7], "reveal": True}]
    assert s["picks"] is None and rules.SECRET.waiting(s) is None


def test_determinize_guesses_only_the_other_seats_hidden_commitments():
    rules = SecretRules()
    s = {"seats": 3}
    rules.SECRET.start(s, [0, 1, 2])
    rules.SECRET.commit(s, 0, 3)
    rules.SECRET.commit(s, 1, 9)
    obs = rules.observation(s, 1)
    guessed = rules.SECRET.determinize(obs, 1, lambda st, other: 100 + other)
    assert guessed["picks"]["values"] == {"0": 100, "1": 9}
