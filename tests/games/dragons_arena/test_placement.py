"""Placement levels: Baby (shake), Little (roll), Big (secret 28), Equal Power, Free Power, and the
starting species tie-break."""
import itertools
import random

import pytest

from engine.rules import CHANCE
from tests.games.dragons_arena.da_helpers import legal, play, settle, types
from games.dragons_arena.rules import (
    SECRET, RULES, FIRE, ICE, HANDS_28, ALL_HANDS, REASONS, starting_species,
)
from engine.rules import get_path


# --------------------------------------------------------------------- starting species
@pytest.mark.parametrize("v", [1, 2, 3, 4, 5])
def test_tie_break_counts_power_v_after_equal_lower_powers(v):
    fire = [v] * 8                  # no dice below v on either side, FIRE has one more v
    ice = [v] * 7 + [v + 1]
    assert starting_species(fire, ice) == (FIRE, v)
    assert starting_species(ice, fire) == (ICE, v)


def test_tie_break_ones_first():
    assert starting_species([1, 6, 6, 6, 6, 6, 6, 6], [2, 2, 2, 2, 2, 2, 2, 2]) == (FIRE, 1)
    assert starting_species([1, 2, 2, 3, 4, 5, 6, 6], [1, 1, 3, 3, 3, 3, 3, 3]) == (ICE, 1)
    # Same number of 1s: the 2s decide.
    assert starting_species([1, 2, 2, 6, 6, 6, 6, 6], [1, 2, 3, 3, 3, 3, 3, 3]) == (FIRE, 2)
    assert starting_species([1, 2, 3, 4, 4, 4, 5, 5], [1, 2, 3, 4, 4, 4, 5, 5]) == (None, None)


def test_tie_break_lot_when_all_equal():
    hand = [1, 2, 3, 4, 4, 4, 5, 5]
    seats = set()
    for seed in range(20):
        s = RULES.initial_state(2, {"placement": "big"}, seed)
        s, _ = play(s, ["powers", hand])
        s, ev = play(s, ["powers", hand])
        st = [e for e in ev if e["type"] == "StarterChosen"][0]
        assert st["reason"] == "lot" and s["starter_reason"] == "lot"
        seats.add(st["seat"])
        assert s["actor"] == st["seat"] and s["phase"] == "place"
    assert seats == {FIRE, ICE}


@pytest.mark.parametrize("v", [1, 2, 3, 4, 5])
def test_tie_break_reason_in_free_power(v):
    s = RULES.initial_state(2, {"placement": "free"}, 1)
    s, _ = play(s, ["powers", [v + 1] + [v] * 7])
    s, ev = play(s, ["powers", [v] * 8])
    st = [e for e in ev if e["type"] == "StarterChosen"][0]
    assert st == {"type": "StarterChosen", "seat": ICE, "reason": REASONS[v], "power": v}
    assert s["actor"] == ICE


# --------------------------------------------------------------------- baby
def test_baby_shake():
    for seed in range(30):
        s = RULES.initial_state(2, {}, seed)
        assert s["phase"] == "shake" and RULES.actor(s) == FIRE
        assert legal(s) == [["shake"]]
        s2, ev = play(s, ["shake"])
        assert types(ev)[:2] == ["ArenaShaken", "StarterChosen"]
        dice = ev[0]["dice"]
        assert len(dice) == 16
        assert sum(1 for d in dice if d["seat"] == FIRE) == 8
        assert [d["sq"] for d in dice] == list(range(16))
        assert [d["power"] for d in dice] == s2["power"]
        assert [d["seat"] for d in dice] == s2["owner"]
        hands = [sorted(d["power"] for d in dice if d["seat"] == sp) for sp in (0, 1)]
        seat, v = starting_species(*hands)
        st = ev[1]
        if seat is None:
            assert st["reason"] == "lot"
        else:
            assert st["seat"] == seat and st["reason"] == REASONS[v]
        assert s2["phase"] == "duel" and s2["actor"] == st["seat"]
        assert not any(s2["field"])


def test_baby_shake_is_seeded():
    a, _ = play(RULES.initial_state(2, {}, 7), ["shake"])
    b, _ = play(RULES.initial_state(2, {}, 7), ["shake"])
    c, _ = play(RULES.initial_state(2, {}, 8), ["shake"])
    assert a == b and (a["owner"], a["power"]) != (c["owner"], c["power"])


