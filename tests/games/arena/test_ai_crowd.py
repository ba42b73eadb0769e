"""Hard as written at a table of three or more: reading whether the foes fight boldly
(ai_model.BoldReader) and the plainer judgement it uses against foes who do not
(ai_hard.value_crowd)."""
import math

import pytest

from games.arena import ai, ai_hard, ai_search
from games.arena import ai_eval as E
from games.arena.ai_model import BoldReader
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import arena, hard_after

LAST = {"length": "last"}


def reader_after(foe, rounds=3, seed=2000, options=None):
    """Hard's bold reader after `rounds` rounds of a six-fighter fight against five `foe`."""
    return hard_after(foe, rounds, seed, options).bold


@pytest.mark.parametrize("foe, bold", [("normal", True), ("random", False), ("greedy", False)])
def test_hard_reads_planners_as_bold_and_random_or_careful_fighters_as_not(foe, bold):
    reader = reader_after(foe)
    assert reader.seen >= reader.need
    # The verdict, asked in the middle of a turn (nothing more is counted then).
    assert reader.read({"phase": "move", "round": reader.at}, 0) is bold, (reader.bold_seen,
                                                                          reader.seen)


def test_to_the_last_the_bold_reader_is_not_used():
    reader = reader_after("random", options=LAST)
    assert reader.seen == 0


def test_in_the_first_round_only_the_foes_who_have_played_are_counted():
    # First player seat 1, I am seat 3: seats 1 and 2 have played (both déchaînée), seats 4 and 5
    # still stand en garde as they started, seat 0 plays last.
    s = arena(6, actor=3, first=1, f1={"posture": "dechainee"}, f2={"posture": "agressive"})
    reader = BoldReader()
    assert reader.read(RULES.observation(s, 3), 3) is True
    assert (reader.seen, reader.bold_seen) == (2, 2)
    # Read once a turn: the move phase of the same turn counts nothing more.
    assert reader.read(RULES.observation(s, 3), 3) is True
    assert reader.seen == 2


def test_the_table_is_bold_until_enough_postures_are_seen_then_by_their_share():
    reader = BoldReader(share=0.6, need=3)
    s = arena(6, actor=0, first=0, round_=2, f1={"posture": "garde"}, f2={"posture": "garde"},
              f3={"posture": "garde"}, f4={"posture": "garde"}, f5={"posture": "dechainee"})
    s["fighters"][3]["ground"] = True         # on the ground: its posture tells nothing
    s["fighters"][4]["hp"] = 0                # out
    fresh = BoldReader(share=0.6, need=3)
    fresh.seen, fresh.bold_seen = 2, 0
    assert fresh.read({"phase": "move", "round": 2}, 0) is True     # two seen: still bold
    assert reader.read(RULES.observation(s, 0), 0) is False
    assert (reader.seen, reader.bold_seen) == (3, 1)
    s["round"] = 3
    s["fighters"][1]["posture"] = "agressive"
    assert reader.read(RULES.observation(s, 0), 0) is False         # 3 bold of 6: 0.5 < 0.6
    assert (reader.seen, reader.bold_seen) == (6, 3)
    s["round"] = 4
    s["fighters"][3]["ground"] = False
    for f in s["fighters"][1:4]:
        f["posture"] = "agressive"
    assert reader.read(RULES.observation(s, 0), 0) is True          # 7 bold of 10
    assert (reader.seen, reader.bold_seen) == (10, 7)
    at_share = BoldReader(share=0.6, need=3)
    at_share.seen, at_share.bold_seen = 5, 3
    assert at_share.read({"phase": "move", "round": 2}, 0) is True  # 3 of 5: just bold
    at_share.bold_seen = 2
    assert at_share.read({"phase": "move", "round": 2}, 0) is False


def test_hard_judges_a_table_that_is_not_bold_by_value_crowd(monkeypatch):
    s = arena(6, actor=0, first=0, round_=3)
    obs = RULES.observation(s, 0)
    seen = []
    monkeypatch.setattr(ai_hard, "value_crowd", lambda fs, me: seen.append(me) or 0.5)
    for bold in (True, False):
        bot = ai.make_bot("hard", RULES, 1)
        bot.samples = 0
        bot.bold.read = lambda obs, me, bold=bold: bold
        seen.clear()
        bot.choose(RULES, obs, 0)
        assert bool(seen) is (not bold)
    # In a duel the reader is never asked (the duel has its own reading of the foe).
    duel = arena(2, actor=0, first=0, round_=3)
    bot = ai.make_bot("hard", RULES, 1)
    bot.samples = 0
    bot.bold.read = lambda obs, me: pytest.fail("read in a duel")
    bot.choose(RULES, RULES.observation(duel, 0), 0)


