"""Every registered game (and the engine's toy game) held to the classroom figures at 1920x1080,
from what the screens record as they draw (engine.ui.classroom): the box, the setup screen at
every seat count and option set, the play screen at positions reached by seeded random playouts
with a person at every seat (so every child-facing control shows), the hand-over screen when one
comes (once for each seat), and the end screen. A new game is covered as soon as it is
registered, through the registry; what it draws itself is held as far as it registers it
(docs/CONTRACT.md)."""
import random

import pygame
import pytest

from engine import saves
from engine.match import Match
from engine.rules import CHANCE
from engine.ui import classroom
from tests.classroom_checks import problems
from tests.games_under_test import entries, seating_ids, seatings, option_sets
from tests.helpers import make_app, run, setup_screen

SIZE = (1920, 1080)
CHECKPOINTS = (0, 2, 6, 15, 40, 90)     # person moves after which the play screen is measured
MAX_ACTIONS = 5000                       # a random playout is cut there (then no end screen)


def recorded(scene, surface):
    """What one draw of `scene` recorded (cached layers redrawn, so nothing hides in a cache)."""
    if hasattr(scene, "forget_layers"):
        scene.forget_layers()
    with classroom.record() as seen:
        scene.draw(surface)
    return seen


def held(seen, where):
    assert seen.presses or seen.texts, f"{where}: nothing was recorded, the check saw nothing"
    found = sorted(set(problems(seen)))
    assert not found, f"{where}: " + "; ".join(found[:12])


@pytest.mark.parametrize("kiosk", [False, True], ids=["family", "kiosk"])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("saved", [False, True], ids=["fresh", "continue"])
def test_box(lang, saved, kiosk):
    games = entries()
    if saved:
        saves.save(Match(games[0], ["human", "normal"], games[0].default_options(), 5))
        saves.flush()
    app = make_app(games, size=SIZE, lang=lang, kiosk=kiosk)
    box = app.open("box")
    run(app)
    assert bool(box.saved) == saved
    # The class mode opens full screen, whose size the test's dummy display picks: lay it out at
    # 1920x1080 all the same.
    box.layout(SIZE)
    held(recorded(box, pygame.Surface(SIZE)), f"box ({lang}{', kiosk' if kiosk else ''})")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_setup(entry, seats, lang):
    app = make_app([entry], size=SIZE, lang=lang)
    for options in option_sets(entry):
        scene = setup_screen(app, entry, seats, options)
        held(recorded(scene, app.target), f"{entry.id} setup, {seats} seats, {options} ({lang})")


def settle(app, scene, frames=600):
    """Let the show and chance run to where a person may act (no drawing: only the measured
    frames are drawn)."""
    for _ in range(frames):
        scene.update(1 / 60)
        if app.stack.top is not scene or scene.human_to_act() or scene.match.is_over():
            return


def play_positions(entry, seats, options, seed):
    """Drive a game of people only with seeded random moves, yielding (where, app, scene to
    measure) at the checkpoints, once with the game menu open, at every hand-over screen, and at
    the end screen (the moves
    after the last checkpoint are played by the rules alone, quickly)."""
    from engine.play import PlayScene
    app = make_app([entry], size=SIZE, lang="fr" if seed % 2 else "en")
    scene = PlayScene.new(app, entry, ["human"] * seats, dict(options), seed=seed)
    app.push(scene)
    pick = random.Random(seed)
    moves = 0
    shown = {}      # screens over the game (a hand-over) by kind and whose turn: measured once
    while moves <= CHECKPOINTS[-1] and not scene.match.is_over():
        settle(app, scene)
        if app.stack.top is not scene:
            # A game of people only hands over before nearly every turn, the same screen for
            # each seat: each kind is measured once per seat (it was 620 times in one game).
            kind = (type(app.stack.top).__name__, scene.match.actor())
            if kind not in shown:
                shown[kind] = moves
                yield kind[0], app, app.stack.top
            app.pop()
            continue
        if not scene.human_to_act():
            break
        if moves in CHECKPOINTS:
            yield f"play after {moves} moves", app, scene
        if moves == CHECKPOINTS[1]:
            menu = app.open("menu", scene)
            yield "menu", app, menu
            app.pop()
        scene.submit(pick.choice(scene.rules.legal_actions(scene.state)))
        moves += 1
    match = scene.match
    while not match.is_over() and len(match.actions) < MAX_ACTIONS:
        if match.actor() == CHANCE:
            match.play_chance()
        else:
            match.play(pick.choice(match.rules.legal_actions(match.state)))
    if not match.is_over():
        return
    scene.after_history_change()
    while app.stack.top is not scene:
        app.pop()
    settle(app, scene)
    assert type(app.stack.top).__name__ == "EndScene", "the end screen did not come"
    yield "end screen", app, app.stack.top


def measure_play_and_end_screens(entry, seats, chosen):
    """Play a game of people for each option set `chosen(set)` keeps (seeded by its place among
    all the sets), measuring its screens."""
    measured, found = set(), {}
    for n, options in enumerate(option_sets(entry)):
        if not chosen(options):
            continue
        for where, app, scene in play_positions(entry, seats, options, seed=31 + n):
            if where in ("end screen", "menu"):
                scene.play.draw(app.target)     # the board under it, not measured
            seen = recorded(scene, app.target)
            assert seen.presses, f"{where}: nothing a child presses was recorded"
            measured.add(where.split(" after")[0])
            for line in problems(seen, getattr(entry.info, "CLASSROOM_FLOORS", None)):
                found.setdefault(line, f"{options}: {where}")
    return measured, found


def held_everywhere(entry, seats, measured, found, screens=("play", "menu", "end screen")):
    assert set(screens) <= measured
    assert not found, f"{entry.id}, {seats} seats: " + "; ".join(
        f"{line} (first at {where})" for line, where in list(found.items())[:15])


@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_play_and_end_screens(entry, seats):
    """The default game and each option's first other choice (every option once); the other
    choices in the long tier, below (Dragons Arena's twelve sets and Guardians Arena's nine
    took about 15 s of the default tier's processor time)."""
    quick = option_sets(entry, each_option_once=True)
    held_everywhere(entry, seats, *measure_play_and_end_screens(entry, seats, quick.__contains__))


@pytest.mark.slow
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_play_and_end_screens_with_every_other_choice(entry, seats):
    quick = option_sets(entry, each_option_once=True)
    if len(quick) == len(option_sets(entry)):
        pytest.skip("every choice is played in the default tier")
    measured, found = measure_play_and_end_screens(entry, seats, lambda o: o not in quick)
    held_everywhere(entry, seats, measured, found, screens=("play",))
