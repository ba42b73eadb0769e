"""Les Dragons 100 Flammes' invariants: what must hold in every state the rules can reach."""
from engine.rules import CHANCE
from games.dragon_inferno.pieces import (
    CAVES, DRAGON_NAMES, DRAGON_PLACEMENTS, EGGS_EACH, INNER, NSQ, TILE_NAMES, TILE_PLACEMENTS,
)

PHASES = ("deal", "lot", "eggs", "tiles", "dragon", "over")


def check_invariants(state):
    """Raise AssertionError when the state breaks a rule (the generic tests call it every step)."""
    assert state["seats"] == 2
    phase = state["phase"]
    assert phase in PHASES, phase
    assert state["first_option"] in (0, 1, "lot")
    if phase in ("deal", "lot"):
        assert state["actor"] == CHANCE
    elif phase == "over":
        assert state["actor"] is None
    else:
        assert state["actor"] == state["side"] in (0, 1)
    caves = [c for c in state["caves"] if c is not None]
    assert len(set(caves)) == len(caves) and all(c in DRAGON_NAMES for c in caves)
    assert len(state["caves"]) == CAVES
    if phase != "deal":
        assert None not in state["caves"]
    # Eggs: 8 in all, once placed; each on the inner 6x6, in sight, in a hole or crushed.
    eggs, hatched = state["eggs"], state["hatched"]
    crushed = state["crushed"][0] + state["crushed"][1]
    every = eggs + hatched + crushed
    assert len(set(every)) == len(every), "two eggs on one square"
    assert all(sq in INNER for sq in every)
    # Eight in a game from the start (test_rules checks it); positions built by hand for a lesson
    # or a test may hold fewer.
    assert len(every) <= 2 * EGGS_EACH
    for sq in eggs:
        assert state["owner"][sq] is None, "an egg in sight under a tile"
    holes = {t["hole"] for t in state["tiles"]}
    for sq in hatched:
        assert sq in holes, "a hatched egg outside a hole"
    assert len(hatched) <= len(state["tiles"])
    # Tiles: each square covered once, each tile as the pieces table says, hands consistent.
    owner = [None] * NSQ
    for t in state["tiles"]:
        p = TILE_PLACEMENTS[t["tile"]][(t["orient"], t["anchor"])]
        assert t["squares"] == p.squares and t["castle"] == p.castle and t["hole"] == p.hole
        for sq in p.squares:
            assert owner[sq] is None, "two tiles on one square"
            owner[sq] = t["seat"]
    assert owner == state["owner"]
    for seat in (0, 1):
        laid = [t["tile"] for t in state["tiles"] if t["seat"] == seat]
        assert sorted(laid + state["hands"][seat]) == sorted(TILE_NAMES)
    # Dragons: on kingdom squares only, never two on one square, from the caves in order.
    dragon_at = [None] * NSQ
    for i, d in enumerate(state["dragons"]):
        p = DRAGON_PLACEMENTS[d["dragon"]][(d["orient"], d["anchor"])]
        assert d["squares"] == p.squares
        assert state["caves"][d["cave"]] == d["dragon"]
        for sq in p.squares:
            assert dragon_at[sq] is None and owner[sq] is not None
            dragon_at[sq] = i
    assert dragon_at == state["dragon_at"]
    used = sorted([d["cave"] for d in state["dragons"]] + state["gone"]
                  + ([state["summon"]["cave"]] if state["summon"] else []))
    assert used == list(range(state["next_cave"])), (used, state["next_cave"])
    assert (state["summon"] is not None) == (phase == "dragon")
    if phase == "over":
        assert state["winner"] in (0, 1, None)
