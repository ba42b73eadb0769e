"""The "what happened" strip: after the other seats' turns, the events that changed the person's
pieces (the game's LOOK_AT) wait as a row of picture chips at the right end of the turn banner
(the one place every game keeps free of its board), the newest last, each with the emblem of
the seat whose turn did it; a chip pressed shows its event again, a little slower, from the
position before it, with the animations the show gave it (nothing is drawn again by chance: the
event and both observations are kept), and says it in words on the prompt line (the scene's
event_words) while it is shown again (the row stays, that chip ringed) and for a few seconds
after. The row empties as soon as the person acts.

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
AFTER_S = 3.0           # the words stay on the prompt line after the event is shown again
SLOWER = 1.5            # an event shown again plays this much slower: it was missed at full pace


class WhatHappened:
    def __init__(self, scene):
        self.scene = scene
        self.items = []             # (event, before, after, seat) in the order they happened
        self.rects = []
        self.visible = []
        self.area = pygame.Rect(0, 0, 0, 0)
        self.s = None
        self.swallow_up = False     # the release of a press on a chip is the strip's too
        self.playing = None         # (item, words) of the chip being shown again
        self.pace = None            # the show's speed to give back when it is over

    def remember(self, event, before, after, seat):
        self.items.append((event, before, after, seat))
        del self.items[:-MAX_CHIPS]

    def forget(self):
        self.items = []
        self.rects = []
        self.visible = []
        self.done()

    def done(self):
        """The event shown again is over (or dropped): the show's own pace comes back."""
        self.playing = None
        if self.pace is not None:
            if self.scene.show.speed == self.pace * SLOWER:    # unless the settings changed it
                self.scene.show.speed = self.pace
            self.pace = None

    def replaying(self):
        """True while a pressed chip's event is being shown again."""
        if self.playing is not None and not self.scene.show.busy():
            self.done()
        return self.playing is not None

    def shown(self):
        """The row is there while the person may act and something happened to their pieces,
        and while one of its chips is shown again (that chip lit)."""
        return bool(self.items) and (self.scene.human_to_act() or self.replaying())

    def words(self):
        """The pressed chip's words while its event is shown again, else None (afterwards the
        stage's note holds them on the prompt line)."""
        return self.playing[1] if self.replaying() else None

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
        lit = self.playing[0] if self.replaying() else None
        for rect, item in zip(self.rects, self.visible):
            event, seat = item[0], item[3]
            if item is lit:     # the chip being shown again: a white ring round it
                pygame.draw.rect(surface, theme.WHITE, rect.inflate(s(12), s(12)), max(3, s(6)),
                                 border_radius=s(24))
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
                if not self.replaying():    # one at a time: a press during it is only swallowed
                    self.press(item)
                self.swallow_up = True
                return True
        return False

    def press(self, item):
        """Show `item`'s event again and say it in words (the scene's event_words)."""
        event, before, after, seat = item
        words = self.scene.event_words(event, after, seat)
        show = self.scene.show
        self.scene.show_again(event, before, after)
        if show.busy():
            self.playing = (item, words)
            self.pace, show.speed = show.speed, show.speed * SLOWER
            if words:
                self.scene.show.step(lambda: self.scene.stage.note(words, AFTER_S))
        elif words:                 # the "instant" speed: shown at once, the words stay a while
            self.scene.stage.note(words, AFTER_S)
