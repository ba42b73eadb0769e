"""The pieces of a Guardians Arena card face: colours, the creature border rims, the number discs
and ovals, the icon badges read from a card's data and operations. cardface.py lays them out.
Every text is dark ink on off-white (or white on a dark disc) and says its contrast to
engine.ui.classroom, so a test holds every card to 7:1.
"""
import math

import pygame

from engine import assets, cache
from engine.ui import classroom, contrast, text
from games.guardians_arena import effects

SPRITES = "guardians-arena/"
INK = (26, 26, 46)
PAPER = (255, 248, 236)
WHITE = (255, 255, 255)
RED = (158, 27, 27)           # red vitality: white digits on it stand at more than 7:1
# The rim of a creature by its border: white (mortal), grey (elemental), black (external). Each
# rim has its own pattern too (plain, ticks, studs), so a greyscale picture tells them apart.
BORDER_RIM = {"mortal": (250, 248, 240), "elemental": (150, 150, 150), "external": (34, 34, 40)}
# The oval of an off-colour bonus takes the colour of the border it beats; its digits stand out.
OVAL = {"mortal": ((250, 248, 240), INK), "elemental": ((176, 176, 176), INK),
        "external": ((34, 34, 40), WHITE), "any": (PAPER, INK)}
# What a destroy operation shows: the icon of the kind of card it destroys.
DESTROYED = {"item_c": "item", "item_h": "item"}
# The frame of each kind (Okabe-Ito where there are enough, warm materials for the rest); the kind
# icon and the kind's name tell them apart as well.
KIND_COLOUR = {
    "guardian": (230, 159, 0), "stronghold": (140, 123, 107), "creature": (0, 158, 115),
    "shield": (0, 114, 178), "standard": (86, 180, 233), "spell": (204, 121, 167),
    "corruption": (213, 94, 0), "terrain": (110, 140, 60), "item": (240, 228, 66),
    "reinforcement": (90, 110, 127), "weakening": (120, 80, 95),
}


def plate_colour(kind):
    """The name and number plates: the kind's colour faded toward off-white until dark ink on it
    stands at 7.5:1 or more."""
    base = KIND_COLOUR.get(kind, (200, 200, 200))
    for step in range(10, 21):
        c = contrast.mix(base, PAPER, step / 20)
        if contrast.ratio(INK, c) >= 7.5:
            return c
    return PAPER


PLATE = {kind: plate_colour(kind) for kind in KIND_COLOUR}


def signed(n):
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def icon(name, size):
    """An icon of sprites/guardians-arena at `size` px, or None when the file is missing."""
    if not assets.exists(SPRITES + name):
        return None
    return assets.sprite(SPRITES + name, (size, size))


def label(surface, words, px, colour, bg, name, bold=True, **anchor):
    """One line of text, its contrast said to the classroom recorder."""
    classroom.contrast(colour, bg, name)
    return text.draw(surface, words, max(8, int(px)), colour, bold, **anchor)


def fit_label(surface, words, box, colour, bg, name, bold=True):
    """Text as large as fits in box (capitals about 70 % of the box's height), centred."""
    px = text.fit(words, box.h * 0.95, box.w, bold, min_px=8)
    return label(surface, words, px, colour, bg, name, bold, center=box.center)


