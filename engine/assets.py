"""Sprites and fonts. SVG sprites are rasterised at the size they are drawn and cached per size,
so they stay sharp from 1024x768 to 3840x2160. Every cache here lives in engine.cache's one byte
budget, least recently used first out."""
import io
import os

import pygame

from engine import cache, paths

FONT_FILES = {False: "Andika-Regular.ttf", True: "Andika-Bold.ttf"}


def sprite(name, size):
    """sprites/<name>.svg rasterised to fit `size` (w, h) keeping its aspect ratio.
    A missing or broken file gives a visible magenta square rather than a crash."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = ("sprite", name, w, h)
    surf = cache.get(key)
    if surf is not None:
        return surf
    path = paths.asset("sprites", name + ".svg")
    try:
        surf = pygame.image.load_sized_svg(path, (w, h))
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((204, 0, 204, 160))
    return cache.put(key, surf)


ROTATION_STEP = 30  # degrees: spinning things turn in steps, and each step is rotated only once


def sprite_rotated(name, size, angle):
    """The sprite turned by `angle` degrees, rounded to ROTATION_STEP and cached: rotating big
    surfaces every frame is the costliest thing a 4K frame could do."""
    step = int(round(angle / ROTATION_STEP)) % (360 // ROTATION_STEP)
    if step == 0:
        return sprite(name, size)
    key = ("rotated", name, int(size[0]), int(size[1]), step)
    surf = cache.get(key)
    if surf is None:
        surf = cache.put(key, pygame.transform.rotate(sprite(name, size), step * ROTATION_STEP))
    return surf


def blit_alpha(surface, img, dest, alpha):
    """Blit a cached sprite with extra transparency without copying it (the alpha is reset)."""
    if alpha >= 255:
        return surface.blit(img, dest)
    img.set_alpha(max(0, int(alpha)))
    r = surface.blit(img, dest)
    img.set_alpha(255)
    return r


def quantise(size, base, steps=8):
    """Round a growing or shrinking size to one of a few steps of `base`, so an animation
    rasterises each SVG a handful of times instead of once per frame."""
    unit = max(1.0, base / steps)
    return max(2, int(round(size / unit) * unit))


def exists(name):
    return os.path.exists(paths.asset("sprites", name + ".svg"))


_font_bytes = {}


def font_bytes(px):
    """About what a font of `px` pixels takes (its FreeType face and SDL_ttf's glyph cache),
    measured: fonts are in the same budget as surfaces, since a window dragged through many sizes
    asks for a font at each."""
    return 256 * 1024 + 16 * px * px


def font(px, bold=False):
    px = max(8, int(px))
    key = ("font", px, bold)
    f = cache.get(key)
    if f is not None and not _alive(f):
        f = None        # made before a pygame.quit() (tests, a display restarted): dead now
    if f is None:
        try:
            # The file is read once; each new size is then made from memory.
            if bold not in _font_bytes:
                with open(paths.asset("fonts", FONT_FILES[bold]), "rb") as fh:
                    _font_bytes[bold] = fh.read()
            f = pygame.font.Font(io.BytesIO(_font_bytes[bold]), px)
        except (pygame.error, FileNotFoundError, OSError):
            f = pygame.font.Font(None, px)
        cache.put(key, f, font_bytes(px))
    return f


def _alive(f):
    try:
        f.get_height()
        return True
    except pygame.error:
        return False


def clear():
    """Forget everything loaded (fonts die with pygame.quit, surfaces with the display)."""
    cache.clear()
