"""Helpers for the tests of a scene's cached backdrop (engine/ui/chrome.py backdrop_layer): count
the times the game's backdrop is drawn, and read what a frame shows in a rectangle."""
import hashlib

import pygame

from tests.helpers import run


def count_backdrops(scene):
    """A list that gets one entry each time `scene` draws its backdrop."""
    calls = []
    real = scene.draw_backdrop

    def counted(surface):
        calls.append(1)
        return real(surface)
    scene.draw_backdrop = counted
    return calls


def shot(app, rect, frames=1):
    """The pixels of `rect` after `frames` more frames (a full draw each)."""
    app.dirty = True
    run(app, frames)
    return pygame.image.tobytes(app.target.subsurface(pygame.Rect(rect)), "RGB")


def hover(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])


def frame(app):
    """A fingerprint of the frame on screen, drawn anew."""
    app.dirty = True
    run(app, 1)
    return hashlib.sha1(pygame.image.tobytes(app.target, "RGB")).hexdigest()


def motion(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])


def redrawn(app, calls, change):
    """(backdrop draws, frame changed) when `change()` is made between two frames."""
    before = frame(app)
    calls.clear()
    change()
    after = frame(app)
    return len(calls), after != before
