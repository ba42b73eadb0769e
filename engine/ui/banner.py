"""Whose turn it is, said big: the banner in the top bar, and the banner laid over the board when a
turn, a duel or a result begins. Seat colour plus the seat's emblem, never colour alone; white
text with an ink outline reads on every seat colour.

    draw_turn(surface, rect, s, colour, emblem, label, computer=False, dots=0,
              person_icon=True)
    draw_overlay(surface, rect, s, alpha, colour, emblem, title, line="")
"""
import pygame

from engine import assets, cache
from engine.ui import classroom, contrast, text, theme
from engine.ui.effects import outlined


# The ink rows of each line of words, by its words and size, kept: the plates are drawn every
# time a banner is painted. Bounded: labels come and go.
_ink = {}


def ink_rows(label, px, surf):
    """The rows of `surf` (label rendered bold at px) that hold ink, from the glyphs' metrics:
    the same rows as surf.get_bounding_rect(), which walks every pixel (0.8 ms for a band's title
    at 3840x2160, in the frame the band first shows)."""
    f = assets.font(px, True)
    glyphs = [g for g in f.metrics(label) if g]
    if not glyphs:
        return surf.get_bounding_rect()
    top = f.get_ascent() - max(g[3] for g in glyphs)
    bottom = f.get_ascent() - min(g[2] for g in glyphs)
    return pygame.Rect(0, top, surf.get_width(), bottom - top)


def plate_for(colour):
    """The plate a banner's white words sit on over `colour`: none where white already stands at
    7:1 or more (the classroom rule), else an ink plate (white on ink is 17:1)."""
    return None if contrast.ratio(theme.WHITE, colour) >= 7.0 else theme.INK


def words(surface, label, px, colour, plated=True, **anchor):
    """White words over a seat colour, on an ink plate when the colour is too light for them
    (drawn here unless `plated` is False: the caller drew it first, see say_parts)."""
    surf = text.render(label, px, theme.WHITE, True)
    rect = surf.get_rect(**anchor)
    classroom.child_text(surf, "banner")
    plate = plate_for(colour)
    classroom.contrast(theme.WHITE, plate or colour, "banner")
    if plate is None:
        outlined(surface, label, px, theme.WHITE, **anchor)
        return rect
    if plated:
        plate_under(surface, label, px, colour, **anchor)
    surface.blit(surf, rect)
    return rect


