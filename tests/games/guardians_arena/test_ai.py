"""Guardians Arena's computer players: every level answers legally from its observation at every kind
of decision, never changes its move when a hidden card of the other seat changes, and hard takes the
obviously winning play in positions built by hand (a card that turns a lost round, passing when
ahead, a creature sent against an undefended stronghold). Strength is measured by
tools/strength.py, never here."""
import copy
import random

import pytest

from engine.ai import LEVELS, make_bot
from engine.registry import GameEntry
from engine.rules import CHANCE
from games.guardians_arena import ai, ai_policy, carddata
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules import RULES
from games.guardians_arena.rules_combat import new_duel

ENTRY = GameEntry("games.guardians_arena")


def quick(bot):
    """A small, fixed amount of work (no clock), so a test repeats exactly."""
    if hasattr(bot, "rollouts"):
        bot.rollouts, bot.budget_s = 3, None
    if hasattr(bot, "max_iterations") and not hasattr(bot, "rollouts"):
        bot.max_iterations = 20
    if hasattr(bot, "samples"):
        bot.samples = 1
    return bot


def decisions(per_phase=3, seeds=range(6)):
    """Decision states of each phase met in seeded random games (decks by lot)."""
    found = {}
    for seed in seeds:
        s = RULES.initial_state(2, {}, seed)
        pick = random.Random(seed)
        while RULES.actor(s) is not None:
            who = RULES.actor(s)
            if who == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
                continue
            if len(found.setdefault(s["phase"], [])) < per_phase:
                found[s["phase"]].append(s)
            s, _ = RULES.apply(s, pick.choice(RULES.legal_actions(s)))
    return found


DECISIONS = decisions()


def test_the_seeded_games_meet_every_kind_of_decision_the_bots_face():
    for phase in ("enlist", "discard", "arena", "primary", "secondary", "raid_target",
                  "raid_prep", "raid_round", "deploy"):
        assert DECISIONS.get(phase), phase


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_legally_in_every_phase(level):
    for phase, states in DECISIONS.items():
        for i, s in enumerate(states):
            seat = RULES.actor(s)
            bot = quick(make_bot(level, RULES, ai, seed=i))
            assert bot.choose(RULES, s, seat) in RULES.legal_actions(s), (level, phase)


def test_the_game_gives_its_own_normal_and_hard():
    assert isinstance(make_bot("normal", RULES, ai), ai.PlannerBot)
    assert isinstance(make_bot("hard", RULES, ai), ai.SearchBot)


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_reads_a_hidden_card_of_the_other_seat(level):
    """Same observation, other hidden cards (another guess put in their place): the same move."""
    changed = 0
    for phase, states in DECISIONS.items():
        for s in states:
            seat = RULES.actor(s)
            if not RULES.secret_paths(s, 1 - seat):
                continue
            other = RULES.determinize(RULES.observation(s, seat), seat, 99)
            other["rng"] = s["rng"]
            assert RULES.observation(other, seat) == RULES.observation(s, seat)
            changed += other["players"][1 - seat] != s["players"][1 - seat]
            a = quick(make_bot(level, RULES, ENTRY.ai, seed=5)).choose(RULES, s, seat)
            b = quick(make_bot(level, RULES, ai, seed=5)).choose(RULES, other, seat)
            assert a == b, (level, phase)
    assert changed, "the compared positions really hold other hidden cards"


# ---------------------------------------------------------------- positions built by hand
def first_state(phase):
    return DECISIONS[phase][0]


def fight(mine, theirs, hand):
    """A primary round of a combat in phase II where the actor's creature `mine` faces `theirs`:
    no terrain, standard, stones, channellers, abilities or other cards, nothing to come in the
    secondary round; the actor holds `hand`."""
    s = copy.deepcopy(first_state("primary"))
    seat = s["actor"]
    s["raid"], s["terrain"], s["queue"], s["forced"] = None, None, [], None
    for p in s["players"]:
        p["standard"], p["stones"] = None, 0
        p["hand"], p["storage"], p["pen"] = [], [], []
        for h in p["strongholds"].values():
            h["under"] = None
        D.sync(p)
    s["players"][seat]["hand"] = list(hand)
    D.sync(s["players"][seat])
    creatures = [None, None]
    creatures[seat], creatures[1 - seat] = T.new_entry(mine), T.new_entry(theirs)
    s["duel"] = new_duel("combat", s["active"], creatures)
    s["duel"]["ability_used"] = [True, True]
    s["phase"], s["passes"] = "primary", 0
    return s, seat


