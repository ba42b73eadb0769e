"""One byte budget for every cache of surfaces, least recently used first out."""
import pygame

from engine import assets, cache
from engine.ui import text


def surf(w, h=100):
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_budget_holds_across_caches_and_evicts_the_least_recently_used(monkeypatch):
    monkeypatch.setattr(cache, "BUDGET", 400 * 100 * 4 * 3)      # three 400x100 surfaces
    cache.clear_all()
    a, b = cache.Cache("test-a"), cache.Cache("test-b")
    a.put("one", surf(400))
    b.put("two", surf(400))
    a.put("three", surf(400))
    assert a.get("one") is not None            # "one" is now the most recently used
    b.put("four", surf(400))                   # over budget: "two" (least recent) goes
    assert b.get("two") is None and a.get("one") is not None and a.get("three") is not None
    assert cache.total() <= cache.BUDGET
    assert cache.total() == a.bytes() + b.bytes()
    a.clear()
    b.clear()


def test_sprites_at_many_window_sizes_stay_within_the_budget(monkeypatch):
    pygame.display.init()
    pygame.font.init()
    monkeypatch.setattr(cache, "BUDGET", 8 * 1024 * 1024)
    cache.clear_all()
    for size in range(40, 400, 7):              # a window edge dragged through many sizes
        assets.sprite("ui/dice", (size, size))
        text.render("Dragons", size // 4 + 8, (255, 255, 255))
        assert cache.total() <= cache.BUDGET
    assert assets.sprite("ui/dice", (399, 399)).get_size()[0] <= 399
    cache.clear_all()
