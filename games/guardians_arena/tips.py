"""Guardians Arena's first-time tips (engine/tips.py, docs/CONTRACT.md): the moments of a turn a
person meets, each with a picture made of our own cards and icons, and two to four sentences in
locale/<lang>/guardians-arena-tips.json ("guardians-arena.tip.<key>.title" / ".body").

A moment is found from the phase name alone (the observation's "phase"), never from a card, so a
tip can tell nothing hidden. The pictures are fixed scenes drawn with the game's card faces
(cardface.py) on a 100 x 90 design box fitted into the rectangle the panel gives.
"""
import pygame

from engine import assets
from engine.i18n import language
from engine.ui import classroom, text, theme
from games.guardians_arena import cardface, carddata

# The moments in the order a game meets them.
MOMENTS = ["enlist", "dominance", "discard", "arena", "primary", "secondary", "raid",
           "terrain", "stronghold", "challenge"]

# The phase a person acts in -> the moments it brings. The first decision of a turn comes with the
# draw and the dominance cards just played: the engine shows one tip per decision, so the
# decision at hand (enlisting) is explained first, dominance at the next one.
PHASE_MOMENTS = {
    "enlist": ["enlist", "dominance"],
    "discard": ["discard"],
    "arena": ["arena"],
    "primary": ["primary"],
    "secondary": ["secondary"],
    "raid_target": ["raid"], "raid_prep": ["raid"], "raid_terrain": ["raid"],
    "raid_shield": ["raid"], "raid_round": ["raid"],
    "terrain": ["terrain"],
    "deploy": ["stronghold"],
    "challenge": ["challenge"], "challenge_defend": ["challenge"],
}


def moments(view):
    """The moments met when a person acts in `view` (only its phase name is read)."""
    phase = view.get("phase") if isinstance(view, dict) else None
    return list(PHASE_MOMENTS.get(phase, []))


# ------------------------------------------------------------------------------------ pictures
# Each picture is a list of things on a 100 x 90 box, drawn in order (later ones on top):
#   ("card", id, cx, cy, w[, "ring"])   a card face up (its height is 7/5 of its width)
#   ("back", "pen" | "storage", cx, cy, w)   a card face down
#   ("ruin", cx, cy, w)                a stronghold in ruins
#   ("icon", sprite, cx, cy, size)     sprites/guardians-arena/<sprite>.svg
#   ("slot", cx, cy, w)                an empty place, outlined
#   ("arrow", x0, y0, x1, y1)          what moves where
#   ("value", "14", cx, cy, size)      a number in a disc (a dominance value beside its card)
BOX_W, BOX_H = 100, 90

PICTURES = {
    "dominance": [
        ("icon", "emblem-0", 24, 9, 14), ("icon", "emblem-1", 74, 9, 14),
        ("back", "pen", 22, 48, 30), ("card", "magma_golem", 27, 53, 30, "ring"),
        ("back", "pen", 72, 48, 30), ("card", "storm_hawk", 77, 53, 30),
        ("value", "14", 41, 24, 15), ("value", "5", 91, 24, 15),
    ],
    "enlist": [
        ("card", "iron_knight", 14, 56, 26), ("card", "oak_shield", 31, 61, 26),
        ("card", "reed_archer", 48, 56, 26),
        ("arrow", 60, 48, 70, 48),
        ("card", "anvil_keep", 85, 58, 28), ("back", "pen", 85, 31, 19),
    ],
    "discard": [
        ("card", "fire_rain", 13, 32, 24), ("card", "grave_hound", 38, 32, 24),
        ("card", "honeyed_wine", 63, 32, 24),
        ("arrow", 74, 30, 82, 22), ("back", "storage", 91, 16, 16),
        ("arrow", 74, 42, 82, 52), ("back", "pen", 91, 62, 16),
        ("arrow", 38, 52, 38, 62), ("icon", "icon-discard", 38, 76, 18),
    ],
    "arena": [
        ("icon", "emblem-0", 12, 10, 13), ("icon", "emblem-1", 88, 10, 13),
        ("card", "deep_hall", 12, 62, 22), ("back", "pen", 12, 40, 15),
        ("card", "granite_gate", 88, 62, 22), ("back", "pen", 88, 40, 15),
        ("arrow", 22, 44, 31, 50), ("arrow", 78, 44, 69, 50),
        ("back", "pen", 41, 56, 19), ("back", "pen", 59, 56, 19),
    ],
    "primary": [
        ("card", "iron_knight", 22, 38, 32), ("card", "magma_golem", 78, 38, 32),
        ("card", "fire_rain", 50, 70, 22),
        ("arrow", 62, 66, 68, 58),
        ("icon", "icon-stone", 12, 80, 12), ("icon", "icon-stone", 25, 80, 12),
    ],
    "secondary": [
        ("card", "iron_knight", 17, 34, 28), ("card", "magma_golem", 83, 34, 28),
        ("back", "pen", 50, 18, 16), ("arrow", 50, 32, 50, 42),
        ("card", "storm_hawk", 37, 67, 22), ("card", "mirror_buckler", 63, 67, 22),
    ],
    "raid": [
        ("card", "dread_knight", 14, 45, 26), ("arrow", 28, 45, 36, 45),
        ("card", "granite_gate", 50, 45, 26), ("arrow", 64, 45, 72, 45),
        ("ruin", 86, 45, 26),
    ],
    "terrain": [
        ("card", "storm_hawk", 22, 60, 24), ("card", "ysolde", 22, 40, 30),
        ("icon", "icon-victory", 42, 80, 14),
        ("back", "pen", 57, 72, 16), ("arrow", 62, 60, 68, 52),
        ("card", "whispering_wood", 82, 40, 30),
    ],
    "stronghold": [
        ("slot", 13, 45, 24), ("card", "deep_hall", 50, 45, 28),
        ("arrow", 35, 45, 27, 45), ("arrow", 65, 45, 73, 45),
        ("card", "anvil_keep", 87, 45, 24),
    ],
    "challenge": [
        ("card", "iron_pavise", 22, 52, 24), ("card", "grave_hound", 14, 42, 24),
        ("arrow", 30, 42, 44, 42),
        ("card", "granit", 64, 42, 32), ("ruin", 91, 74, 16),
        ("icon", "icon-stone", 44, 76, 14),
    ],
}