# --------------------------------------------------------------------- little
def test_little_dragon():
    s = RULES.initial_state(2, {"placement": "little"}, 3)
    assert s["phase"] == "roll" and RULES.actor(s) == FIRE and legal(s) == [["roll"]]
    s, ev = play(s, ["roll"])
    assert ev == [{"type": "DiceRolled", "seat": FIRE, "values": s["hands"][0]}]
    assert len(s["hands"][0]) == 8 and s["hands"][1] is None and RULES.actor(s) == ICE
    s, ev = play(s, ["roll"])
    assert types(ev) == ["DiceRolled", "StarterChosen"]
    starter = ev[1]["seat"]
    assert s["phase"] == "place" and RULES.actor(s) == starter
    # Identical powers are the same action: one action per distinct power and free square.
    hand = s["hands"][starter]
    acts = legal(s)
    assert len(acts) == len(set(hand)) * 16
    assert all(a[0] == "place" and a[1] in hand for a in acts)
    rng = random.Random(0)
    order = []
    while s["phase"] == "place":
        order.append(RULES.actor(s))
        a = rng.choice(legal(s))
        before = s["hands"][RULES.actor(s)].count(a[1])
        seat = RULES.actor(s)
        s, ev = play(s, a)
        assert ev[0] == {"type": "DragonPlaced", "seat": seat, "power": a[1], "sq": a[2]}
        if s["phase"] == "place":
            assert s["hands"][seat].count(a[1]) == before - 1
    assert order == [starter, 1 - starter] * 8
    assert "DuelStarted" in types(ev)
    assert s["phase"] == "duel" and RULES.actor(s) == starter
    assert s["owner"].count(FIRE) == 8 and s["owner"].count(ICE) == 8


def test_little_place_rejects_bad_moves():
    s = RULES.initial_state(2, {"placement": "little"}, 3)
    s, _ = play(s, ["roll"])
    s, _ = play(s, ["roll"])
    seat = RULES.actor(s)
    missing = [v for v in range(1, 7) if v not in s["hands"][seat]]
    if missing:
        with pytest.raises(ValueError):
            RULES.apply(s, ["place", missing[0], 0])
    p = s["hands"][seat][0]
    s, _ = play(s, ["place", p, 5])
    with pytest.raises(ValueError):
        RULES.apply(s, ["place", s["hands"][RULES.actor(s)][0], 5])   # occupied


# --------------------------------------------------------------------- big
def test_big_hands_total_28():
    expected = {h for h in itertools.combinations_with_replacement(range(1, 7), 8) if sum(h) == 28}
    assert set(HANDS_28) == expected
    s = RULES.initial_state(2, {"placement": "big"}, 0)
    acts = legal(s)
    assert len(acts) == len(expected)
    assert all(a[0] == "powers" and sum(a[1]) == 28 and a[1] == sorted(a[1]) for a in acts)
    for bad in ([1] * 8, [6] * 8, [4, 4, 4, 4, 4, 4, 4, 1], [4] * 7, [0, 4, 4, 4, 4, 4, 4, 4]):
        with pytest.raises(ValueError):
            RULES.apply(s, ["powers", bad])
    # Order does not matter: the hand is sorted.
    s2, _ = play(s, ["powers", [5, 4, 3, 2, 1, 4, 4, 5]])
    assert s2["secret"]["values"]["0"] == [1, 2, 3, 4, 4, 4, 5, 5]
    assert s2["hands"] == [None, None], "chosen powers stay secret until both have chosen"


def test_big_powers_hidden_until_both_chose():
    s = RULES.initial_state(2, {"placement": "big"}, 4)
    s, ev = play(s, ["powers", [1, 1, 3, 4, 4, 5, 5, 5]])
    assert ev == [{"type": "PowersChosen", "seat": FIRE}]
    assert RULES.actor(s) == ICE
    path = ("secret", "values", str(FIRE))
    assert RULES.private(s)
    assert RULES.secret_paths(s, FIRE) == [path]
    assert RULES.secret_paths(s, ICE) == []
    ice_view = RULES.observation(s, ICE)
    assert ice_view["hands"][FIRE] is None
    assert get_path(ice_view, path) is None
    assert get_path(RULES.observation(s, FIRE), path) == [1, 1, 3, 4, 4, 5, 5, 5]
    assert get_path(s, path) == [1, 1, 3, 4, 4, 5, 5, 5], "observation did not touch the state"
    # A bot's guess of the hidden hand is a legal hand, never the real one by peeking.
    guess = get_path(RULES.determinize(ice_view, ICE, 123), path)
    assert sum(guess) == 28 and len(guess) == 8
    s, ev = play(s, ["powers", [1, 2, 3, 4, 4, 4, 5, 5]])
    rev = [e for e in ev if e["type"] == "PowersRevealed"][0]
    assert rev["reveal"] is True
    assert rev["hands"] == [[1, 1, 3, 4, 4, 5, 5, 5], [1, 2, 3, 4, 4, 4, 5, 5]]
    st = [e for e in ev if e["type"] == "StarterChosen"][0]
    assert st["seat"] == FIRE and st["reason"] == "ones"
    assert RULES.secret_paths(s, FIRE) == [] and RULES.observation(s, ICE) == dict(s, rng=None)
    assert s["phase"] == "place" and RULES.actor(s) == FIRE
    assert sum(s["hands"][0]) == sum(s["hands"][1]) == 28


