"""The hand of dice a person works on: the secret powers being chosen (each die turned by a click,
or all drawn at random) and, while placing, the die of the hand picked or dragged onto a square.
A part of the scene of its own: given each time the geometry (where the hand's dice lie), the seat
and the kit's picker that builds the placing action."""
import pygame

from engine import sound
from games.dragons_arena.view import FIRE, ICE


class Hand:
    def __init__(self, fx_rng):
        self.fx_rng = fx_rng    # looks only: never touches the rules
        self.draft = None       # the powers being chosen in secret (big / free)
        self.picked = None      # ("hand", index) chosen in the placing phase
        self.drag = None        # a die of the hand being dragged: its place, whether it moved

    def forget(self):
        self.picked = self.drag = None

    def dragged(self):
        """The index of the hand's die a person drags now (it follows the pointer), or None."""
        if self.drag and self.drag["moved"] and self.picked is not None:
            return self.picked[1]
        return None

    def turn(self, event, g, seat):
        """A click on a die of `seat`'s secret draft turns it to its next face."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self.draft is None:
            return
        i = g.hand_at(seat, event.pos, 8)
        if i is not None:
            self.draft[i] = self.draft[i] % 6 + 1
            sound.play("roll", 0.4)

    def at_random(self, legal):
        """One of the legal sets of powers, in a random order."""
        options = [a for a in legal if a[0] == "powers"]
        if options:
            pick = list(self.fx_rng.choice(options)[1])
            self.fx_rng.shuffle(pick)
            self.draft = pick
            sound.play("roll", 0.6)

    def place(self, event, g, seat, hand, pick):
        """A die of the hand (click or drag) onto a free square: the hand is this game's own, the
        square is picked through the kit's picker `pick`. Returns the action built, or None."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = g.hand_at(seat, event.pos, len(hand))
            if i is not None:
                pick.reset()
                pick.choose(("hand", hand[i]))
                self.picked = ("hand", i)
                self.drag = {"from": ("hand", i), "pos": event.pos, "moved": False}
                return None
        if event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            self.drag["moved"] = True
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            sq = g.square_at(event.pos)
            if drag["moved"] and sq is not None:
                return pick.choose(sq)
            return None
        if self.picked is not None:
            return pick.handle(event)[1]
        return None


def visible_hands(v):
    """Each species' dice as the viewer of `v` may see them: its own secret powers once chosen."""
    hands = list(v["hands"])
    box = v.get("secret")
    if box is not None:
        for seat in (FIRE, ICE):
            mine = box["values"].get(str(seat))
            if mine is not None:
                hands[seat] = mine
    return hands
