"""Guardians Arena's scene, drawing the table: a part (`Table`) made for each layout from the
geometry, which draws both seats' bands (Guardian, standard, prison, victories, strongholds with
the cards on and under them, reinforcements and weakenings, piles), the near seat's hand and the
middle (draw_duel.py). Everything comes from `shown` (the table as the show has told it, built
from observations), never from the full state; a card the viewer may not see has None for its id
and is drawn by its back. Each drawn place is recorded in the Table's `Places` (rect, click key,
card id) for clicks and for the large view on hover; table_parts.py draws the parts in turn."""
import itertools

import pygame

from engine import assets
from engine.i18n import language, tr
from engine.ui import classroom, text, theme
from games.guardians_arena import carddata, cardface, cardface_table
from games.guardians_arena.view import RATIO, plate_px

K = "guardians-arena.ui."
FELT = (30, 58, 52)
FELT_EDGE = (14, 30, 27)
SLOT = (58, 92, 84)
LIT = theme.YELLOW
NAME_PX, DIGIT_PX = 18, 24      # the font sizes of a card's name and main number at 1920x1080
_layouts = itertools.count(1)


def card_of(cid):
    return carddata.pool().get(cid) if cid is not None else None


def fanned(rect, k, n, step):
    """Where the k-th of n cards fanned in a pile's `rect` lies: each one `step` right of and
    above the one under it, all of them a little smaller so the fan stays inside the pile's place
    (a pile at the table's right edge spilled over the felt's border)."""
    spread = (n - 1) * step
    w = rect.width - spread
    h = round(rect.height * w / rect.width) if rect.width else rect.height
    return pygame.Rect(rect.x + k * step, rect.bottom - h - k * step, w, h)


def hand_zone(shown, near, picks):
    """Which of the near seat's zones the hand row shows: the pen when the choice (`picks`, the
    card ids that may be picked now) is from it."""
    p = shown["players"][near]
    if p is None or p["hand"] is None:
        return "hand"
    if picks and not (picks & set(p["hand"])) and p["pen"] and picks & set(p["pen"]):
        return "pen"
    return "hand"


class Look:
    """How the table is drawn beside what it shows: whose eyes (`viewer_seat`, None for a
    spectator), the places that may be clicked now (`lit`) and whether they are outlined
    (`highlight`), the card picked (`picked`, pressed at `picked_at`), the zone the hand row
    shows, the round's end told (`winner_frame`, `round_told`), whether the totals count up
    (`counting`) and the panel's words."""

    def __init__(self, viewer_seat=None, lit=frozenset(), highlight=True, picked=None,
                 picked_at=None, hand_zone="hand", winner_frame=None, round_told=None,
                 counting=False, panel=""):
        self.viewer_seat, self.lit, self.highlight = viewer_seat, lit, highlight
        self.picked, self.picked_at, self.hand_zone = picked, picked_at, hand_zone
        self.winner_frame, self.round_told = winner_frame, round_told
        self.counting, self.panel = counting, panel


class Places:
    """What a drawn table holds for the input: `hits` (rect, click key or None, card id or None)
    in drawing order, `pile_tips` (rect, zone, count) of each pile for its hover label, and
    `count_spots` where the totals count up at a round's end."""

    def __init__(self):
        self.hits, self.pile_tips, self.count_spots = [], [], []


