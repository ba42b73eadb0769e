"""Why the game ended, on the end screen (the scene's end_reason): its words on at most two lines
of a child's size in a band of their own over the buttons, its pictures beside them; a game without
a reason shows no band. After the eye button, the board says the game is over and its Result button
(or Enter) opens the end screen again."""
import pytest

from engine.play_menus import EndScene
from tests.end_checks import SIZES, assert_reason, assert_reopens, drawn, play_to_the_end

TOY = "tests.toygame"
# Too long for one line, short enough for two at a child's size (a longer reason wants a shorter
# phrase in the catalogue: never smaller letters).
LONG = "Every square of the board is taken and nobody can play any more"


@pytest.mark.parametrize("size", SIZES + [(800, 600), (768, 1024)])
def test_a_long_reason_wraps_to_two_lines_of_a_childs_size_clear_of_the_buttons(monkeypatch,
                                                                                 size):
    # at 800x600 the two rows' boxes stood 1 px over the band's edge
    app, play, end = play_to_the_end(TOY, size=size)
    play.end_reason = lambda: (LONG, ["ui/hourglass", "ui/die-6|x"])
    assert_reason(app, end, monkeypatch, "square of the board", ["ui/hourglass", "ui/die-6|x"])
    assert len(end.reason_drawn) == 2


def test_without_a_reason_there_is_no_band(monkeypatch):
    app, play, end = play_to_the_end(TOY)
    assert play.end_reason() is None
    drawn(app, end, monkeypatch)
    assert end.reason_drawn == []


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_end_screen_opens_again_from_the_board(size, lang):
    app, play, end = play_to_the_end(TOY, size=size, lang=lang)
    assert_reopens(app, end)


@pytest.mark.parametrize("size,least", [((1024, 768), 20), ((800, 600), 16), ((768, 1024), 16)])
def test_the_board_s_game_over_words_wrap_before_they_shrink_in_a_small_window(size, least):
    # Beside the Result button, one line was drawn with 13 px capitals at 1024x768; at 800x600
    # two lines at the full size were too tall for the bar, and it fell back to that one line.
    from engine.ui import classroom
    from tests.helpers import press
    app, play, end = play_to_the_end(TOY, size=size, lang="fr")
    press(app, "look")
    with classroom.record() as seen:
        app.draw()
    over = [ink for name, ink, _ in seen.texts if name == "over-banner"]
    assert len(over) == 2 and min(over) >= least, over
    assert play.over_rect.right < play.result_btn.rect.x


def test_the_result_button_is_hidden_while_the_game_goes_on():
    from engine.registry import GameEntry
    from tests.helpers import start_game
    app, play = start_game(GameEntry(TOY))
    assert not play.match.is_over()
    assert not play.result_btn.visible
    assert not isinstance(app.stack.top, EndScene)


def test_two_rows_of_the_reason_keep_their_boxes_inside_the_band_however_tall(monkeypatch):
    # Andika's boxes are far taller than its letters: at 800x600 two rows of the reason stood
    # 1 px over the band's edge, depending on the size a wrap chose. A font whose boxes are
    # taller still (1.7 times its size) keeps them inside.
    import pygame
    from engine import play_menus
    app, play, end = play_to_the_end(TOY, size=(800, 600))
    play.end_reason = lambda: (LONG, ["ui/hourglass"])
    real = play_menus.text.render

    def tall(words, px, colour, bold=False):
        glyphs = real(words, px, colour, bold)
        out = pygame.Surface((glyphs.get_width(), int(px * 1.7)), pygame.SRCALPHA)
        out.blit(glyphs, (0, (out.get_height() - glyphs.get_height()) // 2))
        return out
    monkeypatch.setattr(play_menus.text, "render", tall)
    end.draw(app.target)
    assert len(end.reason_drawn) == 2
    for r in end.reason_drawn:
        assert end.reason_rect.contains(r), (r, end.reason_rect)
