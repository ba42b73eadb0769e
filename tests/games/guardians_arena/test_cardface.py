"""Guardians Arena's card frame and pictures: every card has its picture, every SVG loads and keeps
the house rules, every card draws at every size, a face-down card shows nothing of its face, text
stands at 7:1 on its panel."""
import os
import xml.etree.ElementTree as ET

import pygame
import pytest

from engine import cache
from engine.ui import classroom, contrast
from games.guardians_arena import carddata, cardface, cardface_parts

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FOLDER = os.path.join(ROOT, "sprites", "guardians-arena")
SIZES = ((120, 168), (240, 336), (480, 672))
FORBIDDEN = {"text", "filter", "mask", "clipPath", "pattern", "use", "image", "style", "script"}


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    cache.clear_all()
    yield
    cache.clear_all()
    pygame.display.quit()


def pool():
    return carddata.pool()


def svg_files():
    out = []
    for base, _, names in os.walk(FOLDER):
        out += [os.path.join(base, n) for n in sorted(names) if n.endswith(".svg")]
    return out


def test_every_card_has_its_own_picture():
    missing = sorted(cid for cid in pool()
                     if not os.path.exists(os.path.join(FOLDER, "cards", cid + ".svg")))
    assert not missing, f"cards without a picture: {missing}"


def test_no_picture_without_a_card():
    names = {n[:-4] for n in os.listdir(os.path.join(FOLDER, "cards")) if n.endswith(".svg")}
    assert names - set(pool()) == set()


def test_the_icons_backs_and_ruin_are_there():
    wanted = ["back-pen", "back-storage", "ruin"] + ["icon-" + n for n in (
        "flying", "receiver", "channeller", "ranged", "area", "vanity", "nectar", "greed", "immune",
        "stone", "victory", "deck", "discard")] + ["icon-kind-" + k for k in carddata.KINDS]
    missing = [n for n in wanted if not os.path.exists(os.path.join(FOLDER, n + ".svg"))]
    assert not missing


def test_every_icon_the_frame_draws_exists():
    names = set()
    for card in pool().values():
        badges = cardface_parts.creature_badges(card) if card.kind == "creature" else \
            cardface_parts.op_badges(card.all_ops())
        names |= {what for kind, what, _ in badges if kind in ("icon", "destroy")}
        names.add("icon-kind-" + card.kind)
    missing = sorted(n for n in names if not os.path.exists(os.path.join(FOLDER, n + ".svg")))
    assert not missing


@pytest.mark.parametrize("path", svg_files(), ids=lambda p: os.path.relpath(p, FOLDER))
def test_every_svg_keeps_the_house_rules_and_loads(path):
    root = ET.parse(path).getroot()
    view = root.get("viewBox")
    rel = os.path.relpath(path, FOLDER)
    if rel.startswith("cards" + os.sep):
        assert view == "0 0 100 75"
    elif rel.startswith("back-") or rel == "ruin.svg":
        assert view == "0 0 100 140", "card-sized"
    elif rel == "tile.svg":
        assert view == "0 0 160 120", "every box tile is 4:3 (docs/ASSETS.md)"
    else:
        assert view == "0 0 100 100", "icons, emblems, the box tile, the lot"
    for el in root.iter():
        tag = el.tag.split("}")[-1]
        assert tag not in FORBIDDEN, f"<{tag}> in {rel}"
        if tag in ("linearGradient", "radialGradient"):
            assert el.get("gradientUnits") == "userSpaceOnUse", rel
        assert not any(k.endswith("href") for k in el.attrib), rel
    surf = pygame.image.load_sized_svg(path, (200, 150))
    assert pygame.mask.from_surface(surf).count() > 0


def test_card_pictures_are_opaque_scenes():
    for cid, card in pool().items():
        path = os.path.join(FOLDER, "cards", cid + ".svg")
        if card.kind == "creature" or not os.path.exists(path):
            continue
        surf = pygame.image.load_sized_svg(path, (100, 75))
        corners = [surf.get_at(p).a for p in ((1, 1), (98, 1), (1, 73), (98, 73), (50, 37))]
        assert min(corners) == 255, cid


