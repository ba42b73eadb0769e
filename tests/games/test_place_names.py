"""Where a game's move log names squares or hexes, its board shows those names at its edge
(engine.ui.board.name_chip): every letter and number the log uses is drawn, each beside the
squares it names, readable (ink on paper), at 4:3, 16:9 and portrait sizes."""
import math

import pytest

from engine.ui import board as board_ui
from engine.ui import classroom
from engine.ui.contrast import ratio
from games import registry
from games.arena import board as AB
from games.chevaliers_dragons import board as CB
from games.dragon_inferno.pieces import square_name as di_name
from games.dragons_arena.arena import square_name as da_name
from tests.helpers import start_game

SIZES = [(1024, 768), (1920, 1080), (1080, 1920)]


def entry(game_id):
    return next(e for e in registry() if e.id == game_id)


def chips(game_id, size, module):
    """(label, centre) of every name chip the game's scene draws in a frame at `size` (each
    once), and the scene; the contrasts recorded meanwhile."""
    seen = []
    real = board_ui.name_chip

    def spy(surface, label, center, height):
        seen.append((label, center))
        return real(surface, label, center, height)
    module.name_chip = spy
    try:
        app, scene = start_game(entry(game_id), size=size)
        scene.forget_layers()       # every layer drawn again, and only this frame counted
        seen.clear()
        with classroom.record() as rec:
            scene.draw(app.screen)
    finally:
        module.name_chip = real
    # A chip may be drawn twice in a frame (again over the marks of where a piece may go), in
    # the same place: each name counted once, and never at two places.
    distinct = sorted(set(seen))
    assert len({label for label, _ in distinct}) == len(distinct), distinct
    return distinct, scene, rec


def nearest(centres, at):
    return min(centres, key=lambda kv: math.dist(kv[1], at))[0]


def assert_readable(rec):
    pairs = [(fg, bg) for name, fg, bg in rec.contrasts if name == "place names"]
    assert pairs and all(ratio(fg, bg) >= 7 for fg, bg in pairs)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_dragon_inferno_letters_its_columns_and_numbers_its_rows(size):
    seen, scene, rec = chips("dragon-inferno", size, board_ui)   # engine.ui.board's chip strips
    assert sorted(label for label, _ in seen) == sorted("ABCDEFGH12345678")
    g = scene.g
    for label, (x, y) in seen:
        if label.isalpha():     # over its column
            r = g.square_rect("ABCDEFGH".index(label))
            assert r.left <= x < r.right and abs(y - g.board.rect.top) <= 1
        else:                   # beside its row
            r = g.square_rect((int(label) - 1) * 8)
            assert r.top <= y < r.bottom and abs(x - g.board.rect.left) <= 1
        # and the square the log names with it is the one beside the chip
        sq = "ABCDEFGH".index(label) if label.isalpha() else (int(label) - 1) * 8
        assert label in di_name(sq)
    assert_readable(rec)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_arena_names_the_first_and_last_hex_of_every_row_beside_it(size):
    from games.arena import draw
    seen, scene, rec = chips("arena", size, draw)
    want = sorted(AB.hex_name(row[k]) for row in AB.ROWS for k in (0, -1))
    assert sorted(label for label, _ in seen) == want
    centres = [(AB.hex_name(h), scene.g.centre(h)) for h in range(AB.NHEX)]
    for label, at in seen:
        assert nearest(centres, at) == label
    assert_readable(rec)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_chevaliers_letters_its_files_and_numbers_its_ranks_however_the_board_is_turned(size):
    seen, scene, rec = chips("chevaliers-dragons", size, board_ui)
    assert sorted(label for label, _ in seen) == sorted(list("ABCDEF") + [str(n) for n in
                                                                          range(1, 10)])
    centres = [(CB.square_name(q), scene.g.square_center(q)) for q in range(CB.COLS * CB.ROWS)]
    for label, at in seen:
        name = nearest(centres, at)
        # a letter by its file's first square, a number by its rank's square on file A
        assert name == (label + "1" if label.isalpha() else "A" + label), (label, name)
    assert_readable(rec)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "%dx%d" % s)
def test_dragons_arena_letters_its_columns_and_numbers_its_rows_on_its_rim(size):
    # The log said "the 6 on A4 takes the 4 on B3" and nothing on the arena named a square.
    seen, scene, rec = chips("dragons-arena", size, board_ui)
    assert sorted(label for label, _ in seen) == sorted("ABCD1234")
    g = scene.g
    grid = g.square_rect(0).union(g.square_rect(15))
    for label, (x, y) in seen:
        sq = "ABCD".index(label) if label.isalpha() else (int(label) - 1) * 4
        r = g.square_rect(sq)
        if label.isalpha():     # over its column, on the rim above the squares
            assert r.left <= x < r.right and g.arena.top < y < grid.top
        else:                   # beside its row, on the rim left of the squares
            assert r.top <= y < r.bottom and g.arena.left < x < grid.left
        assert label in da_name(sq)
    assert_readable(rec)
