"""ARENA's hard fighter to the last and the Masters' count: it strikes when a level fight is about
to be stopped, keeps quiet when the stop would crown it, and its look ahead plays the count."""
from games.arena import ai, ai_eval, ai_search
from games.arena.board import distance
from games.arena.rules import CALM, RULES


def duel_to_the_last(first, calm, me_hp=7, foe_hp=7, foe_hex=4, foe_posture="defensive"):
    """A duel to the last at round 5; seat 0 at hex 31, the foe (seat 1) at `foe_hex`."""
    s = RULES.initial_state(2, {"length": "last"}, 7)
    s, _ = RULES.apply(s, ["first", first])
    if s["actor"] != 0:                 # seat 1 opens the round: it rests, seat 0 closes
        s, _ = RULES.apply(s, ["posture", "garde"])
    s["round"] = 5
    s["calm"] = calm
    s["low"] = 14 if me_hp + foe_hp == 14 else min(13, me_hp + foe_hp)
    for seat, hex_, hp, posture in ((0, 31, me_hp, "garde"), (1, foe_hex, foe_hp, foe_posture)):
        s["fighters"][seat].update(hex=hex_, hp=hp, posture=posture, resting=False)
    return s


def first_act_with_blow(bot, s):
    """The actions of seat 0's turn up to its blow or its whole-turn action (dice not rolled)."""
    acts = []
    while len(acts) < 8:
        a = bot.choose(RULES, s, 0)
        assert a in RULES.legal_actions(s)
        acts.append(a)
        if a[0] in ("attack", "up", "pickup") or a == ["posture", "garde"]:
            break
        s, _ = RULES.apply(s, a)
        if s["actor"] != 0:
            break
    return acts


def hard(seed):
    bot = ai.make_bot("hard", RULES, seed)
    bot.samples, bot.budget_s = 4, None
    return bot


def test_level_when_the_count_ends_with_my_turn_hard_strikes():
    # Four quiet rounds: unless a wound comes in this round, which my turn closes, the Masters
    # dismiss us both (level at 7). The foe, défensive, stands 3 hexes away: a blow means walking
    # up to it, exposed. Only a blow can win; hard strikes.
    for seed in range(3):
        s = duel_to_the_last(first=1, calm=CALM - 1, foe_hex=12)
        assert s["actor"] == 0 and distance(31, 12) == 3
        assert first_act_with_blow(hard(seed), s)[-1][0] == "attack"


def test_ahead_when_the_count_ends_with_my_turn_hard_keeps_quiet():
    # The same, but I lead 7 to 6: the stop at the end of my turn crowns me; a blow that lands
    # would start the count again. Hard does not strike.
    for seed in range(3):
        s = duel_to_the_last(first=1, calm=CALM - 1, foe_hp=6, foe_hex=12)
        s["low"] = 13
        assert all(a[0] != "attack" for a in first_act_with_blow(hard(seed), s))


def test_the_search_plays_the_masters_count_at_the_round_s_end():
    # A rollout that passes the end of a round without a new low, with the count at its last
    # round, ends there: won when I am alone at the top, lost when level.
    s = duel_to_the_last(first=0, calm=CALM - 1, foe_hex=4, foe_posture="garde")
    for mine, expect in ((7, 0.0), (6, 0.0)):
        s["fighters"][0]["hp"] = mine
        s["low"] = 7 + mine
        pl = ai.Planner(RULES.observation(s, 0), 0, judge=ai.H.value_last)
        fs = ai_eval.fighters_of(s)
        rest = ai_search.Plan(fs, 0, [["posture", "garde"]])
        v = ai_search.rollout(rest, fs, 0, set(), ai_search._Rng(1), pl.ctx,
                              lambda *a: 0.5, s["first"], None, reply=lambda *a: [["posture",
                                                                                   "garde"]])
        assert v == expect
    s["fighters"][1]["hp"] = 6
    s["fighters"][0]["hp"] = 7
    s["low"] = 13
    pl = ai.Planner(RULES.observation(s, 0), 0, judge=ai.H.value_last)
    fs = ai_eval.fighters_of(s)
    rest = ai_search.Plan(fs, 0, [["posture", "garde"]])
    v = ai_search.rollout(rest, fs, 0, set(), ai_search._Rng(1), pl.ctx, lambda *a: 0.5,
                          s["first"], None, reply=lambda *a: [["posture", "garde"]])
    assert v == 1.0


