"""The move log's lines as one picture kept between redraws (a part of the play scene's chrome).

When entries come, the rows still shown scroll up in place and only the new rows are drawn: a
redrawn log painted every row's words again, about a millisecond of each 4K frame that brought a
log line, the most common slow frame of Chevaliers et Dragons. The picture always equals one
painted whole (tests/engine/ui/test_log_lines.py).

    rows = LogRows(layer)                      # layer: the scene's Scene.layer
    picture = rows.picture(size, lines, px)    # lines: (mark, words) newest last, from the top

A line's words reach below its row (the font's box is taller than the row), over the top of the
next row but never as far as that row's own ink: so a row drawn again is drawn on paper cleared
from its own top, and the row above it is drawn again clipped to what lies below its own row.
"""
import pygame

from engine import assets
from engine.ui import text, theme


def row_height(px):
    return int(px * 1.3)


def indent(px):
    """Where a line's words start: after its seat's mark and a gap (at px the mark touched the
    first letter)."""
    return px + max(2, px // 4)


def dot_radius(px):
    return max(3, px * 7 // 24)


def paint_row(surface, y, mark, words, px):
    """One line of the log at height y of `surface`: the seat's mark, then its words."""
    line_h = row_height(px)
    if mark is not None and mark[1]:
        # The seat's emblem, a shape as well as a colour (never colour alone).
        size = min(line_h, px) * 0.95
        img = assets.sprite(mark[1], (size, size))
        surface.blit(img, img.get_rect(center=(px // 2 - 1, y + line_h // 2)))
    elif mark is not None:
        # Ringed in ink: a light seat colour still shows on the paper.
        dot = dot_radius(px)
        at = (dot + 1, y + line_h // 2)
        pygame.draw.circle(surface, mark[0], at, dot)
        pygame.draw.circle(surface, theme.INK, at, dot, max(1, dot // 4))
    text.draw(surface, words, px, theme.INK, topleft=(indent(px), y))


def paint_all(surface, lines, px):
    surface.fill(theme.PAPER)
    for i, (mark, words) in enumerate(lines):
        paint_row(surface, i * row_height(px), mark, words, px)


def kept(old, new):
    """(shift, count): the rows of `old` that `new` still shows, moved up by `shift` rows, are
    its first `count` rows; (0, 0) when nothing can be kept."""
    for shift in range(len(old)):
        count = min(len(old) - shift, len(new))
        if count and old[shift:shift + count] == new[:count]:
            return shift, count
    return 0, 0


class LogRows:
    def __init__(self, layer):
        self.layer = layer          # (name, key, make(old)) -> surface, in the byte budget
        self.drawn = None           # the lines the picture shows (None: a new, blank picture)

    def picture(self, size, lines, px):
        def make(old):
            self.drawn = None       # a new surface (first, resized, or let go by the budget)
            return pygame.Surface(size)
        pic = self.layer("log-rows", (tuple(size), px), make)
        if self.drawn != lines:
            self.update(pic, lines, px)
            self.drawn = list(lines)
        return pic

    def update(self, pic, lines, px):
        shift, count = kept(self.drawn or [], lines)
        if not count:
            paint_all(pic, lines, px)
            return
        line_h = row_height(px)
        width, height = pic.get_size()
        if shift:
            pic.scroll(0, -shift * line_h)
            # The top row came from lower down: the words of the row that was above it (gone
            # now) reach into it. Drawn again on clean paper.
            band = pygame.Rect(0, 0, width, line_h)
            pic.fill(theme.PAPER, band)
            pic.set_clip(band)
            paint_row(pic, 0, *lines[0], px)
            pic.set_clip(None)
        below = pygame.Rect(0, count * line_h, width, height - count * line_h)
        pic.fill(theme.PAPER, below)
        pic.set_clip(below)
        paint_row(pic, (count - 1) * line_h, *lines[count - 1], px)   # its words' foot
        pic.set_clip(None)
        for i in range(count, len(lines)):
            paint_row(pic, i * line_h, *lines[i], px)
