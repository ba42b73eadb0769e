"""Guardians Arena's scene driven as a person would: whole games made only of clicks on cards,
places and the panel's buttons against the computer; the hand-over before every private phase
between two people; the other seat's hidden cards never drawn face up; every window size.
The game is not in the box's registry yet: the entry is built here."""
import contextlib
import random

import pygame
import pytest

from engine import screens
from engine.match import Match
from engine.registry import GameEntry
from engine.rules import CHANCE, SPECTATOR
from games.guardians_arena import draw as table_draw
from games.guardians_arena.rules import PRIVATE_PHASES
from games.guardians_arena.view_steps import PASSES, clicks
from tests.helpers import MARK, click, drawn_for, key, make_app, planted, run, start_game

ENTRY = GameEntry("games.guardians_arena")


def positions(phases, seeds=range(6), per_phase=2):
    """States where a seat is to act in each of `phases`, from seeded random games."""
    rules = ENTRY.rules
    found = {}
    for seed in seeds:
        state = rules.initial_state(2, {}, seed)
        pick = random.Random(seed)
        for _ in range(4000):
            who = rules.actor(state)
            if who is None:
                break
            if who != CHANCE and state["phase"] in phases:
                found.setdefault(state["phase"], [])
                if len(found[state["phase"]]) < per_phase:
                    found[state["phase"]].append(state)
            action = rules.chance_action(state) if who == CHANCE else \
                pick.choice(rules.legal_actions(state))
            state, _ = rules.apply(state, action)
    return found


def where(scene, key):
    """A point of the screen where a click reaches `key` (a place of view_steps)."""
    for rect, k, _ in reversed(scene.hits):
        if k != key:
            continue
        for fx, fy in ((0.5, 0.5), (0.15, 0.5), (0.5, 0.15), (0.15, 0.15), (0.85, 0.85)):
            pt = (rect.x + int(rect.width * fx), rect.y + int(rect.height * fy))
            hit = scene.hit_at(pt, keyed=True)
            if hit is not None and hit[1] == key:
                return pt
    return None


def button_for(scene, name):
    scene.refresh_buttons()
    for k, b in enumerate(scene.controls.action_btns):
        if b.visible and scene.controls.names.get(k) == name:
            return b
    return None


def play_by_clicks(app, scene, action):
    """Make `action` the way a person does: the Pass button, or each click of view_steps."""
    me = scene.match.actor()
    if action[0] in PASSES:
        scene.refresh_buttons()
        assert scene.controls.pass_btn.visible, f"no Pass button for {action}"
        click(app, scene.controls.pass_btn.rect.center)
        return
    for key in clicks(action, me):
        run(app, 1)
        if key[0] == "btn":
            b = button_for(scene, key[1])
            if b is None and key[1].startswith("ch:"):
                return              # a channeller with one mode was played on the click before
            assert b is not None, f"no button {key} for {action} ({scene.chooser.buttons()})"
            click(app, b.rect.center)
        else:
            assert key in scene.lit, f"{key} of {action} not lit ({scene.lit})"
            pt = where(scene, key)
            assert pt is not None, f"{key} of {action} is not on the screen"
            click(app, pt)


@contextlib.contextmanager
def faces_drawn():
    """The ids of the cards drawn face up on the table while the block runs (a list)."""
    faces = []
    real = table_draw.cardface.draw_card

    def record(surface, rect, card, lang, **kw):
        faces.append(card["id"])
        return real(surface, rect, card, lang, **kw)
    table_draw.cardface.draw_card = record
    try:
        yield faces
    finally:
        table_draw.cardface.draw_card = real


def on_screen(app, state, players=None):
    """The table of `state` on the app's screen, the seat to act a person (the other the
    computer unless `players` says otherwise)."""
    me = state["actor"] if state["actor"] in (0, 1) else 0
    players = players or (["human", "random"] if me == 0 else ["random", "human"])
    match = Match(ENTRY, players, ENTRY.default_options(), 1)
    match.states[-1] = state
    sc = ENTRY.scene_class()(app, match)
    app.stack.clear()
    app.push(sc)
    run(app, 2)
    return sc


def settle(app, scene, frames=400):
    for _ in range(frames):
        run(app, 1)
        if scene.match.actor() is None or scene.human_to_act():
            return