def test_a_duel_is_weighed_as_a_quiet_fight_a_table_of_six_is_not():
    # Level, with three quiet rounds to go before the count runs out: in a duel between careful
    # fighters that stop is likely, and a level stop dismisses both, so little of the position's
    # worth is left; at a table of six someone is nearly always hurt before then.
    s = duel_to_the_last(first=1, calm=CALM - 3, foe_hex=16, foe_posture="garde")
    fs = ai_eval.fighters_of(s)
    ctx = ai_eval.Context(RULES.observation(s, 0), 0)
    duel = ai.H.masters(fs, 0, ctx, 7, [fs[1]], 1.0)
    ctx.n = 6
    table = ai.H.masters(fs, 0, ctx, 7, [fs[1]], 1.0)
    assert duel < 0.2 < 0.7 < table
    # Ahead by two (a point rested back still leaves me on top), the likely stop is mine.
    s["fighters"][1]["hp"] = 5
    s["low"] = 12
    fs = ai_eval.fighters_of(s)
    ctx = ai_eval.Context(RULES.observation(s, 0), 0)
    assert ai.H.masters(fs, 0, ctx, 7, [fs[1]], 0.5) > 0.9


def test_a_round_more_plays_my_own_later_turn_by_the_foes_model():
    # With a round more of look ahead, the turn after my next one is mine too: when the foes are
    # played by a model, so is that turn of mine (not by the crowd's quick foe_turn).
    s = duel_to_the_last(first=0, calm=0, foe_hex=4, foe_posture="garde")
    pl = ai.Planner(RULES.observation(s, 0), 0, judge=ai.H.value_last)
    fs = ai_eval.fighters_of(s)
    rest = ai_search.Plan(fs, 0, [["posture", "garde"]])
    seen = []

    def reply(fs, seat, ctx, turns_left, rng=None, resting=()):
        seen.append(seat)
        return [["posture", "garde"]]

    for depth, seats in ((0, [1]), (1, [1, 0, 1])):
        seen.clear()
        ai_search.rollout(rest, fs, 0, set(), ai_search._Rng(1), pl.ctx, lambda *a: 0.5,
                          s["first"], None, depth, reply)
        assert seen == seats


def test_hard_looks_a_round_further_only_in_a_duel_to_the_last(monkeypatch):
    # The extra round is for a duel's modelled foe to the last; as written, and with six
    # fighters to the last (the quick model), the look ahead stops at hard's next turn.
    depths = []

    def search(planner, plans, rng, samples, keep, budget_s, first, rounds_left, resting,
               depth=0, leaf=None, reply=None, margin=0.05):
        depths.append((depth, reply is not None))
        return plans[0][1], (0, [])

    monkeypatch.setattr(ai.S, "search", search)
    for seats, options, expect in ((2, {"length": "last"}, (1, True)),
                                   (2, {}, (0, True)),
                                   (6, {"length": "last"}, (0, False))):
        s = RULES.initial_state(seats, options, 3)
        s, _ = RULES.apply(s, ["first", 0])
        bot = hard(0)
        if seats > 2:
            bot.table.careful = lambda: True    # a table read as careful: hard searches
        depths.clear()
        bot.choose(RULES, s, 0)
        assert depths == [expect]


