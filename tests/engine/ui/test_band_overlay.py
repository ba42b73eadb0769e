"""The band laid over the board is painted once per look and blitted: its words are fitted,
plated and outlined only when they or its size or colour change; while it fades the board shows
through, at full strength it covers it."""
import pygame
import pytest

from engine import cache
from engine.ui import banner, theme


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    cache.clear_all()
    pygame.display.set_mode((800, 600))
    yield
    pygame.display.quit()


def test_the_band_is_painted_once_per_look(monkeypatch):
    painted = []
    real = banner.paint_overlay
    monkeypatch.setattr(banner, "paint_overlay", lambda *a: (painted.append(a[4:]), real(*a)))
    screen = pygame.Surface((800, 600))
    rect, s = pygame.Rect(50, 200, 700, 160), theme.Scale((800, 600))
    for _ in range(5):
        banner.draw_overlay(screen, rect, s, 1.0, (0, 114, 178), None, "Round 2")
    assert len(painted) == 1
    banner.draw_overlay(screen, rect, s, 1.0, (0, 114, 178), None, "Round 3")
    banner.draw_overlay(screen, rect, s, 0.5, (0, 114, 178), None, "Round 3")
    assert [p[1] for p in painted] == ["Round 2", "Round 3"]


def test_a_fading_band_lets_the_board_show_through():
    rect, s = pygame.Rect(50, 200, 700, 160), theme.Scale((800, 600))
    seen = {}
    for alpha in (1.0, 0.5):
        screen = pygame.Surface((800, 600))
        screen.fill((255, 255, 255))
        banner.draw_overlay(screen, rect, s, alpha, (0, 0, 0), None, "Round 2")
        seen[alpha] = screen.get_at((rect.x + 10, rect.bottom - 10))[:3]
    assert seen[1.0] == (0, 0, 0)
    assert 100 < seen[0.5][0] < 160
