"""Words a child reads are measured and sized by their capitals, and wrap before they shrink."""
import json
import os
import random

import pygame
import pytest

from engine import assets, paths
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


def test_cut_lines_keeps_at_most_the_lines_asked_each_within_its_width():
    px = 12
    f = assets.font(px, True)
    width = f.size("Knight of")[0] + 2
    lines = ["Knight of", "the Iron", "Vow"]
    cut = text.cut_lines(lines, px, width, 2, bold=True)
    assert len(cut) == 2 and cut[0] == "Knight of"
    assert cut[1].endswith(text.ELLIPSIS) and cut[1].startswith("the")   # marked as cut
    assert all(f.size(line)[0] <= width for line in cut)
    # lines that fit are left as they are; a word wider than the box is cut too
    assert text.cut_lines(["Vow"], px, width, 2, bold=True) == ["Vow"]
    assert text.cut_lines(["Knight of", "the"], px, width, 2, bold=True) == ["Knight of", "the"]
    one = text.cut_lines(["Unbelievably"], px, f.size("Unbel")[0], 1, bold=True)
    assert one[0].endswith(text.ELLIPSIS) and f.size(one[0])[0] <= f.size("Unbel")[0]


def test_a_long_text_wraps_onto_a_second_line_before_it_shrinks():
    words = "Appuie sur l'arène et secoue-la"
    px = text.cap_px(42)
    width = assets.font(px, True).size(words)[0] * 2 // 3
    got_px, lines = text.child_fit(words, 42, width)
    assert got_px == px and len(lines) == 2
    got_px, lines = text.child_fit(words, 42, width, max_lines=1)
    assert got_px < px and len(lines) == 1


def plain_fit_lines(words, px, max_width, max_lines=2, bold=False, min_px=12):
    """fit_lines as it was: every size tried with its own font (the reference)."""
    px = max(int(px), int(min_px))
    while True:
        lines = text.wrap(words, px, max_width, bold)
        f = assets.font(px, bold)
        if px <= min_px or (len(lines) <= max_lines
                            and all(f.size(line)[0] <= max_width for line in lines)):
            return px, lines
        px = max(int(min_px), int(px * 0.93))


def catalogue_sample(count):
    said = []
    for lang in ("fr", "en"):
        folder = paths.asset("locale", lang)
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                said += [v for v in json.load(fh).values() if isinstance(v, str) and "{" not in v]
    return random.Random(7).sample(said, count)


@pytest.mark.parametrize("bold", [False, True])
def test_fit_lines_skips_sizes_without_changing_what_it_finds(bold):
    """fit_lines leaves out the sizes the font it already made says cannot fit (it made a font
    and measured its glyphs at each): what it finds is what trying every size finds."""
    for words in catalogue_sample(120):
        for px, width, most in ((30, 400, 2), (97, 900, 2), (60, 700, 1), (150, 2200, 2)):
            assert text.fit_lines(words, px, width, most, bold) == \
                plain_fit_lines(words, px, width, most, bold), (words, px, width, most)


def test_wrap_gives_the_lines_it_measured_each_time_and_a_list_of_their_own():
    words = "Le dragon rouge garde la porte de l'arène"
    measured = text._wrap(words, 40, 300, True)
    assert len(measured) > 1
    first = text.wrap(words, 40, 300, True)
    first.append("changed by a caller")
    assert text.wrap(words, 40, 300, True) == measured       # kept, and not the caller's list
    assert text.wrap(words, 40, 900, True) == text._wrap(words, 40, 900, True) != measured
    assert text.wrap(words, 20, 300, True) == text._wrap(words, 20, 300, True) != measured
    assert text.wrap(words, 40, 300, False) == text._wrap(words, 40, 300, False)


def test_wrap_keeps_a_bounded_number_of_texts(monkeypatch):
    monkeypatch.setattr(text, "WRAPS_KEPT", 5)
    text.clear()
    for n in range(12):
        assert text.wrap(f"mot {n} et encore des mots", 30, 120) \
            == text._wrap(f"mot {n} et encore des mots", 30, 120, False)
        assert len(text._wrapped) <= 5


def test_a_french_line_never_starts_with_a_mark_set_off_by_a_space():
    """French sets a space before : ; ! ? and »: wrapped at any width, the mark stays with the
    word before it ("Le royaume vert clair" / ": à toi de jouer !" once showed on a banner)."""
    assert text.kept_together("vert clair : à toi de jouer !".split(" ")) == \
        ["vert", "clair :", "à", "toi", "de", "jouer !"]
    assert text.kept_together("« Dragon » gagne".split(" ")) == ["« Dragon »", "gagne"]
    assert text.kept_together(["a", "", "b"]) == ["a", "", "b"]          # two spaces: no mark
    folder = paths.asset("locale", "fr")
    said = []
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), encoding="utf-8") as fh:
            said += [v for v in json.load(fh).values() if isinstance(v, str)]
    marked = [w for w in said if any(" " + m in w for m in ":;!?»")]
    assert len(marked) > 50
    for words in marked:
        for width in (60, 120, 200, 320, 480):
            lines = text._wrap(words, 24, width, True)
            assert not any(line[:1] in set(":;!?»") and line for line in lines[1:]), \
                (words, width, lines)
            assert not any(line.endswith("«") for line in lines), (words, width, lines)


def test_two_lines_break_where_a_reader_pauses_or_else_evenly():
    px = 60
    f = assets.font(px, True)
    label = "Orange Circle: your turn!"
    room = f.size("Orange Circle: your")[0] + 2        # the greedy wrap: "... your" / "turn!"
    assert text.wrap(label, px, room, True)[1] == "turn!"
    assert text.two_lines(label, px, room, True) == ["Orange Circle:", "your turn!"]
    # no pause: the longer line as short as it can be
    assert text.two_lines("one two three four", px, 10_000, True) == ["one two", "three four"]
    # French marks stay with their word
    assert text.two_lines("Carré bleu : à toi de jouer !", px, room, True)[0] == "Carré bleu :"
    assert text.two_lines("Orange Circle: your turn!", px, 50, True) is None
