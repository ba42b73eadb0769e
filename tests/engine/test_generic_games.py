"""The same checks for every game (OpenSpiel's habit): seeded random playouts to the end with the
invariants checked, JSON round trips, undo/redo, hidden information, move-log texts."""
import json
import random

import pytest

from engine import i18n
from engine.match import Match
from engine.rules import CHANCE, Rules, get_path
from tests.games_under_test import entries, ids, option_sets, seating_ids, seatings
from tests.helpers import secrets_shown

# How many seeded games each check plays. Every run plays enough to pass through each game's
# phases at each seat count; before a release (pytest -m slow) ten times as many or more.
PLAYOUTS_PER_SEATING = 50      # every run: each game at each seat count it allows
PLAYOUTS_BEFORE_A_RELEASE = 1000   # the slow tier: per game, seat counts in turn
ROUNDS = [2, pytest.param(10, marks=pytest.mark.slow)]     # games for each set of options


def random_game(entry, seed, options, seats=None, on_step=None):
    rules = entry.rules
    seats = seats or entry.info.MIN_SEATS
    state = rules.initial_state(seats, options, seed)
    pick = random.Random(seed)
    steps = 0
    while True:
        rules.check_invariants(state)
        who = rules.actor(state)
        if who is None:
            return state, steps
        if who == CHANCE:
            action = rules.chance_action(state)
        else:
            legal = rules.legal_actions(state)
            assert legal, f"seat {who} has no legal action in a running game"
            action = pick.choice(legal)
        new_state, events = rules.apply(state, action)
        assert isinstance(events, list) and all("type" in e for e in events)
        if on_step:
            on_step(state, action, new_state)
        state = new_state
        steps += 1
        assert steps < 20000, "a random game did not end"


def playouts_end_with_invariants(entry, seeds, seats_for):
    sets = option_sets(entry)
    for n in seeds:
        seats = seats_for(n)
        state, _ = random_game(entry, n, sets[n % len(sets)], seats)
        rets = entry.rules.returns(state)
        assert len(rets) == seats and all(-1 <= r <= 1 for r in rets)


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_random_playouts_end_with_invariants(entry, seats):
    playouts_end_with_invariants(entry, range(PLAYOUTS_PER_SEATING), lambda n: seats)


@pytest.mark.slow
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_a_thousand_random_playouts_end_with_invariants(entry):
    low, high = entry.info.MIN_SEATS, entry.info.MAX_SEATS
    playouts_end_with_invariants(entry, range(PLAYOUTS_BEFORE_A_RELEASE),
                                 lambda n: low + n % (high - low + 1))


@pytest.mark.parametrize("rounds", ROUNDS)
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_every_state_survives_json_and_apply_keeps_its_input(entry, seats, rounds):
    def check(state, action, new_state):
        frozen = json.dumps(state, sort_keys=True)
        assert json.loads(json.dumps(new_state)) == new_state
        assert json.loads(json.dumps(action)) == action, "actions must be plain JSON (no tuples)"
        again, _ = entry.rules.apply(json.loads(frozen), action)
        assert again == new_state, "apply must depend on the state only"
        assert json.dumps(state, sort_keys=True) == frozen, "apply changed its input"
    for n, options in enumerate(option_sets(entry) * rounds):
        random_game(entry, 5000 + n, options, seats, on_step=check)


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_undo_then_redo_gives_identical_states(entry, seats):
    for n, options in enumerate(option_sets(entry)):
        m = Match(entry, ["human"] * seats, options, seed=900 + n)
        pick = random.Random(n)
        snapshots = [json.dumps(m.state, sort_keys=True)]
        while not m.is_over() and len(m.actions) < 400:
            if m.actor() == CHANCE:
                m.play_chance()
            else:
                m.play(pick.choice(m.rules.legal_actions(m.state)))
            snapshots.append(json.dumps(m.state, sort_keys=True))
        undone = 0
        while m.can_undo():
            undone += m.undo()
            assert json.dumps(m.state, sort_keys=True) == snapshots[len(m.actions)]
        while m.can_redo():
            m.redo()
            assert json.dumps(m.state, sort_keys=True) == snapshots[len(m.actions)]
        assert json.dumps(m.state, sort_keys=True) == snapshots[-1]


