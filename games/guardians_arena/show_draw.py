"""Guardians Arena's scene, drawing the show: cards flying between places (face down unless the
event shows them), a card turning over, the totals counting up. Places are click keys
(view_steps) or zone names, turned into rectangles of the table's geometry `g` here."""
import math

import pygame

from engine.ui import text, theme
from engine.ui.effects import slide
from games.guardians_arena import cardface
from games.guardians_arena.draw import card_of
from engine.i18n import language


def place_rect(g, place):
    """The rectangle of a place (a click key, a zone name or a rect) on the table `g`."""
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


def draw_tweens(surface, show, g):
    """The cards in flight and the cards turning over, where the show has them now."""
    for tw in show.active("fly"):
        d = tw.data
        a, b = place_rect(g, d["from"]), place_rect(g, d["to"])
        w = max(8, min(a.width, b.width, g.w))
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
    for tw in show.active("flip"):
        d = tw.data
        c = card_of(d.get("card"))
        seat = d.get("seat")
        if c is None or seat not in (0, 1):
            continue
        cardface.draw_squeezed(surface, g.primary[seat], c if tw.t > 0.5 else None,
                               language(), abs(math.cos(tw.t * math.pi)), "pen")


def draw_counting(surface, show, spots):
    """A round's end: the totals count up at their `spots` ((bottom-right, total, px) each, found
    as the table was drawn), drawn over the cached table every frame."""
    counting = show.active("count")
    if not counting:
        return
    for pos, total, px in spots:
        text.draw(surface, str(round(total * counting[0].t)), int(px * 1.2), theme.INK,
                  bold=True, bottomright=pos)
