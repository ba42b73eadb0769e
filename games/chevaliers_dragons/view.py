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
from engine.i18n import tr
from engine.ui import theme
from engine.ui.board import SquareBoard
from engine.ui.dice import PIP_RADIUS, pip_centres
from games.chevaliers_dragons import ink

COLS, ROWS = 6, 9
PRINCE, DRAGONS = 0, 1
SEAT_COLOR = {PRINCE: (0, 114, 178), DRAGONS: (213, 94, 0)}
# The seat colours darkened for words: on paper 8.6:1 and 8.5:1, under white words 9.4:1 and 9.3:1
# (the classroom's 7:1; the plain Okabe-Ito colours give 5.2:1 and 3.9:1 under white).
SEAT_INK = {PRINCE: (0, 74, 116), DRAGONS: (117, 52, 0)}
SEAT_TINT = {PRINCE: (0, 114, 178, 46), DRAGONS: (213, 94, 0, 46)}
GOLD = theme.YELLOW
GRID_LINE = (58, 96, 52)

K = "chevaliers-dragons."
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
CAPTION_INK = 44    # drawn height of the words under the buttons at 1920x1080 (classroom: >= 42)
CAPTION_GAP = 22    # from a button to its caption: room for the Ready button's call (overlays)
SIGN_INK = 60       # drawn height of the sign between the totals (classroom: words >= 42)
NUMBER_INK = 100    # drawn height of the totals and number buttons' digits (classroom: >= 96)
# The die's group on the stage, in dies: the die, a space, "+", a space, two dots and the space
# between them.
BONUS_DOT, PLUS_W, GROUP_SPACE, DOT_SPACE = 0.27, 0.26, 0.07, 0.35
GROUP_W = 1 + 2 * GROUP_SPACE + PLUS_W + BONUS_DOT * (2 + DOT_SPACE)

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
        # The squares' names straddle the board's edges, the rows' on its left, the columns'
        # on the Prince's side (at the bottom when the board stands upright): 0.3 of a square
        # kept free outside each (at 1024x768 the board touched the window's edge and the
        # names, kept in the window, lay whole over the first column's pawns; standing
        # upright, the letters covered the prompt line or the panel's buttons).
        edge = 0.3
        sideways = min((board.width - pmin - gap) / (9 + edge), board.height / 6)
        upright = min((board.width - pmin - gap) / (6 + edge), board.height / (9 + edge))
        below = min(board.width / (6 + edge), (board.height - qmin - gap) / (9 + edge))
        best = max(sideways, upright, below)
        self.sideways = sideways >= best
        self.panel_below = not self.sideways and below > upright
        cell = max(8, int(best))
        self.cell = cell
        nx, ny = (ROWS, COLS) if self.sideways else (COLS, ROWS)
        gw, gh = nx * cell, ny * cell
        m = int(cell * edge)
        if self.panel_below:
            ph = max(qmin, min(s(260), board.height - gh - gap - m))
            top = board.y + (board.height - gh - gap - m - ph) // 2
            self.grid = pygame.Rect(max(board.x + m, board.centerx - gw // 2), top, gw, gh)
            self.panel = pygame.Rect(board.x, self.grid.bottom + gap + m, board.width, ph)
        else:
            pw = max(pmin, min(s(300), board.width - gw - gap - m))
            left = max(board.x + m, board.x + (board.width - gw - gap - pw) // 2)
            low = 0 if self.sideways else m     # upright: the letters under the board
            self.grid = pygame.Rect(left, board.centery - (gh + low) // 2, gw, gh)
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
        caption = s(CAPTION_INK)
        if not self.panel_below:
            u = p.width
            # the words under the buttons and over the trophies, at a child's reading size
            self.caption_fits = {k: ink.fit(tr(K + "button." + k), caption, u)
                                 for k in ("ready", "end", "random")}
            cap = max(ink.block_height(px, len(lines))
                      for px, lines in self.caption_fits.values()) + s(CAPTION_GAP + 4)
            btn = max(s(128), min(s(180), int(u * 0.43)))
            self.banner = pygame.Rect(p.x + u // 8, p.y, u * 3 // 4, u // 4)
            self.feet = pygame.Rect(p.x, self.banner.bottom + gap, u, btn)
            self.tick = pygame.Rect(p.x, p.bottom - cap - btn, u, btn)
            # The trophy rows told in pictures (each side's emblem, then what it goes for), one
            # height in every language (no words over them), a full gap clear of the button
            # under them; a short panel gets smaller trophies rather than buttons over them.
            top = self.feet.bottom + cap + 2 * gap
            room = self.tick.top - gap - top
            row = max(1, min((u - gap) // 3, (room - gap) // 2))
            self.trophy_rows = [pygame.Rect(p.x, top + i * (row + gap), u, row) for i in (0, 1)]
        else:
            cap = s(34)
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
            row = min(h // 2 - gap // 2, (room - 2 * gap) // 3)
            self.trophy_rows = [pygame.Rect(x, p.y + i * (row + gap), 3 * row + 2 * gap, row)
                                for i in (0, 1)]
        self.caption_h = cap

    def trophy_slot(self, seat, i):
        """Where objective i of `seat`'s row sits; i = -1 is the side's emblem, first in the row
        (the side told by its shape too, never by the row's colour alone)."""
        r = self.trophy_rows[seat]
        pad = max(2, r.height // 12)
        size = r.height - 2 * pad
        slot = pygame.Rect(0, 0, size, size)
        w = r.width
        slot.center = (r.x + int(w * (1 + 2 * (i + 1)) / 6), r.centery)
        return slot

    # --- the combat show, drawn over the board ---------------------------------------------------
    def _stage(self, count_first):
        s = self.s
        st = self.grid.inflate(-2 * s(8), -2 * s(8))
        self.stage = st
        self.title = pygame.Rect(st.x, st.y, st.width, max(s(50), int(st.height * 0.1)))
        # the numbers a child counts: the towers' totals and the number buttons' digits
        self.number_px = max(ink.px_for(str(n), s(NUMBER_INK)) for n in range(1, 9))
        number_h = max(ink.height(str(n), self.number_px) for n in range(1, 9))
        self.pad_buttons = []
        self.frame_w = max(4, s(10))    # the frame round the side (and the buttons) being asked
        bottom = st.bottom
        if count_first:
            self._pad(st, number_h)
            bottom = self.pad.top
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
        # the die, "+" and up to two bonus dots stay inside the column, clear of the frame drawn
        # round the side being asked (its width plus a margin on each side)
        room = colw - 2 * (s(4) + self.frame_w + s(12))
        self.die = int(min(room / GROUP_W, body.height * 0.38))
        self.bonus_dot = max(6, int(self.die * BONUS_DOT))
        self.fighter_rect = {}
        self.die_y = {}
        for seat, col in self.cols.items():
            fr = pygame.Rect(0, 0, self.fighter, self.fighter)
            fr.midtop = (col.centerx, col.y + s(6))
            self.fighter_rect[seat] = fr
            self.die_y[seat] = fr.bottom + (col.bottom - fr.bottom) // 2
        # the towers of dots, side by side in the middle, their totals under them
        arrow_h = max(s(40), int(mid.height * 0.09))
        self.arrow_band = pygame.Rect(mid.x, mid.y, mid.width, arrow_h)
        label_h = number_h + s(44)
        self.tower_base = mid.bottom - label_h
        room = self.tower_base - self.arrow_band.bottom - s(8)
        # The tallest tower and the winner's star over it (1.3 pitches wide, a pitch over the
        # top dot: 1.65 pitches past it) stay under the arrow; the star once sat on its shaft.
        self.pitch = max(6, int(min(room / (MAX_TOTAL + 1.15), mid.width * 0.16)))
        self.tower_x = {PRINCE: mid.centerx - int(mid.width * 0.24),
                        DRAGONS: mid.centerx + int(mid.width * 0.24)}
        self.label_y = self.tower_base + label_h // 2
        self.sign_center = (mid.centerx, self.tower_base - self.pitch * 3)
        self.sign_px = min(max(ink.px_for(c, s(SIGN_INK)) for c in "<=>"),
                           int(mid.width * 0.5))

    def _pad(self, st, number_h):
        """The eight number buttons under the stage: a digit a child reads (>= 96 px drawn at
        1920x1080) and, under it, as many dots, all inside the border with a margin."""
        s = self.s
        gap, margin = s(20), self.frame_w + s(10)
        per_row = 8
        bw = (st.width - 2 * margin - (per_row - 1) * gap) // per_row
        if bw < s(120) * 0.8 and st.width < st.height:
            per_row = 4        # a narrow (portrait) board: two rows of four
            bw = (st.width - 2 * margin - (per_row - 1) * gap) // per_row
        bw = min(bw, s(200))
        self.pad_dot = max(3, min(bw // 13, s(11)))
        edge = max(3, s(5))
        self.pad_digit_h = number_h + 2 * s(12)
        dots_h = 4 * self.pad_dot + int(self.pad_dot * 0.9) + s(4)
        bh = max(s(120), edge + s(6) + self.pad_digit_h + dots_h + s(14) + edge)
        rows = 8 // per_row
        pad_h = rows * bh + (rows - 1) * gap + 2 * margin
        self.pad = pygame.Rect(st.x, st.bottom - pad_h, st.width, pad_h)
        total = per_row * bw + (per_row - 1) * gap
        for n in range(1, 9):
            r, c = divmod(n - 1, per_row)
            self.pad_buttons.append(pygame.Rect(st.centerx - total // 2 + c * (bw + gap),
                                                self.pad.y + margin + r * (bh + gap), bw, bh))

    def die_group(self, seat, bonus):
        """(die rect, centre of "+", centres of the bonus dots) of a side: the group is centred in
        its column, so two bonus dots stay on the card and inside the frame."""
        die, dot = self.die, self.bonus_dot
        sp = int(die * GROUP_SPACE)
        plus = int(die * PLUS_W)
        width = die + (2 * sp + plus + bonus * dot + (bonus - 1) * int(dot * DOT_SPACE)
                       if bonus else 0)
        x0 = self.cols[seat].centerx - width // 2
        cy = self.die_y[seat]
        r = pygame.Rect(x0, cy - die // 2, die, die)
        plus_c = (r.right + sp + plus // 2, cy)
        x = r.right + 2 * sp + plus + dot // 2
        dots = [(x + i * (dot + int(dot * DOT_SPACE)), cy) for i in range(bonus)]
        return r, plus_c, dots

    def tower_dot(self, seat, i):
        """Centre of the i-th dot (0 = bottom) of a side's tower."""
        return (self.tower_x[seat], self.tower_base - int((i + 0.5) * self.pitch))

    def tower_rect(self, seat):
        w = self.pitch
        return pygame.Rect(self.tower_x[seat] - w // 2, self.tower_base - MAX_TOTAL * self.pitch,
                           w, MAX_TOTAL * self.pitch)

    def die_rect(self, seat, bonus=2):
        return self.die_group(seat, bonus)[0]

    def pip_center(self, seat, face, i, bonus=2):
        return pip_centres(self.die_rect(seat, bonus), face)[i]

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


def count_dot(surface, center, radius, color, bonus=False, lit=True):
    """A dot that counts. Counted (lit): filled with the side's colour, an ink edge, and bigger
    than a waiting one; waiting (unlit): solid ink, like a printed pip. A bonus dot carries a white
    ring inside either way, so die pips and bonus dots differ by shape, never by colour alone."""
    r = max(3, int(radius * (1.0 if lit else 0.82)))
    edge = max(2, r // 4)
    pygame.draw.circle(surface, theme.INK, center, r)
    if lit:
        pygame.draw.circle(surface, color, center, r - edge)
    if bonus:
        pygame.draw.circle(surface, theme.WHITE, center, max(2, int(r * 0.5)), max(2, r // 6))


def dot(surface, center, radius, fill, outline=theme.INK, width=None):
    radius = max(2, int(radius))
    pygame.draw.circle(surface, fill, center, radius)
    if outline is not None:
        pygame.draw.circle(surface, outline, center, radius, width or max(2, radius // 5))
