"""The face of a Guardians Arena card on the table and in the hand: read without opening it. Its
name and its main number are written at sizes the scene asks for (the screen's scale, never the
card's), the name on up to three lines, and the picture takes what room is left between them,
cut to a strip of its middle when the card is small. A card whose full name would be written
under the asked size there is named by its short name instead (cardtext.short_name: "Mother
Morrow"), as a card game's designer prints a short title on a small card. The large view
(cardface.draw_card_large) and the move log still carry the full name and the whole text."""
import pygame

from engine import assets
from engine.ui import text
from games.guardians_arena import cardface as F
from games.guardians_arena import cardtext
from games.guardians_arena.cardface_parts import INK, PLATE, PAPER, label, picture, surface_for, \
    tinted_panel

NAME_LINES = 3
FLOOR = 0.8          # the least share of the asked name size a name too long for it is written at
LINE = 1.08          # a name's line step, in font sizes (a plate has no room for more)
DISC = 2.2           # the main number's disc diameter, in font sizes of its digits


def name_lines(name, px, width, room=None):
    """(px, lines): the name wrapped at `px` into `width`, on NAME_LINES lines at most, or at
    FLOOR of `px` on as many as `room` (a height) holds. A name that needs more (the longest
    Guardians' at the table's size), or holds a word wider than the plate, is written smaller,
    down to FLOOR of `px`; there a long word may be cut with a hyphen (three letters at least
    each side), and only a name that still does not fit goes smaller again: a name is never
    cut short (it would be another card's)."""
    size, floor = int(px), int(px * FLOOR)
    while True:
        most = NAME_LINES if room is None else max(1, room // int(size * LINE))
        if size > floor:
            most = min(most, NAME_LINES)    # the picture keeps a strip while it can
        lines = text.wrap(name, size, width, True)
        if size <= floor:
            lines = _hyphenated(lines, size, width)
        font = assets.font(size, True)
        if (len(lines) <= most and all(font.size(line)[0] <= width for line in lines)) \
                or size <= 8:
            return size, lines
        size = max(floor, int(size * 0.93)) if size > floor else size - 1


def _hyphenated(lines, px, width):
    """Lines with each word too wide cut after its widest head that fits with a hyphen, three
    letters at least each side (a shorter piece is left whole: the size goes down instead)."""
    font = assets.font(px, True)
    out = []
    for line in lines:
        while font.size(line)[0] > width and " " not in line:
            cut = len(line) - 3
            while cut >= 3 and font.size(line[:cut] + "-")[0] > width:
                cut -= 1
            if cut < 3:
                break
            head = line[:cut]
            out.append(head if head.endswith("-") else head + "-")
            line = line[cut:].lstrip("-")
        out.append(line)
    return out


def layout(size, name, name_px, digit_px, seen=None, short=None):
    """(name box, lines, picture box, numbers box, line step, name px, name written) of a face
    of `size`; `seen`: the width of the card left uncovered in a fan, which the name is wrapped
    into. `short`: the card's short name, written instead of `name` only when `name` would be
    written under `name_px` (and the short one larger)."""
    w, h = size
    u = w / 100
    m = max(2, int(5 * u))
    inner_w = w - 2 * m
    pad = max(2, name_px // 5)
    # Above and below the lines: a name's ink nearly fills its line step (LINE), and with the
    # side margin alone a second line sat on the plate's edge at 1024x768. Only where the plate
    # has room for it: the name's own room is not cut (at 1920x1080 that sent 30 cards' full
    # names down to their short ones).
    vpad = max(4, name_px * 2 // 5)
    room = inner_w - 2 * pad if seen is None else min(inner_w, seen - m) - 2 * pad
    inset = max(2, int(digit_px * 0.12))
    stats_h = max(int(16 * u), int(digit_px * DISC) + 2 * inset)
    gap = max(1, int(2 * u))
    # The name may take the picture's room, down to nothing, before it is written smaller.
    name_room = h - 2 * m - stats_h - 2 * gap - pad
    asked = name_px
    name_px, lines = name_lines(name, asked, max(asked, room), name_room)
    if short and name_px < asked:
        px, short_lines = name_lines(short, asked, max(asked, room), name_room)
        if px > name_px:
            name, name_px, lines = short, px, short_lines
    step = int(name_px * LINE)
    name_box = pygame.Rect(m, m, inner_w, max(len(lines) * step + pad,
                                                 min(len(lines) * step + vpad, name_room + pad)))
    stats = pygame.Rect(m, h - m - stats_h, inner_w, stats_h)
    pic = pygame.Rect(m, name_box.bottom + gap, inner_w, stats.y - gap - name_box.bottom - gap)
    return name_box, lines, pic, stats, step, name_px, name


def face_name(size, card, lang, name_px, digit_px, seen=None):
    """(px, lines, name): how a face of `size` writes the card's name (full or short)."""
    box = layout(size, cardtext.name(card, lang), int(name_px), int(digit_px), seen,
                 cardtext.short_name(card, lang))
    return box[5], box[1], box[6]


def name_plate(size, card, lang, name_px, digit_px, seen=None):
    """Where a face of `size` puts its name's plate (its top left at the card's)."""
    return layout(size, cardtext.name(card, lang), int(name_px), int(digit_px), seen,
                  cardtext.short_name(card, lang))[0]


def face(size, card, lang, name_px, digit_px, seen=None):
    surf = surface_for(size)
    F._frame(surf, card)
    name_box, lines, pic, stats, step, name_px, _ = layout(
        size, cardtext.name(card, lang), int(name_px), int(digit_px), seen,
        cardtext.short_name(card, lang))
    plate = PLATE.get(card["kind"], PAPER)
    pygame.draw.rect(surf, plate, name_box, border_radius=max(2, step // 4))
    pygame.draw.rect(surf, INK, name_box, max(1, step // 12), border_radius=max(2, step // 4))
    top = name_box.y + (name_box.h - step * len(lines)) // 2
    ys = [top + int(step * (i + 0.5)) for i in range(len(lines))]
    shift = ink_shift(lines, name_px, ys, name_box)
    for line, y in zip(lines, ys):
        y += shift
        if seen is None:
            label(surf, line, name_px, INK, plate, "name", center=(name_box.centerx, y))
        else:       # in a fan: from the left edge, in the part left uncovered
            label(surf, line, name_px, INK, plate, "name",
                  midleft=(name_box.x + max(2, name_px // 5), y))
    if pic.h >= 6:
        strip(surf, pic, card)
    F._stats(surf, stats, card, lang, disc=int(digit_px * DISC))
    return surf


def ink_shift(lines, px, ys, box):
    """How far to move lines centred on `ys` so their ink, not their font boxes, is centred in
    `box`: a line's ink sits lower than its box's middle, so at a small size the last line sat
    on the plate's edge."""
    inks = []
    for line, y in zip(lines, ys):
        glyphs = text.render(line, max(8, int(px)), INK, True)
        ink = glyphs.get_bounding_rect()
        inks.append((y - glyphs.get_height() // 2 + ink.top, y - glyphs.get_height() // 2
                     + ink.bottom))
    if not inks:
        return 0
    return box.centery - (inks[0][0] + inks[-1][1]) // 2


def strip(surf, box, card):
    """The picture across the box's width, its middle shown when the box is lower than it."""
    img = picture(card["id"], card["kind"], (box.w, int(box.w * 0.75)))
    if img is None:
        tinted_panel(surf, box, card["kind"])
    else:
        src = pygame.Rect(0, max(0, (img.get_height() - box.h) // 2), box.w, min(box.h, img.get_height()))
        surf.blit(img, (box.x, box.y + max(0, (box.h - src.h) // 2)), src)
    pygame.draw.rect(surf, INK, box.inflate(2, 2), max(1, box.w // 70))
