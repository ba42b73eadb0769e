"""ARENA's turns with the dice fixed: the lot, the clockwise order skipping the fallen, rounds
counted from the first player, resting, and the end after round 10; then random playouts at every
seat count (invariants, JSON round trip, the move log's texts in both languages)."""
import json
import random
import string

import pytest

from engine import i18n
from engine.rules import CHANCE
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import arena, dice, event, hx, play, types


def rest(s):
    """The actor rests (en garde, nothing else); returns the next state and the events."""
    return play(s, ["posture", "garde"])


# ---------------------------------------------------------------- the lot and the order

@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_first_player_is_drawn_by_lot_a_chance_node_of_n_even_outcomes(n):
    s = RULES.initial_state(n, None, 5)
    assert s["phase"] == "lot" and RULES.actor(s) == CHANCE and RULES.legal_actions(s) == []
    outcomes = RULES.chance_outcomes(s)
    assert [a for a, _ in outcomes] == [["first", i] for i in range(n)]
    assert all(abs(p - 1 / n) < 1e-12 for _, p in outcomes)
    t, ev = RULES.apply(s, ["first", n - 1])
    assert t["first"] == n - 1 and RULES.actor(t) == n - 1 and t["phase"] == "posture"
    assert ev[0] == {"type": "FirstDrawn", "seat": n - 1}
    with pytest.raises(ValueError):
        RULES.apply(s, ["first", n])


def test_play_goes_clockwise_from_the_first_player():
    s = arena(4, actor=2)
    order = []
    for _ in range(8):
        order.append(RULES.actor(s))
        s, _ = rest(s)
    assert order == [2, 3, 0, 1, 2, 3, 0, 1]


def test_fallen_fighters_are_skipped():
    s = arena(5, actor=0, f1={"hp": 0}, f3={"hp": 0})
    order = []
    for _ in range(6):
        order.append(RULES.actor(s))
        s, _ = rest(s)
    assert order == [0, 2, 4, 0, 2, 4]


def test_rounds_are_counted_from_the_first_player():
    s = arena(3, actor=1)
    seen = []
    for _ in range(7):
        seen.append((RULES.actor(s), s["round"]))
        s, ev = rest(s)
    assert seen == [(1, 1), (2, 1), (0, 1), (1, 2), (2, 2), (0, 2), (1, 3)]


def test_rounds_are_still_counted_from_the_first_player_s_place_once_it_has_fallen():
    s = arena(4, actor=2, first=1, f1={"hp": 0})
    seen = []
    for _ in range(6):
        seen.append((RULES.actor(s), s["round"]))
        s, ev = rest(s)
        if RULES.actor(s) == 2:
            assert {"type": "RoundBegan", "round": s["round"]} in ev
    assert seen == [(2, 1), (3, 1), (0, 1), (2, 2), (3, 2), (0, 2)]


def test_a_round_ends_when_the_fighter_that_closes_it_knocks_out_the_first_player():
    # Seat 2 closes the round that seat 0 opened; it knocks seat 0 out: seat 1 opens round 2.
    s = arena(3, actor=2, first=0, at="D4 A1 D5", f0={"hp": 1, "posture": "dechainee"})
    s, _ = play(s, ["posture", "defensive"], ["attack", 0])
    s, ev = dice(s, [1], [])
    s, ev = play(s, ["step", hx("E5")])
    assert RULES.actor(s) == 1 and s["round"] == 2


# ---------------------------------------------------------------- resting

def test_a_rest_heals_one_at_the_start_of_the_next_turn():
    s = arena(2, f0={"hp": 5})
    s, _ = rest(s)
    assert s["fighters"][0]["resting"] and s["fighters"][0]["hp"] == 5
    s, ev = rest(s)
    assert event(ev, "Healed") == {"type": "Healed", "seat": 0, "hp": 6}
    assert types(ev).index("Healed") < types(ev).index("TurnStarted")
    assert not s["fighters"][0]["resting"] and RULES.actor(s) == 0


def test_a_rest_never_heals_above_seven():
    s = arena(2)
    s, _ = rest(s)
    s, ev = rest(s)
    assert "Healed" not in types(ev) and s["fighters"][0]["hp"] == 7


@pytest.mark.parametrize("att,dfn", [([6], [1, 1, 1, 1]), ([1], [1, 1, 1, 2])])
def test_any_attack_hit_or_miss_cancels_the_rest(att, dfn):
    s = arena(2, at="D4 D5", f0={"hp": 5})
    s, _ = rest(s)
    s, ev = play(s, ["posture", "defensive"], ["attack", 0])
    assert {"type": "RestBroken", "seat": 0} in ev
    s, ev = dice(s, att, dfn)
    s, ev = play(s, ["step", hx("E5")])
    assert RULES.actor(s) == 0 and "Healed" not in types(ev)
    assert s["fighters"][0]["hp"] == (4 if att == [6] else 5)


