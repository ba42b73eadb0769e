"""Hard as written at a table of three or more: reading whether the foes fight boldly
(ai_model.BoldReader) and the plainer judgement it uses against foes who do not
(ai_hard.value_crowd)."""
import pytest

from games.arena import ai, ai_hard, ai_search
from games.arena import ai_eval as E
from games.arena.ai_model import BoldReader
from games.arena.board import NBRS
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
    assert (reader.bold_seen >= reader.share * reader.seen) is bold, (reader.bold_seen,
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


def test_value_crowd_counts_the_foes_hit_points_and_where_i_stand():
    s = arena(3, actor=0, at="D4 A1 G4")
    fs = E.fighters_of(s)
    base = ai_hard.value_crowd(fs, 0)
    assert 0 < base < 1

    def with_(i, **kw):
        out = list(fs)
        f = list(out[i])
        for k, v in kw.items():
            f[{"hex": E.HEX, "hp": E.HP, "post": E.POST, "ground": E.GROUND}[k]] = v
        out[i] = tuple(f)
        return out

    # A foe's wound is worth having; a foe felled more (it no longer stands).
    assert ai_hard.value_crowd(with_(1, hp=5), 0) > base
    assert ai_hard.value_crowd(with_(1, hp=0), 0) > ai_hard.value_crowd(with_(1, hp=1), 0)
    # Next to a foe, left without defence (déchaîné), is worse than en garde there.
    beside = NBRS[fs[1][E.HEX]][0]
    exposed = with_(0, hex=beside, post="dechainee")
    guarded = with_(0, hex=beside, post="garde")
    assert ai_hard.value_crowd(exposed, 0) < ai_hard.value_crowd(guarded, 0)
    # Next to a foe is worse than far from all, in the same posture.
    assert ai_hard.value_crowd(exposed, 0) < ai_hard.value_crowd(with_(0, post="dechainee"), 0)
    # On the ground is worse than standing.
    assert ai_hard.value_crowd(with_(0, ground=True), 0) < base
    # The end of the fight: every foe felled is a win, my fall a loss.
    felled = with_(1, hp=0)
    felled[2] = with_(2, hp=0)[2]
    assert ai_hard.value_crowd(felled, 0) == 1.0
    assert ai_hard.value_crowd(with_(0, hp=0), 0) == 0.0
