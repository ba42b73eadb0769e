"""The classroom figures tool measures what the closing note quotes: Chevaliers et Dragons' number
pad as a screen of its own (the digits a child presses to give a fight's total), and the
grown-ups' setup words at 1024x768."""
import pygame
import pytest

from engine.registry import GameEntry
from engine.ui import classroom, theme
from tools import classroom_figures as figures


@pytest.fixture(autouse=True)
def close():
    yield
    pygame.quit()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_number_pad_is_measured_while_a_total_is_asked(lang):
    seen = figures._number_pad(GameEntry("games.chevaliers_dragons"), (1920, 1080), lang)
    digits = {name: h for name, h, number in seen.texts if name.startswith("number:")}
    assert set(digits) == {f"number:{n}" for n in range(1, 9)}
    assert min(digits.values()) >= classroom.NUMBER_MIN


def test_the_grown_ups_setup_words_are_measured_at_1024x768():
    least = figures.adult_figures()
    assert set(least) == {"dragons-arena", "chevaliers-dragons"}
    for height, words in least.values():
        # A grown-up's size (at least ADULT_CAP capitals: 8 px once), not a child's.
        assert theme.ADULT_CAP <= height < classroom.TEXT_MIN and words.strip(), (height, words)
