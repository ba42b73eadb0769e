"""The log panel's lines are worded and wrapped once per entry (engine/ui/chrome.py log_layout):
what it keeps must never show a stale line: a new entry or another language shows at once."""
import pygame
import pytest

from engine import i18n
from games import registry
from tests.engine.ui.test_drawer import drawn_while, game_with_log, newest_lines


def shows(line, drawn):
    # A long entry wraps: its first line starts the sentence.
    return any(len(d) > 4 and line.startswith(d) for d in drawn)


def test_the_log_shows_a_new_entry_and_another_language_at_once():
    app, scene = game_with_log(registry()[0], (1920, 1080))
    assert scene.log_rect.width, "a wide window shows the log panel"
    lines = newest_lines(scene)
    drawn = drawn_while(app, lambda: None)
    assert lines and all(shows(line, drawn) for line in lines), (lines, drawn)
    before = len(scene.match.log)
    drawn = drawn_while(app, lambda: scene.play(scene.legal()[0]))
    assert len(scene.match.log) > before
    assert shows(newest_lines(scene, 1)[0], drawn), drawn
    was = i18n.language()
    try:
        drawn = drawn_while(app, lambda: i18n.set_language("fr" if was == "en" else "en"))
        other = newest_lines(scene)
        assert all(shows(line, drawn) for line in other), (other, drawn)
    finally:
        i18n.set_language(was)


def test_the_kept_picture_equals_one_painted_whole_as_entries_come_and_go():
    """LogRows scrolls the rows still shown and draws only the new ones: after every change
    (lines added below, the oldest leaving the top, an undo, another wording) its picture is
    the one painted whole, pixel for pixel, descenders and accents included."""
    import random

    import pygame

    from engine.ui import log_rows, theme
    pygame.init()
    layers = {}

    def layer(name, key, make):
        if layers.get(name, (None,))[0] != key:
            layers[name] = (key, make(None))
        return layers[name][1]
    rows = log_rows.LogRows(layer)
    px = 48
    marks = [(pygame.Color("#0072B2"), "ui/seat-square"), (pygame.Color("#F0E442"), None),
             (theme.INK, None)]
    words = ["Éclair géant", "gjpqy Ç", "Tyran’s dragon", "ÂÊ ÎÔ ûg", "7 – 12 jq", "Écu Miroir"]
    rng = random.Random(3)
    entries = []
    size = (700, 8 * log_rows.row_height(px) + 20)
    for step in range(60):
        kind = rng.random()
        if kind < 0.7:
            entries.append((rng.choice(marks), rng.choice(words)))
            if rng.random() < 0.3:      # a long entry's second line: no mark
                entries.append((None, rng.choice(words)))
        elif kind < 0.85 and entries:
            del entries[-rng.randint(1, min(3, len(entries))):]
        else:
            entries = [(m, w.upper()) for m, w in entries]
        lines = entries[-8:]
        kept = pygame.image.tobytes(rows.picture(size, lines, px), "RGB")
        whole = pygame.Surface(size)
        log_rows.paint_all(whole, lines, px)
        assert kept == pygame.image.tobytes(whole, "RGB"), (step, lines)


@pytest.mark.parametrize("px", [16, 24, 48])
@pytest.mark.parametrize("emblem", ["ui/seat-square", "dragon-inferno/emblem-0",
                                    "chevaliers-dragons/prince-emblem"])
@pytest.mark.parametrize("words", ["Tyran", "Joueur"])
def test_a_lines_words_stand_apart_from_its_seats_mark(px, emblem, words):
    # The emblem reached within 2 px of the first letter ("Tyran", "Joueur") and read as
    # touching it: measured on the painted row, the mark alone and the words alone, a gap of
    # a fifth of the text's size (at least 4 px) between them.
    pygame.init()
    from engine.ui import log_rows, theme

    def columns(mark, said):
        row = pygame.Surface((40 * px, log_rows.row_height(px)))
        row.fill(theme.PAPER)
        log_rows.paint_row(row, 0, mark, said, px)
        paper = tuple(theme.PAPER)[:3]
        return [x for x in range(row.get_width())
                if any(row.get_at((x, y))[:3] != paper for y in range(row.get_height()))]
    mark = columns(("#0072B2", emblem), "")
    letters = columns(None, words)
    assert mark and letters
    assert min(letters) - max(mark) - 1 >= max(4, px // 5), (max(mark), min(letters))
