"""The Dragons Arena scene driven by clicks, drags, a shaken mouse and finger taps."""
import os
import random

import pygame
import pytest

from engine.dialogs import HandOverScene
from engine.play import PlayScene
from engine.play_menus import EndScene
from engine.registry import GameEntry
from engine.rules import CHANCE
from tests.helpers import click, drag, key, make_app, press, run, start_game

ENTRY = GameEntry("games.dragons_arena")


@pytest.fixture
def start():
    yield lambda *args, **kw: start_game(ENTRY, *args, **kw)
    pygame.quit()


def play_until(app, scene, want, limit=200, seed=0):
    """Random legal moves until want(legal actions) holds for the person to act."""
    pick = random.Random(seed)
    for _ in range(limit):
        while isinstance(app.stack.top, HandOverScene):
            press(app, "ready")
        legal = scene.rules.legal_actions(scene.state) if scene.match.actor() is not None else []
        if legal and want(legal):
            return legal
        if not legal:
            return None
        scene.play(pick.choice(legal))
        run(app, 1)
    return None


def test_shake_button_fills_the_arena(start):
    app, scene = start()
    assert scene.state["phase"] == "shake"
    press(app, "shake", frames=3)
    shaken = scene.match.actions
    assert shaken[0] == ["shake"] and len(shaken) == 17, "then 16 dice fall (chance)"
    assert all(a[0] == "die" for a in shaken[1:])
    assert scene.shown["owner"].count(0) == 8 and scene.shown["owner"].count(1) == 8


def test_shaking_the_mouse_on_the_arena_shakes_it_and_a_plain_click_does_not(start):
    app, scene = start()
    c = scene.g.arena.center
    click(app, c, 2)
    assert scene.match.actions == []
    # a tap answers: the lid wobbles and the prompt line says what a shake is
    from engine.i18n import tr
    assert scene.stage.note_text() == tr("dragons-arena.why.shake_more")
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1)]
    for i in range(10):
        x = c[0] + (60 if i % 2 else -60)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, c[1]), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=c, button=1))
    for e in events:
        app.frame(1 / 60, [e])
    run(app, 2)
    assert scene.match.actions[0] == ["shake"] and len(scene.match.actions) == 17


def test_elimination_by_click_then_click_and_by_drag(start):
    app, scene = start(seed=5)
    legal = play_until(app, scene, lambda lg: any(a[0] == "elim" for a in lg))
    move = next(a for a in legal if a[0] == "elim")
    g = scene.g
    click(app, g.square_center(move[1]))
    assert scene.selected == move[1]
    click(app, g.square_center(move[2]), 2)
    assert scene.match.actions[-1][:1] == ["elim"] and scene.match.actions[-1][1] == move[1]
    legal = play_until(app, scene, lambda lg: any(a[0] == "elim" for a in lg), seed=1)
    if legal:
        move = next(a for a in legal if a[0] == "elim")
        n = len(scene.match.actions)
        drag(app, g.square_center(move[1]), g.square_center(move[2]))
        assert len(scene.match.actions) == n + 1 and scene.match.actions[-1][1] == move[1]


def test_a_tap_on_a_dragon_the_chosen_one_cannot_eliminate_says_why_and_keeps_the_choice(start,
                                                                                         lang="fr"):
    # The choice vanished without a word and the prompt went back to "Eliminate: pick one of
    # your glowing dragons".
    from engine.i18n import tr
    from games.dragons_arena.arena import ADJ
    app, scene = start(seed=5, lang=lang)
    said = set()
    for seed in range(30):
        legal = play_until(app, scene, lambda lg: any(a[0] == "elim" for a in lg), seed=seed)
        if legal is None:
            break
        v, g = scene.view, scene.g
        me = scene.match.actor()
        for a in sorted({m[1] for m in legal if m[0] == "elim"}):
            wrong = [q for q in range(16) if v["owner"][q] == 1 - me and
                     ["elim", a, q] not in legal]
            for q in wrong:
                reason = "far" if q not in ADJ[a] else "beats"
                if reason in said:
                    continue                # each reason once, by tap, drop and Enter
                click(app, g.square_center(a))
                assert scene.selected == a
                n = len(scene.match.actions)
                click(app, g.square_center(q))
                assert scene.selected == a and len(scene.match.actions) == n
                want = tr("dragons-arena.why." + reason, a=v["power"][a], b=v["power"][q])
                assert scene.stage.note_text() == want
                said.add(reason)
                key_escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                unicode="")
                app.frame(1 / 60, [key_escape])
                run(app, 1)
                assert scene.selected is None
                # dropped there, the dragon goes home and the note says why too
                scene.stage._note = None
                drag(app, g.square_center(a), g.square_center(q))
                assert len(scene.match.actions) == n and scene.stage.note_text() == want
                assert scene.selected is None
                # and Enter with the keyboard's cursor there: the choice stays
                click(app, g.square_center(a))
                scene.stage._note = None
                scene.pick.cursor = q
                key(app, pygame.K_RETURN)
                assert scene.selected == a and scene.stage.note_text() == want
                app.frame(1 / 60, [key_escape])
                run(app, 1)
            empty = [q for q in range(16) if v["owner"][q] not in (0, 1)]
            if empty and "empty" not in said:     # an empty square puts the choice down
                click(app, g.square_center(a))
                click(app, g.square_center(empty[0]))
                assert scene.selected is None and scene.stage.note_text() is None
                said.add("empty")
        if said == {"far", "beats", "empty"}:
            break
        scene.play(next(m for m in legal if m[0] == "elim"))
        run(app, 1)
    assert said == {"far", "beats", "empty"}, said


