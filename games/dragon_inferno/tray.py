"""Dragon Inferno's trays: each seat's kingdom tiles as buttons, each drawn in the turn it would be
laid while it is in the person's hand."""
import pygame

from engine import cache
from engine.ui import theme
from engine.ui.widgets import Button
from games.dragon_inferno import paint
from games.dragon_inferno.pieces import TILE_SHAPES


class TileButton(Button):
    """A kingdom tile in its seat's tray, drawn in the turn it would be laid."""

    def __init__(self, seat, name):
        super().__init__(None, name="tile:%d:%s" % (seat, name), color=theme.PAPER,
                         text_color=theme.INK)
        self.seat, self.tile = seat, name
        self.held = False       # in the person's hand (the scene says so as it refreshes)
        self.orient = 0         # the turn it would be laid in, while held

    def draw(self, surface):
        if not self.visible or self.rect.width <= 0:
            return
        r = self.rect
        held = self.held
        lit = (self.hover or held) and self.enabled
        orient = self.orient if held else 0
        # Drawn once per look and size, then blitted: fourteen tiles painted every frame cost
        # more than the rest of the screen.
        key = ("di-tray", self.seat, self.tile, orient, r.size, lit, held)
        img = cache.get(key)
        if img is None:
            img = cache.put(key, self.render(r.size, held, lit, orient))
        surface.blit(img, r.topleft)

    def render(self, size, held, lit, orient):
        pad = 8
        surf = pygame.Surface((size[0] + pad, size[1] + pad), pygame.SRCALPHA)
        r = pygame.Rect((0, 0), size)
        radius = max(8, r.width // 6)
        pygame.draw.rect(surf, (0, 0, 0), r.move(3, 5), border_radius=radius)
        pygame.draw.rect(surf, theme.WHITE if lit else theme.PAPER, r, border_radius=radius)
        shape = TILE_SHAPES[self.tile][orient]
        castle, hole = paint.tile_marks(self.tile)
        paint.kingdom(surf, paint.fitted_rects(shape, r, 0.78), self.seat, castle, hole)
        pygame.draw.rect(surf, theme.INK, r, max(3, r.width // 30) + (4 if held else 0),
                         border_radius=radius)
        if held:
            pygame.draw.rect(surf, theme.YELLOW, r.inflate(-8, -8), max(4, r.width // 22),
                             border_radius=radius)
        return surf
