"""Dragons Arena's table: the arena, the dice, the marks telling a child what may be pressed, the
six-face power picker, the overlays of the show (the side panels are in panels.py).

A part of the scene of its own, made anew for each layout, given the geometry, the scale, the show
(which tweens play), the stage (its clock), the scene's layer cache and the show's part `anims`
(the running totals of the final count). Each frame it draws from a `look` the scene hands it
(look.py: the observation of the seat at the screen, the arena as the show has told it so far,
and what the person is choosing), never from the full state."""
import math

import pygame

from engine import assets, sound
from engine.anim import lerp2, sway
from engine.ui import banner, classroom, text, theme
from engine.ui.board import draw_name_chips
from games.dragons_arena import view
from games.dragons_arena.view import FIRE, ICE, SEAT_COLOR, SPECIES


DRAW_BAND = (60, 60, 80)    # a drawn duel's band: white words on it at 10:1
GLYPHS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ,.:;!?'-"
          "àâçéèêëîïôûùüÀÉÈÊÇ")


class Table:
    def __init__(self, g, s, show, stage, layer, anims):
        self.g, self.s, self.show, self.stage, self.layer = g, s, show, stage, layer
        self.anims = anims
        self.warm = False

    def prewarm(self, banner_h):
        """Rasterise, once per window size, every sprite size the animations will ask for, so
        that no frame in the middle of a throw pays for turning SVG into pixels (`banner_h` the
        top bar's height, for its emblems)."""
        if self.warm:
            return
        self.warm = True
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
            for size in (s(76), min(s(150), s(210)), banner_h - s(16)):
                assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (size, size))
        # The first words drawn at a size make its glyphs (6 ms at 4K): the bands' sizes now.
        for cap in (50, theme.TEXT):
            assets.font(text.cap_px(s(cap)), True).render(GLYPHS, True, theme.WHITE)

    def moving_squares(self):
        """Squares whose die a tween draws instead (sliding, turning, bursting)."""
        hidden = set()
        for tw in self.active("slide") + self.active("turnface"):
            hidden.add(tw.data.get("sq", tw.data.get("from")))
        for tw in self.active("burst"):
            if tw.raw > 0.4:
                hidden.add(tw.data["sq"])
        return hidden

    # --- what moves: drawn every frame over the backdrop -------------------------------------------
    def draw_moving(self, surface, look):
        """What moves over the cached arena: the breathing fields, the picker's marks, the lid on
        its way, the show's dice (the hands' and the banner are drawn after, by the scene)."""
        if not look.lid_still:      # else all of this lies under the closed lid
            self.draw_fields(surface, look.shown)
            self.draw_targets(surface, look)
            self.draw_lid(surface, look)
        self.draw_overlays(surface, look.shown)

    def draw_drag(self, surface, shown, dragging):
        """A die of the arena a person drags (the picker's `dragging`: square, position)."""
        if dragging is not None and shown["owner"][dragging[0]] >= 0:
            view.draw_die(surface, shown["owner"][dragging[0]], shown["power"][dragging[0]],
                          dragging[1], self.g.die)

    def active(self, tag):
        return self.show.active(tag)

    def banner_tween(self):
        b = self.active("banner")
        return b[0] if b else None

    def draw_banner(self, surface):
        """The band over the arena (a duel's start, its end), while its tween plays; True when
        one was drawn."""
        if not self.banner_tween():
            return False
        self.draw_banner_overlay(surface)
        return True

    def draw_static(self, surface):
        img = assets.sprite("dragons-arena/arena", self.g.arena.size)
        surface.blit(img, self.g.arena)

    def draw_arena(self, surface, look, squares=range(16)):
        """The dragons in the arena, the marks of what a child may press and the hint; only on
        `squares` (those in the clip: SDL would clip the others' blits away)."""
        g = self.g
        shown = look.shown
        hidden = self.moving_squares()
        drag = look.dragging
        if drag is not None:
            hidden.add(drag[0])
        # What a child may press, marked by shape at full strength: a yellow sunburst under the
        # dragons that may eliminate, turning arrows over those whose power may change.
        marks = look.marks if look.highlight else {}
        for sq, kind in marks.items():
            if kind == "act" and sq in squares:
                view.draw_ring(surface, "dragons-arena/may-act", g.mark_rect(sq))
        for sq in squares:
            if shown["owner"][sq] >= 0 and sq not in hidden:
                view.draw_die(surface, shown["owner"][sq], shown["power"][sq],
                              g.square_rect(sq).center, g.die)
            if marks.get(sq) == "turn":
                view.draw_ring(surface, "dragons-arena/may-turn", g.square_rect(sq))
        if look.hint is not None:
            self.draw_hint(surface, look)
        self.draw_square_names(surface)
        if look.lid_still:
            assets.blit_alpha(surface, assets.sprite("dragons-arena/arena-lid", g.arena.size),
                              g.arena, 255)

    def draw_square_names(self, surface):
        """The columns' letters over the arena and the rows' numbers at its left, on its rim, as
        the move log names squares (arena.square_name: "the 6 on A4 takes the 4 on B3"), which
        no mark on the arena told."""
        g = self.g
        grid = g.square_rect(0).union(g.square_rect(15))
        rim = grid.top - g.arena.top
        h = max(14, min(int(g.cell * 0.3), rim - 4))
        draw_name_chips(surface, [("ABCD"[c], (g.square_rect(c).centerx, grid.top - rim // 2))
                                  for c in range(4)], h)
        draw_name_chips(surface, [(str(r + 1), (grid.left - rim // 2, g.square_rect(4 * r).centery))
                                  for r in range(4)], h)

    def draw_fields(self, surface, shown):
        """The force fields breathe (drawn from the stage's clock)."""
        hidden = self.moving_squares()
        for sq in range(16):
            if shown["owner"][sq] >= 0 and shown["field"][sq] and sq not in hidden:
                view.draw_field(surface, self.g.square_rect(sq), self.stage.time)

    def draw_lid(self, surface, look):
        g, s = self.g, self.s
        lid = look.shown["lid"]
        for tw in self.active("lid"):
            lid = tw.data["from"] + (tw.data["to"] - tw.data["from"]) * tw.t
        if lid > 0:
            off = 0
            # The lid is as large as the arena: it sways slowly (at most three changes of direction
            # a second at every speed, so real seconds), never rattles, or its edges would flash.
            if look.shake_offset is not None:
                off = look.shake_offset + sway(self.stage.time, s(10))
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

    def draw_targets(self, surface, look):
        """Legal targets, the selection and the hint: the kit's picker (look.pick) draws them the
        same way in every game; the six-face power picker is this game's own."""
        if look.human and look.view["phase"] in ("duel", "place"):
            look.pick.draw(surface, show_targets=look.settings_highlight)
            self.draw_square_names(surface)        # over the frames round the edge squares
        if look.picker is not None:
            self.draw_picker(surface, look)

    def make_dim(self, old):
        dim = pygame.Surface(self.g.arena.size)
        dim.fill(theme.INK)
        dim.set_alpha(140)
        return dim

    def draw_picker(self, surface, look):
        g = self.g
        sq = look.picker
        owner = look.view["owner"][sq]
        cur = look.view["power"][sq]
        # Dim the arena so the six faces stand out from the dice underneath them.
        surface.blit(self.layer("dim", g.arena.size, self.make_dim), g.arena)
        view.draw_die(surface, owner, cur, g.square_center(sq), g.die)
        # The force field the chosen dragon will get, already around it.
        view.draw_ring(surface, "dragons-arena/force-field", g.square_rect(sq))
        for v, rect in g.picker_rects(sq, look.board_rect):
            radius = rect.width // 5
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=radius)
            pygame.draw.rect(surface, theme.INK, rect, self.s(4), border_radius=radius)
            view.draw_die(surface, owner, v, rect.center, int(rect.width * 0.84),
                          alpha=90 if v == cur else 255)
            if v != cur:
                classroom.pressable(rect, f"picker:{v}")

    def draw_hint(self, surface, look):
        a = look.hint
        if not isinstance(a, list):
            return
        if a[0] == "power":
            # The picker marks the square; the power to choose is shown on it, small.
            g = self.g
            r = g.square_rect(a[1])
            owner = look.view["owner"][a[1]]
            view.draw_die(surface, owner, a[2], (r.right - r.width // 6, r.top + r.height // 6),
                          g.die * 0.45)

    def draw_overlays(self, surface, shown):
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
            (x, y), size = g.nugget_slot(seat, shown["nuggets"][seat])
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
        # Taller with a second line (why a duel stopped): title and reason each keep two lines.
        r = pygame.Rect(0, 0, int(g.arena.width * 1.05), s(290) if d.get("line") else s(230))
        r.center = g.arena.center
        seat = d.get("seat")
        emblem = f"dragons-arena/{SPECIES[seat]}-emblem" if seat in (FIRE, ICE) else None
        colour = SEAT_COLOR.get(seat, DRAW_BAND)
        banner.draw_overlay(surface, r, s, min(1.0, tw.raw * 5, (1 - tw.raw) * 5),
                            colour, emblem, d["title"], d.get("line", ""))
        # The band's words are white, on an ink plate where the seat's colour is too light.
        classroom.contrast(theme.WHITE, banner.plate_for(colour) or colour, "banner")
