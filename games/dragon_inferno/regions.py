"""Les Dragons 100 Flammes' part of the engine's backdrop layer, by region: each of the board's
64 squares, the caves, each panel's head (emblem, score, crushed eggs), each tray (its tiles and
the buttons of the piece in hand), and the turn ring round each panel. Each region is keyed on
what it shows, never on a counter: a stage touched without showing anything new draws nothing
again, and a move draws again the squares it covered, the head whose score changed and the tray
it left, not the whole board (at 3840x2160 the static layer copied under the board, the panels
and the trays and everything drawn again cost a move's frame about 6 ms).

A region's rectangle holds all that is drawn for it: a tile's ink edge and a dragon's outline
reach a few pixels past their squares, a button's shadow below its slot. A piece over several
squares is keyed on each of them. The layer is drawn whole within the clip of the regions that
changed, so what overlaps them (the squares' name chips, a neighbour's edge) is drawn again too."""
import pygame

from engine.ui import regions
from engine.ui.chrome import aligned
from games.dragon_inferno import rules as DR
from games.dragon_inferno.view import DARK, LIGHT, framed_cave


def board_items(shown, hidden, picker, hint, highlight):
    """{square: [what is drawn on it]} in the order Table.draw_pieces, the picker and the hint's
    ghost draw them: tiles, eggs, dragons, the picker's marks, the hint's outline."""
    on = {q: [] for q in range(64)}
    for i, t in enumerate(shown["tiles"]):
        if i not in hidden("tiles"):
            what = ("tile", t["seat"], tuple(t["squares"]), t["castle"], t["hole"],
                    t["hole"] in shown["hatched"])
            for q in t["squares"]:
                on[q].append(what)
    for q in shown["eggs"]:
        if q not in hidden("eggs"):
            on[q].append(("egg",))
    for i, d in enumerate(shown["dragons"]):
        if i not in hidden("dragons"):
            what = ("dragon", tuple(d["squares"]))
            for q in d["squares"]:
                on[q].append(what)
    for q in picker.hint_cells():
        on[q].append(("hint-cell",))
    for q in picker.selected_cells():
        on[q].append(("chosen",))
    if highlight and picker.prefix:
        for q in picker.target_cells():
            on[q].append(("target",))
    if isinstance(hint, list) and hint and hint[0] in ("tile", "dragon"):
        # The hint's outline (Table.draw_hint_ghost): keyed on the hint itself on every square
        # of the board, since its squares depend on the shape; a hint is rare and short.
        for q in range(64):
            on[q].append(("hint", repr(hint)))
    return {q: tuple(v) for q, v in on.items()}


class Regions(regions.Regions):
    """The regions of one layout, the key each was last drawn with, and the key of now."""

    def __init__(self, g, chrome):
        super().__init__()
        s = g.s
        self.g = g
        # A tile's ink edge (paint.kingdom_picture) reaches 2 * cell // 14 + 2 past its squares.
        pad = 2 * max(2, g.cell // 14) + 4
        self.rects = {q: [g.square_rect(q).inflate(2 * pad, 2 * pad)] for q in range(64)}
        m = s(5) + 5        # the next cave's ring, the numbers' outline (Table.draw_caves)
        self.rects["caves"] = [g.caves[0].unionall(g.caves).inflate(2 * m, 2 * m)]
        for seat in (LIGHT, DARK):
            # The crushed eggs (Table.draw_head) shrink to stay inside g.eggs, however many.
            head = g.heads[seat].union(g.eggs[seat]).inflate(2 * s(4) + 4, 2 * s(4) + 4)
            self.rects["head%d" % seat] = [head]
            slots = g.trays[seat]
            # A slot's picture is 8 px wider and taller than it (its shadow).
            self.rects["tray%d" % seat] = [slots[0].unionall(slots).inflate(20, 20)]
            # The turn ring (Table.draw_turn_ring), its corners rounded s(26), in four strips.
            r = g.panels[seat].inflate(s(14) + 4, s(14) + 4)
            e = s(26) + 4
            self.rects["ring%d" % seat] = [
                pygame.Rect(r.x, r.y, r.width, e), pygame.Rect(r.x, r.bottom - e, r.width, e),
                pygame.Rect(r.x, r.y, e, r.height), pygame.Rect(r.right - e, r.y, e, r.height)]
        # Where the regions reach into what the engine draws again on its own (the top bar, the
        # log): it copies the static layer there and draws the game's part only where
        # backdrop_rect() says, so it says these always.
        self.shared = []
        for c in chrome:
            over = [r.clip(c) for rs in self.rects.values() for r in rs if r.colliderect(c)]
            if over:
                self.shared.append(aligned(over[0].unionall(over[1:])))

    def key(self, scene, score_of):
        """The layer's key (what every region shows), kept as `now` for dirty()."""
        shown, hidden = scene.shown, scene.stage.hidden
        now = board_items(shown, hidden, scene.picker, scene.hint,
                          scene.app.settings["highlight"])
        st = shown
        now["caves"] = (tuple(st["caves"]), st["next_cave"], framed_cave(st),
                        tuple(sorted(st["gone"])),
                        tuple(sorted(k for k in range(len(self.g.caves)) if k in hidden("caves"))))
        ring = scene.turn_seat() if scene.human_to_act() else None
        counting = scene.anims.counting
        tray = scene.tray.look()
        controls = [(b, k) for b, k in zip(scene.controls.buttons, scene.controls.look())
                    if b.visible]
        for seat in (LIGHT, DARK):
            crushed = len(st["crushed"][seat])
            now["head%d" % seat] = (score_of(shown, counting, seat), crushed,
                                    DR.eggs_to_place(st, seat))
            now["ring%d" % seat] = ring == seat
            area = self.rects["tray%d" % seat][0]
            now["tray%d" % seat] = (
                tuple((k, b.held, b.orient) for b, k in zip(scene.tray.buttons, tray)
                      if b.seat == seat),
                tuple(k for b, k in controls if b.rect.colliderect(area)))
        # A control outside both trays (none today) is drawn anywhere: the whole layer.
        stray = tuple(k for b, k in controls if not any(
            b.rect.colliderect(self.rects["tray%d" % seat][0]) for seat in (LIGHT, DARK)))
        now["all"] = (scene.viewer(), stray)
        self.now = now
        return tuple(now[name] for name in self.rects) + (now["all"],)

    def merge(self, dirty):
        """Neighbours joined (a tile's squares side by side), the rest each on its own: a move
        dirties a tile's squares, a head and a tray, far apart (merged below)."""
        return merged(dirty)


def merged(rs):
    """The rectangles `rs`, two joined into the box round them while that box is hardly larger
    than they are (a tile's squares side by side), each widened to 8 px: the engine copies the
    static layer and draws the game's part once per rectangle."""
    rs = [pygame.Rect(r) for r in rs]
    joined = True
    while joined and len(rs) > 1:
        joined = False
        for i in range(len(rs)):
            for j in range(i + 1, len(rs)):
                u = rs[i].union(rs[j])
                if 4 * u.width * u.height <= 5 * (rs[i].width * rs[i].height
                                                  + rs[j].width * rs[j].height):
                    rs[i] = u
                    del rs[j]
                    joined = True
                    break
            if joined:
                break
    return [aligned(r) for r in rs]
