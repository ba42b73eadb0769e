"""Undo and redo say on the prompt line what they took back or played again (engine.history):
before, Ctrl+Z during a blow's dice made them vanish with nothing said."""
import pygame

from engine.box import BoxScene
from engine.i18n import tr
from tests.engine.test_scenes import settle, start_toy
from tests.helpers import key, make_app, press, run, toy_entry


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


def test_the_note_waits_behind_a_hand_over_screen_until_the_board_is_seen():
    """Its time started at the undo: a child slower than three seconds to press "I'm here"
    came back to a board with nothing said."""
    from engine.dialogs import HandOverScene
    app = make_app([toy_entry()], speed="normal")
    app.push(BoxScene(app))
    run(app)
    play = start_toy(app, ("human", "human", "human"))
    press(app, "bid:2")
    settle(app)
    bid = line_of(play, 0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    run(app, 2)
    assert isinstance(app.stack.top, HandOverScene)
    run(app, 400)                       # over six seconds behind the hand-over screen
    settle(app)
    run(app, 2)
    assert play.prompt_line() == tr("box.taken_back", what=bid)
    pygame.quit()


def test_a_redo_that_hands_the_turn_to_a_computer_or_plays_nothing_says_nothing():
    """After the redo a computer answers: the prompt line is hidden meanwhile, and "Played
    again" came stale under the person's next decision. A stale redo list plays nothing."""
    from engine.registry import GameEntry
    from tests.helpers import start_game
    app, play = start_game(GameEntry("games.arena"), players=("human", "easy"), seed=4)
    for _ in range(300):
        run(app, 1)
        if play.human_to_act():
            break
    me = play.match.actor()
    play.submit(["posture", "garde"])           # a rest ends the turn: the computer's next
    for _ in range(600):
        run(app, 1)
        if play.human_to_act() and len(play.match.actions) > 2:
            break
    assert play.match.actor() == me
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert play.human_to_act() and play.match.can_redo()
    assert play.prompt_line().startswith(tr("box.taken_back", what="")[:5])
    play.redo()                                 # (a key would let the computer answer too)
    assert play.match.actor() != me
    assert play.stage.note_text() is None
    for _ in range(600):
        run(app, 1)
        if play.human_to_act():
            break
    assert not play.prompt_line().startswith(tr("box.played_again", what="")[:5])
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    done = list(play.match.actions)
    play.match.redo_stack = [["posture", "nowhere"]]     # stale: dropped, nothing played
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert play.match.actions == done
    assert play.stage.note_text() != tr("box.played_again.short")
    pygame.quit()
