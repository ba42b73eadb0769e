"""Boards on screen: where each cell is, which cell is under the pointer, outlines. One interface
for square and hex boards, so the action picker and the scenes work the same on both.

    board = SquareBoard(6, 9).fit(rect)            # the largest board centred in rect
    board = HexBoard(3).fit(rect)                  # 37 pointy-top hexes
    board.cell_rect(i), board.cell_center(i), board.cell_polygon(i)
    board.cell_at(event.pos)                       # an index, or None off the board
    board.outline(surface, i, colour, width); board.fill(surface, i, colour)

Cell indices are those of engine.grid (row by row for squares, hex_cells order for hexes).
"""
import math

import pygame

from engine import cache, grid
from engine.ui import classroom, text, theme


class Board:
    cells = 0
    cell = 1          # the cell size in pixels (a square's side, a hex's width)
    rect = pygame.Rect(0, 0, 0, 0)

    def fit(self, rect, max_cell=None):
        raise NotImplementedError

    def cell_center(self, i):
        raise NotImplementedError

    def cell_polygon(self, i):
        raise NotImplementedError

    def cell_at(self, pos):
        raise NotImplementedError

    def cell_rect(self, i):
        pts = self.cell_polygon(i)
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def outline(self, surface, i, color, width=3):
        pygame.draw.polygon(surface, color, self.cell_polygon(i), width)

    def fill(self, surface, i, color):
        """Fills the cell; a colour with alpha is blended onto the surface."""
        if len(color) == 4 and color[3] < 255:
            r = self.cell_rect(i)
            layer = pygame.Surface((r.width + 1, r.height + 1), pygame.SRCALPHA)
            pts = [(x - r.x, y - r.y) for x, y in self.cell_polygon(i)]
            pygame.draw.polygon(layer, color, pts)
            surface.blit(layer, r.topleft)
        else:
            pygame.draw.polygon(surface, color, self.cell_polygon(i))


