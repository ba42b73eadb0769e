"""Guardians Arena's table drawn into the engine's backdrop layer part by part: the phase track's
words, each seat's band (its head, each stronghold, its piles), the near seat's hand, the duel
zone and the panel's words, each with what its picture depends on (its key) and the rectangle it
draws in (its bounds). A move draws again only the rectangles of the parts it changed (the
scene's backdrop_rect): at 3840x2160 a move that drew the whole table again took 5 ms of a frame,
and most moves change a stronghold, a pile and the hand. Whatever draws inside such a rectangle
is drawn again, clipped to it, so parts may overlap (a lifted card of the hand reaches into the
near band's plates); the places of a part not drawn again are kept from its last draw. The
track's step lit changes with every turn: it is drawn over the layer each frame (draw_lit_step).
"""
import pygame

from engine.i18n import language
from games.guardians_arena import draw_duel
from games.guardians_arena.draw import Places
from games.guardians_arena.rules_deck import POSITIONS
from games.guardians_arena.words import TRACK, duel_of, track_step

# The track's words, each seat's band in parts (its head: the Guardian and the cards beside it;
# each stronghold; its piles), the hand, the duel zone and the panel: the order they are drawn in.
BAND = ("head",) + POSITIONS + ("piles",)
PARTS = ("track",) + tuple(f"{role}.{part}" for role in ("far", "near") for part in BAND) + (
    "hand", "duel", "panel")
HEAD = ("guardian", "stones", "standard", "prison", "victories")


def hand_shows(p):
    """What the hand row shows of the near seat `p` (draw.Table.draw_hand): its hand or pen, or
    the backs of a hand it may not see."""
    if p is None:
        return None
    pub = p["public"]
    return repr((p["hand"], p["pen"], pub.get("hand_storage", 0), pub.get("hand_pen", 0)))


def part_keys(t, shown, look):
    """What each part's picture depends on (t: the draw.Table of the layout; look: draw.Look):
    what it shows and where it lies. A new layout in a fight moves only the hand and the duel
    zone (view.Geometry): the bands are not drawn again for it."""
    g = t.g
    common = (language(), t.s(100), g.w, g.gap, g.plate, tuple(g.table), look.highlight,
              look.viewer_seat, frozenset(look.lit))
    players = shown["players"]
    fight = duel_of(shown) or shown.get("challenge")
    # A fight's totals read the whole table (rules_totals); out of one, the zone shows the
    # terrain and a challenged prisoner only.
    middle = repr(shown) if fight else repr(shown.get("terrain"))
    keys = {
        "hand": (common, tuple(g.hand), tuple(g.hand_label), g.near, hand_shows(players[g.near]),
                 look.hand_zone, look.picked, look.picked_at),
        "duel": (common, tuple(g.duel), g.tall, middle, look.winner_frame, look.round_told,
                 look.counting),
        "panel": (language(), t.s(100), tuple(g.info), look.panel),
        "track": (language(), t.s(100), tuple(g.track)),    # its words: the step lit is not
    }
    for role, seat in (("far", g.far), ("near", g.near)):
        p = players[seat]
        where = (common, seat, tuple(g.bands[seat].rect))
        if p is None:
            keys.update({f"{role}.{part}": (where, None) for part in BAND})
            continue
        keys[role + ".head"] = (where, repr([p.get(k) for k in HEAD]))
        for pos in POSITIONS:
            keys[f"{role}.{pos}"] = (where, repr(p["strongholds"][pos]))
        # The piles: all the rest of the seat (its deck, discard, dominance, storage, pen, hand).
        keys[role + ".piles"] = (where, repr({k: v for k, v in p.items()
                                              if k not in HEAD and k != "strongholds"}))
    return keys


