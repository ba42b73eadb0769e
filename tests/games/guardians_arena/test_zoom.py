"""Which card Guardians Arena shows large (games/guardians_arena/zoom.py): the card under a resting
pointer, not the card just clicked until the pointer leaves it, and a press held a moment."""
import pygame

from games.guardians_arena.zoom import HOLD_TO_ZOOM, CardZoom

ONE = (pygame.Rect(0, 0, 100, 140), ("card", "hand", 0), "frost_wisp")
TWIN = (pygame.Rect(120, 0, 100, 140), ("card", "hand", 1), "frost_wisp")   # a second copy
OTHER = (pygame.Rect(240, 0, 100, 140), ("card", "hand", 2), "gloom_moth")


def test_the_card_clicked_stays_small_until_the_pointer_leaves_it_and_its_twin_still_shows():
    z = CardZoom()
    assert z.hovered(ONE, (50, 70)) and z.card == ("frost_wisp", ONE[0])
    z.clicked(ONE)
    assert z.card is None
    raised = (pygame.Rect(-10, -30, 120, 168), ONE[1], ONE[2])     # the card picked, drawn raised
    assert not z.hovered(raised, (52, 71)) and z.card is None      # resting on it: still small
    assert z.hovered(TWIN, (170, 70)) and z.card == ("frost_wisp", TWIN[0])   # the other copy
    assert z.hovered(OTHER, (290, 70)) and z.hovered(ONE, (50, 70))    # left, came back: large


def test_a_press_held_shows_its_card_until_it_lifts():
    z = CardZoom()
    z.pressed(1.0, OTHER)
    assert not z.held(1.0 + HOLD_TO_ZOOM / 2) and z.card is None
    assert z.held(1.0 + HOLD_TO_ZOOM * 1.5) and z.card == ("gloom_moth", OTHER[0])
    assert z.released() and z.card is None              # the lift only put it away
    z.pressed(3.0, None)
    assert not z.held(10.0) and not z.released()
