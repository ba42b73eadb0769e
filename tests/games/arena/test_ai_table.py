"""ARENA: with three fighters or more, to the last, hard reads whether the table chooses as careful
fighters do (ai_model.TableReader) and trusts its planner alone at a wild one."""
import pytest

from engine.ai import make_bot
from engine.rules import CHANCE
from games.arena import ai, ai_search
from games.arena.ai_model import TableReader, _seen_in
from games.arena.rules import RULES

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
    `foe` fighters (hard without its search, to keep the test quick)."""
    s = RULES.initial_state(6, LAST, seed)
    bots = [ai.make_bot("hard", RULES, 1)] + [make_bot(foe, RULES, ai, 10 + i) for i in range(5)]
    bots[0].samples = 0
    while RULES.actor(s) is not None and s["round"] <= rounds:
        who = RULES.actor(s)
        a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
        s, _ = RULES.apply(s, a)
    return bots[0].table


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
