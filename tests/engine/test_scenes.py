"""The real scenes driven by synthetic clicks, finger taps and keys (toy game, hidden window)."""
import pygame
import pytest

from engine.box import BoxScene
from engine.dialogs import HandOverScene, MessageScene
from engine.i18n import language
from engine.play import PlayScene
from engine.play_menus import EndScene, GameMenuScene
from engine.settings_scene import SettingsScene
from engine.setup import SetupScene
from tests.helpers import button, key, make_app, press, run, tap, toy_entry


def start_toy(app, seats=("human", "easy")):
    press(app, "game:toy")
    assert isinstance(app.stack.top, SetupScene)
    press(app, f"count:{len(seats)}")
    for seat, kind in enumerate(seats):
        press(app, f"seat:{seat}:{kind}")
    press(app, "start")
    settle(app)
    assert isinstance(app.stack.top, PlayScene)
    return app.stack.top


def settle(app):
    """Answer hand-over screens (the toy game hides every bid between people)."""
    while isinstance(app.stack.top, HandOverScene):
        press(app, "ready")


def test_box_shows_a_tile_per_game_and_settings_and_quit(app):
    box = app.stack.top
    assert button(box, "game:toy").visible
    assert button(box, "settings").visible and button(box, "quit").visible
    with pytest.raises(LookupError):
        button(box, "continue")
    press(app, "quit")
    assert not app.running


def test_kiosk_hides_quit_and_settings_and_only_ctrl_shift_q_leaves():
    a = make_app([toy_entry()], kiosk=True)
    a.push(BoxScene(a))
    run(a)
    assert not button(a.stack.top, "quit").visible
    assert not button(a.stack.top, "settings").visible
    a.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert a.running
    key(a, pygame.K_q, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert not a.running
    pygame.quit()


def test_finger_taps_work_like_clicks(app):
    b = button(app.stack.top, "game:toy")
    tap(app, b.rect.center, frames=2)
    assert isinstance(app.stack.top, SetupScene)


def test_setup_start_play_and_computer_answers(app):
    play = start_toy(app, ("human", "easy"))
    assert play.match.players == ["human", "easy"]
    press(app, "bid:3", frames=5)
    # the computer bid, the die was rolled, and it is the person's turn again
    assert len(play.match.actions) >= 3
    assert play.match.actor() == 0


def test_escape_opens_the_menu_and_undo_works_from_it(app):
    play = start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    assert len(play.match.actions) == 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GameMenuScene)
    press(app, "undo")
    settle(app)
    assert app.stack.top is play and len(play.match.actions) == 0
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    settle(app)
    assert len(play.match.actions) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert len(play.match.actions) == 0


def test_secret_choices_are_handed_over_between_people(app):
    play = start_toy(app, ("human", "human"))
    press(app, "bid:1", frames=2)
    assert isinstance(app.stack.top, HandOverScene)
    press(app, "ready", frames=2)
    assert app.stack.top is play and play.match.actor() == 1


def test_settings_change_language_at_once_and_are_kept(app):
    press(app, "settings")
    assert isinstance(app.stack.top, SettingsScene)
    press(app, "lang:fr")
    assert language() == "fr" and app.settings["lang"] == "fr"
    press(app, "speed:slow")
    press(app, "hl:off")
    from engine.settings import Settings
    kept = Settings()
    assert kept["lang"] == "fr" and kept["speed"] == "slow" and kept["highlight"] is False
    press(app, "back")
    assert isinstance(app.stack.top, BoxScene)


def test_continue_resumes_the_exact_position(app):
    play = start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    state = play.match.state
    key(app, pygame.K_ESCAPE)
    press(app, "box")
    assert isinstance(app.stack.top, BoxScene)
    press(app, "continue")
    settle(app)
    assert isinstance(app.stack.top, PlayScene) and app.stack.top.match.state == state


def test_a_broken_save_gives_one_message_and_a_clean_box(user_home):
    (user_home / "autosave.json").write_text("{broken")
    a = make_app([toy_entry()])
    a.push(BoxScene(a))
    run(a)
    assert isinstance(a.stack.top, MessageScene)
    assert (user_home / "autosave.bad-1.json").exists()
    press(a, "ok")
    assert isinstance(a.stack.top, BoxScene)
    pygame.quit()


