"""The layers scenes compose (backdrops, boards) and the panels' shadows and veils are in the one
byte budget or take no memory of their own."""
import pygame
import pytest

from engine import cache
from engine.ui import theme, widgets
from tests.helpers import run, start_game, toy_entry


def surf(w, h):
    return pygame.Surface((w, h))


def test_a_layer_is_kept_while_what_it_depends_on_stays_and_remade_when_it_changes():
    layers = cache.Layers()
    made = []

    def make(old):
        made.append(old)
        return surf(100, 50)
    first = layers.get("board", (100, 50), make)
    assert layers.get("board", (100, 50), make) is first and made == [None]
    second = layers.get("board", (100, 50, "moved"), make)
    assert made == [None, first] and second is not first   # the old one offered to draw into
    assert cache.STORE.get((layers.ns, "board")) is second
    layers.forget()
    assert (layers.ns, "board") not in cache.STORE


def test_a_layer_the_budget_let_go_is_made_again(monkeypatch):
    monkeypatch.setattr(cache, "STORE", cache.ByteLRU(budget=100 * 50 * 4 * 2))
    layers = cache.Layers()
    made = []
    layers.get("board", 1, lambda old: made.append(old) or surf(100, 50))
    cache.put(("sprite", "a"), surf(100, 50))
    cache.put(("sprite", "b"), surf(100, 50))      # the budget is full: the layer goes
    assert (layers.ns, "board") not in cache.STORE
    layers.get("board", 1, lambda old: made.append(old) or surf(100, 50))
    assert made == [None, None] and cache.STORE.bytes <= cache.STORE.budget


@pytest.fixture
def game():
    app, scene = start_game(toy_entry(), players=("normal", "normal"), speed="normal")
    run(app, 3)
    yield app, scene
    pygame.quit()


def layer_keys(scene):
    ns = scene._layers.ns
    return {k[1]: cache.STORE.items[k][1] for k in cache.STORE.items if k[0] == ns}


def test_a_game_screens_backdrop_is_in_the_budget_and_goes_when_the_screen_leaves(game):
    app, scene = game
    held = layer_keys(scene)
    w, h = app.size
    assert set(held) >= {"static", "backdrop"}
    assert held["backdrop"] >= w * h * 3 and held["static"] >= w * h * 3
    # The scene keeps no surface of its own beside them.
    assert not [k for k, v in vars(scene).items() if isinstance(v, pygame.Surface)]
    app.pop()
    assert not [k for k in cache.STORE.items if k[0] == scene._layers.ns]


def test_the_old_sizes_backdrop_goes_before_the_new_one_is_made(game):
    app, scene = game
    old = cache.STORE.get((scene._layers.ns, "backdrop"))
    seen = []
    real = cache.Layers.get

    def watch(self, name, key, make):
        if name == "backdrop" and key[0] != old.get_size():
            seen.append(sum(1 for v in cache.STORE.items.values() if v[0] is old))
        return real(self, name, key, make)
    cache.Layers.get = watch
    try:
        app.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
        app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600,
                                              h=900)])
        run(app, 20)
    finally:
        cache.Layers.get = real
    assert app.size == (1600, 900)
    assert seen and seen[0] == 0, "the 1280x720 backdrop was still in the budget"
    assert cache.STORE.get((scene._layers.ns, "backdrop")).get_size() == (1600, 900)


@pytest.mark.parametrize("size, radius", [((400, 300), 24), ((1300, 900), 48), ((30, 20), 24),
                                          ((120, 90), 0), ((5, 5), 3)])
def test_a_panels_shadow_in_two_strips_looks_like_a_whole_shadow(size, radius):
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    rect = pygame.Rect((40, 40), size)
    whole = surf(size[0] + 100, size[1] + 100)
    whole.fill((200, 120, 40))
    strips = whole.copy()
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, widgets.SHADOW, shade.get_rect(), border_radius=radius)
    off = max(2, radius // 4)
    whole.blit(shade, rect.move(off, off))
    pygame.draw.rect(whole, theme.PAPER, rect, border_radius=radius)
    pygame.draw.rect(whole, theme.INK, rect, 3, border_radius=radius)
    widgets.panel(strips, rect, radius=radius)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(strips, "RGB")
    kept = sum(cache.surface_bytes(p) for p, _ in widgets.shadow_pieces(size, radius))
    if min(size) > 4 * (radius + off):
        assert kept < cache.surface_bytes(shade) / 3
    pygame.quit()


@pytest.mark.parametrize("alpha", [120, 150])
def test_the_veil_over_a_dialog_darkens_like_a_see_through_sheet(alpha):
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    a = surf(64, 64)
    for x in range(64):
        for y in range(64):
            a.set_at((x, y), (x * 4, y * 4, (x * 28 + y) % 256))
    b = a.copy()
    sheet = pygame.Surface(a.get_size(), pygame.SRCALPHA)
    sheet.fill((*widgets.VEIL, alpha))
    a.blit(sheet, (0, 0))
    widgets.dim(b, alpha)
    worst = max(abs(p - q) for p, q in zip(pygame.image.tobytes(a, "RGB"),
                                           pygame.image.tobytes(b, "RGB")))
    assert worst <= 2
    pygame.quit()


def test_the_band_over_the_board_is_kept_in_the_budget_and_let_go_with_the_surfaces():
    from engine.ui import banner
    pygame.display.init()
    pygame.font.init()
    cache.clear_all()   # fonts made before an earlier pygame.quit() are dead
    screen = pygame.display.set_mode((800, 600))
    rect = pygame.Rect(50, 200, 700, 160)
    banner.draw_overlay(screen, rect, theme.Scale((800, 600)), 1.0, (213, 94, 0), None, "Fire")
    key = ("band", rect.size, (213, 94, 0), None, "Fire", "", theme.Scale((800, 600))(16))
    assert key in cache.STORE
    assert screen.get_at(rect.move(0, 10).midleft) != screen.get_at((10, 10))
    cache.drop_surfaces()
    assert key not in cache.STORE
    pygame.quit()


def surfaces_kept(scene):
    """Names of the scene's attributes that hold surfaces (directly, or in a list, tuple or dict)."""
    found = []
    for name, value in vars(scene).items():
        values = value.values() if isinstance(value, dict) else (
            value if isinstance(value, (list, tuple)) else [value])
        if any(isinstance(v, pygame.Surface) for v in values):
            found.append(name)
    return found


def game_entries():
    from games import registry
    return registry()


@pytest.mark.parametrize("entry", game_entries(), ids=[e.id for e in game_entries()])
def test_a_game_screen_keeps_no_surface_outside_the_budget(entry):
    app, scene = start_game(entry, players=["normal"] * entry.info.MIN_SEATS, speed="normal")
    for size in ((1280, 720), (1600, 1000), (1024, 768)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                              h=size[1])])
        run(app, 40)
        assert not surfaces_kept(scene), "cache these with self.layer(name, key, make)"
    pygame.quit()


def test_the_check_for_surfaces_kept_by_a_scene_finds_them():
    class Scene:
        pass
    scene = Scene()
    scene.board = {"grass": surf(4, 4)}
    scene.rect = pygame.Rect(0, 0, 4, 4)
    assert surfaces_kept(scene) == ["board"]
