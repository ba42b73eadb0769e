"""Chevaliers et Dragons' words and calls over the board: the captions under the buttons, the
Ready button's call at the end of setup, the sliding turn banner, the "objective taken" message and
the top bar while the children are asked. White words stand on a plate of the seat's colour
darkened to 9:1 (view.SEAT_INK), and every word or button a child needs is registered with
engine.ui.classroom where it is drawn.

A part of the scene of its own, made anew for each layout, given the geometry, the scale and the
stage (its clock and its band); the top bar while the children are asked is the scene's (the
engine's draw_banner hook), told in words here (asked_banner)."""
import math

import pygame

from engine import assets, cache
from engine.anim import ease_in_out, ease_out
from engine.i18n import tr
from engine.ui import banner, classroom, text, theme
from games.chevaliers_dragons import ink, view
from games.chevaliers_dragons.view import CAPTION_GAP, DRAGONS, PRINCE, SEAT_COLOR

K = "chevaliers-dragons."
READY_PULSE_HZ = 0.8   # the Ready button's call at the end of setup: one slow beat, no flashing


def asked_banner(surface, rect, s, info):
    """The top bar while the children are asked for a total: the side that answers (its colour,
    emblem and name, `info` its seat_info), which is not always the side whose turn it is."""
    banner.draw_turn(surface, rect, s, pygame.Color(info.get("color", "#0072B2")),
                     info.get("icon"), tr(K + "combat.ask.banner", seat=tr(info["name"])))


