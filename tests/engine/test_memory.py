"""Caches bounded in bytes, one budget for the box, and windows dragged, tiny or huge."""
import pygame
import pytest

from engine import app as app_module
from engine import assets, cache
from engine.box import BoxScene
from engine.setup import SetupScene
from engine.ui import text, widgets
from tests.helpers import button, run


def surf(w, h=1):
    return pygame.Surface((w, h), pygame.SRCALPHA)   # 4 bytes a pixel


def test_the_least_recently_used_go_first_once_the_bytes_are_spent():
    lru = cache.ByteLRU(budget=4000)
    lru.put("a", surf(400))          # 1600 bytes each
    lru.put("b", surf(400))
    assert lru.get("a") is not None  # a is now the most recent
    lru.put("c", surf(400))          # 4800 > 4000: b goes
    assert "a" in lru and "c" in lru and "b" not in lru
    assert lru.bytes == 3200 <= lru.budget and lru.peak <= lru.budget


def test_a_value_bigger_than_the_budget_is_given_back_but_not_kept():
    lru = cache.ByteLRU(budget=1000)
    lru.put("small", surf(10))
    big = surf(1000)
    assert lru.put("big", big) is big
    assert "big" not in lru and "small" in lru


def test_sizes_unused_since_the_window_settled_are_let_go():
    lru = cache.ByteLRU(budget=10 ** 6)
    for k in "abcd":
        lru.put(k, surf(10))
    lru.settle()
    lru.get("b")
    lru.put("e", surf(10))
    assert lru.drop_stale() == 3
    assert sorted(lru.items) == ["b", "e"]


def test_fonts_are_in_the_budget_and_survive_a_layout_change(monkeypatch):
    pygame.font.init()
    monkeypatch.setattr(cache, "STORE", cache.ByteLRU(budget=64 * cache.MB))
    f = assets.font(40)
    assets.sprite("ui/back", (50, 50))
    text.render("Bonjour", 40, (0, 0, 0))
    assert cache.STORE.bytes >= assets.font_bytes(40)
    cache.drop_surfaces()
    assert assets.font(40) is f
    assert [k[0] for k in cache.STORE.items] == ["font"]


def test_a_scene_layer_registers_in_the_budget_and_goes_with_its_namespace():
    ns, other = cache.namespace(), cache.namespace()
    made = []
    layer = cache.fetch((ns, "board", (300, 200)), lambda: made.append(1) or surf(300, 200))
    again = cache.fetch((ns, "board", (300, 200)), lambda: made.append(1) or surf(300, 200))
    cache.fetch((other, "board", (300, 200)), lambda: surf(300, 200))
    assert layer is again and made == [1]
    cache.forget(ns)
    assert (ns, "board", (300, 200)) not in cache.STORE
    assert (other, "board", (300, 200)) in cache.STORE


def test_sprites_at_hundreds_of_sizes_stay_inside_the_budget(monkeypatch):
    pygame.display.init()
    monkeypatch.setattr(cache, "STORE", cache.ByteLRU(budget=4 * cache.MB))
    for px in range(40, 400, 3):
        assets.sprite("ui/back", (px, px))
        assets.sprite_rotated("ui/back", (px, px), 30)
        widgets.background((px * 2, px))
        assert cache.STORE.bytes <= 4 * cache.MB
    assert cache.STORE.evicted > 0
    pygame.quit()


@pytest.fixture
def box(app):
    """The toy box of the engine's scene tests (tests/engine/conftest.py), resized below."""
    return app


def resize(app, size, frames=1):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    w, h = app.screen.get_size()
    app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)])
    run(app, frames - 1)


def settle_frames():
    return int(app_module.SETTLE_S * 60) + 3


def test_a_dragged_edge_is_laid_out_once_when_the_drag_pauses(box):
    tile = button(box.stack.top, "game:toy")
    before = tile.rect.copy()
    for w in range(1300, 1700, 20):
        resize(box, (w, w * 9 // 16))
        assert tile.rect == before, "no layout while the edge is being dragged"
        assert box.canvas is not None and box.canvas.get_size() == (1280, 720)
    run(box, settle_frames())
    assert box.size == box.screen.get_size() == (1680, 945)
    assert tile.rect != before and box.canvas is None


def test_sizes_the_window_no_longer_shows_are_let_go_when_it_settles(box):
    def sprite_sizes():
        return {k[1:] for k in cache.STORE.items if k[0] == "sprite"}
    small = sprite_sizes()
    assert ("background", (1280, 720)) in [k[:2] for k in cache.STORE.items]
    resize(box, (1600, 900), settle_frames())
    assert [k[1] for k in cache.STORE.items if k[0] == "background"] == [(1600, 900)]
    only_big = sprite_sizes() - small
    assert only_big
    resize(box, (1280, 720), settle_frames())
    assert sprite_sizes() and not sprite_sizes() & only_big


def test_a_click_during_a_drag_lands_where_the_settled_layout_puts_it(box):
    resize(box, (1920, 1080))
    tile = button(box.stack.top, "game:toy")
    # The person sees the new layout as soon as they click: the click settles it first.
    box.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
    assert box.resize_wait is None and box.size == (1920, 1080)
    pos = tile.rect.center
    box.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    run(box, 2)
    assert isinstance(box.stack.top, SetupScene)


@pytest.mark.parametrize("window, layout", [((200, 150), (800, 600)),
                                            ((7680, 4320), (3840, 2160)),
                                            ((7000, 300), (2400, 600)),
                                            ((300, 2000), (800, 2400))])
def test_tiny_huge_and_strange_windows_are_laid_out_in_bounds_and_still_work(box, window,
                                                                             layout):
    resize(box, window, settle_frames())
    assert box.screen.get_size() == window and box.size == layout
    assert box.canvas.get_size() == layout
    tile = button(box.stack.top, "game:toy")
    pos = box.to_window(tile.rect.center)
    assert box.to_layout(pos) == pytest.approx(tile.rect.center, abs=5)
    box.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    run(box, 2)
    assert isinstance(box.stack.top, SetupScene)


def test_a_press_on_the_bars_around_a_scaled_screen_presses_nothing(box):
    resize(box, (7000, 300), settle_frames())
    box.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 150), button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(3, 150), button=1)])
    run(box, 2)
    assert isinstance(box.stack.top, BoxScene) and box.running


def test_the_layout_size_stays_inside_its_bounds():
    for w in (1, 150, 200, 799, 800, 1024, 1920, 3840, 5000, 7680, 20000):
        for h in (1, 150, 600, 768, 1080, 2160, 4320, 20000):
            lw, lh = app_module.layout_size((w, h))
            assert lw * lh <= app_module.MAX_PIXELS * 1.001
            assert lw >= 800 and lh >= 600 - 1 or lw * lh >= 800 * 600
            assert app_module.MIN_ASPECT - 0.01 <= lw / lh <= app_module.MAX_ASPECT + 0.01
            if 800 <= w and 600 <= h and w * h <= app_module.MAX_PIXELS and \
                    app_module.MIN_ASPECT <= w / h <= app_module.MAX_ASPECT:
                assert (lw, lh) == (w, h)
