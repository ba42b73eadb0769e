"""The protocol's promises, checked for every game at every seat count: chance is explicit and
well formed, observations come from secret_paths, a private choice is never told in the move log,
every bot level plays legally at every kind of decision and never reads another seat's secrets,
and no secret reaches the screen."""
import json
import random

import pytest

from engine import assets, rng
from engine.ai import LEVELS, make_bot
from engine.match import Match
from engine.rules import CHANCE, SPECTATOR, clone, set_path
from engine.ui import text
from tests.games_under_test import option_sets, seating_ids, seatings
from tests.helpers import MARK, make_app, plant, run, with_others_secrets


def playout(entry, seats, seed, options=None, on_state=None, limit=3000):
    """A seeded random game; on_state(state) sees every state before its action."""
    rules = entry.rules
    state = rules.initial_state(seats, options or entry.default_options(), seed)
    pick = random.Random(seed)
    for _ in range(limit):
        if on_state:
            on_state(state)
        who = rules.actor(state)
        if who is None:
            return state
        action = (rules.chance_action(state) if who == CHANCE
                  else pick.choice(rules.legal_actions(state)))
        state, _ = rules.apply(state, action)
    return state


def masked(rules, state, viewer):
    """What observation() must give: every other seat's secrets, and what nobody sees (the
    generator), set to None."""
    out = with_others_secrets(rules, state, viewer, lambda secret: None)
    for path in rules.unseen_paths(state):
        set_path(out, path, None)
    return out


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_chance_is_explicit_and_well_formed(entry, seats):
    rules = entry.rules
    seen = {"chance": 0}

    def check(state):
        who = rules.actor(state)
        if who == CHANCE:
            seen["chance"] += 1
            outcomes = rules.chance_outcomes(state)
            assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
            assert all(p > 0 for _, p in outcomes)
            keys = [json.dumps(o) for o, _ in outcomes]
            assert len(set(keys)) == len(keys), "each outcome listed once"
            outcome = rules.chance_action(state)
            assert json.dumps(outcome) in keys
            after, _ = rules.apply(state, outcome)
            assert after["rng"] != state["rng"], "a chance outcome advances the generator"
        elif who is not None:
            for action in rules.legal_actions(state)[:6]:
                after, _ = rules.apply(state, action)
                assert after["rng"] == state["rng"], f"{action} drew a random number: use chance"
    for n in range(6):
        playout(entry, seats, 300 + n, on_state=check)
    assert seen["chance"] > 0, "every game of the box has some luck"


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_observations_are_the_state_less_other_seats_secrets(entry, seats):
    rules = entry.rules

    def check(state):
        for viewer in list(range(seats)) + [SPECTATOR]:
            assert rules.observation(state, viewer) == masked(rules, state, viewer)
    for n in range(4):
        playout(entry, seats, 400 + n, on_state=check)


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_no_observation_carries_the_generator(entry, seats):
    """With the generator and the public state, anybody could compute every future draw (the
    other seat's next cards, the order of a deck): two states that differ only in the generator
    give every viewer the same observation. Not vacuous: at chance nodes the two generators do
    draw differently."""
    rules = entry.rules
    seen = {"states": 0, "draws_differ": 0}

    def check(state):
        other = clone(state)
        other["rng"] = rng.seed_value(state["rng"] ^ 0x5DEECE66D)
        assert other["rng"] != state["rng"]
        for viewer in list(range(seats)) + [SPECTATOR]:
            assert rules.observation(other, viewer) == rules.observation(state, viewer), \
                f"viewer {viewer} can tell the generator apart"
        seen["states"] += 1
        if rules.actor(state) == CHANCE:
            seen["draws_differ"] += rules.chance_action(other) != rules.chance_action(state)
    for n in range(3):
        playout(entry, seats, 450 + n, on_state=check)
    assert seen["states"] and seen["draws_differ"], "the generator decided no draw: nothing tested"


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_a_private_choice_is_never_told_in_the_move_log(entry, seats):
    rules = entry.rules
    seen = {"private": 0}

    def check(state):
        who = rules.actor(state)
        if who is None or who == CHANCE or not rules.secret_choice(state):
            return
        assert rules.private(state), "a secret choice is a private decision (hand-over first)"
        seen["private"] += 1
        # ...but for an action everyone sees played all the same (a pass where a card laid
        # would come to the table), which the log may name
        lines = {json.dumps(rules.describe(state, a), sort_keys=True)
                 for a in rules.legal_actions(state)[:40] if not rules.seen_anyway(state, a)}
        assert len(lines) == 1, f"the log would tell a secret choice: {sorted(lines)[:3]}"
    for n, options in enumerate(option_sets(entry)):
        playout(entry, seats, 500 + n, options, on_state=check)