def margins(mine, theirs, spell="war_hymn"):
    """The actor's margin in `fight(mine, theirs)` before and after playing `spell`."""
    s, seat = fight(mine, theirs, [spell])
    return ai_policy.margin(s, seat), ai_policy.margin_after(RULES, s, seat, ["play", spell, None])


def pair(wanted):
    """Two creatures of the pool whose margins (before, after the spell) satisfy `wanted`."""
    creatures = sorted(c for c, card in carddata.pool().items() if card.kind == "creature")
    for mine in creatures:
        for theirs in creatures:
            if wanted(*margins(mine, theirs)):
                return mine, theirs
    raise LookupError(wanted)


def test_hard_plays_the_card_that_turns_a_lost_round_into_a_win():
    mine, theirs = pair(lambda before, after: before < 0 < after)
    s, seat = fight(mine, theirs, ["war_hymn"])
    play = ["play", "war_hymn", None]
    assert play in RULES.legal_actions(s)
    for level in ("normal", "hard"):
        assert quick(make_bot(level, RULES, ai, seed=3)).choose(RULES, s, seat) == play, level


def test_hard_keeps_its_card_and_passes_when_already_ahead():
    mine, theirs = pair(lambda before, after: before >= 4)
    s, seat = fight(mine, theirs, ["war_hymn"])
    assert ["play", "war_hymn", None] in RULES.legal_actions(s)
    for level in ("normal", "hard"):
        assert quick(make_bot(level, RULES, ai, seed=3)).choose(RULES, s, seat) == ["pass"], level


def test_hard_sends_a_creature_against_a_stronghold_nobody_can_defend():
    """The raid's preparation: the other seat has nothing on the stronghold raided and nothing to
    put there; the actor's own raided stronghold is empty and a creature is in its raid hand."""
    s = copy.deepcopy(first_state("raid_prep"))
    seat = s["actor"]
    me, foe = s["players"][seat], s["players"][1 - seat]
    for p in (me, foe):
        for h in p["strongholds"].values():
            h["on"], h["under"] = None, None
        p["hand"], p["storage"], p["pen"] = [], [], []
        D.sync(p)
    creature = next(c for c in sorted(carddata.pool())
                    if D.is_creature(c) and T.base(c) >= 6)
    me["hand"] = [creature]
    D.sync(me)
    mine = s["raid"]["targets"][1 - seat]
    assert RULES.prep_moves(s, 1 - seat) == [["prep", None, None]]   # the premise
    want = ["prep", None, creature]
    assert want in RULES.legal_actions(s)
    for level in ("normal", "hard"):
        got = quick(make_bot(level, RULES, ai, seed=4)).choose(RULES, s, seat)
        assert got == want, (level, got, mine)


def test_a_fixed_amount_of_work_ignores_the_clock():
    """The generic tests give hard a fixed budget of iterations and a short clock: the clock must
    not cut the search, or the move would depend on how busy the machine is."""
    bot = make_bot("hard", RULES, ai, seed=5)
    searcher = next(b for b in (bot, getattr(bot, "search", None), getattr(bot, "inner", None))
                    if b is not None and hasattr(b, "max_iterations"))
    searcher.max_iterations, searcher.budget_s = 24, 1e-9
    for phase in ("primary", "enlist", "discard"):
        for state in DECISIONS[phase]:
            searcher.last = None
            bot.choose(RULES, state, RULES.actor(state))
            if searcher.last is not None:
                assert searcher.last[0] == 3, "24 iterations are 3 playouts per candidate"
                return
    pytest.fail("no searched decision among the seeded states")
