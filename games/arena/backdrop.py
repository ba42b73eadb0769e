"""ARENA's part of the engine's backdrop layer, by region: each hex of the arena, the arena as a
whole, each fighter's card, and the side column (the round track, the action buttons, the
forecast). Each region is keyed on what it shows (the fighters as shown, the marks, the buttons'
looks), never on a counter: a stage that is touched without showing anything new draws nothing
again, and a step of a walk draws again the two hexes it changed, not the arena, the cards and
the buttons. backdrop_rect() is the rectangle of the regions whose key changed since they were
last drawn (or a few of them, far apart): at 3840x2160 the whole static layer copied and
everything drawn again after each step cost its frame about 4 ms. The cards are kept as they look
on the layer, and painted ahead of the turn that changes them.

The scene gathers what the layer shows into a `Look` (data, and the parts that draw themselves:
the picker, the cards, the buttons); this module says which region each thing lies in and draws
them, clipped to what changed."""
import pygame

from engine import cache
from engine.ui import classroom
from engine.ui.chrome import aligned
from engine.ui.regions import Regions as LayerRegions
from games.arena import board as B
from games.arena.fighters import ATTACK
from games.arena.view import fighter_sprite


class Look:
    """What the layer shows now, gathered by the scene (ArenaScene.backdrop_look)."""

    def __init__(self, **what):
        self.__dict__.update(what)


def _canon(zone):
    """A reach zone as a key that does not depend on the order its sets were built in."""
    if isinstance(zone, dict):
        return tuple(sorted(zone.items()))
    if isinstance(zone, tuple):
        return tuple(tuple(sorted(part)) for part in zone)
    return zone


def _rect(r):
    return tuple(r) if r is not None else None