def test_computer_game_reaches_the_end_screen_and_play_again(app):
    start_toy(app, ("easy", "normal"))
    for _ in range(200):
        run(app)
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    press(app, "again", frames=1)
    assert isinstance(app.stack.top, PlayScene) and len(app.stack.top.match.actions) <= 2


def test_window_resize_lays_everything_out_again(app):
    b = button(app.stack.top, "game:toy")
    before = b.rect.copy()
    app.screen = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    run(app, 15)  # the layout follows once the drag has paused (engine.app.SETTLE_S)
    assert b.rect != before and b.rect.width > before.width


def test_f11_toggles_full_screen_and_m_mutes(app):
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings["fullscreen"]
    key(app, pygame.K_F11)
    assert not app.fullscreen
    key(app, pygame.K_m)
    assert app.settings["mute"] is True


def test_the_last_frame_of_an_animation_is_drawn_and_idle_screens_do_not_redraw(app):
    from engine.anim import Tween
    play = start_toy(app, ("human", "human"))
    draws = []
    real = app.draw
    app.draw = lambda: (draws.append(1), real())
    for _ in range(5):          # idle: nothing moves, no input
        app.frame(1 / 60)
    assert draws == []
    play.timeline.speed = 1.0
    play.timeline.add(Tween(0.05))
    for _ in range(10):
        app.frame(1 / 60)
    assert not play.timeline.running()
    n = len(draws)
    assert n >= 3               # frames while it moved, plus the one showing where it ended
    for _ in range(5):
        app.frame(1 / 60)
    assert len(draws) == n


def test_going_back_to_the_box_keeps_a_message_the_box_shows(app, user_home):
    start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    from engine import saves
    saves.flush()
    (user_home / "autosave.json").write_text("{broken")
    key(app, pygame.K_ESCAPE)
    press(app, "box")
    assert isinstance(app.stack.top, MessageScene)


def test_escape_on_the_end_screen_shows_the_board(app):
    start_toy(app, ("easy", "easy"))
    for _ in range(300):
        run(app)
        if isinstance(app.stack.top, EndScene):
            break
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PlayScene)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080)])
def test_the_volume_shows_as_five_steps_on_the_sound_button(size, monkeypatch):
    # One thin yellow bar under the button, on its shadow, looked like a stray line, and the -
    # and + were drawn a few pixels tall: now pictures, and a gauge of one block per press
    # along the foot of the button's face, under its speaker.
    from engine import assets
    from engine.ui import theme
    app = make_app([toy_entry()], size=size)
    app.push(BoxScene(app))
    run(app)
    press(app, "settings")
    scene = app.stack.top
    assert (button(scene, "vol:down").icon, button(scene, "vol:up").icon) == ("ui/minus",
                                                                             "ui/plus")
    app.settings["volume"] = 1.0
    press(app, "vol:down")
    press(app, "vol:down")
    mute = button(scene, "mute").rect
    lit, blocks = [], []
    real = pygame.draw.rect

    def rect(surface, colour, box, *a, **k):
        box = pygame.Rect(box)
        if not a and mute.contains(box) and box.height < mute.height // 4:
            lit.append(tuple(colour)[:3] == tuple(theme.YELLOW)[:3])
            blocks.append(box)
        return real(surface, colour, box, *a, **k)
    monkeypatch.setattr(pygame.draw, "rect", rect)
    scene.draw(pygame.Surface(app.size))
    assert lit == [True, True, True, False, False], lit        # 0.6 of the way: 3 of 5
    size_ = int(min(mute.width, mute.height) * 0.66)
    speaker = assets.sprite(button(scene, "mute").icon, (size_, size_))
    drawn = speaker.get_bounding_rect().move(speaker.get_rect(center=mute.center).topleft)
    assert not any(block.colliderect(drawn) for block in blocks), (blocks, drawn)
    pygame.quit()
