"""The classroom checks can fail: each is fed something just under its figure and must object, and
just at it and must not; a button drawn too small, with words too small or too faint, is caught
through the recorder; and the generic screen test catches a scene whose buttons are too small."""
import pygame

from engine.ui import classroom, theme
from engine.ui.widgets import Button
from tests.classroom_checks import (contrast_problems, gap, gap_problems, press_problems,
                                    problems, text_problems)


def test_a_short_side_under_120_is_caught_and_120_is_not():
    assert press_problems([("x", (0, 0, 119, 300))])
    assert press_problems([("x", (0, 0, 300, 100))])
    assert not press_problems([("x", (0, 0, 120, 120))])


def test_neighbours_closer_than_16_are_caught_overlaps_too_but_not_one_inside_another():
    a = (0, 0, 120, 120)
    assert gap(a, (135, 0, 120, 120)) == 15
    assert gap_problems([("a", a), ("b", (135, 0, 120, 120))])
    assert gap_problems([("a", a), ("b", (0, 135, 120, 120))])
    assert gap_problems([("a", a), ("b", (60, 60, 120, 120))])          # overlapping
    assert not gap_problems([("a", a), ("b", (136, 0, 120, 120))])
    assert not gap_problems([("board", (0, 0, 800, 800)), ("cell", (10, 10, 130, 130))])
    assert not gap_problems([("a", a), ("a", a)])                        # drawn twice


def test_text_under_42_and_numbers_under_96_are_caught():
    assert text_problems([("caption", 41, False)])
    assert not text_problems([("caption", 42, False)])
    assert text_problems([("total", 95, True)])
    assert text_problems([("total", 60, True)])
    assert not text_problems([("total", 96, True)])


def test_contrast_under_7_is_caught():
    assert contrast_problems([("ice banner", theme.WHITE, (86, 180, 233))])
    assert contrast_problems([("dots", theme.YELLOW, theme.PAPER)])
    assert not contrast_problems([("ink", theme.INK, theme.PAPER)])


def draw_button(button, size=(1920, 1080)):
    pygame.font.init()
    surface = pygame.Surface(size)
    with classroom.record() as seen:
        button.draw(surface)
    return seen


def test_a_button_records_itself_and_a_good_one_passes():
    b = Button(None, icon="ui/tick", label="box.start", name="start", color=theme.BUTTON_GO)
    b.rect = pygame.Rect(100, 100, 420, 145)
    seen = draw_button(b)
    assert seen.presses == [("start", (100, 100, 420, 145))]
    assert seen.texts and seen.texts[0][1] >= classroom.TEXT_MIN
    assert seen.contrasts == [("start", theme.WHITE, theme.BUTTON_GO)]
    assert not problems(seen)


def test_a_button_too_small_with_faint_cramped_words_is_caught():
    b = Button(None, icon="ui/tick", label="Objectives taken", raw=True, name="tiny",
               color=theme.PAPER, text_color=theme.YELLOW)
    b.rect = pygame.Rect(100, 100, 110, 110)
    found = problems(draw_button(b))
    assert any("short side" in f for f in found)
    assert any("text drawn" in f for f in found)
    assert any(":1, under" in f for f in found)


def test_grown_up_words_are_not_held_to_the_child_size_but_the_button_is():
    b = Button(None, label="A long option name for the grown-up", raw=True, adult=True)
    b.rect = pygame.Rect(0, 0, 200, 100)
    seen = draw_button(b)
    assert not seen.texts
    assert press_problems(seen.presses)


def test_nothing_is_recorded_outside_a_test():
    assert not classroom.recording()
    b = Button(None, label="x", raw=True)
    b.rect = pygame.Rect(0, 0, 10, 10)
    pygame.font.init()
    b.draw(pygame.Surface((50, 50)))       # no recorder open: nothing kept, nothing raised
    assert not classroom.recording()


def test_the_generic_screen_test_catches_a_scene_with_buttons_too_small(monkeypatch):
    from tests.engine.test_classroom import play_positions, recorded
    from tests.helpers import toy_entry
    entry = toy_entry()
    scene_class = entry.scene_class()
    real = scene_class.layout_board

    def cramped(self, rect):
        real(self, rect)
        for i, b in enumerate(self.bid_buttons.buttons):
            b.rect = pygame.Rect(rect.x + i * 110, rect.y, 100, 100)
    monkeypatch.setattr(scene_class, "layout_board", cramped)
    found = []
    for where, app, scene in play_positions(entry, 2, entry.default_options(), seed=1):
        if where.startswith("play"):
            found += problems(recorded(scene, app.target))
    assert any("bid:1" in f and "short side" in f for f in found)
    assert any("bid:1" in f and "apart" in f for f in found)
