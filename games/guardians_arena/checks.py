"""Guardians Arena's invariants: what must hold in every state the rules can reach (the tests call
check_invariants after every step). Pure Python, no pygame."""
from collections import Counter

from engine.rules import CHANCE
from games.guardians_arena import carddata
from games.guardians_arena import rules_deck as D

PHASES = ("decks", "draw", "lot", "enlist", "discard", "arena", "primary", "secondary",
          "forced", "raid_target", "raid_prep", "raid_round", "raid_terrain", "raid_shield",
          "terrain", "deploy", "challenge", "challenge_defend", "over")
CHANCE_PHASES = ("decks", "draw", "lot")
EMPTY_HAND_PHASES = ("arena", "terrain", "deploy", "challenge", "challenge_defend")


def check_invariants(state):
    """Raise AssertionError when the state breaks a rule of the game."""
    assert state["seats"] == 2
    phase = state["phase"]
    assert phase in PHASES, phase
    if phase in CHANCE_PHASES:
        assert state["actor"] == CHANCE
    elif phase == "over":
        assert state["actor"] is None
    else:
        assert state["actor"] in (0, 1)
    if phase == "decks":
        assert None in state["players"]
        return
    if phase == "draw":
        seat = state["queue"][0][0]
        assert state["players"][seat]["deck"]["pool"], "a chance draw from an empty pool"
    if phase not in CHANCE_PHASES + ("over",):
        assert state["active"] in (0, 1)
    for seat in (0, 1):
        _check_player(state, seat)
        assert Counter(owned(state, seat)) == _deck_counts(state, seat), \
            f"seat {seat}'s cards are not its deck's 55"
    if phase == "discard":
        assert len(state["players"][state["actor"]]["hand"]) > D.HAND_LIMIT
    if phase in EMPTY_HAND_PHASES:
        for p in state["players"]:
            assert not p["hand"], "a hand left after the split"
    if phase not in ("discard",):
        assert state["discarding"] == [None, None]
    if phase != "over":
        assert all(len(p["victories"]) < 5 for p in state["players"])


def _deck_counts(state, seat):
    return Counter(carddata.deck_list(carddata.decks()[state["players"][seat]["deck_id"]]))


def owned(state, seat):
    """Every card of `seat`'s deck wherever it lies (None for each card an observation hides
    one by one; a hidden list counts nothing)."""
    out = D.every_card(state["players"][seat])
    for p in state["players"]:
        for h in p["strongholds"].values():
            for which in ("reinforcement", "weakening"):
                if h[which] and h[which]["owner"] == seat:
                    out.append(h[which]["card"])
    raid = state.get("raid")
    for duel in (state.get("duel"), raid and raid.get("duel")):
        if not duel:
            continue
        for c in [duel["creatures"][seat]] + list(duel.get("secondaries", [[], []])[seat]):
            if c:
                out.append(c["card"])
                if c.get("item"):
                    out.append(c["item"])
        if duel.get("shields") and duel["shields"][seat]:
            out.append(duel["shields"][seat])
    for p in state["players"]:
        if p["prison"] and p["prison"]["owner"] == seat:
            out.append(p["prison"]["creature"])
    if state["terrain"] and state["terrain"]["owner"] == seat:
        out.append(state["terrain"]["card"])
    if state["discarding"][seat]:
        out += state["discarding"][seat]
    box = state.get("secret")
    if box and state["phase"] == "discard":
        out += box["values"].get(str(seat)) or []
    return out


def _check_player(state, seat):
    p = state["players"][seat]
    for zone in ("hand", "storage", "pen"):
        assert p[zone] == sorted(p[zone]), f"{zone} not kept sorted"
    assert p["deck"]["pool"] == sorted(p["deck"]["pool"])
    assert len(p["deck"]["top"]) <= 1, "more than the dominance card on top"
    public = dict(p["public"])
    D.sync(p)
    assert p["public"] == public, "public counts out of step"
    assert all(D.back(c) == "storage" for c in p["storage"])
    assert all(D.back(c) == "pen" for c in p["pen"])
    assert 0 <= p["stones"]
    holds = p["strongholds"]
    assert holds["centre"]["deployed"]
    for pos, h in holds.items():
        assert D.card(h["card"])["position"] == pos
        if not h["deployed"] or h["ruin"]:
            assert h["on"] is None and h["under"] is None, "a card on a stronghold out of play"
        if h["on"]:
            assert D.card(h["on"]["card"]).kind in ("creature", "shield")
            assert bool(h["on"]["item"]) == h["on"]["with_item"]
            if h["on"]["item"]:
                assert D.is_creature(h["on"]["card"]), "an item with a shield"
                assert D.card(h["on"]["item"])["slot"] == "C"
        if h["under"]:
            c = D.card(h["under"]["card"])
            assert c.kind == "creature" and (c["channeller"] or c["ranged"])
        for which, kind in (("reinforcement", "reinforcement"), ("weakening", "weakening")):
            if h[which]:
                assert pos != "centre" and D.card(h[which]["card"]).kind == kind
                assert (h[which]["owner"] == seat) == (which == "reinforcement")
    if p["standard"]:
        assert D.card(p["standard"]).kind == "standard"
    for cid in p["victories"]:
        assert D.is_creature(cid)
