"""A picture tile for grown-ups (a deck's portrait with its name) never cuts its name at the
edges: a long name goes on two lines before it shrinks past readability."""
import pygame
import pytest

from engine.ui import widgets


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1024, 768))
    yield
    pygame.display.quit()


def captions(button, size):
    drawn = []
    real = button.caption

    def spy(surface, label, px, **anchor):
        rect = real(surface, label, px, **anchor)
        drawn.append((label, px, rect))
        return rect
    button.caption = spy
    surface = pygame.Surface((1024, 768))
    button.rect = pygame.Rect((300, 200), size)
    button.paint(surface)       # where it stands (draw() paints a picture once and blits it)
    return drawn


def test_a_long_adult_name_wraps_inside_its_tile():
    b = widgets.Button(None, picture="guardians-arena/tile", label="Les Marche-Racines", raw=True,
                       adult=True)
    drawn = captions(b, (110, 95))
    assert len(drawn) == 2, "two lines"
    for _, px, rect in drawn:
        assert b.rect.left <= rect.left and rect.right <= b.rect.right
        assert px >= 11


def test_a_short_adult_name_keeps_one_line():
    b = widgets.Button(None, picture="guardians-arena/tile", label="Au hasard", raw=True,
                       adult=True)
    drawn = captions(b, (110, 95))
    assert [d[0] for d in drawn] == ["Au hasard"]
