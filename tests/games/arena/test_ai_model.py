"""ARENA: the cautious foe model of hard's look ahead (ai_model) chooses as a fighter that judges one
choice at a time by ai_eval's heuristic: the engine's greedy level, played on the real rules."""
import random

import pytest

from engine.ai import _value_after, make_bot
from engine.rules import CHANCE
from games.arena import ai, ai_eval, ai_search
from games.arena.ai_model import cautious_plan
from games.arena.board import NBRS
from games.arena.rules import RULES


def positions(seats, options, games, seed=0):
    """Posture-phase states of games between random fighters (varied postures, falls, wounds)."""
    out = []
    for g in range(games):
        s = RULES.initial_state(seats, options, seed + g)
        bots = [make_bot("random", RULES, ai, seed * 7 + g * 31 + i) for i in range(seats)]
        while RULES.actor(s) is not None:
            who = RULES.actor(s)
            if who == CHANCE:
                a = RULES.chance_action(s)
            else:
                if s["phase"] == "posture":
                    out.append(s)
                a = bots[who].choose(RULES, s, who)
            s, _ = RULES.apply(s, a)
    return out


def engine_values(s, seat, actions):
    rng = random.Random(0)
    return [_value_after(RULES, ai_eval.heuristic, s, a, seat, 1, rng) for a in actions]


def model_plan(s, seat):
    fs = ai_eval.fighters_of(RULES.observation(s, seat))
    ctx = ai_eval.Context(RULES.observation(s, seat), seat)
    resting = {i for i, f in enumerate(s["fighters"]) if f["resting"]}
    return cautious_plan(fs, seat, ctx, ctx.turns_left, ai_search.context_at, random.Random(1),
                         resting)


def check_turn(s):
    """Each choice of the model's turn up to its blow is one the heuristic ranks first among the
    legal choices that need no dice (a blow's worth is checked exactly below); returns how many
    choices were checked."""
    seat = s["actor"]
    checked = 0
    for act in model_plan(s, seat):
        legal = RULES.legal_actions(s)
        assert act in legal
        if act[0] == "attack":
            return checked
        calm = [a for a in legal if a[0] != "attack"]
        values = engine_values(s, seat, calm)
        assert engine_values(s, seat, [act])[0] >= max(values) - 1e-9, (act, calm, values)
        checked += 1
        s, _ = RULES.apply(s, act)
        if RULES.actor(s) != seat:
            break
    return checked


def settled(s, seat, memo):
    """The heuristic's value for `seat` once every die still to roll is rolled, exactly: what the
    greedy fighter's dice samples estimate."""
    if RULES.actor(s) == CHANCE:
        key = repr((s["fight"], s["phase"], s["fighters"]))
        if key not in memo:
            memo[key] = sum(p * settled(RULES.apply(s, a)[0], seat, memo)
                            for a, p in RULES.chance_outcomes(s))
        return memo[key]
    if RULES.is_terminal(s):
        return RULES.returns(s)[seat]
    return ai_eval.heuristic(s, seat)


def test_the_model_weighs_a_blow_from_the_ground_on_a_resting_foe_as_the_dice_do():
    # Seat 1 lies next to seat 0, who rests at 3 hit points: a blow breaks that rest, hit or
    # miss, so seat 0 gets no point back. The model's worth of each choice is the heuristic's
    # over the exact dice.
    s = positions(2, {}, 1)[0]
    s["round"], s["actor"], s["phase"], s["turn"] = 4, 1, "posture", None
    f0, f1 = s["fighters"]
    f0.update(hp=3, resting=True, posture="garde")
    f1.update(hp=5, ground=True, hex=sorted(NBRS[f0["hex"]])[0])
    from games.arena import ai_model
    fs = ai_eval.fighters_of(s)
    ctx = ai_eval.Context(RULES.observation(s, 1), 1)
    judge = ai_model._Judge(ctx, 1, ctx.turns_left, ai_search.context_at, {0})
    for v, act in ai_model._first_choices(judge, fs, 1):
        assert 2 * v - 1 == pytest.approx(settled(RULES.apply(s, act)[0], 1, {}), abs=1e-9), act


