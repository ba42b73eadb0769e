"""A button is painted once per look into a picture and blitted: the same pixels as painting it
where it stands, painted again when its look (hover, chosen, enabled, words) changes."""
import pygame
import pytest

from engine import cache
from engine.ui import widgets


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    cache.clear_all()
    pygame.display.set_mode((1280, 720))
    yield
    pygame.display.quit()


def button():
    b = widgets.Button(None, icon="ui/undo", label="Again", raw=True)
    b.rect = pygame.Rect(200, 150, 300, 120)
    return b


def test_the_blitted_picture_is_the_button_painted_where_it_stands():
    b = button()
    for chosen in (False, True):
        b.selected = chosen
        blitted, painted = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        b.draw(blitted)
        b.paint(painted)
        area = b.rect.inflate(40, 40)
        assert pygame.image.tobytes(blitted.subsurface(area), "RGB") == \
            pygame.image.tobytes(painted.subsurface(area), "RGB")


def test_a_button_is_painted_once_per_look(monkeypatch):
    b = button()
    painted = []
    real = b.paint
    monkeypatch.setattr(b, "paint", lambda surface: (painted.append(b.hover), real(surface)))
    screen = pygame.Surface((1280, 720))
    for _ in range(4):
        b.draw(screen)
    assert painted == [False]
    b.hover = True
    b.draw(screen)
    b.draw(screen)
    assert painted == [False, True]
    b.enabled = False
    b.draw(screen)
    assert len(painted) == 3
