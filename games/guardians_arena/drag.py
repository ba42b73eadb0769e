"""Guardians Arena's cards dragged to their place: press on a card that can be picked, move, and
let go on a lit place. Picking the card as the drag starts lights the places it may go, so a drag
is the same two clicks a person could make; letting go anywhere else keeps the card picked."""
import pygame

from games.guardians_arena import cardface
from games.guardians_arena.draw import card_of
from engine.i18n import language

START_PX = 24           # design pixels the pointer moves before a press becomes a drag


class GADrag:
    drag = None         # {"place": the card's click key, "from": press point, "at": pointer, "on"}

    def drag_down(self, pos):
        hit = self.hit_at(pos, keyed=True)
        self.drag = None
        if hit and hit[1] and hit[1][0] == "card" and self.may_act() and \
                (hit[1] in self.lit or self.chooser.picked_card() == hit[1][1]) and \
                self.goes_somewhere(hit[1]):
            self.drag = {"place": hit[1], "from": pos, "at": pos, "on": False,
                         "size": hit[0].size}

    def goes_somewhere(self, place):
        """Whether picking this card leads to a place to put it. A card one click plays (a
        discard) is not dragged: picking it as the drag started played it at once, by a slip."""
        return any(c[0] == place and len(c) > 1 for _, c in self.chooser.actions)

    def drag_motion(self, pos, held):
        d = self.drag
        if d is None:
            return False
        if not held:
            self.drag = None
            return False
        d["at"] = pos
        if not d["on"]:
            dx, dy = pos[0] - d["from"][0], pos[1] - d["from"][1]
            if dx * dx + dy * dy < self.s(START_PX) ** 2:
                return False
            d["on"] = True
            self.press = None               # a drag, not a long press: no large view
            self.zoom = None
            if self.chooser.picked_card() != d["place"][1]:
                self.chooser.reset()
                self.click_place(d["place"], d["from"])
        self.app.dirty = True
        return True

    def drag_up(self, pos):
        """Whether the release ended a drag (then it is not also a click)."""
        d, self.drag = self.drag, None
        if d is None or not d["on"]:
            return False
        self.app.dirty = True
        # The places lit now (the card was picked during this drag: the table may not have been
        # drawn again since).
        lit = set(self.chooser.next_places()) if self.may_act() else set()
        hit = self.hit_at(pos, keyed=True)
        if hit and hit[1] in lit and hit[1] != d["place"]:
            self.click_place(hit[1])
        return True

    def draw_drag(self, surface):
        d = self.drag
        if d is None or not d["on"]:
            return
        w = d["size"][0]
        r = pygame.Rect(0, 0, w, int(w * 1.4))
        r.center = d["at"]
        c = card_of(d["place"][1])
        if c is not None:
            cardface.draw_card(surface, r, c, language(), selected=True)