class Calls:
    def __init__(self, g, s, stage):
        self.g, self.s, self.stage = g, s, stage
        self.warm = False

    def draw_button_captions(self, surface, captioned):
        """The words under the buttons (`captioned`: (button, caption key) pairs), at a child's
        reading size (view.CAPTION_INK), and the buttons registered as things a child presses."""
        g, s = self.g, self.s
        for b, key in captioned:
            if not b.visible:
                continue
            classroom.pressable(b.rect, b.name)
            if g.panel_below:
                continue
            px, lines = g.caption_fits[key]
            ink.draw_lines(surface, lines, px, theme.WHITE, "caption:" + key, bg=theme.BG_TOP,
                           midtop=(b.rect.centerx, b.rect.bottom + s(CAPTION_GAP)))

    def draw_ready_call(self, surface, b):
        """Setup after its last change: a ring round the Ready button `b` beats slowly (under one
        beat a second: a swell, never a flash) and a hand beside it points at it, so a child who
        cannot read knows what to press. Both stay clear of the caption and the trophies."""
        s = self.s
        wave = 0.5 + 0.5 * math.sin(self.stage.time * 2 * math.pi * READY_PULSE_HZ)
        ring = b.rect.inflate(2 * s(6), 2 * s(6))
        radius = max(8, min(b.rect.size) // 5) + s(6)
        width = s(4) + round(s(6) * wave)
        pygame.draw.rect(surface, theme.INK, ring.inflate(2 * width, 2 * width),
                         width + s(4), border_radius=radius + width)
        pygame.draw.rect(surface, theme.YELLOW, ring.inflate(width, width), width,
                         border_radius=radius + width // 2)
        size = min(s(130), b.rect.height)
        x = ring.left - size // 2 - s(10) - round(s(18) * wave)
        view.blit_center(surface, "ui/hand", size, (x, b.rect.centery), angle=-90)

    def banner_size(self):
        w = int(self.g.grid.width * 0.62)
        return w, w // 3

    def prewarm(self):
        """Paint both sides' turn banners before play, not in the frame a banner first slides."""
        if self.warm:
            return
        self.warm = True
        for seat in (PRINCE, DRAGONS):
            self.turn_banner(seat, *self.banner_size())

    def draw_turn_banner(self, surface, tw):
        g = self.g
        seat = tw.data["seat"]
        w, h = self.banner_size()
        raw = tw.raw
        mid = g.grid.centerx - w // 2
        off = g.grid.width // 2 + w // 2
        side = -1 if seat == PRINCE else 1
        if raw < 0.25:
            x = mid + side * off * (1 - ease_out(raw / 0.25))
        elif raw > 0.8:
            x = mid - side * off * ease_in_out((raw - 0.8) / 0.2)
        else:
            x = mid
        # Painted once per side and size, then blitted: painted afresh (ribbon, plate, words
        # measured by their ink) it took 2.5 ms of each 3840x2160 frame it slid through.
        img, at = self.turn_banner(seat, w, h)
        r = pygame.Rect(int(x), self.banner_top(at, tw.data.get("clear_of", ())), w, h)
        clip = surface.get_clip()
        surface.set_clip(g.grid)
        if classroom.recording():
            # The classroom figures are recorded as words are drawn: paint them where seen.
            self.paint_turn_banner(surface, seat, r)
        else:
            surface.blit(img, at.move(r.topleft))
        surface.set_clip(clip)

    def banner_top(self, at, landed):
        """The turn banner's top: across the board's middle, or over its upper or lower third
        where the middle would hide a square the last turn's pawns landed on (it came down on
        the pawn that had just moved, for the 1.15 s it slid). `at`: the painted picture's place
        from the ribbon's top left (its plate stands out of the ribbon)."""
        g = self.g
        mids = (g.grid.centery, g.grid.y + g.grid.height // 4, g.grid.bottom - g.grid.height // 4)

        def hidden(mid):
            span = pygame.Rect(g.grid.x, mid - at.height // 2, g.grid.width, at.height)
            return sum(span.colliderect(g.square_rect(q)) for q in landed)
        mid = min(mids, key=hidden)                 # the middle first, among places as good
        return mid - at.height // 2 - at.y

    def turn_banner(self, seat, w, h):
        """(picture, its place from the ribbon's top left) of the turn banner of `seat`."""
        key = ("cd-turn-banner", seat, w, h, tr(K + f"seat.{seat}"), self.s(100))
        got = cache.get(key)
        if got is None:
            ribbon = pygame.Rect(0, 0, w, h)
            area = ribbon.union(self.paint_turn_banner(None, seat, ribbon))
            img = pygame.Surface(area.size, pygame.SRCALPHA)
            # Added onto the transparent picture, the ribbon's pixels are copied as they are
            # (a blend would darken its soft edges, once here and again on the board).
            img.blit(assets.sprite(view.BANNER[seat], (w, h)), (-area.x, -area.y),
                     special_flags=pygame.BLEND_RGBA_ADD)
            self.paint_turn_banner(img, seat, ribbon.move(-area.x, -area.y), ribbon=False)
            got = cache.put(key, (img, area), cache.surface_bytes(img))
        return got

    def paint_turn_banner(self, surface, seat, r, ribbon=True):
        """The ribbon of `seat` in `r` and its name on a plate; returns the plate's rect (with
        no surface, only measures)."""
        g = self.g
        w, h = r.size
        if surface is not None and ribbon:
            surface.blit(assets.sprite(view.BANNER[seat], (w, h)), r)
        label = tr(K + f"seat.{seat}")
        # the words on a plate of the seat's colour darkened to 9:1 under white (on the plain
        # ribbon white stands at 5.2:1 and 3.9:1)
        box = pygame.Rect(r.x + w * 100 // 300, r.y + h * 24 // 100, w * 158 // 300, h * 52 // 100)
        # never under the 42 px a child's words need: the plate grows to hold them
        px = max(text.fit(label, int(box.height * 0.66), box.width - g.s(20), bold=True),
                 text.cap_px(g.s(42)))
        need = text.render(label, px, theme.WHITE, True).get_width() + g.s(20)
        if need > box.width:
            box.inflate_ip(need - box.width, 0)
        if surface is not None:
            pygame.draw.rect(surface, view.SEAT_INK[seat], box, border_radius=box.height // 4)
            ink.draw(surface, label, px, theme.WHITE, "turn banner", bg=view.SEAT_INK[seat],
                     center=box.center)
        return box

    def draw_toast(self, surface):
        """An objective taken: the taker's emblem (the side by its shape, not its colour alone),
        the objective's picture and the words, white on the taker's colour darkened (9:1), in a
        frame of the plain colour."""
        g, s = self.g, self.s
        band = self.stage.band()
        msg, seat, obj = band.text, band.seat, band.data["obj"]
        pic = int(g.cell * 0.9)
        mark = int(pic * 0.8)
        px, lines = ink.fit(msg, s(view.CAPTION_INK), g.grid.width - pic - mark - s(120))
        block = ink.block_height(px, len(lines))
        w = max(text.render(line, px, theme.WHITE, True).get_width() for line in lines)
        box = pygame.Rect(0, 0, mark + pic + w + s(80), max(pic, block) + s(30))
        box.midbottom = (g.grid.centerx, g.grid.bottom - s(20))
        pygame.draw.rect(surface, view.SEAT_INK[seat], box, border_radius=s(24))
        pygame.draw.rect(surface, SEAT_COLOR[seat], box, max(4, s(8)), border_radius=s(24))
        pygame.draw.rect(surface, theme.INK, box, 3, border_radius=s(24))
        view.blit_center(surface, view.EMBLEM[seat], mark, (box.x + s(20) + mark // 2, box.centery))
        x = box.x + s(40) + mark
        view.blit_center(surface, view.objective_sprite(obj), pic, (x + pic // 2, box.centery))
        ink.draw_lines(surface, lines, px, theme.WHITE, "objective taken", bg=view.SEAT_INK[seat],
                       midtop=(x + s(20) + pic + w // 2, box.centery - block // 2))
