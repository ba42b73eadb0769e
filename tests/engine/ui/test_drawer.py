"""The move log's drawer (engine/ui/drawer.py): where a window has no room for the log panel (4:3,
portrait) the log is one button or L away in every game, and while it is open nothing reaches the
board under it."""
import random

import pygame
import pytest

from engine.i18n import tr
from engine.ui import text
from tests.games_under_test import entries, ids
from tests.helpers import button, click, key, make_app, run, start_game, toy_entry

NARROW = [(1024, 768), (1080, 1920)]


def game_with_log(entry, size, speed="instant", kiosk=False):
    """A game of `entry` with a few moves in its log, at `size`: returns (app, scene)."""
    from engine.play import PlayScene
    app = make_app([entry], size=size, speed=speed, kiosk=kiosk)
    scene = PlayScene.new(app, entry, ["human", "human"], entry.default_options(), seed=5)
    scene.maybe_hand_over = lambda seat: None
    app.push(scene)
    run(app, 2)
    rng = random.Random(5)
    for _ in range(8):
        actions = scene.legal()
        if not actions or len([e for e in scene.match.log if e[1]]) >= 4:
            break
        scene.play(rng.choice(actions))
        run(app, 3)
    return app, scene


def drawn_while(app, act):
    """The strings handed to the text renderer while `act()` runs and the app draws."""
    from engine import cache
    drawn, real = [], text.render

    def render(t, *a, **k):
        drawn.append(str(t))
        return real(t, *a, **k)
    text.render = render
    try:
        cache.clear_all()
        act()
        app.dirty = True
        run(app, 2)
    finally:
        text.render = real
    return drawn


def newest_lines(scene, count=3):
    return [tr(k, **p) for _, (k, p) in [e for e in scene.match.log if e[1]][-count:]]


@pytest.mark.parametrize("size", NARROW, ids=["4:3", "portrait"])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_the_log_button_opens_a_drawer_that_draws_the_newest_lines(entry, size):
    app, scene = game_with_log(entry, size)
    log_btn = button(scene, "log")
    assert log_btn.visible and log_btn.rect.size == button(scene, "rules").rect.size
    lines = newest_lines(scene)
    assert lines, "the game logged nothing to show"
    closed = drawn_while(app, lambda: None)
    assert tr("box.log") not in closed, "the log shows with no room for it and the drawer closed"
    opened = drawn_while(app, lambda: click(app, log_btn.rect.center))
    assert scene.drawer.is_open
    assert tr("box.log") in opened
    for line in lines:
        # A long entry wraps: its first line starts the sentence.
        assert any(len(d) > 4 and line.startswith(d) for d in opened), f"{line!r} not drawn"


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_a_click_inside_the_open_drawer_reaches_neither_the_board_nor_the_game(entry):
    app, scene = game_with_log(entry, (1024, 768))
    key(app, pygame.K_l)
    assert scene.drawer.is_open
    seen = []
    real = scene.handle
    scene.handle = lambda event: (seen.append(event), real(event))
    actions = len(scene.match.actions)
    r = scene.drawer.rect
    for fx in (0.1, 0.5, 0.9):
        for fy in (0.1, 0.5, 0.9):
            click(app, (r.x + int(r.width * fx), r.y + int(r.height * fy)), frames=2)
    assert scene.drawer.is_open
    assert not [e for e in seen if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    assert len(scene.match.actions) == actions


def test_the_drawer_closes_with_its_button_l_esc_and_a_click_outside():
    app, scene = game_with_log(toy_entry(), (1024, 768))
    log_btn = button(scene, "log")
    click(app, log_btn.rect.center)
    assert scene.drawer.is_open and log_btn.selected
    click(app, log_btn.rect.center)
    assert not scene.drawer.is_open and not log_btn.selected
    key(app, pygame.K_l)
    assert scene.drawer.is_open
    key(app, pygame.K_l)
    assert not scene.drawer.is_open
    key(app, pygame.K_l)
    key(app, pygame.K_ESCAPE)
    assert not scene.drawer.is_open
    assert app.stack.top is scene, "Esc opened the menu instead of only closing the drawer"
    key(app, pygame.K_l)
    seen = []
    real = scene.handle
    scene.handle = lambda event: (seen.append(event), real(event))
    outside = (scene.board_rect.x + 5, scene.board_rect.centery)
    assert not scene.drawer.rect.collidepoint(outside)
    click(app, outside)
    assert not scene.drawer.is_open
    assert not seen, "the click that closed the drawer went on to the board"
    click(app, outside)
    assert seen, "once closed, the board has its clicks again"


def test_a_wide_window_has_the_log_panel_and_no_drawer():
    app, scene = start_game(toy_entry(), size=(1920, 1080))
    assert scene.log_rect.width > 0
    assert not button(scene, "log").visible
    key(app, pygame.K_l)
    assert not scene.drawer.is_open


def test_in_the_class_mode_the_log_button_stays():
    app, scene = game_with_log(toy_entry(), (1024, 768), kiosk=True)
    scene.layout((1024, 768))      # the class mode's full screen is the dummy display's size
    assert button(scene, "log").visible
    assert not button(scene, "undo").visible


def test_the_drawer_slides_open_on_the_stage_clock_and_not_at_the_instant_speed():
    app, scene = game_with_log(toy_entry(), (1024, 768), speed="normal")
    key(app, pygame.K_l, frames=0)
    app.frame(1 / 60)
    assert 0 < scene.drawer.progress() < 1 and scene.animating()
    for _ in range(20):
        app.frame(1 / 60)
    assert scene.drawer.progress() == 1 and not scene.drawer.sliding()
    app, scene = game_with_log(toy_entry(), (1024, 768), speed="instant")
    key(app, pygame.K_l, frames=0)
    assert scene.drawer.progress() == 1


@pytest.mark.parametrize("size", NARROW, ids=["4:3", "portrait"])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_the_open_drawer_leaves_the_prompt_whole(entry, size):
    # Reaching the window's foot, the drawer cut the prompt under it mid-word ("Pick a tile
    # from y"): it ends over the prompt's band.
    app, scene = game_with_log(entry, size)
    click(app, button(scene, "log").rect.center)
    run(app, 2)
    assert scene.drawer.is_open
    band_top = scene.prompt_pos[1] - scene.prompt_h // 2
    assert scene.drawer.rect.bottom <= band_top, (scene.drawer.rect, band_top)
    assert scene.drawer.rect.height > size[1] // 2         # still most of the window's height