class Regions(LayerRegions):
    """The regions of one layout, the key each was last drawn with, and the key of now. The
    arena is keyed hex by hex for what stands on it (a fighter, a weapon, a step of the walk):
    a step or a turn passing draws again the hexes it changed, not the whole arena; the marks
    of a person's turn and the reach shown (the "arena" key) draw all of it."""

    def __init__(self, g):
        super().__init__()
        s, b = g.s, g.board
        pad = max(s(28), g.cell // 4)      # a hint's notched frame, a ring's ink round a hex
        self.rects = {"arena": b.rect.inflate(2 * pad, 2 * pad)}
        for i, r in enumerate(g.cards):   # a card's picture has room for its shadow
            self.rects["card%d" % i] = r.inflate(2 * s(12), 2 * s(12))
        side = g.track.unionall(g.slots + g.choice_slots + [g.forecast])
        self.rects["side"] = side.inflate(2 * s(28), 2 * s(28))     # a hint's frame round a button
        # What stands on a hex stays inside its box (a fighter is a hex wide); a little more
        # for the ink round the turn's ring.
        edge = max(4, g.cell // 16)
        for h in range(B.NHEX):
            self.rects[h] = b.cell_rect(h).inflate(2 * edge, 2 * edge)

    def key(self, look):
        """The layer's key (what every region shows), kept as `now` for dirty()."""
        now = {"all": look.viewer}
        now["arena"] = (
            look.reach_of, _canon(look.zone), tuple(look.ends), look.path and tuple(look.path),
            look.start, look.me, look.position, look.highlight, look.prefix,
            tuple(look.targets), look.target, _rect(look.hint), look.hint_action)
        now.update(on_hexes(look))
        for i, b in enumerate(look.cards.buttons):
            now["card%d" % i] = card_look(b, b.shows())
        now["side"] = (
            look.shown.get("round"), look.shown.get("last"), look.shown.get("calm"),
            look.controls.look(), tuple(b.vals for b in look.controls.buttons
                                        if hasattr(b, "vals")),
            look.me, look.position, look.target, look.words, _rect(look.hint))
        self.now = now
        return tuple(now[name] for name in self.rects) + (now["all"],)


def on_hexes(look):
    """{hex: what stands on it in the layer}: the fighters standing still (their picture, the
    emblem, the turn's ring), the weapons on the floor, the walk's steps so far."""
    st = look.shown
    items = {h: [] for h in range(B.NHEX)}
    if st.get("phase") == "move" and st.get("turn") is not None:
        path = st["turn"]["path"]
        for k, h in enumerate(path):
            items[h].append(("step", path[k - 1] if k else None,
                             path[k + 1] if k + 1 < len(path) else None))
    taken = {f["hex"] for f in st["fighters"]}
    for i, f in enumerate(st["fighters"]):
        if f["weapon"] is not None and i not in look.hidden_weapons:
            items[f["weapon"]].append(("weapon", f["weapon"] in taken))
        if i not in look.moving:
            items[f["hex"]].append(("fighter", i, fighter_sprite(i, f), f["hp"], f["ground"],
                                    i == look.now))
    return {h: tuple(v) for h, v in items.items()}


def draw(surface, t, look, regions):
    """The layer's game part for `look`, with Table `t`; only the regions in the clip."""
    st = look.shown
    cards = ["card%d" % i for i in range(len(look.cards.buttons))]
    if regions.seen(surface, "side"):
        t.draw_track(surface, st)
    if regions.seen(surface, "arena"):
        if look.reach_of is not None:
            t.draw_reach(surface, st, look.reach_of, look.zone)
        t.draw_walk(surface, st, look.ends, look.path, look.start)
        t.draw_weapons(surface, st, look.hidden_weapons, covered=False)
        still = [i for i in range(len(st["fighters"])) if i not in look.moving]
        t.draw_fighters(surface, st, still, look.now, look.motion)
        t.draw_weapons(surface, st, look.hidden_weapons, covered=True)
        if look.me is not None:
            look.picker.draw(surface, show_targets=look.highlight, cursor=False)
            t.draw_targets(surface, look.view, look.targets, look.target)
        # A reach's ring or a target's frame reaches a corner hex's edge, where its row's name
        # chip lies ("A1" came out "A"): the chips go over them again.
        t.draw_hex_names(surface)
    if look.me is not None:
        t.draw_hint(surface, look.hint)
    if regions.seen(surface, *cards):
        if regions.now is None:
            look.cards.draw(surface)
        else:
            draw_cards(surface, look.cards.buttons, [regions.now[c] for c in cards])
    if regions.seen(surface, "side"):
        look.controls.draw(surface)
        if look.target is None:
            t.draw_reach_words(surface, look.words, look.controls)
        else:
            t.draw_forecast(surface, look.view, look.me, look.target)
    regions.drawn_on(surface)


def hint_rect(a, g, view, postures, end_btn):
    """Where hint `a` points: the posture's or the end's button, or the foe's hex (or None)."""
    if not isinstance(a, list) or not a:
        return None
    if a[0] in ("posture", "up", "pickup"):
        return postures[a[1]].rect
    if a[0] == "attack":
        return g.board.cell_rect(view["fighters"][a[1]]["hex"])
    if a[0] == "end":
        return end_btn.rect
    return None


def card_area(b):
    """Where card `b`'s picture lies on the layer (with its shadow), in whole 8-pixel groups."""
    return aligned(pygame.Rect(b.rect.topleft, (b.rect.width + 8, b.rect.height + 8)))


def card_look(b, shows):
    """The card region's key (Regions.key) for card `b` showing `shows` (FighterCard.shows)."""
    return (b.visible, b.enabled, b.hover, b.pressed, tuple(b.rect), shows)


def draw_cards(surface, cards, keys):
    """The fighters' cards, each kept as it looks on the layer (the static background under it,
    its shadow, the card) in one opaque picture: a turn that passes changes two cards, and the
    four others, in the rectangle drawn again, are then plain copies rather than six
    translucent cards blitted (1.5 ms at 3840x2160). `keys`: each card's look (Regions.key)."""
    clip, size = surface.get_clip(), surface.get_size()
    for b, look in zip(cards, keys):
        area = card_area(b)
        if not clip.colliderect(area) or not b.visible:
            continue
        if classroom.recording():       # the figures are recorded as the card is painted
            b.draw(surface)
            continue
        kept = cache.get(("ar-card-on-layer", b.seat, size, tuple(area), look))
        if kept is not None:
            classroom.pressable(b.rect, b.name)
            surface.blit(kept, area)
            continue
        whole = clip.contains(area) and surface.get_rect().contains(area)
        if whole:
            # Just copied from the static layer: what lies under the card, kept for the
            # pictures painted ahead (paint_ahead).
            cache.put(("ar-card-under", b.seat, size, tuple(area)),
                      surface.subsurface(area).copy())
        b.draw(surface)
        if whole:
            # All of it drawn afresh over the static layer: this is how it looks.
            cache.put(("ar-card-on-layer", b.seat, size, tuple(area), look),
                      surface.subsurface(area).copy())


def paint_ahead(cards, size, now):
    """Paint one card's picture on the layer ahead of the frame that needs it (called in a
    frame that draws nothing again): the card whose turn it is as it will look when the turn
    passes, and the next ones as they will look when theirs comes, in each posture. A turn
    passing then blits kept pictures instead of painting two cards in its frame. Returns
    whether one was painted."""
    if now is None or classroom.recording():
        return False
    order = [cards[(now + k) % len(cards)] for k in range(len(cards))]
    wanted = [(order[0], dict(order[0].fighter), False)]
    for b in order[1:]:
        if b.fighter is not None and b.fighter["hp"] > 0:
            wanted.append((b, dict(b.fighter), True))
            wanted += [(b, dict(b.fighter, posture=p), True) for p in ATTACK]
            break
    for b, f, turn in wanted:
        if b.fighter is None or not b.visible:
            continue
        area = card_area(b)
        shows = b.shows(f, turn)
        key = ("ar-card-on-layer", b.seat, size, tuple(area), card_look(b, shows))
        under = cache.get(("ar-card-under", b.seat, size, tuple(area)))
        if under is None or cache.get(key) is not None:
            continue
        card = pygame.Surface((b.rect.width + 8, b.rect.height + 8), pygame.SRCALPHA)
        card.fill((0, 0, 0, 0))
        b.paint(card, pygame.Rect((0, 0), b.rect.size), f, turn, b.reach)
        picture = under.copy()
        picture.blit(card, (b.rect.x - area.x, b.rect.y - area.y))
        cache.put(key, picture)
        return True
    return False
