"""Undo and redo say on the prompt line what they took back or played again (engine.history):
before, Ctrl+Z during a blow's dice made them vanish with nothing said."""
import pygame
import pytest

from engine.box import BoxScene
from engine.i18n import tr
from tests.engine.test_scenes import settle, start_toy
from tests.helpers import key, make_app, press, run, toy_entry


@pytest.fixture
def app():
    a = make_app([toy_entry()])
    a.push(BoxScene(a))
    run(a)
    yield a
    pygame.quit()


def line_of(play, index):
    """The words of the move log's entry `index`."""
    key_, params = play.match.log[index][1]
    return tr(key_, **params)


def test_an_undo_and_a_redo_say_what_they_took_back_and_played_again(app):
    play = start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    bid = line_of(play, 0)
    assert play.prompt_line() != tr("box.taken_back", what=bid)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert len(play.match.actions) == 0
    assert play.prompt_line() == tr("box.taken_back", what=bid)
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    settle(app)
    assert len(play.match.actions) == 1
    assert play.prompt_line() == tr("box.played_again", what=bid)
    # The next press is the person's own: the note about the undo is past.
    press(app, "bid:1")
    settle(app)
    run(app, 2)
    assert tr("box.played_again", what=bid) != play.prompt_line()


def test_nothing_to_take_back_says_nothing(app):
    play = start_toy(app, ("human", "human", "human"))
    before = play.prompt_line()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    assert play.prompt_line() == before
