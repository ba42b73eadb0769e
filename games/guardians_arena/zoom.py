"""Which card Guardians Arena shows large, and when: the card under a resting mouse pointer, but
not the card just clicked (the person has read it, and now wants the places and the buttons its
pick lights, which the large card covered); the card under a press held a moment (a finger has
no hover: it goes when the finger lifts); the card a key shows. Where it goes is
view.zoom_rect's business, how it is drawn draw_duel's."""

import pygame

HOLD_TO_ZOOM = 0.45     # seconds a press is held before the card under it shows large


class CardZoom:
    def __init__(self):
        self.card = None        # (card id, rect it is shown next to), or None
        self.press = None       # (time, card id, rect) of a press that may become a zoom
        self.by_press = False   # the card shows because of a press held: it goes when it lifts
        self.quiet = None       # (id, rect) of the card just clicked: not shown large until the
        #                         pointer leaves that rect (a second copy in hand still shows; the
        #                         card picked is drawn raised, so its own rect changes)

    def forget(self):
        """Nothing shown and nothing pending (a hand-over: it was the last person's)."""
        self.card = self.press = self.quiet = None
        self.by_press = False

    def pressed(self, time, hit):
        """A press begins on `hit` (rect, place, card id, or None)."""
        self.press = (time, hit[2], hit[0]) if hit else (time, None, None)
        self.by_press = False

    def released(self):
        """The press lifts. True when it had shown its card large: then it did only that."""
        self.press = None
        if self.by_press:
            self.by_press = False
            self.card = None
            return True
        return False

    def clicked(self, hit):
        """A click on `hit` (a card picked): its large view goes, and stays away while the
        pointer rests on it."""
        if hit is not None and hit[2] is not None:
            self.quiet, self.card = (hit[2], pygame.Rect(hit[0])), None

    def hovered(self, hit, pos):
        """The mouse pointer rests at `pos`, on `hit`; True when the card shown changes."""
        new = (hit[2], hit[0]) if hit and hit[2] is not None else None
        if new is None or not self.quiet or new[0] != self.quiet[0] or \
                not self.quiet[1].collidepoint(pos):
            self.quiet = None
        else:
            new = None
        if (new and new[0]) != (self.card and self.card[0]):
            self.card = new
            return True
        return False

    def held(self, now):
        """Time passes; True when a press held long enough shows its card."""
        if self.press and self.press[1] is not None and now - self.press[0] > HOLD_TO_ZOOM:
            self.card = (self.press[1], self.press[2])
            self.by_press = True
            self.press = None
            return True
        return False
