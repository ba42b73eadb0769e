"""H, then Enter, plays the idea in every game alike (engine.play_keys.HintEnter): one game laid
the hinted piece, one pressed its Ready button under the hint and one did nothing. Any other key
or press from the moment the hint is asked is the person's own doing, even one a game's scene
takes before the engine sees it, and so is a hinted piece moved with the pointer: Enter then
goes to the game."""
import time

import pygame
import pytest

from tests.games_under_test import entries, ids
from tests.helpers import click, key, run, start_game


def hinted(app, play):
    key(app, pygame.K_h)
    for _ in range(600):
        run(app, 1)
        if play.hint is not None and play.hint_enter.fresh:
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
    said = play.stage.note_text()
    assert said                     # "Idea: ..." (or its short form) on the prompt line
    done = len(play.match.actions)
    key(app, pygame.K_RETURN)
    assert play.match.actions[done:done + 1] == [hint]
    # Played, the idea is no longer said as one still to play.
    assert play.stage.note_text() != said
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


def test_a_press_while_the_hint_is_worked_out_leaves_enter_to_the_game():
    from tests.helpers import toy_entry
    app, play = start_game(toy_entry(), players=("human", "random"), seed=3)
    to_my_decision(app, play)
    done = len(play.match.actions)
    # H and a press in the same frame: the press comes before the hint does.
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="",
                                          scancode=0),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1)])
    for _ in range(300):
        run(app, 1)
        if play.hint is not None:
            break
        time.sleep(0.01)
    assert play.hint is not None and not play.hint_enter.fresh
    key(app, pygame.K_RETURN)
    assert len(play.match.actions) == done
    pygame.quit()


def test_a_tap_on_arena_s_fighter_card_is_a_press_of_its_own():
    # ARENA's cards answer before the engine's input: the tap still counts.
    from engine.registry import GameEntry
    app, play = start_game(GameEntry("games.arena"), players=("human", "random"), seed=3)
    to_my_decision(app, play)
    hinted(app, play)
    done = len(play.match.actions)
    card = next(b for b in play.cards.buttons if b.visible)
    click(app, card.rect.center)
    key(app, pygame.K_RETURN)
    assert len(play.match.actions) == done
    pygame.quit()


def test_a_hinted_tile_moved_with_the_pointer_is_laid_where_it_shows_not_where_hinted():
    # Dragon Inferno brings the hinted tile to hand at its place; the pointer then moves it.
    from engine.registry import GameEntry
    app, play = start_game(GameEntry("games.dragon_inferno"), players=("human", "random"), seed=3)
    for _ in range(40):         # the eggs, each by a hint and Enter
        to_my_decision(app, play)
        if play.view["phase"] == "tiles":
            break
        hinted(app, play)
        key(app, pygame.K_RETURN)
    assert play.view["phase"] == "tiles"
    hint = hinted(app, play)
    assert play.held is not None and play.ghost_action() == hint
    done = len(play.match.actions)
    far = next(play.g.square_center(q) for q in range(64)
               if abs(q % 8 - hint[-1] % 8) + abs(q // 8 - hint[-1] // 8) > 3)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    run(app, 2)
    assert play.ghost_action() != hint
    key(app, pygame.K_RETURN)
    assert play.match.actions[done:done + 1] != [hint]
    pygame.quit()