# One whole game in every run; a second, other cards and choices, in the long tier.
@pytest.mark.parametrize("seed", [3, pytest.param(11, marks=pytest.mark.slow)])
def test_a_whole_game_made_of_clicks_against_the_computer(seed):
    app, sc = start_game(ENTRY, players=("human", "random"), size=(1280, 720), seed=seed)
    pick = random.Random(seed)
    made = 0
    for _ in range(1500):
        settle(app, sc)
        if sc.match.actor() is None:
            break
        action = pick.choice(sc.legal())
        before = len(sc.match.actions)
        play_by_clicks(app, sc, action)
        run(app, 1)
        assert len(sc.match.actions) > before, f"the clicks for {action} played nothing"
        assert sc.match.actions[before] == action
        made += 1
    assert sc.match.actor() is None, "the game did not end"
    assert made > 10
    pygame.display.quit()


def test_a_card_played_without_target_waits_for_its_button():
    found = positions(("primary", "secondary"), seeds=range(12), per_phase=20)
    app = make_app([ENTRY], size=(1280, 720))
    for state in [s for v in found.values() for s in v]:
        legal = ENTRY.rules.legal_actions(state)
        single = [a for a in legal if a[0] == "play" and a[2] is None]
        if not single:
            continue
        sc = on_screen(app, state)
        match = sc.match
        n = len(match.actions)
        click(app, where(sc, ("card", single[0][1])))
        assert len(match.actions) == n, "a card was played on its first click"
        assert button_for(sc, "play") is not None
        click(app, button_for(sc, "play").rect.center)
        assert match.actions[n] == single[0]
        return
    pytest.skip("no card without target in these games")


def test_every_private_phase_is_handed_over_between_two_people():
    found = positions(PRIVATE_PHASES, seeds=range(10), per_phase=1)
    assert {"enlist", "discard", "arena", "primary", "raid_prep"} <= set(found)
    app = make_app([ENTRY], size=(1280, 720))
    for phase, states in found.items():
        match = Match(ENTRY, ["human", "human"], ENTRY.default_options(), 1)
        match.states[-1] = states[0]
        sc = ENTRY.scene_class()(app, match)
        app.stack.clear()
        app.push(sc)
        run(app, 2)
        assert isinstance(app.stack.top, screens.get("handover")), phase
        # Once the screen is handed over, the table is for the person now at it (what that
        # table draws is checked in the next test).
        assert sc.eyes.handed_to == states[0]["actor"]


def test_between_two_people_the_table_is_drawn_for_the_one_handed_the_screen():
    """A game between two people played through its hand-overs: each time, the person who takes
    the screen sees their own hand (it can be clicked) and nothing the other one hides."""
    app, sc = start_game(ENTRY, players=("human", "human"), size=(1280, 720), seed=5)
    rules = ENTRY.rules
    pick = random.Random(5)
    handed = 0
    with faces_drawn() as faces:
        for _ in range(12):
            while isinstance(app.stack.top, screens.get("handover")):
                handed += 1
                click(app, app.stack.top.ready.rect.center, 2)
            settle(app, sc)
            viewer = sc.viewer()
            faces.clear()
            sc.forget_layers()
            app.dirty = True
            run(app, 1)
            seen = str(rules.observation(sc.state, viewer))
            assert all(f"'{cid}'" in seen for cid in faces), "a card hidden from the viewer"
            if viewer in (0, 1):
                hand = rules.observation(sc.state, viewer)["players"][viewer]["hand"]
                assert set(hand) <= set(faces), "the own hand is not drawn face up"
            playable = {k for k in sc.lit if k[0] == "card"}
            assert playable <= {k for _, k, _ in sc.hits}, "a lit card that cannot be clicked"
            play_by_clicks(app, sc, pick.choice(sc.legal()))
            run(app, 2)
    assert handed >= 3


def test_the_other_seats_hidden_cards_are_never_drawn():
    found = positions(PRIVATE_PHASES + ("deploy", "challenge"), seeds=range(8), per_phase=2)
    app = make_app([ENTRY], size=(1280, 720))
    rules = ENTRY.rules
    with faces_drawn() as faces:
        for state in [s for v in found.values() for s in v]:
            for viewer in (0, 1, SPECTATOR):
                match = Match(ENTRY, ["human", "human"], ENTRY.default_options(), 1)
                match.states[-1] = planted(rules, state, viewer)
                faces.clear()
                drawn = drawn_for(app, match, viewer)
                assert not [d for d in drawn if MARK in d], state["phase"]
                assert MARK not in faces and faces, state["phase"]
                # Each card drawn face up is one the viewer's observation shows.
                seen = str(rules.observation(state, viewer))
                assert all(f"'{cid}'" in seen for cid in faces), state["phase"]


