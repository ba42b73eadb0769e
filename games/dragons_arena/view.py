"""Dragons Arena: where things are on screen and how a die, the arena and the side panels are
drawn. Stateless helpers used by scene.py; nothing here changes the game."""
import math

import pygame

from engine import assets
from engine.ui import classroom, text, theme
from engine.ui.board import SquareBoard
from engine.ui.dice import MAX_FACE_CHANGES_PER_SECOND, draw_sprite_die, tumble_face
from engine.ui.effects import outlined  # noqa: F401  (the scene's drawing uses it from here)
from engine.ui.widgets import BUTTON_MARGIN
from games.dragons_arena import info

FIRE, ICE = 0, 1
SPECIES = ("fire", "ice")
# The species' colours are defined once, in info.SEATS (the setup screen, the top bar and the
# arena all use them).
SEAT_COLOR = {seat: tuple(pygame.Color(info.SEATS[seat]["color"]))[:3] for seat in (FIRE, ICE)}
# The arena sprite draws its 4x4 grid in the box [10, 90] of its 100x100 viewBox.
GRID_FROM, GRID_TO = 0.10, 0.90


def die_sprite(seat, power):
    return f"dragons-arena/die-{SPECIES[seat]}-{power}"


class Geometry:
    """Every position of the Dragons Arena screen, computed from the board rectangle. At 1920x1080
    everything a child presses (arena squares, dice of the hand, the panel's buttons, the six faces
    of the power picker, the split buttons) is at least 120 px on its short side and 16 px from its
    neighbour (engine/ui/classroom.py)."""

    def __init__(self, board, s):
        self.s = s
        self.board = board
        side = int(min(board.height * 0.96, board.width * 0.56))
        self.arena = pygame.Rect(0, 0, side, side)
        self.arena.center = board.center
        grid = int(side * (GRID_TO - GRID_FROM))
        inner = pygame.Rect(0, 0, grid, grid)
        inner.topleft = (int(self.arena.x + side * GRID_FROM), int(self.arena.y + side * GRID_FROM))
        # The arena's 4x4 squares: the kit's board gives rectangles, centres and hit-testing.
        self.squares = SquareBoard(4, 4).fit(inner)
        self.cell = self.squares.cell
        self.die = int(self.cell * 0.8)
        gap = s(20)
        pw = (board.width - side) // 2 - gap
        self.panels = [pygame.Rect(board.x, board.y, pw, board.height),
                       pygame.Rect(self.arena.right + gap, board.y, pw, board.height)]
        # A panel from the top: emblem and name, the row of gold nuggets, the hand of dice (two
        # columns of four), the panel's button at the bottom.
        self.head_h = s(86)
        self.nugget = max(12, s(48))
        self.button_h = max(s(theme.CHILD_TARGET), int(self.cell * 0.74))
        self.press_gap = s(18)          # between two things a child presses (16 at least)
        # The hand starts s(8) under the nuggets: its dice keep a child's 120 px at 1920x1080
        # with the room kept at the panel's foot for the buttons' shadows (below).
        self.hand_top = board.y + self.head_h + self.nugget + s(8)
        # A button's picture reaches past its rect (its shadow): kept off the acting panel's
        # border (s(10) thick: panels.py).
        self.frame_w = s(10)
        self.button_margin = self.frame_w + BUTTON_MARGIN
        hand_bottom = board.bottom - self.button_margin - self.button_h - self.press_gap
        self.hand_gap = self.press_gap
        self.hand_die = int(min((pw - s(20) - self.hand_gap) / 2,
                                (hand_bottom - self.hand_top - 3 * self.hand_gap) / 4))

    def number_px(self):
        """Font size of the numbers children count: every digit at least NUMBER_MIN drawn."""
        if not hasattr(self, "_number_px"):
            # The shortest digit sets the size (a "1" is drawn lower than a "0").
            self._number_px = max(ink_px(d, self.s(classroom.NUMBER_MIN), bold=True)
                                  for d in "0123456789")
        return self._number_px

    def caption_px(self, words):
        """Font size at which the capitals of `words` are drawn TEXT_MIN tall (capitals, not the
        ink box of the string: a descender does not make a word read bigger)."""
        return text.cap_px(self.s(classroom.TEXT_MIN), bold=False)

    def square_rect(self, sq):
        return self.squares.cell_rect(sq)

    def well_rect(self, sq):
        """The square's pit as the arena sprite draws it (17 of the cell's 20 units, 1.5 in):
        what a child sees and presses; neighbouring pits are 3 units apart."""
        r = self.squares.cell_rect(sq)
        inset = int(round(r.width * 1.5 / 20))
        return pygame.Rect(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset)

    def mark_rect(self, sq):
        """Where the sunburst of a dragon that may eliminate is drawn: a little past its square,
        its rays reaching into the gaps (two neighbours' rays only meet at the squares' edge)."""
        r = self.squares.cell_rect(sq)
        return r.inflate(r.width // 16 * 2, r.height // 16 * 2)

    def square_center(self, sq):
        return self.squares.cell_center(sq)

    def square_at(self, pos):
        return self.squares.cell_at(pos)

    def hand_slot(self, seat, i):
        """Centre of the i-th die (0..7) in a species' panel: two columns of four."""
        p = self.panels[seat]
        size, gap = self.hand_die, self.hand_gap
        col, row = i % 2, i // 2
        total_w = 2 * size + gap
        x = p.centerx - total_w // 2 + col * (size + gap) + size // 2
        y = self.hand_top + row * (size + gap) + size // 2
        return (x, y)

    def hand_rect(self, seat, i):
        r = pygame.Rect(0, 0, self.hand_die, self.hand_die)
        r.center = self.hand_slot(seat, i)
        return r

    def hand_at(self, seat, pos, count):
        for i in range(count):
            if self.hand_rect(seat, i).collidepoint(pos):
                return i
        return None

    def nugget_slot(self, seat, i):
        p = self.panels[seat]
        size = self.nugget
        return (p.x + size // 2 + s_gap(self) + i * (size + self.s(8)),
                p.y + self.head_h + size // 2), size

    def split_rects(self, seat):
        """The three Equal-Power buttons (1+6, 2+5, 3+4), one under the other in the panel."""
        p = self.panels[seat]
        h = max(self.s(theme.CHILD_TARGET), int(self.hand_die * 1.1))
        return [pygame.Rect(p.x + self.s(10), self.hand_top + i * (h + self.press_gap),
                            p.width - self.s(20), h) for i in range(3)]

    def picker_rects(self, sq, bounds):
        """The six faces of the power picker, 1 to 6 clockwise from the top left, on a ring around
        the square (flat side up). The ring keeps its spacing near an edge: it moves as one inside
        `bounds` instead of pressing the faces together."""
        size = int(self.cell * 0.77)
        r = self.cell * 1.05
        cx, cy = self.square_center(sq)
        half_w = r + size / 2 + 6
        half_h = r * 0.866 + size / 2 + 6
        cx = max(bounds.left + half_w, min(bounds.right - half_w, cx))
        cy = max(bounds.top + half_h, min(bounds.bottom - half_h, cy))
        out = []
        for v in range(1, 7):
            ang = math.pi * (-2 / 3 + (v - 1) / 3)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (int(cx + r * math.cos(ang)), int(cy + r * math.sin(ang)))
            out.append((v, rect))
        return out


def ink_px(label, ink, bold=False):
    """The smallest font size at which `label` is drawn at least `ink` pixels tall (its inked
    rows, the way engine/ui/classroom.py measures it): the font's nominal size draws smaller."""
    def height(px):
        return assets.font(px, bold).render(label, True, (0, 0, 0)).get_bounding_rect().height
    px = max(8, int(math.ceil(ink * 100 / max(1, height(100)))))
    while px > 8 and height(px - 1) >= ink:
        px -= 1
    while height(px) < ink:
        px += 1
    return px


def s_gap(g):
    return g.s(14)


# New faces a second while dice tumble: under the classroom's three, so that the jitter of frames
# never shows a fourth in one second.
FACE_RATE = 2.8


def tumbling_face(real_seconds, seed, final=None, final_from=None):
    """The face a tumbling die shows `real_seconds` into its tumble; `final` from the first change
    of face after `final_from` real seconds (so settling is one more change at the same pace)."""
    k = int(real_seconds * FACE_RATE)
    if final is not None and final_from is not None and k >= math.ceil(final_from * FACE_RATE):
        return final
    return tumble_face(k / MAX_FACE_CHANGES_PER_SECOND + 1e-9, seed)


def draw_die(surface, seat, power, center, size, angle=0.0, alpha=255, scale=1.0):
    size = assets.quantise(max(4, size * scale), size) if scale != 1.0 else max(4, int(size))
    draw_sprite_die(surface, die_sprite(seat, power), center, size, angle, alpha)


def draw_field(surface, rect, phase):
    """The force field: a glowing square frame that breathes slowly (well under 3 flashes/s)."""
    img = assets.sprite("dragons-arena/force-field", rect.size)
    glow = 170 + int(70 * (0.5 + 0.5 * math.sin(phase * 2 * math.pi * 0.6)))
    assets.blit_alpha(surface, img, rect, glow)


def draw_ring(surface, name, rect, alpha=255):
    img = assets.sprite(name, rect.size)
    assets.blit_alpha(surface, img, rect, alpha)