def plate_under(surface, label, px, colour, within=None, **anchor):
    """The ink plate `words` would put under these words, alone (nothing over a colour that
    needs none), cut to the rect `within` if one is given."""
    plate = plate_for(colour)
    if plate is not None:
        box = plate_box(label, px, **anchor)
        if within is not None:
            box = box.clip(within)
        pygame.draw.rect(surface, plate, box, border_radius=box.height // 3)


def plate_box(label, px, **anchor):
    """Where the plate under these words goes. It hugs the ink (capitals, accents, descenders),
    not the font's whole line box: two lines of a child's size then fit the banner instead of
    spilling over it."""
    surf = text.render(label, px, theme.WHITE, True)
    rect = surf.get_rect(**anchor)
    ink = _ink.get((label, px))
    if ink is None:
        if len(_ink) > 512:
            _ink.clear()
        ink = _ink[(label, px)] = ink_rows(label, px, surf)
    ink = ink.move(rect.topleft)
    return pygame.Rect(rect.x, ink.y, rect.width, ink.height).inflate(px // 2, px // 4)


def draw_turn(surface, rect, s, colour, emblem, label, computer=False, dots=0,
              person_icon=True):
    """The top bar's banner: colour plate, emblem on the left, person or computer on the right
    (unless `person_icon` is False: the words then take its room), `dots` dots after the words
    (a computer thinking). Painted once per look into one surface per size and number of dots
    (cache.repainted) and blitted: its rounded plates cost about a millisecond a frame at
    3840x2160, and painting it again each time the thinking dots move (three times a second)
    cost 4 ms a time at that size.
    Painted afresh while the classroom figures are recorded, so they are seen."""
    r = pygame.Rect(rect)
    label += "." * dots
    if classroom.recording():
        paint_turn(surface, r, s, colour, emblem, label, computer, person_icon)
        return
    # As large as the banner: its words' plates are cut to it (say_parts).
    def paint(img):
        img.fill((0, 0, 0, 0))
        paint_turn(img, pygame.Rect((0, 0), r.size), s, colour, emblem, label, computer,
                   person_icon)
    look = (tuple(colour), emblem, label, computer, person_icon)
    img = cache.repainted(("turn-banner", r.size, dots), look,
                          lambda: pygame.Surface(r.size, pygame.SRCALPHA), paint)
    surface.blit(img, r.topleft)


def prewarm_turn(r, s, emblems):
    """Rasterise what the top banner of height r.height draws (the seats' emblems, the person
    and computer icons) when the screen is laid out: made the first time a seat's turn came,
    they cost that frame a millisecond at 3840x2160."""
    for emblem in emblems:
        if emblem:
            assets.sprite(emblem, (r.height - s(16), r.height - s(16)))
    for icon in ("computer", "human"):
        assets.sprite("ui/" + icon, (r.height - s(24), r.height - s(24)))


def paint_turn(surface, r, s, colour, emblem, label, computer, person_icon=True):
    pygame.draw.rect(surface, colour, r, border_radius=r.height // 3)
    pygame.draw.rect(surface, theme.INK, r, 4, border_radius=r.height // 3)
    x = r.x + s(16)
    if emblem:
        img = assets.sprite(emblem, (r.height - s(16), r.height - s(16)))
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += r.height
    # The words run up to the person or computer icon (else the banner's end), their plate (a
    # quarter of a letter past the ink) s(12) short of it: a looser reckoning left 70 px unused
    # at 1920x1080, and "Orange Circle: your turn!" went onto two lines for 9 of them.
    right = r.right - s(4)
    if person_icon:
        icon = assets.sprite("ui/" + ("computer" if computer else "human"),
                             (r.height - s(24), r.height - s(24)))
        spot = icon.get_rect(midright=(r.right - s(16), r.centery))
        surface.blit(icon, spot)
        right = spot.left
    room = right - s(12) - text.cap_px(s(theme.TEXT), True) // 4 - (x + s(10))
    px, lines = text.child_fit(label, s(theme.TEXT), room, max_lines=2, bold=True)
    if len(lines) * px > r.height:          # two lines would leave the bar: one, smaller
        px, lines = text.child_fit(label, s(theme.TEXT), room, max_lines=1, bold=True)
    elif len(lines) == 2:
        lines = text.two_lines(label, px, room, bold=True) or lines
    say_parts(surface, [(px, lines)], colour, x + s(10), r.centery, r)


def say_parts(surface, parts, colour, left, cy, within=None):
    """Parts of words ((px, lines) each: a band's title, then its second line) line under line,
    the whole block centred on cy from `left`. The plates are cut to
    `within` (the banner they stand in): the margin round the ink of two lines can be a few
    pixels taller than a banner (6 at 1920x1080), and a plate hanging past it covered the
    numbers over the board's columns."""
    placed, y = [], 0
    for px, lines in parts:
        step = int(px * 0.98)
        placed += [(line, px, (left, y + step * i + step // 2)) for i, line in enumerate(lines)]
        y += step * len(lines)
    if not placed:
        return
    # The whole block centred by what is drawn (the plates round the ink), not by the font's
    # line boxes, whose room for descenders sits the ink lower: two lines' plates hung 7 px
    # under a 1920x1080 banner while 7 px of it stayed empty above them. One shift for every
    # part: each part centred alone moved the second over the foot of the title.
    boxes = [plate_box(line, px, midleft=spot) for line, px, spot in placed]
    shift = cy - (boxes[0].top + boxes[-1].bottom) // 2
    placed = [(line, px, (x, yy + shift)) for line, px, (x, yy) in placed]
    # Every line's plate first, then the words: a line's plate drawn after the line above it
    # would cover that line's descenders (the g of "green" over "your turn!").
    for line, px, spot in placed:
        plate_under(surface, line, px, colour, within, midleft=spot)
    for line, px, spot in placed:
        words(surface, line, px, colour, plated=False, midleft=spot)


def draw_overlay(surface, rect, s, alpha, colour, emblem, title, line=""):
    """A band across the board: the seat's colour (faded in and out by alpha 0..1), its emblem, a
    title and an optional second line. Composed once per look into one opaque surface of the
    box's byte budget and blitted (drawn afresh every frame, its words fitted, plated and
    outlined, it took about 3 ms of a 3840x2160 frame); at full strength it hides the board
    under it, while fading the board shows through."""
    r = pygame.Rect(rect)
    if classroom.recording():
        # The classroom figures are recorded as words are drawn: paint them where they are seen.
        paint_overlay(surface, r, s, colour, emblem, title, line)
        return
    key = ("band", r.size, tuple(colour), emblem, title, line, s(16))
    band = cache.get(key)
    if band is None:
        band = pygame.Surface(r.size)
        paint_overlay(band, band.get_rect(), s, colour, emblem, title, line)
        band = cache.put(key, band)
    band.set_alpha(None if alpha >= 1 else int(255 * max(0.0, alpha)))
    surface.blit(band, r)


def paint_overlay(surface, r, s, colour, emblem, title, line):
    surface.fill(colour, r)
    pygame.draw.rect(surface, theme.INK, r, 4)
    x = r.x + s(20)
    if emblem:
        size = min(s(150), r.height - s(20))
        icon = assets.sprite(emblem, (size, size))
        surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
        x += size + s(10)
    # Title and second line sized by their capitals; each wraps onto two lines before it
    # shrinks, as far as the band's height allows.
    room = r.right - x - s(50)
    parts = [(title, s(50))] + ([(line, s(theme.TEXT))] if line else [])
    full = [text.cap_px(cap) for _, cap in parts]
    # Of the ways that fit the band's height (each part on at most two lines, or one), the one
    # whose words shrink least: a title wrapped onto two lines used to push the second line
    # down to half a child's size ("GLACE gagne le duel, 2 à 1 !" over why the duel stopped).
    best = None
    for most in ((2, 2), (1, 2), (2, 1), (1, 1)):
        fitted = [text.child_fit(words_, cap, room, max_lines=m)
                  for (words_, cap), m in zip(parts, most)]
        height = sum(int(px * 0.98) * len(ls) for px, ls in fitted)
        scale = min(px / f for (px, _), f in zip(fitted, full))
        if height <= r.height - s(10) and (best is None or scale > best[0]):
            best = (scale, fitted)
    fitted = best[1] if best else fitted
    say_parts(surface, fitted, colour, x + s(10), r.centery, r)
