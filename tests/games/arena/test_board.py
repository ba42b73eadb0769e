"""ARENA's board and walks: the start corners, exact movement, the handicap, what blocks a path."""
import pytest

from games.arena import board
from games.arena.board import CENTRE, CORNERS, NBRS, START, distance
from games.arena.fighters import moves
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import arena, hx, hexes, play, types


# ---------------------------------------------------------------- the board and the start corners

def test_the_board_is_37_hexes_with_six_corners_of_three_neighbours_each():
    assert board.NHEX == 37
    assert len(CORNERS) == len(set(CORNERS)) == 6
    assert all(len(NBRS[c]) == 3 and distance(c, CENTRE) == 3 for c in CORNERS)
    assert [board.hex_name(c) for c in CORNERS] == ["A1", "A4", "D7", "G4", "G1", "D1"]
    assert board.hex_name(CENTRE) == "D4"


def test_two_fighters_start_on_opposite_corners():
    a, b = START[2]
    assert distance(a, b) == 6


def test_three_fighters_start_on_alternate_corners_an_equal_triangle():
    a, b, c = START[3]
    assert distance(a, b) == distance(b, c) == distance(c, a) == 6
    assert all(CORNERS.index(x) % 2 == 0 for x in START[3])


def test_four_fighters_start_as_two_opposite_pairs():
    a, b, c, d = START[4]
    assert distance(a, c) == distance(b, d) == 6
    assert len(set(START[4])) == 4 and set(START[4]) <= set(CORNERS)


@pytest.mark.parametrize("n", [5, 6])
def test_five_and_six_fighters_take_as_many_corners(n):
    assert len(set(START[n])) == n and set(START[n]) <= set(CORNERS)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_seats_sit_clockwise_on_the_corners_in_seat_order(n):
    places = [CORNERS.index(h) for h in START[n]]
    assert places == sorted(places)
    s = RULES.initial_state(n, None, 0)
    assert [f["hex"] for f in s["fighters"]] == START[n]
    assert all(f["hp"] == 7 and f["posture"] == "garde" and not f["ground"]
               and not f["disarmed"] for f in s["fighters"])


@pytest.mark.parametrize("n", [1, 7])
def test_other_seat_counts_are_refused_with_a_message(n):
    with pytest.raises(ValueError, match="2 to 6"):
        RULES.initial_state(n, None, 0)


# ---------------------------------------------------------------- exact movement

def test_each_posture_walks_exactly_its_move_and_the_turn_ends_when_nothing_is_left():
    for posture, steps in [("defensive", 1), ("balancee", 2), ("agressive", 3),
                           ("dechainee", 4)]:
        s = arena(2, at="A1 G4")
        s, _ = play(s, ["posture", posture])
        assert s["turn"]["left"] == steps
        assert all(a[0] == "step" for a in RULES.legal_actions(s)), "no end before the walk"
        path = hexes("B2 C3 D4 E4")[:steps]
        for k, h in enumerate(path):
            assert RULES.actor(s) == 0
            s, ev = play(s, ["step", h])
        assert RULES.actor(s) == 1, "no one to attack: the turn ended by itself"
        assert s["fighters"][0]["hex"] == path[-1]
        assert "TurnStarted" in types(ev)


@pytest.mark.parametrize("hp,expect", [(7, 4), (4, 4), (3, 3), (2, 2), (1, 1)])
def test_the_handicap_limits_the_walk_to_the_hit_points_at_three_or_fewer(hp, expect):
    assert moves("dechainee", hp) == expect
    s = arena(2, at="A1 G4", f0={"hp": hp})
    s, _ = play(s, ["posture", "dechainee"])
    assert s["turn"]["left"] == expect


def test_the_handicap_never_lengthens_a_short_posture():
    assert moves("defensive", 2) == 1
    assert moves("garde", 1) == 0
    assert moves("balancee", 3) == 2


