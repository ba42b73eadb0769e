"""Chevaliers et Dragons' table: the board, the pieces, the pieces the show moves and the side
panel (the fight on stage is stage.py, the calls over the board overlays.py).

A part of the scene of its own, made anew for each layout, given the geometry, the scale, the
show (which tweens play), the stage (its hidden squares), the scene's layer cache and the board's
decor. Each frame it draws from a `look` the scene hands it (Look below: the observation of the
seat at the screen, the board as the show has told it, what the person is choosing), never from
the full state."""
from collections import namedtuple

import math

import pygame

from engine import assets
from engine.anim import lerp, lerp2
from engine.ui import theme
from engine.ui.board import draw_name_chips, name_chips_strip
from games.chevaliers_dragons import backdrop, view
from games.chevaliers_dragons.backdrop import objectives_shown
from games.chevaliers_dragons.board import COLS, ROWS, sq_of, square_name
from games.chevaliers_dragons.rules import CAMP_SQUARES
from games.chevaliers_dragons.show import item_at
from games.chevaliers_dragons.view import DRAGONS, PRINCE, SEAT_COLOR

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."


# What the table draws from: the observation shown (`view`, whose "version" names the pawns),
# the board as the show has told it (`shown`), a person to act (`human`), the square chosen, the
# picker's dragged piece (square, position), the fight on stage, a winner leaning at the square it
# fought for (`lunge`), and the side asked a fight's total (`answering`, its banner shows).
Look = namedtuple("Look", "view shown human selected dragging fight lunge answering")


