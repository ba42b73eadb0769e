"""Guardians Arena's table is sized for reading (issue 22, part 1): the hand's cards are 220 px
tall at 1920x1080, every card of the table and the hand writes its name and its main number at
a size read without opening it (18 and 24 px at 1920x1080), the duel zone gives its room back
when no fight is on, and everything stays in the window from 1024x768 to 3840x2160 and tall."""
import pygame
import pytest

from engine.ui import text
from games.guardians_arena import cardface, cardface_parts, cardface_table
from games.guardians_arena.draw import DIGIT_PX, NAME_PX
from tests.games.guardians_arena.ga_table import combat, put, table
from tests.games.guardians_arena.test_scene import ENTRY, on_screen, positions
from tests.helpers import make_app, run

SIZES = [(1024, 768), (1920, 1080), (3840, 2160), (1080, 1920)]


def found():
    return positions(("enlist", "primary", "secondary"), seeds=range(2), per_phase=1)


def hand_heights(sc):
    return [r.height for r, key, _ in sc.hits if key and key[0] == "card"]


def test_the_hand_cards_are_220_px_tall_at_1080p_and_use_the_width_they_have():
    app = make_app([ENTRY], size=(1920, 1080))
    for phase, states in found().items():
        sc = on_screen(app, states[0])
        heights = hand_heights(sc)
        assert heights and min(heights) >= 220, (phase, heights)
        rects = [r for r, key, _ in sc.hits if key and key[0] == "card"]
        # The hand spreads over its row: its cards overlap only when they do not fit side by side.
        right = max(r.right for r in rects)
        assert right <= sc.g.hand.right
        if len(rects) > 1 and rects[1].x - rects[0].x < rects[0].width:
            assert right >= sc.g.hand.right - sc.g.gap, (phase, right, sc.g.hand)


def test_the_hand_is_scaled_with_the_window():
    heights = {}
    for size in ((1024, 768), (3840, 2160)):
        app = make_app([ENTRY], size=size)
        sc = on_screen(app, found()["enlist"][0])
        heights[size] = min(hand_heights(sc))
    assert heights[(3840, 2160)] >= 440
    assert heights[(1024, 768)] >= int(220 * 768 / 1080)


def drawn_sizes(monkeypatch, size=(1920, 1080)):
    """The font sizes each face drawn on the table wrote its name and main number at, by the
    face's size: every face is composed again (not taken from the cache) while recorded."""
    seen = {"name": [], "number": []}
    monkeypatch.setattr(cardface, "_cached", lambda key, make: make())
    real_name, real_part = cardface_table.label, cardface_parts.label

    def name_spy(surface, words, px, *a, **k):
        seen["name"].append((surface.get_width(), int(px), words))
        return real_name(surface, words, px, *a, **k)

    def part_spy(surface, words, px, colour, bg, name, *a, **k):
        if name in ("vitality", "defence"):
            seen["number"].append((surface.get_width(), int(px), words))
        return real_part(surface, words, px, colour, bg, name, *a, **k)
    monkeypatch.setattr(cardface_table, "label", name_spy)
    monkeypatch.setattr(cardface_parts, "label", part_spy)
    app = make_app([ENTRY], size=size)
    widths = set()
    for phase, states in found().items():
        sc = on_screen(app, states[0])
        sc.forget_layers()
        app.dirty = True
        run(app, 1)
        widths.add(sc.g.w)
    return seen, min(widths)


def test_names_and_numbers_on_the_table_are_written_at_a_reading_size(monkeypatch):
    seen, w = drawn_sizes(monkeypatch)
    table_names = [(px, words) for fw, px, words in seen["name"] if fw >= w * 0.9]
    assert len(table_names) >= 20, "too few faces drawn: the check would see nothing"
    # A name is written at 18 px; one too long for three lines of its card (the Guardians'
    # titles, two-word names of long words) goes smaller, never under two thirds of it, and
    # those are the fewer.
    assert min(px for px, _ in table_names) >= NAME_PX * 2 // 3
    small = [words for px, words in table_names if px < NAME_PX]
    assert len(small) <= len(table_names) * 0.45, small
    hand_names = [px for fw, px, _ in seen["name"] if fw >= w * 1.5]
    assert hand_names and min(hand_names) >= NAME_PX, "every name in the hand at 18 px"
    numbers = [px for fw, px, _ in seen["number"] if fw >= w * 0.9]
    assert numbers and min(numbers) >= DIGIT_PX, numbers
    # What that is in capitals: a digit drawn at least 17 px tall, a name's capitals 13.
    assert text.cap_height(min(numbers)) >= 17
    assert text.cap_height(NAME_PX) >= 12