def test_an_attack_on_someone_else_does_not_cancel_a_rest():
    s = arena(3, at="A1 D4 D5", f0={"hp": 5})
    s, _ = rest(s)
    s, _ = play(s, ["posture", "defensive"], ["attack", 2])
    s, _ = dice(s, [6], [1, 1, 1, 1])
    s, _ = play(s, ["step", hx("C3")])
    s, ev = rest(s)
    assert event(ev, "Healed")["hp"] == 6


# ---------------------------------------------------------------- the end

def test_after_round_ten_with_two_or_more_standing_everyone_is_dismissed():
    s = arena(3, actor=0, round_=10, f2={"hp": 0})
    s, ev = rest(s)
    assert s["phase"] == "posture" and s["round"] == 10
    s, ev = rest(s)
    assert s["phase"] == "over" and s["winner"] is None and s["dismissed"]
    assert event(ev, "GameOver") == {"type": "GameOver", "winner": None, "standing": [0, 1]}
    assert RULES.returns(s) == [-1.0, -1.0, -1.0]
    assert RULES.is_terminal(s) and RULES.actor(s) is None


def test_a_whole_game_of_rests_lasts_exactly_ten_rounds():
    s = arena(2, actor=1)
    turns = 0
    while not RULES.is_terminal(s):
        s, _ = rest(s)
        turns += 1
    assert turns == 20 and s["round"] == 10 and s["dismissed"]


# ---------------------------------------------------------------- to the last (our house rule)

def test_to_the_last_is_an_option_off_by_default():
    assert not RULES.initial_state(2, None, 0)["last"]
    assert not RULES.initial_state(2, {"length": "ten"}, 0)["last"]
    assert RULES.initial_state(2, {"length": "last"}, 0)["last"]


def test_to_the_last_the_fight_goes_on_after_round_ten():
    s = arena(3, actor=0, round_=10, last=True, f1={"hp": 6})    # a new low: 20 < 21
    s, _ = rest(s)
    s, _ = rest(s)
    s, ev = rest(s)
    assert s["phase"] == "posture" and s["round"] == 11 and s["calm"] == 0
    assert event(ev, "RoundBegan") == {"type": "RoundBegan", "round": 11, "calm": 0}


def test_five_rounds_without_a_new_wound_the_masters_stop_the_fight_most_hit_points_wins():
    # Seat 1 rests back from 1 to 5 hit points: healing is no wound, the count goes on.
    s = arena(2, actor=0, last=True, f1={"hp": 1})
    s["low"] = 8
    rounds = 0
    while not RULES.is_terminal(s):
        s, ev = rest(s)
        s, ev = rest(s)
        rounds += 1
    assert rounds == 5 and s["stopped"] and s["winner"] == 0 and not s["dismissed"]
    assert [f["hp"] for f in s["fighters"]] == [7, 5]
    assert event(ev, "GameOver") == {"type": "GameOver", "winner": 0, "standing": [0, 1],
                                     "stopped": True, "level": [0], "taken": [0, 0]}
    assert RULES.returns(s) == [1.0, -1.0]


def test_level_at_the_top_the_one_whose_blows_took_the_most_is_the_champion():
    # Seats 0 and 2 end level at 7 hit points; seat 2's blows took 3, seat 0's 2: seat 2 wins,
    # though seat 1's blows took more (it is not at the top).
    s = arena(3, actor=0, last=True, f1={"hp": 4})
    s["low"], s["calm"], s["taken"] = 18, 4, [2, 5, 3]
    for _ in range(3):
        s, ev = rest(s)
    assert s["stopped"] and s["winner"] == 2 and not s["dismissed"]
    assert event(ev, "GameOver") == {"type": "GameOver", "winner": 2, "standing": [0, 1, 2],
                                     "stopped": True, "level": [0, 2], "taken": [2, 5, 3]}
    assert RULES.returns(s) == [-1.0, -1.0, 1.0]
    seat, (key, params) = RULES.event_line(s, event(ev, "GameOver"))
    assert seat == 2 and key == "arena.log.over.stopped.tie"
    i18n.load_all()
    old = i18n.language()
    i18n.set_language("en")
    try:
        text = i18n.tr(key, **params)
    finally:
        i18n.set_language(old)
    assert ("2 fighters share the most hit points, Green Triangle's blows took the most hit "
            "points from the others (3)") in text


