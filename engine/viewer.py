"""Whose eyes the screen is drawn for, and what they may see: a part of the play scene.

The only person at the computer sees through their own seat; between several people, the one the
screen was handed over to for a private decision does; else a spectator, who sees no seat's
secrets. The scene draws only `observation()`, never the state itself.

    eyes.who()                  # the seat (or SPECTATOR) the screen is for
    eyes.observation()          # the current state as that seat sees it, worked out once per state
    eyes.hand_over(seat, private)   # True when a hand-over screen must come before seat's decision

Between people, a hand-over screen comes only when the next screen would show a secret to another
person than the one at the computer: the one last handed the screen, or the last to be asked a
public decision (they are the one pressing it). A public decision shows the table with every
hand face down, and does not by itself call for a hand-over when the same person decides next.
    eyes.changed()              # True once each time the screen has passed to other eyes
"""
from engine.rules import SPECTATOR


class Viewer:
    def __init__(self, match):
        self.match = match
        self.handed_to = None        # the human seat the screen was last handed over to
        self.at_screen = None        # the human seat whose person is at the computer, if known
        self._cache = (None, None, None)
        self._seen = ()              # the eyes the large view, focus and hover belong to

    def who(self):
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        if self.handed_to is not None and self.handed_to in humans:
            return self.handed_to
        return SPECTATOR

    def observation(self):
        state, who = self.match.state, self.who()
        if self._cache[0] is not state or self._cache[1] != who:
            self._cache = (state, who, self.match.rules.observation(state, who))
        return self._cache[2]

    def observe(self, state):
        return self.match.rules.observation(state, self.who())

    def refresh(self):
        """Work the observation out again (a test that changed the state in place)."""
        self._cache = (None, None, None)

    def hand_over(self, seat, private):
        """Seat is to decide: True when the screen must first be handed over to it (several
        people at the computer, a private decision, and another person at the computer). A
        public decision shows everyone's view (hands face down) and tells who sits there."""
        if len(self.match.humans()) < 2 or self.handed_to == seat:
            return False
        if not private:
            self.handed_to = None
            self.at_screen = seat        # the person who presses it sits at the computer
            return False
        # A private decision is secret twice: the screen shows the seat's own hidden things,
        # and the choice being made is itself hidden (a bid, a card laid face down), so another
        # person at the computer must look away even when the seat's view holds nothing yet.
        due = self.at_screen != seat
        self.handed_to = self.at_screen = seat
        return due

    def forget(self):
        """After undo or redo: nobody holds the screen, and anyone may be at the computer."""
        self.handed_to = self.at_screen = None

    def changed(self):
        who = self.who()
        if who == self._seen:
            return False
        self._seen = who
        return True
