"""A note on the prompt line in a move's own log line (engine.line_note): a hint says what it
suggests, and a line too long for one prompt line at a child's size is said short."""
import time

import pygame

from engine.i18n import tr
from tests.engine.test_scenes import settle, start_toy
from tests.helpers import key, press, run


def hinted(app, play):
    key(app, pygame.K_h)
    for _ in range(300):
        run(app, 1)
        if play.hint is not None:
            return play.hint
        time.sleep(0.01)
    raise AssertionError("no hint came")


def test_a_hint_says_in_words_what_it_suggests():
    from engine.registry import GameEntry
    from tests.helpers import start_game
    app, play = start_game(GameEntry("games.arena"), players=("human", "human"), seed=4)
    hint = hinted(app, play)
    key_, params = play.rules.describe(play.view, hint)
    assert play.prompt_line() == tr("box.hint_note", what=tr(key_, **params))
    pygame.quit()


def test_a_hint_for_a_private_decision_says_only_that_it_is_shown(app):
    """A private decision's log line never names the value (the toy's "Player 1 bids."):
    "Idea: Player 1 bids." told nothing."""
    play = start_toy(app, ("human", "human", "human"))
    assert play.secret_decision(play.state)
    hinted(app, play)
    assert play.prompt_line() == tr("box.hint_note.short")


def test_a_line_too_long_for_a_child_s_size_is_said_short(app, monkeypatch):
    play = start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    monkeypatch.setattr(play, "prompt_rect", pygame.Rect(0, 700, 200, 60))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert play.prompt_line() == tr("box.taken_back.short")
