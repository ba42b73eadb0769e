"""Dragons Arena: where things are on screen and how a die, the arena and the side panels are
drawn. Stateless helpers used by scene.py; nothing here changes the game."""
import math

import pygame

from engine import assets
from engine.ui.board import SquareBoard
from engine.ui.dice import draw_sprite_die
from engine.ui.effects import outlined  # noqa: F401  (the scene's drawing uses it from here)
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
    """Every position of the Dragons Arena screen, computed from the board rectangle."""

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
        # Hands of dice sit between the nuggets and the panel's button at the bottom.
        self.button_h = max(s(110), int(self.cell * 0.75))
        self.hand_top = board.y + int(board.height * 0.27)
        hand_bottom = board.bottom - self.button_h - s(24)
        self.hand_die = int(min(pw / 2.5, (hand_bottom - self.hand_top) / 4.4))

    def square_rect(self, sq):
        return self.squares.cell_rect(sq)

    def square_center(self, sq):
        return self.squares.cell_center(sq)

    def square_at(self, pos):
        return self.squares.cell_at(pos)

    def hand_slot(self, seat, i):
        """Centre of the i-th die (0..7) in a species' panel: two columns of four."""
        p = self.panels[seat]
        size = self.hand_die
        gap = max(4, size // 6)
        col, row = i % 2, i // 2
        total_w = 2 * size + gap
        top = self.hand_top
        x = p.centerx - total_w // 2 + col * (size + gap) + size // 2
        y = top + row * (size + gap) + size // 2
        return (x, y)

    def hand_at(self, seat, pos, count):
        for i in range(count):
            c = self.hand_slot(seat, i)
            if abs(pos[0] - c[0]) <= self.hand_die // 2 and abs(pos[1] - c[1]) <= self.hand_die // 2:
                return i
        return None

    def nugget_slot(self, seat, i):
        p = self.panels[seat]
        size = max(12, int(self.hand_die * 0.5))
        return (p.x + size // 2 + s_gap(self) + i * (size + 4), p.y + int(p.height * 0.22)), size


def s_gap(g):
    return g.s(14)


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