@pytest.mark.parametrize("rounds", ROUNDS)
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_no_seat_sees_another_seats_secrets(entry, seats, rounds):
    rules = entry.rules
    seen_secret = [0]

    def check(state, action, new_state):
        for s in (state, new_state):
            seats = rules.seats(s)
            # Each seat's view once per state, not once per secret: the same check, a quarter
            # of the time.
            views = [rules.observation(s, other) for other in range(seats)]
            for owner in range(seats):
                for path in rules.secret_paths(s, owner):
                    seen_secret[0] += 1
                    for other in range(seats):
                        if other == owner:
                            continue
                        obs = views[other]
                        try:
                            value = get_path(obs, path)
                        except (KeyError, IndexError, TypeError):
                            continue
                        assert value is None, f"seat {other} sees {path} of seat {owner}"
    for n, options in enumerate(option_sets(entry) * rounds):
        random_game(entry, 7000 + n, options, seats, on_step=check)
    if type(rules).secret_paths is not Rules.secret_paths:
        assert seen_secret[0] > 0, "a game that names its secrets showed none to check"


def unmarked_reveals(rules, entry, seats, games=4):
    """Steps of seeded random games that showed another seat a secret (a card out of a hidden
    hand, pen or deck) with no event marked "reveal": undo would go back across them, and a
    person could undo after seeing the computer's card and choose again knowing it."""
    found, shown = [], [0]

    def check(state, action, new_state):
        if not secrets_shown(rules, state, new_state):
            return
        shown[0] += 1
        _, events = rules.apply(state, action)
        if not any(e.get("reveal") for e in events):
            found.append((state.get("phase"), action, [e["type"] for e in events]))
    for n, options in enumerate(option_sets(entry) * games):
        random_game(entry, 13000 + n, options, seats, on_step=check)
    return found, shown[0]


@pytest.mark.parametrize("rounds", ROUNDS)
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_every_step_that_shows_a_secret_is_marked_reveal(entry, seats, rounds):
    found, _ = unmarked_reveals(entry.rules, entry, seats, games=rounds)
    assert not found, f"{entry.id}: a secret shown without a reveal event: {found[:3]}"


class _NoReveals:
    """A game's rules with every "reveal" mark dropped from the events: the slip to catch."""

    def __init__(self, rules):
        self._rules = rules

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def apply(self, state, action):
        new, events = self._rules.apply(state, action)
        return new, [{k: v for k, v in e.items() if k != "reveal"} for e in events]


def test_the_reveal_check_catches_a_card_shown_unmarked():
    entry = next(e for e in entries() if e.id == "guardians-arena")
    found, shown = unmarked_reveals(_NoReveals(entry.rules), entry, 2, games=1)
    assert shown and found, "no secret was shown: the check would see nothing"


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_move_log_texts_exist_in_both_languages(entry):
    if entry.id == "toy":
        pytest.skip("the test-only game has no catalogue")
    keys = set()

    def collect(state, action, new_state):
        described = entry.rules.describe(state, action)
        if described is None:
            # Only chance outcomes, or an action whose chance outcome tells it, may go untold.
            assert CHANCE in (entry.rules.actor(state), entry.rules.actor(new_state))
            return
        key, params = described
        assert all(isinstance(v, (str, int, float)) for v in params.values())
        keys.add(key)
    for n, options in enumerate(option_sets(entry) * 3):
        random_game(entry, 11000 + n, options, on_step=collect)
    for lang in i18n.LANGS:
        missing = [k for k in keys if k not in i18n.catalog(lang)]
        assert not missing, f"{lang} lacks {missing}"