def test_level_at_the_top_and_level_in_what_their_blows_took_everyone_is_dismissed():
    s = arena(3, actor=0, last=True, f1={"hp": 4})
    s["low"], s["calm"], s["taken"] = 18, 4, [3, 5, 3]
    for _ in range(3):
        s, _ = rest(s)
    assert s["stopped"] and s["dismissed"] and s["winner"] is None
    assert RULES.returns(s) == [-1.0] * 3


def test_a_blow_counts_the_hit_points_it_takes_a_finishing_blow_only_those_left():
    s = arena(3, actor=0, at="D4 D5 A1", f1={"hp": 5})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, _ = dice(s, [6, 6, 6, 6], [1, 1, 1, 1])   # 4 dice against en garde's 4: at least 1
    assert s["taken"] == [1, 0, 0] and s["fighters"][1]["hp"] == 4
    t = arena(3, actor=0, at="D4 D5 A1", f1={"hp": 2, "posture": "dechainee"})
    t, _ = play(t, ["posture", "dechainee"], ["attack", 1])
    t, _ = dice(t, [6, 6, 6, 6], [])             # 4 dice against none: 4, but 2 were left
    assert t["taken"] == [2, 0, 0] and t["fighters"][1]["hp"] == 0
    assert RULES.copy(t)["taken"] is not t["taken"]


def test_when_several_share_the_most_hit_points_and_what_their_blows_took_all_are_dismissed():
    s = RULES.initial_state(2, {"length": "last"}, 0)
    s, _ = RULES.apply(s, ["first", 1])
    while not RULES.is_terminal(s):          # two fighters who only rest en garde
        s, _ = rest(s)
    assert s["round"] == 5 and s["stopped"] and s["dismissed"] and s["winner"] is None
    assert RULES.returns(s) == [-1.0, -1.0]


def test_a_wound_below_the_lowest_total_starts_the_count_again():
    s = arena(2, actor=0, at="D4 D5", last=True)
    s["calm"] = 4
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    s, _ = dice(s, [6], [1, 1, 1, 1])             # a hit: 13 hit points left in the arena
    s, _ = play(s, ["step", RULES.legal_actions(s)[0][1]])
    s, ev = rest(s)
    assert not RULES.is_terminal(s) and s["round"] == 2
    assert s["low"] == 13 and s["calm"] == 0


def test_a_wound_that_only_takes_back_a_healed_point_is_no_new_low():
    # Why: one fighter healing while another is hurt could go on for ever; only a new low
    # for the whole arena counts, so every fight to the last ends.
    s = arena(2, actor=0, at="D4 D5", last=True, f1={"hp": 6})
    s["low"] = 12
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    s, _ = dice(s, [6], [1, 1, 1, 1])             # 7 + 5 = 12: not below 12
    s, _ = play(s, ["step", RULES.legal_actions(s)[0][1]])
    s, ev = rest(s)
    assert s["low"] == 12 and s["calm"] == 1


def test_returns_are_zero_until_the_end():
    s = arena(4)
    assert RULES.returns(s) == [0.0] * 4


# ---------------------------------------------------------------- random playouts

def playout(seats, seed, options=None):
    """A random game from the lot to the end; yields (state, action) before each action."""
    rnd = random.Random(seed)
    s = RULES.initial_state(seats, options, seed)
    for _ in range(5000):
        if RULES.is_terminal(s):
            return
        if RULES.actor(s) == CHANCE:
            outcomes = RULES.chance_outcomes(s)
            a = rnd.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            legal = RULES.legal_actions(s)
            assert legal, "a fighter with nothing to do"
            a = rnd.choice(legal)
        yield s, a
        s, _ = RULES.apply(s, a)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_games_at_every_seat_count_end_and_keep_the_invariants(seats):
    for seed in range(12):
        s = None
        for s, a in playout(seats, seed):
            RULES.check_invariants(s)
            assert json.loads(json.dumps(s)) == s
        s, _ = RULES.apply(s, a)
        RULES.check_invariants(s)
        assert RULES.is_terminal(s)
        r = RULES.returns(s)
        if s["winner"] is None:
            assert r == [-1.0] * seats and s["round"] == 10
        else:
            assert r.count(1.0) == 1 and r[s["winner"]] == 1.0


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_random_games_to_the_last_end_and_keep_the_invariants(seats):
    ended_past_ten = 0
    for seed in range(10):
        s = None
        for s, a in playout(seats, seed, {"length": "last"}):
            RULES.check_invariants(s)
        s, _ = RULES.apply(s, a)
        RULES.check_invariants(s)
        assert RULES.is_terminal(s) and s["last"]
        if s["winner"] is None:
            assert s["stopped"] and RULES.returns(s) == [-1.0] * seats
        ended_past_ten += s["round"] > 10
    # Not a clock in disguise: some random fights go on past round 10.
    assert ended_past_ten > 0


