"""Les Dragons 100 Flammes: each rule of the text and each reading of docs/dragon-inferno-rules.md."""
import random

import pytest

from engine.rules import CHANCE
from games.dragon_inferno import rules as DR
from games.dragon_inferno.pieces import DRAGON_SHAPES, TILE_SHAPES
from games.dragon_inferno.rules import RULES
from tests.games.dragon_inferno.di_helpers import dragon, play, sq, sqs, tile, tiles_state, types


# ---------------------------------------------------------------- set-up: caves, lot, eggs

def test_the_five_dragons_are_dealt_to_the_caves_one_at_a_time_each_equally_likely():
    s = RULES.initial_state(2, {"first": 0}, 3)
    seen = []
    for k in range(5):
        assert RULES.actor(s) == CHANCE
        outcomes = RULES.chance_outcomes(s)
        assert len(outcomes) == 5 - k
        assert all(abs(p - 1 / (5 - k)) < 1e-12 for _, p in outcomes)
        s, ev = RULES.apply(s, RULES.chance_action(s))
        assert ev[0]["type"] == "DragonDealt" and ev[0]["cave"] == k
        seen.append(ev[0]["dragon"])
    assert sorted(seen) == ["L", "P", "T", "X", "Z"] == sorted(s["caves"])
    assert s["phase"] == "eggs" and s["actor"] == 0


@pytest.mark.parametrize("first", [0, 1])
def test_the_chosen_seat_places_four_eggs_then_the_other_four_then_lays_the_first_tile(first):
    s = RULES.initial_state(2, {"first": first}, 0)
    for letter in "LPTXZ":
        s, _ = RULES.apply(s, ["deal", letter])
    squares = sqs("B2 C3 D4 E5 F6 G7 B7 G2")
    for k, q in enumerate(squares):
        assert RULES.actor(s) == (first if k < 4 else 1 - first)
        s, ev = play(s, ["egg", q])
        assert ev == [{"type": "EggPlaced", "seat": first if k < 4 else 1 - first, "sq": q}]
    assert s["phase"] == "tiles" and RULES.actor(s) == first
    assert all(a[0] == "tile" for a in RULES.legal_actions(s))


def test_by_lot_the_first_player_is_a_chance_node_of_even_odds():
    s = RULES.initial_state(2, {"first": "lot"}, 0)
    for letter in "LPTXZ":
        s, _ = RULES.apply(s, ["deal", letter])
    assert s["phase"] == "lot" and RULES.actor(s) == CHANCE
    assert RULES.chance_outcomes(s) == [(["first", 0], 0.5), (["first", 1], 0.5)]
    s, ev = RULES.apply(s, ["first", 1])
    assert ev == [{"type": "FirstDrawn", "seat": 1}] and s["first"] == 1 and RULES.actor(s) == 1


def test_eggs_go_only_on_free_squares_of_the_inner_six_by_six():
    s = RULES.initial_state(2, {"first": 0}, 0)
    for letter in "LPTXZ":
        s, _ = RULES.apply(s, ["deal", letter])
    legal = {a[1] for a in RULES.legal_actions(s)}
    assert len(legal) == 36 and sq("B2") in legal and sq("G7") in legal
    assert not legal & set(sqs("A1 A4 H5 D1 D8"))
    s, _ = play(s, ["egg", sq("D4")])
    assert ["egg", sq("D4")] not in RULES.legal_actions(s)
    with pytest.raises(ValueError):
        RULES.apply(s, ["egg", sq("D4")])
    with pytest.raises(ValueError):
        RULES.apply(s, ["egg", sq("A1")])


# ---------------------------------------------------------------- laying kingdom tiles

