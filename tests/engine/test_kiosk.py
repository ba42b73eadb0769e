"""The class mode (--kiosk, or the classroom preset a teacher sets once in Settings): full screen
that F11 does not leave, no mute on M, no Quit / Settings / Undo / Redo / Hint for the children,
the teacher's keys, and the preset kept in the settings so the box started normally behaves the
same."""
import pygame

from engine.settings import Settings
from tests.helpers import button, key, make_app, press, run, start_game, toy_entry

TEACHER = pygame.KMOD_CTRL | pygame.KMOD_SHIFT


def kiosk_game():
    """Two people at the toy game in the class mode (no hand-over screen in the way)."""
    from engine.play import PlayScene
    app = make_app([toy_entry()], kiosk=True)
    app.open("box")
    play = PlayScene.new(app, toy_entry(), ["human", "human"], toy_entry().default_options(), 3)
    play.maybe_hand_over = lambda seat: None
    app.push(play)
    run(app)
    return app, play


def test_kiosk_starts_in_full_screen_and_f11_m_and_closing_do_not_leave_it():
    app = make_app([toy_entry()], kiosk=True)
    app.open("box")
    run(app)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_m)
    assert app.settings["mute"] is False
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert app.running
    key(app, pygame.K_q, TEACHER)
    assert not app.running


def test_in_a_kiosk_game_undo_redo_and_hint_are_the_teachers():
    app, play = kiosk_game()
    for name in ("undo", "redo", "hint"):
        assert not button(play, name).visible, f"{name} shows in the class mode"
    assert button(play, "menu").visible and not button(play, "rules").visible
    press(app, "bid:2")
    moves = len(play.match.actions)
    assert moves == 1 and play.match.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(play.match.actions) == moves, "Ctrl+Z undid a move in the class mode"
    key(app, pygame.K_h)
    assert not play.computers.hint_pending(), "H asked for a hint in the class mode"
    key(app, pygame.K_LEFT, TEACHER)
    assert len(play.match.actions) < moves, "the teacher's Ctrl+Shift+Left did not undo"
    key(app, pygame.K_RIGHT, TEACHER)
    assert len(play.match.actions) == moves


def test_the_kiosk_menu_offers_only_resume_nothing_that_leaves_the_game():
    app, play = kiosk_game()
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    for name in ("undo", "redo", "settings", "rules", "restart", "box"):
        assert not button(menu, name).visible, f"{name} shows in the class mode's menu"
    assert button(menu, "resume").visible
    press(app, "resume")
    assert app.stack.top is play


def test_outside_kiosk_the_menu_keeps_rules_restart_and_back_to_the_box():
    app, play = start_game(toy_entry(), players=("human", "easy"))
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    for name in ("rules", "restart", "box", "settings", "undo"):
        assert button(menu, name).visible, name


def test_in_kiosk_f1_opens_no_rules_but_the_teachers_ctrl_shift_r_does():
    app, play = kiosk_game()
    key(app, pygame.K_F1)
    assert app.stack.top is play, "F1 opened the rules book in the class mode"
    key(app, pygame.K_r)
    assert app.stack.top is play
    key(app, pygame.K_r, TEACHER)
    assert type(app.stack.top).__name__ == "RulesScene"


def test_the_teachers_keys_restart_after_asking_and_go_back_to_the_box():
    app, play = kiosk_game()
    press(app, "bid:2")
    key(app, pygame.K_n, pygame.KMOD_CTRL)
    assert app.stack.top is play, "Ctrl+N alone is not the teacher's key"
    key(app, pygame.K_n, TEACHER)
    assert type(app.stack.top).__name__ == "ConfirmScene"
    press(app, "ok", frames=2)
    from engine.play import PlayScene
    fresh = next(sc for sc in app.stack.scenes if isinstance(sc, PlayScene))
    assert fresh is not play and not fresh.match.actions, "the game did not restart"
    if app.stack.top is not fresh:
        press(app, "ready")     # the new game's hand-over screen
    key(app, pygame.K_b, TEACHER)
    assert type(app.stack.top).__name__ == "BoxScene"


def test_kiosk_turns_on_everything_the_classroom_preset_does_for_this_run_only(user_home):
    from engine.settings import classroom_preset
    app = make_app([toy_entry()], kiosk=True, speed="normal")
    for k, v in classroom_preset(True).items():
        assert app.settings[k] == v, k
    assert app.settings["voice"] is True, "--kiosk alone left the counting voice off"
    entry = toy_entry()
    assert app.open("setup", entry).options["target"] == 9, "no classroom option values"
    # Never written: the box started without --kiosk is as the teacher left it.
    app.settings["volume"] = 0.5
    again = Settings()
    assert again["voice"] is False and again["classroom"] is False and again["volume"] == 0.5
    # The teacher turning the voice off in Settings wins over the run's preset.
    app.settings["voice"] = False
    assert app.settings["voice"] is False


def test_outside_kiosk_the_chrome_keeps_undo_redo_and_hint():
    app, play = start_game(toy_entry(), players=("human", "easy"))
    for name in ("undo", "redo", "hint"):
        assert button(play, name).visible
    key(app, pygame.K_s, TEACHER)
    assert app.stack.top is play, "Ctrl+Shift+S opened Settings outside the class mode"


def test_the_teacher_opens_settings_with_ctrl_shift_s():
    app = make_app([toy_entry()], kiosk=True)
    app.open("box")
    run(app)
    assert not button(app.stack.top, "settings").visible
    key(app, pygame.K_s, TEACHER)
    assert type(app.stack.top).__name__ == "SettingsScene"


def test_the_classroom_preset_is_set_once_and_kept(user_home):
    app = make_app([toy_entry()])
    app.open("box")
    app.open("settings")
    run(app)
    assert not app.kiosk and not app.fullscreen
    press(app, "class:on")
    st = app.settings
    assert st["classroom"] and st["voice"] and st["speed"] == "normal"
    assert app.kiosk and app.fullscreen
    assert not button(app.stack.top, "full:off").enabled
    # Kept: the box started normally (no --kiosk) behaves as the class mode.
    again = Settings()
    assert again["classroom"] is True and again["voice"] is True
    from engine.app import App
    later = App([toy_entry()], again, fullscreen=False)
    assert later.kiosk and later.fullscreen
    # And the teacher turns it off the same way.
    press(app, "class:off")
    assert not app.kiosk and Settings()["classroom"] is False


def test_options_start_at_their_classroom_value_only_under_the_preset():
    entry = toy_entry()
    assert entry.classroom_options() == {"target": 9}
    app = make_app([entry])
    assert app.open("setup", entry).options["target"] == 6
    app.settings["classroom"] = True
    assert app.open("setup", entry).options["target"] == 9


def test_a_stored_classroom_or_voice_setting_of_the_wrong_type_is_dropped(user_home):
    (user_home / "settings.json").write_text(
        '{"version": 1, "classroom": "yes", "voice": 1, "speed": "normal"}')
    st = Settings()
    assert st["classroom"] is False and st["voice"] is False
