"""The protocol's defaults in engine.rules: chance sampling, observations, phase dispatch."""
import pytest

from engine import rng
from engine.rules import CHANCE, SPECTATOR, PhasedRules, Rules, clone, sample


class Coin(PhasedRules):
    """A coin is tossed (chance), then the seat that called it right scores."""

    def initial_state(self, seats, options, seed):
        return {"seats": 2, "rng": rng.seed_value(seed), "phase": "call", "actor": 0,
                "calls": [None, None], "score": [0, 0]}

    def actor(self, s):
        return CHANCE if s["phase"] == "toss" else s["actor"]

    def legal_call(self, s):
        return [["call", "heads"], ["call", "tails"]]

    def apply_call(self, s, action, events):
        s["calls"][s["actor"]] = action[1]
        if s["actor"] == 1:
            s["phase"] = "toss"
        s["actor"] = 1

    def chance_outcomes(self, s):
        return [("heads", 0.5), ("tails", 0.5)]

    def apply_toss(self, s, outcome, events):
        rng.advance(s)
        s["score"] = [int(c == outcome) for c in s["calls"]]
        events.append({"type": "Tossed", "side": outcome})
        s["phase"], s["actor"] = "over", None

    def secret_paths(self, s, seat):
        return [("calls", seat)] if s["phase"] == "call" and s["calls"][seat] else []


def test_clone_copies_every_dict_and_list_at_every_depth_and_keeps_the_values():
    state = {"board": [[0, 1, None], [{"card": "ace", "up": True}]], "score": [2.5, -1],
             "name": "x", "empty": {}, "none": [], "seats": 3}
    copy = clone(state)
    assert copy == state
    copy["board"][0][0] = 9
    copy["board"][1][0]["card"] = "king"
    copy["board"][1].append([])
    copy["score"].append(1)
    copy["empty"]["k"] = 1
    copy["none"].append(0)
    assert state == {"board": [[0, 1, None], [{"card": "ace", "up": True}]], "score": [2.5, -1],
                     "name": "x", "empty": {}, "none": [], "seats": 3}
    assert clone([[[]]]) == [[[]]] and clone(7) == 7 and clone("a") == "a"


def test_sample_walks_the_cumulative_probabilities():
    outcomes = [("a", 0.25), ("b", 0.5), ("c", 0.25)]
    assert [sample(outcomes, u) for u in (0.0, 0.24, 0.25, 0.74, 0.75, 0.999)] == \
        ["a", "a", "b", "b", "c", "c"]


def test_chance_action_samples_without_drawing_and_apply_advances():
    rules = Coin()
    s = rules.initial_state(2, {}, 5)
    s, _ = rules.apply(s, ["call", "heads"])
    s, _ = rules.apply(s, ["call", "tails"])
    before = s["rng"]
    first = rules.chance_action(s)
    assert s["rng"] == before and rules.chance_action(s) == first
    after, events = rules.apply(s, first)
    assert after["rng"] != before and events[0]["side"] == first
    # Over many seeds both sides come up: sampling follows the generator.
    sides = set()
    for seed in range(40):
        t = dict(s, rng=rng.seed_value(seed))
        sides.add(rules.chance_action(t))
    assert sides == {"heads", "tails"}


def test_phase_dispatch_and_no_action_in_an_unknown_phase():
    rules = Coin()
    s = rules.initial_state(2, {}, 1)
    assert rules.legal_actions(s) == [["call", "heads"], ["call", "tails"]]
    over = dict(s, phase="over", actor=None)
    assert rules.legal_actions(over) == []
    with pytest.raises(ValueError):
        rules.apply(over, ["call", "heads"])


def test_observation_is_derived_from_secret_paths():
    rules = Coin()
    s = rules.initial_state(2, {}, 1)
    s, _ = rules.apply(s, ["call", "tails"])
    assert rules.observation(s, 0)["calls"] == ["tails", None]
    assert rules.observation(s, 1)["calls"] == [None, None]
    assert rules.observation(s, SPECTATOR)["calls"] == [None, None]
    assert s["calls"] == ["tails", None]
    plain = Rules()
    assert plain.observation({"seats": 2, "x": 1}, 0) == {"seats": 2, "x": 1}
    assert plain.private({}) is False
