"""H, then Enter, plays the idea in every game alike (engine.play_keys.hint_taken): one game laid
the hinted piece, one pressed its Ready button under the hint and one did nothing. Any other key
or press in between is the person's own doing, and Enter then goes to the game."""
import time

import pygame
import pytest

from tests.games_under_test import entries, ids
from tests.helpers import click, key, run, start_game


def hinted(app, play):
    key(app, pygame.K_h)
    for _ in range(600):
        run(app, 1)
        if play.hint is not None and getattr(play, "hint_fresh", True):
            return play.hint
        time.sleep(0.01)
    raise AssertionError("no hint came")


def to_my_decision(app, play):
    for _ in range(600):
        if play.human_to_act() and app.stack.top is play:
            return
        if app.stack.top is not play:
            app.pop()
        run(app, 1)
    raise AssertionError("never the person's turn")


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_enter_right_after_a_hint_plays_the_hinted_move(entry):
    app, play = start_game(entry, players=("human", "random"), seed=3)
    to_my_decision(app, play)
    hint = hinted(app, play)
    done = len(play.match.actions)
    key(app, pygame.K_RETURN)
    assert play.match.actions[done:done + 1] == [hint]
    pygame.quit()


def test_a_press_between_the_hint_and_enter_leaves_enter_to_the_game():
    from tests.helpers import toy_entry
    app, play = start_game(toy_entry(), players=("human", "random"), seed=3)
    to_my_decision(app, play)
    hinted(app, play)
    done = len(play.match.actions)
    click(app, (3, app.size[1] - 3))        # a press on nothing: still the person's own
    key(app, pygame.K_RETURN)
    assert len(play.match.actions) == done and play.hint is not None
    # A hint asked again is fresh again.
    hint = hinted(app, play)
    key(app, pygame.K_KP_ENTER)
    assert play.match.actions[done:done + 1] == [hint]
    pygame.quit()
