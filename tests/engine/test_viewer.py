"""When the screen must be handed over between people at one computer (engine/viewer.py): only
when a private decision comes to another person than the one at the computer (a public decision
tells who sits there, and shows every hand face down)."""
from engine.rules import SPECTATOR
from engine.viewer import Viewer


class FakeRules:
    """Seat s's secret is its hand; `bare` seats hold nothing a spectator does not see."""
    def __init__(self, bare=()):
        self.bare = set(bare)

    def observation(self, state, viewer):
        if viewer == SPECTATOR or viewer in self.bare:
            return {"hands": "face down"}
        return {"hands": "face down", "mine": viewer}


class FakeMatch:
    def __init__(self, humans=(0, 1), bare=()):
        self._humans = list(humans)
        self.rules = FakeRules(bare)
        self.state = {}

    def humans(self):
        return self._humans


def test_a_private_decision_of_the_other_person_is_handed_over():
    eyes = Viewer(FakeMatch())
    assert eyes.hand_over(0, True)
    assert not eyes.hand_over(0, True)          # asked again, same decision
    assert eyes.hand_over(1, True)
    assert eyes.who() == 1


def test_a_public_decision_shows_every_hand_face_down_and_keeps_the_same_person():
    eyes = Viewer(FakeMatch())
    assert eyes.hand_over(0, True)
    assert not eyes.hand_over(1, False)         # seat 1 deploys: nobody's secrets on show
    assert eyes.who() == SPECTATOR
    # The same person decides privately next: no hand-over, their own view comes.
    assert not eyes.hand_over(1, True)
    assert eyes.who() == 1


def test_after_the_other_person_pressed_a_public_decision_a_secret_needs_a_hand_over():
    eyes = Viewer(FakeMatch())
    assert eyes.hand_over(0, True)
    assert not eyes.hand_over(1, False)         # seat 1's person presses a public button
    assert eyes.hand_over(0, True)


def test_a_private_decision_is_handed_over_even_when_the_seat_holds_nothing_yet():
    """Its choice is the secret (a bid): the other person must look away while it is made."""
    eyes = Viewer(FakeMatch(bare=(1,)))
    assert eyes.hand_over(0, True)
    assert eyes.hand_over(1, True)
    assert eyes.who() == 1


def test_after_undo_anybody_may_be_at_the_computer():
    eyes = Viewer(FakeMatch())
    assert eyes.hand_over(0, True)
    eyes.forget()
    assert eyes.hand_over(0, True)


def test_one_person_at_the_computer_is_never_asked_to_hand_over():
    eyes = Viewer(FakeMatch(humans=(0,)))
    assert not eyes.hand_over(0, True)
    assert eyes.who() == 0
