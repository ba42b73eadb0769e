"""ARENA's buttons drawn as pictures: the five postures (walk, attack dice and defence dice shown
as rows of footprints, swords and shields for this fighter now) and the fighters' cards (picture,
emblem, hearts, posture and troubles). Each is told what to show by the scene as it refreshes its
buttons, and knows nothing else of it."""
import pygame

from engine import assets, cache
from engine.ui import classroom, theme
from engine.ui.widgets import Button
from games.arena.fighters import ATTACK, DEFENCE, MAX_HP, MOVE, attack_dice, defence_dice, moves
from games.arena.view import P, fighter_sprite, seat_colour

ICON = {"move": "ui/footprint", "attack": P + "icon-attack", "defence": P + "icon-defence"}


def icon_row(surface, name, n, total, rect):
    """`total` places in a row, `n` of them showing the icon, the rest an empty ring: a count a
    child sees without reading a digit."""
    if total <= 0:
        return
    size = min(rect.height, rect.width // max(4, total))
    x = rect.x
    for k in range(total):
        c = (x + size // 2, rect.centery)
        if k < n:
            img = assets.sprite(name, (size, size))
            surface.blit(img, img.get_rect(center=c))
        else:
            pygame.draw.circle(surface, theme.DISABLED_ICON, c, max(2, size // 5), max(1, size // 12))
        x += size


def posture_values(st, posture, kind):
    """(what, how many, of how many) of the walk, the attack dice and the defence dice
    `posture` gives the fighter to act in `st` (`kind` "pickup": with its weapon back)."""
    seat = st["actor"] if st["actor"] is not None and st["actor"] >= 0 else 0
    f = dict(st["fighters"][seat], ground=False)
    if kind == "pickup":
        f["disarmed"] = False
    return (("move", moves(posture, f["hp"]), MOVE[posture]),
            ("attack", attack_dice(f, posture), ATTACK[posture]),
            ("defence", defence_dice(f, posture), DEFENCE[posture]))


def kept(key, size, look, paint):
    """The button's picture, kept per size and painted over only when its `look` changes: a
    move redraws the layer that holds the six cards and six postures, and most are unchanged.
    `paint(surface, rect)` paints it in `rect`, the surface having room for its shadow."""
    def repaint(img):
        img.fill((0, 0, 0, 0))
        paint(img, pygame.Rect((0, 0), size))
    return cache.repainted(key + (size,), look,
                           lambda: pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA),
                           repaint)


class PostureButton(Button):
    """A posture as a picture: the fighter in that stance, and under it its walk (footprints),
    attack dice (swords) and defence dice (shields) for this fighter now (`vals`)."""

    def __init__(self, posture, action):
        super().__init__(action, name="posture:" + posture, color=theme.PAPER,
                         text_color=theme.INK)
        self.posture, self.kind = posture, "posture"
        self.vals = ()          # posture_values(...), set by the scene

    def draw(self, surface):
        if not self.visible or self.rect.width <= 0:
            return
        classroom.pressable(self.rect, self.name)
        look = (self.hover and self.enabled, self.enabled, self.selected, self.kind, self.vals)
        surface.blit(kept(("ar-posture", self.posture), self.rect.size, look,
                          lambda img, r: self.paint(img, r, self.vals)), self.rect.topleft)

    def paint(self, surface, r, vals):
        radius = max(8, r.width // 8)
        pygame.draw.rect(surface, (0, 0, 0), r.move(3, 5), border_radius=radius)
        face = theme.WHITE if (self.hover and self.enabled) else theme.PAPER
        if not self.enabled and not self.selected:
            face = theme.PAPER_DARK
        pygame.draw.rect(surface, face, r, border_radius=radius)
        wide = r.width >= 1.6 * r.height      # the posture taken: picture left, counts right
        # Clear of the selection ring drawn inside the edge (the posture taken is selected).
        pad = max(10, r.height // 7) if wide else max(3, r.width // 20)
        if wide:
            pic = pygame.Rect(r.x + pad, r.y + pad, r.height - 2 * pad, r.height - 2 * pad)
        else:
            pic = pygame.Rect(r.x + pad, r.y + pad, r.width - 2 * pad, int(r.height * 0.5))
        img = assets.sprite(P + "posture-" + self.posture, (pic.height, pic.height))
        surface.blit(img, img.get_rect(center=pic.center))
        if self.kind in ("up", "pickup"):
            badge = assets.sprite(P + ("up" if self.kind == "up" else "pickup"),
                                  (pic.height // 2, pic.height // 2))
            surface.blit(badge, (r.x + pad, r.y + pad))
        if wide:
            rows = pygame.Rect(pic.right + pad, r.y + pad, r.right - pic.right - 2 * pad,
                               r.height - 2 * pad)
        else:
            rows = pygame.Rect(r.x + pad, pic.bottom + pad, r.width - 2 * pad,
                               r.bottom - pic.bottom - 2 * pad)
        row_h = rows.height // 3
        for k, (what, n, full) in enumerate(vals):
            row = pygame.Rect(rows.x, rows.y + k * row_h, rows.width, row_h)
            icon_row(surface, ICON[what], n, max(n, full), row)
        if not self.enabled and not self.selected:
            pygame.draw.line(surface, theme.INK, r.topleft, r.bottomright, max(2, r.width // 40))
        edge = theme.YELLOW if self.selected else theme.INK
        pygame.draw.rect(surface, theme.INK, r, max(3, r.width // 30) + (4 if self.selected else 0),
                         border_radius=radius)
        if self.selected:
            pygame.draw.rect(surface, edge, r.inflate(-8, -8), max(4, r.width // 24),
                             border_radius=radius)


class FighterCard(Button):
    """A fighter's card: its picture and emblem, its hit points as hearts, its posture, what is
    wrong with it (on the ground, disarmed, resting) and, to the last, the trophy when the
    Masters would name it champion now. A tap shows where it could strike."""

    def __init__(self, seat, action, emblem, s):
        super().__init__(action, name="card:%d" % seat, color=theme.PAPER, text_color=theme.INK)
        self.seat, self.emblem, self.s = seat, emblem, s
        # What it shows, set by the scene: the fighter as shown, its turn, its reach shown, and
        # (to the last) whether the Masters would name it champion if they stopped the fight now.
        self.fighter, self.now, self.reach, self.crowned = None, False, False, False

    def draw(self, surface):
        if not self.visible or self.rect.width <= 0 or self.fighter is None:
            return
        classroom.pressable(self.rect, self.name)
        f = self.fighter
        surface.blit(kept(("ar-card", self.seat), self.rect.size, self.shows(),
                          lambda img, r: self.paint(img, r, f, self.now, self.reach)),
                     self.rect.topleft)

    def shows(self, f=None, now=None):
        """What the card's picture depends on (besides its size): the fighter's hit points,
        posture and troubles, its turn, its reach shown (those it shows now, or fighter `f` and
        turn `now` for a picture painted ahead)."""
        f = self.fighter if f is None else f
        now = self.now if now is None else now
        return (f["hp"], f["ground"], f["disarmed"], f["resting"], f["posture"], now,
                self.reach, self.crowned, self.s(8)) if f is not None else None

    def prewarm(self):
        """Rasterise at layout time the pictures the card may show (the fighter standing, down
        and out; the emblem, the postures, troubles and trophy at each size a row of them takes,
        up to four beside the emblem; the hearts): a card repainted as a turn passes otherwise
        rasterised one in that frame."""
        s, r = self.s, self.rect
        band = min(r.height, r.width // 3)
        for name in ("fighter-%d", "fighter-%d-down", "fighter-%d-out"):
            assets.sprite(P + name % self.seat, (band - 8, band - 8))
        inner_w = r.right - (r.x + band + s(8)) - s(8)
        row = (r.height - s(12)) // 2
        names = [P + "posture-" + p for p in ATTACK] + [P + "posture-ground",
                                                         P + "posture-disarmed", P + "rest",
                                                         P + "champion"]
        for n in range(5):
            size = max(4, min(row, (inner_w - s(4) * n) // (1 + n)))
            for name in [self.emblem] + names:
                assets.sprite(name, (size, size))
        size = min(r.bottom - s(6) - (r.y + s(6) + row), inner_w // MAX_HP)
        assets.sprite(P + "icon-hp", (size - 2, size - 2))
        assets.sprite(P + "reach", (s(44), s(44)))

    def paint(self, surface, r, f, now, reach):
        """The card in `r` for fighter `f`: `now` its turn, `reach` its strike zone shown."""
        s = self.s
        radius = max(6, min(r.width, r.height) // 8)
        colour = seat_colour(self.seat)
        out = f["hp"] <= 0
        pygame.draw.rect(surface, (0, 0, 0), r.move(3, 5), border_radius=radius)
        pygame.draw.rect(surface, theme.PAPER_DARK if out else theme.PAPER, r,
                         border_radius=radius)
        band = pygame.Rect(r.x, r.y, min(r.height, r.width // 3), r.height)
        pygame.draw.rect(surface, theme.DISABLED if out else colour, band,
                         border_top_left_radius=radius, border_bottom_left_radius=radius)
        img = assets.sprite(fighter_sprite(self.seat, f), (band.width - 8, band.width - 8))
        surface.blit(img, img.get_rect(center=band.center))
        x = band.right + s(8)
        inner_w = r.right - x - s(8)
        icons = []
        if f["ground"]:
            icons.append(P + "posture-ground")
        if f["disarmed"]:
            icons.append(P + "posture-disarmed")
        if f["resting"]:
            icons.append(P + "rest")
        if not out and not f["ground"]:
            icons.insert(0, P + "posture-" + f["posture"])
        if self.crowned:
            icons.append(P + "champion")
        top = pygame.Rect(x, r.y + s(6), inner_w, (r.height - s(12)) // 2)
        # The emblem, then the posture and troubles, as many as fit at the row's height.
        size = max(4, min(top.height, (inner_w - s(4) * len(icons)) // (1 + len(icons))))
        em = assets.sprite(self.emblem, (size, size))
        surface.blit(em, em.get_rect(midleft=(x, top.centery)))
        ix = x + size + s(4)
        for name in icons:
            img = assets.sprite(name, (size, size))
            surface.blit(img, img.get_rect(midleft=(ix, top.centery)))
            ix += size + s(4)
        hearts = pygame.Rect(x, top.bottom, inner_w, r.bottom - s(6) - top.bottom)
        size = min(hearts.height, inner_w // MAX_HP)
        for k in range(MAX_HP):
            c = (x + k * size + size // 2, hearts.centery)
            if k < f["hp"]:
                img = assets.sprite(P + "icon-hp", (size - 2, size - 2))
                surface.blit(img, img.get_rect(center=c))
            else:
                pygame.draw.circle(surface, theme.DISABLED_ICON, c, max(2, size // 4),
                                   max(1, size // 14))
        edge = theme.YELLOW if now else theme.INK
        pygame.draw.rect(surface, theme.INK, r, max(3, s(4)) + (s(6) if now else 0),
                         border_radius=radius)
        if now:
            pygame.draw.rect(surface, edge, r.inflate(-s(8), -s(8)), s(5), border_radius=radius)
        if reach:
            badge = assets.sprite(P + "reach", (s(44), s(44)))
            surface.blit(badge, badge.get_rect(topright=(r.right - s(4), r.y + s(4))))
