"""Text sized by what it draws: the classroom figures count the inked height of the glyphs (Andika
draws a "96 px" digit about 71 px tall), so a caption a child needs is asked for by its drawn height
and, when too wide for its place, wrapped on two lines rather than shrunk below that height.

    px, lines = ink.fit("Objectives taken", s(44), width)     # sizes once per layout
    ink.draw(surface, "7", ink.px_for("7", s(100)), colour, "total", number=True, center=(x, y))

`draw` renders one line and registers it with engine.ui.classroom (and its colour on `bg`).
"""
import pygame

from engine.ui import classroom, text

_px = {}
_fits = {}


def height(label, px, bold=True):
    """The inked height, in pixels, of `label` drawn at font size px."""
    return text.render(label, px, (0, 0, 0), bold).get_bounding_rect().height


def px_for(label, ink, bold=True):
    """The smallest font size at which `label` is drawn at least `ink` pixels tall."""
    key = (label, int(ink), bold)
    px = _px.get(key)
    if px is None:
        ink = max(1, int(ink))
        px = max(6, ink)
        h = height(label, px, bold)
        if h:
            px = max(6, int(px * ink / h))
        while height(label, px, bold) < ink and px < 4 * ink + 12:
            px += 1
        _px[key] = px
    return px


def fit(label, ink, width, bold=True, lines=2):
    """(px, lines): `label` at least `ink` pixels tall on one line, else split on up to `lines`
    lines at the space that balances them best, else (a small window) shrunk to fit `width`."""
    key = (label, int(ink), int(width), bold, lines)
    if key in _fits:
        return _fits[key]
    from engine import assets
    font_w = lambda s, px: assets.font(px, bold).size(s)[0]  # noqa: E731
    options = [[label]]
    words = text.kept_together(label.split(" "))     # never a line that starts with "!"
    if lines >= 2 and len(words) > 1:
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        splits.sort(key=lambda ls: max(len(x) for x in ls))
        options += splits
    best = None
    for parts in options:
        px = text.cap_px(ink, bold)       # words are sized by their capitals, not their ink box
        if max(font_w(p, px) for p in parts) <= width:
            best = (px, parts)
            break
    if best is None:
        parts = options[1] if len(options) > 1 else options[0]
        px = text.cap_px(ink, bold)
        while px > 8 and max(font_w(p, px) for p in parts) > width:
            px = int(px * 0.92)
        best = (px, parts)
    _fits[key] = best
    return best


def draw(surface, label, px, color, name, bg=None, number=False, bold=True, **anchor):
    """Draw one line a child needs, placed by its inked box (Andika's line box is much taller than
    its glyphs, so centring the box would not centre the digits), and tell the classroom recorder;
    returns the inked rect."""
    surf = text.render(label, px, color, bold)
    box = surf.get_bounding_rect()
    where = pygame.Rect(0, 0, box.width, box.height)
    for k, v in anchor.items():
        setattr(where, k, v)
    surface.blit(surf, (where.x - box.x, where.y - box.y))
    classroom.child_text(surf, name, number=number)
    if bg is not None:
        classroom.contrast(color, bg, name)
    return where


LINE_STEP = 1.1      # baseline to baseline, in font sizes
BLOCK_TOP = 0.8      # from the top of a block to the first baseline (the ascenders), in font sizes


def block_height(px, n):
    """The height taken by n lines of size px, from the ascenders' top to the last descender."""
    return int(px * (BLOCK_TOP + 0.25 + LINE_STEP * (n - 1)))


def draw_lines(surface, lines, px, color, name, bg=None, bold=True, midtop=(0, 0)):
    """Lines of `fit`, centred under midtop, each registered like `draw`."""
    from engine import assets
    ascent = assets.font(px, bold).get_ascent()
    x, y = midtop
    base = y + int(px * BLOCK_TOP)
    for line in lines:
        surf = text.render(line, px, color, bold)
        surface.blit(surf, surf.get_rect(midtop=(x, base - ascent)))
        classroom.child_text(surf, name)
        base += int(px * LINE_STEP)
    if bg is not None:
        classroom.contrast(color, bg, name)