def test_a_name_too_long_for_the_plate_wraps_then_shrinks_a_little_and_is_never_cut():
    pygame.init()
    for name in ("Mother Morrow of the Pale Coven", "Le roi Granit des Salles Profondes",
                 "Crossbowman", "Standing Stones"):
        px, lines = cardface_table.name_lines(name, 18, 70)
        assert len(lines) <= cardface_table.NAME_LINES
        assert "".join(lines).replace("-", "").replace(" ", "") == name.replace("-", "").replace(
            " ", ""), (name, lines)
    px, lines = cardface_table.name_lines("Standing Stones", 18, 70)
    assert lines == ["Standing", "Stones"], "a word that fits a little smaller is not cut"
    assert px >= int(18 * cardface_table.FLOOR)


def fight_and_quiet(size):
    s = table(decks=("gale", "bastion"))
    put(s, 0, "storage", "war_hymn")
    quiet = {k: v for k, v in s.items()}
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    app = make_app([ENTRY], size=size)
    sc = on_screen(app, s)
    fight = (sc.g.duel.height, sc.g.hand.height, sc.g.w)
    quiet = positions(("enlist",), seeds=range(1), per_phase=1)["enlist"][0]
    sc = on_screen(app, quiet)
    return fight, (sc.g.duel.height, sc.g.hand.height, sc.g.w), sc


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (1080, 1920)],
                         ids=["1920x1080", "1024x768", "1080x1920"])
def test_the_duel_zone_gives_its_room_back_when_no_fight_is_on(size):
    fight, quiet, sc = fight_and_quiet(size)
    assert quiet[0] < fight[0], (quiet, fight)
    assert quiet[1] > fight[1], "the room given back goes to the hand"
    assert quiet[2] == fight[2], "the table's cards keep their size"
    # It keeps the terrain's room.
    assert sc.g.terrain.height <= sc.g.duel.height


def test_the_zone_follows_a_fight_that_starts_on_the_table_shown():
    fight, quiet, sc = fight_and_quiet((1920, 1080))
    assert not sc.g.duel_on
    s = table(decks=("gale", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    sc.shown = sc.match.rules.observation(s, 0)
    sc.backdrop_key()
    assert sc.g.duel_on and sc.g.duel.height == fight[0]


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_every_place_drawn_stays_in_the_window(size):
    app = make_app([ENTRY], size=size)
    screen = pygame.Rect(0, 0, *size)
    for phase, states in found().items():
        sc = on_screen(app, states[0])
        assert sc.hits
        for rect, key, cid in sc.hits:
            assert screen.contains(rect), (phase, size, key, cid, rect)
        assert sc.g.table.bottom <= size[1]
        hand = sc.g.hand
        assert hand.bottom <= sc.g.table.bottom and hand.top >= sc.g.duel.bottom


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plates_under_the_strongholds_share_one_size(monkeypatch, lang):
    # Fitted to the card's width alone, "Under the centre" came out 12 px tall at 1920x1080
    # beside a 20 px "Centre": each plate may span its stronghold's slots.
    from engine.i18n import tr
    app = make_app([ENTRY], size=(1920, 1080))
    app.set_language(lang)
    sc = on_screen(app, found()["enlist"][0])
    drawn = {}
    real = text.render

    def spy(words, px, *a, **k):
        drawn.setdefault(words, px)
        return real(words, px, *a, **k)
    monkeypatch.setattr(text, "render", spy)
    sc.forget_layers()
    sc.draw(pygame.Surface((1920, 1080)))
    K = "guardians-arena.ui.hold."
    waiting, centre = tr(K + "waiting"), tr(K + "centre")
    assert waiting in drawn and centre in drawn
    assert drawn[waiting] == drawn[centre]


@pytest.mark.parametrize("size", SIZES + [(768, 1024)])
def test_the_plates_under_the_near_strongholds_stay_clear_of_the_hand(size):
    # In a portrait window the near seat's hand covered the foot of "Sous le centre".
    app = make_app([ENTRY], size=size)
    sc = on_screen(app, found()["enlist"][0])
    g = sc.g
    line = text.render("Ag", sc.table.px(20), (0, 0, 0), True).get_height()    # the plate's
    for pos, rects in g.bands[g.near].holds.items():
        assert rects["hold"].bottom + sc.s(2) + line <= g.hand.y, (size, pos)
