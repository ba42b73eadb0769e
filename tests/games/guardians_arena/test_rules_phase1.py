"""Guardians Arena's phase I: setup and opening hands, the stock draw and its modifiers, the
reserve hand, dominance and the Active player (ties re-drawn), enlistment by turns, the hand
limit, the split into storage and pen; hidden choices never seen by the other seat."""
import json
import random

import pytest

from engine.rules import CHANCE, SPECTATOR
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_texts
from games.guardians_arena.rules import RULES

OPTS = {"deck0": "bastion", "deck1": "coven"}


def step(state, action):
    new, events = RULES.apply(state, action)
    RULES.check_invariants(new)
    return new, events


def run_chance(state, events=None):
    """Resolve chance nodes with the state's generator until a seat (or the end) acts."""
    while RULES.actor(state) == CHANCE:
        state, ev = step(state, RULES.chance_action(state))
        if events is not None:
            events.extend(ev)
    return state


def dealt(seed=1, options=OPTS):
    """The state just after the opening hands, before the dominance cards are turned."""
    s = RULES.initial_state(2, options, seed)
    while not (s["phase"] == "draw" and s["queue"][0][1] == "top"):
        s, _ = step(s, RULES.chance_action(s))
    return s


def arrange(p, pool=(), bottom=(), hand=None):
    """Rebuild a player's deck (and hand, if given) from its own cards: `pool`, `bottom` and
    `hand` taken out of the pool (and the hand), the rest to the discard (so every card stays
    where the checks can count it)."""
    rest = list(p["deck"]["pool"])
    if hand is not None:
        rest += p["hand"]
    for cid in list(pool) + list(bottom) + list(hand or []):
        rest.remove(cid)
    p["deck"]["pool"] = sorted(pool)
    p["deck"]["bottom"] = list(bottom)
    if hand is not None:
        p["hand"] = sorted(hand)
    p["discard"] += rest
    D.sync(p)


def by_dominance(p, value, kind=None, exclude=()):
    """A card of the player's pool with that dominance value."""
    for cid in p["deck"]["pool"]:
        if D.card(cid)["dominance"] == value and cid not in exclude \
                and (kind is None or D.card(cid).kind == kind):
            return cid
    raise LookupError(value)


def values(p):
    return sorted({D.card(c)["dominance"] for c in p["deck"]["pool"]})


# ------------------------------------------------------------------ setup and the opening hand
def test_each_seat_draws_eight_cards_one_chance_node_each_and_nobody_sees_the_others():
    s = RULES.initial_state(2, OPTS, 3)
    assert [p["deck_id"] for p in s["players"]] == ["bastion", "coven"]
    draws = 0
    while not (s["phase"] == "draw" and s["queue"][0][1] == "top"):
        outcomes = RULES.chance_outcomes(s)
        seat = s["queue"][0][0]
        pool = s["players"][seat]["deck"]["pool"]
        for (kind, cid), prob in outcomes:
            assert prob == pytest.approx(pool.count(cid) / len(pool))
        s, events = step(s, RULES.chance_action(s))
        assert all("card" not in e for e in events if e["type"] == "CardDrawn")
        draws += 1
    assert draws == 16
    for seat in (0, 1):
        p = s["players"][seat]
        assert len(p["hand"]) == 8 and len(p["deck"]["pool"]) == 51 - 8
        assert p["strongholds"]["centre"]["deployed"]
        assert not p["strongholds"]["left"]["deployed"] and not p["strongholds"]["right"]["deployed"]
        obs = RULES.observation(s, 1 - seat)
        assert obs["players"][seat]["hand"] is None and obs["players"][seat]["deck"]["pool"] is None
        assert obs["players"][seat]["public"]["hand_storage"] + \
            obs["players"][seat]["public"]["hand_pen"] == 8
        assert RULES.observation(s, seat)["players"][seat]["hand"] == p["hand"]