def test_the_look_ahead_judges_its_plays_as_the_turn_does():
    s = arena(6, actor=0, first=0, round_=3)
    ctx = E.Context(s, 0)
    ctx.bold = False
    fs = E.fighters_of(s)
    assert ai_search.context_at(ctx, fs, 5).bold is False
    ctx.bold = True
    assert ai_search.context_at(ctx, fs, 5).bold is True


def raw(fs, me=0):
    """value_crowd before it is put between 0 and 1 (in hit points)."""
    w = ai_hard.W_CROWD
    p = ai_hard.value_crowd(fs, me)
    return w["mid"] * -1 - w["scale"] * math.log(1 / p - 1)


def fighters(at, **edits):
    s = arena(3, actor=0, at=at)
    for key, edit in edits.items():
        s["fighters"][int(key[1:])].update(edit)
    return E.fighters_of(s)


def test_a_blow_of_random_strength_is_counted_from_the_exact_odds():
    assert ai_hard.random_blow(0) == pytest.approx(2.5)        # 1 to 4 dice, always a hit
    assert ai_hard.random_blow(4) == pytest.approx((0.001 + 0.036 + 0.192 + 0.460) / 4, abs=2e-3)
    assert ai_hard.random_blow(4) < ai_hard.random_blow(2) < ai_hard.random_blow(0)


def test_value_crowd_counts_the_foes_hit_points_each_foe_standing_and_my_troubles():
    w = ai_hard.W_CROWD
    far = "A1 G4 G1"                    # both foes six hexes from me: no exposure counted
    base = fighters(far)
    assert 0 < ai_hard.value_crowd(base, 0) < 1
    assert raw(base) == pytest.approx(-14 - 2 * w["kill"])
    assert raw(fighters(far, f1={"hp": 6})) - raw(base) == pytest.approx(1)
    one, felled = fighters(far, f1={"hp": 1}), fighters(far, f1={"hp": 0})
    assert raw(felled) - raw(one) == pytest.approx(1 + w["kill"])
    assert raw(base) - raw(fighters(far, f0={"ground": True})) == pytest.approx(w["ground"])
    assert raw(base) - raw(fighters(far, f0={"disarmed": True, "weapon": 0})) == pytest.approx(
        w["disarmed"])
    # The end of the fight: every foe felled is a win, my fall a loss.
    assert ai_hard.value_crowd(fighters(far, f1={"hp": 0}, f2={"hp": 0}), 0) == 1.0
    assert ai_hard.value_crowd(fighters(far, f0={"hp": 0}), 0) == 0.0


def test_value_crowd_weighs_a_random_blow_for_each_foe_next_to_me_and_less_for_one_in_reach():
    w = ai_hard.W_CROWD
    wild = {"posture": "dechainee"}
    alone = raw(fighters("A1 G4 G1", f0=wild))
    beside = raw(fighters("A1 A2 G1", f0=wild))           # one foe next to me
    in_reach = raw(fighters("A1 D1 G1", f0=wild))         # one three hexes away
    blow = ai_hard.random_blow(0)
    assert alone - beside == pytest.approx(w["safe"] * blow)
    assert alone - in_reach == pytest.approx(w["safe"] * w["far"] * blow)
    guarded = raw(fighters("A1 A2 G1", f0={"posture": "garde"}))
    assert alone - guarded == pytest.approx(w["safe"] * ai_hard.random_blow(4))


def test_in_a_duel_the_clock_s_judgement_stays_whatever_the_reading():
    s = arena(2, actor=0, at="A1 G4")
    fs = E.fighters_of(s)
    ctx = E.Context(s, 0)
    clock = ai_hard.value(fs, 0, ctx)
    ctx.bold = False
    assert ai_hard.value(fs, 0, ctx) == clock != ai_hard.value_crowd(fs, 0)


def table_ctx(round_, bold=False):
    """Hard's context at a table of three, round `round_`, its table read bold or not."""
    ctx = E.Context(arena(3, actor=0, round_=round_), 0)
    ctx.bold = bold
    return ctx


