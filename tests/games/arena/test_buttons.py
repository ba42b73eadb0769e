"""ARENA's posture cards count in pictures: footprints, swords and shields, an empty ring for each
one this fighter lacks now, and one empty ring where the posture gives none at all."""
import pygame

from games.arena import buttons


def rings_and_icons(monkeypatch, n, total):
    drawn = {"rings": 0, "icons": 0}
    real_circle, real_sprite = pygame.draw.circle, buttons.assets.sprite

    def circle(*a, **k):
        drawn["rings"] += 1
        return real_circle(*a, **k)

    def sprite(*a, **k):
        drawn["icons"] += 1
        return real_sprite(*a, **k)
    monkeypatch.setattr(pygame.draw, "circle", circle)
    monkeypatch.setattr(buttons.assets, "sprite", sprite)
    buttons.icon_row(pygame.Surface((200, 40)), buttons.ICON["attack"], n, total,
                     pygame.Rect(0, 0, 200, 40))
    return drawn


def test_a_posture_that_gives_none_shows_one_empty_ring(monkeypatch):
    assert rings_and_icons(monkeypatch, 0, 0) == {"rings": 1, "icons": 0}


def test_each_die_is_an_icon_and_each_one_lacking_an_empty_ring(monkeypatch):
    assert rings_and_icons(monkeypatch, 3, 3) == {"rings": 0, "icons": 3}
    assert rings_and_icons(monkeypatch, 1, 3) == {"rings": 2, "icons": 1}