def test_a_posture_whose_exact_walk_has_no_path_cannot_be_chosen():
    # A1 is a corner: A2 and B1 are taken, and every way on from B2 is taken too, so one step
    # (to B2) is all the room there is.
    s = arena(6, at="A1 A2 B1 B3 C2 C3")
    assert RULES.legal_actions(s) == [["posture", "garde"], ["posture", "defensive"]]
    s2 = arena(6, at="A1 A2 B1 B2 C2 C3")
    assert RULES.legal_actions(s2) == [["posture", "garde"]], "walled in: only the rest"
    with pytest.raises(ValueError):
        RULES.apply(s2, ["posture", "defensive"])


def test_no_hex_twice_and_the_start_hex_counts_as_walked():
    s = arena(2, at="D4 G4")
    s, _ = play(s, ["posture", "balancee"], ["step", hx("C3")])
    steps = [a[1] for a in RULES.legal_actions(s) if a[0] == "step"]
    assert hx("D4") not in steps, "back onto the start hex"
    assert sorted(steps) == sorted(n for n in NBRS[hx("C3")] if n != hx("D4"))
    with pytest.raises(ValueError):
        RULES.apply(s, ["step", hx("D4")])


def test_a_step_must_be_to_a_neighbouring_hex():
    s = arena(2, at="D4 G4")
    s, _ = play(s, ["posture", "balancee"])
    with pytest.raises(ValueError):
        RULES.apply(s, ["step", hx("A1")])


@pytest.mark.parametrize("state", [{}, {"ground": True}, {"hp": 0}])
def test_no_fighter_s_hex_may_be_crossed_or_entered_standing_on_the_ground_or_out(state):
    s = arena(3, at="D4 C3 G4", f1=state)
    s, _ = play(s, ["posture", "balancee"])
    steps = [a[1] for a in RULES.legal_actions(s) if a[0] == "step"]
    assert hx("C3") not in steps
    assert sorted(steps) == sorted(n for n in NBRS[hx("D4")] if n != hx("C3"))
    for first in steps:
        t, _ = play(s, ["step", first])
        if t["phase"] == "move" and t["actor"] == 0 and t["turn"]["left"]:
            assert ["step", hx("C3")] not in RULES.legal_actions(t)


def test_a_walk_that_only_fits_through_a_fighter_is_not_offered():
    # From the corner A1, with B1 and B2 taken, the only way is A2, then A3 or B3.
    s = arena(3, at="A1 B1 B2")
    s, _ = play(s, ["posture", "defensive"])
    assert [a for a in RULES.legal_actions(s) if a[0] == "step"] == [["step", hx("A2")]]


def test_a_fallen_fighter_s_hex_blocks_the_paths_choice_of_postures():
    # The only way out of A1 is B2; a knocked-out fighter there blocks as much as a living one.
    alive = arena(6, at="A1 A2 B1 B2 G4 G1")
    out = arena(6, at="A1 A2 B1 B2 G4 G1", f3={"hp": 0})
    assert RULES.legal_actions(alive) == RULES.legal_actions(out) == [["posture", "garde"]]


def test_a_weapon_on_the_ground_does_not_block():
    s = arena(2, at="D4 G4", f1={"disarmed": True, "weapon": hx("C3")})
    s, _ = play(s, ["posture", "balancee"])
    assert ["step", hx("C3")] in RULES.legal_actions(s)
    s, _ = play(s, ["step", hx("C3")])
    assert s["fighters"][0]["hex"] == hx("C3")


def test_board_walks_and_path_to_agree_with_can_walk():
    blocked = set(hexes("C3 D5"))
    start = hx("D4")
    for steps in range(0, 5):
        found = board.walks(start, steps, blocked | {start})
        assert all(len(p) == steps and len(set(p)) == steps and start not in p
                   and not set(p) & blocked for p in found)
        assert all(b in NBRS[a] for p in found for a, b in zip([start] + p, p))
        assert bool(found) == board.can_walk(start, steps, blocked | {start})
        for end in {p[-1] for p in found} if steps else ():
            p = board.path_to(start, end, steps, blocked | {start})
            assert p and p[-1] == end and p in found
