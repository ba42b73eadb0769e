"""One byte budget for every cache of surfaces in the box: sprites, rotations, fonts, rendered
text, window backgrounds and the layers scenes compose. The caches used to be bounded by how many
surfaces they held, and a handful of big boards at 4K then filled gigabytes; here every entry says
its size in bytes and the least recently used go first once the budget is full.

When the window settles at a new size, `settle()` marks the moment and, after the first frame drawn
at that size, `drop_stale()` lets go of everything that frame did not use (the sizes the window no
longer shows).

Scenes keep the layers they compose (a board, a backdrop) with `Scene.layer(name, key, make)`,
which uses a `Layers` of their own: one surface per name in the budget, made again when what it
depends on changes or when the budget let it go. The scene keeps no reference of its own, so a
settle or the budget frees it like any sprite; the scene stack forgets a scene's layers when the
scene leaves. `fetch((namespace(), ...), make)` is the same for a key that says everything.
"""
import itertools
from collections import OrderedDict

MB = 1024 * 1024
# What every cache together may hold. A game at 3840x2160 uses about 150 MB of sprites, dice
# rotations, text and background; a window that settles at a new layout size lets the old size's
# surfaces go first (engine.app), so the budget holds one size's set and never two.
BUDGET = 256 * MB


def surface_bytes(surf):
    """What a surface's pixels take in memory."""
    return surf.get_pitch() * surf.get_height()


size_of = surface_bytes


class ByteLRU:
    """Values with a size in bytes, the least recently used evicted first past `budget` (the
    module's BUDGET unless given)."""

    def __init__(self, budget=None):
        self._budget = budget
        self.items = OrderedDict()   # key -> [value, nbytes, stamp]
        self.bytes = 0
        self.peak = 0
        self.clock = 0
        self.mark = 0
        self.evicted = 0

    @property
    def budget(self):
        return BUDGET if self._budget is None else self._budget

    def __len__(self):
        return len(self.items)

    def __contains__(self, key):
        return key in self.items

    def get(self, key):
        item = self.items.get(key)
        if item is None:
            return None
        self.items.move_to_end(key)
        self.clock += 1
        item[2] = self.clock
        return item[0]

    def put(self, key, value, nbytes=None):
        """Keep `value` (a surface unless nbytes is given) and return it. A value bigger than the
        whole budget is returned without being kept."""
        if nbytes is None:
            nbytes = surface_bytes(value)
        self.discard(key)
        if nbytes > self.budget:
            return value
        while self.items and self.bytes + nbytes > self.budget:
            self._pop_oldest()
        self.clock += 1
        self.items[key] = [value, nbytes, self.clock]
        self.bytes += nbytes
        self.peak = max(self.peak, self.bytes)
        return value

    def discard(self, key):
        item = self.items.pop(key, None)
        if item is not None:
            self.bytes -= item[1]

    def _pop_oldest(self):
        _, item = self.items.popitem(last=False)
        self.bytes -= item[1]
        self.evicted += 1

    def clear(self, kind=None):
        """Forget everything, or only the keys whose first element is `kind`."""
        if kind is None:
            self.items.clear()
            self.bytes = 0
            return
        for key in [k for k in self.items if k[0] == kind]:
            self.discard(key)

    def settle(self):
        """The window has a new size: what is used from now on is what it shows."""
        self.clock += 1
        self.mark = self.clock

    def drop_stale(self):
        """Let go of everything not used since the last settle(). The order is least recently
        used first, so the stale entries are all at the front."""
        dropped = 0
        while self.items:
            item = next(iter(self.items.values()))
            if item[2] >= self.mark:
                break
            self._pop_oldest()
            dropped += 1
        return dropped


STORE = ByteLRU()
_namespaces = itertools.count(1)


def namespace():
    """A key prefix of one's own (a scene's layers), never reused in this run."""
    return ("ns", next(_namespaces))


def get(key):
    return STORE.get(key)


def put(key, value, nbytes=None):
    return STORE.put(key, value, nbytes)


def fetch(key, make, nbytes=None):
    """The value kept under `key`, made by `make()` and kept when missing."""
    value = STORE.get(key)
    if value is None:
        value = STORE.put(key, make(), nbytes)
    return value


_looks = {}     # what each surface kept by repainted() shows now


def repainted(key, look, make, paint):
    """A surface kept under `key` that shows `look` (what its painting depends on): made by
    `make()` when missing, painted by `paint(surface)` (which clears it first) when the look
    changed. One surface per key, painted over rather than made anew: allocating a large
    surface each time the words of a banner change cost more than painting them."""
    value = STORE.get(key)
    if value is None or _looks.get(key) != look:
        if value is None:
            value = STORE.put(key, make())
        paint(value)
        _looks[key] = look
    return value


def forget(ns):
    """Forget every key made with namespace `ns` (a scene leaving frees its layers)."""
    STORE.clear(ns)


def clear(kind=None):
    STORE.clear(kind)


def clear_all():
    STORE.clear()


def total():
    """Bytes held by all the caches now."""
    return STORE.bytes


class Cache:
    """One kind of thing in the shared budget, under its own name:

        SPRITES = engine.cache.Cache("sprites")
        surf = SPRITES.get(key) or SPRITES.put(key, make())
    """

    def __init__(self, name):
        self.name = name

    def get(self, key):
        return STORE.get((self.name, key))

    def put(self, key, surface, nbytes=None):
        return STORE.put((self.name, key), surface, nbytes)

    def clear(self):
        STORE.clear(self.name)

    def bytes(self):
        return sum(item[1] for k, item in STORE.items.items() if k[0] == self.name)

    def __len__(self):
        return sum(1 for k in STORE.items if k[0] == self.name)


class Layers:
    """The surfaces one owner (a scene) composes and keeps between frames, in the one budget under
    a namespace of its own: one surface per name, with what it was made from."""

    def __init__(self):
        self.ns = namespace()
        self.keys = {}

    def get(self, name, key, make):
        """The layer `name` made for `key` (what it depends on, its size among them): kept when
        it is still in the budget and `key` is unchanged, else `make(old)`, where `old` is the
        surface kept under `name` (made for another key; None when let go), to draw into again
        when its size still fits, rather than allocating a new one."""
        full = (self.ns, name)
        surf = STORE.get(full)
        if surf is not None and self.keys.get(name) == key:
            return surf
        STORE.discard(full)     # not counted twice while make() draws into it or replaces it
        surf = make(surf)
        self.keys[name] = key
        return STORE.put(full, surf)

    def forget(self):
        STORE.clear(self.ns)
        self.keys.clear()


def drop_surfaces():
    """Forget every surface, keeping fonts (the window's layout changed size)."""
    for key in [k for k, item in STORE.items.items() if hasattr(item[0], "get_pitch")]:
        STORE.discard(key)
