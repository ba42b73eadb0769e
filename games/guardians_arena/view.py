"""Guardians Arena on screen: where everything sits, computed from the rectangle the engine leaves.
Stateless; nothing here changes the game.

    [ the phase track: Phase I draw dominance enlistment discard | II ... | III ...  ] [      ]
    [ far seat:  Guardian | standard prison / victories | 3 x (under, stronghold, on) | piles ] [panel:]
    [ duel zone: totals | shield + secondaries | duellist | terrain | duellist | ... | totals] [actions]
    [ near seat: the same                                                                  ] [ Pass ]
    [ the near seat's hand (or its pen when the choice is from the pen), as a fan           ]

The near seat is the one at the screen (seat 0 for a spectator). Cards are 5:7; `w` is the width
of a table card, minis (piles, standard, prison, victories) are 0.45 of it.
"""
import pygame

from engine.ui import text

from games.guardians_arena.rules_deck import POSITIONS

RATIO = 1.4
MINI = 0.45
HAND_H = 220        # px: the hand's cards at 1920x1080, scaled with the window


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def card_rect(x, y, w):
    return pygame.Rect(int(x), int(y), int(w), int(round(w * RATIO)))


class Band:
    """One seat's row: its Guardian, extras, strongholds and piles. `width`: the row's room; the
    cards under the strongholds are table-sized when it holds them (else 0.7 of a card), and
    what room is left spreads between the groups."""

    def __init__(self, x, y, w, gap, two_rows=False, plate=0, width=None):
        if width and not two_rows:
            for under in (1.0, 0.7):
                self.lay(x, y, w, gap, under=under)
                if self.rect.width <= width or under < 1.0:
                    break
            spread = max(0, width - self.rect.width) / 5
            self.lay(x, y, w, gap, under=under, spread=spread)
        else:
            self.lay(x, y, w, gap, two_rows, plate)

    def lay(self, x, y, w, gap, two_rows=False, plate=0, under=0.7, spread=0):
        h = int(w * RATIO)
        m = w * MINI
        mh = int(m * RATIO)
        x0 = x
        self.rect = pygame.Rect(int(x), int(y), 0, h)
        self.guardian = card_rect(x, y, w)
        x += w + gap + spread
        self.standard = card_rect(x, y, m)
        self.prison = card_rect(x + m + gap // 2, y, m)
        self.victories = pygame.Rect(int(x), int(y + h - mh), int(2 * m + gap // 2), mh)
        x += 2 * m + gap // 2 + gap + spread
        if two_rows:
            # A narrow window: the Guardian, extras and piles on one row, the strongholds below.
            self.place_piles(x, y, w, gap)
            self.place_holds(x0, y + h + gap + plate, w, gap)
            self.rect.width = int(max(self.piles["hand"].right, self.holds["right"]["on"].right)
                                  - self.rect.x)
            self.rect.height = 2 * h + gap + plate
            return
        x = self.place_holds(x, y, w, gap, under, spread)
        self.place_piles(x, y, w, gap)
        self.rect.width = int(self.piles["hand"].right - self.rect.x)

    def place_holds(self, x, y, w, gap, under_share=0.7, spread=0):
        h = int(w * RATIO)
        self.holds = {}
        for pos in POSITIONS:
            under = card_rect(x, y + h - int(under_share * w * RATIO), under_share * w)
            hold = card_rect(under.right + gap // 2, y, w)
            on = card_rect(hold.right + gap // 2, y, w)
            self.holds[pos] = {"under": under, "hold": hold, "on": on,
                               "group": under.union(hold).union(on)}
            x = on.right + gap + spread
        return x

    def place_piles(self, x, y, w, gap):
        h, m = int(w * RATIO), w * MINI
        mh = int(m * RATIO)
        self.piles = {}
        for k, name in enumerate(("deck", "discard", "dominance", "storage", "pen", "hand")):
            self.piles[name] = card_rect(x + (k % 3) * (m + gap // 3),
                                         y + (k // 3) * (h - mh), m)


def plate_px(s):
    """The font size of a stronghold's plate: capitals at least 14 px at 1080p, never under
    12 px (Table.px(20))."""
    return max(12, text.cap_px(s(20) * 0.72))


class Geometry:
    """`duel_on`: a fight is on (a duel, a raid's duel, a challenge): the duel zone takes the
    room its duellists and totals need from the hand; otherwise it keeps only the terrain's and
    gives the rest to the hand. The table's cards are the same size either way, so nothing on
    the table moves but the hand and the zone."""

    def __init__(self, rect, s, near, duel_on=False):
        self.s, self.rect, self.near, self.duel_on = s, rect, near, duel_on
        self.far = 1 - near
        gap = self.gap = max(4, s(16))
        self.track = pygame.Rect(rect.x, rect.y, rect.width, max(20, s(50)))
        top = self.track.bottom + gap
        self.tall = rect.width < rect.height * 1.25
        if self.tall:
            panel_h = max(40, s(120)) * 2 + gap
            table = pygame.Rect(rect.x, top, rect.width, rect.bottom - top - panel_h - gap)
            self.panel = pygame.Rect(rect.x, table.bottom + gap, rect.width, panel_h)
        else:
            side_w = max(120, s(300))
            table = pygame.Rect(rect.x, top, rect.width - side_w - gap, rect.bottom - top)
            self.panel = pygame.Rect(table.right + gap, top, side_w, rect.bottom - top)
        self.table = table
        # A stronghold's name under its card: its plate (Table.plate) reaches past this room
        # into the gap under it, never further: in a portrait window the near seat's hand
        # covered the foot of "Sous le centre".
        line = text.render("Ag", plate_px(s), (0, 0, 0), True).get_height()
        plate = self.plate = max(10, s(24), line + s(6) - gap)
        # The hand's cards are the ones read most: 220 px tall at 1920x1080 (scaled), never
        # more than a third of the table's height.
        hand_min = min(max(40, s(HAND_H)), table.height // 3)
        w, two = self.card_width(table, gap, plate, hand_min)
        w = self.w = max(12, w)
        h = int(w * RATIO)
        band_h = (2 * h + gap + plate) if two else h
        rest = table.height - 2 * (band_h + plate) - 4 * gap
        # The hand grows into what the zone does not need, up to a third more than its least (or
        # 1.6 table cards, in a tall window) in a fight and more out of one: the rest stays with
        # the zone.
        most = max(int(hand_min * 1.35), int(h * 1.6)) if duel_on else \
            max(int(hand_min * 1.7), int(h * 2))
        zone = max(self.duel_need(h) if duel_on else self.quiet_need(w), rest - most)
        zone = min(zone, rest - hand_min)
        hand_h = rest - zone
        self.bands = {}
        self.bands[self.far] = Band(table.x, table.y, w, gap, two, plate, table.width)
        hand_y = table.bottom - hand_h
        near_y = hand_y - gap - plate - band_h
        self.bands[self.near] = Band(table.x, near_y, w, gap, two, plate, table.width)
        self.hand = pygame.Rect(table.x, hand_y, table.width, hand_h)
        label_w = min(int(w * 1.1), max(40, s(110)))
        self.hand_label = pygame.Rect(table.x, hand_y, label_w, hand_h)
        dy = table.y + band_h + gap + plate
        self.duel = pygame.Rect(table.x, dy, table.width, near_y - gap - dy)
        self.layout_duel(w, gap)
        self.layout_panel(gap)

    def duel_need(self, h):
        """The duel zone's height while a fight is on: its duellists a little larger than the
        table's cards, and room for the totals' lines beside them."""
        return max(int(h * 1.2), self.s(200)) + 2 * self.gap

    def quiet_need(self, w):
        """The duel zone's height with no fight: the terrain card."""
        return int(0.8 * w * RATIO) + 2 * self.gap

    def card_width(self, table, gap, plate, hand_min):
        """The table card's width and whether each seat takes two rows (a narrow window): as
        large as one row of eleven card widths allows, and the height with a fight on and the
        hand at its least."""
        best = None
        for two in (False, True):
            if two:
                by_width = (table.width - 5 * gap) / 8.2
                rows, fixed = 4 + 1.2, 6 * gap + 4 * plate
            else:
                by_width = (table.width - 10 * gap) / 11.35
                rows, fixed = 2 + 1.2, 4 * gap + 2 * plate
            by_height = (table.height - fixed - hand_min - 2 * gap) / (rows * RATIO)
            w = int(min(by_width, by_height))
            if best is None or w > best[0]:
                best = (w, two)
        return best

    def layout_duel(self, w, gap):
        d = self.duel
        pw = max(10, min(int(d.height / RATIO), int(w * 1.6)))
        ph = int(pw * RATIO)
        cy = d.y + (d.height - ph) // 2
        tw = int(w * 0.8)
        self.terrain = card_rect(d.centerx - tw // 2, d.y + (d.height - int(tw * RATIO)) // 2, tw)
        side_w = int(w * 1.05)
        self.primary, self.shield, self.secondaries, self.totals = {}, {}, {}, {}
        for seat, sign in ((self.near, -1), (self.far, 1)):
            if sign < 0:
                prim = pygame.Rect(self.terrain.x - gap - pw, cy, pw, ph)
                side = pygame.Rect(prim.x - gap - side_w, d.y, side_w, d.height)
                tot = pygame.Rect(d.x, d.y, side.x - gap - d.x, d.height)
            else:
                prim = pygame.Rect(self.terrain.right + gap, cy, pw, ph)
                side = pygame.Rect(prim.right + gap, d.y, side_w, d.height)
                tot = pygame.Rect(side.right + gap, d.y, d.right - side.right - gap, d.height)
            if self.tall:
                # A tall window: the duellists at the top of the zone, both totals under them,
                # each half the zone wide, so their lines stay readable.
                lift = cy - (d.y + gap)
                prim.y -= lift
                side.height = ph
                side.y = prim.y
                half = (d.width - gap) // 2
                top = prim.bottom + gap
                tot = pygame.Rect(d.x if sign < 0 else d.x + half + gap, top, half, d.bottom - top)
            self.primary[seat] = prim
            mini = int(w * 0.62)
            self.shield[seat] = card_rect(side.x, side.y, mini)
            self.secondaries[seat] = pygame.Rect(side.x, side.bottom - int(mini * RATIO),
                                                 side.width, int(mini * RATIO))
            self.totals[seat] = tot
        if self.tall:
            self.terrain.centery = self.primary[self.near].centery

    def layout_panel(self, gap):
        """The action panel: the Pass button apart at the bottom, the other actions above it."""
        p, s = self.panel, self.s
        bh = max(28, s(120))
        if self.tall:
            bw = (p.width - 4 * gap) // 5
            self.pass_slot = pygame.Rect(p.right - bw, p.y, bw, bh)
            self.slots = [pygame.Rect(p.x + k * (bw + gap), p.y + (k // 4) * (bh + gap), bw, bh)
                          for k in range(3)]
            self.info = pygame.Rect(p.x, p.y + bh + gap, p.width, bh)
            return
        self.pass_slot = pygame.Rect(p.x, p.bottom - bh, p.width, bh)
        # A wider gap above Pass than between the other actions: it stands apart.
        y = self.pass_slot.y - 3 * gap - bh
        self.slots = []
        for _ in range(3):
            self.slots.insert(0, pygame.Rect(p.x, y, p.width, bh))
            y -= bh + gap
        self.info = pygame.Rect(p.x, p.y, p.width, max(0, self.slots[0].y - gap - p.y))

    def secondary_rects(self, seat, n):
        """n secondary attackers fanned in their strip."""
        r = self.secondaries[seat]
        cw = int(r.height / RATIO)
        if n <= 0:
            return []
        step = min(cw + 4, (r.width - cw) // max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(r.x + k * step, r.y, cw, r.height) for k in range(n)]

    def hand_rects(self, n):
        """n cards of the near seat's hand in a fan (overlapping when they do not fit)."""
        area = pygame.Rect(self.hand_label.right + self.gap, self.hand.y,
                           self.hand.right - self.hand_label.right - self.gap, self.hand.height)
        cw = int(area.height / RATIO)
        if n <= 0:
            return []
        step = cw + self.gap // 2
        if n > 1 and (n - 1) * step + cw > area.width:
            step = max(4, (area.width - cw) // (n - 1))
        return [pygame.Rect(area.x + k * step, area.y, cw, area.height) for k in range(n)]


def zoom_rect(near, area, most_w, gap, avoid=()):
    """Where the large card goes: in `area` (the window between the top bar and the prompt line),
    beside `near` (the card it describes) on the side with the most room, so it never hides that
    card, the prompt or the window's edge; a side where it would cover a rect of `avoid` (the
    buttons a person presses next) only when no side with room keeps clear of them. Left or
    right first; above or below when the card sits where neither side has room (the tall
    window's hand). `most_w` is the widest it is wanted."""
    room = {"right": (area.right - near.right - gap, area.height),
            "left": (near.x - area.x - gap, area.height),
            "above": (area.width, near.y - area.y - gap),
            "below": (area.width, area.bottom - near.bottom - gap)}

    def width(side):
        rw, rh = room[side]
        return max(0, min(most_w, rw, int(rh / RATIO)))

    def placed(side):
        cw = width(side)
        r = pygame.Rect(0, 0, cw, int(cw * RATIO))
        if side in ("right", "left"):
            r.x = near.right + gap if side == "right" else near.x - gap - cw
            r.centery = near.centery
            r.y = min(max(r.y, area.y), area.bottom - r.height)
        else:
            r.y = near.y - gap - r.height if side == "above" else near.bottom + gap
            r.centerx = near.centerx
            r.x = min(max(r.x, area.x), area.right - r.width)
        return r
    order = ["right", "left"] if near.centerx < area.centerx else ["left", "right"]
    order += ["above", "below"] if near.centery > area.centery else ["below", "above"]
    # Clear of the buttons, unless that leaves it much smaller than it could be.
    widest = max(width(side) for side in order)
    clear = [side for side in order if width(side) >= widest * 0.6
             and not any(placed(side).colliderect(a) for a in avoid)]
    order = clear or order
    # A side wins only clearly (by a tenth), so the card does not jump sides for a pixel.
    side = order[0]
    for other in order[1:]:
        if width(other) > width(side) * 1.1:
            side = other
    return placed(side)