def test_at_the_end_of_round_ten_the_model_knows_everyone_standing_is_dismissed():
    # Seat 1 closes round 10, ahead 5 to 3, next to its foe: resting ends the game with both
    # dismissed, worth nothing; the heuristic's first choice strikes instead.
    s = positions(2, {}, 1)[0]
    s["round"], s["actor"], s["phase"], s["turn"], s["first"] = 10, 1, "posture", None, 0
    f0, f1 = s["fighters"]
    f0.update(hp=3, resting=False, ground=False)
    f1.update(hp=5, resting=False, ground=False, hex=sorted(NBRS[f0["hex"]])[0])
    assert model_plan(s, 1)[0] != ["posture", "garde"]
    assert check_turn(s) >= 1


def test_the_model_chooses_as_the_heuristic_ranks_in_duels_both_settings():
    checked = 0
    for options in ({}, {"length": "last"}):
        for s in positions(2, options, 4)[::2]:
            checked += check_turn(s)
    assert checked > 60


def test_the_model_chooses_as_the_heuristic_ranks_among_four():
    checked = sum(check_turn(s) for s in positions(4, {}, 3)[::4])
    assert checked > 20


def test_a_blow_in_the_models_turn_comes_after_a_legal_walk():
    # Fighters next to each other: the model's turn holds a blow, and every action before it is
    # legal in turn on the real rules.
    blows = 0
    for s in positions(2, {}, 6):
        acts = model_plan(s, s["actor"])
        for act in acts:
            assert act in RULES.legal_actions(s)
            if act[0] == "attack":
                blows += 1
                break
            s, _ = RULES.apply(s, act)
    assert blows > 5


def test_hopeless_choices_are_drawn_at_random():
    # Far apart at the start every posture is worth the same to the heuristic: the model draws
    # among them, as the greedy fighter breaks its ties.
    s = positions(2, {}, 1)[0]
    fs = ai_eval.fighters_of(s)
    ctx = ai_eval.Context(s, s["actor"])
    firsts = {tuple(cautious_plan(fs, s["actor"], ctx, ctx.turns_left, ai_search.context_at,
                                  random.Random(k))[0]) for k in range(30)}
    assert len(firsts) > 1


def test_hard_reads_a_lone_foe_as_the_cautious_model(monkeypatch):
    # In a duel hard's look ahead plays the foe's turns by the cautious model; with six fighters
    # it keeps the quicker model of ai_search (five foes read this way would eat its clock).
    calls = []
    real = ai.MODELS["cautious"]
    monkeypatch.setitem(ai.MODELS, "cautious",
                        lambda fs, i, *a: calls.append(i) or real(fs, i, *a))
    for seats, expect in ((2, {1}), (6, set())):
        calls.clear()
        s = positions(seats, {}, 1)[2 * seats]
        bot = ai.make_bot("hard", RULES, 1)
        bot.samples, bot.budget_s = 4, None
        seat = s["actor"]
        bot.choose(RULES, s, seat)
        assert set(calls) == ({1 - seat} if seats == 2 else expect)


def test_a_foe_s_whole_turn_choice_is_read_from_where_its_turn_left_it():
    from games.arena.ai_model import first_act_seen
    stand = (4, 7, "garde", False, False, None)
    assert first_act_seen(stand, (5, 7, "agressive", False, False, None), 1) == [
        "posture", "agressive"]
    down = (4, 5, "dechainee", True, False, None)
    assert first_act_seen(down, (4, 5, "defensive", False, False, None), 1) == [
        "up", "defensive"]
    assert first_act_seen(down, (4, 5, "dechainee", True, False, None), 1) == ["attack", 1]
    unarmed = (4, 5, "garde", False, True, 4)
    assert first_act_seen(unarmed, (4, 5, "balancee", False, False, None), 0) == [
        "pickup", "balancee"]
    assert first_act_seen(stand, (4, 0, "garde", False, False, None), 1) is None


def reader_fed_by(model_name, default):
    """A reader (believing `default` at first) shown duel positions in which the foe chose as
    `model_name`'s first choice."""
    from games.arena.ai_model import Reader
    reader = Reader(default)
    for s in positions(2, {}, 2):
        foe = s["actor"]
        me = 1 - foe
        obs = RULES.observation(s, foe)
        ctx = ai_eval.Context(obs, foe)
        firsts = ai.FIRSTS[model_name](ai_eval.fighters_of(obs), foe, ctx, ctx.turns_left)
        now, _ = RULES.apply(s, firsts[0])
        reader.remember(s)
        reader.read(RULES.observation(now, me), me, ai.FIRSTS)
    return reader


