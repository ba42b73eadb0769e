"""The setup screen lays out 2 to 6 seats legibly: every seat's buttons on screen, apart, and big
enough for a child's finger at 1920x1080."""
import pygame
import pytest

from tests.helpers import draw_recorded, make_app, press, run, toy_entry


def seat_rects(scene):
    return [b.rect for row in scene.seat_buttons for _, b in row]


def all_rects(scene):
    return [b.rect for b in scene.group.buttons if b.visible]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_seat_count_fits(size, seats):
    app = make_app([toy_entry()], size=size)
    scene = app.open("setup", toy_entry())
    scene.set_count(seats)
    run(app, 1)
    assert len(scene.seat_cards) == seats
    screen = pygame.Rect((0, 0), size)
    rects = all_rects(scene)
    for r in rects:
        assert screen.contains(r), r
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    gap = 16 if size == (1920, 1080) else 8
    for card in scene.seat_cards:
        assert screen.contains(card)
    mine = seat_rects(scene)
    for r in mine:
        if size == (1920, 1080):
            assert min(r.size) >= 120, r
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if a.y == b.y:
                assert abs(a.centerx - b.centerx) - (a.width + b.width) // 2 >= gap - 1, (a, b)
    for i, a in enumerate(scene.seat_cards):
        for b in scene.seat_cards[i + 1:]:
            assert not a.colliderect(b)


def test_six_seats_have_six_distinct_emblems_and_colours():
    info = toy_entry().info
    assert len({s["icon"] for s in info.SEATS}) == 6
    assert len({s["color"] for s in info.SEATS}) == 6


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
@pytest.mark.parametrize("game", ["toy", "arena"])
def test_start_keeps_one_place_whatever_the_seat_count(size, game):
    from engine.registry import GameEntry
    entry = toy_entry() if game == "toy" else GameEntry("games.arena")
    app = make_app([entry], size=size)
    scene = app.open("setup", entry)
    places = set()
    for seats in range(entry.info.MIN_SEATS, entry.info.MAX_SEATS + 1):
        scene.set_count(seats)
        run(app, 1)
        places.add(tuple(scene.start.rect))
        for r in all_rects(scene):
            assert r is scene.start.rect or not r.colliderect(scene.start.rect), r
    assert len(places) == 1, places


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (800, 600), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 3, 6])
def test_the_players_word_stands_clear_of_its_buttons_and_of_the_back_button(size, lang, seats):
    # Placed by the font's box, the "y" of "Players" went under the seat-count buttons.
    from engine.registry import GameEntry
    entry = GameEntry("games.arena")
    app = make_app([entry], size=size, lang=lang)
    scene = app.open("setup", entry)
    scene.set_count(seats)
    run(app, 1)
    px, lines, topleft, ink = scene.players_label()
    assert lines == [{"en": "Players", "fr": "Joueurs"}[lang]]
    buttons = [b.rect for _, b in scene.count_buttons]
    assert ink.bottom < min(r.top for r in buttons)
    assert ink.top > scene.back.rect.bottom
    assert ink.left >= 0 and ink.right <= size[0]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_a_seat_s_words_are_drawn_at_one_size_and_fit_their_buttons(size, lang, seats,
                                                                      monkeypatch):
    # Fitted one by one, "Normal" and "Person" came out smaller than "Easy" and "Hard".
    from engine import assets
    from engine.registry import GameEntry
    from engine.ui import text, theme, widgets
    entry = GameEntry("games.arena")
    app = make_app([entry], size=size, lang=lang)
    scene = app.open("setup", entry)
    scene.set_count(seats)
    run(app, 1)
    words, _heights = draw_recorded(monkeypatch, scene, size)
    drawn = {name: lines[0][:2] for name, lines in words.items()}
    least = text.cap_px(theme.ADULT_CAP, True)
    for row in scene.seat_buttons:
        sizes = [drawn[b.name][1] for _, b in row]
        alone = [b.stacked_px(size) for _, b in row]     # what each word had on its own
        for (_, b), px, own in zip(row, sizes, alone):
            if px > 12:     # text.fit's floor: at 800x600 with six seats "Facile" spills 1 px
                assert assets.font(px, True).size(b.text())[0] <= widgets.stacked_room(b.rect)
            assert px <= own                    # it still fits
            assert px >= min(own, least)        # no neighbour pulls it under the least size
        if min(alone) >= least:
            assert len(set(sizes)) == 1, [drawn[b.name] for _, b in row]
    if size == (1920, 1080):
        assert all(len({drawn[b.name][1] for _, b in row}) == 1 for row in scene.seat_buttons)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (800, 600), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["games.guardians_arena", "games.dragons_arena",
                                  "games.chevaliers_dragons", "games.dragon_inferno"])
