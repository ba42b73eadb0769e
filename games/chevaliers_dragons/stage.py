"""The fight on stage: the two fighters, their dice, the towers of dots the children count and the
sign between the totals."""
import math

import pygame

from engine import assets
from engine.ui import text, theme
from engine.ui.effects import arrow, outlined
from games.chevaliers_dragons import view
from games.chevaliers_dragons.view import DRAGONS, PRINCE, SEAT_COLOR

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."


class CDStage:
    # --- the fight on stage ----------------------------------------------------------------------
    def draw_stage(self, surface):
        g, s = self.g, self.s
        f = self.fight
        surface.blit(self.stage_layer(), g.stage)
        # the caption, for the grown-ups reading along
        px = text.fit(f["caption"], int(g.title.height * 0.62), g.title.width - s(40), bold=True)
        text.draw(surface, f["caption"], px, theme.INK, bold=True, center=g.title.center)
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
        if self.question is not None:
            self.pad.draw(surface)

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
        version = self.view["version"]
        fr = g.fighter_rect[seat]
        if f.get("asking") == seat:
            pygame.draw.rect(surface, SEAT_COLOR[seat], col.inflate(-s(4), 0), max(4, s(10)),
                             border_radius=s(20))
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
        # the die (tumbling while it rolls), then "+" and the bonus dots
        die = g.die_rect(seat)
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
            lit = min(count, face)
            pr = max(3, g.die * view.PIP_R // 100)
            for i in range(lit):
                c = g.pip_center(seat, face, i)
                pygame.draw.circle(surface, SEAT_COLOR[seat], c, pr + max(2, pr // 3))
                pygame.draw.circle(surface, theme.YELLOW, c, pr + max(2, pr // 3), max(2, pr // 2))
        bonus = side["bonus"]
        if bonus:
            px = int(g.die * 0.42)
            plus_x = die.right + int(g.bonus_dot * 0.55)
            text.draw(surface, "+", px, theme.INK, bold=True, center=(plus_x, die.centery))
            for i in range(bonus):
                c = g.bonus_centers[seat][i]
                c = (c[0] + int(g.bonus_dot * 0.4), c[1])
                lit = side["die"] is not None and count > side["die"] + i
                view.dot(surface, c, g.bonus_dot // 2, theme.YELLOW if lit else (255, 248, 236),
                         width=max(2, g.bonus_dot // 7))

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
                c = g.tower_dot(seat, i)
                if i < die:
                    view.dot(surface, c, r, SEAT_COLOR[seat])
                else:
                    view.dot(surface, c, r, (255, 248, 236))
            if side["total"] is not None:
                n = str(side["total"])
                px = int((g.label_y - g.tower_base) * 1.6)
                text.draw(surface, n, max(12, px), SEAT_COLOR[seat], bold=True,
                          center=(g.tower_x[seat], g.label_y))
            if f["result"] == seat:
                top = g.tower_dot(seat, max(0, side["count"] - 1))
                view.blit_center(surface, "ui/star", g.pitch * 1.3, (top[0], top[1] - g.pitch))
        if f["sign"]:
            px = int(g.pitch * 2.2)
            x, y = g.sign_center
            hi = max(f["sides"][PRINCE]["count"], f["sides"][DRAGONS]["count"])
            y = g.tower_base - int(g.pitch * max(1.0, hi / 2))
            outlined(surface, f["sign"], px, theme.YELLOW, center=(x, y))