class Table:
    """A part of the scene: the table drawn for one layout (`g`, scaled by `s`), the seats told
    by `seat_info`. Its parts (draw_head, draw_hold, draw_piles, draw_hand, draw_duel's) draw
    what `begin(shown, look)` set, recording their places into `places`."""

    def __init__(self, g, s, seat_info):
        self.g, self.s, self.seat_info = g, s, seat_info
        self.serial = next(_layouts)    # a layout's pictures are never another's (table_parts)
        self.shown, self.look, self.places = None, Look(), Places()

    def begin(self, shown, look):
        """What the parts drawn next show (table_parts.TableParts draws them)."""
        self.shown, self.look = shown, look

    def draw_felt(self, surface):
        """The table's cloth, the same for a window size: drawn once into the static layer."""
        g = self.g
        pygame.draw.rect(surface, FELT, g.table.inflate(g.gap, g.gap), border_radius=self.s(18))

    # --- small helpers ------------------------------------------------------------------------
    def px(self, design=24):
        """A text size whose capitals are at least 22 px at 1080p (never under 12 px)."""
        return max(12, text.cap_px(self.s(design) * 0.72 * 1.0))

    def label(self, surface, words, rect_or_pos, colour=theme.WHITE, size=24, **anchor):
        px = self.px(size)
        if isinstance(rect_or_pos, pygame.Rect):
            px = text.fit(words, px, max(10, rect_or_pos.width), bold=True, min_px=10)
        glyphs = text.render(words, px, colour, True)
        r = glyphs.get_rect(**anchor)
        surface.blit(glyphs, r)
        return r

    def name_plate(self, rect, cid):
        """Where the card `cid` drawn in `rect` writes its name, on the screen (None: unknown)."""
        c, reading = card_of(cid), self.reading(rect)
        if c is None or reading is None:
            return None
        box = cardface_table.name_plate(rect.size, c, language(), *reading)
        return box.move(rect.topleft).clip(rect)

    def reading(self, rect, seen=None):
        """The sizes a card's name and main number are written at on the table (18 and 24 px at
        1920x1080, scaled with the window), for a card at least as wide as the table's cards;
        a mini (a pile, a standard) keeps the plain face. `seen`: the width a fan leaves
        uncovered, where its name goes."""
        if rect.width < self.g.w * 0.9:
            return None
        # Never smaller, either, than a card of the table's size carries them at 1920x1080 (a
        # tall window's scale is small but its cards are not).
        w = self.g.w
        out = (max(9, self.s(NAME_PX), int(w * 0.16)), max(11, self.s(DIGIT_PX), int(w * 0.22)))
        return out + (seen,) if seen is not None and seen < rect.width * 0.9 else out

    def hit(self, rect, key=None, cid=None):
        self.places.hits.append((pygame.Rect(rect), key, cid))

    def card(self, surface, rect, cid, *, key=None, back="pen", mine_hidden=False,
             selected=False, seen=None):
        """A card: face up when its id is known to the viewer, else its back. `mine_hidden`: the
        viewer's own face-down card (drawn face up with a small back in its corner, so its owner
        knows the other seat sees only the back)."""
        c = card_of(cid)
        if c is None:
            cardface.draw_back(surface, rect, back, selected=selected)
        else:
            cardface.draw_card(surface, rect, c, language(), selected=selected,
                               reading=self.reading(rect, seen))
            if mine_hidden:
                m = pygame.Rect(0, 0, max(6, rect.width // 3), max(8, int(rect.width // 3 * RATIO)))
                m.bottomright = (rect.right - 2, rect.bottom - 2)
                cardface.draw_back(surface, m, back)
        if key is not None and key in self.look.lit and self.look.highlight:
            self.outline(surface, rect, LIT)
        self.hit(rect, key, cid)

    def item_rect(self, rect, share):
        """An item's mini card on the card that carries it: over its picture's right edge, off
        its name and numbers."""
        r = pygame.Rect(0, 0, int(rect.width * share), int(rect.width * share * RATIO))
        r.midright = (rect.right + self.s(8), rect.centery - self.s(4))
        return r

    def outline(self, surface, rect, colour, width=None):
        w = width or max(3, self.s(6))
        pygame.draw.rect(surface, theme.INK, rect.inflate(2 * w + 2, 2 * w + 2), w + 2,
                         border_radius=max(4, w * 2))
        pygame.draw.rect(surface, colour, rect.inflate(2 * w, 2 * w), w, border_radius=max(4, w * 2))

    def empty_slot(self, surface, rect, key=None, words=None):
        pygame.draw.rect(surface, SLOT, rect, max(2, self.s(3)), border_radius=max(4, self.s(8)))
        if words and text.fit(words, self.px(20), rect.width - 4, True, 10) >= 12 and \
                text.render(words, text.fit(words, self.px(20), rect.width - 4, True, 10),
                            theme.WHITE, True).get_width() <= rect.width - 4:
            self.label(surface, words, rect.inflate(-4, 0), (236, 236, 236), 20, center=rect.center)
        if key is not None and key in self.look.lit and self.look.highlight:
            self.outline(surface, rect, LIT)
        self.hit(rect, key)

    def pile_icon(self, surface, rect, zone, n, icon=None):
        """A pile's icon on a paper disc over the top of its mini card, so a pile is told by its
        picture and not only by where it sits; hovering it names it (see `pile_tip`)."""
        size = max(12, int(rect.width * 0.72))
        disc = pygame.Rect(0, 0, size, size)
        disc.midtop = (rect.centerx, rect.y - self.s(6))
        pygame.draw.ellipse(surface, theme.PAPER, disc)
        pygame.draw.ellipse(surface, theme.INK, disc, max(1, self.s(2)))
        icon = assets.sprite("guardians-arena/icon-" + (icon or zone),
                             (int(size * 0.8), int(size * 0.8)))
        surface.blit(icon, icon.get_rect(center=disc.center))
        self.places.pile_tips.append((rect.union(disc), zone, n))

    def count_badge(self, surface, rect, n):
        px = self.px(26)
        glyphs = text.render(str(n), px, theme.INK, True)
        r = glyphs.get_rect()
        r.inflate_ip(self.s(14), self.s(4))
        r.midbottom = (rect.centerx, rect.bottom + self.s(6))
        pygame.draw.rect(surface, theme.PAPER, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, theme.INK, r, max(2, self.s(3)), border_radius=r.height // 2)
        surface.blit(glyphs, glyphs.get_rect(center=r.center))
        classroom.contrast(theme.INK, theme.PAPER, "count")

    # --- the table (its felt lies in the static layer: draw_felt) -----------------------------
    def draw_head(self, surface, seat, p, b):
        """A band's head: the Guardian, its stones, the standard, the prison and the victories
        (a band is drawn in parts: its head, each stronghold (draw_hold), its piles)."""
        info = self.seat_info(seat)
        self.card(surface, b.guardian, p["guardian"], key=("guardian", seat))
        # The power stones left, on a plate under the Guardian's card (on the card they hid its
        # numbers).
        size = min(self.s(34), max(10, self.g.plate - 2))
        stones = assets.sprite("guardians-arena/icon-stone", (size, size))
        glyphs = text.render(str(p["stones"]), self.px(26) if size >= self.s(30) else
                             text.fit(str(p["stones"]), size, size * 2, True, 10), theme.INK, True)
        pill = pygame.Rect(0, 0, size + glyphs.get_width() + self.s(18), max(size, glyphs.get_height()))
        em = assets.sprite(info["icon"], (size, size))
        pill.midtop = (b.guardian.centerx + size // 2, b.guardian.bottom + self.s(2))
        # The seat's emblem beside it (on the card it hid the name's first letters).
        surface.blit(em, em.get_rect(midright=(pill.x - self.s(2), pill.centery)))
        pygame.draw.rect(surface, theme.PAPER, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, theme.INK, pill, max(1, self.s(2)), border_radius=pill.height // 2)
        surface.blit(stones, stones.get_rect(midleft=(pill.x + self.s(6), pill.centery)))
        surface.blit(glyphs, glyphs.get_rect(midright=(pill.right - self.s(8), pill.centery)))
        classroom.contrast(theme.INK, theme.PAPER, "stones")
        self.draw_extras(surface, seat, p, b)

    def draw_extras(self, surface, seat, p, b):
        if p["standard"]:
            self.card(surface, b.standard, p["standard"], key=("standard", seat))
        else:
            self.empty_slot(surface, b.standard, None, tr(K + "zone.standard"))
        pr = p.get("prison")
        if pr:
            self.card(surface, b.prison, pr.get("shield"))
            cap = b.prison.move(self.s(10), self.s(18))
            self.card(surface, cap, pr.get("creature"), key=("prison", seat))
        else:
            self.empty_slot(surface, b.prison, None, tr(K + "zone.prison"))
        v = p["victories"]
        r = b.victories
        if v:
            cw = int(r.height / RATIO)
            step = min(cw, (r.width - cw) // max(1, len(v) - 1)) if len(v) > 1 else 0
            for k, cid in enumerate(v):
                self.card(surface, pygame.Rect(r.x + k * step, r.y, cw, r.height), cid)
        else:
            self.empty_slot(surface, r)
        self.pile_icon(surface, pygame.Rect(r.x, r.y, int(r.height / RATIO), r.height),
                       "victories", len(v), icon="victory")
        self.count_badge(surface, r, len(v))

    def draw_hold(self, surface, seat, p, pos, rects):
        h = p["strongholds"][pos]
        mine = seat == self.look.viewer_seat
        hold = rects["hold"]
        # the plate under the stronghold may span its slots beside it: fitted to the card alone,
        # "Under the centre" came out 12 px tall at 1920x1080
        wide = hold.unionall([rects[k] for k in ("on", "under") if rects.get(k)]).width
        if h["ruin"]:
            cardface.draw_ruin(surface, hold)
            self.hit(hold, ("hold", seat, pos))
            if ("hold", seat, pos) in self.look.lit and self.look.highlight:
                self.outline(surface, hold, LIT)
            self.plate(surface, hold, tr(K + "hold.ruin"), wide)
        else:
            self.card(surface, hold, h["card"], key=("hold", seat, pos))
            if not h["deployed"]:
                # Not yet in play: its picture and numbers dimmed, its name left as it is (the
                # veil over the name left dark ink on dark grey, 2.5:1)
                name = self.name_plate(hold, h["card"])
                name = name and name.clip(surface.get_rect())
                kept = surface.subsurface(name).copy() if name else None
                veil = pygame.Surface(hold.size, pygame.SRCALPHA)
                veil.fill((10, 10, 25, 150))
                surface.blit(veil, hold)
                if kept:
                    surface.blit(kept, name)
                self.plate(surface, hold, tr(K + "hold.waiting"), wide)
            else:
                self.plate(surface, hold, tr(K + "hold." + pos), wide)
        mini = int(hold.width * 0.42)
        for k, which in enumerate(("reinforcement", "weakening")):
            f = h.get(which)
            if f:
                r = pygame.Rect(0, 0, mini, int(mini * RATIO))
                r.bottomleft = (hold.x + k * (hold.width - mini), hold.bottom + self.s(8))
                self.card(surface, r, f["card"])
        for slot in ("on", "under"):
            rect = rects[slot]
            c = h[slot]
            key = (slot, seat, pos)
            if c is None:
                if h["deployed"] and not h["ruin"]:
                    self.empty_slot(surface, rect, key)
                continue
            self.card(surface, rect, c["card"], key=key, mine_hidden=mine and not c["up"])
            if c.get("with_item") or c.get("item"):
                r = self.item_rect(rect, 0.42)
                self.card(surface, r, c.get("item"), mine_hidden=mine and not c.get("item_up"))

    def plate(self, surface, rect, words, room):
        px = text.fit(words, plate_px(self.s), room - self.s(12), bold=True, min_px=10)
        glyphs = text.render(words, px, theme.WHITE, True)
        r = glyphs.get_rect(midtop=(rect.centerx, rect.bottom + self.s(2)))
        back = r.inflate(self.s(10), 0)
        pygame.draw.rect(surface, FELT_EDGE, back, border_radius=self.s(6))
        surface.blit(glyphs, r)
        classroom.contrast(theme.WHITE, FELT_EDGE, "plate")

    def draw_piles(self, surface, seat, p, b):
        pub = p["public"]
        d = p["deck"]
        deck_n = len(d["top"]) + pub.get("seen", 0) + pub.get("pool", 0) + len(d["bottom"])
        r = b.piles["deck"]
        if deck_n:
            cardface.draw_back(surface, r, "storage")
        else:
            self.empty_slot(surface, r)
        self.hit(r)
        self.pile_icon(surface, r, "deck", deck_n)
        self.count_badge(surface, r, deck_n)
        r = b.piles["discard"]
        if p["discard"]:
            self.card(surface, r, p["discard"][-1])
        else:
            self.empty_slot(surface, r)
        self.pile_icon(surface, r, "discard", len(p["discard"]))
        self.count_badge(surface, r, len(p["discard"]))
        r = b.piles["dominance"]
        if p["dominance"]:
            self.card(surface, r, p["dominance"])
        else:
            self.empty_slot(surface, r)
        self.pile_icon(surface, r, "dominance", None)
        for zone in ("storage", "pen"):
            ids = p[zone] if p[zone] is not None else [None] * pub.get(zone, 0)
            self.fan(surface, b.piles[zone], ids, zone)
            self.pile_icon(surface, b.piles[zone], zone, len(ids))
            self.count_badge(surface, b.piles[zone], len(ids))
        n_hand = pub.get("hand_storage", 0) + pub.get("hand_pen", 0)
        backs = ["storage"] * pub.get("hand_storage", 0) + ["pen"] * pub.get("hand_pen", 0)
        r = b.piles["hand"]
        if p["hand"] is not None:
            # Face up whenever the observation shown holds the cards: the viewer's own hand, or
            # both hands in a finished game's replay seen with "everything shown" eyes.
            self.fan(surface, r, list(p["hand"]), "pen")
        elif backs:
            shown = backs[:4]
            for k, bk in enumerate(shown):
                cardface.draw_back(surface, fanned(r, k, len(shown), self.s(5)), bk)
            self.hit(r)
        else:
            self.empty_slot(surface, r)
        self.pile_icon(surface, r, "hand", n_hand)
        self.count_badge(surface, r, n_hand)

    def fan(self, surface, rect, ids, back):
        if not ids:
            self.empty_slot(surface, rect)
            return
        shown = ids[-3:]
        for k, cid in enumerate(shown):
            self.card(surface, fanned(rect, k, len(shown), self.s(5)), cid, back=back)

    # --- the near seat's hand -----------------------------------------------------------------
    def draw_hand(self, surface):
        g = self.g
        p = self.shown["players"][g.near]
        if p is None:
            return
        zone = self.look.hand_zone
        words = tr(K + ("zone.my_pen" if zone == "pen" else "zone.my_hand"))
        ids = p[zone]
        if ids is None:
            pub = p["public"]
            ids = [None] * (pub.get("hand_storage", 0) + pub.get("hand_pen", 0))
            words = tr(K + "zone.hand_of", player=tr(self.seat_info(g.near)["name"]))
        r = g.hand_label
        text.draw_wrapped(surface, words, self.px(22), theme.WHITE, r.inflate(-self.s(8), 0),
                          bold=True)
        classroom.contrast(theme.WHITE, FELT, "hand label")
        backs = ["storage"] * p["public"].get("hand_storage", 0) + ["pen"] * 99
        picked = self.look.picked
        rects = g.hand_rects(len(ids))
        # Two copies of the picked card: only the one pressed is lifted (the first, if it was
        # picked by key: both are the same card to the rules).
        copies = [k for k, cid in enumerate(ids) if cid is not None and cid == picked]
        at = self.look.picked_at
        lifted = next((k for k in copies if at is not None and rects[k].collidepoint(at)),
                      copies[0] if copies else None)
        step = rects[1].x - rects[0].x if len(rects) > 1 else None
        for k, (rect, cid) in enumerate(zip(rects, ids)):
            sel = k == lifted
            if sel:
                rect = rect.move(0, -self.s(16))
            seen = step if k < len(rects) - 1 else None
            self.card(surface, rect, cid, key=("card", cid) if cid else None,
                      back=backs[k] if cid is None else "pen", selected=sel, seen=seen)
