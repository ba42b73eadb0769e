"""The replay's timeline (engine/replay_timeline.py): its pictures stand inside the band."""
import pygame
import pytest

from engine.replay import Mark
from engine.replay_timeline import Timeline
from engine.ui import theme


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
def test_the_first_and_last_pictures_stand_inside_the_bands_border(size, monkeypatch):
    # The flag at the end, over the track's end, ran onto the band's rounded border.
    pygame.init()
    s = theme.Scale(size)
    marks = [Mark(0, "event", 0, "ui/finish"), Mark(9, "result", 1, None),
             Mark(10, "end", None, None)]
    line = Timeline(marks, 11, lambda seat: {"color": "#0072B2"})
    band = pygame.Rect(s(20), size[1] - s(140), size[0] - s(40), s(theme.BUTTON_SMALL))
    line.place(band, s)
    placed = []
    real = pygame.Surface.blit

    class Screen(pygame.Surface):
        def blit(self, src, dest, *a, **k):
            rect = real(self, src, dest, *a, **k)
            placed.append(rect)
            return rect
    line.draw(Screen(size), 5)
    assert placed
    inside = band.inflate(-2 * s(10), -6)         # clear of the border and its round corners
    for rect in placed:
        assert inside.contains(rect), (rect, band)
