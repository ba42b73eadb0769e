"""Dragon Inferno on screen: where everything sits, computed from the rectangle the engine leaves.
Stateless; nothing here changes the game.

    [ light panel ]  [ the five caves        ]  [ dark panel ]
    [ emblem score]  [                       ]  [ emblem score]
    [ crushed eggs]  [   the 8x8 board       ]  [ crushed eggs]
    [ tray 2 x 4  ]  [                       ]  [ tray 2 x 4  ]

Each tray holds the seat's seven tiles and, in its eighth slot, the turn button; while a dragon is
being placed the summoner's tray shows the dragon and its buttons (turn, flip, next place, place).
"""
import pygame

from engine.ui.board import SquareBoard
from games.dragon_inferno import info
from games.dragon_inferno.pieces import CAVES, SIZE

LIGHT, DARK = 0, 1


def _rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


# The kingdoms' greens are defined once, in info.py (the setup screen and top bar use them too).
SEAT_COLOR = {LIGHT: _rgb(info.LIGHT), DARK: _rgb(info.DARK)}
# Text on each kingdom's colour (dark ink on the light green, white on the dark green: 7:1 both).
SEAT_TEXT = {LIGHT: (26, 26, 46), DARK: (255, 255, 255)}
GROUND_LINE = (92, 78, 52)
EDGE = (26, 26, 46)

P = "dragon-inferno/"
CASTLE = {LIGHT: P + "castle-0", DARK: P + "castle-1"}
EMBLEM = {LIGHT: P + "emblem-0", DARK: P + "emblem-1"}
WHY = {"corner": P + "why-corner", "touch": P + "why-touch", "covered": P + "why-covered",
       "outside": P + "why-outside", "bare": P + "why-covered", "dragon": P + "why-covered"}

TRAY_COLS, TRAY_ROWS = 2, 4


class Geometry:
    def __init__(self, rect, s):
        self.s = s
        self.rect = rect
        gap = s(24)
        self.gap = gap
        slot = s(134)          # a tray button: 120 px at least at 1920x1080, with a margin
        sgap = s(18)
        self.slot, self.sgap = slot, sgap
        panel_w = TRAY_COLS * slot + (TRAY_COLS - 1) * sgap
        head_h = s(150)
        eggs_h = s(64)
        cave_ratio = 1.25      # the caves' row, in board squares
        avail_w = rect.width - 2 * (panel_w + gap)
        cell = int(min(avail_w / SIZE, (rect.height - gap * 0.5) / (SIZE + cave_ratio)))
        cell = max(8, cell)
        self.cell = cell
        board_w = cell * SIZE
        cave_h = int(cell * cave_ratio)
        top = rect.y + (rect.height - board_w - cave_h) // 2
        bx = rect.centerx - board_w // 2
        self.board = SquareBoard(SIZE, SIZE).fit(pygame.Rect(bx, top + cave_h, board_w, board_w))
        self.frame = self.board.rect.inflate(s(18), s(18))
        # The caves: five mouths above the board, cave 1 on the left.
        cw = min(cave_h, (board_w - (CAVES - 1) * s(10)) // CAVES)
        total = CAVES * cw + (CAVES - 1) * s(10)
        x0 = self.board.rect.centerx - total // 2
        self.caves = [pygame.Rect(x0 + k * (cw + s(10)), top + (cave_h - cw) // 2 - s(6), cw, cw)
                      for k in range(CAVES)]
        # The two panels.
        self.panels = {}
        self.heads = {}
        self.eggs = {}
        self.trays = {}
        ph = head_h + eggs_h + TRAY_ROWS * slot + (TRAY_ROWS - 1) * sgap + 2 * sgap
        py = rect.y + max(0, (rect.height - ph) // 2)
        for seat, x in ((LIGHT, self.frame.left - gap - panel_w),
                        (DARK, self.frame.right + gap)):
            x = max(rect.x, min(x, rect.right - panel_w)) if seat == LIGHT else \
                min(x, rect.right - panel_w)
            panel = pygame.Rect(x, py, panel_w, ph)
            self.panels[seat] = panel
            self.heads[seat] = pygame.Rect(x, py, panel_w, head_h)
            self.eggs[seat] = pygame.Rect(x, py + head_h, panel_w, eggs_h)
            ty = py + head_h + eggs_h + sgap
            self.trays[seat] = [pygame.Rect(x + c * (slot + sgap), ty + r * (slot + sgap), slot, slot)
                                for r in range(TRAY_ROWS) for c in range(TRAY_COLS)]

    def square_at(self, pos):
        return self.board.cell_at(pos)

    def square_rect(self, sq):
        return self.board.cell_rect(sq)

    def square_center(self, sq):
        return self.board.cell_center(sq)

    def slot_of(self, seat, k):
        return self.trays[seat][k]


def shape_bounds(shape):
    xs = [x for x, _ in shape]
    ys = [y for _, y in shape]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def shape_in_rect(shape, rect, fill=0.8):
    """(cell size, [(x, y) top-left per square]) to draw a piece's shape centred in rect."""
    x0, y0, w, h = shape_bounds(shape)
    cell = int(min(rect.width * fill / max(w, 1), rect.height * fill / max(h, 1)))
    ox = rect.centerx - cell * w // 2
    oy = rect.centery - cell * h // 2
    return cell, [(ox + (x - x0) * cell, oy + (y - y0) * cell) for x, y in shape]
