"""Text rendering with Andika, cached in the box's one byte budget (engine.cache), with wrapping
for the rules pages and dialogs.

Words a child reads are sized and measured by their capital height (`cap_px`, `cap_height`), not
by the ink box of the string: "tour" and "puissance" at one size have the same capitals, though
the second's descender makes its box taller."""
import weakref

from engine import assets, cache

# The size each rendered surface was drawn at, so the classroom recorder can tell its capital
# height from the surface alone (weak: a surface the cache drops is forgotten with it).
_made = weakref.WeakKeyDictionary()


def render(text, px, color, bold=False):
    key = ("text", text, int(px), tuple(color), bold)
    surf = cache.get(key)
    if surf is None:
        surf = cache.put(key, assets.font(px, bold).render(text, True, color))
        _made[surf] = (int(px), bool(bold))
    return surf


def made_at(surf):
    """(px, bold) of a surface `render` made, else None."""
    return _made.get(surf)


def draw(surface, text, px, color, bold=False, **anchor):
    """Draw one line; anchor like center=(x, y) or topleft=(x, y). Returns the rect drawn."""
    surf = render(text, px, color, bold)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    return rect


def fit(text, px, max_width, bold=False, min_px=12):
    """The largest size <= px at which `text` fits in max_width."""
    px = int(px)
    f = assets.font(px, bold)
    while px > min_px and f.size(text)[0] > max_width:
        px = int(px * 0.9)
        f = assets.font(px, bold)
    return px


_cap_share = {}


