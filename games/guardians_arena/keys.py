"""Guardians Arena played from the keyboard: Tab and Shift+Tab move a cursor over the places that
can be picked now (in reading order, top to bottom, left to right), Enter or Space picks the one
under it, 1 to 3 press the panel's buttons, P passes, Esc puts back what was picked. The card
under the cursor shows large, as a hovered card does.

A part of the scene of its own: it holds the cursor; the scene hands it the places of the table
drawn (`hits`: rect, click key, card id) and the lit ones, and does what a key answers."""
import pygame

from engine.ui import theme

PICK = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3)


class KeyCursor:
    def __init__(self):
        self.focus = None       # the place key under the keyboard cursor

    @staticmethod
    def order(hits, lit, row):
        """The lit places on the screen, each once, in reading order (rows `row` pixels high),
        with their rects and card ids."""
        seen = {}
        for rect, key, cid in hits:
            if key in lit and key not in seen:
                seen[key] = (rect, cid)
        return sorted(seen.items(), key=lambda kv: (kv[1][0].centery // max(1, row),
                                                    kv[1][0].centerx))

    def press(self, key, mod, hits, lit, row):
        """What a key does, for the scene to do: ("show", (card id, rect) or None) the cursor
        moved (the card under it shows large), ("pick", place) the place under the cursor is
        clicked, ("button", n) the panel's n-th shown button is pressed; None: nothing."""
        if key == pygame.K_TAB:
            order = self.order(hits, lit, row)
            if not order:
                return None
            keys = [k for k, _ in order]
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            k = keys.index(self.focus) + step if self.focus in keys else (0 if step > 0 else -1)
            self.focus = keys[k % len(keys)]
            rect, cid = dict(order)[self.focus]
            return "show", ((cid, rect) if cid is not None else None)
        if key in PICK and self.focus in lit:
            place, self.focus = self.focus, None
            return "pick", place
        if key in DIGITS:
            return "button", DIGITS.index(key)
        return None

    def draw(self, surface, s, hits, lit):
        """The ring around the place under the cursor (dropped once that place is no longer lit)."""
        if self.focus is None or self.focus not in lit:
            self.focus = None
            return
        for rect, key, _ in reversed(hits):
            if key == self.focus:
                # A thick white ring outside the yellow "can be picked" outline, with a dark edge.
                w = max(4, s(8))
                ring = rect.inflate(4 * w, 4 * w)
                pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), w + 4,
                                 border_radius=2 * w)
                pygame.draw.rect(surface, theme.WHITE, ring, w, border_radius=2 * w)
                return
