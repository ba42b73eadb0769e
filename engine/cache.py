"""One memory budget for every cache of surfaces in the box: sprites at each size, rotations,
rendered text, backgrounds. A window dragged through a hundred sizes rasterises a hundred sets;
counting surfaces does not bound that, counting bytes does. Least recently used goes first.

    SPRITES = engine.cache.Cache("sprites")
    surf = SPRITES.get(key)
    if surf is None:
        surf = SPRITES.put(key, make())
"""
from collections import OrderedDict

BUDGET = 256 * 1024 * 1024   # bytes of pixels for all the caches together
_caches = []
_total = [0]


def size_of(surface):
    w, h = surface.get_size()
    return w * h * max(1, surface.get_bytesize())


class Cache:
    def __init__(self, name):
        self.name = name
        self.items = OrderedDict()   # key -> (surface, bytes, stamp)
        _caches.append(self)

    def get(self, key):
        item = self.items.get(key)
        if item is None:
            return None
        self.items.move_to_end(key)
        self.items[key] = (item[0], item[1], _tick())
        return item[0]

    def put(self, key, surface):
        old = self.items.pop(key, None)
        if old is not None:
            _total[0] -= old[1]
        n = size_of(surface)
        self.items[key] = (surface, n, _tick())
        _total[0] += n
        _evict()
        return surface

    def clear(self):
        for _, n, _ in self.items.values():
            _total[0] -= n
        self.items.clear()

    def bytes(self):
        return sum(n for _, n, _ in self.items.values())

    def __len__(self):
        return len(self.items)


_clock = [0]


def _tick():
    _clock[0] += 1
    return _clock[0]


def _evict():
    """Drop the least recently used surfaces, across all caches, until the total fits."""
    while _total[0] > BUDGET:
        oldest = None
        for c in _caches:
            if c.items:
                key = next(iter(c.items))
                stamp = c.items[key][2]
                if oldest is None or stamp < oldest[0]:
                    oldest = (stamp, c, key)
        if oldest is None:
            break
        _, c, key = oldest
        _total[0] -= c.items.pop(key)[1]


def total():
    """Bytes held by all the caches now."""
    return _total[0]


def clear_all():
    for c in _caches:
        c.clear()
