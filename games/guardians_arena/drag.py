"""Guardians Arena's cards dragged to their place: press on a card that can be picked, move, and
let go on a lit place. Picking the card as the drag starts lights the places it may go, so a drag
is the same two clicks a person could make; letting go anywhere else keeps the card picked.

A part of the scene of its own: it holds the card being dragged and reads the scene's chooser
(which actions are legal, which places are lit); the scene hands it what is under the pointer and
makes the clicks it answers with."""
import pygame

from games.guardians_arena import cardface
from games.guardians_arena.draw import card_of
from engine.i18n import language

START_PX = 24           # design pixels the pointer moves before a press becomes a drag


class Drag:
    def __init__(self, chooser):
        self.chooser = chooser
        self.card = None    # {"place": the card's click key, "from": press point, "at": pointer,
        #                      "on": whether it moved far enough to follow the pointer, "size"}

    def drop(self):
        self.card = None

    def press(self, pos, hit, may_act, lit):
        """A press at `pos` on `hit` ((rect, click key, card id) under the pointer, or None) may
        start a drag: a card the person may pick now and that has somewhere to go."""
        self.card = None
        if hit and hit[1] and hit[1][0] == "card" and may_act and \
                (hit[1] in lit or self.chooser.picked_card() == hit[1][1]) and \
                self.goes_somewhere(hit[1]):
            self.card = {"place": hit[1], "from": pos, "at": pos, "on": False,
                         "size": hit[0].size}

    def goes_somewhere(self, place):
        """Whether picking this card leads to a place to put it. A card one click plays (a
        discard) is not dragged: picking it as the drag started played it at once, by a slip."""
        return any(c[0] == place and len(c) > 1 for _, c in self.chooser.actions)

    def move(self, pos, held, s):
        """A pointer move (`held`: with the button down; `s`: the screen's scale). None when the
        move is no drag's (the scene's hover answers it), "lifted" when it starts the drag (the
        scene picks the card, as its click would), "moved" while the card follows the pointer."""
        d = self.card
        if d is None:
            return None
        if not held:
            self.card = None
            return None
        d["at"] = pos
        if d["on"]:
            return "moved"
        dx, dy = pos[0] - d["from"][0], pos[1] - d["from"][1]
        if dx * dx + dy * dy < s(START_PX) ** 2:
            return None
        d["on"] = True
        return "lifted"

    def release(self, hit, may_act):
        """The button let go over `hit` (as in `press`). Returns whether that ended a drag (then
        it is not also a click) and the place the card was let go on when that place is lit now
        (the card was picked during this drag: the table may not have been drawn again since)."""
        d, self.card = self.card, None
        if d is None or not d["on"]:
            return False, None
        lit = set(self.chooser.next_places()) if may_act else set()
        if hit and hit[1] in lit and hit[1] != d["place"]:
            return True, hit[1]
        return True, None

    def draw(self, surface):
        """The card being dragged, under the pointer."""
        d = self.card
        if d is None or not d["on"]:
            return
        w = d["size"][0]
        r = pygame.Rect(0, 0, w, int(w * 1.4))
        r.center = d["at"]
        c = card_of(d["place"][1])
        if c is not None:
            cardface.draw_card(surface, r, c, language(), selected=True)
