"""The computer players: heuristic range, determinism, legality, and exact play in small endings."""
import json
import random

import pytest

from engine.rules import CHANCE

from tests.games.dragons_arena.da_helpers import board, pick, settle
from games.dragons_arena import ai
from games.dragons_arena.rules import RULES, FIRE, ICE, NSQ


def random_states(options, games=6, seed=0):
    rng = random.Random(seed)
    for g in range(games):
        s = RULES.initial_state(2, options, seed * 100 + g)
        while RULES.actor(s) is not None:
            if RULES.actor(s) == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
                continue
            yield s
            s, _ = RULES.apply(s, pick(s, rng))
        yield s


def test_make_bot_levels():
    for level in ("random", "greedy", "easy"):
        assert ai.make_bot(level, RULES, 1) is None
    bots = {level: ai.make_bot(level, RULES, 1) for level in ("normal", "hard")}
    assert all(isinstance(b, ai.DragonsBot) for b in bots.values())
    # the move-time limits: at most 0.5 s at normal and 2 s at hard, hard thinking longer
    assert bots["normal"].budget_s <= 0.5 and bots["hard"].budget_s <= 2.0
    assert bots["hard"].budget_s > bots["normal"].budget_s


@pytest.mark.parametrize("options", [{}, {"placement": "little"}, {"mode": "solo"},
                                     {"elements": True, "placement": "equal"}])
def test_heuristic_in_range(options):
    for s in random_states(options):
        for seat in (0, 1):
            v = ai.heuristic(s, seat)
            assert -1.0 <= v <= 1.0


@pytest.mark.parametrize("options", [{}, {"elements": True}, {"mode": "solo"}])
def test_search_moves_match_the_rules(options):
    for s in random_states(options, games=10):
        if s["phase"] != "duel":
            continue
        seat = s["actor"]
        srch = ai.Search(s["elements"], s["moves"])
        srch.set_board(ai.encode(s["owner"], s["power"], s["field"]))
        mine = sorted(json.dumps(ai.move_to_action(m)) for m in srch.gen(seat, 0))
        if s["mode"] == "solo" and seat != s["solo_you"]:
            mine = [m for m in mine if m.startswith('["elim"')]
        assert mine == sorted(json.dumps(a) for a in RULES.legal_actions(s))
        # make / unmake agree with apply and restore the board and its key.
        h0, c0 = srch.hash, srch.c[:]
        for m in srch.gen(seat, 0)[:10]:
            undo = srch.make(m, seat)
            s2, _ = RULES.apply(s, ai.move_to_action(m))
            if s2["phase"] == "duel" and s2["duel"] == s["duel"]:
                assert srch.c == ai.encode(s2["owner"], s2["power"], s2["field"])
            srch.unmake(undo)
            assert srch.c == c0 and srch.hash == h0


def test_bot_is_repeatable_with_a_node_budget():
    def run(seed):
        bots = [ai.DragonsBot(seed, budget_s=None, max_nodes=1500),
                ai.DragonsBot(seed + 1, budget_s=None, max_nodes=1500)]
        s = RULES.initial_state(2, {"placement": "little", "nuggets": 1}, 5)
        actions = []
        while RULES.actor(s) is not None:
            if RULES.actor(s) == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
                continue
            a = bots[RULES.actor(s)].choose(RULES, s, RULES.actor(s))
            actions.append(a)
            s, _ = RULES.apply(s, a)
        return actions
    assert run(3) == run(3)


@pytest.mark.parametrize("options", [
    {"nuggets": 1}, {"placement": "big", "nuggets": 1}, {"placement": "free", "nuggets": 1},
    {"placement": "equal", "elements": True, "nuggets": 1}, {"mode": "solo"}])