def rim(surface, rect, border, width, radius):
    """A creature's border rim with its pattern, drawn inside rect."""
    colour = BORDER_RIM[border]
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
    inner = rect.inflate(-2 * width, -2 * width)
    line = max(1, width // 4)
    pygame.draw.rect(surface, INK, rect, line, border_radius=radius)
    pygame.draw.rect(surface, INK, inner.inflate(2, 2), line, border_radius=max(0, radius - width))
    if border == "mortal":
        return
    # walk round the rim's middle line and put a tick (elemental) or a stud (external) every step
    mid = rect.inflate(-width, -width)
    step = max(6, width * 2)
    points = _perimeter(mid, step)
    for (x, y), (dx, dy) in points:
        if border == "elemental":
            half = width * 0.42
            pygame.draw.line(surface, INK, (x - dy * half, y + dx * half),
                             (x + dy * half, y - dx * half), max(1, width // 4))
        else:
            pygame.draw.circle(surface, (235, 235, 235), (round(x), round(y)), max(1, width // 4))


def _perimeter(r, step):
    """Points every `step` px along a rectangle's edge, with the edge's direction."""
    out = []
    for (x0, y0), (x1, y1) in (((r.left, r.top), (r.right, r.top)),
                               ((r.right, r.top), (r.right, r.bottom)),
                               ((r.right, r.bottom), (r.left, r.bottom)),
                               ((r.left, r.bottom), (r.left, r.top))):
        length = math.hypot(x1 - x0, y1 - y0)
        n = max(1, int(length // step))
        dx, dy = (x1 - x0) / length, (y1 - y0) / length
        for i in range(1, n):
            t = i / n
            out.append(((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), (dx, dy)))
    return out


def vitality_disc(surface, centre, radius, value, red=None, name="vitality"):
    """A vitality: dark digits in an off-white disc, or white digits in a red disc ringed with a
    dashed white line when the creature has red vitality; the red value rides in a small disc on
    the edge, so both values show."""
    x, y = centre
    fill, fg = (RED, WHITE) if red is not None else (PAPER, INK)
    pygame.draw.circle(surface, INK, centre, radius)
    pygame.draw.circle(surface, fill, centre, max(1, radius - max(2, radius // 9)))
    if red is not None:
        ring = radius * 0.78
        for k in range(16):
            a0 = k * math.tau / 16
            pygame.draw.arc(surface, WHITE, (x - ring, y - ring, 2 * ring, 2 * ring), a0,
                            a0 + math.tau / 32, max(1, radius // 12))
    digits = str(value)
    box = pygame.Rect(0, 0, int(radius * 1.25), int(radius * 1.1))
    box.center = centre
    fit_label(surface, digits, box, fg, fill, name)
    if red is not None:
        r2 = max(6, int(radius * 0.45))
        c2 = (int(x + radius * 0.78), int(y + radius * 0.72))
        pygame.draw.circle(surface, INK, c2, r2)
        pygame.draw.circle(surface, RED, c2, max(1, r2 - max(1, r2 // 6)))
        small = pygame.Rect(0, 0, int(r2 * 1.4), int(r2 * 1.2))
        small.center = c2
        fit_label(surface, str(red), small, WHITE, RED, name + "-red")


def oval(surface, box, border, value, name="offcolour"):
    """The off-colour bonus in an oval of the colour of the border it beats."""
    fill, fg = OVAL[border]
    pygame.draw.ellipse(surface, INK, box)
    pygame.draw.ellipse(surface, fill, box.inflate(-max(2, box.h // 7), -max(2, box.h // 7)))
    inner = box.inflate(-box.w // 4, -box.h // 3)
    fit_label(surface, signed(value), inner, fg, fill, name)


def creature_badges(card):
    """What a creature's face shows beside its vitality: (kind, icon, value) tuples."""
    out = []
    if card.get("offcolour"):
        out.append(("oval", effects.OFF_COLOUR_BEATS[card["border"]], card["offcolour"]))
    if card.get("flying"):
        out.append(("icon", "icon-flying", None))
    if card.get("receiver"):
        out.append(("icon", "icon-receiver", None))
    if card.get("channeller"):
        out.append(("icon", "icon-channeller", str(card["channeller"])))
    if card.get("ranged"):
        out.append(("icon", "icon-ranged", str(card["ranged"])))
    for v in card.get("vulnerabilities") or ():
        out.append(("icon", "icon-" + v, None))
    return out + op_badges(list(card.get("command") or []) + list(card.get("effects") or []))


def op_badges(ops):
    """Icons for the operations a player looks for at a glance (the full text is in the large
    view): area attacks, corruptions, immunities, stones, cards, fortifications, ..."""
    out = []
    for op in ops:
        kind, n = op.get("op"), op.get("n")
        if kind == "area":
            out.append(("icon", "icon-area", str(n)))
        elif kind == "corrupt":
            out.append(("icon", "icon-" + op["vuln"], None))
        elif kind == "immunity":
            out.append(("icon", "icon-immune", None))
        elif kind == "stones":
            out.append(("icon", "icon-stone", signed(n)))
        elif kind == "spend":
            out.append(("icon", "icon-stone", signed(-n)))
        elif kind == "draw":
            out.append(("icon", "icon-deck", signed(n)))
        elif kind == "discard":
            out.append(("icon", "icon-discard", str(n)))
        elif kind == "influence":
            out.append(("icon", "icon-receiver", signed(n)))
        elif kind == "grant":
            out.append(("icon", "icon-" + op["keyword"], "+"))
        elif kind == "fortify":
            word = "reinforcement" if n > 0 else "weakening"
            out.append(("icon", "icon-kind-" + word, signed(n)))
        elif kind == "vitality":
            out.append(("disc", None, signed(n)))
        elif kind == "offcolour":
            out.append(("oval", "any", n))
        elif kind == "destroy":
            what = DESTROYED.get(op["what"], op["what"])
            out.append(("destroy", "icon-kind-" + what,
                        "\u2264" + str(op["max_vitality"]) if op.get("max_vitality") else None))
    return out


def badge_grid(surface, area, badges, bg):
    """Lay badges out in rows filling `area`, each an icon with its value beside it; every value
    of one grid is written at the same size."""
    if not badges:
        return
    n = len(badges)
    # as many rows as make the icons largest (a wide, low plate takes one row)
    rows = max((1, 2, 3), key=lambda r: (min(area.h / r, area.w / -(-n // r) * 0.55), -r))
    cols = -(-n // rows)
    cw, ch = area.w / cols, area.h / rows
    cells = []
    for i, badge in enumerate(badges):
        cell = pygame.Rect(int(area.x + (i % cols) * cw), int(area.y + (i // cols) * ch),
                           int(cw), int(ch)).inflate(-max(1, int(ch * 0.08)), -max(1, int(ch * 0.08)))
        cells.append((cell, badge))
    px = min([_value_px(cell, badge) for cell, badge in cells if badge[2]] or [0])
    for cell, (kind, what, value) in cells:
        _badge(surface, cell, kind, what, value, bg, px)


def _split(cell, kind, value):
    """A badge's picture box and the box its value is written in (None when it has none)."""
    if kind in ("oval", "disc"):
        return cell, None
    side = min(cell.h, int(cell.w * (0.55 if value else 1.0)))
    left = cell.x if value else cell.centerx - side // 2
    pic = pygame.Rect(left, cell.centery - side // 2, side, side)
    if not value:
        return pic, None
    return pic, pygame.Rect(pic.right, cell.y, cell.right - pic.right, cell.h).inflate(
        -2, -int(cell.h * 0.2))


def _value_px(cell, badge):
    kind, _, value = badge
    _, box = _split(cell, kind, value)
    if box is None:
        return 10 ** 6
    return text.fit(value, box.h * 0.95, box.w, True, min_px=8)


def _badge(surface, cell, kind, what, value, bg, px):
    if kind in ("oval", "disc"):
        box = pygame.Rect(0, 0, min(cell.w, int(cell.h * 1.5)), int(min(cell.h, cell.w / 1.5)))
        box.center = cell.center
        if kind == "oval":
            oval(surface, box, what, value)
        else:   # a change of vitality: a round-ended tab, never taken for the vitality disc
            pygame.draw.rect(surface, INK, box, border_radius=box.h // 4)
            inner = box.inflate(-max(2, box.h // 7), -max(2, box.h // 7))
            pygame.draw.rect(surface, PAPER, inner, border_radius=inner.h // 4)
            fit_label(surface, value, inner.inflate(-inner.w // 8, -inner.h // 4), INK, PAPER,
                      "badge")
        return
    pic, box = _split(cell, kind, value)
    img = icon(what, pic.w)
    if img is not None:
        surface.blit(img, img.get_rect(center=pic.center))
    if kind == "destroy":       # a card of that kind destroyed: a vermilion cross over its icon
        t = max(2, pic.w // 8)
        for a, b in ((pic.topleft, pic.bottomright), (pic.topright, pic.bottomleft)):
            pygame.draw.line(surface, INK, a, b, t + 2)
            pygame.draw.line(surface, (213, 94, 0), a, b, t)
    if box is not None:
        label(surface, value, min(px, _value_px(cell, (kind, what, value))), INK, bg, "badge",
              True, midleft=(box.x + max(1, box.h // 10), box.centery))


def tinted_panel(surface, rect, kind):
    """What stands in for a missing picture: the kind's colour, faded, with its icon."""
    pygame.draw.rect(surface, contrast.mix(KIND_COLOUR.get(kind, (200, 200, 200)), PAPER, 0.45),
                     rect)
    img = icon("icon-kind-" + kind, int(min(rect.w, rect.h) * 0.7))
    if img is not None:
        surface.blit(img, img.get_rect(center=rect.center))


def picture(card_id, kind, size):
    """A card's picture rasterised at `size` (cached per id and size), or None when it has none."""
    name = SPRITES + "cards/" + card_id
    if not assets.exists(name):
        return None
    return assets.sprite(name, size)


def position_marks(surface, box, position):
    """Three little towers side by side, the stronghold's own position filled: left, centre or
    right, without a word."""
    w = box.w / 3
    for i, pos in enumerate(("left", "centre", "right")):
        r = pygame.Rect(int(box.x + i * w + w * 0.15), box.y, int(w * 0.7), box.h)
        pygame.draw.rect(surface, INK if pos == position else PAPER, r)
        pygame.draw.rect(surface, INK, r, max(1, box.h // 8))


def surface_for(size):
    return pygame.Surface(size, pygame.SRCALPHA)


FACES = cache.Cache("ga-card")
