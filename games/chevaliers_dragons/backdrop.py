"""Chevaliers et Dragons' part of the engine's backdrop layer, by region: each square of the
board, the board as a whole (the squares' names, the setup's camp frame, the board hidden under a
fight), and the side panel's parts (the army's banner, the feet and the Random button, the trophy
rows, the Ready/End button). Each region is keyed on what it shows, never on a counter: a stage
touched without showing anything new draws nothing again, and a move draws again the squares it
changed and the feet, not the whole board (at 3840x2160 the static layer copied under the board and
every piece drawn again cost a move's frame about 5 ms).

What stands on the board is gathered once into a list of *pieces* (what is drawn, where, in the
order it is drawn): the regions' keys are made from it and the layer drawn from it, so the key
cannot forget what the drawing shows."""
import pygame

from engine import assets
from engine.ui.chrome import aligned
from engine.ui.regions import Regions as LayerRegions
from engine.ui.widgets import BUTTON_MARGIN
from games.chevaliers_dragons import view
from games.chevaliers_dragons.view import DRAGONS, PRINCE

LIT = (255, 236, 140)     # the chosen square, under its pawn
PANEL = ("banner", "feet", "trophies", "tick")


def objectives_shown(shown):
    """{square: objective} of the objectives still on the shown board."""
    return {sq: name for name, sq in shown["objectives"].items() if sq is not None}


def sprite_piece(sq, name, size, center):
    """A sprite piece of square `sq`: ("sprite", name, size, centre, its rect on the window)."""
    size = max(2, int(size))
    center = (int(center[0]), int(center[1]))
    rect = assets.sprite(name, (size, size)).get_rect(center=center)
    return sq, ("sprite", name, size, center), rect


