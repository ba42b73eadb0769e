"""Les Dragons 100 Flammes' move log (texts.py) names a tile or a dragon by the squares it covers,
as the letters and numbers round the board show them, in both languages; the rules' first page
says so."""
import pytest

from engine import i18n
from games.dragon_inferno import rules as DR
from games.dragon_inferno.pieces import square_name, squares_name
from games.dragon_inferno.rules import RULES
from tests.games.dragon_inferno.di_helpers import sq, sqs, tile, tiles_state


def names_in(text):
    """The squares a squares_name() text names: "A1–A3, B3" -> {A1, A2, A3, B3} (indices)."""
    out = set()
    for part in text.split(", "):
        first, _, last = part.partition("\u2013")
        last = last or first
        a, b = sq(first), sq(last)
        if a % 8 == b % 8:
            out |= set(range(min(a, b), max(a, b) + 1, 8))
        else:
            assert a // 8 == b // 8, part
            out |= set(range(min(a, b), max(a, b) + 1))
    return out


def test_pieces_are_named_by_their_squares_column_by_column_with_runs_as_ranges():
    assert squares_name(sqs("A1 A2 A3 B3")) == "A1\u2013A3, B3"
    assert squares_name(sqs("A1 B1 C1 D1")) == "A1\u2013D1"
    assert squares_name(sqs("C2 C3 C4 C5")) == "C2\u2013C5"
    assert squares_name(sqs("B2 C2 C3 D2")) == "B2, C2\u2013C3, D2"
    assert squares_name(sqs("A1 A3")) == "A1, A3"


def test_every_placement_of_every_tile_and_dragon_is_named_by_exactly_its_squares():
    for table in (DR.TILE_PLACEMENTS, DR.DRAGON_PLACEMENTS):
        for placements in table.values():
            for p in placements.values():
                assert names_in(squares_name(p.squares)) == set(p.squares)


@pytest.mark.parametrize("lang,words", [("en", "lays the L tile on A1\u2013A3, B3."),
                                        ("fr", "pose la tuile L en A1\u2013A3, B3.")])
def test_a_tile_over_a1_to_a3_and_b3_is_logged_by_those_squares_not_its_anchor(lang, words):
    s = tiles_state()
    action = tile("L", "A1 A2 A3 B3")
    anchor = square_name(action[3])
    key, params = RULES.describe(s, action)
    old = i18n.language()
    i18n.set_language(lang)
    try:
        line = i18n.tr(key, **params)
        rules_page = i18n.tr("dragon-inferno.rules.p1.body")
    finally:
        i18n.set_language(old)
    assert line.endswith(words)
    assert " %s." % anchor not in line and " %s " % anchor not in line
    # The rules page explains the same naming, with the same example.
    assert "A1\u2013A3, B3" in rules_page


def test_a_dragon_is_logged_by_the_squares_it_lands_on():
    s = tiles_state()
    # The summon set by hand: the log's words do not depend on how the egg hatched.
    s["phase"], s["summon"] = "dragon", {"dragon": "L", "cave": 0}
    (orient, anchor), p = next(iter(DR.DRAGON_PLACEMENTS["L"].items()))
    key, params = RULES.describe(s, ["dragon", orient, anchor])
    assert names_in(params["sq"]) == set(p.squares)
