"""Sprites and fonts. SVG sprites are rasterised at the size they are drawn and cached per size,
so they stay sharp from 1024x768 to 3840x2160."""
import io
import os

import pygame

from engine import cache, paths

_sprites = cache.Cache("sprites")
_fonts = {}
FONT_FILES = {False: "Andika-Regular.ttf", True: "Andika-Bold.ttf"}


def sprite(name, size):
    """sprites/<name>.svg rasterised to fit `size` (w, h) keeping its aspect ratio.
    A missing or broken file gives a visible magenta square rather than a crash."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    surf = _sprites.get(key)
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
    return _sprites.put(key, surf)


_rotated = cache.Cache("rotations")
ROTATION_STEP = 30  # degrees: spinning things turn in steps, and each step is rotated only once


def sprite_rotated(name, size, angle):
    """The sprite turned by `angle` degrees, rounded to ROTATION_STEP and cached: rotating big
    surfaces every frame is the costliest thing a 4K frame could do."""
    step = int(round(angle / ROTATION_STEP)) % (360 // ROTATION_STEP)
    if step == 0:
        return sprite(name, size)
    key = (name, int(size[0]), int(size[1]), step)
    surf = _rotated.get(key)
    if surf is None:
        surf = _rotated.put(key, pygame.transform.rotate(sprite(name, size), step * ROTATION_STEP))
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


def font(px, bold=False):
    px = max(8, int(px))
    key = (px, bold)
    f = _fonts.get(key)
    if f is None:
        try:
            # The file is read once; each new size is then made from memory.
            if bold not in _font_bytes:
                with open(paths.asset("fonts", FONT_FILES[bold]), "rb") as fh:
                    _font_bytes[bold] = fh.read()
            f = pygame.font.Font(io.BytesIO(_font_bytes[bold]), px)
        except (pygame.error, FileNotFoundError, OSError):
            f = pygame.font.Font(None, px)
        _fonts[key] = f
    return f


def clear():
    """Forget everything loaded (fonts die with pygame.quit, surfaces with the display)."""
    _sprites.clear()
    _rotated.clear()
    _fonts.clear()
