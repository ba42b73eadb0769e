"""Small drawing effects shared by every game: outlined text, arrows, and the motion curves of a
slide, a fly (an arc), a pop, a fade and a shake. Each motion is a pure function of the progress t
in [0, 1] (a tween's `t` or `raw`), so a scene reads its tween and draws.

    x, y = slide(start, end, tw.t)
    x, y = fly(start, end, tw.raw, height=cell)      # an arc, highest halfway
    scale = pop(tw.raw); alpha = fade(tw.raw); dx = shake(tw.raw, 12)
    outlined(surface, "7", px, theme.WHITE, center=(x, y))
"""
import math

import pygame

from engine.anim import back_out, lerp2
from engine.ui import text, theme


def slide(start, end, t):
    return lerp2(start, end, t)


def fly(start, end, t, height):
    """Along an arc `height` pixels above the straight line, highest halfway."""
    x, y = lerp2(start, end, t)
    return x, y - height * 4 * t * (1 - t)


def pop(t):
    """A scale that grows past full size and settles: for things appearing."""
    return back_out(t)


def fade(t, fade_in=0.2, fade_out=0.2):
    """Opacity 0..255 rising over the first fade_in and falling over the last fade_out of t."""
    a = 1.0
    if fade_in and t < fade_in:
        a = t / fade_in
    if fade_out and t > 1 - fade_out:
        a = min(a, (1 - t) / fade_out)
    return int(255 * max(0.0, min(1.0, a)))


def shake(t, amplitude, cycles=6):
    """A side-to-side offset that dies down."""
    return math.sin(t * cycles * 2 * math.pi) * amplitude * (1 - t)


def outlined(surface, msg, px, color, outline=theme.INK, **anchor):
    """Bold text with a dark outline: readable over boards, pictures and every seat colour."""
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (-2, -2), (2, 2)):
        pos = {k: (v[0] + dx, v[1] + dy) for k, v in anchor.items()}
        text.draw(surface, msg, px, outline, bold=True, **pos)
    return text.draw(surface, msg, px, color, bold=True, **anchor)


def arrow(surface, start, end, color, width):
    """A thick horizontal-headed arrow from start to end, outlined in ink."""
    pygame.draw.line(surface, theme.INK, start, end, width + 6)
    pygame.draw.line(surface, color, start, end, width)
    dx = 1 if end[0] >= start[0] else -1
    head = width * 2
    pts = [(end[0] + dx * head // 2, end[1]), (end[0] - dx * head, end[1] - head),
           (end[0] - dx * head, end[1] + head)]
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 3)