def test_bot_plays_legal_moves_everywhere(options):
    bot = ai.DragonsBot(0, budget_s=None, max_nodes=800)
    s = RULES.initial_state(2, options, 11)
    while RULES.actor(s) is not None:
        if RULES.actor(s) == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
            continue
        seat = RULES.actor(s)
        a = bot.choose(RULES, s, seat)
        assert a in RULES.legal_actions(s)
        s, _ = RULES.apply(s, a)


def test_preferred_hands_are_legal():
    from games.dragons_arena.rules import HANDS_28, ALL_HANDS
    assert all(tuple(h) in HANDS_28 for h in ai.BIG_HANDS)
    assert all(tuple(h) in ALL_HANDS for h in ai.FREE_HANDS)


def test_bot_does_not_peek_at_hidden_powers():
    s = RULES.initial_state(2, {"placement": "big"}, 0)
    a, _ = RULES.apply(s, ["powers", [1, 1, 1, 5, 5, 5, 5, 5]])
    b, _ = RULES.apply(s, ["powers", [3, 3, 3, 3, 4, 4, 4, 4]])
    pa = ai.DragonsBot(9, budget_s=None, max_nodes=500).choose(RULES, a, ICE)
    pb = ai.DragonsBot(9, budget_s=None, max_nodes=500).choose(RULES, b, ICE)
    assert pa == pb and sum(pa[1]) == 28


def test_bot_with_a_small_budget_still_answers_legally():
    # How fast it answers is measured by tools/bench.py, never by a timed test.
    s, _ = settle(RULES.initial_state(2, {}, 3), None)
    s, _ = RULES.apply(s, ["shake"])
    s, _ = settle(s)
    bot = ai.DragonsBot(0, budget_s=0.05)
    assert bot.choose(RULES, s, RULES.actor(s)) in RULES.legal_actions(s)


# ------------------------------------------------------------------ exact play in small endings
def outcome(state, memo):
    """Exact duel result for FIRE (+1 win, 0 tie, -1 loss) by plain minimax over the rules."""
    key = json.dumps([state["owner"], state["power"], state["field"], state["actor"]])
    if key in memo:
        return memo[key]
    seat = state["actor"]
    best = None
    for a in RULES.legal_actions(state):
        v = value_after(state, a, memo)
        if best is None or (v > best if seat == FIRE else v < best):
            best = v
    memo[key] = best
    return best


def small_positions(n, count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        sqs = rng.sample(range(NSQ), n)
        owners = [FIRE, ICE] + [rng.randrange(2) for _ in range(n - 2)]
        tokens = ["."] * NSQ
        for sq, o in zip(sqs, owners):
            tokens[sq] = "FI"[o] + str(rng.randint(1, 6)) + ("*" if rng.random() < 0.3 else "")
        s = board(" ".join(tokens), turn=rng.randrange(2), nuggets=1)
        if len(RULES.legal_actions(s)) > 1:
            out.append(s)
    return out


def value_after(state, action, memo):
    s2, ev = RULES.apply(state, action)
    ended = [e for e in ev if e["type"] == "DuelEnded"]
    if ended:
        w = ended[0]["winner"]
        return 0 if w is None else (1 if w == FIRE else -1)
    return outcome(s2, memo)


@pytest.mark.parametrize("n", [3, 4])
def test_bot_plays_small_endings_perfectly(n):
    memo = {}
    for s in small_positions(n, 12, seed=n):
        seat = s["actor"]
        sign = 1 if seat == FIRE else -1
        best = max(sign * value_after(s, a, memo) for a in RULES.legal_actions(s))
        a = ai.DragonsBot(1, budget_s=None, max_nodes=200000).choose(RULES, s, seat)
        assert sign * value_after(s, a, memo) == best, (s["owner"], s["power"], s["field"], seat, a)


def test_rulebook_example_is_read_by_the_heuristic():
    s = board("""
        F4 I3 .  .
        .  .  .  .
        .  .  .  .
        .  .  .  I6""", turn=FIRE, nuggets=3)
    assert ai.heuristic(s, ICE) > 0 > ai.heuristic(s, FIRE)