def cap_px(ink, bold=True):
    """The font size whose capitals and digits are drawn `ink` pixels tall (Andika's capitals are
    about 0.72 of the font size: a "96 px" digit is drawn 71 px tall). The classroom figures are
    drawn glyph heights, so child text is sized with this, never by font size alone."""
    key = (int(ink), bool(bold))
    px = _cap_share.get(key)
    if px is None:
        share = cap_height(100, bold) / 100
        px = max(1, int(-(-ink // share)))
        # Hinting rounds the drawn capital at a given size: step up until it is `ink` tall.
        while px < 4 * ink + 12 and cap_height(px, bold) < ink:
            px += 1
        _cap_share[key] = px
    return px


def cap_height(px, bold=True):
    """The drawn height of a capital at font size px (what a child's eye reads as the text's size)."""
    return int(round(assets.font(int(px), bold).render("H", True, (0, 0, 0))
                     .get_bounding_rect().height))


def fit_lines(text, px, max_width, max_lines=2, bold=False, min_px=12):
    """The largest size <= px at which `text` fits in max_width on at most max_lines lines, and
    those lines: a long name wraps before it shrinks. Never under min_px, not even when px asks
    for less (a small window's scale). At min_px the words may still need more lines than
    max_lines, or a word be wider than max_width: all the lines are returned, so a caller can
    tell the words do not fit (stacked_lines then leaves them out); one that draws them anyway
    cuts them first (cut_lines)."""
    px = max(int(px), int(min_px))
    first = px
    while True:
        if min_px < px < first and surely_too_big(text, first, px, max_width, max_lines, bold):
            px = max(int(min_px), int(px * 0.93))
            continue
        lines = wrap(text, px, max_width, bold)
        f = assets.font(px, bold)
        if px <= min_px or (len(lines) <= max_lines
                            and all(f.size(line)[0] <= max_width for line in lines)):
            return px, lines
        px = max(int(min_px), int(px * 0.93))      # never under the floor asked for


ELLIPSIS = "\u2026"


def cut_lines(lines, px, max_width, max_lines, bold=False):
    """At most max_lines of `lines`, each within max_width at size px: what does not fit is cut
    and the cut marked with an ellipsis, so no line is drawn over the next or out of its box
    (a name on a card a few hexes wide, drawn at the least size, took five lines of a plate
    made for two)."""
    f = assets.font(int(px), bold)
    kept = list(lines[:max_lines])
    cut = len(lines) > max_lines
    for i, line in enumerate(kept):
        last = i == len(kept) - 1
        if f.size(line)[0] <= max_width and not (last and cut):
            continue
        words = line
        while words and f.size(words.rstrip(" ,;:") + ELLIPSIS)[0] > max_width:
            words = words[:-1]
        kept[i] = words.rstrip(" ,;:") + ELLIPSIS if words else ELLIPSIS
    return kept


def surely_too_big(text, measured, px, max_width, max_lines, bold):
    """Whether `text` at size px surely needs more than max_lines lines of max_width, told with
    the font already made at size `measured`: widths scale with the size, give or take the
    hinting, which stays well inside the 5 % of room granted. Each size fit_lines tried made a
    font and measured its glyphs: 15 ms at 3840x2160 the first time a long band title showed."""
    room = max_width * measured / px * 1.05
    f = assets.font(measured, bold)
    lines = wrap(text, measured, room, bold)
    return len(lines) > max_lines or any(f.size(line)[0] > room for line in lines)


def child_fit(label, cap, max_width, max_lines=2, bold=True):
    """(px, lines) for words a child reads: capitals `cap` pixels tall, wrapped onto up to
    max_lines lines before they are made smaller (a phrase still too long for its box wants a
    shorter phrase in the catalogue, never smaller letters)."""
    return fit_lines(label, cap_px(cap, bold), max_width, max_lines, bold)


def child_lines(surface, lines, px, color, name, bold=True, step=1.1, **anchor):
    """Draw fitted lines as one block placed by `anchor` (like center=(x, y)), each line centred
    in it, and tell the classroom recorder; returns the block's rect."""
    from engine.ui import classroom
    import pygame
    surfs = [render(line, px, color, bold) for line in lines]
    gap = int(px * step)
    height = gap * (len(surfs) - 1) + surfs[0].get_height()
    block = pygame.Rect(0, 0, max(g.get_width() for g in surfs), height)
    for k, v in anchor.items():
        setattr(block, k, v)
    for i, g in enumerate(surfs):
        surface.blit(g, g.get_rect(midtop=(block.centerx, block.top + i * gap)))
        classroom.child_text(g, name)
    return block


_wrapped = {}
WRAPS_KEPT = 4096


def wrap(text, px, max_width, bold=False):
    """Split text into lines no wider than max_width (paragraphs kept on \\n)."""
    # Kept: a screen fits the same words to the same boxes on every frame, and each fit measured
    # every word's line again (half a million measures in a run of the engine's tests).
    key = (text, int(px), max_width, bool(bold))
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) >= WRAPS_KEPT:
            _wrapped.clear()
        lines = _wrapped[key] = tuple(_wrap(text, px, max_width, bold))
    return list(lines)


def _wrap(text, px, max_width, bold):
    f = assets.font(px, bold)
    lines = []
    for para in text.split("\n"):
        words = kept_together(para.split(" "))
        line = ""
        for w in words:
            trial = (line + " " + w).strip()
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


# French sets a space before : ; ! ? and », and after «; a printed line never starts with one of
# those marks (": à toi de jouer !" on a banner's second line) nor ends with «.
_BEFORE = set(":;!?»")


def kept_together(words):
    """`words` (a line split at its spaces) with each French mark joined to its word, space
    kept: the units a line may break between."""
    out = []
    for w in words:
        if out and ((w and w[0] in _BEFORE) or out[-1] == "«"):
            out[-1] += " " + w
        else:
            out.append(w)
    return out


def two_lines(label, px, max_width, bold=False):
    """`label` on two lines that each fit max_width, broken where a reader pauses: after a
    colon or a comma when both halves fit ("Orange Circle:" / "your turn!", not "Orange Circle:
    your" / "turn!"), else where the longer line is shortest; None when no break fits."""
    f = assets.font(int(px), bold)
    units = kept_together(label.split(" "))
    splits = []
    for i in range(1, len(units)):
        a, b = " ".join(units[:i]), " ".join(units[i:])
        wa, wb = f.size(a)[0], f.size(b)[0]
        if wa <= max_width and wb <= max_width:
            pause = units[i - 1][-1:] in (":", ",")
            splits.append((not pause, max(wa, wb), [a, b]))
    return min(splits)[2] if splits else None


def draw_wrapped(surface, text, px, color, rect, bold=False, align="left", line_gap=1.2):
    """Draw wrapped text inside rect from its top; returns the y below the last line."""
    y = rect.top
    for line in wrap(text, px, rect.width, bold):
        surf = render(line, px, color, bold)
        if align == "center":
            r = surf.get_rect(midtop=(rect.centerx, y))
        else:
            r = surf.get_rect(topleft=(rect.left, y))
        surface.blit(surf, r)
        y += int(px * line_gap)
    return y


def clear():
    """Forget rendered text (the language changed), keeping sprites and fonts."""
    cache.clear("text")
    _wrapped.clear()


def stacked_lines(label, width, height, max_lines, least_cap):
    """(px, lines) for a grown-up's words under a picture in a button width x height: wrapped onto
    up to max_lines lines before they shrink, never under `least_cap` capitals; None where even
    that spills out of the button (a small window's button keeps its picture alone)."""
    room = width - height // 6
    px, lines = fit_lines(label, height * 0.2, room, max_lines, bold=True,
                          min_px=cap_px(least_cap, True))
    f = assets.font(px, True)
    if len(lines) * int(px * 1.02) > height * 0.6 or any(f.size(x)[0] > room for x in lines):
        return None
    return px, lines


def tile_words(label, width, height, least_cap, px=None):
    """(px, lines) of a grown-up's name under the picture of a tile width x height: a share of the
    tile, never under `least_cap` capitals (a small window's tiles made them 8 px tall), a long
    name on two lines before it shrinks, and in a tile too narrow for that floor smaller letters
    rather than cut ones. `px`: a size shared by the tile's row, the name wrapped at it."""
    room = width - 2 * max(6, height // 14)
    if px:
        return px, wrap(label, px, room, bold=True)
    least = cap_px(least_cap, True)
    want = max(height * 0.15, least)
    px = fit(label, want, room, bold=True)
    if px >= want * 0.8 and px >= least and assets.font(int(px), True).size(label)[0] <= room:
        return px, [label]
    px, lines = fit_lines(label, max(want * 0.85, least), room, bold=True, min_px=least)
    f = assets.font(int(px), True)
    if any(f.size(x)[0] > room for x in lines):
        px, lines = fit_lines(label, px, room, bold=True, min_px=8)
    return px, lines
