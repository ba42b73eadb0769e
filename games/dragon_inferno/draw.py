"""Dragon Inferno's table: the board and what lies on it, the caves, the two panels, the ghost of
the piece in hand and the animations, drawn from what it is given (the shown observation, the
hidden pieces, the running tweens), never from the full state. It knows only the geometry."""
import pygame

from engine import assets, cache
from engine.i18n import tr
from engine.ui import banner, classroom, text, theme, widgets
from engine.ui.board import draw_name_chips
from engine.ui.effects import fade, fly, outlined, pop, shake, slide
from engine.ui.picker import draw_dashed, draw_notched
from games.dragon_inferno import paint
from games.dragon_inferno import rules as DR
from games.dragon_inferno.pieces import DRAGON_SHAPES, TILE_SHAPES
from games.dragon_inferno.view import (EMBLEM, LIGHT, DARK, P, SEAT_COLOR, SEAT_TEXT, WHY,
                                       framed_cave)

GROUND_LINE = (120, 96, 60)
FRAME = (92, 70, 44)


def ghost_eggs(shown, name, orient, anchor):
    """([eggs the tile would crush], [the egg it would hatch]) laid there."""
    p = DR.TILE_PLACEMENTS[name].get((orient, anchor))
    if p is None:
        return [], []
    eggs = shown["eggs"]
    return ([q for q in p.squares if q in eggs and q != p.hole],
            [p.hole] if p.hole in eggs else [])


def score_of(shown, counting, seat):
    """The score a panel shows: the final count's while it climbs, else the board's."""
    if counting is not None:
        return counting["value"][seat]
    return DR.score(shown, seat)


