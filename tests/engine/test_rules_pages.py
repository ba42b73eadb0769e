"""Every game's rules pages fit their page: the body's wrapped lines end above the page number,
in both languages and at the window sizes a family or a class uses, at the body's full size or
only a little smaller (engine/rules_scene.py, RulesScene.body_box)."""
import pygame
import pytest

from engine import i18n
from engine.i18n import tr
from engine.rules_scene import BODY_PX, LEAST_PX, PAGE_PX, RulesScene, lines_height, pages
from engine.ui import text
from tests.games_under_test import entries, ids
from tests.helpers import make_app


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_every_rules_page_fits_above_its_page_number(entry, size):
    for scene, lang in in_each_language(entry, size):
        text.clear()
        for n in pages(entry):
            rect, px, _pic_w = scene.body_box(n)
            body = tr(f"{entry.id}.rules.p{n}.body")
            assert lines_height(body, px, rect.width) <= rect.height, (lang, n, px)
            assert px >= scene.s(LEAST_PX) and px <= scene.s(BODY_PX)


def in_each_language(entry, size):
    """(the rules scene of `entry` laid out at `size`, language) in English then French; the
    language and the display put back after."""
    app = make_app(entries(), size=size)
    scene = RulesScene(app, entry)
    scene.layout(size)
    old = i18n.language()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            yield scene, lang
    finally:
        i18n.set_language(old)
        pygame.display.quit()


def test_a_page_too_long_for_its_window_shrinks_to_fit_never_below_the_least_size(monkeypatch):
    import engine.rules_scene as rules_scene
    entry = next(e for e in entries() if e.id == "arena")
    app = make_app(entries(), size=(1920, 1080))
    scene = RulesScene(app, entry)
    scene.layout((1920, 1080))
    rect, px, _ = scene.body_box(1)
    assert px == scene.s(BODY_PX)           # a short page keeps the full size
    body = {"text": "Lorem ipsum dolor sit amet. " * 40}
    monkeypatch.setattr(rules_scene, "tr", lambda key, **kw: body["text"])
    try:
        rect, px, _ = scene.body_box(1)
        assert scene.s(LEAST_PX) < px < scene.s(BODY_PX)
        assert lines_height(body["text"], px, rect.width) <= rect.height
        body["text"] *= 10                  # far too long: the least size, no smaller
        rect, px, _ = scene.body_box(1)
        assert px == scene.s(LEAST_PX)
    finally:
        pygame.display.quit()


def test_the_page_before_and_leaving_the_rules_look_different():
    # Both were the left arrow, one at the top and one at the bottom: a child could not tell
    # "the page before" from "leave the rules". The page before is the next page's triangle,
    # mirrored.
    app = make_app(entries(), size=(1024, 768))
    try:
        scene = RulesScene(app, entries()[0])
        icons = {b.name: b.icon for b in (scene.back, scene.prev, scene.next)}
        assert len(set(icons.values())) == 3, icons
        assert icons["next"] == "ui/play" and icons["prev"] == "ui/page-back"
        left = pygame.image.load(paths_sprite("ui/page-back"))
        right = pygame.image.load(paths_sprite("ui/play"))
        assert pygame.image.tobytes(pygame.transform.flip(left, True, False), "RGBA") == \
            pygame.image.tobytes(right, "RGBA")
    finally:
        pygame.display.quit()


def test_page_down_page_up_home_and_end_turn_the_pages():
    # Only the arrow keys did: a reader's Page Down did nothing.
    from tests.helpers import key
    app = make_app(entries(), size=(1024, 768))
    try:
        entry = next(e for e in entries() if len(pages(e)) > 3)
        scene = RulesScene(app, entry)
        app.push(scene)
        key(app, pygame.K_PAGEDOWN)
        key(app, pygame.K_SPACE)
        assert scene.page == 2
        key(app, pygame.K_PAGEUP)
        assert scene.page == 1
        key(app, pygame.K_END)
        assert scene.page == len(pages(entry)) - 1
        key(app, pygame.K_PAGEDOWN)
        assert scene.page == len(pages(entry)) - 1          # the last page stays the last
        key(app, pygame.K_HOME)
        assert scene.page == 0 and app.stack.top is scene
    finally:
        pygame.display.quit()


