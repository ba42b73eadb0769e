"""Dragon Inferno's pieces painted: kingdom tiles (colour, edge pattern, castle, hole), dragons and
eggs, at any place and size. Pure drawing helpers, used for the board, the trays, the caves, the
ghost and the animations alike, so a piece looks the same wherever it is.

The two kingdoms differ by more than their greens: the light one has a plain double edge (ink and
white) and pennants on its castles; the dark one has an ink edge studded with white dots and
swallow-tailed banners.
"""
import pygame

from engine import assets, cache
from engine.ui import theme
from games.dragon_inferno.pieces import KINGDOM_TILES
from games.dragon_inferno.view import CASTLE, EDGE, LIGHT, P, SEAT_COLOR

TILE_KEY = (255, 0, 255)        # round a tile in its picture: no tile has this colour


def tile_marks(name):
    """(castle, hole): which of the tile's squares carry them (indices into its shape)."""
    _, castle, hole = KINGDOM_TILES[name]
    return castle, hole


def _outer_sides(rects):
    """For each rect of a piece, its sides that no other square of the piece shares."""
    spots = {(r.x, r.y) for r in rects}
    out = []
    for r in rects:
        w = r.width
        sides = []
        if (r.x, r.y - w) not in spots:
            sides.append((r.topleft, r.topright))
        if (r.x, r.y + w) not in spots:
            sides.append((r.bottomleft, r.bottomright))
        if (r.x - w, r.y) not in spots:
            sides.append((r.topleft, r.bottomleft))
        if (r.x + w, r.y) not in spots:
            sides.append((r.topright, r.bottomright))
        out.append(sides)
    return out


def kingdom(surface, rects, seat, castle=None, hole=None, under_hole=None):
    """A kingdom tile: `rects` its squares (equal squares on one grid), `castle` / `hole` indices
    into rects, `under_hole` a sprite name seen through the hole (a hatched egg) or None."""
    if not rects:
        return
    cell = rects[0].width
    colour = SEAT_COLOR[seat]
    for r in rects:
        pygame.draw.rect(surface, colour, r)
    if hole is not None:
        hr = rects[hole]
        # Through the hole: the ground below (dark), and a hatched egg when there is one.
        pygame.draw.circle(surface, (70, 58, 40), hr.center, int(cell * 0.36))
        if under_hole:
            img = assets.sprite(under_hole, (int(cell * 0.7), int(cell * 0.7)))
            surface.blit(img, img.get_rect(center=hr.center))
        img = assets.sprite(P + "hole", (cell, cell))
        surface.blit(img, hr)
    edges(surface, rects, seat)
    if castle is not None:
        size = int(cell * 0.86)
        img = assets.sprite(CASTLE[seat], (size, size))
        surface.blit(img, img.get_rect(center=rects[castle].center))


def kingdom_picture(rects, seat, castle=None, hole=None, under_hole=None):
    """(picture, where) of kingdom() painted once per tile, place and size (kept in the box's
    byte budget): each tile on the board painted afresh cost near a millisecond of a 4K redraw.
    Every pixel of a tile is opaque (its squares, their edges, what lies on them), so what is
    round it in its box is a colour key."""
    cell = rects[0].width
    m = 2 * max(2, cell // 14) + 2          # the ink edge reaches past the squares
    area = rects[0].unionall(rects).inflate(2 * m, 2 * m)
    key = ("di-tile", seat, tuple((r.x - area.x, r.y - area.y, r.w, r.h) for r in rects),
           castle, hole, under_hole)
    img = cache.get(key)
    if img is None:
        img = pygame.Surface(area.size)
        img.fill(TILE_KEY)
        kingdom(img, [r.move(-area.x, -area.y) for r in rects], seat, castle, hole, under_hole)
        img.set_colorkey(TILE_KEY)
        img = cache.put(key, img)
    return img, area.topleft


def edges(surface, rects, seat):
    cell = rects[0].width
    w = max(2, cell // 14)
    for sides in _outer_sides(rects):
        for a, b in sides:
            pygame.draw.line(surface, EDGE, a, b, w * 2)
    if seat == LIGHT:
        # a plain white line just inside the ink edge
        inner = max(1, w // 2 + 1)
        for r, sides in zip(rects, _outer_sides(rects)):
            for a, b in sides:
                a2, b2 = _inset(r, a, b, w + inner)
                pygame.draw.line(surface, theme.WHITE, a2, b2, inner)
    else:
        # white studs along the ink edge
        rad = max(2, cell // 18)
        for r, sides in zip(rects, _outer_sides(rects)):
            for a, b in sides:
                for f in (0.25, 0.75):
                    x = a[0] + (b[0] - a[0]) * f
                    y = a[1] + (b[1] - a[1]) * f
                    cx, cy = _toward(r, (x, y), w + rad)
                    pygame.draw.circle(surface, EDGE, (cx, cy), rad + 2)
                    pygame.draw.circle(surface, theme.WHITE, (cx, cy), rad)


def _toward(r, p, by):
    """Point p moved `by` pixels towards the centre of r, along the axis it sits on."""
    x, y = p
    cx, cy = r.center
    if abs(x - cx) > abs(y - cy):
        x += by if x < cx else -by
    else:
        y += by if y < cy else -by
    return int(x), int(y)


def _inset(r, a, b, by):
    if a[1] == b[1]:   # horizontal side
        dy = by if a[1] <= r.centery else -by
        return (a[0] + by, a[1] + dy), (b[0] - by, b[1] + dy)
    dx = by if a[0] <= r.centerx else -by
    return (a[0] + dx, a[1] + by), (b[0] + dx, b[1] - by)


def dragon(surface, rects, head=None):
    """A dragon lying on its squares: scales on each, a head on one end, an ink outline."""
    if not rects:
        return
    cell = rects[0].width
    for r in rects:
        img = assets.sprite(P + "dragon-cell", (cell, cell))
        surface.blit(img, r)
    k = len(rects) - 1 if head is None else head
    img = assets.sprite(P + "dragon-head", (cell, cell))
    surface.blit(img, rects[k])
    w = max(2, cell // 12)
    for sides in _outer_sides(rects):
        for a, b in sides:
            pygame.draw.line(surface, EDGE, a, b, w)


def egg(surface, center, cell, name="egg", scale=0.72):
    size = max(4, int(cell * scale))
    img = assets.sprite(P + name, (size, size))
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def shape_rects(cells, topleft, cell):
    """Rects for a piece's cells ([x, y] relative) drawn from `topleft` with squares of `cell`."""
    x0 = min(c[0] for c in cells)
    y0 = min(c[1] for c in cells)
    return [pygame.Rect(topleft[0] + (x - x0) * cell, topleft[1] + (y - y0) * cell, cell, cell)
            for x, y in cells]


def fitted_rects(cells, rect, fill=0.82):
    """The piece centred in rect, as large as fits (for trays, caves and pictures)."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    w = max(xs) - min(xs) + 1
    h = max(ys) - min(ys) + 1
    cell = max(3, int(min(rect.width * fill / w, rect.height * fill / h)))
    left = rect.centerx - cell * w // 2
    top = rect.centery - cell * h // 2
    return shape_rects(cells, (left, top), cell)


def alpha_layer(size):
    return pygame.Surface(size, pygame.SRCALPHA)
