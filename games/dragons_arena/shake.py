"""A person shaking the arena's lid with the mouse: pressed on the lid, moved about, let go. A part
of the scene of its own: it keeps the rattle playing while the mouse shakes, how far the mouse
has travelled and how far aside the lid is pulled (the table draws it there)."""
import math

import pygame

from engine import sound


class Shaker:
    def __init__(self):
        self.held = None        # the shake in progress: distance, last position, offset, channel

    @property
    def offset(self):
        """How far aside the mouse pulls the lid now (pixels), or None when nobody shakes."""
        return self.held["offset"] if self.held else None

    def stop(self):
        if self.held:
            sound.stop(self.held.get("channel"))
        self.held = None

    def handle(self, event, lid):
        """Follow the mouse pressed on the lid (`lid`, a rect). Returns the distance the mouse
        shook (pixels) when it is let go, else None."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                lid.collidepoint(event.pos):
            self.held = {"distance": 0.0, "last": event.pos, "offset": 0,
                         "channel": sound.play("rattle", loops=-1)}
        elif event.type == pygame.MOUSEMOTION and self.held:
            last = self.held["last"]
            dx, dy = event.pos[0] - last[0], event.pos[1] - last[1]
            self.held["distance"] += math.hypot(dx, dy)
            self.held["offset"] = max(-40, min(40, self.held["offset"] + dx))
            self.held["last"] = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and self.held:
            shake, self.held = self.held, None
            sound.stop(shake.get("channel"))
            return shake["distance"]
        return None