class Table:
    def __init__(self, g):
        self.g = g
        self.warm = False

    # --- what never changes for a window size -----------------------------------------------------
    def draw_static(self, surface):
        g = self.g
        pygame.draw.rect(surface, FRAME, g.frame, border_radius=g.s(14))
        pygame.draw.rect(surface, theme.INK, g.frame, g.s(4), border_radius=g.s(14))
        for sq in range(64):
            r = g.square_rect(sq)
            img = assets.sprite(P + "ground", r.size)
            surface.blit(img, r)
            pygame.draw.rect(surface, GROUND_LINE, r, max(1, g.cell // 40))
        pygame.draw.rect(surface, theme.INK, g.board.rect, max(2, g.s(3)))
        # The eggs' field, the inner 6x6, inside a dashed line.
        inner = pygame.Rect(g.square_rect(9).topleft, (g.cell * 6, g.cell * 6))
        draw_dashed(surface, [inner.topleft, inner.topright, inner.bottomright, inner.bottomleft],
                    (240, 228, 200), max(2, g.s(4)), dash=max(6, g.cell // 6))

    # --- what changes between moves ----------------------------------------------------------------
    def draw_layer(self, surface, scene, regions):
        """The game's part of the backdrop layer, only what lies in the surface's clip (SDL clips
        the blits; the Python work of a region outside it is skipped), then noted as drawn."""
        # While the classroom figures are recorded, all is drawn (they are recorded as drawn).
        whole = classroom.recording()
        self.draw_pieces(surface, scene.shown, scene.stage.hidden, scene.anims.counting,
                         regions if not whole else None)
        seat = scene.turn_seat()
        if scene.human_to_act() and seat is not None:
            self.draw_turn_ring(surface, seat)
        clip = surface.get_clip()
        for b in scene.tray.buttons + scene.controls.buttons:
            if whole or clip.colliderect(b.rect.inflate(16, 16)):
                b.draw(surface)
        scene.picker.draw(surface, show_targets=scene.app.settings["highlight"], cursor=False)
        self.draw_hint_ghost(surface, scene.hint, scene.shown)
        # The squares' names over all of it: over the pieces, and over the frames of where a
        # piece may go and the hint's outline, which covered the edge squares' letters and
        # numbers.
        self.draw_square_names(surface)
        regions.drawn_on(surface)

    def draw_pieces(self, surface, shown, hidden, counting, regions=None):
        """Tiles, eggs and dragons on the board (but those `hidden(kind)` holds back, still on
        their way), the caves and the panels' scores; with `regions`, the caves and heads only
        where they lie in the surface's clip. (The squares' names go over all the layer holds:
        draw_layer.)"""
        g = self.g
        for i, t in enumerate(shown["tiles"]):
            if i not in hidden("tiles"):
                self.paint_tile_on_board(surface, t, shown)
        for q in shown["eggs"]:
            if q not in hidden("eggs"):
                paint.egg(surface, g.square_center(q), g.cell)
        for i, d in enumerate(shown["dragons"]):
            if i not in hidden("dragons"):
                paint.dragon(surface, [g.square_rect(q) for q in d["squares"]])
        if regions is None or regions.seen(surface, "caves"):
            self.draw_caves(surface, shown, hidden("caves"))
        for seat in (LIGHT, DARK):
            if regions is None or regions.seen(surface, "head%d" % seat):
                self.draw_head(surface, seat, score_of(shown, counting, seat),
                               len(shown["crushed"][seat]), DR.eggs_to_place(shown, seat))

    def draw_turn_ring(self, surface, seat):
        """A yellow ring round the panel of the seat a person plays now."""
        g = self.g
        pygame.draw.rect(surface, theme.YELLOW, g.panels[seat].inflate(g.s(14), g.s(14)),
                         g.s(5), border_radius=g.s(26))

    def draw_square_names(self, surface):
        """The columns' letters across the board's top edge and the rows' numbers down its left
        edge, as the move log names squares (pieces.square_name), on chips drawn over the pieces
        so that a tile along the edge never hides them."""
        g = self.g
        b = g.board.rect
        h = max(14, int(g.cell * 0.3))
        # The letters' row and the numbers' column, each one strip of chips (engine.ui.board).
        draw_name_chips(surface, [("ABCDEFGH"[c], (g.square_center(c)[0], b.top))
                                  for c in range(DR.SIZE)], h)
        draw_name_chips(surface, [(str(r + 1), (b.left, g.square_center(r * DR.SIZE)[1]))
                                  for r in range(DR.SIZE)], h)

    def paint_tile_on_board(self, surface, t, shown):
        g = self.g
        rects = [g.square_rect(q) for q in t["squares"]]
        hole = t["squares"].index(t["hole"])
        castle = t["squares"].index(t["castle"])
        under = P + "egg-hatched" if t["hole"] in shown["hatched"] else None
        surface.blit(*paint.kingdom_picture(rects, t["seat"], castle, hole, under))

    def draw_caves(self, surface, st, hidden=frozenset()):
        """The caves, kept once painted with what lies under them (the window's background) and
        blitted while they look the same: painted afresh (dragons, outlined numbers) they took
        2.7 ms of a 4K redraw. Painted where they are seen while the classroom recorder watches,
        and kept only when drawn whole and clear of the pieces (whose outlines pass the board's
        edge, and are drawn before)."""
        g = self.g
        # The next cave's ring reaches s(5) past it, the numbers' outline 2 px past their plate.
        m = g.s(5) + 3
        area = g.caves[0].unionall(g.caves).inflate(2 * m, 2 * m)
        if area.colliderect(g.board.rect.inflate(2 * g.s(16), 2 * g.s(16))):
            self.paint_caves(surface, st, hidden)
            return
        key = ("di-caves", id(surface), surface.get_size(), tuple(area), g.s(100),
               tuple(st["caves"]), st["next_cave"], framed_cave(st), tuple(sorted(st["gone"])),
               tuple(k for k in range(len(g.caves)) if k in hidden))
        img = None if classroom.recording() else cache.get(key)
        if img is not None:
            surface.blit(img, area)
            classroom.contrast(theme.WHITE, theme.INK, "cave-number")
            return
        self.paint_caves(surface, st, hidden)
        if not classroom.recording() and surface.get_clip().contains(area):
            cache.put(key, surface.subsurface(area).copy())

    def paint_caves(self, surface, st, hidden):
        g = self.g
        for k, r in enumerate(g.caves):
            letter = st["caves"][k]
            waiting = letter is not None and k >= st["next_cave"] and k not in hidden
            img = assets.sprite(P + ("cave" if waiting or letter is None else "cave-empty"), r.size)
            surface.blit(img, r)
            if waiting:
                cells = DRAGON_SHAPES[letter][0]
                box = pygame.Rect(0, 0, int(r.width * 0.62), int(r.height * 0.5))
                box.center = (r.centerx, r.y + int(r.height * 0.44))
                rects = paint.fitted_rects(cells, box, 1.0)
                paint.dragon(surface, rects, head=len(rects) - 1)
            if k == framed_cave(st) and letter is not None:
                pygame.draw.rect(surface, theme.INK, r.inflate(g.s(10), g.s(10)), g.s(9),
                                 border_radius=g.s(12))
                pygame.draw.rect(surface, theme.YELLOW, r.inflate(g.s(6), g.s(6)), g.s(5),
                                 border_radius=g.s(12))
            if k in st["gone"]:
                img = assets.sprite(P + "smoke", (r.width // 2, r.width // 2))
                surface.blit(img, img.get_rect(center=r.center))
            # The number sits on an ink plate: over the smoke and the dragons' scales white
            # stood at 2.5-3.7:1; on ink it is 17:1 (the classroom's 7:1) on every cave.
            px, at = int(r.height * 0.3), (r.centerx, r.bottom - g.s(2))
            glyphs = text.render(str(k + 1), px, theme.WHITE, True)
            ink = glyphs.get_bounding_rect().move(glyphs.get_rect(midbottom=at).topleft)
            pygame.draw.rect(surface, theme.INK, ink.inflate(g.s(14), g.s(10)),
                             border_radius=g.s(8))
            classroom.contrast(theme.WHITE, theme.INK, "cave-number")
            outlined(surface, str(k + 1), px, theme.WHITE, midbottom=at)

    def draw_head(self, surface, seat, score, crushed, to_place=0):
        """The seat's emblem and its score, as big as a number children count, and the `crushed`
        eggs (each one a point less); while the eggs are laid, the row under the score holds
        instead the eggs `to_place`, whole and a little apart, for a child to count (the prompt's
        "(4 left)" was the only count of them)."""
        g = self.g
        r = g.heads[seat]
        colour = SEAT_COLOR[seat]
        pygame.draw.rect(surface, colour, r, border_radius=g.s(22))
        pygame.draw.rect(surface, theme.INK, r, g.s(4), border_radius=g.s(22))
        value = str(score)
        # The score is a number children count: its digits 96 px tall at 1920x1080 whatever its
        # width; the emblem beside it gives way, as to a score of two digits from the start, so
        # both panels' emblems keep one size all game (one shrank when its score reached 10).
        px = text.cap_px(g.s(classroom.NUMBER_MIN))
        glyphs = text.render(value, px, SEAT_TEXT[seat], True)
        widest = max(glyphs.get_width(), text.render("88", px, SEAT_TEXT[seat], True).get_width())
        size = max(g.s(40), min(r.height - g.s(24), r.width - widest - g.s(36)))
        img = assets.sprite(EMBLEM[seat], (size, size))
        surface.blit(img, img.get_rect(midleft=(r.x + g.s(12), r.centery)))
        rect = glyphs.get_rect(center=(r.x + size + g.s(12) + (r.width - size - g.s(12)) // 2,
                                       r.centery))
        surface.blit(glyphs, rect)
        classroom.child_text(glyphs, "score", number=True)
        classroom.contrast(SEAT_TEXT[seat], colour, "score")
        er = g.eggs[seat]
        cell = er.height
        # One crushed egg a cell apart, as the eggs to lay: 0.62 of a cell apart, the halves of
        # two crushed eggs touched and a child counted four. Past a row's room (five to eight,
        # all of the board's eggs) each is smaller, never touching the next.
        slot = min(cell, er.width // max(1, crushed))
        for k in range(crushed):
            paint.egg(surface, (er.x + slot // 2 + k * slot, er.centery), slot, "egg-crushed", 0.9)
        for k in range(to_place):
            paint.egg(surface, (er.x + cell // 2 + k * cell, er.centery), cell, "egg", 0.9)

    # --- every frame ----------------------------------------------------------------------------------
    def draw_egg_ghost(self, surface, q):
        """Eggs: a see-through egg on the free square `q` under the pointer, before the click."""
        g = self.g
        r = g.square_rect(q)
        layer = paint.alpha_layer(r.size)
        paint.egg(layer, (r.width // 2, r.height // 2), g.cell)
        layer.set_alpha(150)
        surface.blit(layer, r.topleft)

    def draw_ghost(self, surface, ghost, seat, shown):
        """The piece in hand where it would lie (`ghost`: kind, name, orient, anchor, why not),
        for `seat`: see-through, with the eggs it would crush or hatch, or crossed out and why."""
        kind, name, orient, anchor, why = ghost
        g = self.g
        shape = (TILE_SHAPES if kind == "tile" else DRAGON_SHAPES)[name][orient]
        ax, ay = g.square_rect(anchor).topleft
        rects = [pygame.Rect(ax + dx * g.cell, ay + dy * g.cell, g.cell, g.cell) for dx, dy in shape]
        box = rects[0].unionall(rects)
        # drawn on a small layer the size of the piece, then laid on the board see-through
        layer = paint.alpha_layer(box.size)
        local = [r.move(-box.x, -box.y) for r in rects]
        if kind == "tile":
            castle, hole = paint.tile_marks(name)
            paint.kingdom(layer, local, seat, castle, hole)
        else:
            paint.dragon(layer, local)
        layer.set_alpha(190 if why is None else 130)
        surface.blit(layer, box.topleft)
        if why is None:
            self.mark_eggs(surface, shown, kind, name, orient, anchor)
            pygame.draw.rect(surface, theme.INK, box.inflate(g.s(10), g.s(10)), g.s(8),
                             border_radius=g.s(8))
            pygame.draw.rect(surface, theme.WHITE, box.inflate(g.s(4), g.s(4)), g.s(4),
                             border_radius=g.s(8))
        else:
            # a cross over the ghost and the reason as a picture beside it
            w = g.s(10)
            for a, b in ((box.topleft, box.bottomright), (box.topright, box.bottomleft)):
                pygame.draw.line(surface, theme.INK, a, b, w + g.s(6))
                pygame.draw.line(surface, (213, 94, 0), a, b, w)
            size = int(g.cell * 1.3)
            img = assets.sprite(WHY[why], (size, size))
            spot = img.get_rect(midleft=(box.right + g.s(12), box.centery))
            if spot.right > g.rect.right:
                spot.midright = (box.left - g.s(12), box.centery)
            widgets.panel(surface, spot.inflate(g.s(12), g.s(12)), radius=g.s(14), shadow=False)
            surface.blit(img, spot)

    def mark_eggs(self, surface, shown, kind, name, orient, anchor):
        """Before the piece is let go: which eggs it would crush and which it would hatch."""
        if kind != "tile":
            return
        g = self.g
        crushed, hatched = ghost_eggs(shown, name, orient, anchor)
        for q in crushed + hatched:
            c = g.square_center(q)
            paint.egg(surface, c, g.cell, "egg", 0.6)
            icon = "dragon" if q in hatched else "egg-crushed"
            paint.egg(surface, (c[0] + g.cell * 0.22, c[1] - g.cell * 0.22), g.cell, icon, 0.55)

    def draw_hint_ghost(self, surface, h, shown):
        """The hint's piece where the computer would lay it: a dashed outline."""
        if not (isinstance(h, list) and h and h[0] in ("tile", "dragon")):
            return
        g = self.g
        if h[0] == "tile":
            shape = TILE_SHAPES[h[1]][h[2]]
            anchor = h[3]
        else:
            shape = DRAGON_SHAPES[shown["summon"]["dragon"]][h[1]]
            anchor = h[2]
        ax, ay = g.square_rect(anchor).topleft
        rects = [pygame.Rect(ax + dx * g.cell, ay + dy * g.cell, g.cell, g.cell) for dx, dy in shape]
        for r in rects:
            draw_notched(surface, [r.topleft, r.topright, r.bottomright, r.bottomleft],
                         max(2, g.cell // 24))

    def draw_band(self, surface, band):
        if band is None:
            return
        words = band.text if not band.line else band.text + "  " + band.line
        self.band_overlay(surface, band.alpha, band.seat, band.icon, words)

    def band_overlay(self, surface, alpha, seat, icon, words):
        g = self.g
        rect = pygame.Rect(g.board.rect.x, g.board.rect.centery - g.s(80), g.board.rect.width,
                           g.s(160))
        colour = pygame.Color(*SEAT_COLOR[seat]) if seat is not None else pygame.Color(*theme.BUTTON)
        banner.draw_overlay(surface, rect, g.s, alpha, colour, icon or EMBLEM.get(seat), words)

    def prewarm_bands(self):
        """Compose the bands every game shows (who begins, a kingdom that passes) once per
        layout before play: composed the first time they show, they cost a frame 8 ms at 4K."""
        if self.warm or classroom.recording():
            return      # the classroom figures are of what shows, not of what is made ahead
        self.warm = True
        nowhere = pygame.Surface((1, 1))        # the engine keeps each band composed
        for seat in (LIGHT, DARK):
            for key in ("first", "passed"):
                self.band_overlay(nowhere, 1.0, seat, None, tr(f"dragon-inferno.ui.{key}.{seat}"))

    def draw_tweens(self, surface, show, counting):
        g = self.g
        for tw in show.active("deal"):
            r = g.caves[tw.data["cave"]]
            box = pygame.Rect(0, 0, int(r.width * 0.62 * pop(tw.raw)) + 1,
                              int(r.height * 0.5 * pop(tw.raw)) + 1)
            box.center = (r.centerx, r.y + int(r.height * 0.44))
            paint.dragon(surface, paint.fitted_rects(DRAGON_SHAPES[tw.data["dragon"]][0], box, 1.0))
        for tw in show.active("egg"):
            q = tw.data["sq"]
            end = g.square_center(q)
            start = (end[0], end[1] - g.cell * 2)
            paint.egg(surface, slide(start, end, tw.t), g.cell)
        for tw in show.active("slide"):
            t = tw.data
            slot = g.slot_of(t["seat"], t["slot"])      # from its place in the tray
            frm = (slot.centerx - g.cell // 2, slot.centery - g.cell // 2)
            to = g.square_rect(t["anchor"]).topleft
            x, y = slide(frm, to, tw.t)
            shape = TILE_SHAPES[t["tile"]][t["orient"]]
            rects = [pygame.Rect(int(x) + dx * g.cell, int(y) + dy * g.cell, g.cell, g.cell)
                     for dx, dy in shape]
            castle, hole = paint.tile_marks(t["tile"])
            paint.kingdom(surface, rects, t["seat"], castle, hole)
        for tw in show.active("crack"):
            c = g.square_center(tw.data["sq"])
            dx = shake(tw.raw, g.cell * 0.08)
            name = "egg" if tw.raw < 0.5 else "egg-crushed"
            paint.egg(surface, (c[0] + dx, c[1]), g.cell, name, 0.75)
        for tw in show.active("hatch"):
            c = g.square_center(tw.data["sq"])
            paint.egg(surface, c, g.cell, "egg-hatched", 0.5 + 0.6 * pop(tw.raw))
        for tw in show.active("flight"):
            d = tw.data
            start = g.caves[d["cave"]].center
            if d.get("gone"):
                end = (g.rect.right + g.cell * 2, g.rect.y - g.cell)
            else:
                end = self.squares_center(d["squares"])
            x, y = fly(start, end, tw.t, g.cell * 2)
            size = int(g.cell * (1.6 + 0.8 * (1 - abs(tw.t - 0.5) * 2)))
            img = assets.sprite(P + "dragon", (size, size))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        for tw in show.active("flames"):
            for q in tw.data["squares"]:
                c = g.square_center(q)
                size = int(g.cell * (0.5 + 0.7 * pop(tw.raw)))
                img = assets.sprite(P + "flame", (size, size))
                assets.blit_alpha(surface, img, img.get_rect(center=c), fade(tw.raw, 0.1, 0.4))
        if counting is not None:
            self.draw_count(surface, counting)

    def squares_center(self, squares):
        pts = [self.g.square_center(q) for q in squares]
        return (sum(p[0] for p in pts) // len(pts), sum(p[1] for p in pts) // len(pts))

    def draw_count(self, surface, counting):
        """The final count: the squares and castles counted so far carry a mark."""
        g = self.g
        for q in counting["lit"]:
            r = g.square_rect(q)
            pygame.draw.rect(surface, theme.INK, r.inflate(-g.cell // 8, -g.cell // 8), g.s(6))
            pygame.draw.rect(surface, theme.YELLOW, r.inflate(-g.cell // 5, -g.cell // 5), g.s(4))
        for q in counting["castles"]:
            c = g.square_center(q)
            pygame.draw.circle(surface, theme.INK, c, g.cell // 3 + g.s(4), g.s(6))
            pygame.draw.circle(surface, theme.YELLOW, c, g.cell // 3, g.s(4))
