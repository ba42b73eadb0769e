"""Dragons Arena's part of the engine's backdrop layer, by region: each of the arena's sixteen
squares, the arena as a whole (the closed lid), and in each side panel its frame, its row of
gold nuggets and its body (the hand or the total, the dragons left, the buttons). Each region is
keyed on what it shows, never on a counter: a stage touched without showing anything new draws
nothing again, and a move draws again the squares it changed and the panels' parts that follow
it (the frames' thickness passing to the other side, a total), not the whole board: at
3840x2160 the static layer copied under the whole board and every die drawn again cost a move's
frame about 5 ms.

A region's rectangle is the union of all that is drawn for it (a sunburst reaching past its
square, a hint's die over its corner, a button's shadow below the panel): the layer is drawn
within the clip of the regions that changed, whole, so what overlaps them is drawn again too."""
import pygame

from engine.ui import classroom
from engine.ui.chrome import aligned
from engine.ui.regions import Regions as LayerRegions
from games.dragons_arena.arena import SECRET
from games.dragons_arena.look import button_look
from games.dragons_arena.view import FIRE, ICE


def hint_die_rect(g, sq):
    """Where a power hint's small die lies on square `sq` (Table.draw_hint)."""
    r = g.square_rect(sq)
    size = max(4, int(g.die * 0.45))
    return pygame.Rect(0, 0, size, size).move(r.right - r.width // 6 - size // 2 - 1,
                                              r.top + r.height // 6 - size // 2 - 1)


class Regions(LayerRegions):
    """The regions of one layout, the key each was last drawn with, and the key of now."""

    def __init__(self, g, s):
        super().__init__()
        self.g = g
        margin = max(2, s(4))
        self.rects = {"arena": g.arena}
        for sq in range(16):
            r = g.mark_rect(sq).union(hint_die_rect(g, sq)).union(g.square_rect(sq))
            self.rects[sq] = r.inflate(2 * margin, 2 * margin)
        # A frame's border (s(10) at most, its corners rounded s(24)) lies in four strips.
        edge = s(24) + margin
        for seat in (FIRE, ICE):
            p = g.panels[seat]
            self.rects["edge%d" % seat] = [
                pygame.Rect(p.x, p.y, p.width, edge), pygame.Rect(p.x, p.bottom - edge, p.width, edge),
                pygame.Rect(p.x, p.y, edge, p.height), pygame.Rect(p.right - edge, p.y, edge, p.height)]
            self.rects["nuggets%d" % seat] = pygame.Rect(
                p.x, p.y + g.head_h - margin, p.width, g.nugget + 2 * margin)
            # Below the nuggets: the hand (a chosen die's ring reaches a little above the hand's
            # top), the total and the dragons left, the buttons and their shadows.
            top = p.y + g.head_h + g.nugget + margin
            self.rects["body%d" % seat] = pygame.Rect(p.x - 16, top, p.width + 32,
                                                      p.bottom + 16 - top)

    def key(self, look, viewer, hidden, buttons, rolling):
        """The layer's key (what every region shows), kept as `now` for dirty(). `hidden`: the
        squares whose die is not drawn in the layer (a tween or a dragged die draws it);
        `buttons`: the panels' buttons; `rolling`: the species whose hand tumbles."""
        v, shown = look.view, look.shown
        now = {"all": viewer, "arena": look.lid_still}
        marks = look.marks if look.highlight else {}
        hint = look.hint if isinstance(look.hint, list) and look.hint[0] == "power" else None
        for sq in range(16):
            now[sq] = (shown["owner"][sq], shown["power"][sq], sq in hidden, marks.get(sq),
                       hint and hint[1] == sq and (v["owner"][sq], hint[2]))
        # A hidden button draws nothing (its place follows the turn all the same).
        looks = [(b, button_look(b)) for b in buttons if b.visible]
        for seat in (FIRE, ICE):
            p = self.g.panels[seat]
            acting = look.actor == seat
            now["edge%d" % seat] = acting
            now["nuggets%d" % seat] = (v["mode"] == "duel", v["target"], shown["nuggets"][seat])
            dice = sorted((shown["power"][i] for i in range(16) if shown["owner"][i] == seat),
                          reverse=True)
            # The body follows the turn only where a person's hand is drawn (chosen, dragged).
            mine = acting and look.human
            now["body%d" % seat] = (
                v["phase"], seat in rolling, look.hands[seat], mine,
                tuple(look.draft) if mine and look.draft is not None else None,
                look.selected if acting else None, look.hand_dragged if acting else None,
                SECRET.committed(v, seat), tuple(dice),
                look.count_totals and look.count_totals[seat], look.power_turn == seat,
                tuple(k for b, k in looks if b.rect.inflate(16, 16).colliderect(p)))
        self.now = now
        return tuple(now[name] for name in self.rects) + (viewer,)

    def merge(self, dirty):
        # The box round the parts when it is hardly bigger than they are (drawn once), else
        # each on its own: a turn passing marks both panels' frames, eight thin strips whose
        # box is most of the window.
        whole = dirty[0].unionall(dirty[1:])
        if 4 * whole.width * whole.height <= 5 * sum(r.width * r.height for r in dirty):
            return aligned(whole)
        return [aligned(r) for r in dirty]



def draw(surface, look, table, panels, controls, regions):
    """The layer's game part for `look`: the panels, the arena and the panels' buttons, only
    the regions in the clip (SDL clips the blits; the Python work of a region outside the clip
    is skipped)."""
    # While the classroom figures are recorded, all is drawn (the texts and presses are
    # recorded as they are drawn); SDL still keeps the pixels inside the clip.
    clip = surface.get_rect() if classroom.recording() else surface.get_clip()
    seats = [seat for seat in (FIRE, ICE) if clip.collidelist(
        regions.areas("edge%d" % seat) + regions.areas("nuggets%d" % seat)
        + regions.areas("body%d" % seat)) >= 0]
    if seats:
        panels.draw(surface, look, seats)
    table.draw_arena(surface, look, [sq for sq in range(16)
                                     if clip.colliderect(regions.rects[sq])])
    if seats:
        for b in controls.panel_buttons():
            if b.visible and clip.colliderect(b.rect.inflate(16, 16)):
                b.draw(surface)
        if look.view["phase"] == "split":
            panels.draw_split_buttons(surface, look.actor)
    regions.drawn_on(surface)
