"""How the setup screen sizes a row of its buttons' words: one text size for a row (seats' levels,
option tiles), never under a grown-up's least size; and for a row of picture tiles, the width
and the lines kept for their names, so a long name takes neither its picture nor its
neighbours'."""
from engine.ui import text, theme

ADULT_CAP = theme.ADULT_CAP    # window pixels: the least capital height of the grown-ups' words


def share_size(buttons, alone):
    """One text size for a row of buttons whose words fitted `alone` at these sizes: the smallest,
    but a longer neighbour never pulls a word under the grown-ups' least size (a word that cannot
    reach it keeps its own)."""
    shared = max(min(alone), text.cap_px(ADULT_CAP, True))
    for b, own in zip(buttons, alone):
        b.label_px = min(own, shared)


def third_line(tiles):
    """The height a third line of the row's names takes (0 when every name keeps to two)."""
    need = [(len(text.tile_words(b.text(), b.rect.width, b.rect.height, ADULT_CAP,
                                 b.label_px)[1]), b.label_px) for b in tiles]
    if max((lines for lines, _px in need), default=0) <= 2:
        return 0
    return int(max(px for lines, px in need if lines > 2) * 1.02) + 1


def tile_width(tiles, width, widest, height):
    """The width of a row of picture tiles: `width`, or wider when that saves its names a line
    and so gives the pictures room: up to `widest` against a third line (at 800x600 "Les
    enfants comptent" left a speck of picture under three lines, beside free room), up to
    a little less against a second one ("Tirage au sort" shrank the row's three pictures)."""
    def lines(w):
        return max((len(text.tile_words(b.text(), w, height, ADULT_CAP)[1]) for b in tiles),
                   default=1)

    def widened(w, most, target):
        while lines(w) > target and w < most:
            w = min(most, w + max(4, w // 10))
        return w if lines(w) <= target else None
    if lines(width) == 1:
        return width
    return (widened(width, min(widest, int(height * 1.6)), 1)
            or widened(width, widest, 2) or width)


def share_tile_words(tiles, most=2):
    """One size and one room for a row of picture tiles' names, so one height for their
    pictures (each fitted alone, "Au hasard" came out bigger than "La Cour des Bourrasques"
    beside it); never pulled under the grown-ups' least size by a longer neighbour. `most`:
    the lines the row may keep for its names (3 once it has grown by a line: third_line)."""
    if not tiles:
        return
    share_size(tiles, [text.tile_words(b.text(), b.rect.width, b.rect.height, ADULT_CAP)[0]
                       for b in tiles])
    # The room kept for the names: the most lines any takes, up to `most` (a name that needs
    # more even at the least size takes them from its own picture, not from its neighbours').
    lines = max(len(text.tile_words(b.text(), b.rect.width, b.rect.height, ADULT_CAP,
                                    b.label_px)[1]) for b in tiles)
    for b in tiles:
        b.label_lines = min(most, lines)
