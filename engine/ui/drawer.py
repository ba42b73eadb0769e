"""The move log's drawer: where the window has no room for the log panel beside the board (4:3,
portrait), the log folds into a drawer that slides over the board from the right, opened and
closed by the top bar's log button or L, closed by Esc or a press outside it. While it is open it
takes every input, so a click meant for the log never plays a move on the board under it.

The scene hands it three things: `draw_log(surface, rect, px)` to draw the log's lines into a
rectangle, its scale `s`, and its stage (`time` for the slide, `ambient` to keep the screen drawn
while it slides), so the drawer holds no clock and no game state of its own.
"""
import pygame

from engine.anim import ease_out
from engine.ui import theme

SLIDE = 0.2          # seconds to open or close: one smooth move, nothing that flashes
POINTER = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


class LogDrawer:
    def __init__(self, stage, draw_log, layer, instant):
        self.stage = stage
        self.draw_log = draw_log          # (surface, rect, px): the log's title and lines
        self.layer = layer                # the scene's cached layers (Scene.layer)
        self.instant = instant            # () -> True at the "instant" animation speed
        self.is_open = False
        self.available = False            # False while the log has a panel of its own
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.px = 16
        self.moved_at = None              # stage time of the last open or close
        self.swallow_up = False           # the release of a press that closed the drawer
        stage.ambient(self.sliding)

    def place(self, rect, px, available):
        """The drawer's rectangle when open (window pixels) and its text size; `available` is
        False when the window shows the log panel instead (the drawer then closes)."""
        self.rect, self.px, self.available = pygame.Rect(rect), px, available
        if not available:
            self.is_open = False
            self.moved_at = None

    # --- opening and closing ----------------------------------------------------------------------
    def toggle(self):
        self.set_open(not self.is_open)

    def set_open(self, is_open):
        if not self.available or is_open == self.is_open:
            return
        self.is_open = is_open
        self.moved_at = self.stage.time

    def progress(self):
        """How far out the drawer is: 0 closed, 1 open."""
        if self.moved_at is None or self.instant():
            t = 1.0
        else:
            t = min(1.0, (self.stage.time - self.moved_at) / SLIDE)
        t = ease_out(t)
        return t if self.is_open else 1.0 - t

    def sliding(self):
        return (self.moved_at is not None and not self.instant()
                and self.stage.time - self.moved_at < SLIDE)

    def shown(self):
        return self.available and self.progress() > 0

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event):
        """True when the drawer took the event (the scene must not see it)."""
        if not self.available:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and \
                not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.toggle()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_up:
            self.swallow_up = False
            return True
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.set_open(False)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            # A press outside closes it, the log button's included; its release presses nothing.
            self.set_open(False)
            self.swallow_up = True
            return True
        # Open, the drawer is modal: nothing reaches the board or the bar under it.
        return event.type in POINTER or event.type == pygame.KEYDOWN

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, key):
        """Draw the drawer where it has slid to; `key` says when its lines changed (the panel is
        drawn once into a cached layer per change and only moved while it slides)."""
        if not self.shown():
            return
        r = self.rect
        frame = max(2, self.px // 6)

        def make(old):
            layer = pygame.Surface(r.size)
            layer.fill(theme.PAPER)
            # An ink frame, twice as thick down its left edge: where the drawer ends and the
            # board begins, seen even where the board under it is as light as the paper.
            pygame.draw.rect(layer, theme.INK, layer.get_rect(), frame)
            pygame.draw.rect(layer, theme.INK, (0, 0, frame * 2, r.height))
            inside = pygame.Rect(frame * 2, frame, r.width - frame * 3, r.height - frame * 2)
            self.draw_log(layer, inside, self.px)
            return layer
        layer = self.layer("log-drawer", (r.size, self.px, key), make)
        out = int(round((surface.get_width() - r.x) * (1 - self.progress())))
        surface.blit(layer, (r.x + out, r.y))