def test_decks_by_lot_are_two_different_ready_decks():
    seen = set()
    for seed in range(12):
        s = RULES.initial_state(2, {}, seed)
        assert RULES.actor(s) == CHANCE and len(RULES.chance_outcomes(s)) == 4
        s, _ = step(s, RULES.chance_action(s))
        assert len(RULES.chance_outcomes(s)) == 3
        s, _ = step(s, RULES.chance_action(s))
        a, b = (p["deck_id"] for p in s["players"])
        assert a != b
        seen.add(a)
    assert len(seen) > 1


def test_an_unknown_deck_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="unknown deck"):
        RULES.initial_state(2, {"deck0": "nope"}, 0)


# ------------------------------------------------------------------ dominance
def test_the_higher_dominance_card_makes_its_player_active_and_stays_on_top():
    s = dealt()
    p0, p1 = s["players"]
    hi, lo = max(values(p0)), min(values(p1))
    arrange(p0, pool=[by_dominance(p0, hi)])
    arrange(p1, pool=[by_dominance(p1, lo)])
    events = []
    s = run_chance(s, events)
    assert s["active"] == 0 and s["phase"] == "enlist" and s["actor"] == 0
    turned = [e for e in events if e["type"] == "DominanceTurned"]
    assert [e["seat"] for e in turned] == [0, 1] and all(e["reveal"] for e in turned)
    assert s["players"][0]["deck"]["top"] == [turned[0]["card"]]
    assert D.card(turned[0]["card"])["dominance"] == hi
    assert s["players"][0]["last_dominance"] == hi and s["players"][1]["last_dominance"] == lo


def test_tied_dominance_cards_go_under_the_decks_and_new_ones_are_turned():
    s = dealt()
    p0, p1 = s["players"]
    common = sorted(set(values(p0)) & set(values(p1)))
    tie = common[0]
    a0, a1 = by_dominance(p0, tie), by_dominance(p1, tie)
    b0 = by_dominance(p0, max(values(p0)), exclude=[a0])
    b1 = by_dominance(p1, min(v for v in values(p1) if v < D.card(b0)["dominance"]),
                      exclude=[a1])
    arrange(p0, pool=[a0], bottom=[b0])
    arrange(p1, pool=[a1], bottom=[b1])
    events = []
    s = run_chance(s, events)
    assert [e["type"] for e in events].count("DominanceTied") == 1
    assert s["active"] == 0
    assert s["players"][0]["deck"]["bottom"] == [a0] and s["players"][1]["deck"]["bottom"] == [a1]
    assert s["players"][0]["deck"]["top"] == [b0]


def test_ties_that_could_only_go_on_for_ever_are_settled_by_lot():
    s = dealt()
    p0, p1 = s["players"]
    tie = sorted(set(values(p0)) & set(values(p1)))[0]
    arrange(p0, pool=[by_dominance(p0, tie)])
    arrange(p1, pool=[by_dominance(p1, tie)])
    for p in (p0, p1):            # nothing left to reshuffle either
        p["hand"] = sorted(p["hand"] + p["discard"])
        p["discard"] = []
        D.sync(p)
    s = run_chance(s)
    assert s["phase"] == "enlist" and s["active"] in (0, 1) and s["ties"] >= 2


def test_an_empty_deck_takes_its_discard_as_a_new_shuffled_pool():
    s = dealt()
    p0 = s["players"][0]
    arrange(p0)                   # the whole pool goes to the discard
    assert D.deck_size(p0) == 0 and p0["discard"]
    events = []
    RULES._run(s, events)        # the draw step looks at the deck again
    s = run_chance(s, events)
    assert any(e["type"] == "DeckReshuffled" and e["seat"] == 0 for e in events)
    assert s["players"][0]["dominance"] is not None


# ------------------------------------------------------------------ the stock draw
@pytest.mark.parametrize("mine,theirs,last,expected", [
    (0, 0, None, 2), (0, 1, None, 3), (1, 0, None, 1), (0, 0, (3, 9), 3), (0, 2, (3, 9), 4),
    (2, 0, (9, 3), 1)])
