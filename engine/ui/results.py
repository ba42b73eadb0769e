"""The end screen's result told in pictures: every seat's emblem in a row; a trophy over each
winner; a draw is one shared trophy over all the emblems with an equals sign between each two; a
seat that lost stands a little smaller, without a trophy. Under each emblem its name; what it
captured as pictures (the game scene's `end_pictures(seat)`, sprite names) beside its emblem when
they fit there at their full size (a child matches each picture to the side by the emblem next to
it, never by colour alone), else under the name.

    draw_row(surface, s, inner, top, limit, seats, outcome, pictures) -> y below the row

Nothing of the row is drawn below `limit` (the end screen's reason band): pictures that do not fit
take fewer rows, then fewer pictures, rather than spill under the band.
"""
from engine import assets
from engine.ui import text, theme

WIN, DRAW, LOSS = "win", "draw", "loss"
PICTURE = 80        # a captured picture at 1920x1080: a child sees what it is from across a room
PICTURE_MIN = 24    # under it a picture is not drawn at all (a speck tells nothing)
GAP = 6             # between two pictures


def results(returns):
    """One of WIN / DRAW / LOSS per seat: the best return wins when it is above 0 and not
    everyone's; when every seat has the same return, it is a draw for all, unless that return is
    below 0: then everyone lost (ARENA's fighters all dismissed after round 10)."""
    best = max(returns)
    if all(r == best for r in returns):
        return [DRAW if best >= 0 else LOSS] * len(returns)
    return [WIN if r == best and r > 0 else LOSS for r in returns]