def test_the_modelled_turns_of_a_play_see_the_masters_count_as_it_stands_then():
    # My turn closes the round (the foe opens it): each round's end passed in a play moves the
    # count on, and every modelled turn after it judges by that count (its stop, its verdict),
    # not by the count at the play's start.
    s = duel_to_the_last(first=1, calm=0, foe_hex=4, foe_posture="garde")
    assert s["actor"] == 0
    pl = ai.Planner(RULES.observation(s, 0), 0, judge=ai.H.value_last)
    fs = ai_eval.fighters_of(s)
    rest = ai_search.Plan(fs, 0, [["posture", "garde"]])
    seen = []

    def reply(fs, seat, ctx, turns_left, rng=None, resting=()):
        seen.append((seat, ctx.calm, ctx.low))
        return [["posture", "garde"]]

    ai_search.rollout(rest, fs, 0, set(), ai_search._Rng(1), pl.ctx, lambda *a: 0.5,
                      s["first"], None, 1, reply)
    assert seen == [(1, 1, 14), (0, 1, 14), (1, 2, 14)]
    assert pl.ctx.calm == 0                 # the planner's own context is left as it was


def test_level_with_my_blows_ahead_when_the_count_ends_with_my_turn_hard_keeps_quiet():
    # As in the test where hard strikes, level at 7 with four quiet rounds, but my blows have
    # taken 2 hit points and the foe's none: the stop at the end of my turn crowns me (the
    # Masters' second count), and a blow that lands would start the count again.
    for seed in range(3):
        s = duel_to_the_last(first=1, calm=CALM - 1, foe_hex=12)
        s["taken"] = [2, 0]
        assert all(a[0] != "attack" for a in first_act_with_blow(hard(seed), s))


def test_the_search_and_the_judgement_see_the_masters_second_count():
    s = duel_to_the_last(first=0, calm=CALM - 1, foe_hex=4, foe_posture="garde")
    fs = ai_eval.fighters_of(s)
    for taken, expect in (([1, 0], 1.0), ([1, 1], 0.0), ([0, 1], 0.0)):
        s["taken"] = taken
        assert ai_eval.crowned(fs, 0, taken) == bool(expect)
        pl = ai.Planner(RULES.observation(s, 0), 0, judge=ai.H.value_last)
        rest = ai_search.Plan(fs, 0, [["posture", "garde"]])
        v = ai_search.rollout(rest, list(fs), 0, set(), ai_search._Rng(1), pl.ctx,
                              lambda *a: 0.5, s["first"], None, reply=lambda *a: [["posture",
                                                                                   "garde"]])
        assert v == expect


def test_the_verdict_weighed_rounds_ahead_counts_the_blows_and_the_model_s_stop_too():
    from games.arena import ai_model
    # Level at 7 with three quiet rounds to go: the likely stop is worth more to me when my
    # blows took the most, and the modelled turns keep the count (context_at).
    s = duel_to_the_last(first=1, calm=CALM - 3, foe_hex=16, foe_posture="garde")
    fs = ai_eval.fighters_of(s)
    worth = []
    for taken in ([2, 0], [0, 2]):
        s["taken"] = taken
        ctx = ai_eval.Context(RULES.observation(s, 0), 0)
        worth.append(ai.H.masters(fs, 0, ctx, 7, [fs[1]], 0.3))
        assert ai_search.context_at(ctx, fs, 5).taken == taken
    assert worth[0] > 0.5 > worth[1]
    # The cautious model (hard's own later turns, a duel foe's) at the stop its turn closes.
    s = duel_to_the_last(first=1, calm=CALM - 1, foe_hex=16, foe_posture="garde")
    for taken, expect in (([1, 0], 1.0), ([0, 1], 0.0), ([1, 1], 0.0)):
        s["taken"] = taken
        ctx = ai_eval.Context(RULES.observation(s, 0), 0)
        judge = ai_model._Judge(ctx, 0, ctx.turns_left, ai_search.context_at, set())
        assert judge(ai_eval.fighters_of(s), ends=True) == expect
