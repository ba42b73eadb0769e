"""How a Guardians Arena card looks: the one module the scene draws cards with.

    draw_card(surface, rect, card, lang, face_up=True, back=None, selected=False)
    draw_card_large(surface, rect, card, lang)        # hover / long press: the full text too

A card face, top to bottom: the name on a plate, the picture (sprites/guardians-arena/cards/<id>.svg,
viewBox 0 0 100 75) with the kind's icon and the dominance in its top corners, then the numbers
big on a plate: a creature's vitality (a red disc showing both values when it has red vitality),
its off-colour bonus in an oval of the colour of the border it beats, channeller and ranged values,
flying, receiver and vulnerability icons; a Guardian's vitality, channelling, stones and draw; a
stronghold's defence. The frame is the kind's colour; a creature's rim is its border (white plain,
grey ticked, black studded). A face-down card is only its back (back-pen / back-storage);
draw_back draws a back alone, draw_ruin a stronghold turned over.
Faces are composed once per card, size and language and kept in the box's cache budget.
"""
import pygame

from engine import assets
from engine.ui import classroom, text
from games.guardians_arena import cardtext
from games.guardians_arena.cardface_parts import (
    FACES, INK, KIND_COLOUR, PAPER, PLATE, SPRITES, badge_grid, creature_badges, fit_label,
    icon, label, op_badges, picture, position_marks, rim, signed, surface_for,
    tinted_panel, vitality_disc)

RATIO = 7 / 5              # a card is 5 wide and 7 tall
LARGE_TEXT_MIN = 22        # px: the full text of the large view is never smaller where it fits
#                            (at 1920x1080's 420 px wide card; in proportion in a narrower one)
LARGE_TEXT_FLOOR = 12      # px: nor ever under this, in a small window's large card
SELECT = (240, 228, 66)    # the yellow ring of a selected card (with an ink line inside it)

__all__ = ["draw_card", "draw_card_large", "draw_back", "draw_ruin", "card_size", "RATIO"]


def card_size(width):
    """A card's (w, h) for a width, at the 5:7 ratio."""
    return int(width), int(round(width * RATIO))


def rules_picture(name, size):
    """A rules page's picture named "card:<id>": that card's face, as large as `size` holds (the
    page on reading a card showed two bare pictures beside words naming a card's parts; a
    person matches them on real faces). None for any other name (engine/rules_scene.py)."""
    from engine.i18n import language
    from games.guardians_arena import carddata
    card = carddata.pool().get(name[5:]) if name.startswith("card:") else None
    if card is None:
        return None
    w = max(4, min(size[0], int(size[1] / RATIO)))
    surf = pygame.Surface(card_size(w), pygame.SRCALPHA)
    draw_card(surf, surf.get_rect(), card, language())
    return surf


def draw_card(surface, rect, card, lang, *, face_up=True, back=None, selected=False,
              reading=None):
    """Draw one card in rect. Face down, only its back shows (`back` "pen" or "storage"; the
    card's own back when not given): nothing of the face is drawn. `reading`: (name px, digit
    px), the sizes its name and main number are written at however small the card (the table's
    face, cardface_table.py: the picture gives way)."""
    rect = pygame.Rect(rect)
    if rect.w < 4 or rect.h < 4:
        return rect
    if face_up and reading:
        from games.guardians_arena import cardface_table
        surf = _cached(("read", card["id"], rect.size, lang, tuple(reading)),
                       lambda: cardface_table.face(rect.size, card, lang, *reading))
    elif face_up:
        surf = _cached(("face", card["id"], rect.size, lang), lambda: _face(rect.size, card, lang))
    else:
        which = back or card.get("back") or "pen"
        surf = _cached(("back", which, rect.size), lambda: _back(rect.size, which))
    surface.blit(surf, rect)
    if selected:
        _selected(surface, rect)
    return rect


def draw_back(surface, rect, back="pen", selected=False):
    """A card seen from behind when even which card it is is unknown (a deck, a hidden hand)."""
    rect = pygame.Rect(rect)
    surface.blit(_cached(("back", back, rect.size), lambda: _back(rect.size, back)), rect)
    if selected:
        _selected(surface, rect)
    return rect


def draw_squeezed(surface, rect, card, lang, squeeze, back="pen"):
    """A card turning over: its picture at `rect`'s size (cached) narrowed to `squeeze` of its
    width, so a flip scales one surface instead of rasterising a new size every frame."""
    rect = pygame.Rect(rect)
    if card is not None:
        full = _cached(("face", card["id"], rect.size, lang), lambda: _face(rect.size, card, lang))
    else:
        full = _cached(("back", back, rect.size), lambda: _back(rect.size, back))
    w = max(1, int(rect.width * squeeze))
    img = pygame.transform.scale(full, (w, rect.height))
    surface.blit(img, img.get_rect(center=rect.center))