def test_a_row_of_picture_tiles_names_them_at_one_size(size, lang, game, monkeypatch):
    # Fitted one by one, "Au hasard" came out bigger than "La Cour des Bourrasques" beside it.
    from engine.registry import GameEntry
    from engine.ui import text, theme
    entry = GameEntry(game)
    app = make_app([entry], size=size, lang=lang)
    scene = app.open("setup", entry)
    run(app, 1)
    drawn, heights = draw_recorded(monkeypatch, scene, size)
    least = text.cap_px(theme.ADULT_CAP, True)
    rows = [[b for _v, b in row if b.picture] for _opt, row in scene.option_buttons]
    assert any(len(row) > 1 for row in rows)
    for row in rows:
        if not row:
            continue
        alone = [text.tile_words(b.text(), b.rect.width, b.rect.height, theme.ADULT_CAP)[0]
                 for b in row]
        sizes = []
        for b, own in zip(row, alone):
            lines = drawn[b.name]
            assert " ".join(x[0] for x in lines) == b.text()
            px = lines[0][1]
            sizes.append(px)
            assert px <= own and px >= min(own, least)
            for _label, _px, rect in lines:
                assert rect.left >= b.rect.left and rect.right <= b.rect.right
        if min(alone) >= least:
            assert len(set(sizes)) == 1, [(b.text(), px) for b, px in zip(row, sizes)]
        # one height for the row's pictures wherever every name keeps to two lines; and never
        # room kept for a third line that only one name needs (it shrank all the pictures)
        if all(len(drawn[b.name]) <= 2 for b in row) and len(set(sizes)) == 1:
            assert len({h for b in row for h in heights[b.picture]}) == 1, [
                (b.text(), heights[b.picture]) for b in row]
        # Every name within the room its row keeps for names: a name in three lines used to
        # take its third from its own picture ("Les enfants comptent" at 800x600 left a speck,
        # "The Granite Host" at 1024x768 a picture smaller than its neighbours'). The row widens,
        # or grows by that line where the column has room; no room is kept that no name needs.
        assert all(len(drawn[b.name]) <= b.label_lines for b in row), [
            (b.text(), len(drawn[b.name]), b.label_lines) for b in row]
        assert max(len(drawn[b.name]) for b in row) == max(b.label_lines for b in row)