def test_a_first_tile_must_cover_a_corner():
    s = tiles_state()
    for a in RULES.legal_actions(s):
        p = DR.TILE_PLACEMENTS[a[1]][(a[2], a[3])]
        assert set(p.squares) & set(sqs("A1 H1 A8 H8"))
    assert DR.why_not(s, 0, *tile("O", "C3 D3 C4 D4")[1:]) == "corner"
    assert DR.why_not(s, 0, *tile("O", "A1 B1 A2 B2")[1:]) is None


def test_a_later_tile_covers_a_free_corner_or_touches_its_own_kingdom_by_a_side():
    s = tiles_state()
    s, _ = play(s, tile("O", "A1 B1 A2 B2"), tile("O", "G7 H7 G8 H8"))
    # along a side of its own tile: yes; only by a corner (diagonal): no
    assert DR.why_not(s, 0, *tile("O", "C1 D1 C2 D2")[1:]) is None
    assert DR.why_not(s, 0, *tile("O", "C3 D3 C4 D4")[1:]) == "touch"
    # a free corner opens a new kingdom at any time
    assert DR.why_not(s, 0, *tile("O", "G1 H1 G2 H2")[1:]) is None
    # touching only the other kingdom is not enough
    assert DR.why_not(s, 0, *tile("O", "E7 F7 E8 F8")[1:]) == "touch"
    assert DR.why_not(s, 1, *tile("O", "E7 F7 E8 F8")[1:]) is None


def test_a_tile_covers_only_free_squares_inside_the_board():
    s = tiles_state()
    s, _ = play(s, tile("O", "A1 B1 A2 B2"), tile("O", "G7 H7 G8 H8"))
    assert DR.why_not(s, 0, *tile("T", "B2 C2 D2 C3")[1:]) == "covered"
    # an anchor whose shape would hang off the board is not a placement at all
    assert DR.why_not(s, 0, "I", 0, sq("H8")) == "outside"
    for a in RULES.legal_actions(s):
        p = DR.TILE_PLACEMENTS[a[1]][(a[2], a[3])]
        assert all(s["owner"][q] is None for q in p.squares)


def test_tiles_turn_but_never_flip_and_each_is_laid_once():
    for name, shapes in TILE_SHAPES.items():
        assert len(shapes) == 4, name      # four turns; the castle and hole make them distinct
    s = tiles_state()
    s, _ = play(s, tile("S", "A1 A2 B2 B3"))
    assert "S" not in s["hands"][0] and "S" in s["hands"][1]
    # the mirror image of S is Z's shape: no S placement covers it
    z_squares = sqs("A1 B1 B2 C2")
    assert not any(sorted(p.squares) == z_squares for p in DR.TILE_LISTS["S"])
    assert not any(a[1] == "S" for a in RULES.legal_actions({**s, "side": 0, "actor": 0}))


def test_touching_a_tile_now_under_a_dragon_still_counts():
    s, _ = _kingdom_of_eight("D3", "LPTXZ")
    s, _ = play(s, dragon("L", "A2 B2 C2 D2 D3"), tile("I", "H3 H4 H5 H6"))
    # C4 D4 D5 E5 touches light's kingdom only at D3, now under the dragon
    assert DR.why_not(s, 0, *tile("Z", "C4 D4 D5 E5")[1:]) is None
    assert tile("Z", "C4 D4 D5 E5") in RULES.legal_actions(s)


# ---------------------------------------------------------------- eggs: crushed and hatched

def test_an_egg_under_a_plain_square_is_crushed_and_costs_its_crusher_a_point():
    s = tiles_state(eggs="B2")
    s, ev = play(s, tile("O", "A1 B1 A2 B2", castle="B2"))   # castle over the egg: crushed
    assert types(ev) == ["TilePlaced", "EggCrushed"]
    assert s["crushed"] == [[sq("B2")], []] and s["eggs"] == []
    assert DR.score_parts(s, 0) == (4, 1, 1) and DR.score(s, 0) == 4