def test_draw_modifiers_compare_victories_and_last_dominance(mine, theirs, last, expected):
    s = dealt(options={"deck0": "wilds", "deck1": "bastion"})
    p, q = s["players"]
    assert D.card(p["guardian"])["id"] == "tamsin"     # draw 2, LDL +1, MDL -1, LUC +1
    p["victories"], q["victories"] = ["x"] * mine, ["x"] * theirs
    if last:
        p["last_dominance"], q["last_dominance"] = last
    assert D.draw_modifier(p, q) == expected


def test_the_draw_never_goes_below_zero(monkeypatch):
    s = dealt(options={"deck0": "wilds", "deck1": "bastion"})
    p, q = s["players"]
    real = D.card
    worst = dict(real(p["guardian"]), draw=1, draw_fewer=-1, draw_more=-1, draw_lower=-1)
    monkeypatch.setattr(D, "card", lambda cid: worst if cid == p["guardian"] else real(cid))
    p["victories"], q["victories"] = ["x"], []
    p["last_dominance"], q["last_dominance"] = 2, 9
    assert D.draw_modifier(p, q) == 0, "1 - 1 - 1 is no card, not minus one"


def next_turn(s):
    """The state of the next turn's stock draw, from a state of this turn's phase II."""
    events = []
    RULES._step_turn(s, events)
    return s, events


def test_the_first_turn_has_no_stock_draw_and_the_next_draws_with_the_modifiers():
    s = run_chance(dealt())
    assert s["turn"] == 1
    assert len(s["players"][0]["hand"]) == 8 and len(s["players"][1]["hand"]) == 8
    s = RULES.copy(s)
    top = [p["deck"]["top"][0] for p in s["players"]]
    for p in s["players"]:
        p["storage"], p["pen"] = sorted(p["storage"] + p["hand"]), []
        p["storage"], p["pen"] = ([c for c in p["storage"] if D.back(c) == "storage"],
                                  [c for c in p["storage"] if D.back(c) == "pen"])
        p["hand"] = []
        D.sync(p)
    s, events = next_turn(s)
    counts = next(e["counts"] for e in events if e["type"] == "StockDraw")
    assert counts == [D.draw_modifier(s["players"][0], s["players"][1]),
                      D.draw_modifier(s["players"][1], s["players"][0])]
    s = run_chance(s)
    assert s["turn"] == 2
    for seat, p in enumerate(s["players"]):
        assert len(p["hand"]) == 8 + counts[seat], "reserve hand: drawn cards, storage and pen"
        assert not p["storage"] and not p["pen"]
        if counts[seat]:
            assert top[seat] in p["hand"], "last turn's dominance card is drawn first"


# ------------------------------------------------------------------ enlistment
def enlisting(seed=2, options=OPTS):
    s = run_chance(dealt(seed, options))
    assert s["phase"] == "enlist"
    return s


def test_enlistment_goes_by_turns_from_the_active_player_until_two_passes_in_a_row():
    s = enlisting()
    first = s["active"]
    assert s["actor"] == first
    moves = [a for a in RULES.legal_actions(s) if a != ["pass"]]
    if not moves:
        pytest.skip("no move in this deal")
    s, _ = step(s, ["pass"])
    assert s["actor"] == 1 - first and s["passes"] == 1
    if RULES.legal_actions(s) == [["pass"]]:
        return
    s, _ = step(s, next(a for a in RULES.legal_actions(s) if a != ["pass"]))
    assert s["passes"] == 0 and s["phase"] == "enlist" and s["actor"] == first
    while s["phase"] == "enlist":
        s, events = step(s, ["pass"])
    assert any(e["type"] == "EnlistmentEnds" for e in events)


