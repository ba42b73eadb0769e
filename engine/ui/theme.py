"""Colours and sizes. Sizes are given on a 1920x1080 design canvas and scaled to the window.

Text is dark on light or white on dark at 7:1 or more (projectors wash colours out); the accents are
the Okabe-Ito palette, always paired with a shape or a symbol.
"""
ORANGE = (230, 159, 0)
SKY = (86, 180, 233)
GREEN = (0, 158, 115)
YELLOW = (240, 228, 66)
BLUE = (0, 114, 178)
VERMILION = (213, 94, 0)
PURPLE = (204, 121, 167)

INK = (26, 26, 46)            # text on light backgrounds (about 16:1 on PAPER)
PAPER = (250, 244, 230)
PAPER_DARK = (236, 224, 198)
BG_TOP = (40, 44, 78)
BG_BOTTOM = (22, 24, 44)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)
DISABLED = (84, 84, 94)       # white on it 7.5:1: a disabled button still reads, greyed
DISABLED_ICON = (150, 150, 150)
BUTTON = (23, 74, 128)        # white text on it: about 9:1
BUTTON_HOVER = (24, 62, 108)  # hovered or chosen: darker, so white text gains contrast (10.8:1)
BUTTON_GO = (0, 94, 68)       # "start", "play again": white text 7.8:1
BUTTON_DANGER = (136, 44, 0)  # white text 8.7:1
HOVER_SHADE = 0.25            # how far a hovered or chosen button moves towards INK

DESIGN_W, DESIGN_H = 1920, 1080
BUTTON_BIG = 145
BUTTON_SMALL = 120   # the smallest thing a child presses: 120 px at 1080p (classroom)
CHILD_TARGET = 120
GAP = 16
ADULT_CAP = 12   # window pixels: the least capital height of the grown-ups' words, any size
TEXT = 42
TEXT_SMALL = 32
NUMBER = 96


class Scale:
    """Design pixels to window pixels for a given window size."""

    def __init__(self, size):
        self.w, self.h = size
        self.u = max(0.35, min(self.w / DESIGN_W, self.h / DESIGN_H))

    def __call__(self, v):
        return max(1, int(round(v * self.u)))