def test_power_change_through_the_six_face_picker(start):
    app, scene = start(seed=11)
    legal = play_until(app, scene, lambda lg: any(a[0] == "power" for a in lg)
                       and not any(a[0] == "elim" for a in lg))
    assert legal, "no position with a power change was reached"
    move = next(a for a in legal if a[0] == "power")
    click(app, scene.g.square_center(move[1]))
    assert scene.picker == move[1]
    face = next(rect for v, rect in scene.picker_faces() if v == move[2])
    click(app, face.center, 2)
    assert scene.match.actions[-1] == ["power", move[1], move[2]]
    assert scene.state["field"][move[1]] == 1


def test_little_dragon_roll_then_place_by_click_and_by_drag(start):
    app, scene = start(placement="little")
    press(app, "roll")
    press(app, "roll")
    assert scene.state["phase"] == "place"
    seat = scene.match.actor()
    hand = scene.state["hands"][seat]
    click(app, scene.g.hand_slot(seat, 0))
    assert scene.selected == ("hand", 0)
    click(app, scene.g.square_center(5), 2)
    assert scene.match.actions[-1] == ["place", hand[0], 5]
    seat = scene.match.actor()
    hand = scene.state["hands"][seat]
    drag(app, scene.g.hand_slot(seat, 1), scene.g.square_center(10))
    assert scene.match.actions[-1] == ["place", hand[1], 10]


def test_big_dragon_secret_powers_with_hand_over(start):
    app, scene = start(placement="big")
    while isinstance(app.stack.top, HandOverScene):
        press(app, "ready")
    seat = scene.match.actor()
    before = list(scene.hand.draft)
    click(app, scene.g.hand_slot(seat, 0))
    assert scene.hand.draft[0] == before[0] % 6 + 1
    assert not scene.controls.confirm_btn.enabled  # the total is no longer 28
    click(app, scene.g.hand_slot(seat, 0))
    click(app, scene.g.hand_slot(seat, 0))
    click(app, scene.g.hand_slot(seat, 0))
    click(app, scene.g.hand_slot(seat, 0))
    click(app, scene.g.hand_slot(seat, 0))
    assert scene.hand.draft == before
    press(app, "confirm", frames=2)
    assert isinstance(app.stack.top, HandOverScene)  # the other person must not see them
    press(app, "ready")
    press(app, "random-powers")
    assert sum(scene.hand.draft) == 28
    press(app, "confirm", frames=3)
    assert scene.state["phase"] == "place"


def test_equal_power_split_buttons(start):
    app, scene = start(placement="equal")
    press(app, "split:2")
    assert scene.match.actions[-1] == ["split", 2, 5]


def test_hint_shows_the_hard_players_move(start):
    app, scene = start(seed=5)
    legal = play_until(app, scene, lambda lg: len(lg) > 1 and lg[0][0] in ("elim", "power"))
    press(app, "hint", frames=3)
    assert scene.hint in legal


def test_a_hint_of_secret_powers_turns_them_in_the_hand_and_lights_the_tick(start):
    """"An idea, shown on the board." showed nothing: the powers are the hand's own dice."""
    app, scene = start(placement="big", players=("human", "random"))
    assert play_until(app, scene, lambda lg: lg[0][0] == "powers") is not None
    run(app, 2)
    press(app, "hint", frames=3)
    assert scene.hint[0] == "powers"
    assert sorted(scene.hand.draft) == scene.hint[1]
    assert scene.controls.confirm_btn.selected and scene.controls.confirm_btn.enabled
    # A die turned away from the idea: the tick no longer says it is the idea.
    scene.hand.draft[0] = scene.hand.draft[0] % 6 + 1
    run(app)
    assert not scene.controls.confirm_btn.selected


