"""Dragons Arena on screen: the arena, the dice, the marks telling a child what may be pressed, the
six-face power picker, the overlays of the show (the side panels are in panels.py). Everything here draws from `self.view` (the observation of the seat at the screen) and from
`self.shown` (the arena as the show has told it so far), never from the full state."""
import math

import pygame

from engine import assets, sound
from engine.anim import lerp2, sway
from engine.ui import banner, classroom, text, theme
from games.dragons_arena import view
from games.dragons_arena.view import FIRE, ICE, SEAT_COLOR, SPECIES


DRAW_BAND = (60, 60, 80)    # a drawn duel's band: white words on it at 10:1
GLYPHS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ,.:;!?'-"
          "àâçéèêëîïôûùüÀÉÈÊÇ")


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
        for name in ("select", "target", "force-field", "may-turn"):
            assets.sprite("dragons-arena/" + name, (cell, cell))
        assets.sprite("dragons-arena/may-act", g.mark_rect(0).size)
        assets.sprite("dragons-arena/arena-lid", g.arena.size)
        s = self.s
        for seat in (FIRE, ICE):        # the emblems of the panels, the bands and the top bar
            for size in (s(76), min(s(150), s(210)), self.banner_rect.height - s(16)):
                assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (size, size))
        # The first words drawn at a size make its glyphs (6 ms at 4K): the bands' sizes now.
        for cap in (50, theme.TEXT):
            assets.font(text.cap_px(s(cap)), True).render(GLYPHS, True, theme.WHITE)

    # --- what is drawn once per change (the engine's backdrop layer) -----------------------------
    def backdrop_key(self):
        """Everything the backdrop below depends on: a frame where none of it changed is one
        opaque blit of the cached layer plus what moves (tweens, the breathing force fields, the
        lid on its way, a dragged die, the banner)."""
        if self._warm:
            self._warm = False
            self.prewarm()
        self.refresh_buttons()
        drag = self.pick.dragging
        hand_drag = self.hand_dragged()
        return (self.stage.version, id(self.match.state), self.viewer(), self.human_to_act(),
                self.show.busy(), self.app.settings["highlight"], self.selected,
                self.element_mode, self.picker, tuple(self.draft or ()), repr(self.hint),
                tuple(self.anims.count_totals or ()), frozenset(self.moving_squares()),
                drag[0] if drag is not None else None, hand_drag, self.rolling_seats(),
                self.lid_still(), tuple(button_look(b) for b in self.panel_buttons()))

    def backdrop_rect(self):
        return self.board_rect

    def draw_backdrop(self, surface):
        self.draw_panel_frames(surface)
        self.draw_panels(surface)
        self.draw_arena(surface)
        for b in self.panel_buttons():
            b.draw(surface)
        if self.view["phase"] == "split":
            self.draw_split_buttons(surface, self.match.actor())

    def panel_buttons(self):
        """The buttons in the side panels (the shake button lies on the lid: drawn with it)."""
        return [b for b in self.buttons.buttons if b is not self.shake_btn]

    def moving_squares(self):
        """Squares whose die a tween draws instead (sliding, turning, bursting)."""
        hidden = set()
        for tw in self.active("slide") + self.active("turnface"):
            hidden.add(tw.data.get("sq", tw.data.get("from")))
        for tw in self.active("burst"):
            if tw.raw > 0.4:
                hidden.add(tw.data["sq"])
        return hidden

    def lid_still(self):
        """The lid lies closed and nothing will move it before a person shakes it: it is part of
        the backdrop (while the show plays, the rattle and the lift may come at any frame)."""
        return (self.shown["lid"] >= 1.0 and not self.shaking and not self.show.busy()
                and not any(tw.tag == "wobble" for tw in self.show.timeline.tweens))

    # --- what moves: drawn every frame over the backdrop -------------------------------------------
    def draw_board(self, surface):
        if not self.lid_still():      # else all of this lies under the closed lid
            self.draw_fields(surface)
            self.draw_targets(surface)
            self.draw_lid(surface)
        self.draw_overlays(surface)
        self.draw_hands_moving(surface)
        self.shake_btn.draw(surface)
        drag = self.pick.dragging
        if drag is not None and self.shown["owner"][drag[0]] >= 0:
            view.draw_die(surface, self.shown["owner"][drag[0]], self.shown["power"][drag[0]],
                          drag[1], self.g.die)
        if self.banner_tween():
            self.draw_banner_overlay(surface)
        elif classroom.recording():
            self.register_presses()

    def register_presses(self):
        """Tell engine/ui/classroom.py what a child may press now (the hand's dice and the six
        faces are told where they are drawn)."""
        if not self.human_to_act() or self.show.busy():
            return
        for b in self.buttons.buttons:
            if b.visible and b.enabled:
                classroom.pressable(b.rect, b.name)
        if self.picker is not None or self.view["phase"] not in ("duel", "place"):
            return
        if self.view["phase"] == "place" and self.hand_pick is None:
            return
        for sq in set(self.pick.target_cells()) | set(self.mark_squares()):
            classroom.pressable(self.g.well_rect(sq), f"square:{sq}")

    def mark_squares(self):
        """{square: "act" or "turn"}: a person's dragons that may eliminate (or use their element
        power), and, when no elimination is possible, the dragons whose power may be turned."""
        if self.view["phase"] != "duel" or not self.human_to_act() or self.picker is not None \
                or self.pick.prefix or self.show.busy():
            return {}
        moves = self.duel_moves()
        if self.element_mode:
            return {a[1]: "act" for a in moves["combust"] + moves["blizzard"]}
        if moves["elim"]:
            return {a[1]: "act" for a in moves["elim"]}
        return {a[1]: "turn" for a in moves["power"]}

    def active(self, tag):
        return self.show.active(tag)

    def banner_tween(self):
        b = self.active("banner")
        return b[0] if b else None

    def draw_static(self, surface):
        img = assets.sprite("dragons-arena/arena", self.g.arena.size)
        surface.blit(img, self.g.arena)

    def draw_arena(self, surface):
        """The dragons in the arena, the marks of what a child may press and the hint."""
        g = self.g
        shown = self.shown
        hl = self.app.settings["highlight"] and self.human_to_act()
        hidden = self.moving_squares()
        drag = self.pick.dragging
        if drag is not None:
            hidden.add(drag[0])
        # What a child may press, marked by shape at full strength: a yellow sunburst under the
        # dragons that may eliminate, turning arrows over those whose power may change.
        marks = self.mark_squares() if hl else {}
        for sq, kind in marks.items():
            if kind == "act":
                view.draw_ring(surface, "dragons-arena/may-act", g.mark_rect(sq))
        for sq in range(16):
            if shown["owner"][sq] >= 0 and sq not in hidden:
                view.draw_die(surface, shown["owner"][sq], shown["power"][sq],
                              g.square_rect(sq).center, g.die)
            if marks.get(sq) == "turn":
                view.draw_ring(surface, "dragons-arena/may-turn", g.square_rect(sq))
        if self.hint is not None:
            self.draw_hint(surface)
        if self.lid_still():
            assets.blit_alpha(surface, assets.sprite("dragons-arena/arena-lid", g.arena.size),
                              g.arena, 255)

    def draw_fields(self, surface):
        """The force fields breathe (drawn from the stage's clock)."""
        shown, hidden = self.shown, self.moving_squares()
        for sq in range(16):
            if shown["owner"][sq] >= 0 and shown["field"][sq] and sq not in hidden:
                view.draw_field(surface, self.g.square_rect(sq), self.stage.time)

    def draw_lid(self, surface):
        g, s = self.g, self.s
        lid = self.shown["lid"]
        for tw in self.active("lid"):
            lid = tw.data["from"] + (tw.data["to"] - tw.data["from"]) * tw.t
        if lid > 0:
            off = 0
            # The lid is as large as the arena: it sways slowly (at most three changes of direction
            # a second at every speed, so real seconds), never rattles, or its edges would flash.
            if self.shaking:
                off = self.shaking["offset"] + sway(self.stage.time, s(10))
            for tw in self.active("rattle"):
                settle = min(1.0, 4 * (1 - tw.raw))
                off = sway(tw.elapsed * self.show.speed, s(22)) * settle
            for tw in self.show.timeline.tweens:
                if tw.tag == "wobble":
                    off = math.sin(math.pi * tw.raw) * s(14)     # one nudge aside and back
            lid_img = assets.sprite("dragons-arena/arena-lid", g.arena.size)
            assets.blit_alpha(surface, lid_img,
                              g.arena.move(int(off), -int((1 - lid) * g.arena.height * 0.3)),
                              int(255 * lid))

    def draw_targets(self, surface):
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
        # The force field the chosen dragon will get, already around it.
        view.draw_ring(surface, "dragons-arena/force-field", g.square_rect(sq))
        for v, rect in self.picker_faces():
            radius = rect.width // 5
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=radius)
            pygame.draw.rect(surface, theme.INK, rect, self.s(4), border_radius=radius)
            view.draw_die(surface, owner, v, rect.center, int(rect.width * 0.84),
                          alpha=90 if v == cur else 255)
            if v != cur:
                classroom.pressable(rect, f"picker:{v}")

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
                # A new face under three times a second (the classroom rule on flashes).
                speed = self.show.speed
                face = view.tumbling_face(tw.elapsed * speed, d["sq"], d["power"],
                                          0.75 * tw.duration * speed)
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
                # A counted dragon: a thick frame of its species' colour on ink, by shape too.
                r = g.square_rect(sq)
                pygame.draw.rect(surface, theme.INK, r.inflate(-s(2), -s(2)), s(14),
                                 border_radius=s(16))
                pygame.draw.rect(surface, SEAT_COLOR[seat], r.inflate(-s(6), -s(6)), s(8),
                                 border_radius=s(14))
        if self.anims.count_totals != totals:
            if self.anims.count_totals is not None:
                sound.play(f"count-{min(12, max(1, k + 1))}", 0.7)
            self.anims.count_totals = totals

    def draw_banner_overlay(self, surface):
        tw = self.banner_tween()
        s, g = self.s, self.g
        d = tw.data
        r = pygame.Rect(0, 0, int(g.arena.width * 1.05), s(230))
        r.center = g.arena.center
        seat = d.get("seat")
        emblem = f"dragons-arena/{SPECIES[seat]}-emblem" if seat in (FIRE, ICE) else None
        colour = SEAT_COLOR.get(seat, DRAW_BAND)
        banner.draw_overlay(surface, r, s, min(1.0, tw.raw * 5, (1 - tw.raw) * 5),
                            colour, emblem, d["title"], d.get("line", ""))
        # The band's words are white, on an ink plate where the seat's colour is too light.
        classroom.contrast(theme.WHITE, banner.plate_for(colour) or colour, "banner")


def button_look(b):
    """What a button's look depends on (hovered, pressed, lit, chosen, its words and place)."""
    return (b.visible, b.enabled, b.hover, b.pressed, b.selected, b.label, b.icon, tuple(b.rect))