@pytest.mark.parametrize("size", [(800, 600), (768, 1024), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["games.dragons_arena", "games.arena", "games.dragon_inferno",
                                  "games.chevaliers_dragons", "games.guardians_arena"])
def test_an_options_description_stands_clear_of_its_buttons(size, lang, game):
    # Centred on its label, a description's second line ("hasard.") lay on the cards under it
    # (Dragons Arena's placement level, in French at 1024x768).
    from engine import i18n
    from engine.registry import GameEntry
    from engine.ui import text, theme
    entry = GameEntry(game)
    app = make_app([entry], size=size, lang=lang)
    scene = app.open("setup", entry)
    run(app, 1)
    described = 0
    for n, (opt, row) in enumerate(scene.option_buttons):
        label = text.render(i18n.tr(opt["label"]), scene.s(36), theme.WHITE, True).get_rect(
            topleft=scene.option_labels[n][1])
        above = scene.option_buttons[n - 1][1] if n else None
        if above:
            ceiling = max(b.rect.bottom for _v, b in above)
        else:                                   # the game's name over the screen
            title = text.render(i18n.tr(entry.info.NAME), scene.s(64), theme.WHITE, True)
            ceiling = title.get_bounding_rect().move(
                title.get_rect(center=scene.title_pos).topleft).bottom
            assert scene.title_ink().bottom == ceiling
        floor = min(b.rect.top for _v, b in row)
        for choice in opt["choices"]:
            if not choice.get("desc"):
                continue
            described += 1
            said = scene.description(i18n.tr(choice["desc"]), label, floor, ceiling)
            # whole, never cut, in the smallest windows too (the labels' line takes room left
            # under the rows: 58 of 192 were cut to one line there; the last eight, long French
            # ones, were written shorter)
            assert " ".join(line for line, _px, _spot in said) == i18n.tr(choice["desc"])
            for line, px, spot in said:
                surf = text.render(line, px, theme.PAPER_DARK)
                ink = surf.get_bounding_rect().move(surf.get_rect(midleft=spot).topleft)
                assert ink.bottom < floor and ink.top > ceiling, (line, ink, ceiling, floor)
                assert ink.left > label.right and ink.right <= app.size[0], (line, ink, label)
    assert described or not any(c.get("desc") for o, _r in scene.option_buttons
                                for c in o["choices"])


# What a game's OPTIONS may hold: engine/setup.py and engine/registry.py read them all but an
# option's own "desc" (what it decides, for whoever reads info.py: the screen draws only the
# chosen choice's "desc")
OPTION_KEYS = {"id", "label", "desc", "default", "when", "choices", "classroom"}
CHOICE_KEYS = {"value", "label", "picture", "desc", "all_human"}
GAMES = ["games.dragons_arena", "games.arena", "games.dragon_inferno",
         "games.chevaliers_dragons", "games.guardians_arena"]


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_says_what_it_means_under_the_key_the_setup_reads(game):
    # ARENA wrote its choices' words under "description", a key the setup never reads, and three
    # other games wrote theirs in the locale only: a family choosing "To the last" or "Pocket"
    # saw no word of what it meant, only Dragons Arena's setup said it.
    from engine import i18n
    from engine.registry import GameEntry
    entry = GameEntry(game)
    for opt in entry.info.OPTIONS:
        assert set(opt) <= OPTION_KEYS, (opt["id"], set(opt) - OPTION_KEYS)
        for choice in opt["choices"]:
            assert set(choice) <= CHOICE_KEYS, (opt["id"], set(choice) - CHOICE_KEYS)
            assert choice.get("desc"), (opt["id"], choice["value"])
            for lang in ("en", "fr"):
                i18n.set_language(lang)
                assert i18n.has(choice["desc"]), (lang, choice["desc"])
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_the_chosen_variant_s_words_are_drawn_beside_its_option(game, lang, monkeypatch):
    from engine import i18n
    from engine.registry import GameEntry
    from engine.ui import text
    entry = GameEntry(game)
    app = make_app([entry], size=(1024, 768), lang=lang)
    scene = app.open("setup", entry)
    drawn, real = [], text.draw
    monkeypatch.setattr(text, "draw", lambda surface, words, *a, **k: drawn.append(words) or
                        real(surface, words, *a, **k))
    seen = 0
    for mode in [None] + [c["value"] for o in entry.info.OPTIONS if o["id"] == "mode"
                          for c in o["choices"]]:
        if mode is not None:                    # Dragons Arena's duel and solo show other options
            press(app, f"opt:mode:{mode}")
            run(app, 1)
        for opt in entry.visible_options(scene.options):
            for choice in opt["choices"]:
                if opt["id"] == "mode" and choice["value"] != mode:
                    continue                    # pressed by the loop above, with what it shows
                press(app, f"opt:{opt['id']}:{choice['value']}")
                drawn.clear()
                run(app, 1)
                # wrapped onto two lines at most, drawn one after the other
                assert i18n.tr(choice["desc"]) in " ".join(drawn), (opt["id"], choice["value"])
                seen += 1
    assert seen >= 2


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["games.dragon_inferno", "games.arena",
                                  "games.chevaliers_dragons"])
def test_every_seat_s_name_is_drawn_at_one_size_inside_its_card(size, lang, game, monkeypatch):
    # Fitted one by one, "Le royaume vert clair" came out bigger than "Le royaume vert foncé".
    from engine.registry import GameEntry
    from engine.ui import text, theme
    entry = GameEntry(game)
    app = make_app([entry], size=size, lang=lang)
    scene = app.open("setup", entry)
    scene.set_count(entry.info.MAX_SEATS)
    run(app, 1)
    names = []
    real = text.child_lines

    def child_lines(surface, lines, px, color, name, **kw):
        block = real(surface, lines, px, color, name, **kw)
        if name == "seat-name":
            names.append((lines, px, block))
        return block
    monkeypatch.setattr(text, "child_lines", child_lines)
    own, real_fit = [], text.child_fit

    def child_fit(label, *a, **kw):
        fitted = real_fit(label, *a, **kw)
        own.append((label, fitted[0]))
        return fitted
    monkeypatch.setattr(text, "child_fit", child_fit)
    scene._seat_px = (None, 0)                  # measured again, as drawn
    scene.draw(app.target)
    assert len(names) == len(scene.seat_cards) and len(own) >= len(names)
    # one size, unless that would pull a name that keeps a child's size under it
    child = text.cap_px(scene.s(theme.TEXT), True)
    sizes = {px for _lines, px, _block in names}
    assert len(sizes) == 1 or min(sizes) < child <= max(sizes) == child, names
    drawn = {" ".join(lines): px for lines, px, _block in names}
    for label, px in own:
        if px >= child and label in drawn:
            assert drawn[label] >= child, (label, px, drawn[label])
    for (lines, _px, block), card in zip(names, scene.seat_cards):
        assert len(lines) == 1 and card.left < block.left and block.right <= card.right, (
            lines, block, card)
