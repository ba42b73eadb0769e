"""ARENA's buttons drawn as pictures: the five postures (walk, attack dice and defence dice shown
as rows of footprints, swords and shields for this fighter now) and the fighters' cards (picture,
emblem, posture and troubles, hit points as a heart and a digit). Each is told what to show by
the scene as it refreshes its buttons, and knows nothing else of it."""
import math

import pygame

from engine import assets, cache
from engine.ui import classroom, text, theme
from engine.ui.widgets import Button
from games.arena.fighters import ATTACK, DEFENCE, MAX_HP, MOVE, attack_dice, defence_dice, moves
from games.arena.view import P, fighter_sprite, seat_colour

ICON = {"move": "ui/footprint", "attack": P + "icon-attack", "defence": P + "icon-defence"}


def icon_row(surface, name, n, total, rect):
    """`total` places in a row, `n` of them showing the icon, the rest an empty ring: a count a
    child sees without reading a digit. None at all is one empty ring (en garde walks nowhere
    and strikes nothing), as the rules page draws it: a blank row said nothing."""
    if total <= 0:
        n, total = 0, 1
    size = min(rect.height, rect.width // max(4, total))
    x = rect.x
    for k in range(total):
        c = (x + size // 2, rect.centery)
        if k < n:
            img = assets.sprite(name, (size, size))
            surface.blit(img, img.get_rect(center=c))
        else:
            empty_place(surface, c, size)
        x += size


# The empty place's ink: the rules page's dashed ring (INK at 70 % on the card's paper).
EMPTY_INK = tuple(round(0.7 * i + 0.3 * p) for i, p in zip(theme.INK, theme.PAPER))


def empty_place(surface, center, size):
    """A dashed ring nearly an icon's size, as the rules page draws a place left empty: a
    small faint dot read as a speck, not as "none"."""
    r = max(3, int(size * 0.36))
    width = max(2, size // 10)
    dashes = 10
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = center
    for k in range(dashes):
        start = 2 * math.pi * k / dashes
        pygame.draw.arc(surface, EMPTY_INK, box, start, start + math.pi / dashes * 1.2, width)


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
    """A fighter's card: its picture and emblem, its hit points as a heart and a digit a child
    counts from across the room, its posture, what is wrong with it (on the ground, disarmed,
    resting) and, to the last, the trophy when the Masters would name it champion now. A tap
    shows where it could strike (the card then carries the reach badge)."""

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
        if classroom.recording():
            # the picture below is kept between frames: its count is recorded where it is shown
            px = self.parts(self.rect).px
            classroom.child_text(text.render(str(max(0, f["hp"])), px, theme.INK, True),
                                 self.name + ":hp", number=True)
            classroom.contrast(theme.INK, theme.PAPER_DARK if f["hp"] <= 0 else theme.PAPER,
                               self.name + ":hp")
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
        and out; the emblem, the postures, troubles, trophy and reach badge at each size a grid
        of them takes, up to six; the heart and the digits): a card repainted as a turn passes
        otherwise rasterised one in that frame."""
        parts = self.parts(self.rect)
        for name in ("fighter-%d", "fighter-%d-down", "fighter-%d-out"):
            assets.sprite(P + name % self.seat, parts.picture)
        names = [P + "posture-" + p for p in ATTACK] + [P + "posture-ground",
                                                         P + "posture-disarmed", P + "rest",
                                                         P + "champion", P + "reach",
                                                         P + "danger"]
        for n in range(1, 7):
            size = grid(parts.icons, n, self.s(4))[0]
            for name in [self.emblem] + names:
                assets.sprite(name, (size, size))
        assets.sprite(P + "icon-hp", (parts.heart.width,) * 2)
        for hp in range(MAX_HP + 1):
            text.render(str(hp), parts.px, theme.INK, True)

    def parts(self, r):
        """Where the card's parts go in `r`: the coloured band with the fighter's picture, the
        grid of its emblem, posture and troubles, and its hit points as a heart and a digit as
        big as the numbers a child counts (the band and the grid give up width to it). Kept per
        size and place: the eight digits need not be measured again at each repaint."""
        key = (tuple(r), self.s(100))
        kept = self.__dict__.setdefault("_parts", {})
        if key not in kept:
            if len(kept) > 8:           # a few sizes and places at most; a resize starts anew
                kept.clear()
            kept[key] = card_parts(pygame.Rect(r), self.s)
        return kept[key]

    def paint(self, surface, r, f, now, reach):
        """The card in `r` for fighter `f`: `now` its turn, `reach` its strike zone shown."""
        s = self.s
        radius = max(6, min(r.width, r.height) // 8)
        colour = seat_colour(self.seat)
        out = f["hp"] <= 0
        parts = self.parts(r)
        face = theme.PAPER_DARK if out else theme.PAPER
        pygame.draw.rect(surface, (0, 0, 0), r.move(3, 5), border_radius=radius)
        pygame.draw.rect(surface, face, r, border_radius=radius)
        band = parts.band
        pygame.draw.rect(surface, theme.DISABLED if out else colour, band,
                         border_top_left_radius=radius, border_bottom_left_radius=radius)
        img = assets.sprite(fighter_sprite(self.seat, f), parts.picture)
        surface.blit(img, img.get_rect(center=band.center))
        icons = [self.emblem]
        if f["ground"]:
            icons.append(P + "posture-ground")
        elif not out:
            icons.append(P + "posture-" + f["posture"])
        if f["disarmed"]:
            icons.append(P + "posture-disarmed")
        if f["resting"]:
            icons.append(P + "rest")
        if self.crowned:
            icons.append(P + "champion")
        if reach:
            # on the paper, among the card's pictures: on the band it hid the fighter, and on
            # the orange band the orange badge was lost ("reach", or "danger" on one's own)
            icons.append(P + reach)
        size, places = grid(parts.icons, len(icons), s(4))
        for name, place in zip(icons, places):
            img = assets.sprite(name, (size, size))
            surface.blit(img, img.get_rect(center=place))
        heart = assets.sprite(P + "icon-hp", parts.heart.size)
        surface.blit(heart, parts.heart)
        glyphs = text.render(str(max(0, f["hp"])), parts.px, theme.INK, True)
        ink = glyphs.get_bounding_rect()
        at = glyphs.get_rect()
        at.x = parts.digit.centerx - ink.centerx
        at.y = parts.digit.centery - ink.centery
        surface.blit(glyphs, at)
        edge = theme.YELLOW if now else theme.INK
        pygame.draw.rect(surface, theme.INK, r, edge_width(s, now), border_radius=radius)
        if now:
            pygame.draw.rect(surface, edge, r.inflate(-s(8), -s(8)), s(5), border_radius=radius)


class CardParts:
    """Where a fighter card's parts go (FighterCard.parts)."""

    def __init__(self, band, picture, icons, heart, digit, px):
        self.band, self.picture, self.icons = band, picture, icons
        self.heart, self.digit, self.px = heart, digit, px


def edge_width(s, now):
    """The ink edge of a fighter's card: thicker on the card whose turn it is."""
    return max(3, s(4)) + (s(6) if now else 0)


def card_parts(r, s):
    """CardParts of a fighter card in `r`. The hit points' digit is drawn NUMBER_MIN tall where
    the card's height allows (at 1920x1080 every card does, six fighters too): the 7 hearts of
    26 px they replace were too small to count from the back of a class."""
    inner_h = r.height - 2 * s(6)
    px = text.cap_px(min(s(classroom.NUMBER_MIN), inner_h))
    digit_w = max(text.render(str(d), px, theme.INK, True).get_bounding_rect().width
                  for d in range(MAX_HP + 1))
    heart = max(4, min(s(36), inner_h // 2))
    band_w = min(r.height, r.width * 3 // 10)
    band = pygame.Rect(r.x, r.y, band_w, r.height)
    pic = max(4, min(band_w, r.height) - 8)
    # clear of the turn's frame (ink and yellow ring, FighterCard.paint)
    frame = edge_width(s, True) + s(4)
    digit = pygame.Rect(r.right - frame - digit_w, r.y + s(6), digit_w, inner_h)
    heart_rect = pygame.Rect(0, 0, heart, heart)
    heart_rect.midright = (digit.x - s(4), r.centery)
    x = band.right + s(8)
    icons = pygame.Rect(x, r.y + s(6), max(4, heart_rect.x - s(6) - x), inner_h)
    return CardParts(band, (pic, pic), icons, heart_rect, digit, px)


def grid(area, n, gap):
    """(size, centres): `n` square pictures as large as they come in `area`, in the columns and
    rows that make them largest, filled row by row and centred."""
    best = (0, 1, n)
    for cols in range(1, n + 1):
        rows = -(-n // cols)
        size = min((area.width - (cols - 1) * gap) // cols,
                   (area.height - (rows - 1) * gap) // rows)
        if size > best[0]:
            best = (size, cols, rows)
    size, cols, rows = best
    size = max(4, size)
    top = area.centery - (rows * size + (rows - 1) * gap) // 2
    out = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        left = area.centerx - (in_row * size + (in_row - 1) * gap) // 2
        out.append((left + col * (size + gap) + size // 2, top + row * (size + gap) + size // 2))
    return size, out
