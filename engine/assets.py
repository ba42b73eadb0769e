"""Sprites and fonts. SVG sprites are rasterised at the size they are drawn and cached per size,
so they stay sharp from 1024x768 to 3840x2160."""
import os
from collections import OrderedDict

import pygame

from engine import paths

_sprites = OrderedDict()
_fonts = {}
MAX_CACHED = 600
FONT_FILES = {False: "Andika-Regular.ttf", True: "Andika-Bold.ttf"}


def sprite(name, size):
    """sprites/<name>.svg rasterised to fit `size` (w, h) keeping its aspect ratio.
    A missing or broken file gives a visible magenta square rather than a crash."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    surf = _sprites.get(key)
    if surf is not None:
        _sprites.move_to_end(key)
        return surf
    path = paths.asset("sprites", name + ".svg")
    try:
        surf = pygame.image.load_sized_svg(path, (w, h))
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
    except (pygame.error, FileNotFoundError, OSError):
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((204, 0, 204, 160))
    _sprites[key] = surf
    if len(_sprites) > MAX_CACHED:
        _sprites.popitem(last=False)
    return surf


def exists(name):
    return os.path.exists(paths.asset("sprites", name + ".svg"))


def font(px, bold=False):
    px = max(8, int(px))
    key = (px, bold)
    f = _fonts.get(key)
    if f is None:
        path = paths.asset("fonts", FONT_FILES[bold])
        try:
            f = pygame.font.Font(path, px)
        except (pygame.error, FileNotFoundError, OSError):
            f = pygame.font.Font(None, px)
        _fonts[key] = f
    return f


def clear():
    """Forget everything loaded (fonts die with pygame.quit, surfaces with the display)."""
    _sprites.clear()
    _fonts.clear()
