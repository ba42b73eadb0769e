"""Dragons Arena on screen: the arena, the dice, the overlays of the show and the side panels.
Everything here draws from `self.view` (the observation of the seat at the screen) and from
`self.shown` (the arena as the show has told it so far), never from the full state."""
import math

import pygame

from engine import assets, sound
from engine.anim import lerp2, shake_offset
from engine.i18n import tr
from engine.ui import banner, text, theme
from engine.ui.dice import tumble_face
from games.dragons_arena import view
from games.dragons_arena.arena import SECRET
from games.dragons_arena.view import FIRE, ICE, SEAT_COLOR, SPECIES


class DragonsDraw:
    def prewarm(self):
        """Rasterise, once per window size, every sprite size the animations will ask for, so
        that no frame in the middle of a throw pays for turning SVG into pixels."""
        g = self.g
        for seat in (FIRE, ICE):
            for p in range(1, 7):
                name = view.die_sprite(seat, p)
                for size in (g.die, g.hand_die, max(12, int(g.hand_die * 0.5))):
                    assets.sprite(name, (size, size))
                for k in range(1, 9):  # a victim shrinking away
                    size = assets.quantise(g.die * k / 8, g.die)
                    assets.sprite(name, (size, size))
                for step in range(1, 360 // assets.ROTATION_STEP):
                    assets.sprite_rotated(name, (g.die, g.die), step * assets.ROTATION_STEP)
        cell = int(g.cell)
        for name in ("burst-fire", "burst-ice"):
            for k in range(0, 9):
                size = assets.quantise(g.cell * (0.6 + 0.9 * k / 8), g.cell * 1.5)
                assets.sprite("dragons-arena/" + name, (size, size))
        for k in range(0, 9):
            extra = assets.quantise(cell * k / 8, cell)
            assets.sprite("dragons-arena/force-field", (cell + extra, cell + extra))
        for name in ("select", "target", "force-field"):
            assets.sprite("dragons-arena/" + name, (cell, cell))
        assets.sprite("dragons-arena/arena-lid", g.arena.size)

    def draw_board(self, surface):
        if self._warm:
            self._warm = False
            self.prewarm()
        self.refresh_buttons()
        self.draw_panels(surface)
        self.draw_arena(surface)
        self.draw_overlays(surface)
        self.buttons.draw(surface)
        if self.view["phase"] == "split":
            self.draw_split_buttons(surface, self.match.actor())
        if self.banner_tween():
            self.draw_banner_overlay(surface)

    def active(self, tag):
        return self.show.active(tag)

    def banner_tween(self):
        b = self.active("banner")
        return b[0] if b else None

    def backdrop_key(self):
        return (self.match.actor(), self.view["mode"], self.view["target"])

    def draw_static(self, surface):
        img = assets.sprite("dragons-arena/arena", self.g.arena.size)
        surface.blit(img, self.g.arena)

    def draw_backdrop(self, surface):
        g, s = self.g, self.s
        who = self.match.actor()
        for seat in (FIRE, ICE):
            p = g.panels[seat]
            bg = (255, 238, 220) if seat == FIRE else (226, 240, 252)
            pygame.draw.rect(surface, bg, p, border_radius=s(24))
            pygame.draw.rect(surface, SEAT_COLOR[seat], p, s(10) if who == seat else s(4),
                             border_radius=s(24))
            icon = assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (s(90), s(90)))
            surface.blit(icon, icon.get_rect(topleft=(p.x + s(14), p.y + s(12))))
            name = tr(f"dragons-arena.seat.{seat}")
            px = text.fit(name, s(48), p.width - s(130), bold=True)
            text.draw(surface, name, px, theme.INK, bold=True,
                      midleft=(p.x + s(116), p.y + s(57)))

    def draw_arena(self, surface):
        g, s = self.g, self.s
        shown = self.shown
        hl = self.app.settings["highlight"] and self.human_to_act()
        moves = self.duel_moves() if self.view["phase"] == "duel" and hl else None
        hidden = set()
        for tw in self.active("slide") + self.active("turnface"):
            hidden.add(tw.data.get("sq", tw.data.get("from")))
        for tw in self.active("burst"):
            if tw.raw > 0.4:
                hidden.add(tw.data["sq"])
        # No elimination possible: the dragons whose power may change (the picker marks the
        # ones that may eliminate).
        if moves and not moves["elim"] and not self.element_mode and self.picker is None:
            for sq in {a[1] for a in moves["power"]}:
                view.draw_ring(surface, "dragons-arena/select", g.square_rect(sq), 110)
        for sq in range(16):
            rect = g.square_rect(sq)
            if shown["owner"][sq] >= 0 and sq not in hidden:
                center = rect.center
                dragging = self.pick.dragging
                if dragging is not None and dragging[0] == sq:
                    center = dragging[1]
                view.draw_die(surface, shown["owner"][sq], shown["power"][sq], center, g.die)
            if shown["field"][sq] and sq not in hidden:
                view.draw_field(surface, rect, self.clock)
        self.draw_targets(surface, moves)
        if self.hint is not None:
            self.draw_hint(surface)
        lid = shown["lid"]
        for tw in self.active("lid"):
            lid = tw.data["from"] + (tw.data["to"] - tw.data["from"]) * tw.t
        if lid > 0:
            off = 0
            if self.shaking:
                off = self.shaking["offset"] + shake_offset((self.clock * 3) % 1, s(6))
            for tw in self.active("rattle"):
                off = shake_offset((tw.elapsed * 2.5) % 1, s(22), cycles=4)
            for tw in self.show.timeline.tweens:
                if tw.tag == "wobble":
                    off = shake_offset(tw.raw, s(14))
            lid_img = assets.sprite("dragons-arena/arena-lid", g.arena.size)
            assets.blit_alpha(surface, lid_img,
                              g.arena.move(int(off), -int((1 - lid) * g.arena.height * 0.3)),
                              int(255 * lid))

    def draw_targets(self, surface, moves):
        """Legal targets, the selection and the hint: the kit's picker draws them the same way in
        every game; the six-face power picker is this game's own."""
        if self.human_to_act() and self.view["phase"] in ("duel", "place"):
            self.pick.draw(surface, show_targets=self.app.settings["highlight"])
        if self.picker is not None:
            self.draw_picker(surface)

    def make_dim(self, old):
        dim = pygame.Surface(self.g.arena.size)
        dim.fill(theme.INK)
        dim.set_alpha(140)
        return dim

    def draw_picker(self, surface):
        g = self.g
        sq = self.picker
        owner = self.view["owner"][sq]
        cur = self.view["power"][sq]
        # Dim the arena so the six faces stand out from the dice underneath them.
        surface.blit(self.layer("dim", g.arena.size, self.make_dim), g.arena)
        view.draw_die(surface, owner, cur, g.square_center(sq), g.die)
        view.draw_ring(surface, "dragons-arena/select", g.square_rect(sq))
        for v, rect in self.picker_faces():
            pygame.draw.rect(surface, theme.PAPER, rect.inflate(10, 10), border_radius=rect.width // 5)
            pygame.draw.rect(surface, theme.INK, rect.inflate(10, 10), 3,
                             border_radius=rect.width // 5)
            view.draw_die(surface, owner, v, rect.center, rect.width,
                          alpha=90 if v == cur else 255)

    def draw_hint(self, surface):
        a = self.hint
        if not isinstance(a, list):
            return
        if a[0] == "power":
            # The picker marks the square; the power to choose is shown on it, small.
            g = self.g
            r = g.square_rect(a[1])
            owner = self.view["owner"][a[1]]
            view.draw_die(surface, owner, a[2], (r.right - r.width // 6, r.top + r.height // 6),
                          g.die * 0.45)

    def draw_overlays(self, surface):
        g = self.g
        for tw in self.active("tumble"):
            for d in tw.data["dice"]:
                sx, sy = d["start"]
                start = (g.arena.x + sx * g.arena.width, g.arena.y + sy * g.arena.height)
                pos = lerp2(start, g.square_center(d["sq"]), tw.t)
                # A new face at most three times a second (the classroom rule on flashes).
                face = d["power"] if tw.raw > 0.75 else tumble_face(tw.elapsed * self.show.speed,
                                                                     d["sq"])
                view.draw_die(surface, d["seat"], face, pos, g.die,
                              angle=d["spin"] * (1 - tw.t))
        for tw in self.active("fly"):
            d = tw.data
            start = g.hand_slot(d["seat"], d["from_hand"])
            pos = lerp2(start, g.square_center(d["to"]), tw.t)
            size = assets.quantise(g.hand_die + (g.die - g.hand_die) * tw.t, g.die)
            view.draw_die(surface, d["seat"], d["power"], pos, size)
        for tw in self.active("slide"):
            d = tw.data
            pos = lerp2(g.square_center(d["from"]), g.square_center(d["to"]), tw.t)
            face = d["new"] if tw.raw > 0.6 else d["old"]
            view.draw_die(surface, d["seat"], face, pos, g.die, angle=360 * tw.t)
        for tw in self.active("burst"):
            r = g.square_rect(tw.data["sq"])
            if tw.data.get("victim") is not None and tw.raw < 0.5:
                view.draw_die(surface, tw.data["victim"], tw.data["power"], r.center, g.die,
                              scale=1 - tw.raw)
            size = assets.quantise(g.cell * (0.6 + 0.9 * tw.t), g.cell * 1.5)
            img = assets.sprite("dragons-arena/" + tw.data["sprite"], (size, size))
            assets.blit_alpha(surface, img, img.get_rect(center=r.center),
                              int(255 * (1 - tw.raw * 0.8)))
        for tw in self.active("turnface"):
            d = tw.data
            r = g.square_rect(d["sq"])
            face = d["new"] if tw.raw > 0.5 else d["old"]
            squash = abs(math.cos(tw.raw * math.pi))
            img = assets.sprite(view.die_sprite(d["owner"], face), (g.die, g.die))
            img = pygame.transform.smoothscale(img, (max(2, int(g.die * (0.2 + 0.8 * squash))),
                                                     g.die))
            surface.blit(img, img.get_rect(center=r.center))
        for tw in self.active("fieldon"):
            r = g.square_rect(tw.data["sq"])
            extra = assets.quantise(r.width * (1 - tw.t), r.width) if tw.t < 0.95 else 0
            grow = r.inflate(extra, extra)
            view.draw_ring(surface, "dragons-arena/force-field", grow, int(255 * tw.t))
        for tw in self.active("count"):
            self.draw_count(surface, tw)
        for tw in self.active("nugget"):
            seat = tw.data["seat"]
            (x, y), size = g.nugget_slot(seat, self.shown["nuggets"][seat])
            start_y = g.board.y - size
            img = assets.sprite("dragons-arena/nugget", (size * 2, size * 2))
            surface.blit(img, img.get_rect(center=(x, int(start_y + (y - start_y) * tw.t))))

    def draw_count(self, surface, tw):
        """The final count: each species' dice light up one by one, adding up their powers."""
        g, s = self.g, self.s
        per = tw.data["per"]
        k = int(tw.elapsed / per) if tw.duration else 99
        totals = [0, 0]
        for seat in (FIRE, ICE):
            sqs = tw.data["lists"][seat]
            for i, sq in enumerate(sqs[:k + 1]):
                totals[seat] += tw.data["power"][sq]
                r = g.square_rect(sq)
                pygame.draw.rect(surface, SEAT_COLOR[seat], r.inflate(-s(6), -s(6)), s(6),
                                 border_radius=s(14))
        if self.count_totals != totals:
            if self.count_totals is not None:
                sound.play(f"count-{min(12, max(1, k + 1))}", 0.7)
            self.count_totals = totals

    def draw_banner_overlay(self, surface):
        tw = self.banner_tween()
        s, g = self.s, self.g
        d = tw.data
        r = pygame.Rect(0, 0, int(g.arena.width * 1.05), s(230))
        r.center = g.arena.center
        seat = d.get("seat")
        emblem = f"dragons-arena/{SPECIES[seat]}-emblem" if seat in (FIRE, ICE) else None
        banner.draw_overlay(surface, r, s, min(1.0, tw.raw * 5, (1 - tw.raw) * 5),
                            SEAT_COLOR.get(seat, (60, 60, 80)), emblem, d["title"],
                            d.get("line", ""))

    def draw_panels(self, surface):
        g, s = self.g, self.s
        st = self.view
        hands = self.visible_hands()
        for seat in (FIRE, ICE):
            p = g.panels[seat]
            # gold nuggets won, on a row (and empty places up to the match length)
            if st["mode"] == "duel":
                target = st["target"]
                for i in range(target):
                    (x, y), size = g.nugget_slot(seat, i)
                    if i < self.shown["nuggets"][seat]:
                        img = assets.sprite("dragons-arena/nugget", (size, size))
                        surface.blit(img, img.get_rect(center=(x, y)))
                    else:
                        pygame.draw.circle(surface, (200, 190, 160), (x, y), size // 2, s(3))
            self.draw_panel_body(surface, seat, hands, p)

    def draw_panel_body(self, surface, seat, hands, p):
        g, s = self.g, self.s
        st = self.view
        phase = st["phase"]
        if phase in ("roll", "powers", "split", "place"):
            rolling = [tw for tw in self.active("handroll") if tw.data["seat"] == seat]
            hand = hands[seat]
            if phase == "powers" and self.match.actor() == seat and self.human_to_act() and \
                    self.draft is not None:
                hand = self.draft
            for i in range(8):
                c = g.hand_slot(seat, i)
                if rolling:
                    face = tumble_face(rolling[0].elapsed * self.show.speed, i)
                    jig = shake_offset(rolling[0].raw, s(10))
                    view.draw_die(surface, seat, face, (c[0] + jig, c[1]), g.hand_die,
                                  angle=40 * math.sin(rolling[0].elapsed * 9 + i))
                elif hand is not None and i < len(hand):
                    flying = self.selected == ("hand", i) and self.drag and self.drag["moved"]
                    pos = self.drag["pos"] if flying else c
                    if self.selected == ("hand", i) and self.match.actor() == seat:
                        view.draw_ring(surface, "dragons-arena/select",
                                       pygame.Rect(0, 0, int(g.hand_die * 1.25),
                                                   int(g.hand_die * 1.25)).move(
                                           c[0] - int(g.hand_die * 0.625),
                                           c[1] - int(g.hand_die * 0.625)))
                    view.draw_die(surface, seat, hand[i], pos, g.hand_die)
                elif hand is None and SECRET.committed(st, seat):
                    self.draw_secret_die(surface, c, g.hand_die)   # chosen, not yet shown
                elif hand is None and phase in ("roll", "powers"):
                    r = pygame.Rect(0, 0, g.hand_die, g.hand_die)
                    r.center = c
                    pygame.draw.rect(surface, (200, 190, 170), r, s(3), border_radius=s(12))
        else:
            owner = self.shown["owner"]
            power = self.shown["power"]
            mine = sorted((power[i] for i in range(16) if owner[i] == seat), reverse=True)
            total = sum(mine)
            if self.count_totals is not None:
                total = self.count_totals[seat]
            y = p.y + int(p.height * 0.40)
            text.draw(surface, str(total), s(theme.NUMBER), theme.INK, bold=True,
                      center=(p.centerx, y))
            text.draw(surface, tr("dragons-arena.ui.power_total"), s(30), theme.INK,
                      center=(p.centerx, y + s(64)))
            # the species' dragons still in the arena, strongest first
            mini = max(12, int(g.hand_die * 0.5))
            gap = s(6)
            per_row = max(1, (p.width - s(20)) // (mini + gap))
            for i, v in enumerate(mine):
                x = p.x + s(10) + (i % per_row) * (mini + gap) + mini // 2
                yy = y + s(120) + (i // per_row) * (mini + gap)
                view.draw_die(surface, seat, v, (x, yy), mini)

    def draw_secret_die(self, surface, center, size):
        r = pygame.Rect(0, 0, size, size)
        r.center = center
        pygame.draw.rect(surface, (120, 110, 140), r, border_radius=size // 5)
        pygame.draw.rect(surface, theme.INK, r, 3, border_radius=size // 5)
        text.draw(surface, "?", int(size * 0.6), theme.WHITE, bold=True, center=r.center)

    def draw_split_buttons(self, surface, seat):
        for b, a in zip(self.split_btns, (1, 2, 3)):
            if not b.visible:
                continue
            r = b.rect
            size = int(r.height * 0.8)
            view.draw_die(surface, seat, a, (r.centerx - size * 0.6, r.centery), size)
            view.draw_die(surface, seat, 7 - a, (r.centerx + size * 0.6, r.centery), size)