def _fit(rect):
    """The design box fitted into rect, centred: (left, top, pixels per unit)."""
    rect = pygame.Rect(rect)
    u = min(rect.w / BOX_W, rect.h / BOX_H)
    return rect.centerx - BOX_W * u / 2, rect.centery - BOX_H * u / 2, u


def _card_rect(x0, y0, u, cx, cy, w):
    cw, ch = cardface.card_size(max(4, int(w * u)))
    r = pygame.Rect(0, 0, cw, ch)
    r.center = (int(x0 + cx * u), int(y0 + cy * u))
    return r


def _arrow(surface, start, end, width):
    """A straight arrow of any direction, yellow outlined in ink."""
    v = pygame.Vector2(end) - pygame.Vector2(start)
    if v.length() < 1:
        return
    d = v.normalize()
    n = pygame.Vector2(-d.y, d.x)
    head = width * 2.2
    base = pygame.Vector2(end) - d * head
    pygame.draw.line(surface, theme.INK, start, base, width + 6)
    pygame.draw.line(surface, theme.YELLOW, start, base, width)
    pts = [end + d * 2, base + n * head, base - n * head]
    pygame.draw.polygon(surface, theme.YELLOW, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 3)


def _value(surface, number, center, radius):
    """A number on a white disc ringed in ink (black on white: 16:1)."""
    pygame.draw.circle(surface, theme.INK, center, radius)
    pygame.draw.circle(surface, theme.WHITE, center, radius - max(2, radius // 8))
    classroom.contrast(theme.INK, theme.WHITE, "tip:value")
    text.draw(surface, number, int(radius * 1.25), theme.INK, bold=True, center=center)


def draw_picture(surface, rect, key):
    """Draw the picture of moment `key` inside rect (window pixels)."""
    x0, y0, u = _fit(rect)
    pool = carddata.pool()
    lang = language()
    for item in PICTURES[key]:
        kind = item[0]
        if kind == "card":
            r = _card_rect(x0, y0, u, *item[2:5])
            cardface.draw_card(surface, r, pool[item[1]], lang, selected="ring" in item[5:])
        elif kind == "back":
            cardface.draw_back(surface, _card_rect(x0, y0, u, *item[2:5]), item[1])
        elif kind == "ruin":
            cardface.draw_ruin(surface, _card_rect(x0, y0, u, *item[1:4]))
        elif kind == "slot":
            r = _card_rect(x0, y0, u, *item[1:4])
            pygame.draw.rect(surface, theme.PAPER_DARK, r, border_radius=max(3, r.w // 12))
            pygame.draw.rect(surface, theme.INK, r, max(2, r.w // 40),
                             border_radius=max(3, r.w // 12))
        elif kind == "icon":
            size = max(4, int(item[4] * u))
            img = assets.sprite("guardians-arena/" + item[1], (size, size))
            surface.blit(img, img.get_rect(center=(int(x0 + item[2] * u), int(y0 + item[3] * u))))
        elif kind == "value":
            _value(surface, item[1], (int(x0 + item[2] * u), int(y0 + item[3] * u)),
                   max(6, int(item[4] * u / 2)))
        elif kind == "arrow":
            _arrow(surface, (x0 + item[1] * u, y0 + item[2] * u),
                   (x0 + item[3] * u, y0 + item[4] * u), max(3, int(1.6 * u)))