class Table:
    def __init__(self, g, s, show, stage, layer, decor):
        self.g, self.s, self.show, self.stage, self.layer = g, s, show, stage, layer
        self.decor = decor
        self.warm = False
        self.names = None       # (window size, chip height, the squares' name chips)

    def prewarm(self, version):
        """Rasterise, once per window size, every sprite size the animations ask for (pawns of
        `version`), so that no frame in the middle of a fight pays for turning SVG into pixels."""
        if self.warm:
            return
        self.warm = True
        g = self.g
        for kind in view.SIDE:
            name = view.pawn_sprite(kind, version)
            for size in (g.pawn, g.guard, g.fighter, g.lifted):
                assets.sprite(name, (size, size))
            for k in range(0, 9):
                size = assets.quantise(g.pawn * (1 - 0.6 * k / 8), g.pawn)
                assets.sprite(name, (size, size))
            for k in range(0, 9):
                size = assets.quantise(g.fighter * (1 + 0.25 * k / 8), g.fighter)
                assets.sprite(name, (size, size))
        for obj in ("castle", "village", "treasure", "princess"):
            name = view.objective_sprite(obj)
            assets.sprite(name, (g.obj, g.obj))
            assets.sprite(name, (g.lifted, g.lifted))
            for seat in (PRINCE, DRAGONS):
                slot = g.trophy_slot(seat, 0)
                assets.sprite(name, slot.size)
                for k in range(0, 9):
                    size = self.fly_size(k / 8, slot.width)
                    assets.sprite(name, (size, size))
        for face in range(1, 7):
            assets.sprite(view.die_sprite(face), (g.die, g.die))
            for step in range(1, 360 // assets.ROTATION_STEP):
                assets.sprite_rotated(view.die_sprite(face), (g.die, g.die),
                                      step * assets.ROTATION_STEP)
        for seat in (PRINCE, DRAGONS):
            assets.sprite(view.FOOT[seat], (g.feet.height, g.feet.height))
            assets.sprite(view.BANNER[seat], g.banner.size)
            w = int(g.grid.width * 0.62)
            assets.sprite(view.BANNER[seat], (w, w // 3))
            assets.sprite(view.FOOT[seat], (g.cell // 3, g.cell // 3))

    def fly_size(self, t, slot):
        """Size of an objective flying to its side's trophies: it grows, then shrinks to the slot."""
        g = self.g
        big = g.obj * 1.6
        size = lerp(g.obj, big, t / 0.4) if t < 0.4 else lerp(big, slot, (t - 0.4) / 0.6)
        return assets.quantise(size, big)

    def board_layer(self):
        """The grass, woods, hills, camps and grid lines: drawn once per window size (kept in
        the box's byte budget, engine.scenes.Scene.layer)."""
        return self.layer("board", self.g.key, self.make_board_layer)

    def make_board_layer(self, old):
        g, s = self.g, self.s
        cell = g.cell
        layer = pygame.Surface(g.grid.size)
        decor = {d["sq"]: d["kind"] for d in self.decor}
        for sq in range(view.COLS * view.ROWS):
            r = g.square_rect(sq).move(-g.grid.x, -g.grid.y)
            name = "chevaliers-dragons/" + decor.get(sq, "grass")
            layer.blit(assets.sprite(name, (cell, cell)), r)
        # each army's camp, tinted in its colour
        tint = pygame.Surface((cell, cell), pygame.SRCALPHA)
        for seat in (PRINCE, DRAGONS):
            tint.fill(view.SEAT_TINT[seat])
            for sq in CAMP_SQUARES[seat]:
                layer.blit(tint, g.square_rect(sq).move(-g.grid.x, -g.grid.y))
        lw = max(1, s(2))
        for i in range(1, (9 if g.sideways else 6)):
            x = i * cell
            pygame.draw.line(layer, view.GRID_LINE, (x, 0), (x, g.grid.height - 1), lw)
        for i in range(1, (6 if g.sideways else 9)):
            y = i * cell
            pygame.draw.line(layer, view.GRID_LINE, (0, y), (g.grid.width - 1, y), lw)
        return layer

    def draw_static(self, surface):
        g, s = self.g, self.s
        surface.blit(self.board_layer(), g.grid)
        lw = max(1, s(2))
        pygame.draw.rect(surface, theme.INK, g.grid.inflate(2 * lw, 2 * lw), max(2, s(4)))

    def draw_square_names(self, surface):
        """The log names squares (board.square_name: letters A-F across the Prince's side, rows
        1-9 from it): each letter at the end of its file on the Prince's side and each number at
        the end of its rank beside file A, wherever the board is turned (view.py), in chips
        straddling the board's edge, kept on the screen. Drawn over the pawns, which fill the
        edge squares."""
        size = surface.get_size()
        if self.names is None or self.names[0] != size:
            self.names = (size,) + self.place_names(size)
        _, h, chips = self.names
        # The letters' row and the numbers' column, each one strip of chips (engine.ui.board).
        for row in (chips[:COLS], chips[COLS:]):
            draw_name_chips(surface, row, h)

    def name_areas(self, size):
        """Where the squares' name chips lie in a window of `size` (the two strips' rects)."""
        _, h, chips = (size,) + self.place_names(size)
        strips = (name_chips_strip(row, h) for row in (chips[:COLS], chips[COLS:]))
        return [img.get_rect(topleft=at) for img, at in strips]

    def place_names(self, size):
        """(height, [(label, centre)]) of the squares' name chips in a window of `size`."""
        g = self.g
        cell = min(g.square_rect(0).size)
        h = max(14, int(cell * 0.3))
        # (name, the square at the edge, its neighbour inward): the chip goes out past the edge.
        ends = [(square_name(sq_of(c, ROWS - 1))[0], sq_of(c, ROWS - 1), sq_of(c, ROWS - 2))
                for c in range(COLS)]
        ends += [(square_name(sq_of(0, r))[1:], sq_of(0, r), sq_of(1, r)) for r in range(ROWS)]
        w, ht = size
        chips = []
        for label, edge, inward in ends:
            (x, y), (ix, iy) = g.square_center(edge), g.square_center(inward)
            x, y = x + (x - ix) // 2, y + (y - iy) // 2
            chips.append((label, (min(max(x, h), w - h), min(max(y, h // 2 + 1), ht - h // 2 - 1))))
        return h, chips

    def draw_rest(self, surface, look, regions):
        """What stands still (the backdrop layer, under the buttons), only the `regions`
        (backdrop.Regions) in the surface's clip: the camp being arranged, the trophy rows, the
        pieces and the squares' names (hidden under a fight), the panel."""
        g, s = self.g, self.s
        st = look.view
        # during setup the camp being arranged is framed in its army's colour
        if st["phase"] == "setup":
            seat = st["side"]
            camp = g.square_rect(CAMP_SQUARES[seat][0]).unionall(
                [g.square_rect(q) for q in CAMP_SQUARES[seat]])
            pygame.draw.rect(surface, SEAT_COLOR[seat], camp, max(3, s(8)))
        # the trophy rows: what each side goes for
        if regions.seen(surface, "trophies"):
            for seat in (PRINCE, DRAGONS):
                r = g.trophy_rows[seat]
                pygame.draw.rect(surface, theme.PAPER, r, border_radius=max(4, r.height // 6))
                pygame.draw.rect(surface, SEAT_COLOR[seat], r, max(3, s(6)),
                                 border_radius=max(4, r.height // 6))
        if look.fight is None and regions.seen(surface, "board"):
            backdrop.draw_pieces(surface, regions.found)
            self.draw_square_names(surface)
        self.draw_panel(surface, look, regions)

    def hopping(self):
        """The squares whose pieces hop into place now (a shuffled camp): drawn every frame."""
        return {sq for tw in self.show.active("hop") for sq in tw.data["squares"]}

    def lunging(self):
        """The square of an attacker stepping at its enemy now (drawn every frame), or None."""
        for tw in self.show.active("lunge"):
            return tw.data["sq"]
        return None

    def draw_drag(self, surface, look):
        """A piece a person drags (it follows the pointer)."""
        if look.dragging is not None:
            item = item_at(look.shown, look.dragging[0])
            if item:
                self.draw_item(surface, item, look.dragging[1], self.g.lifted, look)

    def draw_item(self, surface, item, center, size, look, alpha=255):
        kind, name = item
        sprite = (view.pawn_sprite(name, look.view["version"]) if kind == "pawn"
                  else view.objective_sprite(name))
        view.blit_center(surface, sprite, size, center, alpha)

    def draw_objective(self, surface, sq, name, grow, look):
        g = self.g
        size = g.obj
        if grow < 1.0:
            size = assets.quantise(g.obj * (0.5 + 0.5 * grow), g.obj)
        elif sq == look.selected and look.shown["board"][sq] is None:
            size = g.lifted
        view.blit_center(surface, view.objective_sprite(name), size, g.square_center(sq))

    def draw_pawn(self, surface, sq, kind, grow, look, lunge=None, objs=None):
        g = self.g
        on_obj = sq in (objectives_shown(look.shown) if objs is None else objs)
        center = g.square_center(sq)
        size = g.guard if on_obj else g.pawn
        if on_obj:
            center = (center[0], center[1] + int(g.cell * 0.08))
        if lunge is not None:
            center = lerp2(center, g.square_center(lunge[0]), lunge[1])
        if grow < 1.0:
            size = assets.quantise(size * (0.5 + 0.5 * grow), size)
        elif sq == look.selected:
            size = g.lifted      # the chosen pawn stands up a little
        view.blit_center(surface, view.pawn_sprite(kind, look.view["version"]), size, center)

    def draw_moving_pieces(self, surface, look):
        """The pieces hopping into place, the attacker stepping at its enemy (or leaning there
        after its step) and a piece being dragged, over the backdrop."""
        shown = look.shown
        hop = {}
        for tw in self.show.active("hop"):
            for sq in tw.data["squares"]:
                hop[sq] = tw.t
        for sq, name in objectives_shown(shown).items():
            if sq in hop and sq not in self.stage.hidden("objectives"):
                self.draw_objective(surface, sq, name, hop[sq], look)
        for sq, t in hop.items():
            kind = shown["board"][sq]
            if kind is not None and sq not in self.stage.hidden("pawns"):
                self.draw_pawn(surface, sq, kind, t, look)
        for tw in self.show.active("lunge"):
            sq = tw.data["sq"]
            kind = shown["board"][sq]
            if kind is not None and sq not in self.stage.hidden("pawns"):
                self.draw_pawn(surface, sq, kind, 1.0, look, (tw.data["to"], 0.35 * tw.t))

    def draw_movers(self, surface, look):
        g = self.g
        for tw in self.show.active("slide"):
            for item, a, b in tw.data["items"]:
                if item is None:
                    continue
                start = tw.data.get("from", 0.0)
                pos = lerp2(g.square_center(a), g.square_center(b), start + (1 - start) * tw.t)
                lift = math.sin(tw.raw * math.pi) * g.cell * 0.15
                self.draw_item(surface, item, (pos[0], pos[1] - lift), g.pawn, look)
        for tw in self.show.active("vanish"):
            size = assets.quantise(g.pawn * (1 - 0.6 * tw.t), g.pawn)
            self.draw_item(surface, ("pawn", tw.data["kind"]), g.square_center(tw.data["sq"]),
                           size, look, int(255 * (1 - tw.raw)))
        for tw in self.show.active("fly"):
            d = tw.data
            slot = g.trophy_slot(d["seat"], d["slot"])
            start = g.square_center(d["sq"])
            t = tw.t
            pos = start if t < 0.4 else lerp2(start, slot.center, (t - 0.4) / 0.6)
            self.draw_item(surface, ("obj", d["obj"]), pos, self.fly_size(t, slot.width), look)

    def draw_panel(self, surface, look, regions):
        g = self.g
        shown = look.shown
        actor = shown["actor"] if look.answering is None else look.answering
        if actor is not None and regions.seen(surface, "banner"):
            img = assets.sprite(view.BANNER[actor], g.banner.size)
            surface.blit(img, img.get_rect(center=g.banner.center))
        st = look.view
        if (st["phase"] == "play" and actor is not None and not any(self.show.active("banner"))
                and regions.seen(surface, "feet")):
            r = g.feet
            size = min(r.height, (r.width - g.s(10)) // 2)
            left = 2 - shown["moves"]
            for i in range(2):
                c = (r.centerx + int((i - 0.5) * (size + g.s(10))), r.centery)
                view.blit_center(surface, view.FOOT[actor], size, c, 255 if i < left else 55)
        if not regions.seen(surface, "trophies"):
            return
        for seat in (PRINCE, DRAGONS):
            mark = g.trophy_slot(seat, -1)
            view.blit_center(surface, view.EMBLEM[seat], mark.width, mark.center)
            for i, obj in enumerate(view.WANTS[seat]):
                slot = g.trophy_slot(seat, i)
                taken = obj in shown["taken"][seat]
                img = assets.sprite(view.objective_sprite(obj), slot.size)
                assets.blit_alpha(surface, img, img.get_rect(center=slot.center),
                                  255 if taken else 105)


def button_look(b):
    """What a button's look depends on (hovered, pressed, lit, chosen, its words and place)."""
    return (b.visible, b.enabled, b.hover, b.pressed, b.selected, b.label, b.icon, tuple(b.rect))
