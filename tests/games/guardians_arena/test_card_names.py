"""Every Guardians Arena card's name is read on the table without opening it (issue 22, part 1):
written at the asked size (18 px at 1920x1080) on the table's faces and the hand's, in both
languages. A card whose full name does not fit there carries a short name of its own ("Mother
Morrow"), written on those faces only where the full one would be written smaller; the large
view and the move log keep the full name."""
import pytest

from engine import i18n
from games.guardians_arena import carddata, cardface, cardface_table, cardtext
from games.guardians_arena.draw import NAME_PX
from games.guardians_arena.rules_deck import HAND_LIMIT
from tests.games.guardians_arena.test_scene import ENTRY, on_screen, positions
from tests.helpers import make_app, run

POOL = carddata.pool()
SIZES = [(1024, 768), (1920, 1080), (3840, 2160)]


def faces(size, lang="en"):
    """{place: (face size, (name px, digit px) asked, width seen)} of a real table laid out in a
    window of `size`: a table card, a hand card alone, and one in a fan of the most cards a hand
    keeps, whose name is written in the width the next card leaves uncovered."""
    app = make_app([ENTRY], size=size, lang=lang)
    sc = on_screen(app, positions(("enlist",), seeds=range(1), per_phase=1)["enlist"][0])
    g = sc.g
    table = g.bands[g.near].guardian
    alone = g.hand_rects(1)[0]
    fan = g.hand_rects(HAND_LIMIT)
    step = fan[1].x - fan[0].x
    out = {"table": (table.size, sc.table.reading(table)[:2], None),
           "hand": (alone.size, sc.table.reading(alone)[:2], None)}
    if step < fan[0].width:
        out[f"hand fan of {HAND_LIMIT}"] = (fan[0].size, sc.table.reading(fan[0], step)[:2], step)
    return out


@pytest.fixture(scope="module")
def at_1080():
    return faces((1920, 1080))


def short(card, lang):
    return cardtext.short_name(card, lang)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_name_is_written_at_the_asked_size_on_the_table_and_in_the_hand(lang, at_1080):
    assert at_1080["table"][1][0] == NAME_PX and "hand" in at_1080
    for place, (size, asked, seen) in at_1080.items():
        small = []
        for card in POOL.values():
            px, lines, name = cardface_table.face_name(size, card, lang, *asked, seen)
            if px < asked[0]:
                small.append((card["id"], px, lines))
        assert not small, (place, small)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_short_name_is_written_only_where_the_full_one_would_be_smaller(lang, at_1080):
    table, hand = at_1080["table"], at_1080["hand"]
    shorts = 0
    for card in POOL.values():
        full = cardtext.name(card, lang)
        on_table = cardface_table.face_name(table[0], card, lang, *table[1])[2]
        full_px = cardface_table.layout(table[0], full, *table[1])[5]
        assert on_table == (full if full_px >= table[1][0] else short(card, lang)), card["id"]
        shorts += on_table != full
        # The hand's larger face has room for every full name.
        assert cardface_table.face_name(hand[0], card, lang, *hand[1])[2] == full, card["id"]
    assert shorts >= 10, "the long names of the table are named short"
    morrow = POOL["morrow"]
    assert cardface_table.face_name(table[0], morrow, "en", *table[1])[2] == "Mother Morrow"


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_short_names_tell_the_cards_apart(lang):
    fulls = {cardtext.name(c, lang): cid for cid, c in POOL.items()}
    seen = {}
    for cid, card in POOL.items():
        s = short(card, lang)
        if s is None:
            continue
        assert s != cardtext.name(card, lang), cid
        assert s not in fulls, (cid, s, "is the full name of", fulls.get(s))
        assert s not in seen, (cid, s, "is the short name of", seen.get(s))
        seen[s] = cid
        assert "guardians-arena." not in s and "{" not in s, cid


def test_a_short_name_is_given_only_to_a_card_whose_full_name_does_not_fit():
    """Not a word more than needed: a card has short names (in both languages) only when its
    full name, in one of them, is written under the asked size on the table at one of the
    sizes a classroom meets; and each short name is written there at the asked size."""
    tables = [faces(size)["table"] for size in SIZES]
    given = 0
    for cid, card in POOL.items():
        if short(card, "en") is None:
            assert all(short(card, lang) is None for lang in i18n.LANGS), cid
            continue
        given += 1
        assert any(cardface_table.layout(size, cardtext.name(card, lang), *asked)[5] < asked[0]
                   for size, asked, _ in tables for lang in i18n.LANGS), cid
        for lang in i18n.LANGS:
            for size, asked, _ in tables:
                assert cardface_table.face_name(size, card, lang, *asked)[0] >= asked[0], \
                    (lang, cid, size)
    assert given >= 10