def test_describe_does_not_leak_hidden_powers():
    s = RULES.initial_state(2, {"placement": "big"}, 4)
    key, params = RULES.describe(s, ["powers", [1, 1, 3, 4, 4, 5, 5, 5]])
    assert key == "dragons-arena.log.powers" and set(params) == {"species"}


def test_ice_leads_big_after_losing():
    s = RULES.initial_state(2, {"placement": "big"}, 4)
    s["lead"] = s["actor"] = ICE
    SECRET.start(s, [ICE, FIRE])
    s, _ = play(s, ["powers", [1, 2, 3, 4, 4, 4, 5, 5]])
    assert RULES.actor(s) == FIRE
    assert get_path(RULES.observation(s, FIRE), ("secret", "values", "1")) is None
    assert RULES.secret_paths(s, ICE) == [("secret", "values", "1")]


# --------------------------------------------------------------------- equal
def test_equal_power():
    seats = set()
    for seed in range(12):
        s = RULES.initial_state(2, {"placement": "equal"}, seed)
        assert RULES.actor(s) == CHANCE and s["phase"] == "lot"   # the lot is drawn first
        s, ev = settle(s)
        assert types(ev) == ["StarterChosen"]
        starter = s["starter"]
        seats.add(starter)
        assert s["phase"] == "split" and s["starter_reason"] == "lot"
        assert RULES.actor(s) == starter
        assert legal(s) == [["split", 1, 6], ["split", 2, 5], ["split", 3, 4]]
        order = []
        rng = random.Random(seed)
        while s["phase"] == "split":
            order.append(RULES.actor(s))
            a = rng.choice(legal(s))
            s, ev = play(s, a)
            assert ev[0]["type"] == "PowersSplit" and ev[0]["values"] == a[1:]
        assert order == [starter, 1 - starter] * 2
        assert s["hands"][0] == s["hands"][1] and len(s["hands"][0]) == 8
        assert sum(s["hands"][0]) == 28
        assert s["phase"] == "place" and RULES.actor(s) == starter
        while s["phase"] == "place":
            s, ev = play(s, rng.choice(legal(s)))
        assert s["phase"] == "duel" and RULES.actor(s) == starter
    assert seats == {FIRE, ICE}


def test_equal_split_rejects_bad_splits():
    s, _ = settle(RULES.initial_state(2, {"placement": "equal"}, 0))
    for bad in (["split", 4, 3], ["split", 2, 4], ["split", 0, 7], ["split", 1]):
        with pytest.raises(ValueError):
            RULES.apply(s, bad)


def test_equal_power_new_duel_draws_a_new_starter():
    s, _ = settle(RULES.initial_state(2, {"placement": "equal", "nuggets": 2}, 0))
    rng = random.Random(0)
    while s["duel"] == 1:
        s, ev = play(s, rng.choice(legal(s)))
    if s["phase"] != "over":
        assert s["phase"] == "split" and s["starter_reason"] == "lot"
        st = [e for e in ev if e["type"] == "StarterChosen"]
        assert st and st[0]["seat"] == s["starter"] == RULES.actor(s)


# --------------------------------------------------------------------- free
def test_free_power():
    s = RULES.initial_state(2, {"placement": "free"}, 0)
    acts = legal(s)
    assert len(acts) == len(ALL_HANDS) == 1287
    assert ["powers", [6] * 8] in acts and ["powers", [1] * 8] in acts
    s, _ = play(s, ["powers", [6] * 8])
    assert RULES.observation(s, ICE)["hands"][FIRE] is None
    s, ev = play(s, ["powers", [1, 1, 1, 1, 1, 1, 1, 2]])
    assert s["hands"] == [[6] * 8, [1, 1, 1, 1, 1, 1, 1, 2]]
    assert RULES.actor(s) == ICE and s["starter_reason"] == "ones"
    with pytest.raises(ValueError):
        RULES.apply(RULES.initial_state(2, {"placement": "free"}, 0), ["powers", [7] * 8])


def test_solo_always_uses_baby_placement():
    s = RULES.initial_state(2, {"mode": "solo", "placement": "big", "elements": True}, 0)
    assert s["placement"] == "baby" and s["elements"] is False and s["phase"] == "shake"
