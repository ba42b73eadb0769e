"""Words a child reads are measured and sized by their capitals, and wrap before they shrink."""
import pygame
import pytest

from engine import assets
from engine.ui import classroom, text


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()
    yield


def test_a_descender_or_an_accent_does_not_make_a_word_count_taller():
    px = 44
    with classroom.record() as seen:
        classroom.child_text(text.render("tour", px, (0, 0, 0), True), "short")
        classroom.child_text(text.render("Élimine puissance", px, (0, 0, 0), True), "long")
    heights = {name: h for name, h, _n in seen.texts}
    assert heights["short"] == heights["long"] == text.cap_height(px)
    # the ink box of the second is much taller: that is what used to be counted
    assert text.render("Élimine puissance", px, (0, 0, 0), True).get_bounding_rect().height \
        > heights["long"] + 10


def test_cap_px_draws_capitals_at_least_that_tall():
    for cap in (12, 30, 42, 56):
        px = text.cap_px(cap)
        assert text.cap_height(px) >= cap > text.cap_height(px - 2)


def test_a_long_text_wraps_onto_a_second_line_before_it_shrinks():
    words = "Appuie sur l'arène et secoue-la"
    px = text.cap_px(42)
    width = assets.font(px, True).size(words)[0] * 2 // 3
    got_px, lines = text.child_fit(words, 42, width)
    assert got_px == px and len(lines) == 2
    got_px, lines = text.child_fit(words, 42, width, max_lines=1)
    assert got_px < px and len(lines) == 1