def pieces(t, look):
    """[(square, what, rect)]: what the layer shows on the board for `look` with Table `t`, in
    the order it is drawn: the chosen square lit, the objectives, the pawns (a guard lower on its
    objective, the chosen one standing up, a winner leaning at the square it fought for), the
    footprints of the pawns that moved this turn. Those hopping, lunging or dragged are drawn
    every frame (draw.Table.draw_moving_pieces), not here."""
    g, stage = t.g, t.stage
    shown, sel = look.shown, look.selected
    out = []
    if look.fight is not None:       # under the stage nothing of the board shows
        return out
    drag_from = look.dragging[0] if look.dragging is not None else None
    moving = t.hopping() | {drag_from, t.lunging()}
    if sel is not None and look.human:
        r = g.square_rect(sel)
        out.append((sel, ("lit", tuple(r), max(4, g.s(16))), r))
    objs = objectives_shown(shown)
    hidden_objs = stage.hidden("objectives")
    for sq, name in objs.items():
        if sq not in moving and sq not in hidden_objs:
            size = g.lifted if sq == sel and shown["board"][sq] is None else g.obj
            out.append(sprite_piece(sq, view.objective_sprite(name), size, g.square_center(sq)))
    lean = look.lunge
    hidden = stage.hidden("pawns")
    version = look.view["version"]
    for sq, kind in enumerate(shown["board"]):
        if kind is None or sq in moving or sq in hidden:
            continue
        center = g.square_center(sq)
        size = g.guard if sq in objs else g.pawn
        if sq in objs:
            center = (center[0], center[1] + int(g.cell * 0.08))
        if lean and lean[0] == sq:
            to = g.square_center(lean[1])
            center = (center[0] + (to[0] - center[0]) * lean[2],
                      center[1] + (to[1] - center[1]) * lean[2])
        if sq == sel:
            size = g.lifted      # the chosen pawn stands up a little
        out.append(sprite_piece(sq, view.pawn_sprite(kind, version), size, center))
    if shown["actor"] is not None and look.view["phase"] == "play":
        foot = view.FOOT[shown["actor"]]
        fs = g.cell // 3
        for sq in shown["moved"]:
            if shown["board"][sq] is None or sq in hidden:
                continue
            r = g.square_rect(sq)
            out.append(sprite_piece(sq, foot, fs, (r.right - fs // 2 - 2, r.top + fs // 2 + 2)))
    return out


def what_pieces_show(t, look):
    """Everything pieces() is made from (for one layout), to make them again only when it
    changed: the board as shown, the objectives, the squares hidden or moving, the choice."""
    shown, stage = look.shown, t.stage
    return (look.fight is None, look.dragging[0] if look.dragging is not None else None,
            tuple(sorted(t.hopping())), t.lunging(), look.selected, look.human,
            tuple(shown["objectives"].items()), tuple(sorted(stage.hidden("objectives"))),
            tuple(sorted(stage.hidden("pawns"))), tuple(shown["board"]), look.lunge,
            look.view["version"], shown["actor"], look.view["phase"], tuple(shown["moved"]))


def draw_pieces(surface, found):
    """The pieces `found` (pieces()) that lie in the surface's clip, in their order."""
    clip = surface.get_clip()
    for _, what, rect in found:
        if not clip.colliderect(rect):
            continue
        if what[0] == "lit":
            pygame.draw.rect(surface, LIT, what[1], border_radius=what[2])
        else:
            view.blit_center(surface, what[1], what[2], what[3])


class Regions(LayerRegions):
    """The regions of one layout, the key each was last drawn with, and the key of now."""

    def __init__(self, g, buttons, name_areas, chrome):
        super().__init__()
        s = g.s
        self.nsq = view.COLS * view.ROWS
        # A square's region holds what usually stands on it: a chosen pawn standing up reaches
        # a little past its square (1.04 of it). A piece reaching further (a winner leaning at
        # its neighbour) is keyed in every region it touches (key below).
        pad = g.cell // 40 + 2
        self.rects = {sq: g.square_rect(sq).inflate(2 * pad, 2 * pad) for sq in range(self.nsq)}
        edge = g.grid.inflate(2 * pad, 2 * pad)
        self.rects["board"] = edge.unionall(name_areas)
        margin = BUTTON_MARGIN + s(4)
        p = g.panel
        cap = g.caption_h
        self.rects["banner"] = g.banner.inflate(2 * s(4), 2 * s(4))
        for name, r in (("feet", g.feet), ("tick", g.tick)):
            # the button, its shadow, and its words under it (as wide as the panel beside the
            # board; none in a panel below it)
            area = r if g.panel_below else pygame.Rect(p.x, r.y, p.width, r.height + cap)
            self.rects[name] = area.union(r).inflate(2 * margin, 2 * margin)
        rows = g.trophy_rows[0].union(g.trophy_rows[1])
        self.rects["trophies"] = rows.inflate(2 * s(8), 2 * s(8))
        self.buttons = buttons      # (random, ready, end)
        # Where the regions reach into what the engine draws again on its own (`chrome`: the top
        # bar, under the squares' name chips; the log): the engine copies the static layer over
        # it and draws the game's part again only where backdrop_rect() says, so it says these
        # always (a few thin strips).
        self.shared = []
        for c in chrome:
            over = [r.clip(c) for r in self.rects.values() if r.colliderect(c)]
            if over:
                self.shared.append(aligned(over[0].unionall(over[1:])))
        self.found = []     # the pieces of now (pieces())
        self.made = None    # what they were made from (what_pieces_show())
        self.on = {}        # {square: the pieces keyed there}

    def key(self, t, look, button_look, viewer):
        """The layer's key (what every region shows), kept as `now` for dirty()."""
        st, shown = look.view, look.shown
        made = what_pieces_show(t, look)
        if made != self.made:
            # Worked out again only when what they are made from changed (not every frame).
            self.made = made
            self.found = pieces(t, look)
            self.on = self.keyed(self.found)
        now = dict(self.on)
        now["all"] = viewer
        now["board"] = (look.fight is None, st["phase"] == "setup" and st["side"])
        actor = shown["actor"] if look.answering is None else look.answering
        now["banner"] = actor
        feet = st["phase"] == "play" and actor is not None and not any(t.show.active("banner"))
        random, ready, end = self.buttons
        now["feet"] = (feet and (actor, shown["moves"]), button_look(random))
        now["trophies"] = tuple(tuple(sorted(shown["taken"][seat])) for seat in (PRINCE, DRAGONS))
        now["tick"] = (button_look(ready), button_look(end))
        self.now = now
        return tuple(now[name] for name in self.rects) + (now["all"],)

    def keyed(self, found):
        """{square: what its region shows}: each piece on its own square's region when it lies
        inside it, else on every region it touches."""
        on = {sq: [] for sq in range(self.nsq)}
        for sq, what, rect in found:
            if self.rects[sq].contains(rect):
                on[sq].append(what)
                continue
            for other in range(self.nsq):     # it reaches past its square: every one it touches
                if self.rects[other].colliderect(rect):
                    on[other].append(what)
        return {sq: tuple(v) for sq, v in on.items()}
