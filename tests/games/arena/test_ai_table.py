"""ARENA: with three fighters or more, to the last, hard reads whether the table chooses as careful
fighters do (ai_model.TableReader) and trusts its planner alone at a wild one."""
import pytest

from engine.ai import make_bot
from engine.rules import CHANCE
from games.arena import ai, ai_search
from games.arena.ai_model import TableReader, _seen_in
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import hard_after

LAST = {"length": "last"}


def test_a_foe_s_choice_is_found_among_the_careful_fighter_s_first_choices():
    stand = (4, 7, "garde", False, False, None)
    walked = (5, 7, "agressive", False, False, None)
    assert _seen_in(stand, walked, [["posture", "agressive"], ["posture", "garde"]])
    assert not _seen_in(stand, walked, [["posture", "garde"]])
    down = (4, 5, "dechainee", True, False, None)
    assert _seen_in(down, (4, 5, "defensive", False, False, None), [["up", "defensive"]])
    # Still on the ground after its turn: it struck from there (whom is not read).
    assert _seen_in(down, down, [["attack", 3]])
    assert not _seen_in(down, down, [["up", "garde"]])
    unarmed = (4, 5, "garde", False, True, 4)
    assert _seen_in(unarmed, (4, 5, "balancee", False, False, None), [["pickup", "balancee"]])


def table_after(foe, rounds=8, seed=2000):
    """Hard's table reader after `rounds` rounds of a six-fighter fight to the last against five
    `foe` fighters."""
    return hard_after(foe, rounds, seed, LAST).table


@pytest.mark.parametrize("foe, careful", [("greedy", True), ("random", False)])
def test_hard_reads_greedy_fighters_as_careful_and_random_ones_as_wild(foe, careful):
    table = table_after(foe)
    assert table.reads >= table.need
    assert table.careful() is careful, (table.hits, table.reads)


def a_turn_start(seats, options, k=12):
    s = RULES.initial_state(seats, options, 7)
    bots = [make_bot("random", RULES, ai, i) for i in range(seats)]
    found = 0
    while True:
        who = RULES.actor(s)
        if who != CHANCE and s["phase"] == "posture" and len(RULES.legal_actions(s)) > 2:
            found += 1
            if found > k:
                return s
        a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
        s, _ = RULES.apply(s, a)


@pytest.mark.parametrize("seats, options, hits, searches", [
    (6, LAST, 10, True),        # a careful table: the look ahead
    (6, LAST, 1, False),        # a wild one: the planner alone
    (6, {}, 1, True),           # as written the table is not read
    (2, LAST, 1, True),         # nor in a duel (the foe is read there)
])
def test_at_a_wild_table_hard_trusts_its_planner_alone(monkeypatch, seats, options, hits,
                                                       searches):
    calls = []
    real = ai_search.search
    monkeypatch.setattr(ai.S, "search", lambda *a, **k: calls.append(1) or real(*a, **k))
    s = a_turn_start(seats, options)
    bot = ai.make_bot("hard", RULES, 1)
    bot.samples, bot.budget_s = 2, None
    bot.table.reads, bot.table.hits = 10, hits
    act = bot.choose(RULES, s, s["actor"])
    assert act in RULES.legal_actions(s)
    assert bool(calls) is searches


def test_a_fresh_reader_believes_the_table_wild_until_it_has_read_enough():
    table = TableReader()
    assert not table.careful()
    table.reads, table.hits = table.need - 1, table.need - 1
    assert not table.careful()
    table.reads = table.hits = table.need
    assert table.careful()
    table.hits = table.need // 2 - 1
    assert not table.careful()


def test_the_share_of_careful_choices_decides_once_enough_are_read():
    table = TableReader()
    table.reads = table.need
    table.hits = -(-int(table.share * 100) * table.need // 100)      # the share, rounded up
    assert table.careful()
    table.hits -= 1
    assert not table.careful()


@pytest.mark.parametrize("seats, options", [(2, LAST), (6, {})])
def test_in_a_duel_or_as_written_the_table_is_not_read(seats, options):
    s = RULES.initial_state(seats, options, 3)
    bot = ai.make_bot("hard", RULES, 1)
    bot.samples = 0
    others = [make_bot("random", RULES, ai, i) for i in range(seats)]
    while RULES.actor(s) is not None and s["round"] <= 3:
        who = RULES.actor(s)
        if who == CHANCE:
            a = RULES.chance_action(s)
        else:
            a = (bot if who == 0 else others[who]).choose(RULES, s, who)
        s, _ = RULES.apply(s, a)
    assert bot.table.before is None and bot.table.reads == 0


def test_between_two_turns_without_a_blow_each_foe_s_turn_is_set_up_as_it_was(monkeypatch):
    # Where nobody struck between hard's two turns, its snapshots tell everything: each foe's
    # turn start (the fighters, the rest point back, the Masters' count before or after the
    # round's end) is set up exactly as the rules had it.
    from games.arena import ai_eval, ai_model
    seen = []
    real = ai_model._first_choices
    monkeypatch.setattr(ai_model, "_first_choices", lambda judge, fs, i: seen.append(
        (i, tuple(fs), judge.ctx.low, judge.ctx.calm)) or real(judge, fs, i))
    s = RULES.initial_state(6, LAST, 2001)
    bots = [ai.make_bot("hard", RULES, 1)] + [make_bot("greedy", RULES, ai, 10 + i)
                                             for i in range(5)]
    bots[0].samples = 0
    starts, struck, checked = [], False, 0
    while RULES.actor(s) is not None and s["round"] <= 12:
        who = RULES.actor(s)
        if who == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
            continue
        if s["phase"] == "posture" and who != 0:
            starts.append((who, tuple(ai_eval.fighters_of(s)), s["low"], s["calm"]))
        if s["phase"] == "posture" and who == 0:
            seen.clear()
            a = bots[0].choose(RULES, s, 0)
            if not struck and seen:
                assert seen == [x for x in starts if x[0] in {i for i, *_r in seen}]
                checked += len(seen)
            starts, struck = [], False
        else:
            a = bots[who].choose(RULES, s, who)
        struck = struck or a[0] == "attack"
        s, _ = RULES.apply(s, a)
    assert checked >= 10
