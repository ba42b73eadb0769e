"""The check that bots never read another seat's secrets (test_generic_protocol) is not vacuous:
the positions it builds really hold other secrets behind the same observation, and a bot that
peeks at the full state is caught by it."""
import pytest

from engine.ai import Bot, make_bot
from engine.rules import get_path
from tests.engine.test_generic_protocol import decisions, quick
from tests.games_under_test import seating_ids, seatings
from tests.helpers import toy_entry


def other_secrets(rules, state, seat, seed=99):
    """What the generic test compares against: the seat's observation completed by determinize
    (the real test's own construction), keeping the real dice to come."""
    other = rules.determinize(rules.observation(state, seat), seat, seed)
    other["rng"] = state["rng"]
    return other


def secrets_of_others(rules, state, seat):
    return [get_path(state, p) for o in range(rules.seats(state)) if o != seat
            for p in rules.secret_paths(state, o)]


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_the_compared_positions_do_differ_in_other_seats_secrets(entry, seats):
    rules = entry.rules
    with_secrets = differ = 0
    for state in decisions(entry, seats, per_kind=4):
        seat = rules.actor(state)
        if not any(rules.secret_paths(state, o) for o in range(seats) if o != seat):
            continue
        with_secrets += 1
        other = other_secrets(rules, state, seat)
        assert rules.observation(other, seat) == rules.observation(state, seat)
        differ += secrets_of_others(rules, other, seat) != secrets_of_others(rules, state, seat)
    if with_secrets:
        assert differ, f"{entry.id}: every guessed secret equals the real one; nothing is tested"


class PeekingBot(Bot):
    """Bids what the previous seat secretly bid: it reads the full state."""

    def choose(self, rules, state, seat):
        values = state["bids"]["values"]
        seen = [v for k, v in values.items() if int(k) != seat and v is not None]
        return ["bid", seen[-1]] if seen else ["bid", 1]


def test_a_peeking_bot_is_caught_and_the_real_levels_are_not():
    entry = toy_entry()
    rules = entry.rules
    caught = 0
    for state in decisions(entry, 3, per_kind=40):
        seat = rules.actor(state)
        other = other_secrets(rules, state, seat)
        if secrets_of_others(rules, other, seat) == secrets_of_others(rules, state, seat):
            continue
        caught += PeekingBot().choose(rules, state, seat) != PeekingBot().choose(rules, other, seat)
        for level in ("greedy", "normal"):
            a = quick(make_bot(level, rules, entry.ai, seed=5)).choose(rules, state, seat)
            b = quick(make_bot(level, rules, entry.ai, seed=5)).choose(rules, other, seat)
            assert a == b, level
    assert caught, "the comparison would not see a bot that peeks"
