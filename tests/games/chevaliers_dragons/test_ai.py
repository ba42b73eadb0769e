"""Chevaliers et Dragons: heuristic and bots (no pygame, no timing)."""

import json
import random

import pytest

from engine.rules import CHANCE
from tests.games.chevaliers_dragons.cd_helpers import SQ, empty_play_state, play_state, random_playout  # noqa: E402
from games.chevaliers_dragons import ai  # noqa: E402
from games.chevaliers_dragons import rules as CR  # noqa: E402
from games.chevaliers_dragons.rules import RULES  # noqa: E402


def test_heuristic_bounds_and_terminal_values():
    for seed in range(6):
        for s in random_playout(seed, check=False)[::7]:
            for seat in (0, 1):
                h = ai.heuristic(s, seat)
                assert -1.0 <= h <= 1.0
                if s["phase"] != "over":
                    assert abs(h) < 1.0
        end = random_playout(seed, check=False)[-1]
        r = RULES.returns(end)
        assert ai.heuristic(end, 0) == r[0] and ai.heuristic(end, 1) == r[1]
    s = play_state()


def test_heuristic_likes_material_and_objectives():
    base = empty_play_state(pieces={"C5": "knight", "A9": "small_dragon", "F9": "small_dragon"})
    more = empty_play_state(pieces={"C5": "knight", "A9": "small_dragon"})
    assert ai.heuristic(more, 0) > ai.heuristic(base, 0)
    took = json.loads(json.dumps(base))
    took["objectives"]["princess"] = None
    took["taken"][0] = ["princess"]
    assert ai.heuristic(took, 0) > ai.heuristic(base, 0)
    assert ai.heuristic(took, 1) < ai.heuristic(base, 1)


def test_heuristic_sees_distance_to_objectives():
    far = empty_play_state(pieces={"C2": "knight", "A5": "small_dragon"}, to_move=1)
    near = empty_play_state(pieces={"C6": "knight", "A5": "small_dragon"}, to_move=1)
    assert ai.heuristic(near, 0) > ai.heuristic(far, 0)


def test_make_bot_levels():
    for level in ("easy", "normal", "hard"):
        assert hasattr(ai.make_bot(level, RULES, 1), "choose")
    assert ai.make_bot("random", RULES, 1) is None
    assert ai.make_bot("greedy", RULES, 1) is None


def _game(bot0, bot1, seed, limit=None):
    s = RULES.initial_state(2, {}, seed)
    bots = [bot0, bot1]
    n = 0
    while RULES.actor(s) is not None:
        seat = RULES.actor(s)
        if seat == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
            continue
        before = json.dumps(s, sort_keys=True)
        a = bots[seat].choose(RULES, s, seat)
        assert json.dumps(s, sort_keys=True) == before, "a bot changed the state"
        assert a in RULES.legal_actions(s), a
        s, _ = RULES.apply(s, a)
        RULES.check_invariants(s)
        n += 1
        if limit and n >= limit:
            break
    return s


class _Random:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state)
        return legal[self.rng.randrange(len(legal))]


def test_bots_play_legal_moves_and_are_seeded():
    for level in ("easy", "normal"):
        a = _game(ai.make_bot(level, RULES, 4), ai.make_bot(level, RULES, 5), 9, limit=120)
        b = _game(ai.make_bot(level, RULES, 4), ai.make_bot(level, RULES, 5), 9, limit=120)
        assert a == b
    _game(ai.make_bot("hard", RULES, 4), _Random(1), 3, limit=30)


def test_hard_arranges_its_camp():
    for seat in (0, 1):
        bot = ai.make_bot("hard", RULES, 0)
        s = RULES.initial_state(2, {}, 0)
        if seat == 1:
            s, _ = RULES.apply(s, ["ready"])
        while s["phase"] == "setup" and RULES.actor(s) == seat:
            s, _ = RULES.apply(s, bot.choose(RULES, s, seat))
            RULES.check_invariants(s)
        target = ai.layout_target(seat)
        items = RULES._camp_items(s, seat)
        assert items == target
        assert s["setup_actions"][seat] <= CR.SETUP_ACTION_LIMIT


def test_bots_take_the_winning_objective():
    s = empty_play_state(pieces={"B8": "soldier", "A5": "knight", "D5": "small_dragon", "A1": "knight"},
                         objectives={"castle": "B1", "village": "E1", "treasure": None, "princess": "B9"})
    s["taken"][0] = ["treasure"]
    for level in ("easy", "normal", "hard"):
        for seed in range(5):   # even a level that plays at random takes the win
            bot = ai.make_bot(level, RULES, seed)
            assert bot.choose(RULES, s, 0) == ["move", SQ("B8"), SQ("B9")]


