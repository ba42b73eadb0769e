"""Dragon Inferno's computer players: legal at every kind of decision, repeatable, blind to the
state's generator, the compact copy of the rules agreeing with rules.apply, and the search right
in small positions built by hand (or taken from a played game) whose true value is worked out
here by a full search with rules.apply."""
import copy
import json
import random

import pytest

from engine.ai import make_bot as engine_make_bot
from engine.rules import CHANCE
from games.dragon_inferno import ai, compact as K, eggs, search
from games.dragon_inferno.pieces import DRAGON_PLACEMENTS, TILE_PLACEMENTS
from games.dragon_inferno.rules import RULES


def quick(bot, nodes=600):
    """The bot with a work bound instead of a clock: the same move on any machine."""
    bot.budget_s, bot.max_nodes = None, nodes
    return bot


def random_states(games=8, seed=0):
    """Every decision of a few seeded random games (eggs, tiles, dragons)."""
    rng = random.Random(seed)
    for g in range(games):
        s = RULES.initial_state(2, {}, seed * 100 + g)
        while RULES.actor(s) is not None:
            if RULES.actor(s) == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
                continue
            yield s
            s, _ = RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        yield s


def one_of_each_phase(seed=3):
    found = {}
    for s in random_states(12, seed):
        if s["phase"] in ("eggs", "tiles", "dragon"):
            found.setdefault(s["phase"], []).append(s)
    assert set(found) == {"eggs", "tiles", "dragon"}
    return [states[len(states) // 2] for states in found.values()]


def build(tiles, eggs_in_sight, side, caves, next_cave=0, crushed=([], []), hatched=(),
          gone=(), summon=None):
    """A position laid out by hand: tiles as (seat, name, orient, anchor)."""
    s = RULES.initial_state(2, {"first": 0}, 7)
    s.update(phase="dragon" if summon else "tiles", actor=side, side=side, first=0,
             caves=list(caves), next_cave=next_cave, eggs=sorted(eggs_in_sight),
             hatched=list(hatched), crushed=[list(c) for c in crushed], gone=list(gone),
             summon=summon)
    for seat, name, orient, anchor in tiles:
        p = TILE_PLACEMENTS[name][(orient, anchor)]
        for sq in p.squares:
            s["owner"][sq] = seat
        s["hands"][seat].remove(name)
        s["tiles"].append({"seat": seat, "tile": name, "orient": orient, "anchor": anchor,
                           "squares": list(p.squares), "castle": p.castle, "hole": p.hole})
    RULES.check_invariants(s)
    return s


def solve(state, seat):
    """The exact final lead of `seat` with best play from both sides, by rules.apply alone."""
    if RULES.actor(state) is None:
        sc = RULES.scores(state)
        return sc[seat] - sc[1 - seat]
    values = [solve(RULES.apply(state, a)[0], seat) for a in RULES.legal_actions(state)]
    return max(values) if RULES.actor(state) == seat else min(values)


# Light kingdom (seat 0) over the top four rows, dark (seat 1) over the bottom four:
#
#   a a a A a A . a        seat 0 holds the T; the only free room it can use is the pocket
#   a h A h a A a a        of row 2-3 (.), with an egg (e) under it. The next dragon is
#   a a a . . . A a        cave 5's L. Laid with its hole (the stem) on the egg, the T hatches
#   A a . . e . a a        it and the dragon lands on the dark kingdom: a win. Either other
#   B B b b B b b B        way the T crushes the egg and the light kingdom loses by one.
#   b b h b h b b .
#   b B b b b B e b        (capitals: castles; h: a hatched egg in a hole)
#   b . b b . B b b
TOP = [(0, "I", 1, 2), (0, "S", 0, 4), (0, "L", 3, 14), (0, "J", 2, 16), (0, "Z", 1, 18),
       (0, "O", 0, 22)]
BOTTOM = [(1, "I", 0, 40), (1, "O", 0, 33), (1, "T", 0, 36), (1, "S", 0, 38), (1, "J", 1, 52),
          (1, "Z", 0, 50), (1, "L", 3, 62)]
HATCH_TO_WIN = ["tile", "T", 0, 20]


def hatch_position():
    return build(TOP + BOTTOM, [28, 54], 0, "PTXZL", next_cave=4, crushed=([12], [50]),
                 hatched=[9, 11, 42, 44], gone=[0, 1, 2, 3])


# From a seeded random game: dark (seat 1) to move, holding I and J, light holding Z and J.
# Light threatens to hatch an egg and burn the dark kingdom; only the J laid on 30 both scores
# and takes that chance away. The dark move that looks best one move ahead (the I) loses.
#
#   b b b . . . a a
#   B b b b B A a .
#   . B b B b e . .
#   . . b b b b e a
#   . e a a e a . a
#   b . A a a A A a
#   B b . . . a a A
#   b . . . . . a a
THREAT = {"tiles": [[1, "O", 3, 8], [0, "L", 0, 54], [1, "S", 1, 11], [0, "T", 1, 45],
                    [1, "L", 0, 20], [0, "I", 2, 47], [1, "T", 3, 48], [0, "S", 2, 14],
                    [1, "Z", 0, 18], [0, "O", 3, 42]],
          "eggs": [21, 30, 33, 36], "crushed": [[46, 37, 45], [26]], "caves": "ZPTLX"}
BLOCK = ["tile", "J", 2, 30]


def threat_position():
    return build([tuple(t) for t in THREAT["tiles"]], THREAT["eggs"], 1, THREAT["caves"],
                 crushed=THREAT["crushed"])


# ----------------------------------------------------------------------------- the bots

def test_make_bot_levels_and_budgets():
    for level in ("random", "greedy"):
        assert ai.make_bot(level, RULES, 1) is None
        assert engine_make_bot(level, RULES, ai, 1) is not None    # the engine's own, on heuristic
    bots = {level: ai.make_bot(level, RULES, 1) for level in ("easy", "normal", "hard")}
    assert all(isinstance(b, ai.DragonInfernoBot) for b in bots.values())
    assert bots["easy"].max_depth == 1           # one ply: no clock needed
    assert 0 < bots["normal"].budget_s <= 0.5 and 0 < bots["hard"].budget_s <= 2.0
    assert bots["hard"].budget_s > bots["normal"].budget_s
    assert bots["hard"].max_depth > bots["normal"].max_depth > bots["easy"].max_depth
    assert bots["easy"].noise > 0 and bots["normal"].noise == bots["hard"].noise == 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_plays_legally_in_each_phase(level):
    for i, s in enumerate(one_of_each_phase()):
        seat = RULES.actor(s)
        action = quick(ai.make_bot(level, RULES, i)).choose(RULES, s, seat)
        assert action in RULES.legal_actions(s), (level, s["phase"], action)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_move_and_the_generator_is_never_read(level):
    for s in one_of_each_phase(seed=4):
        seat = RULES.actor(s)
        first = quick(ai.make_bot(level, RULES, 11)).choose(RULES, s, seat)
        again = quick(ai.make_bot(level, RULES, 11)).choose(RULES, s, seat)
        other = dict(s, rng=12345)            # another state generator: no other move
        assert quick(ai.make_bot(level, RULES, 11)).choose(RULES, other, seat) == first == again
        kept = copy.deepcopy(s)
        quick(ai.make_bot(level, RULES, 11)).choose(RULES, s, seat)
        assert s == kept                       # nothing drawn from it, nothing changed


def test_heuristic_in_range_and_knows_the_end():
    for s in random_states(6, seed=1):
        for seat in (0, 1):
            v = ai.heuristic(s, seat)
            assert -1.0 <= v <= 1.0
        if s["phase"] == "over":
            sc = RULES.scores(s)
            if sc[0] != sc[1]:
                winner = 0 if sc[0] > sc[1] else 1
                assert ai.heuristic(s, winner) == 1.0 and ai.heuristic(s, 1 - winner) == -1.0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_eggs_are_placed_by_a_policy_not_at_random(level):
    """Whatever the seed, an egg goes on one of the best squares by the shallow look: apart from
    the eggs already down and off the squares the first tiles reach (easy now and then slips)."""
    for s in [s for s in random_states(1, seed=2) if s["phase"] == "eggs"][:8:3]:
        values = eggs.egg_values(s)
        best = max(values.values())
        assert min(values.values()) < best
        for seed in range(6):
            a = quick(ai.make_bot(level, RULES, seed)).choose(RULES, s, RULES.actor(s))
            assert values[a[1]] == best


def test_the_shallow_look_at_eggs():
    s = RULES.initial_state(2, {"first": 0}, 1)
    s.update(phase="eggs", actor=0, side=0, first=0, caves=list("LPTXZ"), eggs=[27])
    values = eggs.egg_values(s)
    assert values[9] < values[10] < values[11]          # B2 next to a corner: met by first tiles
    assert values[28] < values[36] < values[44]         # next to the egg on D4, then further
    assert max(values, key=values.get) not in (9, 14, 49, 54)


# ----------------------------------------------------------------------------- compact copy

def test_compact_moves_and_play_agree_with_the_rules():
    rng = random.Random(5)
    checked = 0
    for s in random_states(30, seed=7):
        if s["phase"] not in ("tiles", "dragon"):
            continue
        c = K.encode(s)
        ms = K.moves(c, s["caves"])
        legal = RULES.legal_actions(s)
        if s["phase"] == "tiles":
            assert sorted(json.dumps(K.action_of(m)) for m in ms) == \
                sorted(json.dumps(a) for a in legal)
        else:       # one move per set of five squares
            letter = s["summon"]["dragon"]
            masks = {DRAGON_PLACEMENTS[letter][(a[1], a[2])].mask for a in legal}
            assert sorted(m[0] for m in ms) == sorted(masks)
        for m in rng.sample(ms, min(6, len(ms))):
            after, _ = RULES.apply(s, K.action_of(m))
            mine = K.play(c, m, s["caves"])
            assert mine == K.encode(after)
            assert [K.score(mine, 0), K.score(mine, 1)] == RULES.scores(after)
            checked += 1
    assert checked > 300


# ----------------------------------------------------------------------------- the search

def test_hand_made_position_is_what_it_says():
    s = hatch_position()
    results = {json.dumps(a): solve(RULES.apply(s, a)[0], 0) for a in RULES.legal_actions(s)}
    assert results.pop(json.dumps(HATCH_TO_WIN)) > 0
    assert results and all(v < 0 for v in results.values())


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_lays_the_tile_that_hatches_a_winning_dragon(level):
    s = hatch_position()
    assert quick(ai.make_bot(level, RULES, 2)).choose(RULES, s, 0) == HATCH_TO_WIN


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_puts_the_dragon_on_the_opponent_not_on_itself(level):
    s, _ = RULES.apply(hatch_position(), HATCH_TO_WIN)
    assert s["phase"] == "dragon" and s["actor"] == 0
    places = [DRAGON_PLACEMENTS["L"][(a[1], a[2])].squares for a in RULES.legal_actions(s)]
    owners = [{s["owner"][sq] for sq in sqs} for sqs in places]
    assert {0} in owners and {1} in owners            # over either kingdom alone
    a = quick(ai.make_bot(level, RULES, 3)).choose(RULES, s, 0)
    after, _ = RULES.apply(s, a)
    assert {s["owner"][sq] for sq in DRAGON_PLACEMENTS["L"][(a[1], a[2])].squares} == {1}
    best = max(solve(RULES.apply(s, b)[0], 0) for b in RULES.legal_actions(s))
    assert RULES.scores(after)[0] - RULES.scores(after)[1] == best


def test_threat_position_is_what_it_says():
    s = threat_position()
    results = {json.dumps(a): solve(RULES.apply(s, a)[0], 1) for a in RULES.legal_actions(s)}
    assert results.pop(json.dumps(BLOCK)) > 0
    assert results and all(v < 0 for v in results.values())
    # one move ahead, the best-looking move is another one
    c = K.encode(s)
    top = search.Search(s["caves"]).ordered(c, 1)[0][2]
    assert K.action_of(top) != BLOCK


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_takes_away_the_opponents_winning_hatch(level):
    s = threat_position()
    assert quick(ai.make_bot(level, RULES, 4)).choose(RULES, s, 1) == BLOCK


def test_search_value_of_a_finished_line_is_exact():
    """In a position searched to its end the search's value is the true final lead."""
    s = threat_position()
    c = K.encode(s)
    move, value, _depth = search.Search(s["caves"], widths={d: 99 for d in range(2, 30)}).root(c)
    assert K.action_of(move) == BLOCK
    assert value == search.WIN + solve(s, 1)
