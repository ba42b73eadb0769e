"""Writes Dragon Inferno's rules-page pictures from the game's own piece data, so a picture can
never disagree with the rules: sprites/dragon-inferno/rules-tiles.svg (the seven tiles with castle
and hole), rules-dragons.svg (the five dragons), rules-legal.svg and rules-illegal.svg (a first
tile on a corner, and one in the middle, crossed out); and the end screen's pictures of the
tiles a kingdom still held, left-<seat>-<tile>.svg, in that kingdom's green and edge (the light
one's white inner line, the dark one's white studs) as the board paints them.

    python3 tools/make_dragon_inferno_pictures.py

Plain SVG shapes only (rect, circle, path), as nanosvg draws them (docs/ASSETS.md).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from games.dragon_inferno.pieces import DRAGON_TILES, KINGDOM_TILES  # noqa: E402

OUT = os.path.join(ROOT, "sprites", "dragon-inferno")
INK = "#1a1a2e"
LIGHT = "#94E38E"
DARK = "#195F32"
GROUND = "#D6C496"
DRAGON = "#D55E00"


def svg(w, h, body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">\n'
            % (w, h, w, h) + "\n".join(body) + "\n</svg>\n")


def castle(x, y, c):
    """A small tower with a pennant, centred in a square of side c at (x, y)."""
    s = c / 100
    out = ['<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#EDE6D6" stroke="%s" '
           'stroke-width="%.1f"/>' % (x + 32 * s, y + 40 * s, 36 * s, 44 * s, INK, 4 * s)]
    for k in range(3):
        out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#EDE6D6" stroke="%s" '
                   'stroke-width="%.1f"/>' % (x + (30 + 14 * k) * s, y + 30 * s, 12 * s, 12 * s,
                                              INK, 3 * s))
    out.append('<path d="M%.1f %.1f L%.1f %.1f" stroke="%s" stroke-width="%.1f"/>'
               % (x + 50 * s, y + 30 * s, x + 50 * s, y + 10 * s, INK, 3 * s))
    out.append('<path d="M%.1f %.1f L%.1f %.1f L%.1f %.1f Z" fill="#F0E442" stroke="%s" '
               'stroke-width="%.1f"/>' % (x + 50 * s, y + 10 * s, x + 72 * s, y + 16 * s,
                                          x + 50 * s, y + 22 * s, INK, 2.5 * s))
    return out


def hole(x, y, c):
    return ['<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#3C2E1E" stroke="%s" stroke-width="%.1f"/>'
            % (x + c / 2, y + c / 2, c * 0.3, INK, c * 0.06)]


def tile(cells, ci, hi, ox, oy, c, fill=LIGHT):
    out = []
    for x, y in cells:
        out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s" '
                   'stroke-width="%.1f"/>' % (ox + x * c, oy + y * c, c, c, fill, INK, c * 0.06))
    hx, hy = cells[hi]
    out += hole(ox + hx * c, oy + hy * c, c)
    cx, cy = cells[ci]
    out += castle(ox + cx * c, oy + cy * c, c)
    return out


def dragon(cells, ox, oy, c):
    out = []
    for x, y in cells:
        out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s" '
                   'stroke-width="%.1f"/>' % (ox + x * c, oy + y * c, c, c, DRAGON, INK, c * 0.07))
        out.append('<path d="M%.1f %.1f Q%.1f %.1f %.1f %.1f" fill="none" stroke="#8A3A00" '
                   'stroke-width="%.1f"/>' % (ox + x * c + c * 0.2, oy + y * c + c * 0.6,
                                              ox + x * c + c * 0.5, oy + y * c + c * 0.2,
                                              ox + x * c + c * 0.8, oy + y * c + c * 0.6, c * 0.08))
    return out


def board(ox, oy, c, n=4):
    out = []
    for y in range(n):
        for x in range(n):
            out.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#78603C" '
                       'stroke-width="%.1f"/>' % (ox + x * c, oy + y * c, c, c, GROUND, c * 0.04))
    return out


def outer_sides(cells):
    """Each side of the tile's squares that no other square shares, as ((x1, y1), (x2, y2)) in
    squares, and the square it belongs to."""
    spots = {tuple(c) for c in cells}
    out = []
    for x, y in cells:
        for (dx, dy), side in (((0, -1), ((x, y), (x + 1, y))),
                               ((0, 1), ((x, y + 1), (x + 1, y + 1))),
                               ((-1, 0), ((x, y), (x, y + 1))),
                               ((1, 0), ((x + 1, y), (x + 1, y + 1)))):
            if (x + dx, y + dy) not in spots:
                out.append(((x, y), side))
    return out


def left_tile(cells, ci, hi, seat, size=100, margin=6):
    """The picture of a tile left in `seat`'s hand: its squares in the kingdom's green, its ink
    edge with the light kingdom's white inner line or the dark one's white studs (so the two
    differ without colour), its hole and its castle; centred in a size x size view."""
    cols = max(x for x, _ in cells) + 1
    rows = max(y for _, y in cells) + 1
    c = (size - 2 * margin) / max(cols, rows, 3)
    ox, oy = (size - cols * c) / 2, (size - rows * c) / 2
    fill = (LIGHT, DARK)[seat]
    out = ['<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>'
           % (ox + x * c - 0.3, oy + y * c - 0.3, c + 0.6, c + 0.6, fill) for x, y in cells]
    w = c * 0.1
    sides = outer_sides(cells)
    for (x, y), ((x1, y1), (x2, y2)) in sides:
        out.append('<path d="M%.1f %.1f L%.1f %.1f" stroke="%s" stroke-width="%.1f" '
                   'stroke-linecap="square"/>'
                   % (ox + x1 * c, oy + y1 * c, ox + x2 * c, oy + y2 * c, INK, w * 2))
    by = w * 1.6 / c                # just inside the ink, and short of each end (as the board)
    for (x, y), ((x1, y1), (x2, y2)) in sides:
        if y1 == y2:                    # a side along a row: moved up or down into its square
            d = by if y1 == y else -by
            a, b = (x1 + by, y1 + d), (x2 - by, y2 + d)
        else:
            d = by if x1 == x else -by
            a, b = (x1 + d, y1 + by), (x2 + d, y2 - by)
        if seat == 0:
            out.append('<path d="M%.1f %.1f L%.1f %.1f" stroke="#FFFFFF" stroke-width="%.1f"/>'
                       % (ox + a[0] * c, oy + a[1] * c, ox + b[0] * c, oy + b[1] * c, w * 0.8))
        else:
            for f in (0.25, 0.75):
                px = ox + (a[0] + (b[0] - a[0]) * f) * c
                py = oy + (a[1] + (b[1] - a[1]) * f) * c
                out.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#FFFFFF" stroke="%s" '
                           'stroke-width="%.1f"/>' % (px, py, c * 0.08, INK, c * 0.04))
    hx, hy = cells[hi]
    out += hole(ox + hx * c, oy + hy * c, c)
    cx, cy = cells[ci]
    out += castle(ox + cx * c, oy + cy * c, c)
    return out


def tile_spots(tiles, c, rows, gap, margin):
    """Where each tile's top left goes: the tiles of each row (a range of their order) side by
    side, `gap` apart, each row under the tallest tile of the row before; placed from the
    tiles' own extents, so no tile runs off the picture or touches its neighbour (hand-placed
    spots once cut the S off at the right edge and joined Z and L). Returns (spots, size)."""
    shapes = [cells for cells, _ci, _hi in tiles.values()]
    spots, y, width = [], margin, 0
    for start, end in rows:
        x, tallest = margin, 0
        for cells in shapes[start:end]:
            spots.append((x, y))
            x += (max(cx for cx, _ in cells) + 1) * c + gap
            tallest = max(tallest, (max(cy for _, cy in cells) + 1) * c)
        width = max(width, x - gap + margin)
        y += tallest + gap
    return spots, (width, y - gap + margin)


def main():
    os.makedirs(OUT, exist_ok=True)
    c = 40
    body = []
    spots, (w, h) = tile_spots(KINGDOM_TILES, c, rows=((0, 4), (4, 7)), gap=30, margin=10)
    for (cells, ci, hi), (x, y) in zip(KINGDOM_TILES.values(), spots):
        body += tile(cells, ci, hi, x, y, c)
    with open(os.path.join(OUT, "rules-tiles.svg"), "w") as f:
        f.write(svg(w, h, body))
    body = []
    c = 30
    x = 10
    for cells in DRAGON_TILES.values():
        body += dragon(cells, x, 10, c)
        x += (max(cx for cx, _ in cells) + 1) * c + 20
    with open(os.path.join(OUT, "rules-dragons.svg"), "w") as f:
        f.write(svg(x, 10 + 4 * c + 10, body))
    c = 25
    cells, ci, hi = KINGDOM_TILES["L"]
    legal = board(0, 0, c) + tile(cells, ci, hi, 0, c, c)
    legal += ['<circle cx="85" cy="20" r="14" fill="#009E73" stroke="%s" stroke-width="3"/>' % INK,
              '<path d="M77 20 L83 27 L94 13" fill="none" stroke="#FFFFFF" stroke-width="4"/>']
    with open(os.path.join(OUT, "rules-legal.svg"), "w") as f:
        f.write(svg(100, 100, legal))
    # Clear of every corner, on the squares like any tile: only the place is wrong
    illegal = board(0, 0, c) + tile(cells, ci, hi, c, 0, c)
    illegal += ['<path d="M20 20 L80 80 M80 20 L20 80" stroke="%s" stroke-width="12"/>' % INK,
                '<path d="M20 20 L80 80 M80 20 L20 80" stroke="#D55E00" stroke-width="7"/>']
    with open(os.path.join(OUT, "rules-illegal.svg"), "w") as f:
        f.write(svg(100, 100, illegal))
    for seat in (0, 1):
        for name, (cells, ci, hi) in KINGDOM_TILES.items():
            with open(os.path.join(OUT, "left-%d-%s.svg" % (seat, name)), "w") as f:
                f.write(svg(100, 100, left_tile(cells, ci, hi, seat)))
    print("wrote rules-tiles, rules-dragons, rules-legal, rules-illegal and left-*-* in", OUT)


if __name__ == "__main__":
    main()