def test_the_reader_plays_a_foe_by_the_model_that_names_its_choices():
    by_planner = reader_fed_by("planner", "cautious")
    assert sum(by_planner.hits[0].values()) > 0 and sum(by_planner.hits[1].values()) > 0
    assert by_planner.style(0) == by_planner.style(1) == "planner"
    by_cautious = reader_fed_by("cautious", "planner")
    assert by_cautious.style(0) == by_cautious.style(1) == "cautious"


def test_hard_reads_a_greedy_foe_as_cautious_in_a_whole_duel():
    s = RULES.initial_state(2, {}, 1000)
    bots = [ai.make_bot("hard", RULES, 1), make_bot("greedy", RULES, ai, 2)]
    bots[0].samples, bots[0].budget_s = 2, None
    while RULES.actor(s) is not None:
        who = RULES.actor(s)
        a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
        s, _ = RULES.apply(s, a)
    hits = bots[0].reader.hits[1]
    assert hits["cautious"] > 5 and hits["cautious"] > hits.get("planner", 0)
    assert bots[0].style(RULES.observation(s, 0), 0) == "cautious"


def test_the_reader_calls_a_foe_careful_only_once_the_cautious_model_leads():
    from games.arena.ai_model import Reader
    fresh = Reader("cautious")
    assert not fresh.careful(0)         # nothing read yet: not known to be careful
    assert reader_fed_by("cautious", "planner").careful(1)
    assert not reader_fed_by("planner", "cautious").careful(1)
    level = Reader("cautious")
    level.hits[1] = {"cautious": 3, "planner": 3}
    assert not level.careful(1)


def chosen_posture(s, wary):
    from games.arena import ai_hard
    seat = s["actor"]
    obs = RULES.observation(s, seat)
    planner = ai.Planner(obs, seat, judge=ai_hard.value)
    planner.ctx.wary = wary
    plans = planner.start(RULES.legal_actions(obs))
    return max(plans, key=lambda p: p[0])[1][0]


def test_a_wary_judgement_keeps_its_defence_where_the_plain_one_goes_dechainee():
    # A foe that plans whole turns strikes a fighter left without defence for 4 hit points: hard,
    # wary of it, keeps dice to defend with where its plain judgement races in déchaîné.
    from games.arena.fighters import DEFENCE
    states = [s for s in positions(2, {}, 6) if not s["fighters"][s["actor"]]["ground"]][:40]
    plain = [chosen_posture(s, False) for s in states]
    wary = [chosen_posture(s, True) for s in states]
    assert sum(a == ["posture", "dechainee"] for a in plain) >= 20
    assert sum(a == ["posture", "dechainee"] for a in wary) <= 15
    # Never less defence than the plain choice, and more in a good share of the positions.
    assert all(DEFENCE[w[1]] >= DEFENCE[p[1]] for p, w in zip(plain, wary))
    assert sum(DEFENCE[w[1]] > DEFENCE[p[1]] for p, w in zip(plain, wary)) >= 15


def test_as_written_hard_is_wary_of_a_duel_foe_until_it_reads_it_careful():
    seen = []

    def judge(fs, me, ctx, resting=False):
        seen.append(getattr(ctx, "wary", False))
        return 0.0

    for options, hits, wary in (({}, {}, True), ({}, {"cautious": 3, "planner": 1}, False),
                                ({}, {"cautious": 2, "planner": 2}, True),
                                ({"length": "last"}, {}, False)):
        s = positions(2, options, 1)[4]
        seat = s["actor"]
        # With its look ahead on: the plays' leaves are judged as the first choice is.
        for samples in (0, 3):
            bot = ai.make_bot("hard", RULES, 1)
            bot.samples, bot.budget_s = samples, None
            bot.judge = bot.judge_last = judge
            bot.reader.hits[1 - seat] = dict(hits)
            seen.clear()
            bot.choose(RULES, s, seat)
            assert seen and set(seen) == {wary}, (options, hits, samples)