def grid(s, count, width, height):
    """(size, per_row, rows) of `count` pictures in at most two rows within width x height, as
    large as they fit up to PICTURE; when even PICTURE_MIN does not fit them all, as many as fit
    at PICTURE_MIN (rows 0: none fit)."""
    gap, best = s(GAP), (0, max(1, count), 0)
    for rows in (1, 2):
        per_row = -(-count // rows)
        size = min(s(PICTURE), (width + gap) // per_row - gap, (height + gap) // rows - gap)
        if size > best[0]:
            best = (size, per_row, rows)
    if best[0] >= s(PICTURE_MIN):
        return best
    size = s(PICTURE_MIN)
    per_row = max(0, (width + gap) // (size + gap))
    rows = min(2, max(0, (height + gap) // (size + gap)))
    return (size, per_row, rows) if per_row and rows else (0, 0, 0)


def name_fit(s, name, col_w, n):
    """(px, lines) of a seat's name in its column: a margin of 20 px (at 1080p) from the next
    name, but with five or six seats, where the columns are narrow (the panel is widened for
    them too, engine/play_menus.py), 10 px when that keeps a long word larger ("Hexagone" of
    ARENA's "Hexagone ciel" was drawn 32 px tall); where the wider margin does, it stays: at
    800x600 two names on one line each read as one line of words 4 px apart."""
    wide = text.child_fit(name, s(theme.TEXT), col_w - s(20))
    if n >= 5:
        tight = text.child_fit(name, s(theme.TEXT), col_w - s(10))
        if tight[0] > wide[0]:
            return tight
    return wide


def block_size(s, fitted, count):
    """Width and height of a grid() of `count` pictures."""
    size, per_row, rows = fitted
    if not rows or not count:
        return 0, 0
    cols = min(per_row, count)
    return cols * (size + s(GAP)) - s(GAP), rows * (size + s(GAP)) - s(GAP)


def draw_row(surface, s, inner, top, limit, seats, outcome, pictures):
    """`seats`: (emblem sprite, name) per seat; `outcome`: results(); `pictures(seat)`: sprite
    names. Drawn across `inner` (a rect) from `top`, kept above `limit`; returns the y below."""
    n = len(outcome)
    col_w = inner.width // n
    pics = [list(pictures(seat) or []) for seat in range(n)]
    most = max(len(p) for p in pics)
    names = [name_fit(s, name, col_w, n) for _icon, name in seats]
    name_h = max(int(px * 1.1) * (len(ls) - 1) + text.render(ls[0], px, theme.INK).get_height()
                 for px, ls in names)
    emblem = min(s(210), int(col_w * 0.62))
    # A short window: the row gives way (trophy, emblem and name in the height left) before the
    # lines and the reason under it are pushed over the buttons.
    room = limit - top - name_h - s(28)
    emblem = max(s(60), min(emblem, room * 3 // 5))
    # Beside the emblem (the group of both centred in the seat's column) when the pictures keep
    # their full size there; else under the name, the emblem giving way for one row of them.
    beside = grid(s, most, col_w - emblem - s(36), emblem) if most else (0, 0, 0)
    if most and beside[0] < s(PICTURE):
        one_row = min(s(PICTURE), (col_w - s(20) + s(GAP)) // most - s(GAP))
        emblem = max(s(60), min(emblem, (room - max(one_row, s(PICTURE_MIN)) - s(4)) * 3 // 5))
        beside = None
    trophy = min(s(140), emblem * 2 // 3)
    y_emblem = top + trophy + s(8)
    name_y = y_emblem + emblem + s(8)
    under_top = name_y + name_h + s(4)
    under = grid(s, most, col_w - s(20), limit - under_top) if most and beside is None else None
    centers = []        # each seat's emblem centre
    for seat in range(n):
        x = inner.x + col_w * seat + col_w // 2
        if beside and pics[seat]:
            w, _h = block_size(s, beside, len(pics[seat]))
            x -= (w + s(16)) // 2
        centers.append(x)
    if all(r == DRAW for r in outcome):
        # One trophy for everyone, and '=' between each two emblems.
        img = assets.sprite("ui/trophy-gold", (trophy, trophy))
        surface.blit(img, img.get_rect(midtop=(inner.centerx, top)))
        for a, b in zip(centers, centers[1:]):
            eq = assets.sprite("ui/equal", (emblem * 2 // 3, emblem * 2 // 3))
            surface.blit(eq, eq.get_rect(center=((a + b) // 2, y_emblem + emblem // 2)))
    bottom = name_y
    for seat, (x, result) in enumerate(zip(centers, outcome)):
        icon, _name = seats[seat]
        size = emblem if result != LOSS else emblem * 3 // 4
        img = assets.sprite(icon or "ui/star", (size, size))
        surface.blit(img, img.get_rect(midbottom=(x, y_emblem + emblem)))
        if result == WIN:
            cup = assets.sprite("ui/trophy-gold", (trophy, trophy))
            surface.blit(cup, cup.get_rect(midtop=(x, top)))
        column_x = inner.x + col_w * seat + col_w // 2
        npx, lines = names[seat]
        r = text.child_lines(surface, lines, npx, theme.INK, "end-name", midtop=(column_x, name_y))
        bottom = max(bottom, r.bottom)
        if beside:
            _w, h = block_size(s, beside, len(pics[seat]))
            draw_pictures(surface, s, pics[seat], beside, x + emblem // 2 + s(16),
                          y_emblem + (emblem - h) // 2, centred=False)
        elif under:
            bottom = max(bottom, draw_pictures(surface, s, pics[seat], under, column_x,
                                               under_top) - s(GAP))
    return bottom + s(12)


def draw_pictures(surface, s, names, fitted, x, y, centred=True):
    """`names` laid out as grid() gave (`fitted`) from y, each row centred on x (or starting at x
    when not `centred`); what the grid has no room for is left out. Returns the y below."""
    size, per_row, rows = fitted
    names = names[:per_row * rows]
    if not names:
        return y
    gap = size + s(GAP)
    for i, name in enumerate(names):
        row, col = divmod(i, per_row)
        count = min(per_row, len(names) - row * per_row)
        left = x - (count * gap - s(GAP)) // 2 if centred else x
        img = assets.sprite(name, (size, size))
        surface.blit(img, (left + col * gap, y + row * gap))
    return y + -(-len(names) // per_row) * gap
