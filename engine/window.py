"""The window's sizes, pure arithmetic and one allocator setting: what scenes are laid out for in a
window of any size (engine.app keeps windows smaller than LAYOUT_MIN, larger than MAX_PIXELS or
stranger in shape than MIN/MAX_ASPECT at the nearest size inside those bounds, shown scaled), and
how freed surfaces go back to the system."""
import ctypes
import ctypes.util
import math

import pygame

MIN_SIZE = (800, 600)
DEFAULT_SIZE = (1280, 720)
LAYOUT_MIN = MIN_SIZE
MAX_PIXELS = 3840 * 2160
MIN_ASPECT, MAX_ASPECT = 1 / 3, 4.0   # portrait tablets to 32:9 screens; beyond, bars


def layout_size(window):
    """The size scenes are laid out for in a window of size `window`."""
    w, h = max(1, window[0]), max(1, window[1])
    if w / h > MAX_ASPECT:
        w = h * MAX_ASPECT
    elif w / h < MIN_ASPECT:
        h = w / MIN_ASPECT
    f = max(1.0, LAYOUT_MIN[0] / w, LAYOUT_MIN[1] / h)
    if f * f * w * h > MAX_PIXELS:
        f = math.sqrt(MAX_PIXELS / (w * h))
    return max(1, int(round(w * f))), max(1, int(round(h * f)))


def fit_rect(inner, outer):
    """The largest rect of `inner`'s shape centred in a window of size `outer`."""
    f = min(outer[0] / inner[0], outer[1] / inner[1])
    r = pygame.Rect(0, 0, max(1, int(inner[0] * f)), max(1, int(inner[1] * f)))
    r.center = (outer[0] // 2, outer[1] // 2)
    return r


M_MMAP_THRESHOLD = -3
BIG_BLOCK = 1024 * 1024


def _malloc_trim():
    """Give the freed pages of big surfaces back to the system (glibc only; elsewhere nothing).
    Blocks of BIG_BLOCK or more (surfaces, nearly all) are given their own pages, returned when
    freed: glibc otherwise raises that threshold up to 32 MB as big blocks come and go, and the
    freed surfaces of sizes the window no longer shows stay in its heap (a pausing drag to 4K
    peaked at 341 MB with that, 324 MB without)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallopt(M_MMAP_THRESHOLD, BIG_BLOCK)
        return libc.malloc_trim
    except (OSError, AttributeError, TypeError):
        return None


_trim = _malloc_trim()
