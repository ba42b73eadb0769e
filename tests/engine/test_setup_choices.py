"""The setup screen at every seat count: every button on screen and apart from every other (in any
direction, not only along a row), every level of every seat reachable by a click, the chosen ones
marked by a tick (a shape, not only a colour), and Start seating exactly what was chosen."""
import pygame
import pytest

from engine import screens
from engine.ai import PLAYER_LEVELS
from engine.ui import classroom, theme, widgets
from tests.helpers import make_app, press, run, toy_entry

SIZES = [(1920, 1080), (1024, 768), (1280, 720)]


def gap_between(a, b):
    """The empty space between two rectangles (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def setup_at(size, seats):
    app = make_app([toy_entry()], size=size)
    scene = app.open("setup", toy_entry())
    press(app, f"count:{seats}")
    assert len(scene.players) == seats
    return app, scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
def test_every_pair_of_buttons_is_apart(size, seats):
    app, scene = setup_at(size, seats)
    need = theme.Scale(size)(theme.GAP)          # 16 px at 1080p, scaled like everything else
    shown = [b for b in scene.group.buttons if b.visible]
    screen = pygame.Rect((0, 0), size)
    for b in shown:
        assert screen.contains(b.rect), (b.name, b.rect)
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert gap_between(a.rect, b.rect) >= need, (a.name, a.rect, b.name, b.rect)
    pygame.quit()


def test_the_gap_measure_can_fail():
    a = pygame.Rect(0, 0, 100, 100)
    assert gap_between(a, pygame.Rect(110, 0, 50, 50)) == 10
    assert gap_between(a, pygame.Rect(0, 130, 50, 50)) == 30
    assert gap_between(a, pygame.Rect(50, 50, 100, 100)) == 0


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_level_of_every_seat_is_one_click_away_and_shown_by_a_tick(size, monkeypatch):
    ticked = []
    real = widgets.draw_tick_badge
    monkeypatch.setattr(widgets, "draw_tick_badge",
                        lambda surface, rect, radius: (ticked.append(pygame.Rect(rect)),
                                                       real(surface, rect, radius)))
    app, scene = setup_at(size, 6)
    kinds = ("human",) + PLAYER_LEVELS
    chosen = [kinds[(seat + 1) % len(kinds)] for seat in range(6)]
    for seat, kind in enumerate(chosen):
        press(app, f"seat:{seat}:{kind}", frames=1)
    assert scene.players == chosen
    ticked.clear()
    run(app, 1)
    with classroom.record():    # buttons painted where they stand, not blitted from pictures
        app.draw()
    for seat, row in enumerate(scene.seat_buttons):
        for kind, b in row:
            assert b.selected == (kind == chosen[seat])
            drawn = any(b.rect.colliderect(r) for r in ticked)
            assert drawn == b.selected, f"seat {seat} {kind}: tick {drawn}, chosen {b.selected}"
    press(app, "start", frames=1)
    while isinstance(app.stack.top, screens.get("handover")):
        press(app, "ready", frames=1)
    play = app.stack.top
    assert isinstance(play, screens.get("play")) and play.match.players == chosen
    pygame.quit()
