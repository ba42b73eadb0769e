"""ARENA's posture cards count in pictures: footprints, swords and shields, an empty ring for each
one this fighter lacks now, and one empty ring where the posture gives none at all: a dashed ring
nearly an icon's size in the rules page's ink, not a speck."""
import pygame

from engine.ui import contrast
from games.arena import buttons


def rings_and_icons(monkeypatch, n, total):
    drawn = {"rings": 0, "icons": 0}
    real_ring, real_sprite = buttons.empty_place, buttons.assets.sprite

    def ring(*a, **k):
        drawn["rings"] += 1
        return real_ring(*a, **k)

    def sprite(*a, **k):
        drawn["icons"] += 1
        return real_sprite(*a, **k)
    monkeypatch.setattr(buttons, "empty_place", ring)
    monkeypatch.setattr(buttons.assets, "sprite", sprite)
    buttons.icon_row(pygame.Surface((200, 40)), buttons.ICON["attack"], n, total,
                     pygame.Rect(0, 0, 200, 40))
    return drawn


def test_a_posture_that_gives_none_shows_one_empty_ring(monkeypatch):
    assert rings_and_icons(monkeypatch, 0, 0) == {"rings": 1, "icons": 0}


def test_each_die_is_an_icon_and_each_one_lacking_an_empty_ring(monkeypatch):
    assert rings_and_icons(monkeypatch, 3, 3) == {"rings": 0, "icons": 3}
    assert rings_and_icons(monkeypatch, 1, 3) == {"rings": 2, "icons": 1}


def test_the_empty_ring_is_nearly_an_icon_s_size_and_dark_enough_to_read():
    row = pygame.Rect(0, 0, 160, 40)
    surface = pygame.Surface(row.size)
    surface.fill(buttons.theme.PAPER)
    buttons.icon_row(surface, buttons.ICON["attack"], 0, 0, row)
    ink = pygame.mask.from_threshold(surface, buttons.EMPTY_INK, (8, 8, 8, 255))
    drawn = ink.get_bounding_rects()
    assert drawn, "no ring drawn"
    box = drawn[0].unionall(drawn[1:])
    # Each place is 40 px (the row's height): the ring spans most of it.
    assert box.w >= 0.6 * 40 and box.h >= 0.6 * 40, box
    assert contrast.ratio(buttons.EMPTY_INK, buttons.theme.PAPER) >= 4.5