def test_a_hole_over_an_empty_square_does_nothing():
    s = tiles_state(eggs="C3")
    s, ev = play(s, tile("O", "A1 B1 A2 B2", hole="B2"))
    assert types(ev) == ["TilePlaced"] and s["eggs"] == [sq("C3")] and s["next_cave"] == 0


def _kingdom_of_eight(eggs, caves):
    """Light: O on A1 B1 A2 B2 (castle A1), then T on C2 D2 E2 D3 (castle D2, hole D3);
    dark: O in the H8 corner (castle G7)."""
    s = tiles_state(eggs=eggs, caves=caves)
    return play(s, tile("O", "A1 B1 A2 B2", castle="A1"), tile("O", "G7 H7 G8 H8", castle="G7"),
                tile("T", "C2 D2 E2 D3", castle="D2", hole="D3"))


def test_one_tile_crushes_then_hatches_and_the_summoner_places_the_first_caves_dragon():
    s, ev = _kingdom_of_eight("C2 D3", "LPTXZ")
    assert types(ev)[-3:] == ["TilePlaced", "EggCrushed", "EggHatched"]
    hatch = ev[-1]
    assert hatch["sq"] == sq("D3") and hatch["cave"] == 0 and hatch["dragon"] == "L"
    assert s["phase"] == "dragon" and RULES.actor(s) == 0 and s["summon"] == {"cave": 0, "dragon": "L"}
    assert s["hatched"] == [sq("D3")] and s["crushed"][0] == [sq("C2")]
    # every legal place: five kingdom squares, turned or flipped, none over another dragon
    legal = RULES.legal_actions(s)
    assert legal and all(a[0] == "dragon" for a in legal)
    for a in legal:
        p = DR.DRAGON_PLACEMENTS["L"][(a[1], a[2])]
        assert all(s["owner"][q] is not None for q in p.squares)
    assert dragon("L", "A2 B2 C2 D2 D3") in legal and dragon("L", "A1 A2 B2 C2 D2") in legal
    # dark's four squares cannot hold it: the summoner must burn its own kingdom (no pass)
    assert all(s["owner"][q] == 0 for a in legal
               for q in DR.DRAGON_PLACEMENTS["L"][(a[1], a[2])].squares)
    s, ev = play(s, dragon("L", "A2 B2 C2 D2 D3"))
    assert types(ev)[0] == "DragonPlaced" and s["phase"] == "tiles" and RULES.actor(s) == 1
    # squares under the dragon score nothing, the castle under it neither:
    # light: A1 B1 E2 visible (3) + castle A1 (1) - 1 crushed egg = 3
    assert DR.score_parts(s, 0) == (3, 1, 1) and DR.score(s, 0) == 3


def test_dragons_turn_and_flip_freely():
    counts = {k: len(v) for k, v in DRAGON_SHAPES.items()}
    assert counts == {"L": 8, "P": 8, "T": 4, "X": 1, "Z": 4}


def test_a_dragon_with_nowhere_to_land_leaves_and_the_next_egg_calls_the_next_cave():
    s, ev = _kingdom_of_eight("D3", "XLPTZ")    # the plus shape fits nowhere on this kingdom
    assert types(ev)[-2:] == ["EggHatched", "DragonGone"]
    assert s["gone"] == [0] and s["next_cave"] == 1 and s["phase"] == "tiles"
    assert RULES.actor(s) == 1


def test_with_every_cave_empty_a_hatched_egg_summons_nothing():
    s, _ = _kingdom_of_eight("C5", "LPTXZ")
    s = dict(s, next_cave=5, gone=[0, 1, 2, 3, 4])
    s, _ = play(s, tile("I", "H3 H4 H5 H6"))
    s, ev = play(s, tile("L", "B3 B4 B5 C5", hole="C5"))
    assert types(ev)[:2] == ["TilePlaced", "EggHatched"] and ev[1]["dragon"] is None
    assert s["phase"] == "tiles" and s["summon"] is None and s["hatched"] == [sq("C5")]


