"""The "what happened" strip: after the other seats' turns, the events that changed the person's
pieces (the game's LOOK_AT) wait as a row of picture chips at the right end of the turn banner
(the one place every game keeps free of its board), the newest last, each with the emblem of
the seat whose turn did it; a chip pressed shows its event again, from the position before it, with the animations the
show gave it (nothing is drawn again by chance: the event and both observations are kept). The
row empties as soon as the person acts.

    strip = WhatHappened(scene)       # a part of the play scene
    strip.remember(event, before, after, seat)   # the show held this event for the viewer
    strip.forget()                    # the person acted
    strip.draw(surface, banner_rect); strip.handle(event) -> True if it was used
"""
import pygame

from engine import assets
from engine.ui import classroom, theme

MAX_CHIPS = 6
BANNER_SHARE = 0.3      # of the banner's width, at most: its words keep the rest


class WhatHappened:
    def __init__(self, scene):
        self.scene = scene
        self.items = []             # (event, before, after, seat) in the order they happened
        self.rects = []
        self.visible = []
        self.area = pygame.Rect(0, 0, 0, 0)
        self.s = None
        self.swallow_up = False     # the release of a press on a chip is the strip's too

    def remember(self, event, before, after, seat):
        self.items.append((event, before, after, seat))
        del self.items[:-MAX_CHIPS]

    def forget(self):
        self.items = []
        self.rects = []
        self.visible = []

    def shown(self):
        """The row is there while the person may act and something happened to their pieces."""
        return bool(self.items) and self.scene.human_to_act()

    def layout(self, banner, s):
        """Chips as tall as the banner, from its right end leftwards; as many of the newest as
        fit in BANNER_SHARE of it (one at least)."""
        self.s = s
        size, gap = banner.height, s(theme.GAP)
        fit = max(1, int(banner.width * BANNER_SHARE + gap) // (size + gap))
        self.visible = self.items[-fit:]
        n = len(self.visible)
        width = n * size + (n - 1) * gap
        self.area = pygame.Rect(banner.right - width, banner.y, width, size)
        self.rects = [pygame.Rect(self.area.x + i * (size + gap), self.area.y, size, size)
                      for i in range(n)]

    def draw(self, surface, banner):
        if not self.shown():
            return
        self.layout(banner, self.scene.s)
        s = self.s
        for rect, (event, _, _, seat) in zip(self.rects, self.visible):
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=s(18))
            info = self.scene.seat_info(seat) if seat is not None and seat >= 0 else {}
            edge = pygame.Color(info.get("color", "#1a1a2e"))
            pygame.draw.rect(surface, edge, rect, max(3, s(8)), border_radius=s(18))
            pygame.draw.rect(surface, theme.INK, rect, 2, border_radius=s(18))
            pic = self.scene.event_picture(event)
            if pic:
                img = assets.sprite(pic, (rect.width * 0.72, rect.height * 0.72))
                surface.blit(img, img.get_rect(center=rect.center))
            if info.get("icon"):        # whose turn did it: its emblem, not its colour alone
                mark = assets.sprite(info["icon"], (rect.width * 0.34, rect.height * 0.34))
                surface.blit(mark, mark.get_rect(bottomright=(rect.right - s(6),
                                                              rect.bottom - s(6))))
            classroom.pressable(rect, "what-happened")

    def handle(self, event):
        """A press on a chip shows its event again; True when the press was the strip's."""
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_up:
            self.swallow_up = False
            return True
        if not self.shown() or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for rect, item in zip(self.rects, self.visible):
            if rect.collidepoint(event.pos):
                self.scene.show_again(*item[:3])
                self.swallow_up = True
                return True
        return False
