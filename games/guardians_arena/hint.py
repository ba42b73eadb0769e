"""Guardians Arena's hint (the bulb, or H): the suggested action's places ringed in sky blue, each
with the number of its click (1, 2, ...), or the Pass button ringed. Drawn over the table every
frame; cleared by the engine after the next move.

A part of the scene of its own: it holds the places of the action suggested; the scene says where
a place is on the screen now (`rect_of`)."""
import pygame

from engine.ui import text, theme
from games.guardians_arena.view_steps import clicks

HINT = (86, 180, 233)       # Okabe-Ito sky blue; the numbers say the order, not the colour


class HintRings:
    def __init__(self):
        self.places = ()    # the hinted action's clicks in order: click keys, or "pass"

    def show(self, action, seat):
        """Ring the places of `action` for `seat` to click (None: no hint)."""
        if action is None or seat is None or seat < 0:
            self.places = ()
        else:
            steps = clicks(action, seat)
            self.places = ("pass",) if steps is None else tuple(steps)

    def draw(self, surface, s, rect_of):
        """Each place found on the screen (`rect_of(place)`: its rect, or None) ringed, numbered
        when there are several."""
        w = max(4, s(8))
        for n, place in enumerate(self.places, 1):
            r = rect_of(place)
            if r is None:
                continue
            ring = r.inflate(3 * w, 3 * w)
            pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), w + 4, border_radius=2 * w)
            pygame.draw.rect(surface, HINT, ring, w, border_radius=2 * w)
            if len(self.places) > 1:
                d = max(20, s(44))
                disc = pygame.Rect(0, 0, d, d)
                disc.center = ring.topleft
                pygame.draw.ellipse(surface, theme.INK, disc.inflate(4, 4))
                pygame.draw.ellipse(surface, HINT, disc)
                text.draw(surface, str(n), int(d * 0.6), theme.INK, bold=True,
                          center=disc.center)
