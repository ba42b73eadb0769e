"""The fight on stage: the two fighters, their dice, the towers of dots the children count and the
sign between the totals.

A part of the scene of its own: it draws the fight the show keeps (a dict: its sides, dice,
counts, totals, sign, caption and result) with the number pad when the children are asked, given
only the show (which tweens play now) and the scene's layer cache (the stage's paper card)."""
import math

import pygame

from engine import assets
from engine.ui import classroom, text, theme
from engine.ui.effects import arrow
from games.chevaliers_dragons import ink, view
from games.chevaliers_dragons.view import DRAGONS, PRINCE, SEAT_COLOR

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."


class FightStage:
    def __init__(self, show, layer):
        self.show, self.layer = show, layer
        self.g = self.s = self.fight = None
        self.version = "standard"

    def active(self, tag):
        return self.show.active(tag)

    def draw(self, surface, g, s, fight, question, pad, version):
        """The fight `fight` on the stage of geometry `g` (scale `s`); `question`, when the
        children are asked a total, with the number buttons `pad`; pawns of `version`."""
        self.g, self.s, self.fight, self.version = g, s, fight, version
        f = fight
        surface.blit(self.stage_layer(), g.stage)
        # the caption, for the grown-ups reading along
        px = text.fit(f["caption"], int(g.title.height * 0.62), g.title.width - s(40), bold=True)
        text.draw(surface, f["caption"], px, theme.INK, bold=True, center=g.title.center)
        classroom.contrast(theme.INK, theme.PAPER, "stage caption")
        att = f["attacker"]
        # who attacks whom: an arrow in the attacker's colour above the towers
        band = g.arrow_band
        a0 = band.left + s(10) if att == PRINCE else band.right - s(10)
        a1 = band.right - s(30) if att == PRINCE else band.left + s(30)
        arrow(surface, (a0, band.centery), (a1, band.centery), SEAT_COLOR[att],
                   max(4, band.height // 4))
        for seat in (PRINCE, DRAGONS):
            self.draw_fighter(surface, seat)
        self.draw_towers(surface)
        if question is not None:
            # the number buttons, framed in the colour of the side that answers
            seat = question["seat"]
            pygame.draw.rect(surface, SEAT_COLOR[seat], g.pad, g.frame_w, border_radius=s(20))
            pad.draw(surface)

    def stage_layer(self):
        """The stage's paper card, drawn once per window size (big rounded rectangles cost a few
        milliseconds a frame at 3840x2160); its corners are see-through by colour key. Kept in
        the box's byte budget (engine.scenes.Scene.layer)."""
        return self.layer("stage", self.g.key, self.make_stage_layer)

    def make_stage_layer(self, old):
        s = self.s
        st = self.g.stage
        key = (255, 0, 255)
        layer = pygame.Surface(st.size)
        layer.fill(key)
        r = layer.get_rect()
        pygame.draw.rect(layer, theme.PAPER, r, border_radius=s(24))
        pygame.draw.rect(layer, theme.INK, r, max(3, s(5)), border_radius=s(24))
        layer.set_colorkey(key, pygame.RLEACCEL)
        return layer

    def draw_fighter(self, surface, seat):
        g, s = self.g, self.s
        f = self.fight
        side = f["sides"][seat]
        col = g.cols[seat]
        version = self.version
        fr = g.fighter_rect[seat]
        if f.get("asking") == seat:
            # the side being asked: framed in its colour, with its emblem on the frame
            frame = col.inflate(-s(4), 0)
            pygame.draw.rect(surface, SEAT_COLOR[seat], frame, g.frame_w, border_radius=s(20))
            size = s(76)
            inset = g.frame_w + s(6) + size // 2
            corner = (frame.x + inset if seat == PRINCE else frame.right - inset, frame.y + inset)
            view.blit_center(surface, view.EMBLEM[seat], size, corner)
        alpha, size = 255, g.fighter
        result = f["result"]
        for tw in self.active("result"):
            if result == seat:
                size = assets.quantise(g.fighter * (1 + 0.25 * math.sin(min(1, tw.raw * 2)
                                                                         * math.pi)), g.fighter)
            elif result in (PRINCE, DRAGONS):
                alpha = int(255 * (1 - 0.7 * min(1, tw.raw * 1.5)))
        if result in (PRINCE, DRAGONS) and result != seat and not self.active("result"):
            alpha = 75
        view.blit_center(surface, view.pawn_sprite(side["kind"], version), size, fr.center, alpha)
        if result in (PRINCE, DRAGONS) and result != seat:
            view.blit_center(surface, "ui/cross", g.fighter * 0.7, fr.center, 230)
        self.draw_die_group(surface, seat)

    def draw_die_group(self, surface, seat):
        """The die (tumbling while it rolls), then "+" and the bonus dots. Pips and bonus dots
        light up as they are counted (bigger, in the side's colour); a bonus dot is ringed."""
        g, s = self.g, self.s
        side = self.fight["sides"][seat]
        bonus = side["bonus"]
        die, plus_c, dots = g.die_group(seat, bonus)
        rolls = self.active("roll")
        count = side["count"]
        if rolls:
            tw = rolls[0]
            n = int(tw.elapsed / tw.data["gap"])
            face = tw.data["faces"][seat][n % 4]
            jump = abs(math.sin(tw.raw * math.pi * 3)) * g.die * 0.25 * (1 - tw.raw)
            view.blit_center(surface, view.die_sprite(face), g.die,
                             (die.centerx, die.centery - jump),
                             angle=tw.data["spins"][seat] * (1 - tw.t))
        elif not side["die"]:
            # the die is still to come: an empty place for it
            pygame.draw.rect(surface, (214, 205, 186), die.inflate(-g.die // 10, -g.die // 10),
                             max(3, s(6)), border_radius=g.die // 6)
        else:
            face = side["die"]
            view.blit_center(surface, view.die_sprite(face), g.die, die.center)
            pr = max(3, g.die * view.PIP_R // 100)
            for i in range(min(count, face)):
                view.count_dot(surface, g.pip_center(seat, face, i, bonus), int(pr * 1.45),
                               SEAT_COLOR[seat])
        if bonus:
            px = int(g.die * 0.42)
            text.draw(surface, "+", px, theme.INK, bold=True, center=plus_c)
            for i, c in enumerate(dots):
                lit = side["die"] is not None and count > side["die"] + i
                view.count_dot(surface, c, g.bonus_dot // 2, SEAT_COLOR[seat], bonus=True,
                               lit=lit)

    def draw_towers(self, surface):
        g, s = self.g, self.s
        f = self.fight
        r = max(3, int(g.pitch * 0.42))
        for seat in (PRINCE, DRAGONS):
            side = f["sides"][seat]
            die = side["die"] or 0
            tr_ = g.tower_rect(seat)
            base = pygame.Rect(tr_.x - s(14), g.tower_base, tr_.width + s(28), max(3, s(6)))
            pygame.draw.rect(surface, theme.INK, base)
            for i in range(side["count"]):
                view.count_dot(surface, g.tower_dot(seat, i), r, SEAT_COLOR[seat],
                               bonus=i >= die)
            if side["total"] is not None:
                # the total, a number the children count: drawn >= 96 px tall at 1920x1080, in
                # the side's colour darkened to 8.5:1 on paper
                ink.draw(surface, str(side["total"]), g.number_px, view.SEAT_INK[seat],
                         "total:%d" % seat, bg=theme.PAPER, number=True,
                         center=(g.tower_x[seat], g.label_y))
            if f["result"] == seat:
                top = g.tower_dot(seat, max(0, side["count"] - 1))
                view.blit_center(surface, "ui/star", g.pitch * 1.3, (top[0], top[1] - g.pitch))
        if f["sign"]:
            # the sign between the totals, in ink (16:1 on paper), as tall as a capital letter
            # a child reads (sizes in view.Geometry)
            x, _ = g.sign_center
            hi = max(f["sides"][PRINCE]["count"], f["sides"][DRAGONS]["count"])
            y = g.tower_base - int(g.pitch * max(1.0, hi / 2))
            ink.draw(surface, f["sign"], g.sign_px, theme.INK, "sign", bg=theme.PAPER,
                     center=(x, y))