class SquareBoard(Board):
    """cols x rows squares. turned=True lays the board on its side (a tall board on a wide
    window): the game's column x shows as screen row x, its row y as screen column rows-1-y."""

    def __init__(self, cols, rows, turned=False):
        self.cols, self.rows = cols, rows
        self.turned = turned
        self.cells = cols * rows
        self.cell = 1
        self.across, self.down = (rows, cols) if turned else (cols, rows)
        self.rect = pygame.Rect(0, 0, self.across, self.down)

    def fit(self, rect, max_cell=None):
        rect = pygame.Rect(rect)
        cell = max(1, min(rect.width // self.across, rect.height // self.down))
        if max_cell:
            cell = min(cell, int(max_cell))
        self.cell = cell
        self.rect = pygame.Rect(0, 0, cell * self.across, cell * self.down)
        self.rect.center = rect.center
        return self

    def screen_xy(self, i):
        """Where cell i shows, in cells from the board's top-left corner."""
        x, y = grid.to_xy(i, self.cols)
        return (self.rows - 1 - y, x) if self.turned else (x, y)

    def cell_rect(self, i):
        x, y = self.screen_xy(i)
        return pygame.Rect(self.rect.x + x * self.cell, self.rect.y + y * self.cell,
                           self.cell, self.cell)

    def cell_center(self, i):
        return self.cell_rect(i).center

    def cell_polygon(self, i):
        r = self.cell_rect(i)
        return [r.topleft, (r.right, r.top), (r.right, r.bottom), (r.left, r.bottom)]

    def cell_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        x = (pos[0] - self.rect.x) // self.cell
        y = (pos[1] - self.rect.y) // self.cell
        if self.turned:
            x, y = y, self.rows - 1 - x
        return grid.from_xy(x, y, self.cols)


class HexBoard(Board):
    """Pointy-top hexes (a vertex up) in a hexagon of `radius`; `cell` is a hex's width."""

    def __init__(self, radius):
        self.radius = radius
        self.axial = grid.hex_cells(radius)
        self.index = grid.hex_index(radius)
        self.cells = len(self.axial)
        self.size = 1.0          # centre to vertex
        self.origin = (0, 0)     # the centre hex's centre
        self.cell = 1
        self.rect = pygame.Rect(0, 0, 0, 0)

    def fit(self, rect, max_cell=None):
        rect = pygame.Rect(rect)
        n = self.radius
        # The hexagon is (2n + 1) hex widths across and (3n + 2) half-sizes... in size units:
        # width = sqrt(3) * size * (2n + 1), height = size * (3n + 2).
        size = min(rect.width / (math.sqrt(3) * (2 * n + 1)), rect.height / (3 * n + 2))
        if max_cell:
            size = min(size, max_cell / math.sqrt(3))
        self.size = max(1.0, size)
        self.cell = int(math.sqrt(3) * self.size)
        self.origin = rect.center
        w = math.ceil(math.sqrt(3) * self.size * (2 * n + 1))
        h = math.ceil(self.size * (3 * n + 2))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = rect.center
        return self

    def _center(self, q, r):
        x = self.origin[0] + self.size * math.sqrt(3) * (q + r / 2)
        y = self.origin[1] + self.size * 1.5 * r
        return x, y

    def cell_center(self, i):
        x, y = self._center(*self.axial[i])
        return int(round(x)), int(round(y))

    def cell_polygon(self, i):
        cx, cy = self._center(*self.axial[i])
        return [(int(round(cx + self.size * math.cos(math.radians(60 * k - 30)))),
                 int(round(cy + self.size * math.sin(math.radians(60 * k - 30)))))
                for k in range(6)]

    def cell_at(self, pos):
        # Pixel to fractional axial coordinates, then cube rounding: a true hex hit-test.
        x = (pos[0] - self.origin[0]) / self.size
        y = (pos[1] - self.origin[1]) / self.size
        q = math.sqrt(3) / 3 * x - y / 3
        r = 2 / 3 * y
        cx, cz = q, r
        cy = -cx - cz
        rx, ry, rz = round(cx), round(cy), round(cz)
        dx, dy, dz = abs(rx - cx), abs(ry - cy), abs(rz - cz)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy > dz:
            ry = -rx - rz
        else:
            rz = -rx - ry
        return self.index.get((int(rx), int(rz)))


def name_chip_width(label, height):
    """How wide name_chip draws `label` at `height` (a layout keeps room for the chips)."""
    px = max(11, int(height * 0.8))
    return max(height, text.render(label, px, theme.INK, True).get_width() + height // 2)


def name_chip(surface, label, center, height):
    """A place's name at a board's edge ("C", "5", "D1"): ink on a small paper chip, so it reads
    at 7:1 and more whatever the board under it looks like. Returns the chip's rectangle."""
    px = max(11, int(height * 0.8))
    chip = pygame.Rect(0, 0, name_chip_width(label, height), height)
    chip.center = center
    classroom.contrast(theme.INK, theme.PAPER, "place names")
    pygame.draw.rect(surface, theme.PAPER, chip, border_radius=height // 4)
    pygame.draw.rect(surface, theme.INK, chip, max(1, height // 12), border_radius=height // 4)
    text.draw(surface, label, px, theme.INK, bold=True, center=chip.center)
    return chip


CHIP_KEY = (255, 0, 255)      # the ground of a strip of name chips: no chip has this colour


def name_chips_strip(chips, height):
    """(picture, where) of the name chips `chips` ((label, centre) pairs, window pixels) of
    `height`, painted once on one strip kept in the box's byte budget. Each pixel of a chip is
    opaque (paper, ink, words antialiased on the paper), so the strip's ground is a colour key,
    quicker to blit than a transparent surface: a board's fifteen chips drawn one by one cost
    1.6 ms of a 3840x2160 redraw."""
    key = ("name-chips", tuple(chips), height)
    got = cache.get(key)
    if got is None:
        probe = pygame.Surface((1, 1))        # name_chip tells each chip's rectangle
        rects = [name_chip(probe, label, at, height) for label, at in chips]
        area = rects[0].unionall(rects)
        strip = pygame.Surface(area.size)
        strip.fill(CHIP_KEY)
        for label, (x, y) in chips:
            name_chip(strip, label, (x - area.x, y - area.y), height)
        strip.set_colorkey(CHIP_KEY, pygame.RLEACCEL)
        got = cache.put(key, (strip, area.topleft), cache.surface_bytes(strip))
    return got


def draw_name_chips(surface, chips, height):
    """The name chips `chips` on `surface`, blitted from their strip; painted one by one while
    the classroom figures are recorded, so that they are seen."""
    if classroom.recording():
        for label, at in chips:
            name_chip(surface, label, at, height)
        return
    classroom.contrast(theme.INK, theme.PAPER, "place names")
    surface.blit(*name_chips_strip(chips, height))
