"""Dragons Arena's side panels: each species' emblem and name, its gold nuggets, its hand of dice
while placing, its total of power during a duel (the number the children count, at least 96 px
drawn), and, on a power-change turn, the turn told in pictures.

A part of the scene of its own, made anew for each layout, given the geometry, the scale, the show
(which hands tumble) and the buttons it lays its pictures around (the split buttons, the element
button); each frame it draws from the scene's `look` (look.py) only."""
import math

import pygame

from engine import assets, cache
from engine.anim import shake_offset
from engine.i18n import tr
from engine.ui import classroom, text, theme, widgets
from games.dragons_arena import view
from games.dragons_arena.arena import SECRET
from games.dragons_arena.view import FIRE, ICE, SEAT_COLOR, SPECIES

PANEL_BG = {FIRE: (255, 238, 220), ICE: (226, 240, 252)}
EMPTY_EDGE = (80, 72, 64)        # an empty place (nugget, die): 7.7:1 on either panel, with a shape
SECRET_BG = (84, 76, 104)        # a die chosen in secret: white "?" on it at 8:1


class Panels:
    def __init__(self, g, s, show, split_btns, element_btn, window_h):
        self.g, self.s, self.show = g, s, show
        self.window_h = window_h        # the window's height: its background's gradient
        self.split_btns, self.element_btn = split_btns, element_btn
        self._ink_rects = {}
        self._power_turn_key = None

    def draw(self, surface, look, seats=(FIRE, ICE)):
        """The panels of `seats` as they rest (the backdrop layer): frames, nuggets, hands or
        totals."""
        self.draw_panel_frames(surface, look.actor, seats)
        self.draw_panels(surface, look, seats)

    def draw_panel_frames(self, surface, who, seats=(FIRE, ICE)):
        """Each panel's plate, frame, emblem and name, painted once per look (`who` the seat to
        act: its frame is thicker) and blitted: painted afresh they took 2 ms of a 4K redraw."""
        for seat in seats:
            surface.blit(self.panel_frame(seat, who == seat), self.g.panels[seat])

    def prewarm(self):
        """Paint the panels' plates and size the totals' digits (measured by their ink, 10 ms
        at 4K) before play, not in the frame of the first move."""
        self.g.number_px()
        for seat in (FIRE, ICE):
            for acting in (False, True):
                self.panel_frame(seat, acting)

    def panel_frame(self, seat, acting):
        """The plate of `seat`'s panel on the window's background (only the background lies
        under a panel, beside the arena), opaque: a quick blit."""
        p = self.g.panels[seat]
        name = tr(f"dragons-arena.seat.{seat}")
        key = ("da-panel", seat, acting, tuple(p), self.window_h, name, self.s(100))
        img = cache.get(key)
        if img is None:
            ground = widgets.paint_background(pygame.Surface((p.width, self.window_h)))
            img = ground.subsurface((0, p.y, p.width, p.height)).copy()
            self.paint_panel_frame(img, seat, seat if acting else None, p.move(-p.x, -p.y), name)
            img = cache.put(key, img)
        return img

    def paint_panel_frame(self, surface, seat, who, p, name):
        s = self.s
        pygame.draw.rect(surface, PANEL_BG[seat], p, border_radius=s(24))
        pygame.draw.rect(surface, SEAT_COLOR[seat], p, self.g.frame_w if who == seat else s(4),
                         border_radius=s(24))
        icon = assets.sprite(f"dragons-arena/{SPECIES[seat]}-emblem", (s(76), s(76)))
        surface.blit(icon, icon.get_rect(topleft=(p.x + s(14), p.y + s(10))))
        px = text.fit(name, s(56), p.width - s(120), bold=True)
        text.draw(surface, name, px, theme.INK, bold=True,
                  midleft=(p.x + s(102), p.y + s(48)))

    def draw_panels(self, surface, look, seats=(FIRE, ICE)):
        g, s = self.g, self.s
        st = look.view
        for seat in seats:
            classroom.contrast(theme.INK, PANEL_BG[seat], "panel-text")
            # gold nuggets won, on a row, and an empty ring for each still to win
            if st["mode"] == "duel":
                for i in range(st["target"]):
                    (x, y), size = g.nugget_slot(seat, i)
                    if i < look.shown["nuggets"][seat]:
                        img = assets.sprite("dragons-arena/nugget", (size, size))
                        surface.blit(img, img.get_rect(center=(x, y)))
                    else:
                        pygame.draw.circle(surface, theme.WHITE, (x, y), size // 2 - s(2))
                        pygame.draw.circle(surface, EMPTY_EDGE, (x, y), size // 2 - s(2), s(4))
            self.draw_panel_body(surface, seat, look, g.panels[seat])

    def draw_panel_body(self, surface, seat, look, p):
        phase = look.view["phase"]
        if phase not in ("roll", "powers", "split", "place"):
            self.draw_power_total(surface, seat, p, look)
            return
        g, s = self.g, self.s
        if seat in self.rolling_seats():
            return          # the tumbling hand is drawn every frame (draw_hands_moving)
        hand = look.hands[seat]
        mine = look.actor == seat and look.human
        if phase == "powers" and mine and look.draft is not None:
            hand = look.draft
        if phase == "split" and mine:
            self.draw_split_hand(surface, seat, hand or [], p)
            return
        dragged = look.hand_dragged
        for i in range(8):
            c = g.hand_slot(seat, i)
            if hand is not None and i < len(hand):
                if look.selected == ("hand", i) and look.actor == seat:
                    ring = g.hand_rect(seat, i).inflate(g.hand_gap - s(2), g.hand_gap - s(2))
                    view.draw_ring(surface, "dragons-arena/select", ring)
                if not (dragged == i and look.actor == seat):
                    view.draw_die(surface, seat, hand[i], c, g.hand_die)
                if mine and phase in ("powers", "place"):
                    classroom.pressable(g.hand_rect(seat, i), f"hand:{i}")
            elif hand is None and SECRET.committed(look.view, seat):
                self.draw_secret_die(surface, c, g.hand_die)   # chosen, not yet shown
            elif hand is None and phase in ("roll", "powers"):
                pygame.draw.rect(surface, EMPTY_EDGE, g.hand_rect(seat, i), s(4),
                                 border_radius=s(14))

    def rolling_seats(self):
        """The species whose hand of dice tumbles now (a roll being shown)."""
        return tuple(sorted({tw.data["seat"] for tw in self.show.active("handroll")}))

    def draw_hands_moving(self, surface, look):
        """A hand tumbling while it is rolled, and the die a person drags from the hand."""
        g, s = self.g, self.s
        for tw in self.show.active("handroll"):
            seat = tw.data["seat"]
            for i in range(8):
                c = g.hand_slot(seat, i)
                face = view.tumbling_face(tw.elapsed * self.show.speed, i)
                jig = shake_offset(tw.raw, s(10))
                view.draw_die(surface, seat, face, (c[0] + jig, c[1]), g.hand_die,
                              angle=40 * math.sin(tw.elapsed * 9 + i))
        i = look.hand_dragged
        seat = look.actor
        hand = look.hands[seat] if seat in (FIRE, ICE) else None
        if i is not None and hand is not None and i < len(hand):
            view.draw_die(surface, seat, hand[i], look.drag_pos, g.hand_die)

    def draw_split_hand(self, surface, seat, hand, p):
        """Equal Power, the species that splits: its three buttons on top, the dice it already has
        small underneath."""
        g, s = self.g, self.s
        bottom = g.split_rects(seat)[-1].bottom + s(20)
        mini = max(12, int(g.hand_die * 0.5))
        gap = s(8)
        per_row = 4
        x0 = p.centerx - (per_row * mini + (per_row - 1) * gap) // 2
        for i, v in enumerate(hand):
            x = x0 + (i % per_row) * (mini + gap) + mini // 2
            y = bottom + (i // per_row) * (mini + gap) + mini // 2
            view.draw_die(surface, seat, v, (x, y), mini)

    def draw_power_total(self, surface, seat, p, look):
        """The species' total of power, big (the number children count at the end of a duel),
        the word under it, then its dragons still in the arena, strongest first; on a power-change
        turn of a person, the turn told in pictures instead."""
        g, s = self.g, self.s
        owner, power = look.shown["owner"], look.shown["power"]
        mine = sorted((power[i] for i in range(16) if owner[i] == seat), reverse=True)
        total = sum(mine) if look.count_totals is None else look.count_totals[seat]
        top = g.hand_top
        px = g.number_px()
        glyphs = text.render(str(total), px, theme.INK, True)
        ink = self.ink_rect(glyphs)
        at = glyphs.get_rect(centerx=p.centerx)
        at.top = top - ink.top
        surface.blit(glyphs, at)
        classroom.child_text(glyphs, "power-total", number=True)
        word = tr("dragons-arena.ui.power_total")
        # At a child's capital height, on two lines rather than smaller when the panel is narrow.
        wpx, wlines = text.child_fit(word, s(classroom.TEXT_MIN), p.width - s(24), bold=False)
        block = text.child_lines(surface, wlines, wpx, theme.INK, "power-word", bold=False,
                                 midtop=(p.centerx, top + ink.height + s(14) - wpx // 4))
        y = block.bottom + s(16)
        if look.power_turn == seat:
            self.draw_power_turn(surface, seat, p, y)
            return
        mini = max(12, int(g.hand_die * 0.5))
        gap = s(6)
        per_row = max(1, (p.width - s(20)) // (mini + gap))
        for i, v in enumerate(mine):
            x = p.x + s(10) + (i % per_row) * (mini + gap) + mini // 2
            yy = y + (i // per_row) * (mini + gap) + mini // 2
            view.draw_die(surface, seat, v, (x, yy), mini)

    def ink_rect(self, glyphs):
        """The inked part of a rendered text (measured once per surface: the text cache keeps
        the surfaces)."""
        cache = self._ink_rects
        key = id(glyphs)
        if key not in cache or cache[key][0] is not glyphs:
            if len(cache) > 64:
                cache.clear()
            cache[key] = (glyphs, glyphs.get_bounding_rect())
        return cache[key][1]

    def draw_power_turn(self, surface, seat, p, top):
        """A power change in three pictures, top to bottom: a dragon with the turning arrows (as
        the ones marked in the arena), the six faces to choose from, the dragon under its force
        field. Scaled to the room left above the panel's button; composed once per place."""
        bottom = p.bottom - self.s(16)
        if self.element_btn.visible:
            bottom = self.element_btn.rect.top - self.s(16)
        key = (seat, tuple(p), top, bottom)
        if self._power_turn_key != key:
            layer = pygame.Surface(p.size, pygame.SRCALPHA)
            self.compose_power_turn(layer, seat, p.move(-p.x, -p.y), top - p.y, bottom - p.y)
            used = layer.get_bounding_rect()
            self._power_turn_key = key
            self._power_turn = (layer.subsurface(used).copy(), used.move(p.x, p.y))
        surface.blit(*self._power_turn)

    def compose_power_turn(self, surface, seat, p, top, bottom):
        s = self.s
        die, face, gap, arrow = s(124), s(70), s(10), s(34)
        tall = 2 * die + 2 * face + s(8) + 2 * arrow + 4 * gap
        k = min(1.0, (bottom - top) / tall, (p.width - s(24)) / (3 * face + 2 * s(8)))
        die, face, gap, arrow = (int(v * k) for v in (die, face, gap, arrow))
        cx, y = p.centerx, top
        view.draw_die(surface, seat, 2, (cx, y + die // 2), int(die * 0.78))
        view.draw_ring(surface, "dragons-arena/may-turn", pygame.Rect(cx - die // 2, y, die, die))
        y += die + gap
        self.draw_arrow(surface, (cx, y + arrow // 2), arrow)
        y += arrow + gap
        for v in range(1, 7):
            tile = pygame.Rect(0, 0, face, face)
            tile.topleft = (cx - (3 * face + 2 * s(8)) // 2 + ((v - 1) % 3) * (face + s(8)),
                            y + (v - 1) // 3 * (face + s(8)))
            pygame.draw.rect(surface, theme.PAPER, tile, border_radius=face // 5)
            pygame.draw.rect(surface, theme.INK, tile, s(3), border_radius=face // 5)
            view.draw_die(surface, seat, v, tile.center, int(face * 0.8))
        y += 2 * face + s(8) + gap
        self.draw_arrow(surface, (cx, y + arrow // 2), arrow)
        y += arrow + gap
        view.draw_die(surface, seat, 5, (cx, y + die // 2), int(die * 0.78))
        view.draw_ring(surface, "dragons-arena/force-field",
                       pygame.Rect(cx - die // 2, y, die, die))

    def draw_arrow(self, surface, center, size):
        """A plain ink arrow pointing down (the order of the pictures)."""
        x, y = center
        h = size // 2
        pts = [(x - h // 3, y - h), (x + h // 3, y - h), (x + h // 3, y), (x + h, y), (x, y + h),
               (x - h, y), (x - h // 3, y)]
        pygame.draw.polygon(surface, theme.INK, pts)

    def draw_secret_die(self, surface, center, size):
        r = pygame.Rect(0, 0, size, size)
        r.center = center
        pygame.draw.rect(surface, SECRET_BG, r, border_radius=size // 5)
        pygame.draw.rect(surface, theme.INK, r, 3, border_radius=size // 5)
        text.draw(surface, "?", int(size * 0.6), theme.WHITE, bold=True, center=r.center)
        classroom.contrast(theme.WHITE, SECRET_BG, "secret-die")

    def draw_split_buttons(self, surface, seat):
        for b, a in zip(self.split_btns, (1, 2, 3)):
            if not b.visible:
                continue
            r = b.rect
            size = int(min(r.height * 0.8, r.width * 0.4))
            view.draw_die(surface, seat, a, (r.centerx - size * 0.6, r.centery), size)
            view.draw_die(surface, seat, 7 - a, (r.centerx + size * 0.6, r.centery), size)
