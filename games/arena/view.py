"""ARENA on screen: where everything sits, computed from the rectangle the engine leaves.
Stateless; nothing here changes the game.

wide (landscape)                                  tall (portrait)
[fighter cards] [      the arena      ] [track ]  [ cards in one or two rows        ]
[ one a seat  ] [    37 hexes, sand   ] [action]  [          the arena              ]
[             ] [                     ] [ grid ]  [ track ][ action grid, 6 in a row]
[             ] [                     ] [forecast] [ forecast ]

The action grid holds six slots, two across: the five postures and a sixth for picking up the
weapon; while a fighter walks it holds the end of the turn and the attack instead. Under it the
forecast of the attack being considered.
"""
import math

import pygame

from engine import seats as seat_styles
from engine.ui.board import HexBoard, name_chip_width
from games.arena import info
from games.arena.board import RADIUS, ROWS, hex_name

P = "arena/"
SAND = (243, 227, 192)
SAND_EDGE = (150, 118, 70)
SAND_DARK = (226, 204, 160)
RIM = (120, 86, 50)


def rgb(hex_colour):
    return tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))


def seat_colour(seat):
    return rgb(seat_styles.info(info, seat)["color"])


def fighter_sprite(seat, f):
    """The fighter's picture for what it is now: standing, on the ground, or out."""
    if f["hp"] <= 0:
        return P + "fighter-%d-out" % seat
    if f["ground"]:
        return P + "fighter-%d-down" % seat
    return P + "fighter-%d" % seat


def hex_name_chips(board):
    """[(name, centre, height)] of the hexes' name chips: each row's first and last hex carry
    their names just beyond the arena's edge (draw.Table.draw_hex_names)."""
    h = max(14, int(board.cell * 0.28))
    out = []
    for row in ROWS:
        for hx, side in ((row[0], -1), (row[-1], 1)):
            x, y = board.cell_center(hx)
            out.append((hex_name(hx), (x + side * int(board.cell * 0.55), y), h))
    return out


def names_overhang(board):
    """How far the name chips reach beyond the arena's rectangle on either side (pixels)."""
    r = board.rect
    out = 0
    for name, (x, _y), h in hex_name_chips(board):
        half = name_chip_width(name, h) / 2
        out = max(out, r.left - (x - half), (x + half) - r.right)
    return max(0, math.ceil(out))


def fit_named(area):
    """(board, overhang): the arena fitted in `area` with its name chips inside it too, and how
    far the chips reach beyond the board (at 1024x768 the chips of the widest row, "D1" and
    "D7", ran under the fighters' cards and the postures beside it)."""
    board = HexBoard(RADIUS).fit(area)
    out = names_overhang(board)
    if out:
        board = HexBoard(RADIUS).fit(area.inflate(-2 * out, 0))
        out = names_overhang(board)
    return board, out


class Geometry:
    def __init__(self, rect, s, seats):
        self.s = s
        self.rect = rect
        gap = self.gap = s(24)
        self.sgap = sgap = s(16)
        col_w = s(300)
        self.tall = rect.width < rect.height * 1.15
        if not self.tall:
            avail_w = max(40, rect.width - 2 * (col_w + gap))
            board_area = pygame.Rect(0, 0, avail_w, rect.height)
            board_area.center = rect.center
            self.board, out = fit_named(board_area)
            bw = self.board.rect.width
            left = rect.centerx - (bw // 2) - out - gap - col_w
            self.cards_rect = pygame.Rect(max(rect.x, left), rect.y, col_w, rect.height)
            right = min(rect.right - col_w, self.board.rect.right + out + gap)
            self.side = pygame.Rect(right, rect.y, col_w, rect.height)
            ch = min(s(150), (rect.height - (seats - 1) * sgap) // max(1, seats))
            top = rect.y + max(0, (rect.height - seats * ch - (seats - 1) * sgap) // 2)
            self.cards = [pygame.Rect(self.cards_rect.x, top + k * (ch + sgap), col_w, ch)
                          for k in range(seats)]
            self.track = pygame.Rect(self.side.x, self.side.y, col_w, s(96))
            cell = min((col_w - sgap) // 2, s(142))
            gy = self.track.bottom + sgap
            self.slots = [pygame.Rect(self.side.x + (k % 2) * (cell + sgap),
                                      gy + (k // 2) * (cell + sgap), cell, cell)
                          for k in range(6)]
            fy = self.slots[-1].bottom + sgap
            self.forecast = pygame.Rect(self.side.x, fy, col_w, max(0, rect.bottom - fy))
            # While a standing fighter picks its posture there is no forecast to show: the six
            # choices take the column's whole height, so their pictures and counts grow.
            tall = max(cell, min(s(240), (rect.bottom - gy - 2 * sgap) // 3))
            self.choice_slots = [pygame.Rect(r.x, gy + (k // 2) * (tall + sgap), cell, tall)
                                 for k, r in enumerate(self.slots)]
        else:
            # Tall: the cards in rows above the arena; under it the round track, then a row of
            # the six action slots with the forecast beside them.
            card_h = s(130)
            per_row = seats if seats <= 3 else (seats + 1) // 2
            rows = 1 if seats <= 3 else 2
            # the postures a child presses: in a window clearly taller than wide, a sixth of the
            # width at least (at 768x1024 the arena took the height and left them 57 px); a
            # squarer window keeps its height for the hexes, pressed too
            slot = max(s(150), rect.width // 6) if rect.height >= 1.1 * rect.width else s(150)
            track_h = s(80)
            bottom_h = track_h + sgap + 2 * slot + sgap
            top_h = rows * card_h + (rows - 1) * sgap
            board_area = pygame.Rect(rect.x, rect.y + top_h + gap, rect.width,
                                     max(40, rect.height - top_h - bottom_h - 2 * gap))
            self.board, _out = fit_named(board_area)
            # A narrow window fits the arena to its width: the height it leaves goes to the
            # postures below, not to bands of empty sand colour above and under the arena
            # (portrait at 1080x1920, the posture cards were 84 px with 400 px unused).
            spare = board_area.height - self.board.rect.height - s(4)
            if spare > 0:
                board_area.height -= spare
                self.board, _out = fit_named(board_area)
            cw = (rect.width - (per_row - 1) * sgap) // per_row
            self.cards = [pygame.Rect(rect.x + (k % per_row) * (cw + sgap),
                                      rect.y + (k // per_row) * (card_h + sgap), cw, card_h)
                          for k in range(seats)]
            self.cards_rect = pygame.Rect(rect.x, rect.y, rect.width, top_h)
            by = self.board.rect.bottom + gap
            self.track = pygame.Rect(rect.x, by, min(rect.width, s(520)), track_h)
            sy = by + track_h + sgap
            half = rect.width * 3 // 5
            room = rect.bottom - sy - sgap      # two rows of slots and the gap between them
            slot = max(8, min((half - 2 * sgap) // 3, max(slot, room // 2)))
            self.slots = [pygame.Rect(rect.x + (k % 3) * (slot + sgap), sy + (k // 3) * (slot + sgap),
                                      slot, slot) for k in range(6)]
            fx = rect.x + 3 * (slot + sgap)
            self.forecast = pygame.Rect(fx, sy, max(0, rect.right - fx),
                                        max(0, rect.bottom - sy))
            self.side = pygame.Rect(rect.x, by, rect.width, rect.bottom - by)
        if self.tall:
            self.choice_slots = self.slots
        self.cell = self.board.cell

    def hex_at(self, pos):
        return self.board.cell_at(pos)

    def centre(self, h):
        return self.board.cell_center(h)