def test_a_face_down_card_on_a_stronghold_is_hidden_from_the_other_seat():
    s = enlisting()
    seat = s["actor"]
    on = next((a for a in RULES.legal_actions(s) if a[0] == "on"), None)
    if on is None:
        pytest.skip("no creature or shield in this hand")
    s, events = step(s, on)
    slot = s["players"][seat]["strongholds"][on[1]]["on"]
    assert slot["card"] == on[2] and not slot["up"]
    assert RULES.observation(s, 1 - seat)["players"][seat]["strongholds"][on[1]]["on"]["card"] \
        is None
    assert RULES.observation(s, SPECTATOR)["players"][seat]["strongholds"][on[1]]["on"]["card"] \
        is None
    assert RULES.observation(s, seat)["players"][seat]["strongholds"][on[1]]["on"]["card"] == on[2]
    assert all(on[2] not in json.dumps(e) for e in events)


def test_enlistment_moves_follow_the_text():
    s = enlisting()
    seat = s["actor"]
    p = s["players"][seat]
    creature = next(c for c in p["deck"]["pool"] if D.is_creature(c)
                    and not (D.card(c)["channeller"] or D.card(c)["ranged"]))
    arrange(p, pool=[c for c in p["deck"]["pool"] if c != creature], hand=[creature])
    moves = RULES.enlist_moves(s, seat)
    assert moves == [["on", "centre", creature]], "only the stronghold in play, not under it"
    s, _ = step(s, moves[0])
    assert RULES.enlist_moves(s, seat) == [], "one card on a stronghold"


def test_a_seat_that_can_only_pass_passes_on_its_own():
    s = enlisting()
    seat = s["actor"]
    other = s["players"][1 - seat]
    arrange(other, pool=list(other["deck"]["pool"]), hand=[])
    assert RULES.enlist_moves(s, 1 - seat) == []
    before = s
    s, events = step(s, ["pass"])
    assert any(e["type"] == "AutoPassed" and e["seat"] == 1 - seat for e in events)
    assert s["phase"] != "enlist"
    # Both passes are told: the log said "plays a turn of enlistment" for the first and
    # nothing for the second, and a person could not tell that the enlistment was over.
    assert RULES.describe(before, ["pass"]) == ("guardians-arena.log.enlist.pass",
                                                 {"player": f"guardians-arena.seat.{seat}"})
    lines = [RULES.event_line(s, e) for e in events if e["type"] == "AutoPassed"]
    assert lines and lines[0][1][0] == "guardians-arena.log.ev.auto_passed"


def test_sacrificing_a_standard_destroys_both():
    s = enlisting(options={"deck0": "bastion", "deck1": "gale"})
    seat = s["actor"]
    for p in s["players"]:
        std = next(c for c in p["hand"] + p["deck"]["pool"] if D.card(c).kind == "standard")
        (p["hand"] if std in p["hand"] else p["deck"]["pool"]).remove(std)
        p["standard"] = std
        D.sync(p)
    assert ["sacrifice_standard"] in RULES.legal_actions(s)
    s, events = step(s, ["sacrifice_standard"])
    assert s["players"][0]["standard"] is None and s["players"][1]["standard"] is None
    assert [e["type"] for e in events].count("StandardDestroyed") == 2


# ------------------------------------------------------------------ the hand limit and the split
@pytest.mark.parametrize("sizes", [(9, 8), (7, 10), (7, 7)])
def test_eight_or_more_after_enlistment_discard_down_to_seven_in_secret(sizes):
    s = enlisting()
    active = s["active"]
    for seat in (0, 1):       # hands of cards nobody can enlist, so both pass at once
        p = s["players"][seat]  # (no wing stronghold is in play on the first turn)
        idle = [c for c in p["hand"] + p["deck"]["pool"]
                if D.card(c).kind in ("spell", "corruption", "terrain", "reinforcement",
                                      "weakening") or D.card(c).get("slot") == "H"]
        idle = idle[:sizes[seat]]
        arrange(p, hand=idle)
    assert [len(p["hand"]) for p in s["players"]] == list(sizes)
    s, events = step(s, ["pass"])
    need = [seat for seat in (active, 1 - active) if sizes[seat] >= 8]
    if not need:
        assert s["phase"] != "discard"
        return
    assert s["phase"] == "discard" and s["actor"] == need[0]
    set_aside = {}
    while s["phase"] == "discard":
        seat = s["actor"]
        assert RULES.private(s)
        lines = {json.dumps(RULES.describe(s, a)) for a in RULES.legal_actions(s)}
        assert len(lines) == 1
        action = RULES.legal_actions(s)[0]
        set_aside.setdefault(seat, []).append(action[1])
        s, events = step(s, action)
        if s["phase"] == "discard":
            seen = RULES.observation(s, 1 - seat)
            assert seen["discarding"][seat] is None
            if str(seat) in s["secret"]["values"]:
                assert seen["secret"]["values"][str(seat)] is None
    shown = next(e for e in events if e["type"] == "CardsDiscarded")
    assert shown["reveal"]
    for seat in (0, 1):
        p = s["players"][seat]
        assert len(p["storage"]) + len(p["pen"]) == min(sizes[seat], 7), \
            "8 or more keeps 7 (RULINGS)"
        assert shown["values"][seat] == (sorted(set_aside[seat]) if seat in set_aside else None)