def test_the_large_view_and_the_move_log_keep_the_full_name(monkeypatch):
    import pygame
    pygame.init()
    monkeypatch.setattr(cardface, "_cached", lambda key, make: make())
    written = []
    real = cardface.text.fit_lines

    def spy(words, *a, **k):
        written.append(words)
        return real(words, *a, **k)
    monkeypatch.setattr(cardface.text, "fit_lines", spy)
    surface = pygame.Surface((600, 840))
    cardface.draw_card_large(surface, surface.get_rect(), POOL["morrow"], "en")
    assert "Mother Morrow of the Pale Coven" in written
    from games.guardians_arena import rules_event_texts
    # The log names a card by the key of its full name.
    assert i18n.catalog("en")[rules_event_texts._card("morrow")] == \
        "Mother Morrow of the Pale Coven"


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_table_drawn_writes_every_name_at_18_px(monkeypatch, lang):
    """The screen itself: the font size each face of the table and the hand writes its name at,
    recorded while real tables are drawn at 1920x1080."""
    written = []
    monkeypatch.setattr(cardface, "_cached", lambda key, make: make())
    real = cardface_table.label

    def spy(surface, words, px, *a, **k):
        written.append((int(px), words))
        return real(surface, words, px, *a, **k)
    monkeypatch.setattr(cardface_table, "label", spy)
    app = make_app([ENTRY], size=(1920, 1080), lang=lang)
    found = positions(("enlist", "primary", "secondary"), seeds=range(2), per_phase=1)
    for states in found.values():
        sc = on_screen(app, states[0])
        sc.forget_layers()
        app.dirty = True
        run(app, 1)
    assert len(written) >= 20, "too few faces drawn: the check would see nothing"
    assert min(px for px, _ in written) >= NAME_PX, sorted(written)[:5]


@pytest.mark.parametrize("size", SIZES[:2])
@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_name_s_ink_stays_inside_its_plate_and_centred(monkeypatch, size, lang):
    # At 1024x768 the second line of "King Granit" sat on the plate's lower edge: the lines were
    # centred by their font boxes, and a line's ink sits lower than its box's middle.
    import pygame
    from engine.ui import text
    drawn = []
    real = cardface_table.label

    def spy(surface, words, px, *a, **anchor):
        glyphs = text.render(words, max(8, int(px)), (0, 0, 0), True)
        ink = glyphs.get_bounding_rect().move(glyphs.get_rect(**anchor).topleft)
        drawn.append(ink)
        return real(surface, words, px, *a, **anchor)
    monkeypatch.setattr(cardface_table, "label", spy)
    checked = 0
    for place, (face, asked, seen) in faces(size, lang).items():
        for card in POOL.values():
            drawn.clear()
            cardface_table.face(face, card, lang, *asked, seen)
            box, lines, _pic, _stats, step = cardface_table.layout(
                face, cardtext.name(card, lang), *asked, seen,
                cardtext.short_name(card, lang))[:5]
            edge = max(1, step // 12)
            inside = box.inflate(-2 * edge, -2 * edge)
            assert len(drawn) == len(lines)
            ink = pygame.Rect(drawn[0]).unionall(drawn)
            assert inside.top <= ink.top and ink.bottom <= inside.bottom, (place, card["id"])
            above, below = ink.top - inside.top, inside.bottom - ink.bottom
            assert abs(above - below) <= 1, (place, card["id"], above, below)
            checked += 1
    assert checked >= 2 * len(POOL)


@pytest.mark.parametrize("lang, cid", [("en", "abyss_titan"), ("en", "deep_hall"),
                                       ("fr", "boulder_giant"), ("fr", "cinder_storm")])
def test_a_plate_s_padding_takes_no_room_from_a_three_line_name(lang, cid, at_1080):
    # The room above and below a name's lines once cut the name's own room: at 1920x1080 these
    # full names, three lines at 18 px, went down to their short ones ("Abyss Titan").
    face, asked, _seen = at_1080["table"]
    px, lines, name = cardface_table.face_name(face, POOL[cid], lang, *asked)
    assert name == cardtext.name(POOL[cid], lang) and px == asked[0]
    assert len(lines) == cardface_table.NAME_LINES
