"""The end screen says why Dragon Inferno ended (neither kingdom can lay a tile) with how many
tiles each still held, and shows those tiles' shapes under each kingdom."""
import pytest

from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end


@pytest.mark.parametrize("size", SIZES)
def test_no_tile_can_be_laid_and_the_tiles_left_are_shown(monkeypatch, size):
    app, play, end = play_to_the_end("dragon_inferno", size=size)
    hands = play.view["hands"]
    words = f"{len(hands[0])} tile"
    assert_reason(app, end, monkeypatch, words, ["dragon-inferno/left-T|x"])
    assert play.end_pictures(0) == ["dragon-inferno/left-0-" + t for t in hands[0]]
    end = finish_as(app, play, lambda s: s.update(hands=[["I"], ["O", "T", "S", "Z", "L", "J"]]))
    assert_reason(app, end, monkeypatch, "1 tile left for light green, 6 tiles for dark green",
                  ["dragon-inferno/left-T|x"])
    assert play.end_pictures(1) == ["dragon-inferno/left-1-" + t for t in "OTSZLJ"]
    assert_reopens(app, end)


def test_in_french(monkeypatch):
    app, play, end = play_to_the_end("dragon_inferno", lang="fr")
    end = finish_as(app, play, lambda s: s.update(hands=[[], ["O", "T"]]))
    assert_reason(app, end, monkeypatch, "Aucun royaume ne peut poser de tuile : 0 tuile au vert "
                  "clair, 2 tuiles au vert foncé", ["dragon-inferno/left-T|x"])


def test_the_top_bar_says_the_game_is_over_while_the_end_is_counted(size=(1920, 1080)):
    # Nobody's move is on screen during the final count, and the bar stood empty for it.
    import pygame
    from engine.play_menus import EndScene
    from engine.registry import GameEntry
    from engine.ui import classroom
    from tests.helpers import run, start_game

    def game():
        return start_game(GameEntry("games.dragon_inferno"), players=["random", "random"],
                          seed=3, size=size)
    app, play = game()                  # at instant speed: the frame of the last move
    last = next(n for n in range(20000) if run(app, 1) or play.match.is_over())
    pygame.display.quit()
    app, play = game()                  # the same game, its end told at a quick pace
    run(app, last)
    assert not play.match.is_over()
    play.show.speed = 0.15
    counted = []
    for n in range(2000):
        run(app, 1)
        if play.anims.counting is not None and n % 8 == 0:
            with classroom.record() as seen:
                app.draw()
            counted.append([h for name, h, _ in seen.texts if name == "over-banner"])
        if isinstance(app.stack.top, EndScene):
            break
    pygame.display.quit()
    assert counted and all(counted), "the count is told under the words that the game is over"
    assert min(min(c) for c in counted) >= classroom.TEXT_MIN
