"""Text rendering with Andika, cached in the box's one byte budget (engine.cache), with wrapping
for the rules pages and dialogs."""
from engine import assets, cache


def render(text, px, color, bold=False):
    key = ("text", text, int(px), tuple(color), bold)
    surf = cache.get(key)
    if surf is None:
        surf = cache.put(key, assets.font(px, bold).render(text, True, color))
    return surf


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
    share = _cap_share.get(bold)
    if share is None:
        share = _cap_share[bold] = assets.font(100, bold).render("H", True, (0, 0, 0)) \
            .get_bounding_rect().height / 100
    return max(1, int(-(-ink // share)))


def fit_lines(text, px, max_width, max_lines=2, bold=False, min_px=12):
    """The largest size <= px at which `text` fits in max_width on at most max_lines lines, and
    those lines: a long name wraps before it shrinks."""
    px = int(px)
    while True:
        lines = wrap(text, px, max_width, bold)
        f = assets.font(px, bold)
        if px <= min_px or (len(lines) <= max_lines
                            and all(f.size(line)[0] <= max_width for line in lines)):
            return px, lines
        px = int(px * 0.93)


def wrap(text, px, max_width, bold=False):
    """Split text into lines no wider than max_width (paragraphs kept on \\n)."""
    f = assets.font(px, bold)
    lines = []
    for para in text.split("\n"):
        words = para.split(" ")
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
