"""Chevaliers et Dragons: where things are on screen and how pawns, dice and dot towers are drawn.
Stateless helpers used by scene.py; nothing here changes the game.

The rules number the squares sq = row * 6 + col with the dragons' back row at the top (row 0) and
the Prince's back row at the bottom (row 8). A board 9 squares tall leaves small squares on a wide
screen, so on landscape windows the board is drawn *sideways*: 9 columns across, 6 rows down, the
Prince's camp on the left and the dragons' camp on the right (the board turned a quarter turn
clockwise: the Prince's column A, on his left hand, is the top row). Only this module converts.
"""
import pygame

from engine import assets
from engine.ui import theme
from engine.ui.board import SquareBoard
from engine.ui.dice import PIP_RADIUS, pip_centres

COLS, ROWS = 6, 9
PRINCE, DRAGONS = 0, 1
SEAT_COLOR = {PRINCE: (0, 114, 178), DRAGONS: (213, 94, 0)}
SEAT_TINT = {PRINCE: (0, 114, 178, 46), DRAGONS: (213, 94, 0, 46)}
GOLD = theme.YELLOW
GRID_LINE = (58, 96, 52)

P = "chevaliers-dragons/"
BANNER = {PRINCE: P + "banner-blue", DRAGONS: P + "banner-red"}
FOOT = {PRINCE: P + "footprint-blue", DRAGONS: P + "footprint-red"}
EMBLEM = {PRINCE: P + "prince-emblem", DRAGONS: P + "dragon-emblem"}
# The objectives each side goes for (the other side's).
WANTS = (("treasure", "princess"), ("castle", "village"))
SIDE = {"prince": 0, "knight": 0, "soldier": 0, "tyran": 1, "big_dragon": 1, "small_dragon": 1}
_PAWN = {"prince": "prince", "knight": "knight", "soldier": "soldier", "tyran": "dragon-king",
         "big_dragon": "big-dragon", "small_dragon": "small-dragon"}

# The pips of sprites/ui/die-N.svg come from the kit (engine.ui.dice), so a pip lights on the die.
PIP_R = int(PIP_RADIUS * 100)   # pip radius in the sprite's 100x100 viewBox
MAX_TOTAL = 8       # a die (6) + the biggest bonus (2)

PAWN_SCALE = 0.92   # a pawn's size in its square
GUARD_SCALE = 0.66  # a pawn standing on an objective: the objective's yellow frame shows around it
OBJ_SCALE = 0.92


def pawn_sprite(kind, version="standard"):
    name = _PAWN[kind]
    if version == "pocket" and kind in ("soldier", "small_dragon"):
        name += "-pocket"
    return P + name


def objective_sprite(name):
    return P + name


def die_sprite(face):
    return f"ui/die-{face}"