def test_a_state_replayed_from_json_plays_on_the_same():
    for s, a in playout(4, 3):
        back = json.loads(json.dumps(s))
        assert RULES.legal_actions(back) == RULES.legal_actions(s)
        assert RULES.apply(back, a) == RULES.apply(s, a)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_line_of_the_move_log_exists_and_formats_in_both_languages(lang):
    i18n.load_all()
    cat = i18n.catalog(lang)
    old = i18n.language()
    i18n.set_language(lang)
    seen = set()
    try:
        for seats in (2, 6):
            for seed in range(4):
                for s, a in playout(seats, seed):
                    d = RULES.describe(s, a)
                    if a[0] == "die":
                        # Dice are told only by the last one of a blow: how it ended.
                        _, events = RULES.apply(s, a)
                        if not any(e["type"] == "Resolved" for e in events):
                            assert d is None
                            continue
                    key, params = d
                    assert key in cat and key != "arena.log.unknown", key
                    for v in params.values():
                        if isinstance(v, str) and v.startswith("arena."):
                            assert v in cat, v
                    text = i18n.tr(key, **params)
                    fields = {f for _, f, _, _ in string.Formatter().parse(cat[key]) if f}
                    assert fields <= set(params), (key, params)
                    assert "{" not in text and "arena." not in text, text
                    seen.add(key)
    finally:
        i18n.set_language(old)
    assert {"arena.log.first", "arena.log.rest", "arena.log.posture", "arena.log.step",
            "arena.log.attack", "arena.log.blow.hit", "arena.log.blow.parry"} <= seen


def test_the_rules_pages_have_a_title_and_a_body_for_every_picture_page_in_both_languages():
    from games.arena import info
    i18n.load_all()
    for lang in ("fr", "en"):
        cat = i18n.catalog(lang)
        pages = sorted(int(k.split(".")[2][1:]) for k in cat
                       if k.startswith("arena.rules.p") and k.endswith(".title"))
        assert pages == sorted(info.RULES_PICTURES) == list(range(1, 10))
        for n in pages:
            assert cat["arena.rules.p%d.title" % n].strip()
            assert len(cat["arena.rules.p%d.body" % n]) > 100
    fr, en = i18n.catalog("fr"), i18n.catalog("en")
    assert "Pascal Colpron" in fr["arena.rules.p1.body"] and "2011" in en["arena.rules.p1.body"]
    assert "Maîtres de l'Arène" in fr["arena.rules.p7.body"]
    # The variant's page says plainly that it is our house rule, not the author's, and why.
    assert "règle maison" in fr["arena.rules.p8.body"] and "house rule" in en["arena.rules.p8.body"]
    assert "Pascal Colpron" in en["arena.rules.p8.body"] and "round 10" in en["arena.rules.p8.body"]
    # The Masters' verdict to the last, their second count and the trophy (docs, "To the last").
    assert "blows took the most hit points" in en["arena.rules.p9.body"]
    assert "trophy" in en["arena.rules.p9.body"] and "trophée" in fr["arena.rules.p9.body"]


def test_in_french_a_round_is_a_manche_and_tour_is_only_a_fighter_s_turn():
    """The author's text says "tour" for both (« 10 tours », « à son tour »); the banner said
    "Tour 2 sur 10" beside "finis ton tour" while the log said "Manche 2 sur 10". A round is a
    « manche » everywhere (the rules page says it is a « tour de table »), so a turn is never
    read as a round (docs/arena-rules.md, "Turns and rounds")."""
    import re
    i18n.load_all()
    fr = {k: v for k, v in i18n.catalog("fr").items() if k.startswith("arena.")}
    counted = re.compile(r"\btours?\s+(\{|\d)|\b(\d+e|dix|dixième|cinq|\{n\})\s+tours?\b", re.I)
    assert not [k for k, v in fr.items() if counted.search(v)]
    for key in ("arena.ui.round", "arena.ui.round.last", "arena.log.round", "arena.opt.ten"):
        assert "anche" in fr[key], key
    assert "tour de table" in fr["arena.rules.p1.body"]