def test_bots_defend_a_threatened_objective():
    # A small dragon stands next to the free castle; the knight next to it should guard it or
    # attack the dragon rather than walk away.
    # Every level when it thinks (its random moves switched off).
    s = empty_play_state(pieces={"C2": "knight", "B3": "small_dragon", "F8": "soldier", "F9": "big_dragon"})
    for level in ("easy", "normal", "hard"):
        bot = ai.CDBot(level, RULES, 0, {"mistakes": 0.0})
        a = bot.choose(RULES, s, 0)
        assert a in (["move", SQ("C2"), SQ("B1")], ["move", SQ("C2"), SQ("B3")]), a


def test_bots_never_read_the_dice_ahead():
    # Same position, two different generators: the bot's choice must not depend on them.
    s = empty_play_state(pieces={"C5": "knight", "C6": "big_dragon", "D6": "small_dragon", "A1": "soldier"})
    choices = set()
    for r in range(12):
        s2 = json.loads(json.dumps(s))
        s2["rng"] = 1000 + r * 7919
        choices.add(json.dumps(ai.make_bot("normal", RULES, 0).choose(RULES, s2, 0)))
    assert len(choices) == 1


def test_normal_beats_random():
    wins = 0
    for g in range(8):
        bots = [ai.make_bot("normal", RULES, g), _Random(g)]
        if g % 2:
            bots.reverse()
        s = _game(bots[0], bots[1], 100 + g)
        me = g % 2
        wins += RULES.returns(s)[me] > 0
    assert wins >= 7


def _share_plans(bot):
    """The bot's choice and _best_actions ask its search for the same turn plans: worked out once
    (a third of the test's time went on working them out again)."""
    real, kept = bot.search.turn_plans, {}

    def turn_plans(state, seat, beam):
        key = (json.dumps(state, sort_keys=True), seat, beam)
        if key not in kept:
            kept[key] = real(state, seat, beam)
        return list(kept[key])
    bot.search.turn_plans = turn_plans


def _best_actions(bot, state, seat):
    """The actions the bot's thinking rates best (what it plays when it does not play at random)."""
    if bot.config["beam"] == 0:
        scored = [(bot.search.expect1(state, a, seat)[0], a) for a in RULES.legal_actions(state)]
    else:
        scored = bot.search.turn_plans(state, seat, bot.config["beam"])
    best = max(v for v, _ in scored)
    return [a for v, a in scored if v >= best - 1e-12]


@pytest.mark.slow     # 120 positions, each chosen by every level: a long run, for the release tier
def test_levels_play_without_thinking_at_their_own_rate():
    # Positions from games between thinking players; each level chooses in each of them.
    positions = []
    for g in range(3):
        s = RULES.initial_state(2, {}, 40 + g)
        bots = [ai.CDBot("hard", RULES, g, {"mistakes": 0.0}), ai.CDBot("hard", RULES, g + 9, {"mistakes": 0.0})]
        while RULES.actor(s) is not None and len(positions) < 40 * (g + 1):
            seat = RULES.actor(s)
            if seat == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
                continue
            if s["phase"] == "play" and len(RULES.legal_actions(s)) > 2:
                positions.append(json.loads(json.dumps(s)))
            s, _ = RULES.apply(s, bots[seat].choose(RULES, s, seat))
    off = {}
    for level in ("easy", "normal", "hard"):
        bot = ai.make_bot(level, RULES, 3)
        _share_plans(bot)
        n = 0
        for s in positions:
            if bot.choose(RULES, s, s["side"]) not in _best_actions(bot, s, s["side"]):
                n += 1
        off[level] = n / len(positions)
    assert off["hard"] == 0.0
    assert 0.2 <= off["normal"] <= 0.45, off
    assert off["easy"] >= 0.55 and off["easy"] > off["normal"] + 0.2, off


def test_short_sighted_levels_do_not_count_the_attacks_they_prepare():
    # The dragons are to move. Near: the Prince's knight stands next to a lone small dragon (an
    # attack ready for the Prince's next turn, if the dragon stays); far: the same pawns apart.
    near = empty_play_state(pieces={"C5": "knight", "D6": "small_dragon", "A1": "soldier"}, to_move=1)
    far = empty_play_state(pieces={"C5": "knight", "F6": "small_dragon", "A1": "soldier"}, to_move=1)
    full = ai.heuristic(near, 0) - ai.heuristic(far, 0)
    short = ai.heuristic(near, 0, ai.SHORT_SIGHTED) - ai.heuristic(far, 0, ai.SHORT_SIGHTED)
    assert full > 0.001 and abs(short) < 1e-9, (full, short)
    assert ai.LEVELS["hard"]["weights"] is None
    assert ai.LEVELS["normal"]["weights"] is ai.SHORT_SIGHTED is ai.LEVELS["easy"]["weights"]


def test_hard_thinks_further_than_normal():
    # hard plans both moves of its turn over every first move; normal looks at one move at a time.
    assert ai.LEVELS["hard"]["beam"] is None and ai.LEVELS["normal"]["beam"] == 0
    assert ai.LEVELS["hard"]["mistakes"] == 0.0 < ai.LEVELS["normal"]["mistakes"] < ai.LEVELS["easy"]["mistakes"]