def test_a_dragon_may_lie_over_the_hole_that_holds_the_hatched_egg():
    s, _ = _kingdom_of_eight("D3", "LPTXZ")
    assert dragon("L", "A2 B2 C2 D2 D3") in RULES.legal_actions(s)   # D3 is the hole


def test_a_dragon_never_overlaps_another():
    s, _ = _kingdom_of_eight("D3 C5", "LPTXZ")
    s, _ = play(s, dragon("L", "A2 B2 C2 D2 D3"), tile("I", "H3 H4 H5 H6"))
    s, ev = play(s, tile("L", "B3 B4 B5 C5", hole="C5"))      # touches B2, under the dragon
    assert types(ev)[-1] == "EggHatched" and ev[-1]["dragon"] == "P"
    legal = RULES.legal_actions(s)
    for a in legal:
        p = DR.DRAGON_PLACEMENTS["P"][(a[1], a[2])]
        assert not set(p.squares) & set(sqs("A2 B2 C2 D2 D3"))
    # the only five free kingdom squares in a P's shape are dark's
    assert legal == [dragon("P", "H6 G7 H7 G8 H8")]


# ---------------------------------------------------------------- passing and the end

def _random_games(n, seed=0):
    rnd = random.Random(seed)
    for g in range(n):
        s = RULES.initial_state(2, {"first": g % 2}, g)
        trail = []
        while RULES.actor(s) is not None:
            a = RULES.chance_action(s) if RULES.actor(s) == CHANCE else rnd.choice(RULES.legal_actions(s))
            before = s
            s, ev = RULES.apply(s, a)
            trail.append((before, a, s, ev))
        yield trail


def test_a_seat_that_cannot_lay_passes_and_the_other_plays_on():
    found = 0
    for trail in _random_games(150):
        for before, a, after, ev in trail:
            for e in ev:
                if e["type"] == "Passed":
                    found += 1
                    assert not DR.can_lay(after, e["seat"])
                    assert RULES.actor(after) == 1 - e["seat"] == after["side"]
    assert found > 0


def test_the_game_ends_when_neither_can_lay_with_tiles_left_or_none():
    endings = set()
    for trail in _random_games(150, seed=1):
        last = trail[-1][2]
        assert last["phase"] == "over" and RULES.actor(last) is None
        assert len(last["eggs"] + last["hatched"] + last["crushed"][0] + last["crushed"][1]) == 8
        assert not DR.can_lay(last, 0) and not DR.can_lay(last, 1)
        over = [e for e in trail[-1][3] if e["type"] == "GameOver"]
        assert over and over[0]["scores"] == RULES.scores(last)
        endings.add("hands empty" if not last["hands"][0] and not last["hands"][1] else "blocked")
    assert endings == {"hands empty", "blocked"}


def test_scores_of_a_position_worked_out_by_hand():
    s, _ = _kingdom_of_eight("C2 D3 E5", "LPTXZ")
    s, _ = play(s, dragon("L", "A1 A2 B2 C2 D2"), tile("I", "H3 H4 H5 H6"))
    s, ev = play(s, tile("L", "E3 E4 E5 F5", castle="E3"))      # crushes the egg on E5
    assert types(ev)[1] == "EggCrushed"
    # Light: O A1 B1 A2 B2 (castle A1), T C2 D2 E2 D3 (castle D2), L E3 E4 E5 F5 (castle E3).
    # The dragon covers A1 A2 B2 C2 D2: light's visible squares are B1 E2 D3 E3 E4 E5 F5 = 7,
    # its visible castles E3 only = 1, two eggs crushed (C2, E5): 7 + 1 - 2 = 6.
    # Dark: O G7 H7 G8 H8 (castle G7), I H3 H4 H5 H6 (castle H3): 8 squares + 2 castles = 10.
    assert DR.score_parts(s, 0) == (7, 1, 2)
    assert DR.score_parts(s, 1) == (8, 2, 0)
    assert RULES.scores(s) == [6, 10]


