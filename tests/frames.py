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


_scratches = {}


def over_static(static):
    """A copy of `static` to draw a whole layer on, compared at once and then drawn over: the same
    surface each time, since these checks draw a whole layer every frame and a fresh 1280x720
    copy each time cost more in page faults than the drawing."""
    key = (static.get_size(), static.get_bitsize(), static.get_masks(), static.get_flags())
    if key not in _scratches:
        _scratches.clear()
        _scratches[key] = static.copy()
    surface = _scratches[key]
    surface.blit(static, (0, 0))
    return surface


def drawn_whole(scene):
    """The game's part of `scene`'s backdrop layer drawn whole over the static layer, what the
    scene's regions (engine.ui.regions) record of the cached layer left as it was: the picture
    the cached layer, drawn by region, must equal."""
    static = scene.layer("static", tuple(scene.size), lambda old: None)
    surface = over_static(static)
    drawn = dict(scene.regions.drawn)
    scene.draw_backdrop(surface)
    scene.regions.drawn = drawn
    return surface


def pixels(surface, rect):
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def region_area(scene, layer):
    """Where the game's part of the layer lies (every region's rectangles), below the top bar,
    whose buttons the engine draws into the layer too."""
    rs = [r for name in scene.regions.rects for r in scene.regions.areas(name)]
    below = pygame.Rect(0, scene.bar.bottom, layer.get_width(), layer.get_height())
    return rs[0].unionall(rs[1:]).clip(layer.get_rect()).clip(below)


def settled(app, scene):
    """The layer drawn and nothing moving: every region of the scene drawn with the key of now."""
    from engine.ui.chrome import rects
    run(app, 3)
    frame(app)
    scene.backdrop_key()
    assert rects(scene.regions.dirty()) == []


def clips_drawn(scene):
    """A list that gets the clip of each drawing of `scene`'s backdrop (one per area drawn)."""
    clips = []
    real = scene.draw_backdrop

    def recorded(surface):
        clips.append(surface.get_clip())
        return real(surface)
    scene.draw_backdrop = recorded
    return clips


def layer_is_whole(scene):
    """Whether `scene`'s cached backdrop layer, drawn by region, shows what the layer drawn
    whole would, over the game's part."""
    layer = scene.backdrop_layer()
    area = region_area(scene, layer)
    return pixels(layer, area) == pixels(drawn_whole(scene), area)


def touch_draws_nothing(app, scene):
    """Whether a stage touch that shows nothing new leaves the backdrop undrawn (each region is
    keyed on what it shows, never on the stage's counter)."""
    calls = count_backdrops(scene)
    scene.stage.touch()
    frame(app)
    return calls == []