def test_in_its_last_two_turns_at_a_table_not_bold_hard_counts_only_a_win():
    # One foe left at 2 hit points in the corner G4 (the other felled on G1); I end my turn next
    # to it (G3) or six hexes away (A1), out of any walk's reach.
    near = fighters("G3 G4 G1", f1={"hp": 2}, f2={"hp": 0})
    far = fighters("A1 G4 G1", f1={"hp": 2}, f2={"hp": 0})
    # Earlier the plain reading keeps away from the foe; one turn before the end, the chance to
    # fell it next turn leads (a blow of 4 dice fells it unless it takes 3 or 4 defence dice).
    assert ai_hard.value(near, 0, table_ctx(5)) < ai_hard.value(far, 0, table_ctx(5))
    chance = (E.hit_p(4, 0) + E.hit_p(4, 1) + E.hit_p(4, 2)) / 5
    assert ai_hard.finishing_chance(near, 0) == pytest.approx(chance)
    assert ai_hard.finishing_chance(far, 0) == 0.0
    end = ai_hard.END_PLAIN
    assert ai_hard.value(near, 0, table_ctx(9)) == pytest.approx(
        chance + end * ai_hard.value_crowd(near, 0))
    assert ai_hard.value(far, 0, table_ctx(9)) == pytest.approx(end * ai_hard.value_crowd(far, 0))
    # On the last turn a foe still standing leaves only the plain reading's hundredth; the last
    # foe felled is the win.
    for fs in (near, far):
        assert ai_hard.value(fs, 0, table_ctx(10)) == pytest.approx(
            end * ai_hard.value_crowd(fs, 0))
    assert ai_hard.value(fighters("G3 G4 G1", f1={"hp": 0}, f2={"hp": 0}), 0, table_ctx(10)) == 1
    # Two foes standing: one blow cannot fell both, so no chance is counted.
    two = fighters("G3 G4 G1", f1={"hp": 2}, f2={"hp": 1})
    assert ai_hard.value(two, 0, table_ctx(9)) == pytest.approx(end * ai_hard.value_crowd(two, 0))
    # Two turns left after this one: still the plain reading alone.
    assert ai_hard.value(near, 0, table_ctx(8)) == ai_hard.value_crowd(near, 0)
    # The hundredth of the plain reading still tells where to end a walk when nothing is won.
    assert 0 < ai_hard.value(near, 0, table_ctx(10)) < ai_hard.value(far, 0, table_ctx(10))
    # At a bold table the clock's judgement stays to the end.
    assert ai_hard.value(near, 0, table_ctx(9, bold=True)) != ai_hard.value(near, 0, table_ctx(9))


def test_one_turn_before_the_end_a_resting_foe_s_point_back_is_counted_unless_my_turn_hurt_it():
    # The last foe (G4) rests en garde at 2 hit points as my turn begins: unless my turn hurts
    # it, it has 3 when my next turn comes, and a blow of 4 dice then fells it only against
    # 0 or 1 defence dice.
    s = arena(3, actor=0, at="G3 G4 G1", round_=9, f1={"hp": 2, "resting": True},
              f2={"hp": 0})
    ctx = E.Context(s, 0)
    ctx.bold = False
    assert ctx.resting == {1: 2}
    unhurt = E.fighters_of(s)
    back = (E.hit_p(4, 0) + E.hit_p(4, 1)) / 5
    assert ai_hard.finishing_chance(unhurt, 0, ctx.resting) == pytest.approx(back)
    assert ai_hard.value(unhurt, 0, ctx) == pytest.approx(
        back + ai_hard.END_PLAIN * ai_hard.value_crowd(unhurt, 0))
    # Hurt by my turn (1 hit point left), it gets nothing back: any blow of 4 dice that lands
    # fells it, whatever its guard.
    hurt = fighters("G3 G4 G1", f1={"hp": 1}, f2={"hp": 0})
    felling = sum(E.hit_p(4, d) for d in range(5)) / 5
    assert ai_hard.finishing_chance(hurt, 0, ctx.resting) == pytest.approx(felling)
    # Without the rest known (as before), the 2 hit points are read as they stand.
    assert ai_hard.finishing_chance(unhurt, 0) > back
    # A foe resting at full hit points has nothing to get back.
    full = arena(3, actor=0, at="G3 G4 G1", round_=9, f1={"resting": True}, f2={"hp": 0})
    c = E.Context(full, 0)
    assert ai_hard.finishing_chance(E.fighters_of(full), 0, c.resting) == \
        ai_hard.finishing_chance(E.fighters_of(full), 0)


def test_the_look_ahead_counts_my_last_blow_that_fells_the_last_foe_as_a_win():
    # Round 10, as written; I (seat 2, on the ground) close the round and my blow from the ground
    # is sure to fell the last foe (1 hit point, no defence dice). The play is a win, not one
    # that ran past the end of round 10.
    s = arena(3, actor=2, first=0, at="G1 A2 A1", round_=10, f0={"hp": 0},
              f1={"hp": 1, "posture": "dechainee"}, f2={"ground": True})
    fs = E.fighters_of(s)
    blow = ai_search.Plan(fs, 2, [["attack", 1]])
    v = ai_search.rollout(blow, fs, 2, set(), ai_search._Rng(1), E.Context(s, 2),
                          lambda *a: 0.5, 0, 0)
    assert v == 1.0
