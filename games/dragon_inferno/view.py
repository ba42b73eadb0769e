"""Dragon Inferno on screen: where everything sits, computed from the rectangle the engine leaves.
Stateless; nothing here changes the game.

    [ light panel ]  [c]  [                       ]  [ dark panel ]
    [ emblem score]  [a]  [                       ]  [ emblem score]
    [ crushed eggs]  [v]  [   the 8x8 board       ]  [ crushed eggs]
    [ tray 2 x 4  ]  [e]  [                       ]  [ tray 2 x 4  ]

(on a tall window the panels go above and below the board; see Geometry)

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
    """Two arrangements, whichever gives the larger board squares:

    wide (landscape)                          tall (portrait)
    [light] [caves] [  board  ] [dark]        [light head][light tray: 8 in a row]
                                              [caves: 5 in a row]
                                              [         board        ]
                                              [dark head ][dark tray: 8 in a row]
    """

    def __init__(self, rect, s):
        self.s = s
        self.rect = rect
        self.gap = gap = s(24)
        self.slot = slot = s(134)     # a tray button: 120 px at least at 1920x1080, with a margin
        self.sgap = sgap = s(18)
        panel_w = TRAY_COLS * slot + (TRAY_COLS - 1) * sgap
        head_h = s(150)
        eggs_h = s(64)
        # wide: the caves in a column beside the board, as wide as 0.9 square
        wide = min((rect.width - 2 * (panel_w + gap) - gap) / (SIZE + 0.9), rect.height / SIZE)
        # tall: a row of panel above and one below, the caves in a row over the board
        row_h = max(slot, head_h) + sgap
        tall = min(rect.width / SIZE, (rect.height - 2 * (row_h + gap) - gap) / (SIZE + 0.9))
        self.tall = tall > wide * 1.05
        cell = self.cell = max(8, int(tall if self.tall else wide))
        board_w = cell * SIZE
        cave = int(cell * 0.9)
        cgap = s(10)
        self.panels, self.heads, self.eggs, self.trays = {}, {}, {}, {}
        if not self.tall:
            total = board_w + gap + cave
            left = rect.centerx - total // 2
            bx = left + cave + gap
            by = rect.centery - board_w // 2
            self.board = SquareBoard(SIZE, SIZE).fit(pygame.Rect(bx, by, board_w, board_w))
            cave = min(cave, (board_w - (CAVES - 1) * cgap) // CAVES)
            top = rect.centery - (CAVES * cave + (CAVES - 1) * cgap) // 2
            self.caves = [pygame.Rect(left, top + k * (cave + cgap), cave, cave)
                          for k in range(CAVES)]
            ph = head_h + eggs_h + TRAY_ROWS * slot + (TRAY_ROWS - 1) * sgap + 2 * sgap
            py = rect.y + max(0, (rect.height - ph) // 2)
            frame = self.board.rect.inflate(s(18), s(18))
            for seat, x in ((LIGHT, max(rect.x, left - gap - panel_w)),
                            (DARK, min(rect.right - panel_w, frame.right + gap))):
                self.panels[seat] = pygame.Rect(x, py, panel_w, ph)
                self.heads[seat] = pygame.Rect(x, py, panel_w, head_h)
                self.eggs[seat] = pygame.Rect(x, py + head_h, panel_w, eggs_h)
                ty = py + head_h + eggs_h + sgap
                self.trays[seat] = [pygame.Rect(x + c * (slot + sgap), ty + r * (slot + sgap),
                                                slot, slot)
                                    for r in range(TRAY_ROWS) for c in range(TRAY_COLS)]
        else:
            total_h = 2 * (row_h + gap) + cave + gap + board_w
            top = rect.centery - total_h // 2
            bx = rect.centerx - board_w // 2
            by = top + row_h + gap + cave + gap
            self.board = SquareBoard(SIZE, SIZE).fit(pygame.Rect(bx, by, board_w, board_w))
            cave = min(cave, (board_w - (CAVES - 1) * cgap) // CAVES)
            cx = rect.centerx - (CAVES * cave + (CAVES - 1) * cgap) // 2
            self.caves = [pygame.Rect(cx + k * (cave + cgap), by - gap - cave, cave, cave)
                          for k in range(CAVES)]
            head_w = s(300)
            n = TRAY_ROWS * TRAY_COLS
            row_w = head_w + gap + n * slot + (n - 1) * sgap
            if row_w > rect.width:      # a very narrow window: smaller slots rather than overflow
                slot = max(8, (rect.width - head_w - gap - (n - 1) * sgap) // n)
                row_w = head_w + gap + n * slot + (n - 1) * sgap
            x = rect.centerx - row_w // 2
            for seat, y in ((LIGHT, top), (DARK, self.board.rect.bottom + gap + sgap)):
                self.panels[seat] = pygame.Rect(x, y, row_w, row_h - sgap)
                self.heads[seat] = pygame.Rect(x, y, head_w, row_h - sgap - eggs_h // 2)
                self.eggs[seat] = pygame.Rect(x, y + row_h - sgap - eggs_h // 2, head_w,
                                              eggs_h // 2)
                tx = x + head_w + gap
                self.trays[seat] = [pygame.Rect(tx + k * (slot + sgap), y, slot, slot)
                                    for k in range(n)]
        self.frame = self.board.rect.inflate(s(18), s(18))

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


def framed_cave(st):
    """The cave the yellow frame marks: the dragon being laid while one is (its cave now empty;
    the frame on the next cave, while the prompt said "Lay dragon 2", sent a child to cave 3),
    else the next dragon to come out."""
    summon = st.get("summon")
    return summon["cave"] if summon else st["next_cave"]