def test_the_other_seats_face_down_cards_are_drawn_by_their_backs():
    found = positions(("primary", "secondary", "raid_prep"), seeds=range(8), per_phase=2)
    app = make_app([ENTRY], size=(1280, 720))
    backs = []
    real = table_draw.cardface.draw_back

    def record(surface, rect, back="pen", selected=False):
        backs.append(back)
        return real(surface, rect, back, selected)
    table_draw.cardface.draw_back = record
    try:
        for state in [s for v in found.values() for s in v]:
            foe = 1 - state["actor"]
            p = state["players"][foe]
            hidden = sum(1 for h in p["strongholds"].values() for slot in ("on", "under")
                         if h[slot] and not h[slot]["up"])
            match = Match(ENTRY, ["human", "random"] if foe == 1 else ["random", "human"],
                          ENTRY.default_options(), 1)
            match.states[-1] = state
            backs.clear()
            drawn_for(app, match, state["actor"])
            assert len(backs) >= hidden + min(1, len(p["hand"]))
    finally:
        table_draw.cardface.draw_back = real


SIZES = [(1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1080), (3840, 2160),
         (1024, 1280)]


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_window_size_shows_the_whole_table(size):
    found = positions(("primary", "enlist"), seeds=range(3), per_phase=1)
    app = make_app([ENTRY], size=size)
    screen = pygame.Rect((0, 0), size)
    for phase, states in found.items():
        sc = on_screen(app, states[0])
        assert sc.hits, phase
        for rect, key, _ in sc.hits:
            assert screen.contains(rect), f"{phase}: {key} at {rect} leaves the window"
        sc.refresh_buttons()
        shown = [b for b in [sc.controls.pass_btn] + sc.controls.action_btns if b.visible]
        assert sc.controls.pass_btn in shown
        for b in shown:
            assert screen.contains(b.rect)
            if size == (1920, 1080):
                assert min(b.rect.size) >= 120, b.name
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.name, b.name)
        # The table's places never sit under the buttons.
        for rect, key, _ in sc.hits:
            assert not any(rect.colliderect(b.rect) for b in shown), key


@contextlib.contextmanager
def large_cards_drawn():
    """The ids of the cards drawn large (the large view) while the block runs."""
    from games.guardians_arena import cardface
    drawn, real = [], cardface.draw_card_large

    def record(surface, rect, card, lang, **kw):
        drawn.append(card["id"])
        return real(surface, rect, card, lang, **kw)
    cardface.draw_card_large = record
    try:
        yield drawn
    finally:
        cardface.draw_card_large = real


def handed_to_seat_0(app, state):
    """Two people; seat 0 enlisting, the screen already handed over to it."""
    match = Match(ENTRY, ["human", "human"], ENTRY.default_options(), 1)
    match.states[-1] = state
    sc = ENTRY.scene_class()(app, match)
    app.stack.clear()
    app.push(sc)
    run(app, 2)
    while isinstance(app.stack.top, screens.get("handover")):
        click(app, app.stack.top.ready.rect.center, 2)
    return sc


@pytest.mark.parametrize("how", ["pointer", "tab"])
def test_the_large_card_does_not_survive_a_hand_over(how):
    """Seat 0 shows a card of its hand large (pointing at it, or Tab), passes with P without
    moving the mouse, seat 1 takes the screen: seat 0's card is not drawn large for seat 1,
    and nothing of seat 0's stays under the pointer or the keyboard focus."""
    rules = ENTRY.rules
    app = make_app([ENTRY], size=(1280, 720))
    checked = 0
    for state in positions(("enlist",), seeds=range(8), per_phase=12)["enlist"]:
        if state["actor"] != 0:
            continue
        hidden = str(rules.observation(state, 1))
        sc = handed_to_seat_0(app, state)
        if how == "pointer":
            tops = [(r, sc.hit_at(r.center)[2]) for r, _, _ in sc.hits]    # the card on top
            mine = [(r, cid) for r, cid in tops
                    if cid in state["players"][0]["hand"] and f"'{cid}'" not in hidden]
            if not mine:
                continue
            rect, cid = mine[0]
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center,
                                                  rel=(0, 0), buttons=(0, 0, 0))])
            run(app, 1)
        else:
            key(app, pygame.K_TAB)
            cid = sc.large.card and sc.large.card[0]
            if cid is None or f"'{cid}'" in hidden:
                continue
        assert sc.large.card and sc.large.card[0] == cid, "seat 0 sees its card large"
        key(app, pygame.K_p)
        settle(app, sc, 60)
        if not isinstance(app.stack.top, screens.get("handover")):
            continue                        # seat 1 had nothing private to do: no hand-over
        with large_cards_drawn() as large:
            click(app, app.stack.top.ready.rect.center, 3)
        assert sc.viewer() == 1
        assert cid not in large and sc.large.card is None
        assert sc.keys.focus is None and sc.tip is None
        checked += 1
    assert checked, "no hand-over from a card shown large was met: nothing tested"
