"""ARENA's arena drawn: the sand and its start circles, the fighters, the walk, the reach of a
fighter, the turn track, the forecast and the news band. A part of the scene that knows only the
geometry and the seats' emblems: every call is handed what to draw (the shown observation, the
marks chosen), never the full state."""
import math

import pygame

from engine import assets
from engine.ui import banner, classroom, text, theme
from engine.ui.board import name_chip
from engine.ui.picker import draw_notched, inset
from games.arena import draw_threat, odds
from games.arena import board as B
from games.arena.fighters import attack_dice, defence_dice, en_garde, wild
from games.arena.view import (P, RIM, SAND, SAND_EDGE, fighter_sprite, hex_name_chips,
                              seat_colour)


class Table:
    def __init__(self, g, emblems):
        self.g, self.s = g, g.s
        self.emblems = emblems      # each seat's emblem, a sprite name

    def prewarm(self, seats):
        """The fighters on the ground and out and a walk's footprints, rasterised at layout
        time rather than in the frame a fighter first falls or walks."""
        cell = self.g.board.cell
        size = (int(cell * 1.0),) * 2
        for step in (cell // 3, cell // 3 * 2 // 3, cell // 4):     # a walk's footprints
            assets.sprite("ui/footprint", (step, step))
        for seat in range(seats):
            for name in ("fighter-%d-down", "fighter-%d-out"):
                assets.sprite(P + name % seat, size)

    # --- what never changes for a window size ---------------------------------------------------
    def draw_static(self, surface):
        g = self.g
        b = g.board
        unit = max(1, b.cell // 40)
        for h in range(B.NHEX):
            pts = b.cell_polygon(h)
            pygame.draw.polygon(surface, RIM, inset(pts, -unit * 4))
        for h in range(B.NHEX):
            pts = b.cell_polygon(h)
            pygame.draw.polygon(surface, SAND, pts)
            pygame.draw.polygon(surface, SAND_EDGE, pts, max(1, unit * 2))
        for k, h in enumerate(B.CORNERS):
            img = assets.sprite(P + "start", (int(b.cell * 0.8), int(b.cell * 0.8)))
            surface.blit(img, img.get_rect(center=b.cell_center(h)))
        self.draw_hex_names(surface)

    def draw_hex_names(self, surface):
        """The log names a hex by its row's letter and its place in the row counted from the
        left (board.hex_name): each row's first and last hex carry their names at the arena's
        edge ("B1" ... "B5"), which gives the row and the way to count along it."""
        for name, at, h in hex_name_chips(self.g.board):
            name_chip(surface, name, at, h)

    # --- what changes between moves -------------------------------------------------------------
    def draw_track(self, surface, shown):
        """The round under way as a number on a paper chip, read from across the room (the ten
        hexes' own digits were 18 px at 1920x1080); as written, beside it the ten rounds as
        small hexes in two rows: gone by shaded and ticked, the round under way lit and thick,
        those to come plain; to the last, the Masters' quiet rounds."""
        g = self.g
        s = self.s
        r = g.track
        now = shown["round"]
        glass = hourglass(r)
        img = assets.sprite(P + "round", (glass, glass))
        surface.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        chip, px = self.round_chip(r)
        glyphs = text.render(str(now), px, theme.INK, True)
        chip.width = max(chip.width, glyphs.get_width() + s(20))
        pygame.draw.rect(surface, theme.PAPER, chip, border_radius=s(8))
        pygame.draw.rect(surface, theme.INK, chip, max(2, s(3)), border_radius=s(8))
        classroom.child_text(glyphs, "round")
        classroom.contrast(theme.INK, theme.PAPER, "round")
        surface.blit(glyphs, glyphs.get_rect(center=chip.center))
        left = chip.right + s(8)
        if shown.get("last"):
            self.draw_calm(surface, r, left, shown.get("calm", 0))
            return
        rad, centres = self.round_hexes(r)
        for k, c in enumerate(centres):
            pts = [(c[0] + rad * _cos(a), c[1] + rad * _sin(a)) for a in range(30, 390, 60)]
            fill = theme.YELLOW if k + 1 == now else (theme.PAPER_DARK if k + 1 < now
                                                     else theme.PAPER)
            pygame.draw.polygon(surface, fill, pts)
            pygame.draw.polygon(surface, theme.INK, pts, max(2, s(2) + (s(3) if k + 1 == now
                                                                         else 0)))
            if k + 1 < now:       # gone by: a mark as well as a shade, never colour alone
                pygame.draw.line(surface, theme.INK, (c[0] - rad // 2, c[1]),
                                 (c[0] + rad // 2, c[1]), max(2, s(3)))

    def round_chip(self, r):
        """(rect, font size) of the paper chip of the round's number in the track `r`, right of
        the hourglass: wide enough for "10" (a longer number to the last widens it)."""
        s = self.s
        px = text.cap_px(min(s(classroom.TEXT_MIN), (r.height - s(4)) * 3 // 4))
        wide = text.render("10", px, theme.INK, True).get_width()
        return pygame.Rect(r.x + hourglass(r) + s(6), r.y + s(2), wide + s(20),
                           r.height - s(4)), px

    def round_hexes(self, r):
        """(radius, centres) of the ten rounds' hexes in the track `r`, five a row, right of
        the number's chip."""
        left = self.round_chip(r)[0].right + self.s(8)
        w = (r.right - left) // 5
        h = r.height // 2
        rad = max(4, min(w, h) // 2 - 1)
        return rad, [(left + (k % 5) * w + w // 2, r.y + (k // 5) * h + h // 2)
                     for k in range(10)]

    def draw_calm(self, surface, r, left, calm):
        """To the last: five small hexes for the rounds in a row without a new wound (marked ones
        have gone by); at five the Masters stop the fight."""
        s = self.s
        # Three over two, as large as the track's corner allows (the narrow window leaves little).
        w = (r.right - left) // 3
        h = r.height // 2
        rad = max(4, min(w // 2 - 1, h // 2 + s(2)))
        for k in range(5):
            c = (left + (k % 3) * w + w // 2 + (w // 2 if k >= 3 else 0),
                 r.y + (k // 3) * h + h // 2)
            pts = [(c[0] + rad * _cos(a), c[1] + rad * _sin(a)) for a in range(30, 390, 60)]
            pygame.draw.polygon(surface, theme.PAPER_DARK if k < calm else theme.PAPER, pts)
            pygame.draw.polygon(surface, theme.INK, pts, max(2, s(2)))
            if k < calm:      # a mark as well as a shade: never colour alone
                pygame.draw.line(surface, theme.INK, (c[0] - rad // 2, c[1]),
                                 (c[0] + rad // 2, c[1]), max(2, s(3)))

    def draw_reach(self, surface, shown, of, zone):
        """Hexes where fighter `of` could strike next turn (`zone`, reach.Reach's): its threat
        in its colour, rings and a sword badge (draw_threat); for one's own card ("all"), the
        dangers to it: a warning sign and a count (draw_dangers). Never colour alone."""
        if of is None:
            return
        b = self.g.board
        if of != "all":        # a fighter's card: its threat, in its own colour
            draw_threat.draw_threat(surface, b, shown, of, zone)
        else:
            self.draw_dangers(surface, zone)

    def draw_dangers(self, surface, zone):
        """Every opponent's reach (one's own card): on each free hex a warning sign and how many
        could strike there. A vermilion sword badge and ring on every hex, sometimes in the
        fighter's own colour, read as "I can strike here" (a fresh user's try)."""
        b = self.g.board
        size = b.cell * 2 // 7
        badge = assets.sprite(P + "danger", (size, size))
        classroom.contrast(theme.INK, theme.PAPER, "danger count")
        for h, n in zone.items():
            c = b.cell_center(h)
            spot = badge.get_rect(midright=(c[0] + b.cell // 20, c[1] - b.cell // 4))
            digits = text.render(str(n), b.cell // 4, theme.INK, True)
            num = digits.get_rect(midleft=(spot.right + b.cell // 30, spot.centery))
            # Sign and count on a paper plate: on a corner hex the start ring's spokes ran
            # through them, and the count was half hidden.
            plate = spot.union(num).inflate(b.cell // 8, b.cell // 24)
            pygame.draw.rect(surface, theme.PAPER, plate, border_radius=plate.height // 3)
            pygame.draw.rect(surface, theme.INK, plate, max(1, b.cell // 50),
                             border_radius=plate.height // 3)
            surface.blit(badge, spot)
            surface.blit(digits, num)

    def draw_walk(self, surface, st, ends, tap, start):
        """The walk so far (footprints), where the fighter may stop (`ends`, small footprints),
        and the walk a tap would make (`tap`, its steps from hex `start`, or None)."""
        b = self.g.board
        size = b.cell // 3
        if st["phase"] == "move" and st["turn"] is not None:
            path = st["turn"]["path"]
            for a, c in zip(path, path[1:]):
                pygame.draw.line(surface, theme.INK, b.cell_center(a), b.cell_center(c),
                                 max(3, b.cell // 14))
            for h in path[:-1]:
                img = assets.sprite("ui/footprint", (size, size))
                surface.blit(img, img.get_rect(center=b.cell_center(h)))
        small = assets.sprite("ui/footprint", (size * 2 // 3, size * 2 // 3))
        for h in ends:
            c = b.cell_center(h)
            surface.blit(small, small.get_rect(center=(c[0], c[1] + b.cell // 4)))
        if tap:
            self.draw_hover_path(surface, tap, start)

    def draw_hover_path(self, surface, path, start):
        """The walk a tap on the end under the pointer would make: a dashed ink line from the
        fighter through each step, a small footprint on each hex it crosses."""
        b = self.g.board
        points = [b.cell_center(start)] + [b.cell_center(x) for x in path]
        width = max(2, b.cell // 20)
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            for k in range(0, 10, 2):          # dashes: a preview, not the walk itself
                a, z = k / 10, (k + 1) / 10
                pygame.draw.line(surface, theme.INK, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                 (x0 + (x1 - x0) * z, y0 + (y1 - y0) * z), width)
        step = assets.sprite("ui/footprint", (b.cell // 4, b.cell // 4))
        for c in points[1:]:
            surface.blit(step, step.get_rect(center=c))

    def draw_weapons(self, surface, shown, hidden, covered):
        """Weapons on the floor: across the hex's foot on a free hex; on a hex where a fighter
        stands (its owner, waiting to pick it up), smaller, in the hex's corner, over the fighter,
        so it is never hidden."""
        b = self.g.board
        taken = {f["hex"] for f in shown["fighters"]}
        for i, f in enumerate(shown["fighters"]):
            if f["weapon"] is None or i in hidden or (f["weapon"] in taken) != covered:
                continue
            c = b.cell_center(f["weapon"])
            if covered:
                size = int(b.cell * 0.45)
                at = (c[0] + int(b.cell * 0.26), c[1] + int(b.cell * 0.3))
            else:
                size = int(b.cell * 0.7)
                at = (c[0], c[1] + b.cell // 5)
            img = assets.sprite(P + "weapon", (size, size))
            surface.blit(img, img.get_rect(center=at))

    def draw_fighters(self, surface, shown, seats, now, motion):
        """The fighters of `seats`, the nearer (lower) over the farther, where the running
        tweens put them (`motion`, show_draw.Motion); `now`: whose turn it is."""
        b = self.g.board
        size = int(b.cell * 1.0)
        order = sorted(seats, key=lambda i: motion.fighter_pos(shown, i)[1])
        for i in order:
            f = shown["fighters"][i]
            c = motion.fighter_pos(shown, i)
            if i == now and f["hp"] > 0:
                # A yellow ring on the sand under the feet of the fighter whose turn it is.
                ring = pygame.Rect(0, 0, size * 3 // 4, size // 4)
                ring.center = (c[0], c[1] + size * 2 // 5)
                pygame.draw.ellipse(surface, theme.INK, ring.inflate(8, 6))
                pygame.draw.ellipse(surface, theme.YELLOW, ring)
                pygame.draw.ellipse(surface, theme.INK, ring.inflate(-size // 6, -size // 14))
            angle = motion.tilt.get(i, 0)
            img = assets.sprite_rotated(fighter_sprite(i, f), (size, size), angle)
            x = c[0] + motion.nudge.get(i, 0)
            surface.blit(img, img.get_rect(center=(x, c[1])))
            if f["hp"] > 0 and not f["ground"]:
                self.draw_emblem(surface, i, (x - size * 17 // 100, c[1] + size // 10), size)

    def draw_emblem(self, surface, seat, centre, size):
        """The seat's emblem large over the fighter's shield, on a paper disc: two fighters of
        near colours (the blue square, the sky hexagon) are told apart by shape at a glance."""
        r = size * 22 // 100
        pygame.draw.circle(surface, theme.INK, centre, r + max(2, size // 40))
        pygame.draw.circle(surface, theme.PAPER, centre, r)
        em = assets.sprite(self.emblems[seat], (r * 3 // 2, r * 3 // 2))
        surface.blit(em, em.get_rect(center=centre))

    def draw_targets(self, surface, view, targets, target):
        """Opponents within reach of a blow (`targets`): a sword badge; the one picked
        (`target`): a yellow frame."""
        b = self.g.board
        unit = max(2, b.cell // 24)
        badge = assets.sprite(P + "icon-attack", (b.cell // 3, b.cell // 3))
        for t in targets:
            h = view["fighters"][t]["hex"]
            pts = b.cell_polygon(h)
            if t == target:
                pygame.draw.polygon(surface, theme.INK, pts, unit * 4)
                pygame.draw.polygon(surface, theme.YELLOW, inset(pts, unit * 2), unit * 3)
            c = b.cell_center(h)
            surface.blit(badge, badge.get_rect(center=(c[0] + b.cell // 3, c[1] - b.cell // 3)))

    def draw_hint(self, surface, r):
        """The hint: a notched outline round `r` (the button or hex it points at), if any: a
        little outside it and thick enough to see across a room (2 px dashes on the card's own
        edge were missed at 1024x768)."""
        if r is not None:
            r = r.inflate(self.s(14), self.s(14))
            draw_notched(surface, [r.topleft, r.topright, r.bottomright, r.bottomleft],
                         max(3, self.s(6)))

    def draw_reach_words(self, surface, words, controls):
        """A fighter's card tapped: whether it can reach the person's fighter next turn."""
        place = self.words_place(controls)
        if words and place is not None:
            draw_threat.draw_reach_words(surface, place, self.s, words)

    def words_place(self, controls):
        """The forecast's place, where the reach words go, or None when a button shown lies
        there: the words never cover a choice (the scene gives the postures the smaller slots
        while a card's reach speaks)."""
        busy = [b.rect for b in controls.buttons if b.visible]
        return self.g.forecast if self.g.forecast.collidelist(busy) < 0 else None

    def draw_forecast(self, surface, st, me, target):
        """The blow `me` weighs against `target`, in exact chances: to hit, the damage, to be
        disarmed, to fall, and the knock-down of an en-garde defender by a déchaîné attacker."""
        if me is None or target is None:
            return
        att, dfn = st["fighters"][me], st["fighters"][target]
        fc = odds.forecast(attack_dice(att), defence_dice(dfn), en_garde(dfn), wild(att),
                           att["disarmed"])
        r = self.g.forecast
        s = self.s
        rows = [(P + "hit", "%d %%" % round(fc["hit"] * 100)),
                (P + "icon-hp", "-%d" % fc["damage"])]
        if fc["disarm"] > 0:
            rows.append((P + "posture-disarmed", "%d %%" % round(fc["disarm"] * 100)))
        if fc["fall"] > 0:       # the attacker itself on the ground
            rows.append((P + "fighter-%d-down" % me, "%d %%" % round(fc["fall"] * 100)))
        if fc["knock"] > 0:      # the en-garde defender knocked down, whatever the dice
            rows.append((P + "fighter-%d-down" % target, "100 %"))
        if r.height < s(40) or r.width < s(80):
            return
        pygame.draw.rect(surface, theme.PAPER, r, border_radius=s(16))
        pygame.draw.rect(surface, theme.INK, r, s(4), border_radius=s(16))
        row_h = min(s(80), (r.height - s(12)) // len(rows))
        px = min(text.cap_px(s(theme.TEXT)), int(row_h * 0.9))
        for k, (icon, label) in enumerate(rows):
            y = r.y + s(6) + k * row_h
            img = assets.sprite(icon, (row_h - s(6), row_h - s(6)))
            surface.blit(img, img.get_rect(midleft=(r.x + s(12), y + row_h // 2)))
            glyphs = text.render(label, px, theme.INK, True)
            surface.blit(glyphs, glyphs.get_rect(midright=(r.right - s(16), y + row_h // 2)))
            classroom.child_text(glyphs, "forecast")
        classroom.contrast(theme.INK, theme.PAPER, "forecast")

    def draw_band(self, surface, band):
        if band is None:
            return
        # Across the whole play area, not the arena alone: the news fits at a child's size.
        b = self.g.board.rect
        area = self.g.rect
        rect = pygame.Rect(area.x, b.centery - self.s(80), area.width, self.s(160))
        seat = band.seat
        colour = seat_colour(seat) if seat is not None else theme.BG_TOP
        icon = band.icon or (self.emblems[seat] if seat is not None else None)
        banner.draw_overlay(surface, rect, self.s, band.alpha, colour, icon, band.text, band.line)


def hourglass(track):
    """The round track's hourglass: a square this wide at its left end."""
    return track.height * 3 // 5


def _cos(a):
    return math.cos(math.radians(a))


def _sin(a):
    return math.sin(math.radians(a))

