"""Guardians Arena's scene, drawing the show: cards flying between places (face down unless the
event shows them), a card turning over, the totals counting up. Places are click keys
(view_steps) or zone names, turned into rectangles here."""
import math

import pygame

from engine.ui.effects import slide
from games.guardians_arena import cardface
from games.guardians_arena.draw import card_of
from engine.i18n import language


class ShowDraw:
    def place_rect(self, place):
        g = self.g
        if isinstance(place, pygame.Rect):
            return place
        kind = place[0]
        seat = place[1] if len(place) > 1 else None
        if kind == "terrain":
            return g.terrain
        if seat not in (0, 1):
            return g.duel
        b = g.bands[seat]
        if kind in ("on", "under", "hold"):
            return b.holds.get(place[2], b.holds["centre"])[kind if kind != "hold" else "hold"]
        if kind == "duel":
            i = place[2]
            if i is None or i < 0:
                return g.primary[seat]
            return g.secondaries[seat]
        if kind == "shield":
            return g.shield[seat]
        if kind == "handpile":
            return g.hand if seat == g.near else b.piles["hand"]
        if kind in b.piles:
            return b.piles[kind]
        if kind in ("standard", "prison", "victories", "guardian"):
            return getattr(b, kind)
        return g.duel

    def draw_tweens(self, surface):
        for tw in self.show.active("fly"):
            d = tw.data
            a, b = self.place_rect(d["from"]), self.place_rect(d["to"])
            w = max(8, min(a.width, b.width, self.g.w))
            r = pygame.Rect(0, 0, w, int(w * 1.4))
            cx, cy = slide(a.center, b.center, tw.t)
            r.center = (int(cx), int(cy))
            cid = d["card"]
            face = card_of(cid) is not None and (not d["flip"] or tw.t > 0.5)
            if d["flip"]:
                cardface.draw_squeezed(surface, r, card_of(cid) if face else None, language(),
                                       abs(math.cos(tw.t * math.pi)), d.get("back", "pen"))
                continue
            if face:
                cardface.draw_card(surface, r, card_of(cid), language())
            else:
                cardface.draw_back(surface, r, d.get("back", "pen"))
        for tw in self.show.active("flip"):
            d = tw.data
            c = card_of(d.get("card"))
            seat = d.get("seat")
            if c is None or seat not in (0, 1):
                continue
            cardface.draw_squeezed(surface, self.g.primary[seat], c if tw.t > 0.5 else None,
                                   language(), abs(math.cos(tw.t * math.pi)), "pen")
