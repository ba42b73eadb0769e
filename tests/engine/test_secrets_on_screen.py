"""No secret of another seat reaches the screen, in every kind of position where a game keeps
secrets (not only the first), for every seat at the screen and for a spectator; and the check can
fail: a scene that draws from the full state is caught."""
import random

import pytest

from engine.match import Match
from engine.rules import CHANCE, SPECTATOR
from tests.games_under_test import seating_ids, seatings, option_sets
from tests.helpers import MARK, drawn_for, make_app, planted, toy_entry

PER_GAME = 4    # positions with secrets per game and seat count, of different phases first


def secret_positions(entry, seats, limit=PER_GAME):
    """States where a seat is to act and some seat keeps a secret, one per phase before a second
    of the same phase, from seeded random games over the game's options."""
    rules = entry.rules
    by_phase = {}
    for n, options in enumerate(option_sets(entry) * 2):
        state = rules.initial_state(seats, options, 900 + n)
        pick = random.Random(n)
        for _ in range(3000):
            who = rules.actor(state)
            if who is None:
                break
            if who != CHANCE and any(rules.secret_paths(state, s) for s in range(seats)):
                by_phase.setdefault(str(state.get("phase")), []).append(state)
            action = rules.chance_action(state) if who == CHANCE else pick.choice(
                rules.legal_actions(state))
            state, _ = rules.apply(state, action)
    out, k = [], 0
    while len(out) < limit and any(len(v) > k for v in by_phase.values()):
        out += [v[len(v) * k // (k + 2)] for v in by_phase.values() if len(v) > k]
        k += 1
    return out[:limit]


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_no_secret_reaches_the_screen_in_any_kind_of_position(entry, seats):
    positions = secret_positions(entry, seats)
    if not positions:
        pytest.skip(f"{entry.id} keeps no secret with {seats} seats")
    app = make_app([entry], size=(1280, 720))
    rules = entry.rules
    for state in positions:
        for viewer in list(range(seats)) + [SPECTATOR]:
            match = Match(entry, ["human"] * seats, entry.default_options(), 1)
            match.states[-1] = planted(rules, state, viewer)
            drawn = drawn_for(app, match, viewer)
            assert drawn, "the scene drew nothing: the check would see nothing"
            leaks = [d for d in drawn if MARK in d]
            assert not leaks, (f"{entry.id} phase {state.get('phase')}: viewer {viewer} was "
                               f"shown another seat's secret: {leaks[:3]}")


def shown_to(app, entry, state, viewer, first=None, scene_class=None):
    """What is drawn for `viewer`: on a fresh screen, or (`first`) after `first` had the screen
    and pointed all over it and pressed Tab (helpers.drawn_for)."""
    match = Match(entry, ["human"] * entry.rules.seats(state), entry.default_options(), 1)
    match.states[-1] = state
    if first is None:
        return drawn_for(app, match, viewer, scene_class=scene_class)
    return drawn_for(app, match, viewer, scene_class=scene_class, before=first)


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_no_secret_stays_on_screen_when_it_goes_to_another_person(entry, seats):
    """The person at the screen points all over the board and presses Tab (a card shown large,
    a hover pop-up, the keyboard focus), then the screen goes to another person or to all (a
    hand-over, undo) without the pointer moving: they are shown nothing (no text, no sprite)
    that a screen that was always theirs does not show."""
    positions = secret_positions(entry, seats, limit=3)
    if not positions:
        pytest.skip(f"{entry.id} keeps no secret with {seats} seats")
    app = make_app([entry], size=(1280, 720))
    rules = entry.rules
    for state in positions:
        first = rules.actor(state)
        for viewer in [v for v in range(seats) if v != first] + [SPECTATOR]:
            fresh = shown_to(app, entry, state, viewer)
            after = shown_to(app, entry, state, viewer, first=first)
            assert fresh and after, "nothing drawn: the check would see nothing"
            left = sorted(set(after) - set(fresh))
            assert not left, (f"{entry.id} phase {state.get('phase')}: seat {first}'s screen "
                              f"left {left[:4]} for {viewer}")


def sticky_scene(app, match):
    """The toy scene with a slip: it keeps the bids it saw for the first person at the screen
    and writes them again for the next one."""
    from engine.ui import text, theme
    scene = toy_entry().scene_class()(app, match)
    real = scene.draw_board
    kept = {}

    def draw_board(surface):
        real(surface)
        kept.setdefault("bids", str(scene.view.get("bids")))
        text.draw(surface, kept["bids"], 30, theme.WHITE, topleft=scene.board_rect.midleft)
    scene.draw_board = draw_board
    return scene


def test_the_check_catches_a_secret_kept_from_the_last_person_at_the_screen():
    entry = toy_entry()
    rules = entry.rules
    app = make_app([entry], size=(1280, 720))
    state = next(s for s in secret_positions(entry, 3) if s["phase"] == "bid")
    first = next(o for o in range(3) if rules.secret_paths(state, o))     # holds a bid
    viewer = (first + 1) % 3
    assert set(shown_to(app, entry, state, viewer, first, sticky_scene)) - \
        set(shown_to(app, entry, state, viewer, None, sticky_scene))
    assert not set(shown_to(app, entry, state, viewer, first)) - \
        set(shown_to(app, entry, state, viewer))


def leaky_scene(app, match):
    """The toy scene with a slip: it writes the bids from the full state, not from self.view."""
    from engine.ui import text, theme
    scene = toy_entry().scene_class()(app, match)
    real = scene.draw_board

    def draw_board(surface):
        real(surface)
        text.draw(surface, str(scene.state.get("bids")), 30, theme.WHITE,
                  topleft=scene.board_rect.midleft)
    scene.draw_board = draw_board
    return scene


def test_the_check_catches_a_scene_that_draws_from_the_full_state():
    entry = toy_entry()
    state = next(s for s in secret_positions(entry, 3) if s["phase"] == "bid")
    app = make_app([entry], size=(1280, 720))
    rules = entry.rules
    owners = [s for s in range(3) if rules.secret_paths(state, s)]
    viewer = next(v for v in range(3) if v not in owners)
    match = Match(entry, ["human"] * 3, entry.default_options(), 1)
    match.states[-1] = planted(rules, state, viewer)
    assert any(MARK in d for d in drawn_for(app, match, viewer, scene_class=leaky_scene))
    assert not any(MARK in d for d in drawn_for(app, match, viewer))
