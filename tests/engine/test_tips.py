"""The first-time tips (engine/tips.py, engine/tips_scene.py) on the engine's toy game, whose
tests/toygame/tips.py has a moment at the first bid and another from the second round: shown
once to a person, kept across runs, never for a computer, never under a hand-over screen, off
when the setting is off; closed by its button, Enter or Esc; the game waits while it is open."""
import json

import pygame
import pytest

from engine import screens, tips
from engine.settings import Settings
from tests.helpers import button, click, key, make_app, press, run, start_game, toy_entry

TipScene = screens.get("tip")


def toy(players=("human", "random"), tips_on=True, size=(1280, 720)):
    return start_game(toy_entry(), players=players, tips=tips_on, size=size)


def tip_up(app):
    top = app.stack.top
    return top.key if isinstance(top, TipScene) else None


def bid(app, scene, value=1):
    """The person at the screen bids by clicking a bid button; then the frames run on."""
    press(app, f"bid:{value}", frames=3)


def stored_seen(user_home):
    return json.loads((user_home / "settings.json").read_text())["tips_seen"]


def test_a_tip_shows_the_first_time_a_person_meets_a_moment_and_never_again(user_home):
    app, scene = toy()
    assert tip_up(app) == "bid"
    assert stored_seen(user_home) == {"toy": ["bid"]}
    press(app, "tip:ok")
    assert app.stack.top is scene
    bid(app, scene)
    # The second round's bid brings the second moment only (the first was seen).
    assert scene.state["round"] >= 1
    assert tip_up(app) == "later"
    press(app, "tip:ok")
    bid(app, scene)
    assert scene.state["round"] >= 2 and not scene.match.is_over()
    assert tip_up(app) is None and app.stack.top is scene


def test_seen_tips_are_remembered_after_the_app_is_started_again(user_home):
    app, scene = toy()
    assert tip_up(app) == "bid"
    pygame.quit()
    # A new run with the same settings file: the seen tip stays seen.
    app, scene = toy()
    assert tip_up(app) is None and scene.human_to_act()
    assert Settings()["tips_seen"] == {"toy": ["bid"]}


def test_no_tip_ever_for_a_computer_seat():
    opened = []
    app, scene = toy(players=("random", "random"))
    real_open = app.open
    app.open = lambda name, *a, **k: (opened.append(name), real_open(name, *a, **k))[1]
    for _ in range(400):
        run(app)
        if scene.match.is_over():
            break
    assert scene.match.is_over()
    assert "tip" not in opened and app.settings["tips_seen"] == {}


def test_the_tip_comes_after_the_hand_over_for_the_person_now_at_the_screen():
    app, scene = toy(players=("human", "human"))
    # A private bid: the hand-over screen first, and no tip under it.
    assert type(app.stack.top).__name__ == "HandOverScene"
    assert not any(isinstance(s, TipScene) for s in app.stack.scenes)
    press(app, "ready")
    assert tip_up(app) == "bid"
    press(app, "tip:ok")
    bid(app, scene)
    # The second person gets the hand-over screen, and no tip: this box has seen it.
    assert type(app.stack.top).__name__ == "HandOverScene"
    press(app, "ready")
    assert app.stack.top is scene and scene.human_to_act()


def test_no_tip_when_the_setting_is_off():
    app, scene = toy(tips_on=False)
    for _ in range(4):
        assert tip_up(app) is None and scene.human_to_act()
        bid(app, scene)


@pytest.mark.parametrize("how", ["click", "enter", "esc"])
def test_a_tip_closes_by_its_button_enter_or_esc(how):
    app, scene = toy()
    assert tip_up(app) == "bid"
    if how == "click":
        press(app, "tip:ok")
    else:
        key(app, pygame.K_RETURN if how == "enter" else pygame.K_ESCAPE)
    # Closed, and Esc did not go on to open the game's menu.
    assert app.stack.top is scene
    assert app.settings["tips"] is True


def test_dont_show_again_turns_the_tips_off():
    app, scene = toy()
    assert tip_up(app) == "bid"
    press(app, "tip:never")
    assert app.stack.top is scene and app.settings["tips"] is False
    bid(app, scene)
    assert scene.state["round"] >= 1 and tip_up(app) is None
    assert Settings()["tips"] is False


def test_in_the_class_mode_the_tips_stay_on_and_only_the_teacher_turns_them_off():
    from engine.play import PlayScene
    app = make_app([toy_entry()], kiosk=True, tips=True)
    app.push(PlayScene.new(app, toy_entry(), ["human", "random"], {"target": 6}, seed=3))
    run(app, 2)
    assert tip_up(app) == "bid"
    assert not button(app.stack.top, "tip:never").visible
    press(app, "tip:ok")
    assert app.settings["tips"] is True


def test_the_game_waits_while_a_tip_is_open():
    app, scene = toy()
    assert tip_up(app) == "bid"
    actions = len(scene.match.actions)
    # A click where the board's bid button is lands on the panel, not on the board.
    click(app, button(scene, "bid:1").rect.center, frames=30)
    assert tip_up(app) == "bid" and len(scene.match.actions) == actions
    press(app, "tip:ok")
    bid(app, scene)
    assert len(scene.match.actions) > actions


def test_the_settings_row_turns_tips_off_and_back_on_from_the_start():
    app = make_app([toy_entry()], tips=True)
    tips.mark_seen(app.settings, "toy", "bid")
    app.open("settings")
    run(app)
    press(app, "tips:off")
    assert Settings()["tips"] is False and Settings()["tips_seen"] == {"toy": ["bid"]}
    press(app, "tips:on")
    # Turned back on, every tip shows again once.
    assert Settings()["tips"] is True and Settings()["tips_seen"] == {}


def test_a_stored_tips_setting_of_the_wrong_shape_is_dropped(user_home):
    (user_home / "settings.json").write_text(
        '{"version": 1, "tips": "no", "tips_seen": {"toy": ["bid", 3], "x": "bid"}}')
    st = Settings()
    assert st["tips"] is True and st["tips_seen"] == {"toy": ["bid"]}


def test_a_game_without_tips_is_untouched():
    from engine.registry import GameEntry
    entry = GameEntry("games.chevaliers_dragons")
    assert entry.tips() is None
    app, scene = start_game(entry, players=("human", "random"), tips=True)
    assert app.stack.top is scene and app.settings["tips_seen"] == {}


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (768, 1024), (3840, 2160)])
def test_the_panel_fits_the_window(size):
    app, scene = toy(size=size)
    tip = app.stack.top
    window = pygame.Rect((0, 0), size)
    assert window.contains(tip.rect)
    for r in (tip.ok.rect, tip.never.rect, tip.pic_rect, tip.text_rect):
        assert tip.rect.contains(r), (r, tip.rect)
    assert not tip.ok.rect.colliderect(tip.never.rect)
    assert not tip.text_rect.colliderect(tip.ok.rect.union(tip.never.rect))
    assert not tip.text_rect.colliderect(tip.pic_rect)


def test_two_new_moments_at_one_decision_show_one_tip_now_and_the_other_at_the_next():
    # Tips turned on from the second round: its bid meets both moments, neither seen yet.
    app, scene = toy(tips_on=False)
    bid(app, scene)
    assert scene.state["round"] >= 1 and scene.human_to_act()
    tips.set_enabled(app.settings, True)
    run(app)
    assert tip_up(app) == "bid"
    press(app, "tip:ok")
    # The board is seen between two panels: the second waits for the person's next decision.
    assert app.stack.top is scene and scene.human_to_act()
    run(app, frames=10)
    assert tip_up(app) is None
    bid(app, scene)
    assert tip_up(app) == "later"
