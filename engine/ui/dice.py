"""Dice on screen: a die face with pips, drawn as vectors at any size or from a game's sprite, and
the face a tumbling die shows, changing at most three times a second whatever the speed setting
(the classroom rule on flashes).

    draw_pips(surface, rect, 5, face=theme.PAPER, pip=theme.INK)
    draw_sprite_die(surface, "dragons-arena/die-fire-3", center, size, angle=30, alpha=255)
    face = tumble_face(tw.raw * tw.duration * speed, seed=i, final=value)
"""
import random

import pygame

from engine import assets
from engine.ui import theme

MAX_FACE_CHANGES_PER_SECOND = 3

# Pip centres as fractions of the die's face: those of the box's die sprites (sprites/ui/die-N.svg),
# so a pip drawn or lit here falls on the sprite's pip.
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.72, 0.28), (0.28, 0.72)],
    3: [(0.72, 0.28), (0.5, 0.5), (0.28, 0.72)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
    6: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.5), (0.72, 0.5), (0.28, 0.72), (0.72, 0.72)],
}
PIP_RADIUS = 0.09   # of the face's width, as on the sprites


def pip_centres(rect, value):
    """Where the pips of `value` (1..6) sit inside rect."""
    return [(int(rect.x + fx * rect.width), int(rect.y + fy * rect.height))
            for fx, fy in PIPS[value]]


def draw_pips(surface, rect, value, face=theme.PAPER, pip=theme.INK, border=theme.INK, lit=None):
    """A die: rounded face, ink border, pips. `lit` = how many pips are lit (counting shows);
    unlit pips are drawn as rings, so lit and unlit differ by shape, not by colour alone."""
    rect = pygame.Rect(rect)
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, max(2, rect.width // 24), border_radius=radius)
    r = max(2, int(rect.width * PIP_RADIUS))
    for k, c in enumerate(pip_centres(rect, value)):
        if lit is None or k < lit:
            pygame.draw.circle(surface, pip, c, r)
        else:
            pygame.draw.circle(surface, pip, c, r, max(1, r // 3))


def draw_sprite_die(surface, name, center, size, angle=0.0, alpha=255):
    size = max(4, int(size))
    if angle:
        img = assets.sprite_rotated(name, (size, size), angle)
    else:
        img = assets.sprite(name, (size, size))
    assets.blit_alpha(surface, img, img.get_rect(center=(int(center[0]), int(center[1]))), alpha)


def tumble_face(real_seconds, seed=0, final=None, settle=0.0):
    """The face a tumbling die shows after `real_seconds` of tumbling: a new face at most
    MAX_FACE_CHANGES_PER_SECOND times a second; `final` once the tumble is settled (settle > 0:
    the real time from which the final face shows)."""
    if final is not None and settle and real_seconds >= settle:
        return final
    k = int(real_seconds * MAX_FACE_CHANGES_PER_SECOND)
    return random.Random(seed * 7919 + k).randint(1, 6)
