"""The end screen's result told in pictures: every seat's emblem in a row; a trophy over each
winner; a draw is one shared trophy over all the emblems with an equals sign between each two; a
seat that lost stands a little smaller, without a trophy. Under each emblem its name, then what it
captured as pictures (the game scene's `end_pictures(seat)`, sprite names).

    draw_row(surface, s, inner, top, limit, seats, outcome, pictures) -> y below the row
"""
from engine import assets
from engine.ui import text, theme

WIN, DRAW, LOSS = "win", "draw", "loss"


def results(returns):
    """One of WIN / DRAW / LOSS per seat: the best return wins when it is above 0 and not
    everyone's; when every seat has the same return, it is a draw for all, unless that return is
    below 0: then everyone lost (ARENA's fighters all dismissed after round 10)."""
    best = max(returns)
    if all(r == best for r in returns):
        return [DRAW if best >= 0 else LOSS] * len(returns)
    return [WIN if r == best and r > 0 else LOSS for r in returns]


def draw_row(surface, s, inner, top, limit, seats, outcome, pictures):
    """`seats`: (emblem sprite, name) per seat; `outcome`: results(); `pictures(seat)`: sprite
    names. Drawn across `inner` (a rect) from `top`, kept above `limit`; returns the y below."""
    n = len(outcome)
    col_w = inner.width // n
    emblem = min(s(210), int(col_w * 0.62))
    # A short window: the row gives way (trophy, emblem and name in the height left) before the
    # lines and the reason under it are pushed over the buttons.
    emblem = max(s(60), min(emblem, (limit - top - s(66)) * 3 // 5))
    trophy = min(s(140), emblem * 2 // 3)
    centers = [inner.x + col_w * i + col_w // 2 for i in range(n)]
    y_emblem = top + trophy + s(8)
    if all(r == DRAW for r in outcome):
        # One trophy for everyone, and '=' between each two emblems.
        img = assets.sprite("ui/trophy-gold", (trophy, trophy))
        surface.blit(img, img.get_rect(midtop=(inner.centerx, top)))
        for a, b in zip(centers, centers[1:]):
            eq = assets.sprite("ui/equal", (emblem * 2 // 3, emblem * 2 // 3))
            surface.blit(eq, eq.get_rect(center=((a + b) // 2, y_emblem + emblem // 2)))
    name_y = y_emblem + emblem + s(8)
    bottom = name_y
    for seat, (x, result) in enumerate(zip(centers, outcome)):
        icon, name = seats[seat]
        size = emblem if result != LOSS else emblem * 3 // 4
        img = assets.sprite(icon or "ui/star", (size, size))
        surface.blit(img, img.get_rect(midbottom=(x, y_emblem + emblem)))
        if result == WIN:
            cup = assets.sprite("ui/trophy-gold", (trophy, trophy))
            surface.blit(cup, cup.get_rect(midtop=(x, top)))
        npx, lines = text.child_fit(name, s(theme.TEXT), col_w - s(20))
        r = text.child_lines(surface, lines, npx, theme.INK, "end-name", midtop=(x, name_y))
        y = r.bottom + s(4)
        bottom = max(bottom, draw_pictures(surface, s, list(pictures(seat) or []), x, y, col_w,
                                           limit - y))
    return bottom + s(12)


def draw_pictures(surface, s, names, x, y, width, height):
    """Pictures in up to two centred rows within width x height under (x, y); returns the y
    below."""
    if not names:
        return y
    per_row = max(1, (len(names) + 1) // 2) if len(names) > 4 else len(names)
    rows = -(-len(names) // per_row)
    size = min(s(80), (width - s(20)) // per_row - s(6), height // rows - s(6))
    size = max(s(24), size)
    per_row = max(1, min(per_row, (width - s(20)) // (size + s(6))))
    for i, name in enumerate(names[:per_row * 2]):
        row, col = divmod(i, per_row)
        count = min(per_row, len(names) - row * per_row)
        left = x - (count * (size + s(6)) - s(6)) // 2
        img = assets.sprite(name, (size, size))
        surface.blit(img, (left + col * (size + s(6)), y + row * (size + s(6))))
    rows = min(2, -(-len(names) // per_row))
    return y + rows * (size + s(6))