@pytest.mark.parametrize("size", SIZES)
def test_every_card_draws_at_every_size(size):
    surface = pygame.Surface((size[0] + 20, size[1] + 20), pygame.SRCALPHA)
    rect = pygame.Rect(10, 10, *size)
    for card in pool().values():
        surface.fill((0, 0, 0, 0))
        cardface.draw_card(surface, rect, card, "en")
        # the card fills its rect: its middle and its plates are drawn
        assert surface.get_at(rect.center).a == 255
        assert surface.get_at((rect.centerx, rect.bottom - size[1] // 8)).a == 255
        cardface.draw_card_large(surface, rect, card, "fr")
        assert surface.get_at(rect.center).a == 255


def test_a_name_too_long_for_a_small_cards_plate_is_cut_not_drawn_over_its_picture(monkeypatch):
    # A pile's top card some 30 px wide: at the least size "Knight of the Iron Vow" took up to
    # five lines of a plate made for two, drawn over one another and over the picture.
    from games.guardians_arena import cardtext
    labels = labels_drawn(monkeypatch, "name")
    card = next(c for c in pool().values() if cardtext.name(c, "en") == "Knight of the Iron Vow")
    cut = []
    for width in (28, 36, 60, 120):
        labels.clear()
        cardface.draw_card(pygame.Surface((width, int(width * 1.4))),
                           pygame.Rect(0, 0, width, int(width * 1.4)), card, "en")
        drawn = [words for words, _px, _at in labels]
        assert 1 <= len(drawn) <= 2, (width, drawn)
        cut += [w for w in drawn if w.endswith("\u2026")]
    assert cut, "at 28 px the name needs more than two lines: the second is cut and marked"
    assert "".join(drawn).replace(" ", "") == "KnightoftheIronVow"    # at 120 px: whole


def test_the_large_view_writes_the_full_text_and_the_small_face_does_not():
    card = pool()["cinder_storm"]
    with classroom.record() as seen:
        cardface.draw_card_large(pygame.Surface((480, 672)), (0, 0, 480, 672), card, "en")
    text_lines = [t for t in seen.contrasts if t[0] == "card-text"]
    assert len(text_lines) >= 4
    with classroom.record() as small:
        cardface.draw_card(pygame.Surface((480, 672)), (0, 0, 480, 672), card, "en")
    assert not [t for t in small.contrasts if t[0] == "card-text"]


def test_large_text_is_never_below_22_px(monkeypatch):
    sizes = []
    real = cardface_parts.text.draw

    def spy(surface, words, px, *a, **k):
        sizes.append(px)
        return real(surface, words, px, *a, **k)
    monkeypatch.setattr(cardface_parts.text, "draw", spy)
    for cid in ("ysolde", "night_wing", "cinder_storm", "iron_pavise"):
        before = len(sizes)
        with classroom.record() as seen:
            cardface.draw_card_large(pygame.Surface((480, 672)), (0, 0, 480, 672), pool()[cid], "fr")
        names = [c[0] for c in seen.contrasts]
        body = [px for px, name in zip(sizes[before:], names) if name == "card-text"]
        assert body and min(body) >= cardface.LARGE_TEXT_MIN


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_every_text_stands_at_seven_to_one(lang):
    with classroom.record() as seen:
        for card in pool().values():
            surf = pygame.Surface((480, 672), pygame.SRCALPHA)
            cardface.draw_card(surf, (0, 0, 240, 336), card, lang)
            cardface.draw_card_large(surf, (0, 0, 480, 672), card, lang)
    assert len(seen.contrasts) > 500
    low = {(n, fg, bg) for n, fg, bg in seen.contrasts if contrast.ratio(fg, bg) < 7}
    assert not low


def test_a_face_down_card_draws_nothing_of_its_face():
    p = pool()
    shots = []
    for cid in ("ysolde", "reed_archer", "fire_rain", "misty_marsh"):
        surf = pygame.Surface((240, 336), pygame.SRCALPHA)
        cardface.draw_card(surf, surf.get_rect(), p[cid], "en", face_up=False, back="pen")
        shots.append(pygame.image.tobytes(surf, "RGBA"))
    assert len(set(shots)) == 1
    face = pygame.Surface((240, 336), pygame.SRCALPHA)
    cardface.draw_card(face, face.get_rect(), p["reed_archer"], "en")
    assert pygame.image.tobytes(face, "RGBA") != shots[0]


def test_the_two_backs_differ_and_a_card_shows_its_own_back_by_default():
    p = pool()

    def back(card, which=None):
        surf = pygame.Surface((120, 168), pygame.SRCALPHA)
        cardface.draw_card(surf, surf.get_rect(), card, "en", face_up=False, back=which)
        return pygame.image.tobytes(surf, "RGBA")
    assert back(p["reed_archer"], "pen") != back(p["reed_archer"], "storage")
    assert back(p["fire_rain"]) == back(p["reed_archer"], "storage")     # a spell goes to storage
    assert back(p["reed_archer"]) == back(p["fire_rain"], "pen")


def test_selected_is_drawn_over_the_card():
    card = pool()["oak_shield"]
    plain = pygame.Surface((240, 336), pygame.SRCALPHA)
    cardface.draw_card(plain, plain.get_rect(), card, "en")
    chosen = pygame.Surface((240, 336), pygame.SRCALPHA)
    cardface.draw_card(chosen, chosen.get_rect(), card, "en", selected=True)
    x, y = 6, 336 // 2                      # inside the ring, on the card's side edge
    assert chosen.get_at((x, y))[:3] == cardface.SELECT
    assert plain.get_at((x, y))[:3] != cardface.SELECT


def test_a_missing_picture_is_a_tinted_panel(monkeypatch):
    card = pool()["war_hymn"]
    monkeypatch.setattr(cardface_parts, "SPRITES", "no-such-folder/")
    surf = pygame.Surface((240, 336), pygame.SRCALPHA)
    cardface.draw_card(surf, surf.get_rect(), card, "en")
    u = 240 / 100
    middle = (120, int(6 * u + 16 * u + 2.5 * u + 0.75 * 228 / 2))
    tint = contrast.mix(cardface_parts.KIND_COLOUR["spell"], cardface_parts.PAPER, 0.45)
    assert tuple(surf.get_at(middle))[:3] == tint


def test_the_three_borders_differ_in_greyscale():
    p = pool()
    ids = {b: next(c.id for c in p.values() if c.kind == "creature" and c["border"] == b)
           for b in ("mortal", "elemental", "external")}
    levels = {}
    for border, cid in ids.items():
        surf = pygame.Surface((240, 336), pygame.SRCALPHA)
        cardface.draw_card(surf, surf.get_rect(), p[cid], "en")
        rim = [surf.get_at((x, 4))[:3] for x in range(30, 210)]
        grey = [0.299 * r + 0.587 * g + 0.114 * b for r, g, b in rim]
        levels[border] = sum(grey) / len(grey)
    assert levels["mortal"] > levels["elemental"] + 40 > levels["external"] + 80


def test_faces_are_cached_per_card_size_and_language():
    card = pool()["granit"]
    surf = pygame.Surface((240, 336), pygame.SRCALPHA)
    cardface.draw_card(surf, surf.get_rect(), card, "en")
    n = len(cardface_parts.FACES)
    cardface.draw_card(surf, surf.get_rect(), card, "en")
    assert len(cardface_parts.FACES) == n
    cardface.draw_card(surf, surf.get_rect(), card, "fr")
    assert len(cardface_parts.FACES) == n + 1


def test_the_preview_tool_writes_a_sheet(tmp_path):
    from tools import preview_cards
    out = tmp_path / "sheet.png"
    preview_cards.sheet(120, "en", str(out), cols=20)
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() > 20 * 120


def test_a_ruin_is_not_a_back():
    ruin = pygame.Surface((120, 168), pygame.SRCALPHA)
    cardface.draw_ruin(ruin, ruin.get_rect())
    back = pygame.Surface((120, 168), pygame.SRCALPHA)
    cardface.draw_back(back, back.get_rect(), "pen")
    assert ruin.get_at((60, 84)).a == 255
    assert pygame.image.tobytes(ruin, "RGBA") != pygame.image.tobytes(back, "RGBA")


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_large_view_writes_every_word_of_the_text_in_a_small_window_s_card(lang, monkeypatch):
    # At 1024x768 the large card is about 341 x 477: at 22 px the Ember Witch's text ended
    # "...discards every creature in hand with", the rest cut off by the card's foot.
    from games.guardians_arena import cardtext
    labels = labels_drawn(monkeypatch, "card-text")
    short = []
    for size in ((341, 477), (300, 420), (480, 672)):
        for card in pool().values():
            labels.clear()
            cardface.draw_card_large(pygame.Surface(size), (0, 0) + size, card, lang)
            whole = " ".join(cardtext.lines(card, lang)).split()
            if " ".join(words for words, _px, _at in labels).split() != whole:
                short.append((size, card["id"]))
    assert not short, short


def test_a_small_faces_name_lines_never_lie_on_one_another(monkeypatch):
    # In the tips' pictures at 1024x768, "Vow" was written over "Knight of the Iron".
    from engine.ui import text
    labels = labels_drawn(monkeypatch, "name")
    two = 0
    for width in (60, 80, 100, 120, 160):
        for card in pool().values():
            labels.clear()
            cardface._face((width, int(width * 1.4)), card, "en")
            inks = []
            for words, px, at in labels:
                glyphs = text.render(words, px, (0, 0, 0), True)
                inks.append(glyphs.get_bounding_rect().move(glyphs.get_rect(**at).topleft))
            if len(inks) == 2:
                two += 1
                assert inks[0].bottom <= inks[1].top, (width, card["id"], inks)
    assert two, "no name on two lines: the check would see nothing"


def test_the_selection_ring_leaves_the_name_plate_clear():
    # A fourteenth of the width, it covered the top of a picked card's name in the hand.
    from games.guardians_arena import cardface_table
    size, reading = (197, 276), (18, 24)            # a hand's card at 1920x1080
    for cid in ("iron_knight", "ember_witch", "oak_shield"):
        card = pool()[cid]
        plain, chosen = pygame.Surface(size), pygame.Surface(size)
        cardface.draw_card(plain, plain.get_rect(), card, "en", reading=reading)
        cardface.draw_card(chosen, chosen.get_rect(), card, "en", reading=reading, selected=True)
        name = cardface_table.name_plate(size, card, "en", *reading).inflate(-4, -4)
        assert (pygame.image.tobytes(plain.subsurface(name), "RGB")
                == pygame.image.tobytes(chosen.subsurface(name), "RGB")), cid


def labels_drawn(monkeypatch, kind):
    """The (words, px, anchor) of every label of `kind` ("name", "card-text") a card face
    writes from now on, in order (clear() the list between faces)."""
    seen, real = [], cardface.label

    def label(surface, words, px, colour, bg, name, *a, **k):
        if name == kind:
            seen.append((words, px, k))
        return real(surface, words, px, colour, bg, name, *a, **k)
    monkeypatch.setattr(cardface, "label", label)
    return seen


def test_a_small_window_s_large_card_keeps_most_pictures_half_their_size(monkeypatch):
    # At 1024x768 (a large card about 341 px wide) the words kept their 22 px of 1920x1080 and
    # the picture gave way: half the cards showed it under a third of its size, "Gloom Moth"
    # 50 px wide. The words' least size now follows the card's width (17 px there).
    heights, sizes = [], []
    real_pic, real_label = cardface._picture, cardface.label
    monkeypatch.setattr(cardface, "_picture", lambda surf, box, card: (
        heights.append(box.h), real_pic(surf, box, card)))
    monkeypatch.setattr(cardface, "label", lambda surf, words, px, *a, **k: (
        sizes.append(px) if a[2:3] == ("card-text",) else None, real_label(surf, words, px, *a, **k)))
    w, h = 341, 477
    for card in pool().values():
        cardface._large((w, h), card, "en")
    full = int((w - 2 * int(5 * w / 100)) * 0.75)
    heights.sort()
    assert heights[len(heights) // 2] >= full // 2, (heights[len(heights) // 2], full)
    # ...and smaller only where even without the picture the words would not fit (a few cards)
    sizes.sort()
    assert sizes[len(sizes) // 10] >= int(cardface.LARGE_TEXT_MIN * w / 420), sizes[:20]


def test_the_rules_page_on_reading_cards_shows_real_card_faces(monkeypatch):
    # It showed two bare pictures beside words naming a card's parts (a fresh user's try).
    from engine.registry import GameEntry
    from engine.rules_scene import RulesScene, pages
    from tests.helpers import make_app
    entry = GameEntry("games.guardians_arena")
    app = make_app([entry], size=(1024, 768))
    try:
        scene = RulesScene(app, entry)
        scene.layout((1024, 768))
        n = next(n for n in pages(entry) if entry.info.RULES_PICTURES.get(n) and
                 entry.info.RULES_PICTURES[n][0][0].startswith("card:"))
        scene.page = pages(entry).index(n)
        drawn = []
        real = cardface.draw_card
        monkeypatch.setattr(cardface, "draw_card", lambda surf, rect, card, lang, **k: (
            drawn.append(card["id"]), real(surf, rect, card, lang, **k))[1])
        scene.draw(pygame.Surface((1024, 768)))
        assert {"thornling", "reed_archer", "gloom_moth", "anvil_keep"} <= set(drawn)
        assert cardface.rules_picture("guardians-arena/icon-deck", (100, 100)) is None
    finally:
        pygame.display.quit()