def test_the_split_sorts_cards_by_their_backs():
    s = enlisting()
    while s["phase"] == "enlist":
        s, _ = step(s, ["pass"])
    while s["phase"] == "discard":
        s, _ = step(s, RULES.legal_actions(s)[0])
    for p in s["players"]:
        assert not p["hand"]
        assert all(D.card(c)["back"] == "storage" for c in p["storage"])
        assert all(D.card(c)["back"] == "pen" for c in p["pen"])
        assert all(D.card(c).kind in ("spell", "corruption", "item") for c in p["storage"])


# ------------------------------------------------------------------ the whole of what exists
def playout(seed, options=OPTS, on_state=None):
    s = RULES.initial_state(2, options, seed)
    pick = random.Random(seed)
    for _ in range(5000):
        RULES.check_invariants(s)
        if on_state:
            on_state(s)
        who = RULES.actor(s)
        if who is None:
            return s
        action = RULES.chance_action(s) if who == CHANCE else pick.choice(RULES.legal_actions(s))
        new, _ = RULES.apply(s, action)
        assert json.loads(json.dumps(new)) == new
        s = new
    raise AssertionError("a playout that does not end")


def test_random_playouts_always_end_with_a_winner_and_reach_every_phase():
    ends, phases = set(), set()
    for seed in range(25):
        end = playout(seed, {}, on_state=lambda s: phases.add(s["phase"]))
        assert end["phase"] == "over" and end["winner"] in (0, 1)
        ends.add(end["reason"])
    assert ends == {"victories", "strongholds"}
    assert phases >= {"enlist", "discard", "arena", "primary", "secondary", "raid_target",
                      "raid_prep", "raid_round", "raid_terrain", "terrain", "deploy",
                      "challenge"}


def test_no_seat_ever_sees_the_other_seats_secrets_and_private_decisions_log_one_line():
    def check(s):
        for owner in (0, 1):
            for path in RULES.secret_paths(s, owner):
                for viewer in (1 - owner, SPECTATOR):
                    obj = RULES.observation(s, viewer)
                    for key in path:
                        obj = obj[key]
                    assert obj is None, (path, viewer)
        if s["phase"] in rules_texts.PRIVATE_LINES:
            assert RULES.private(s)
            # ...but a pass in enlistment, seen on the table (no card comes): it says so
            seen = [a for a in RULES.legal_actions(s) if RULES.seen_anyway(s, a)]
            assert seen == ([["pass"]] if s["phase"] == "enlist" else [])
            lines = {json.dumps(RULES.describe(s, a)) for a in RULES.legal_actions(s)
                     if a not in seen}
            assert len(lines) <= 1 and (lines or seen)
        who = RULES.actor(s)
        if who in (0, 1):
            for a in RULES.legal_actions(s)[:5]:
                assert RULES.apply(s, a)[0]["rng"] == s["rng"], "a seat's move drew a number"
    for seed in range(6):
        playout(100 + seed, on_state=check)