def part_bounds(t):
    """The rectangle each part draws inside (tests/games/guardians_arena/test_table_parts.py
    draws every part of many tables on a blank surface and checks it). A little room is left
    beyond what they draw; the tighter they are, the fewer parts a move draws again."""
    g, s = t.g, t.s
    # An outline (s(6) + 1 and at least 4 px), a winner's ring, a badge, an item's mini card
    # reach out of their card.
    out = s(12) + 2
    below = g.plate + s(24)     # a stronghold's plate, the stones, a reinforcement's mini

    def grown(r, up=out, right=out, down=below):
        return pygame.Rect(r.x - out, r.y - up, r.width + out + right, r.height + up + down)
    bounds = {}
    for role, seat in (("far", g.far), ("near", g.near)):
        b = g.bands[seat]
        bounds[role + ".head"] = grown(b.guardian.unionall([b.standard, b.prison, b.victories]))
        for pos in POSITIONS:
            bounds[f"{role}.{pos}"] = grown(b.holds[pos]["group"], right=s(16) + out)
        # Above: the piles' icons and a hidden hand's backs; below: their count badges.
        bounds[role + ".piles"] = grown(b.piles["deck"].unionall(list(b.piles.values())),
                                        up=s(24), right=s(24) + out, down=s(8) + out)
    # A picked card of the hand is lifted, with its outline, into the gap above the hand.
    bounds["hand"] = grown(g.hand, up=s(32), down=out)
    bounds["duel"] = g.duel.inflate(2 * out, 2 * out)
    bounds["panel"] = g.info.inflate(2 * out, 2 * out)
    bounds["track"] = g.track
    return bounds


def merged(rects):
    """`rects` with those that overlap joined where the box round them is no larger than they
    are together."""
    rects = list(rects)
    joined = True
    while joined:
        joined = False
        for i, a in enumerate(rects):
            for j in range(i + 1, len(rects)):
                b = rects[j]
                box = a.union(b)
                if a.colliderect(b) and box.w * box.h <= a.w * a.h + b.w * b.h:
                    rects[i] = box
                    del rects[j]
                    joined = True
                    break
            if joined:
                break
    return rects


class TableParts:
    """What the backdrop layer shows of the table: the key each part was last drawn with and
    the rectangle it was drawn in, and the places each part recorded then."""

    def __init__(self):
        self.drawn = {}     # part -> (key, bounds) of its picture in the layer
        self.places = {}
        self.look = None    # the scene's Look of this frame (its backdrop_key makes it)
        self._bounds = (None, None)
        self._keys = (None, None)

    def forget(self):
        """The whole table is drawn again at the next change (the screen handed over: the
        scene forgets the places drawn for the last viewer)."""
        self.drawn, self.places = {}, {}

    def bounds(self, t):
        if self._bounds[0] != t.serial:
            self._bounds = (t.serial, part_bounds(t))
        return self._bounds[1]

    def whole(self, t):
        """Everything the table may draw in: the parts, the felt and the action panel."""
        r = t.g.table.inflate(t.g.gap, t.g.gap).union(t.g.panel)
        return r.unionall(list(self.bounds(t).values()))

    def keys(self, t, shown, look):
        """part_keys, worked out once per frame: the engine asks for the rectangles twice and
        draws each rectangle in turn (`look`, the scene's Look, is made anew each frame; it is
        held here, so its id is never another's)."""
        memo = (t.serial, language(), shown, look)
        last = self._keys[0]
        if last is None or last[:2] != memo[:2] or last[2] is not shown or last[3] is not look:
            self._keys = (memo, part_keys(t, shown, look))
        return self._keys[1]

    def changed(self, t, shown, look):
        """The rectangles to draw again for the layer to show `shown` as `look` says: each part
        whose key changed, where it was and where it is now (the whole table before the first
        draw; none when no part changed). Parts that touch share one rectangle when it is no
        larger than theirs together (their overlap would be drawn twice)."""
        if not self.drawn:
            return [self.whole(t)]
        keys = self.keys(t, shown, look)
        bounds = self.bounds(t)
        rects = []
        for name in PARTS:
            last = self.drawn.get(name)
            if last is None or last[0] != keys[name]:
                rects.append(bounds[name] if last is None else bounds[name].union(last[1]))
        return merged(rects)

    def draw(self, surface, t, shown, look):
        """Draw the parts that reach into the surface's clip (all without a clip) and return
        the table's places. Parts outside the clip are not drawn: the layer still shows them."""
        t.begin(shown, look)
        keys = self.keys(t, shown, look)
        bounds = self.bounds(t)
        clip, window = surface.get_clip(), surface.get_rect()
        whole = clip.contains(self.whole(t).clip(window))
        if whole:
            self.drawn = {}
        places = Places()
        for name in PARTS:
            b = bounds[name]
            last = self.drawn.get(name)
            if whole or clip.colliderect(b) or name not in self.places:
                t.places = Places()
                DRAW[name](t, surface)
                self.places[name] = t.places
                if whole or clip.contains(b.clip(window)) and (
                        last is None or clip.contains(last[1].clip(window))):
                    self.drawn[name] = (keys[name], b)
                elif last is not None and last[0] != keys[name]:
                    # Drawn anew only in part: the whole of it again next time.
                    self.drawn[name] = (None, last[1].union(b))
            part = self.places[name]
            places.hits += part.hits
            places.pile_tips += part.pile_tips
            places.count_spots += part.count_spots
        t.places = places
        return places


