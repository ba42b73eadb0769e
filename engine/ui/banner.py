"""Whose turn it is, said big: the banner in the top bar, and the banner laid over the board when a
turn, a duel or a result begins. Seat colour plus the seat's emblem, never colour alone; white
text with an ink outline reads on every seat colour.

    draw_turn(surface, rect, s, colour, emblem, label, computer=False)
    draw_overlay(surface, rect, s, alpha, colour, emblem, title, line="")
"""
import pygame

from engine import assets, cache
from engine.ui import classroom, contrast, text, theme
from engine.ui.effects import outlined


def plate_for(colour):
    """The plate a banner's white words sit on over `colour`: none where white already stands at
    7:1 or more (the classroom rule), else an ink plate (white on ink is 17:1)."""
    return None if contrast.ratio(theme.WHITE, colour) >= 7.0 else theme.INK


def words(surface, label, px, colour, **anchor):
    """White words over a seat colour, on an ink plate when the colour is too light for them."""
    surf = text.render(label, px, theme.WHITE, True)
    rect = surf.get_rect(**anchor)
    plate = plate_for(colour)
    classroom.contrast(theme.WHITE, plate or colour, "banner")
    if plate is not None:
        box = rect.inflate(px // 2, px // 6)
        pygame.draw.rect(surface, plate, box, border_radius=box.height // 3)
        surface.blit(surf, rect)
    else:
        outlined(surface, label, px, theme.WHITE, **anchor)
    return rect


def draw_turn(surface, rect, s, colour, emblem, label, computer=False):
    """The top bar's banner: colour plate, emblem on the left, person or computer on the right."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, colour, r, border_radius=r.height // 3)
    pygame.draw.rect(surface, theme.INK, r, 4, border_radius=r.height // 3)
    x = r.x + s(16)
    if emblem:
        img = assets.sprite(emblem, (r.height - s(16), r.height - s(16)))
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += r.height
    icon = assets.sprite("ui/" + ("computer" if computer else "human"),
                         (r.height - s(24), r.height - s(24)))
    surface.blit(icon, icon.get_rect(midright=(r.right - s(16), r.centery)))
    px = text.fit(label, s(48), r.width - (x - r.x) - r.height - s(60), bold=True)
    words(surface, label, px, colour, midleft=(x + s(10), r.centery))


def draw_overlay(surface, rect, s, alpha, colour, emblem, title, line=""):
    """A band across the board: the seat's colour (faded by alpha 0..1), its emblem, a title and an
    optional second line. One plain surface per size and colour, in the box's byte budget, faded
    by its surface alpha."""
    r = pygame.Rect(rect)
    key = ("band", r.size, tuple(colour))
    veil = cache.get(key)
    if veil is None:
        veil = pygame.Surface(r.size)
        veil.fill(colour)
        veil = cache.put(key, veil)
    veil.set_alpha(int(235 * alpha))
    surface.blit(veil, r)
    pygame.draw.rect(surface, theme.INK, r, 4)
    if alpha < 0.3:
        return
    x = r.x + s(20)
    if emblem:
        size = min(s(150), r.height - s(20))
        icon = assets.sprite(emblem, (size, size))
        surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
        x += size + s(10)
    px = text.fit(title, s(60), r.right - x - s(50), bold=True)
    words(surface, title, px, colour, midleft=(x + s(10), r.centery - (s(30) if line else 0)))
    if line:
        lp = text.fit(line, s(40), r.right - x - s(50), bold=True)
        words(surface, line, lp, colour, midleft=(x + s(10), r.centery + s(45)))