class Geometry:
    """Every position of the screen, computed from the board rectangle the engine gives."""

    def __init__(self, board, s, count_first=False):
        self.s = s
        self.board = board
        gap = s(24)
        self.gap = gap
        pmin = s(190)      # the side panel: buttons at least 120 px wide at 1920x1080
        qmin = s(170)      # the same panel below the board (portrait windows)
        sideways = min((board.width - pmin - gap) / 9, board.height / 6)
        upright = min((board.width - pmin - gap) / 6, board.height / 9)
        below = min(board.width / 6, (board.height - qmin - gap) / 9)
        best = max(sideways, upright, below)
        self.sideways = sideways >= best
        self.panel_below = not self.sideways and below > upright
        cell = max(8, int(best))
        self.cell = cell
        nx, ny = (ROWS, COLS) if self.sideways else (COLS, ROWS)
        gw, gh = nx * cell, ny * cell
        if self.panel_below:
            ph = max(qmin, min(s(260), board.height - gh - gap))
            top = board.y + (board.height - gh - gap - ph) // 2
            self.grid = pygame.Rect(board.centerx - gw // 2, top, gw, gh)
            self.panel = pygame.Rect(board.x, self.grid.bottom + gap, board.width, ph)
        else:
            pw = max(pmin, min(s(300), board.width - gw - gap))
            left = board.x + (board.width - gw - gap - pw) // 2
            self.grid = pygame.Rect(left, board.centery - gh // 2, gw, gh)
            self.panel = pygame.Rect(self.grid.right + gap, self.grid.y, pw, gh)
        self.key = (board.topleft, board.size, cell, self.sideways, self.panel_below)
        # The 6x9 squares, lying on their side in wide windows: the kit's board places them.
        self.squares = SquareBoard(COLS, ROWS, turned=self.sideways).fit(self.grid)
        self.pawn = int(cell * PAWN_SCALE)
        self.guard = int(cell * GUARD_SCALE)
        self.lifted = int(cell * 1.04)
        self.obj = int(cell * OBJ_SCALE)
        self._panel_slots()
        self._stage(count_first)

    # --- the side panel ------------------------------------------------------------------------
    def _panel_slots(self):
        s, p, gap = self.s, self.panel, self.s(16)
        cap = s(34)          # a small caption under a button, for the grown-ups
        if not self.panel_below:
            u = p.width
            label = s(40)    # "Objectives taken" over the trophies
            self.banner = pygame.Rect(p.x, p.y, u, u // 3)
            self.feet = pygame.Rect(p.x, self.banner.bottom + gap, u, max(s(120), int(u * 0.55)))
            tick_h = max(s(145), int(u * 0.6))
            self.tick = pygame.Rect(p.x, p.bottom - cap - tick_h, u, tick_h)
            top = self.feet.bottom + cap + 3 * gap + label
            room = self.tick.top - gap - top
            # A short panel gets smaller trophies rather than buttons over them.
            row = max(s(30), min((u - gap) // 2, (room - gap) // 2))
            self.trophy_rows = [pygame.Rect(p.x, top + i * (row + gap), u, row) for i in (0, 1)]
            self.trophy_label = (p.centerx, top - s(6))
        else:
            h = p.height - cap
            x = p.x
            bw = min(3 * h, p.width // 4)
            self.banner = pygame.Rect(x, p.y, bw, bw // 3)
            self.banner.centery = p.y + h // 2
            x = self.banner.right + gap
            self.feet = pygame.Rect(x, p.y, int(h * 1.6), h)
            x = self.feet.right + gap
            tick_w = int(h * 1.3)
            self.tick = pygame.Rect(p.right - tick_w, p.y, tick_w, h)
            room = self.tick.left - gap - x
            row = min(h // 2 - gap // 2, room // 2)
            self.trophy_rows = [pygame.Rect(x, p.y + i * (row + gap), 2 * row + gap, row)
                                for i in (0, 1)]
            self.trophy_label = None
        self.caption_h = cap

    def trophy_slot(self, seat, i):
        r = self.trophy_rows[seat]
        pad = max(2, r.height // 12)
        size = r.height - 2 * pad
        slot = pygame.Rect(0, 0, size, size)
        w = r.width
        slot.center = (r.x + int(w * (0.27 if i == 0 else 0.73)), r.centery)
        return slot

    # --- the combat show, drawn over the board ---------------------------------------------------
    def _stage(self, count_first):
        s = self.s
        st = self.grid.inflate(-2 * s(8), -2 * s(8))
        self.stage = st
        self.title = pygame.Rect(st.x, st.y, st.width, max(s(50), int(st.height * 0.11)))
        self.pad_buttons = []
        bottom = st.bottom
        if count_first:
            gap = s(14)
            per_row = 8
            bw = (st.width - 2 * s(10) - (per_row - 1) * gap) // per_row
            if bw < s(120) * 0.8 and st.width < st.height:
                per_row = 4        # a narrow (portrait) board: two rows of four
                bw = (st.width - 2 * s(10) - (per_row - 1) * gap) // per_row
            bw = min(bw, s(180))
            bh = max(s(120), min(bw, s(150)))
            rows = 8 // per_row
            pad_h = rows * bh + (rows - 1) * gap + 2 * s(10)
            self.pad = pygame.Rect(st.x, st.bottom - pad_h, st.width, pad_h)
            bottom = self.pad.top
            total = per_row * bw + (per_row - 1) * gap
            for n in range(1, 9):
                r, c = divmod(n - 1, per_row)
                self.pad_buttons.append(pygame.Rect(st.centerx - total // 2 + c * (bw + gap),
                                                    self.pad.y + s(10) + r * (bh + gap), bw, bh))
        else:
            self.pad = None
        body = pygame.Rect(st.x, self.title.bottom, st.width, bottom - self.title.bottom)
        self.body = body
        colw = int(body.width * 0.31)
        self.cols = {PRINCE: pygame.Rect(body.x, body.y, colw, body.height),
                     DRAGONS: pygame.Rect(body.right - colw, body.y, colw, body.height)}
        mid = pygame.Rect(body.x + colw, body.y, body.width - 2 * colw, body.height)
        self.mid = mid
        self.fighter = int(min(colw * 0.62, body.height * 0.42))
        self.die = int(min(colw * 0.5, body.height * 0.38))
        self.bonus_dot = max(6, int(self.die * 0.26))
        self.fighter_rect = {}
        self.die_center = {}
        self.bonus_centers = {}
        for seat, col in self.cols.items():
            fr = pygame.Rect(0, 0, self.fighter, self.fighter)
            fr.midtop = (col.centerx, col.y + s(6))
            self.fighter_rect[seat] = fr
            room = col.bottom - fr.bottom
            cy = fr.bottom + room // 2
            # the die, then "+" and the bonus dots (up to two) on its right
            dx = col.centerx - int(self.die * 0.32)
            self.die_center[seat] = (dx, cy)
            bx = dx + self.die // 2 + int(self.bonus_dot * 1.9)
            self.bonus_centers[seat] = [(bx + int(i * self.bonus_dot * 1.25), cy) for i in (0, 1)]
        # the towers of dots, side by side in the middle
        arrow_h = max(s(40), int(mid.height * 0.09))
        self.arrow_band = pygame.Rect(mid.x, mid.y, mid.width, arrow_h)
        label_h = max(s(50), int(mid.height * 0.13))
        self.tower_base = mid.bottom - label_h
        room = self.tower_base - self.arrow_band.bottom - s(8)
        self.pitch = max(6, int(min(room / MAX_TOTAL, mid.width * 0.16)))
        self.tower_x = {PRINCE: mid.centerx - int(mid.width * 0.24),
                        DRAGONS: mid.centerx + int(mid.width * 0.24)}
        self.label_y = self.tower_base + label_h // 2
        self.sign_center = (mid.centerx, self.tower_base - self.pitch * 3)

    def tower_dot(self, seat, i):
        """Centre of the i-th dot (0 = bottom) of a side's tower."""
        return (self.tower_x[seat], self.tower_base - int((i + 0.5) * self.pitch))

    def tower_rect(self, seat):
        w = self.pitch
        return pygame.Rect(self.tower_x[seat] - w // 2, self.tower_base - MAX_TOTAL * self.pitch,
                           w, MAX_TOTAL * self.pitch)

    def die_rect(self, seat):
        r = pygame.Rect(0, 0, self.die, self.die)
        r.center = self.die_center[seat]
        return r

    def pip_center(self, seat, face, i):
        return pip_centres(self.die_rect(seat), face)[i]

    # --- squares ---------------------------------------------------------------------------------
    def square_rect(self, sq):
        return self.squares.cell_rect(sq)

    def square_center(self, sq):
        return self.squares.cell_center(sq)

    def square_at(self, pos):
        return self.squares.cell_at(pos)


def blit_center(surface, name, size, center, alpha=255, angle=0):
    size = max(2, int(size))
    if angle:
        img = assets.sprite_rotated(name, (size, size), angle)
    else:
        img = assets.sprite(name, (size, size))
    return assets.blit_alpha(surface, img, img.get_rect(center=(int(center[0]), int(center[1]))),
                             alpha)


def dot(surface, center, radius, fill, outline=theme.INK, width=None):
    radius = max(2, int(radius))
    pygame.draw.circle(surface, fill, center, radius)
    if outline is not None:
        pygame.draw.circle(surface, outline, center, radius, width or max(2, radius // 5))
