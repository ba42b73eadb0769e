"""The replay's timeline: one band as tall as a button, the whole game from left to right, a tick
in the seat's colour and emblem where each turn begins, a picture where something important
happened (the game's LOOK_AT pictures: a capture, a fighter out; a trophy for a result; the flag
at the end), and a knob at the position. A press anywhere on it goes to the nearest mark within
reach, else to the nearest step; dragging scrubs.

    timeline = Timeline(replay, seat_info)       # marks from Replay.marks
    timeline.place(rect, s); timeline.draw(surface, index)
    timeline.at(pos) -> (stop index, mark or None)
"""
import pygame

from engine import assets
from engine.ui import classroom, theme

RESULT_PICTURE = "ui/trophy-gold"
END_PICTURE = "ui/finish"


class Timeline:
    def __init__(self, marks, stops, seat_info):
        self.marks = marks
        self.last = max(1, stops - 1)       # the index of the end
        self.seat_info = seat_info
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.s = None

    def place(self, rect, s):
        self.rect = pygame.Rect(rect)
        self.s = s
        pad = max(8, self.rect.height // 5)
        self.track = pygame.Rect(self.rect.x + pad, self.rect.centery + self.rect.height // 8,
                                 self.rect.width - 2 * pad, max(6, self.rect.height // 10))

    def x_of(self, index):
        return self.track.x + round(self.track.width * index / self.last)

    def index_at(self, x):
        t = (x - self.track.x) / max(1, self.track.width)
        return max(0, min(self.last, round(t * self.last)))

    def at(self, pos):
        """What a press at `pos` asks for: (stop index, the mark pressed or None)."""
        reach = self.icon_size() // 2 + 2
        near = [m for m in self.marks if m.kind != "turn" and abs(self.x_of(m.stop) - pos[0]) <= reach]
        if near and pos[1] < self.track.top:
            mark = min(near, key=lambda m: abs(self.x_of(m.stop) - pos[0]))
            return mark.stop, mark
        return self.index_at(pos[0]), None

    def icon_size(self):
        return max(12, self.rect.height * 2 // 5)

    def draw(self, surface, index):
        r, s = self.rect, self.s
        classroom.pressable(r, "timeline")
        pygame.draw.rect(surface, theme.PAPER_DARK, r, border_radius=s(20))
        pygame.draw.rect(surface, theme.INK, r, 3, border_radius=s(20))
        t = self.track
        pygame.draw.rect(surface, theme.PAPER, t, border_radius=t.height // 2)
        done = t.copy()
        done.width = max(t.height, self.x_of(index) - t.x)
        pygame.draw.rect(surface, theme.BLUE, done, border_radius=t.height // 2)
        pygame.draw.rect(surface, theme.INK, t, 2, border_radius=t.height // 2)
        tick_h = max(8, r.height // 6)
        icon = self.icon_size()
        taken = []          # pictures already drawn: one that would overlap is left out
        for m in self.marks:
            x = self.x_of(m.stop)
            if m.kind == "turn":
                info = self.seat_info(m.seat)
                color = pygame.Color(info.get("color", "#0072B2"))
                tick = pygame.Rect(x - max(2, s(3)), t.bottom + s(4), max(4, s(6)), tick_h)
                pygame.draw.rect(surface, color, tick)
                pygame.draw.rect(surface, theme.INK, tick, 1)
                continue
            picture = {"result": RESULT_PICTURE, "end": END_PICTURE}.get(m.kind, m.picture)
            spot = pygame.Rect(0, 0, icon, icon)
            spot.midbottom = (x, t.top - s(6))
            # kept off the bar's rounded border: the end's flag, over the track's end, ran onto it
            spot.clamp_ip(r.inflate(-2 * max(6, s(14)), 0))
            if any(spot.colliderect(o) for o in taken):
                continue
            taken.append(spot)
            pygame.draw.line(surface, theme.INK, (x, spot.bottom), (x, t.top), 2)
            img = assets.sprite(picture, (icon, icon))
            surface.blit(img, img.get_rect(center=spot.center))
        # The knob: a ring, so it reads on the blue and on the paper alike.
        knob = max(10, t.height * 2)
        pygame.draw.circle(surface, theme.WHITE, (self.x_of(index), t.centery), knob)
        pygame.draw.circle(surface, theme.INK, (self.x_of(index), t.centery), knob, max(3, s(5)))
