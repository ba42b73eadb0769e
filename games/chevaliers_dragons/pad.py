"""The number pad of the children's answer (count_first): a big number and as many dots."""
import pygame

from engine.ui import classroom, theme
from engine.ui.widgets import Button
from games.chevaliers_dragons import ink

# A number already tried: greyed (its ink 8.1:1 on it, still readable) and crossed out.
WRONG_FILL, WRONG_INK = (214, 209, 199), (56, 52, 48)


class NumberButton(Button):
    """A big number for the children's answer: the digit (>= 96 px drawn at 1920x1080) and, under
    it, as many dots in two rows of up to four, inside the border with a margin. Sizes come from
    the layout (view.Geometry._pad)."""

    def __init__(self, n, action):
        super().__init__(action, label=str(n), raw=True, name=f"number:{n}", color=theme.PAPER,
                         text_color=theme.INK)
        self.n = n
        self.wrong = False
        self.offset = 0
        self.digit_px, self.digit_h, self.dot = 40, 50, 6

    def edge(self):
        return max(3, self.rect.height // 40)

    def places(self, r=None):
        """(centre of the digit's ink, centres of the dots) inside the button's rect r."""
        r = self.rect if r is None else r
        top = r.y + self.edge() + max(2, r.height // 40)
        d = self.dot
        step = int(d * 2.5)
        dots = []
        for i in range(self.n):
            row, col = divmod(i, 4)
            in_row = min(4, self.n - row * 4)
            x = r.centerx + int((col - (in_row - 1) / 2) * step)
            y = top + self.digit_h + d + max(2, d // 2) + row * (2 * d + int(d * 0.9))
            dots.append((x, y))
        return (r.centerx, top + self.digit_h // 2), dots

    def draw(self, surface):
        if not self.visible:
            return
        r = self.rect.move(int(self.offset), 0)
        classroom.pressable(self.rect, self.name)
        radius = max(8, min(r.width, r.height) // 6)
        edge = self.edge()
        pygame.draw.rect(surface, (0, 0, 0), r.move(4, 6), border_radius=radius)
        fill = WRONG_FILL if self.wrong else (theme.WHITE if self.hover else theme.PAPER)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, theme.INK, r, edge, border_radius=radius)
        ink_c = WRONG_INK if self.wrong else theme.INK
        digit, dots = self.places(r)
        ink.draw(surface, str(self.n), self.digit_px, ink_c, self.name, bg=fill, number=True,
                 center=digit)
        if self.wrong:
            # a wrong answer is crossed out too, not only greyed
            m = r.width // 5
            pygame.draw.line(surface, WRONG_INK, (r.x + m, r.bottom - m), (r.right - m, r.y + m),
                             max(3, edge * 2))
        # the quantity as dots, in two rows of up to four
        for c in dots:
            pygame.draw.circle(surface, ink_c, c, self.dot)
