"""A replay's "everything shown" eyes (issue 26): the far seat's hand is drawn face up, since the
observation shown holds its cards; from a seat's eyes it stays a pile of backs."""
import pygame

from engine.registry import GameEntry
from engine.replay import EVERYTHING, everything
from engine.replay_scene import ReplayScene
from games.guardians_arena.draw import fanned
from tests.engine.test_replay import finished
from tests.helpers import key, make_app, press, run

ENTRY = GameEntry("games.guardians_arena")


def far_hand_cards(play):
    """The card ids drawn on the far seat's hand pile (None for a back), as its places say."""
    g = play.g
    pile = g.bands[g.far].piles["hand"]
    spots = [fanned(pile, k, n, play.s(5)) for n in range(1, 5) for k in range(n)]
    return [cid for rect, _, cid in play.hits if rect in spots]


def test_everything_shown_draws_the_far_hand_face_up_and_a_seats_eyes_never_do():
    match, events = finished(ENTRY, seed=5, players=["human", "random"])
    app = make_app([ENTRY], size=(1280, 720), speed="instant")
    app.open("box")
    scene = app.push(ReplayScene(app, match, events)) or app.stack.top
    run(app, 2)
    play = scene.play
    press(app, "replay:end")
    # Back to a position where the far seat (seat 1: a spectator's near seat is 0) holds cards.
    while not everything(match.rules, scene.replay.state())["players"][1]["hand"]:
        key(app, pygame.K_LEFT)
        assert scene.replay.index > 0, "no position with cards in seat 1's hand"
    press(app, "eyes:all")
    run(app, 2)
    assert play.eyes.choice == EVERYTHING and play.g.far == 1
    hand = play.shown["players"][1]["hand"]
    drawn = far_hand_cards(play)
    assert drawn and None not in drawn, drawn
    assert drawn == hand[-3:]
    press(app, "eyes:0")
    run(app, 2)
    assert play.viewer() == 0 and play.shown["players"][1]["hand"] is None
    drawn = far_hand_cards(play)
    assert drawn and set(drawn) == {None}, drawn