def draw_ruin(surface, rect):
    """A stronghold turned over: the ruin (sprites/guardians-arena/ruin.svg), card-sized."""
    rect = pygame.Rect(rect)
    surface.blit(_cached(("ruin", rect.size), lambda: _back(rect.size, None)), rect)
    return rect


def draw_card_large(surface, rect, card, lang):
    """The card large (hover or long press) with its whole generated text under the picture."""
    rect = pygame.Rect(rect)
    if rect.w < 40 or rect.h < 40:
        return draw_card(surface, rect, card, lang)
    surf = _cached(("large", card["id"], rect.size, lang), lambda: _large(rect.size, card, lang))
    surface.blit(surf, rect)
    return rect


def _cached(key, make):
    """A composed face from the cache; while a test records the classroom figures the face is
    composed again so its contrasts are said."""
    if classroom.recording():
        return make()
    surf = FACES.get(key)
    if surf is None:
        surf = FACES.put(key, make())
    return surf


# ----------------------------------------------------------------------------------- layout
def _frame(surf, card):
    """The frame: rounded panel of the kind's colour, a creature's border rim round it. Returns
    the inner rect and the unit (a hundredth of the width)."""
    w, h = surf.get_size()
    u = w / 100
    kind = card["kind"]
    radius = max(3, int(5 * u))
    whole = surf.get_rect()
    pygame.draw.rect(surf, INK, whole, border_radius=radius)
    pygame.draw.rect(surf, KIND_COLOUR.get(kind, (200, 200, 200)),
                     whole.inflate(-2 * max(1, int(u)), -2 * max(1, int(u))),
                     border_radius=radius)
    if kind == "creature" and card.get("border") in ("mortal", "elemental", "external"):
        rim(surf, whole, card["border"], max(3, min(int(4.5 * u), 12)), radius)
    return whole, u