def paths_sprite(name):
    from engine import paths
    return paths.asset("sprites", name + ".svg")


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_pictures_under_the_text_keep_clear_of_it_and_of_the_page_number(entry, size):
    for scene, lang in in_each_language(entry, size):
        for n in pages(entry):
            below = scene.pictures_below(n, scene.body_area())
            if not below:
                continue
            body, placed = below
            assert scene.body_box(n)[0] == body
            number = scene.paper.bottom - scene.s(16) - scene.s(PAGE_PX) * 1.25
            for name, spot in placed:
                assert scene.paper.contains(spot) and spot.top > body.bottom, (lang, n, name)
                assert spot.bottom < number, (lang, n, name, spot)
            for i, (_a, one) in enumerate(placed):
                assert not any(one.colliderect(other) for _b, other in placed[i + 1:])
            # a table's rows from one left edge, so its columns line up (Dragons Arena's
            # capture table came out a staggered pyramid, each row centred alone); a picture
            # alone in its row centred (the arena stood off to the left above its dice)
            rows = {}
            for _name, spot in placed:
                rows.setdefault(spot.y, []).append(spot)
            several = [spots for spots in rows.values() if len(spots) > 1]
            if len(several) > 1:
                assert len({min(r.x for r in spots) for spots in several}) == 1, (lang, n, rows)
            if several and len(rows) > 1:   # the rows of several, as a block, centred too
                block = several[0][0].unionall([r for spots in several for r in spots])
                assert abs(block.centerx - body.centerx) <= 1, (lang, n, block)
            for spots in rows.values():
                if len(spots) == 1 and len(rows) > 1:
                    assert abs(spots[0].centerx - body.centerx) <= 1, (lang, n, spots)


def test_arenas_posture_table_stands_under_the_text_larger_than_beside_it():
    # Beside the text, in a third of the page, its icons were 16 px over a page two thirds empty.
    entry = next(e for e in entries() if e.id == "arena")
    app = make_app(entries(), size=(1920, 1080))
    scene = RulesScene(app, entry)
    scene.layout((1920, 1080))
    try:
        body, placed = scene.pictures_below(2, scene.body_area())
        [(name, spot)] = placed
        assert name == "arena/rules-postures"
        assert spot.width >= 1.5 * (scene.beside_cell(scene.rows(2))[1] - scene.s(8))
    finally:
        pygame.display.quit()


def test_a_wide_picture_alone_in_its_row_beside_the_text_takes_the_column_s_width(monkeypatch):
    # Dragon Inferno's seven tile shapes, a wide strip, were fitted to the square cell of the
    # row of two pictures under them: a third of the column.
    from engine import assets
    entry = next(e for e in entries() if e.id == "dragon-inferno")
    size = (1920, 1080)
    app = make_app(entries(), size=size)
    scene = RulesScene(app, entry)
    scene.layout(size)
    asked = {}
    real = assets.sprite
    monkeypatch.setattr(assets, "sprite", lambda name, box: asked.setdefault(name, box) and
                        real(name, box))
    try:
        scene.page = pages(entry).index(3)
        assert not scene.pictures_below(3, scene.body_area())
        surface = pygame.Surface(size)
        scene.draw(surface)
        column, cell = scene.beside_cell(scene.rows(3))
        wide = real("dragon-inferno/rules-tiles", asked["dragon-inferno/rules-tiles"])
        most = cell - scene.s(8)
        # as large as the column's width or the row's height lets it, no longer a square's
        assert wide.get_width() >= column - scene.s(8) - 2 or wide.get_height() >= most - 2
        assert wide.get_width() > 1.3 * most, (wide.get_size(), column, cell)
        # the row of two under it keeps its square cells, and the strip stays on the page
        assert asked["dragon-inferno/rules-legal"] == (cell - scene.s(8),) * 2
        left = scene.paper.inflate(-scene.s(80), -scene.s(60)).right - column
        assert left + wide.get_width() <= scene.paper.right
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_pictures_go_under_the_text_only_where_they_come_out_larger_than_drawn_beside_it(
        entry, size, monkeypatch):
    # The choice measured a picture alone in its row by the square cell it had before it took
    # the column's width: Guardians Arena's stronghold and horn went under the French text 5 %
    # larger than beside it, and stayed beside the English text.
    for scene, lang in in_each_language(entry, size):
        real = scene.picture            # a sprite, or the game's own drawing (a card's face)
        for n in pages(entry):
            below = scene.pictures_below(n, scene.body_area())
            if not below:
                continue
            drawn = {}
            monkeypatch.setattr(scene, "picture", lambda name, box: drawn.setdefault(
                name, real(name, box)))
            monkeypatch.setattr(scene, "pictures_below", lambda *_a: None)   # drawn beside
            scene.page = pages(entry).index(n)
            scene.draw(pygame.Surface(size))
            monkeypatch.undo()
            for name, spot in below[1]:
                assert spot.width >= 1.15 * drawn[name].get_width() - 2, (
                    lang, n, name, spot.size, drawn[name].get_size())


def test_pictures_alone_in_their_rows_take_two_lines_where_they_come_out_larger():
    # Guardians Arena's four card faces stood in one row in a tall window, small, with half the
    # page empty under them; Dragons Arena's four placements too.
    from engine.registry import GameEntry
    entry = GameEntry("games.guardians_arena")
    lines = {}
    for size in ((768, 1024), (1920, 1080)):
        app = make_app([entry], size=size)
        scene = RulesScene(app, entry)
        scene.layout(app.size)
        n = next(n for n in pages(entry)
                 if "card:gloom_moth" in str(entry.info.RULES_PICTURES.get(n)))
        below = scene.pictures_below(n, scene.body_area())
        assert below, size
        lines[size] = len({spot.y for _name, spot in below[1]})
        pygame.display.quit()
    assert lines == {(768, 1024): 2, (1920, 1080): 1}
