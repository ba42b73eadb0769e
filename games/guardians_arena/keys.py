"""Guardians Arena played from the keyboard: Tab and Shift+Tab move a cursor over the places that
can be picked now (in reading order, top to bottom, left to right), Enter or Space picks the one
under it, 1 to 3 press the panel's buttons, P passes, Esc puts back what was picked. The card
under the cursor shows large, as a hovered card does."""
import pygame

from engine.ui import theme

PICK = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3)


class GAKeys:
    focus = None            # the place key under the keyboard cursor

    def focus_order(self):
        """The lit places on the screen, each once, in reading order, with their rects."""
        seen = {}
        for rect, key, cid in self.hits:
            if key in self.lit and key not in seen:
                seen[key] = (rect, cid)
        return sorted(seen.items(), key=lambda kv: (kv[1][0].centery // max(1, self.g.w),
                                                    kv[1][0].centerx))

    def handle_key(self, key, mod):
        """Whether the key was one of the table's."""
        if key == pygame.K_TAB:
            order = self.focus_order()
            if not order:
                return True
            keys = [k for k, _ in order]
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            k = keys.index(self.focus) + step if self.focus in keys else (0 if step > 0 else -1)
            self.focus = keys[k % len(keys)]
            rect, cid = dict(order)[self.focus]
            self.zoom = (cid, rect) if cid is not None else None
            self.app.dirty = True
            return True
        if key in PICK and self.focus in self.lit:
            place, self.focus = self.focus, None
            self.zoom = None
            self.click_place(place)
            return True
        if key in DIGITS:
            visible = [b for b in [self.cancel_btn] + self.action_btns if b.visible]
            n = DIGITS.index(key)
            if n < len(visible):
                visible[n].action()
            return True
        return False

    def draw_focus(self, surface):
        if self.focus is None or self.focus not in self.lit:
            self.focus = None
            return
        for rect, key, _ in reversed(self.hits):
            if key == self.focus:
                # A thick white ring outside the yellow "can be picked" outline, with a dark edge.
                w = max(4, self.s(8))
                ring = rect.inflate(4 * w, 4 * w)
                pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), w + 4,
                                 border_radius=2 * w)
                pygame.draw.rect(surface, theme.WHITE, ring, w, border_radius=2 * w)
                return