def _name_plate(surf, box, card, lang):
    kind = card["kind"]
    plate = PLATE.get(kind, PAPER)
    pygame.draw.rect(surf, plate, box, border_radius=max(2, box.h // 5))
    pygame.draw.rect(surf, INK, box, max(1, box.h // 14), border_radius=max(2, box.h // 5))
    name = cardtext.name(card, lang)
    inner = box.inflate(-max(4, box.h // 3), -max(2, box.h // 8))
    px, lines = text.fit_lines(name, inner.h * 0.78, inner.w, max_lines=2, bold=True, min_px=8)
    if len(lines) == 2:
        px = min(px, int(inner.h * 0.5))
        px, lines = text.fit_lines(name, px, inner.w, max_lines=2, bold=True, min_px=8)
    # Two lines whose letters the plate cannot hold apart (a small face, at the least size: "Vow"
    # lay over "Knight of the Iron" and past the plate): one line, its end cut and marked.
    tall = max(text.render(line, px, INK, True).get_bounding_rect().height for line in lines)
    most = 2 if len(lines) < 2 or tall * 2 <= inner.h else 1
    lines = text.cut_lines(lines, px, inner.w, most, bold=True)
    step = inner.h / len(lines)
    for i, line in enumerate(lines):
        label(surf, line, px, INK, plate, "name",
              center=(inner.centerx, int(inner.y + step * (i + 0.5))))


def _picture(surf, box, card):
    img = picture(card["id"], card["kind"], box.size)
    if img is None:
        tinted_panel(surf, box, card["kind"])
    else:
        surf.blit(img, img.get_rect(center=box.center))
    pygame.draw.rect(surf, INK, box.inflate(2, 2), max(1, box.w // 70))


def _corner_marks(surf, pic, card, u):
    """The kind's icon in the picture's top-left corner, the dominance at its top-right."""
    r = max(5, int(8 * u))
    c = (pic.x + int(r * 0.9), pic.y + int(r * 0.9))
    pygame.draw.circle(surf, INK, c, r)
    pygame.draw.circle(surf, PAPER, c, max(1, r - max(1, r // 7)))
    img = icon("icon-kind-" + card["kind"], int(r * 1.5))
    if img is not None:
        surf.blit(img, img.get_rect(center=c))
    # the dominance: a six-sided seal, so it is never taken for a vitality disc
    d = (pic.right - int(r * 0.9), pic.y + int(r * 0.9))
    hexagon = [(d[0] + r * dx, d[1] + r * dy) for dx, dy in
               ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))]
    pygame.draw.polygon(surf, INK, hexagon)
    inner = [(d[0] + (x - d[0]) * 0.82, d[1] + (y - d[1]) * 0.82) for x, y in hexagon]
    pygame.draw.polygon(surf, PAPER, inner)
    box = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.05))
    box.center = d
    fit_label(surf, str(card["dominance"]), box, INK, PAPER, "dominance")


def _stats(surf, box, card, lang=None, disc=0):
    """The numbers plate under the picture; `disc`: the least diameter of its main number (the
    table's face asks for one its digits are read at)."""
    kind = card["kind"]
    plate = PLATE.get(kind, PAPER)
    pygame.draw.rect(surf, plate, box, border_radius=max(2, box.h // 6))
    pygame.draw.rect(surf, INK, box, max(1, box.h // 25), border_radius=max(2, box.h // 6))
    inner = box.inflate(-max(2, box.h // 10), -max(2, box.h // 10))
    big = min(inner.h, max(int(inner.w * 0.38), min(disc, int(inner.w * 0.65))))
    left = pygame.Rect(inner.x, inner.y, big, inner.h)
    rest = pygame.Rect(left.right + max(2, big // 10), inner.y,
                       inner.right - left.right - max(2, big // 10), inner.h)
    if kind == "creature":
        vitality_disc(surf, left.center, big // 2, card["vitality"], card.get("red_vitality"))
        badge_grid(surf, rest, creature_badges(card), plate)
    elif kind == "guardian":
        vitality_disc(surf, left.center, big // 2, card["vitality"])
        badge_grid(surf, rest, [("icon", "icon-channeller", str(card["channel"])),
                                ("icon", "icon-stone", str(card["stones"])),
                                ("icon", "icon-deck", str(card["draw"]))], plate)
    elif kind == "stronghold":
        _defence(surf, left, card["defence"])
        marks = pygame.Rect(rest.x, rest.y, min(rest.w, int(rest.h * 1.4)), rest.h // 3)
        position_marks(surf, marks, card.get("position"))
        lower = pygame.Rect(rest.x, marks.bottom + 2, rest.w, rest.bottom - marks.bottom - 2)
        badge_grid(surf, lower, op_badges(card.get("effects") or []), plate)
    else:
        badges = op_badges(card.get("effects") or [])
        if kind == "item":
            badges = [("slot", None, card.get("slot", ""))] + badges
        if not badges:
            badges = [("icon", "icon-kind-" + kind, None)]
        _badges_with_slot(surf, inner, badges, plate)


def _badges_with_slot(surf, area, badges, plate):
    """An item's slot letter (C or H) in an ink square, then its badges."""
    if badges and badges[0][0] == "slot":
        side = min(area.h, area.w // 4)
        box = pygame.Rect(area.x, area.centery - side // 2, side, side)
        pygame.draw.rect(surf, INK, box, border_radius=max(2, side // 5))
        fit_label(surf, badges[0][2], box.inflate(-side // 4, -side // 4), PAPER, INK, "slot")
        area = pygame.Rect(box.right + side // 8, area.y, area.right - box.right - side // 8,
                           area.h)
        badges = badges[1:]
    badge_grid(surf, area, badges, plate)


def _defence(surf, box, value):
    """A stronghold's defence: '+N' on a tower-top shape (crenellations)."""
    w, h = box.w, box.h
    x, y = box.x, box.y
    merlon = w / 5
    points = [(x, y + h), (x, y + h * 0.18)]
    for i in range(5):
        top = y if i % 2 == 0 else y + h * 0.18
        points += [(x + i * merlon, top), (x + (i + 1) * merlon, top)]
    points += [(x + w, y + h * 0.18), (x + w, y + h)]
    pygame.draw.polygon(surf, INK, points)
    inner = box.inflate(-max(2, w // 8), -max(2, h // 8))
    inner.y += h // 10
    inner.h -= h // 10
    pygame.draw.rect(surf, PAPER, inner)
    fit_label(surf, signed(value), inner.inflate(-inner.w // 10, -inner.h // 5), INK, PAPER,
              "defence")


def _face(size, card, lang):
    surf = surface_for(size)
    whole, u = _frame(surf, card)
    w, h = size
    m = int(6 * u)
    name_box = pygame.Rect(m, m, w - 2 * m, int(16 * u))
    pic_w = w - 2 * m
    pic = pygame.Rect(m, name_box.bottom + int(2.5 * u), pic_w, int(pic_w * 0.75))
    stats = pygame.Rect(m, pic.bottom + int(3 * u), pic_w, h - m - pic.bottom - int(3 * u))
    _name_plate(surf, name_box, card, lang)
    _picture(surf, pic, card)
    _corner_marks(surf, pic, card, u)
    if stats.h > 8:
        _stats(surf, stats, card, lang)
    return surf


def _back(size, which):
    surf = surface_for(size)
    name = SPRITES + ("back-" + which if which else "ruin")
    if assets.exists(name):
        img = assets.sprite(name, size)
        surf.blit(img, img.get_rect(center=surf.get_rect().center))
    else:
        r = surf.get_rect()
        pygame.draw.rect(surf, INK, r, border_radius=max(3, r.w // 20))
        pygame.draw.rect(surf, (230, 159, 0), r.inflate(-r.w // 10, -r.w // 10),
                         max(2, r.w // 30), border_radius=max(3, r.w // 20))
    return surf


def _selected(surface, rect):
    """A thick yellow ring inside the card's edge with an ink line on each side: the selection
    reads by its thickness and shape, not only its colour. Inside the card's margin: a
    fourteenth of its width covered the top of its name ("Vieille de la Fange" picked)."""
    t = max(4, rect.w // 28)
    edge = max(2, t // 3)
    radius = max(3, rect.w // 20)
    pygame.draw.rect(surface, INK, rect, t + 2 * edge, border_radius=radius)
    pygame.draw.rect(surface, SELECT, rect.inflate(-2 * edge, -2 * edge), t, border_radius=radius)
    # notches on the ring every few pixels: a selected card reads in greyscale too
    step = max(8, t * 2)
    for x in range(rect.x + radius + step, rect.right - radius - 2, step):
        for y0 in (rect.y + edge, rect.bottom - edge - t):
            pygame.draw.line(surface, INK, (x, y0), (x, y0 + t - 1), max(1, edge // 2))


# ------------------------------------------------------------------------------- large view
def _large(size, card, lang):
    """Name, picture, numbers, then the text; the picture gives way when the text needs room."""
    surf = surface_for(size)
    whole, u = _frame(surf, card)
    w, h = size
    m = int(5 * u)
    inner_w = w - 2 * m
    lines = cardtext.lines(card, lang)
    name_box = pygame.Rect(m, m, inner_w, max(int(11 * u), 34))
    stats_h = max(int(16 * u), 60)
    text_w = inner_w - int(6 * u)
    # The least size follows the card's width under the 420 px of 1920x1080: at 1024x768 (a card
    # about 340 px wide) 22 px words left the picture 50 px wide, and a child who cannot read
    # needs it; 17 px there reads as the window's other grown-up words do.
    least = max(LARGE_TEXT_FLOOR, min(LARGE_TEXT_MIN, int(LARGE_TEXT_MIN * w / 420)))
    px = max(least, int(min(34, 5.2 * u)))
    while True:
        # the first line is drawn bold, and wraps as bold words do
        wrapped = sum(len(text.wrap(line, px, text_w, i == 0)) for i, line in enumerate(lines))
        text_h = int(wrapped * px * 1.22 + len(lines) * px * 0.25 + 4 * u)
        room = h - name_box.bottom - stats_h - text_h - int(9 * u) - m
        if room >= inner_w * 0.75 * 0.5 or px <= LARGE_TEXT_FLOOR:
            break
        if px <= least and room >= 0:
            break               # the picture smaller, the words at their least size
        # Under the least size only when the words would not fit even without the picture (a
        # small window's large card): smaller words, never cut ones ("...every creature in hand
        # with" ended a card at 1024x768).
        px = max(least, px - 2) if px > least else px - 1   # the least size is tried
    pic_h = max(0, min(int(inner_w * 0.75), room))
    pic_w = int(pic_h / 0.75)
    pic = pygame.Rect(0, name_box.bottom + int(2 * u), pic_w, pic_h)
    pic.centerx = w // 2
    _name_plate(surf, name_box, card, lang)
    if pic_h > 20:
        _picture(surf, pic, card)
        _corner_marks(surf, pic, card, pic_w / 100)
    stats = pygame.Rect(m, pic.bottom + int(3 * u), inner_w, stats_h)
    _stats(surf, stats, card, lang)
    body = pygame.Rect(m, stats.bottom + int(3 * u), inner_w, h - m - stats.bottom - int(3 * u))
    pygame.draw.rect(surf, PAPER, body, border_radius=max(3, int(2 * u)))
    pygame.draw.rect(surf, INK, body, max(1, int(0.5 * u)), border_radius=max(3, int(2 * u)))
    y = body.y + int(2 * u)
    left = body.x + int(3 * u)
    for i, line in enumerate(lines):
        bold = i == 0
        for piece in text.wrap(line, px, text_w, bold):
            if y + px > body.bottom:
                break
            label(surf, piece, px, INK, PAPER, "card-text", bold, topleft=(left, y))
            y += int(px * 1.22)
        y += int(px * 0.25)
    return surf