def quick(bot):
    """The same bot with a small budget, so the test is quick (strength is measured elsewhere)."""
    if hasattr(bot, "max_iterations"):
        bot.max_iterations = 25
    if hasattr(bot, "max_nodes"):
        bot.max_nodes, bot.budget_s = 300, None
    elif hasattr(bot, "budget_s"):
        bot.budget_s = 0.05
    if hasattr(bot, "samples"):
        bot.samples = 1
    return bot


def decisions(entry, seats, per_kind=2):
    """A few states of each kind of decision (by phase) met in seeded random games."""
    rules = entry.rules
    found = {}

    def keep(state):
        who = rules.actor(state)
        if who is None or who == CHANCE:
            return
        kind = state.get("phase")
        if len(found.setdefault(kind, [])) < per_kind:
            found[kind].append(state)
    for n, options in enumerate(option_sets(entry)[:6]):
        playout(entry, seats, 600 + n, options, on_state=keep)
    return [s for states in found.values() for s in states]


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_every_level_plays_legally_at_every_kind_of_decision(entry, seats):
    rules = entry.rules
    states = decisions(entry, seats)
    assert states
    for level in LEVELS:
        for i, state in enumerate(states):
            seat = rules.actor(state)
            bot = quick(make_bot(level, rules, entry.ai, seed=i))
            action = bot.choose(rules, state, seat)
            assert action in rules.legal_actions(state), (level, state.get("phase"), action)


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_a_bot_never_reads_another_seats_secrets(entry, seats):
    """Same observation, other secrets: the same move (the bot is seeded the same way)."""
    rules = entry.rules
    checked = 0
    for state in decisions(entry, seats, per_kind=4):
        seat = rules.actor(state)
        others = [o for o in range(seats) if o != seat and rules.secret_paths(state, o)]
        if not others:
            continue
        other = rules.determinize(rules.observation(state, seat), seat, 99)
        other["rng"] = state["rng"]
        assert rules.observation(other, seat) == rules.observation(state, seat)
        for level in LEVELS:
            a = quick(make_bot(level, rules, entry.ai, seed=5)).choose(rules, state, seat)
            b = quick(make_bot(level, rules, entry.ai, seed=5)).choose(rules, other, seat)
            assert a == b, f"{level} changed its move when another seat's secret changed"
        checked += 1
    if entry.id in ("toy", "dragons-arena"):
        assert checked, "these games have secrets: some were checked"


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_no_secret_of_another_seat_reaches_the_screen(entry, seats, monkeypatch):
    rules = entry.rules
    holder = {}

    def keep(state):
        if "state" not in holder and rules.actor(state) not in (None, CHANCE) and any(
                rules.secret_paths(state, s) for s in range(seats)):
            holder["state"] = state
    for n, options in enumerate(option_sets(entry)):
        playout(entry, seats, 700 + n, options, on_state=keep)
        if "state" in holder:
            break
    if "state" not in holder:
        pytest.skip(f"{entry.id} has no secrets with {seats} seats")
    drawn = []
    real_render, real_sprite = text.render, assets.sprite
    monkeypatch.setattr(text, "render", lambda t, *a, **k: (drawn.append(str(t)),
                                                             real_render(t, *a, **k))[1])
    monkeypatch.setattr(assets, "sprite", lambda n, *a, **k: (drawn.append(str(n)),
                                                              real_sprite(n, *a, **k))[1])
    app = make_app([entry], size=(1280, 720))
    match = Match(entry, ["human"] * seats, entry.default_options(), 1)
    from engine.play import PlayScene
    for viewer in list(range(seats)) + [SPECTATOR]:
        state = clone(holder["state"])
        for owner in range(seats):
            if owner != viewer:
                for path in rules.secret_paths(state, owner):
                    from engine.rules import get_path
                    set_path(state, path, plant(get_path(state, path)))
        match.states[-1] = state
        scene = PlayScene.for_match(app, match)
        scene.eyes.who = lambda v=viewer: v
        scene.maybe_hand_over = lambda seat: None
        app.stack.clear()
        app.push(scene)
        drawn.clear()
        scene.reset_view()
        run(app, 2)
        leaks = [d for d in drawn if MARK in d]
        assert not leaks, f"viewer {viewer} was shown another seat's secret: {leaks[:3]}"