def band_part(role, part):
    """The function drawing one part of the far or near seat's band."""
    def draw(t, surface):
        seat = t.g.far if role == "far" else t.g.near
        p, b = t.shown["players"][seat], t.g.bands[seat]
        if p is None:
            return
        if part == "head":
            t.draw_head(surface, seat, p, b)
        elif part == "piles":
            t.draw_piles(surface, seat, p, b)
        else:
            t.draw_hold(surface, seat, p, part, b.holds[part])
    return draw


DRAW = {
    "track": lambda t, surface: draw_duel.draw_track(t, surface, t.g.track, track_cells(t)),
    "hand": lambda t, surface: t.draw_hand(surface),
    "duel": draw_duel.draw_duel,
    "panel": draw_duel.draw_panel,
}
DRAW.update({f"{role}.{part}": band_part(role, part) for role in ("far", "near") for part in BAND})


_cells = [None, None]     # the track's cells of the last layout drawn (draw_duel.track_cells)


def track_cells(t):
    key = (t.serial, language())
    if _cells[0] != key:
        _cells[:] = [key, draw_duel.track_cells(t, t.g.track)]
    return _cells[1]


def draw_lit_step(t, surface):
    """The phase track's step lit, drawn over the backdrop layer each frame (the track's words
    lie in the layer, drawn once per layout): it changes with every turn, and in the layer it
    stretched the rectangles drawn again to the top of the table."""
    draw_duel.draw_track_step(t, surface, track_cells(t), track_step(t.shown),
                              t.shown.get("actor"))


_warmed = set()


def prewarm(t):
    """Write, once per layout, what the table will need in the middle of a game and would cost
    a frame its budget to make then: every step of the track lit (its words in ink: half a
    millisecond each at 3840x2160) and the card backs at the sizes the hand and the piles show
    them, in a fight and out of one (a hand's back took 8 ms to rasterise)."""
    from games.guardians_arena import cardface
    from games.guardians_arena.view import Geometry, card_rect
    g = t.g
    # Once per window layout and language: a fight starting lays the table out again, and the
    # words and backs made for the first layout are those it needs.
    done = (tuple(g.rect), t.s(100), language())
    if done in _warmed:
        return
    if len(_warmed) > 64:
        _warmed.clear()
    _warmed.add(done)
    scratch = pygame.Surface((1, 1))        # only the words are wanted: nothing is drawn
    cells = track_cells(t)
    draw_duel.draw_track(t, scratch, g.track, cells)
    for _, steps in TRACK:
        for step in steps:
            draw_duel.draw_track_step(t, scratch, cells, step, None)
    sizes = set()
    for fight in (False, True):
        other = Geometry(g.rect, t.s, g.near, fight)
        sizes.add(other.hand_rects(1)[0].size)
        sizes.add(card_rect(0, 0, other.w).size)
        for pile in other.bands[other.near].piles.values():
            sizes.add(pile.size)
    card = pygame.Surface((1, 1))
    for size in sizes:
        for back in ("pen", "storage"):
            cardface.draw_back(card, pygame.Rect((0, 0), size), back)
