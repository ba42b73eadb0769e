"""ARENA's scene, drawing the show: fighters sliding, lunging, tipping over and shaking; pictures
popping over them; the damage rising; the weapon spinning to the floor; and the dice band where
both sides' dice tumble and their totals count up. A part of the scene given the geometry and
the seats' emblems; each call is handed the shown arena, the duel and the show's running tweens."""
import math

import pygame

from engine import assets
from engine.ui import classroom, dice, text, theme
from engine.ui.effects import outlined, pop, shake, slide
from games.arena.view import P, seat_colour


def shown_turn_seat(st, duel):
    """The fighter whose turn the screen shows (the attacker while the dice roll)."""
    if duel is not None:
        return duel["attacker"]
    a = st.get("actor")
    return a if a is not None and a >= 0 else None


class Motion:
    def __init__(self, g, emblems):
        self.g, self.s = g, g.s
        self.emblems = emblems      # each seat's emblem, a sprite name
        self.moving, self.tilt, self.nudge = {}, {}, {}

    def prewarm(self, seats):
        """Rasterise at layout time what a blow will show (the dice band's emblems, badges and
        totals, the burst and the damage, a fighter tipping over): the first blow of a game drew
        them for the first time in the middle of its frames (3 to 7 ms at 3840x2160)."""
        b, s = self.g.board, self.s
        row_h = (min(s(300), b.rect.height // 2) - s(24)) // 2
        plate = row_h - s(8)
        for seat in range(seats):
            assets.sprite(self.emblems[seat], (plate - s(16),) * 2)
            for name in ("fighter-%d", "fighter-%d-down"):
                for angle in range(-30, -91, -30):
                    assets.sprite_rotated(P + name % seat, (int(b.cell * 1.0),) * 2, angle)
        for name in ("icon-attack", "icon-defence"):
            assets.sprite(P + name, (plate // 2,) * 2)
        for name in ("hit", "parry"):
            assets.sprite(P + name, (row_h - s(16),) * 2)
        assets.sprite(P + "hit", (b.cell, b.cell))
        px = text.cap_px(s(classroom.NUMBER_MIN))
        for n in range(31):
            text.render(str(n), px, theme.INK, True)
        for n in range(1, 13):
            for colour in (theme.INK, theme.WHITE):
                text.render("-%d" % n, px, colour, True)

    def update(self, show):
        """Where the running tweens put the fighters this frame."""
        b = self.g.board
        self.moving, self.tilt, self.nudge = {}, {}, {}
        for tw in show.active("slide"):
            d = tw.data
            self.moving[d["seat"]] = _xy(slide(b.cell_center(d["from"]), b.cell_center(d["to"]),
                                               tw.t))
        for tw in show.active("lunge"):
            d = tw.data
            a, c = b.cell_center(d["from"]), b.cell_center(d["to"])
            k = 0.35 * math.sin(math.pi * tw.t)
            self.moving[d["seat"]] = (int(a[0] + (c[0] - a[0]) * k), int(a[1] + (c[1] - a[1]) * k))
        for tw in show.active("fall"):
            self.tilt[tw.data["seat"]] = -90 * tw.t
        for tw in show.active("hurt"):
            self.nudge[tw.data["seat"]] = int(shake(tw.t, b.cell // 10))

    def animated(self):
        """The fighters a running tween moves this frame: drawn every frame, not in the layer."""
        return set(self.moving) | set(self.tilt) | set(self.nudge)

    def fighter_pos(self, shown, seat):
        return self.moving.get(seat) or self.g.board.cell_center(shown["fighters"][seat]["hex"])

    def draw_tweens(self, surface, show, shown):
        b = self.g.board
        s = self.s
        for tw in show.active("pop"):
            d = tw.data
            f = shown["fighters"][d["seat"]]
            c = b.cell_center(f["hex"])
            size = max(4, int(b.cell * 0.6 * pop(tw.t)))
            img = assets.sprite(d["icon"], (size, size))
            surface.blit(img, img.get_rect(center=(c[0], c[1] - int(b.cell * (0.45 + 0.2 * tw.t)))))
        for tw in show.active("hurt"):
            d = tw.data
            c = b.cell_center(d["hex"])
            burst = assets.sprite(P + "hit", (b.cell, b.cell))
            if tw.t < 0.5:
                surface.blit(burst, burst.get_rect(center=c))
            # The blow's cost rises over the fighter: a number children count, 96 px.
            px = text.cap_px(s(classroom.NUMBER_MIN))
            label = "-%d" % d["damage"]
            outlined(surface, label, px, theme.WHITE,
                     center=(c[0], c[1] - int(b.cell * (0.3 + 0.5 * tw.t))))
            classroom.child_text(text.render(label, px, theme.WHITE, True), "damage", number=True)
            classroom.contrast(theme.WHITE, theme.INK, "damage")
        for tw in show.active("weapon-drop"):
            d = tw.data
            c = b.cell_center(d["hex"])
            h = int(b.cell * 0.9 * math.sin(math.pi * tw.t))
            img = assets.sprite_rotated(P + "weapon", (int(b.cell * 0.7),) * 2, 360 * tw.t * 2)
            surface.blit(img, img.get_rect(center=(c[0] + int(b.cell * 0.2 * tw.t),
                                                   c[1] + b.cell // 5 - h)))

    # --- the dice band --------------------------------------------------------------------------
    def duel_rect(self, d, shown):
        """The dice band over the arena's top or its foot: the one that covers fewer of the two
        fighters (a defender in the middle row once put it over its attacker above), or else
        the one away from them."""
        board = self.g.board
        b = board.rect
        h = min(self.s(300), b.height // 2)
        spots = [board.cell_center(shown["fighters"][seat]["hex"])
                 for seat in (d["attacker"], d["defender"])]

        def band(y):
            return pygame.Rect(b.x - self.s(20), y, b.width + self.s(40), h)

        def covered(y):
            r = band(y)
            return sum(r.colliderect(pygame.Rect(x - board.cell // 3, y_ - board.cell // 3,
                                                 board.cell * 2 // 3, board.cell * 2 // 3))
                       for x, y_ in spots)
        upper = sum(y for _x, y in spots) / 2 < b.centery      # the pair stands high
        ys = [b.bottom - h, b.y] if upper else [b.y, b.bottom - h]
        return band(min(ys, key=covered))       # min keeps the first of equals

    def draw_duel(self, surface, d, shown, show):
        """The dice band of duel `d`: both sides' dice as they land, the one in the air
        tumbling, the totals and who won."""
        if d is None:
            return
        s = self.s
        r = self.duel_rect(d, shown)
        pygame.draw.rect(surface, (0, 0, 0), r.move(4, 6), border_radius=s(20))
        pygame.draw.rect(surface, theme.PAPER, r, border_radius=s(20))
        pygame.draw.rect(surface, theme.INK, r, s(5), border_radius=s(20))
        row_h = (r.height - s(24)) // 2
        for k, (side, seat, n) in enumerate((("att", d["attacker"], d["att_dice"]),
                                             ("def", d["defender"], d["def_dice"]))):
            row = pygame.Rect(r.x + s(14), r.y + s(12) + k * row_h, r.width - s(28), row_h)
            self.draw_dice_row(surface, row, side, seat, n, d, show)
        classroom.contrast(theme.INK, theme.PAPER, "dice totals")

    def row_spacing(self, row, plate, size, n, px):
        """(the sword's or shield's width, a die's step) for a row of n dice: the usual ones, or,
        where the result's picture would have too little room between the last die and the
        widest total (four dice at 1920x1080 left it none), a smaller icon and closer dice.
        Set by the dice counts alone, so the dice do not move as they land or when the result
        comes."""
        s = self.s
        ring = text.render("88", px, theme.INK, True).get_width() + s(24)
        room_for = row.right - s(8) - ring - s(10) - s(8) - s(56)   # a picture of s(56) at least
        icon_w, step = plate.height // 2, size + s(12)
        if plate.right + s(8) + icon_w + s(12) + n * step - s(12) > room_for:
            icon_w, step = min(icon_w, s(44)), size + s(6)
        return icon_w, step

    def draw_dice_row(self, surface, row, side, seat, n, d, show):
        s = self.s
        result = d.get("result")
        colour = seat_colour(seat)
        plate = pygame.Rect(row.x, row.y + s(4), row.height - s(8), row.height - s(8))
        pygame.draw.rect(surface, colour, plate, border_radius=s(14))
        pygame.draw.rect(surface, theme.INK, plate, s(3), border_radius=s(14))
        em = assets.sprite(self.emblems[seat], (plate.width - s(16),) * 2)
        surface.blit(em, em.get_rect(center=plate.center))
        size = min(plate.height - s(10), s(96))
        px = text.cap_px(s(classroom.NUMBER_MIN))
        # both rows spaced alike, by the longer, so their dice stand in columns
        icon_w, step = self.row_spacing(row, plate, size, max(d["att_dice"], d["def_dice"]), px)
        icon = assets.sprite(P + ("icon-attack" if side == "att" else "icon-defence"),
                             (icon_w,) * 2)
        surface.blit(icon, icon.get_rect(midleft=(plate.right + s(8), plate.centery)))
        x = plate.right + s(8) + icon_w + s(12)
        dice_end = x + max(1, n) * step - (step - size)
        landed = d[side]
        rolling = d.get("rolling") or ()
        for i in range(n):
            rect = pygame.Rect(x + i * step, row.centery - size // 2, size, size)
            if i < len(landed):
                dice.draw_pips(surface, rect, landed[i])
            elif (side, i) in rolling:
                tws = show.active("die")
                real = tws[0].elapsed if tws else 0.0
                face = dice.tumble_face(real, seed=i + (7 if side == "def" else 0))
                wobble = int(shake(min(1.0, real), s(8)))
                dice.draw_pips(surface, rect.move(wobble, 0), face)
            else:
                pygame.draw.rect(surface, theme.PAPER_DARK, rect, border_radius=size // 6)
                pygame.draw.rect(surface, theme.INK, rect, max(2, size // 24),
                                 border_radius=size // 6)
        if n == 0:
            rect = pygame.Rect(x, row.centery - size // 2, size, size)
            pygame.draw.rect(surface, theme.INK, rect, max(2, size // 24), border_radius=size // 6)
            pygame.draw.line(surface, theme.INK, rect.topleft, rect.bottomright, max(2, size // 16))
        total = sum(landed)
        glyphs = text.render(str(total), px, theme.INK, True)
        tr_ = glyphs.get_rect(midright=(row.right - s(8), row.centery))
        if result is not None:
            won = result["hit"] == (side == "att")
            if won:
                ring = tr_.inflate(s(24), 0).clip(row.inflate(0, -s(4))) or tr_
                pygame.draw.rect(surface, theme.YELLOW, ring, border_radius=s(16))
                pygame.draw.rect(surface, theme.INK, ring, s(4), border_radius=s(16))
                # The picture in the room between the dice and the total, never over a die
                # (four dice at 1920x1080 left it none: the burst lay on the fourth); where
                # there is too little room the yellow ring alone says it, by its shape.
                room = pygame.Rect(dice_end + s(8), row.y, ring.x - s(8) - dice_end - s(8),
                                   row.height)
                side_px = min(row.height - s(16), room.width)
                if side_px >= s(40):
                    badge = assets.sprite(P + ("hit" if side == "att" else "parry"),
                                          (side_px,) * 2)
                    surface.blit(badge, badge.get_rect(center=room.center))
        surface.blit(glyphs, tr_)
        classroom.child_text(glyphs, "dice total", number=True)


def _xy(p):
    return int(p[0]), int(p[1])
