"""Guardians Arena's hint (the bulb, or H): the suggested action's places ringed in sky blue, each
with the number of its click (1, 2, ...), or the Pass button ringed. Drawn over the table every
frame; cleared by the engine after the next move."""
import pygame

from engine.ui import text, theme
from games.guardians_arena.view_steps import clicks

HINT = (86, 180, 233)       # Okabe-Ito sky blue; the numbers say the order, not the colour


class GAHint:
    hint_places = ()

    def on_hint(self, action):
        self.hint = action
        me = self.match.actor()
        if action is None or me is None or me < 0:
            self.hint_places = ()
        else:
            steps = clicks(action, me)
            self.hint_places = ("pass",) if steps is None else tuple(steps)
        self.app.dirty = True

    def hint_rect(self, place):
        if place == "pass":
            return self.pass_btn.rect if self.pass_btn.visible else None
        if place[0] == "btn":
            # A button appears once the places before it are picked.
            for k, name in self.btn_names.items():
                if name == place[1] and self.action_btns[k].visible:
                    return self.action_btns[k].rect
            return None
        for rect, key, _ in reversed(self.hits):
            if key == place:
                return rect
        return None

    def draw_hint(self, surface):
        if not self.hint_places or not self.human_to_act():
            return
        s = self.s
        w = max(4, s(8))
        for n, place in enumerate(self.hint_places, 1):
            r = self.hint_rect(place)
            if r is None:
                continue
            ring = r.inflate(3 * w, 3 * w)
            pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), w + 4, border_radius=2 * w)
            pygame.draw.rect(surface, HINT, ring, w, border_radius=2 * w)
            if len(self.hint_places) > 1:
                d = max(20, s(44))
                disc = pygame.Rect(0, 0, d, d)
                disc.center = ring.topleft
                pygame.draw.ellipse(surface, theme.INK, disc.inflate(4, 4))
                pygame.draw.ellipse(surface, HINT, disc)
                text.draw(surface, str(n), int(d * 0.6), theme.INK, bold=True,
                          center=disc.center)