def test_equal_scores_are_a_draw():
    s, _ = _kingdom_of_eight("", "LPTXZ")
    s = dict(s, phase="over", actor=None, winner=None)
    assert RULES.returns(s) == [0.0, 0.0]
    s["winner"] = 1
    assert RULES.returns(s) == [-1.0, 1.0]


def test_illegal_actions_are_refused():
    s = tiles_state()
    with pytest.raises(ValueError):
        RULES.apply(s, tile("O", "C3 D3 C4 D4"))
    with pytest.raises(ValueError):
        RULES.apply(s, ["dragon", 0, 0])
    s, _ = play(s, tile("O", "A1 B1 A2 B2"))
    with pytest.raises(ValueError):
        RULES.apply(s, ["tile", "O", 0, sq("H8")])     # dark has it, but 0/H8 is off the board


def test_a_whole_game_to_its_end_scored_by_hand():
    """A whole game (replayed from its record) and its end position, counted by hand from the
    picture: D/d dark castle/square, L/l light castle/square, # under a dragon, e egg, . empty.

        row 1  D d . . . d . .     dark 3 squares (1 castle)
        row 2  d # d D d D d .     dark 6 (2 castles)
        row 3  d # D d d d . .     dark 5 (1 castle)
        row 4  # # # . l l . L     light 3 (1 castle)
        row 5  L l L l L l l l     light 8 (3 castles)
        row 6  . # # e l L l .     light 3 (1 castle)
        row 7  . # . . l D d .     light 1, dark 2 (1 castle)
        row 8  # # . . l . d d     light 1, dark 2

    Light: 16 squares + 5 castles - 4 crushed eggs = 17. Dark: 18 + 5 - 1 = 22. Dark wins."""
    record = [
        ["deal", "Z"], ["deal", "T"], ["deal", "P"], ["deal", "L"], ["deal", "X"],
        ["egg", 52], ["egg", 43], ["egg", 34], ["egg", 41], ["egg", 33], ["egg", 14],
        ["egg", 46], ["egg", 44], ["tile", "J", 0, 49], ["tile", "L", 0, 8],
        ["tile", "T", 3, 34], ["tile", "I", 3, 19], ["tile", "I", 0, 44], ["dragon", 2, 49],
        ["tile", "Z", 0, 54], ["tile", "L", 2, 37], ["tile", "T", 2, 13], ["tile", "O", 3, 32],
        ["tile", "J", 1, 10], ["tile", "Z", 1, 39], ["dragon", 2, 17]]
    s = RULES.initial_state(2, {"first": 0}, 17)
    for a in record:
        s, ev = RULES.apply(s, a)
        RULES.check_invariants(s)
    assert s["phase"] == "over" and RULES.actor(s) is None
    picture = []
    castles = {t["castle"]: t["seat"] for t in s["tiles"]}
    for r in range(8):
        row = ""
        for q in range(8 * r, 8 * r + 8):
            if s["dragon_at"][q] is not None:
                row += "#"
            elif s["owner"][q] is None:
                row += "e" if q in s["eggs"] else "."
            else:
                row += ("LD" if q in castles else "ld")[s["owner"][q]]
        picture.append(row)
    assert picture == ["Dd...d..", "d#dDdDd.", "d#Dddd..", "###.ll.L",
                       "LlLlLlll", ".##elLl.", ".#..lDd.", "##..l.dd"]
    assert DR.score_parts(s, 0) == (16, 5, 4) and DR.score_parts(s, 1) == (18, 5, 1)
    assert RULES.scores(s) == [17, 22] and s["winner"] == 1
    assert RULES.returns(s) == [-1.0, 1.0]
    assert [e for e in ev if e["type"] == "GameOver"] == [
        {"type": "GameOver", "scores": [17, 22], "winner": 1}]