def test_powers_played_from_a_hint_never_start_the_next_person_s_hand(start):
    """Two people, Big Dragon: H and Enter played the first person's hinted powers, and the
    second person's hand came up as those very powers, the tick lit (the review's finding)."""
    app, scene = start(placement="big", players=("human", "human"))
    assert play_until(app, scene, lambda lg: lg[0][0] == "powers") is not None
    while isinstance(app.stack.top, HandOverScene):
        press(app, "ready")
    first = scene.match.actor()
    press(app, "hint", frames=3)
    hint = scene.hint
    key(app, pygame.K_RETURN)
    assert scene.match.actions[-1] == hint
    while isinstance(app.stack.top, HandOverScene):
        press(app, "ready")
    run(app, 2)
    assert scene.match.actor() not in (first, None) and scene.view["phase"] == "powers"
    # The second person starts from the box's own first set, not from the first one's secret.
    assert scene.hand.draft == [3, 3, 3, 3, 4, 4, 4, 4] != hint[1]
    assert not scene.controls.confirm_btn.selected


def test_a_hint_of_equal_power_lights_the_split_it_suggests(start):
    app, scene = start(placement="equal", players=("human", "random"))
    press(app, "hint", frames=3)
    assert scene.hint[0] == "split"
    lit = [b.name for b in scene.controls.split_btns if b.selected]
    assert lit == ["split:%d" % scene.hint[1]]


def test_a_whole_game_against_the_computer_reaches_the_end(start):
    app, scene = start(players=("easy", "greedy"), nuggets=1)
    for _ in range(3000):
        run(app)
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    assert any("1" in line for line in scene.end_lines())


def test_solo_training_keeps_the_best_score(start):
    app, scene = start(players=("human", "human"), mode="solo", solo_difficulty="normal")
    pick = random.Random(2)
    while scene.match.actor() is not None:
        scene.play(pick.choice(scene.rules.legal_actions(scene.state)))
        run(app)
    solo = scene.state["solo"]
    recs = app.settings["records"].get("dragons-arena", {})
    if solo["win"]:
        assert recs["solo-normal"] == solo["margin"]
    else:
        assert "solo-normal" not in recs
    assert scene.end_lines()


def test_every_phase_draws_at_small_and_large_sizes():
    for size in ((800, 600), (1024, 768), (3840, 2160)):
        app = make_app([ENTRY], size=size)
        for placement in ("baby", "little", "big", "equal"):
            scene = PlayScene.new(app, ENTRY, ["human", "human"],
                                  dict(ENTRY.default_options(), placement=placement), seed=1)
            app.push(scene)
            run(app, 2)
            arena = scene.g.arena
            assert arena.width > 0 and scene.board_rect.contains(arena)
            for p in scene.g.panels:
                assert p.width > 0 and not p.colliderect(arena)
            app.pop()
        pygame.quit()


def test_undo_and_redo_after_the_computer_answered(start):
    app, scene = start(players=("human", "normal"), seed=7)
    press(app, "shake", frames=3)
    for _ in range(400):
        run(app)
        if scene.human_to_act() and scene.state["phase"] == "duel" and \
                scene.match.players[scene.match.actor()] == "human" and scene.match.can_undo():
            break
    n = len(scene.match.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL, frames=3)
    assert len(scene.match.actions) < n and scene.human_to_act()
    key(app, pygame.K_y, pygame.KMOD_CTRL, frames=3)
    assert len(scene.match.actions) > n - 2 and app.stack.top is scene


def test_redo_up_to_the_end_leaves_no_finished_game_to_continue(start, user_home):
    from engine import saves
    app, scene = start(mode="solo")
    pick = random.Random(4)
    while scene.match.actor() is not None:
        if scene.match.actor() == CHANCE:
            scene.play(scene.rules.chance_action(scene.state))
        else:
            scene.play(pick.choice(scene.rules.legal_actions(scene.state)))
    run(app, 3)
    assert isinstance(app.stack.top, EndScene)
    press(app, "look")
    key(app, pygame.K_z, pygame.KMOD_CTRL, frames=2)
    assert not scene.match.is_over()
    saves.flush()
    own = saves.path_for(scene.match.slot)
    assert os.path.exists(own)
    key(app, pygame.K_y, pygame.KMOD_CTRL, frames=2)
    saves.flush()
    assert scene.match.is_over() and not os.path.exists(own)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (1280, 720)])
def test_the_panels_buttons_and_their_shadows_stay_inside_its_border(size):
    # Choosing the powers (Big Dragon), the tick and "at random" hung their shadows over the
    # panel's bottom border, and "at random" touched its right one.
    from engine.ui.widgets import BUTTON_MARGIN
    app, scene = start_game(GameEntry("games.dragons_arena"), size=size, placement="big")
    shown = [b for b in (scene.controls.confirm_btn, scene.controls.random_btn) if b.visible]
    assert len(shown) == 2
    border = scene.g.frame_w                                   # the acting panel's frame
    panel = scene.g.panels[0].inflate(-2 * border, -2 * border)
    for b in shown:
        drawn = pygame.Rect(b.rect.topleft, (b.rect.width + BUTTON_MARGIN,
                                             b.rect.height + BUTTON_MARGIN))
        assert panel.contains(drawn), (size, b.name, drawn, panel)
