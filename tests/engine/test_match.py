import json

import pytest

from engine.match import Match
from engine.rules import CHANCE
from tests.helpers import toy_entry


def test_undo_goes_back_to_the_last_human_decision():
    m = Match(toy_entry(), ["random", "human"], {}, seed=3)
    m.play(["bid", 2])          # seat 0, a computer
    m.play(["bid", 1])          # seat 1, the person -> reveal: cannot be undone
    assert not m.can_undo()
    m.play_chance()
    assert m.actor() == 1       # the first bidder goes round the table: the person now
    assert not m.can_undo()     # no human decision since the reveal yet
    m.play(["bid", 3])          # person
    assert m.undo() == 1        # back to just after the roll, never across the reveal
    m.redo()
    m.play(["bid", 2])          # computer: reveal again
    assert not m.can_undo()


def test_undo_takes_back_computer_moves_after_the_person():
    entry = toy_entry()
    m = Match(entry, ["human", "random", "random"], {}, seed=4)
    m.play(["bid", 3])
    m.play(["bid", 1])
    assert m.undo() == 2
    assert m.state == m.states[0] and len(m.actions) == 0
    m.redo()
    assert len(m.actions) == 1  # redo stops after the person's decision
    assert m.can_redo()


def test_save_round_trip_replays_the_same_state():
    entry = toy_entry()
    m = Match(entry, ["human", "hard"], {"target": 9}, seed=11)
    for a in (["bid", 1], ["bid", 3]):
        m.play(a)
    m.play_chance()
    data = json.loads(json.dumps(m.to_json()))
    again = Match.from_json(entry, data)
    assert again.state == m.state and again.options == {"target": 9}


@pytest.mark.parametrize("change", [
    {"version": 99}, {"game": "other"}, {"players": ["human"]}, {"players": ["human", "god"]},
    {"actions": [["bid", 7]]}, {"actions": [["bid", 1], ["bid", 1], ["die", 7]]},
])
def test_a_tampered_save_is_refused(change):
    entry = toy_entry()
    data = Match(entry, ["human", "human"], {}, seed=1).to_json()
    data.update(change)
    with pytest.raises(ValueError):
        Match.from_json(entry, data)


def test_unknown_options_fall_back_to_defaults():
    m = Match(toy_entry(), ["human", "human"], {"target": 1000, "bogus": 1}, seed=1)
    assert m.options == {"target": 6}


def test_a_stale_redo_list_is_dropped_not_crashed():
    entry = toy_entry()
    data = Match(entry, ["human", "human"], {}, seed=1).to_json()
    data["redo"] = [["nonsense"]]
    m = Match.from_json(entry, data)
    m.redo()
    assert not m.can_redo() and m.actions == []
    assert m.actor() != CHANCE


class _TellingRules:
    """The toy game's rules telling two of its events in lines of their own: a die's throw
    (neutral) and the bids shown (no seat). No event is marked "reveal", so undo may take back
    actions that wrote several lines."""

    def __init__(self, rules):
        self._rules = rules

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def apply(self, state, action):
        new, events = self._rules.apply(state, action)
        return new, [{k: v for k, v in e.items() if k != "reveal"} for e in events]

    def event_line(self, state, event):
        if event["type"] == "DiceRolled":
            return (CHANCE, ("toy.log.thrown", {"value": event["value"]}))
        if event["type"] == "BidsRevealed":
            return (None, ("toy.log.shown", {}))
        return None


def _telling_entry():
    entry = toy_entry()

    class Entry:
        pass
    telling = Entry()
    telling.__dict__.update({k: getattr(entry, k) for k in ("id", "info", "check_options")})
    telling.rules = _TellingRules(entry.rules)
    return telling


def test_event_lines_follow_their_action_and_undo_takes_back_exactly_them():
    entry = _telling_entry()
    m = Match(entry, ["human", "human"], {}, seed=5)
    m.play(["bid", 1])
    m.play(["bid", 2])                      # the bids are shown: the action's line, then the event's
    assert [e[1][0] for e in m.log] == ["toy.log.bid", "toy.log.bid", "toy.log.shown"]
    assert m.log_counts == [1, 2]
    m.play_chance()                         # the die: its own line (a chance outcome) and the throw's
    assert m.log[-1][1][0] == "toy.log.thrown" and m.log_counts[-1] == 2
    told = list(m.log)
    assert m.undo() == 2                    # back before the second bid: two actions, four lines
    assert m.log == told[:1] and m.log_counts == [1]
    m.redo()                                # up to the person's decision: the die waits
    assert m.log == told[:3] and m.log_counts == [1, 2]
    m.play_chance()
    assert m.log == told


def test_a_save_rebuilds_the_event_lines_by_replaying():
    entry = _telling_entry()
    m = Match(entry, ["human", "human"], {}, seed=5)
    for a in (["bid", 1], ["bid", 2]):
        m.play(a)
    m.play_chance()
    data = json.loads(json.dumps(m.to_json()))
    assert "log" not in data                # old saves and new ones hold actions only
    again = Match.from_json(entry, data)
    assert again.log == m.log and again.log_counts == m.log_counts
