"""ARENA's computer players: legal moves at every kind of decision, sensible choices in set-up
positions, repeatability, and the heuristic's range."""
import random

import pytest

from engine.ai import make_bot as engine_make_bot
from engine.rules import CHANCE
from games.arena import ai
from games.arena.board import NBRS, distance
from games.arena.rules import RULES


def started(seats, first=0):
    s = RULES.initial_state(seats, {}, 7)
    s, _ = RULES.apply(s, ["first", first])
    return s


def place(s, seat, hex_, hp=7, posture="garde", ground=False, weapon=None):
    f = s["fighters"][seat]
    f.update(hex=hex_, hp=hp, posture=posture, ground=ground, disarmed=weapon is not None,
             weapon=weapon)


def play_turn(bot, s, seat):
    """Let `bot` play its whole turn (dice from the state's generator); the state after it."""
    RULES.check_invariants(s)
    while s["actor"] is not None and s["actor"] in (seat, CHANCE):
        a = RULES.chance_action(s) if s["actor"] == CHANCE else bot.choose(RULES, s, seat)
        if s["actor"] == seat:
            assert a in RULES.legal_actions(s)
        s, _ = RULES.apply(s, a)
        if s["actor"] not in (seat, CHANCE) or s["phase"] == "over":
            break
    return s


def fixed(bot, samples=4):
    """The bot with a fixed amount of search work and no clock: its moves depend on the seed alone
    (hard's search; the other levels do not search)."""
    if getattr(bot, "samples", 0) and hasattr(bot, "budget_s"):
        bot.samples, bot.budget_s = samples, None
    return bot


def hard(seed, samples=4):
    return fixed(ai.make_bot("hard", RULES, seed), samples)


def test_levels_we_leave_to_the_engine():
    assert ai.make_bot("random", RULES, 1) is None
    assert ai.make_bot("greedy", RULES, 1) is None
    for level in ("easy", "normal", "hard"):
        assert ai.make_bot(level, RULES, 1) is not None


@pytest.mark.parametrize("seats,levels", [
    (2, ["hard", "easy"]), (3, ["normal", "hard", "random"]),
    (6, ["hard", "normal", "easy", "random", "hard", "greedy"]),
])
def test_bots_play_only_legal_actions_through_whole_games(seats, levels):
    kinds = set()
    for seed in range(3):
        s = RULES.initial_state(seats, {}, seed)
        bots = [fixed(engine_make_bot(lv, RULES, ai, seed * 10 + i), 1)
                for i, lv in enumerate(levels)]
        while s["actor"] is not None:
            who = s["actor"]
            if who == CHANCE:
                a = RULES.chance_action(s)
            else:
                legal = RULES.legal_actions(s)
                a = bots[who].choose(RULES, s, who)
                assert a in legal, (a, legal)
                kinds.add((s["phase"], a[0]))
            s, _ = RULES.apply(s, a)
            RULES.check_invariants(s)
    assert ("posture", "posture") in kinds and ("move", "step") in kinds
    assert ("move", "attack") in kinds or ("posture", "attack") in kinds


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_legal_on_the_ground_disarmed_and_at_the_walks_end(level):
    bot = fixed(ai.make_bot(level, RULES, 3))
    # On the ground next to a foe: get up or strike from the ground.
    s = started(2)
    place(s, 0, 18, hp=5, ground=True)
    place(s, 1, 19, hp=4, posture="agressive")
    assert bot.choose(RULES, s, 0) in RULES.legal_actions(s)
    # Disarmed on the weapon's hex: a posture or the pick-up.
    s = started(2)
    place(s, 0, 18, hp=5, weapon=18)
    place(s, 1, 30, hp=6, posture="balancee")
    a = bot.choose(RULES, s, 0)
    assert a in RULES.legal_actions(s)
    # The walk complete next to a foe, no blow yet: strike or end.
    s = started(2)
    place(s, 0, 17, posture="garde")
    place(s, 1, 19, hp=6, posture="balancee")
    s, _ = RULES.apply(s, ["posture", "defensive"])
    s, _ = RULES.apply(s, ["step", 18])
    assert s["phase"] == "move" and ["end"] in RULES.legal_actions(s)
    assert bot.choose(RULES, s, 0) in RULES.legal_actions(s)


def test_hard_takes_a_sure_knock_out():
    for seed in range(4):
        s = started(3)
        place(s, 0, 18)
        place(s, 1, 19, hp=1, posture="dechainee")     # no defence die: any blow lands
        place(s, 2, 0, hp=7, posture="balancee")
        bot = hard(seed)
        s = play_turn(bot, s, 0)
        assert s["fighters"][1]["hp"] == 0


def test_hard_wins_a_duel_when_the_blow_is_sure():
    s = started(2)
    place(s, 0, 10)
    place(s, 1, 26, hp=2, posture="agressive")           # 4 dice against 1: ...
    place(s, 1, 26, hp=2, posture="dechainee")           # ... and against 0 dice: sure
    s = play_turn(hard(0), s, 0)
    assert s["phase"] == "over" and s["winner"] == 0


def test_hard_keeps_away_from_three_strong_attackers():
    for seed in range(3):
        s = started(4)
        # Three fresh foes in a clump on one side, I stand far on the other with room to walk.
        place(s, 1, 0, posture="agressive")
        place(s, 2, 1, posture="agressive")
        place(s, 3, 4, posture="agressive")
        place(s, 0, 32, hp=4)
        bot = hard(seed)
        s = play_turn(bot, s, 0)
        me = s["fighters"][0]["hex"]
        for j in (1, 2, 3):
            assert distance(me, s["fighters"][j]["hex"]) >= 2


def test_hard_picks_up_its_weapon_at_full_strength_and_gets_up_when_no_one_is_near():
    s = started(2)
    place(s, 0, 33, hp=7, weapon=33)
    place(s, 1, 3, hp=6, posture="garde")
    assert hard(0).choose(RULES, s, 0)[0] == "pickup"
    # Wounded, and wary of a foe it has not read yet, it may take its rest point first: never
    # a walk away from its weapon.
    place(s, 0, 33, hp=6, weapon=33)
    act = hard(0).choose(RULES, s, 0)
    assert act[0] == "pickup" or act == ["posture", "garde"]
    s = started(2)
    place(s, 0, 33, hp=6, ground=True)
    place(s, 1, 3, hp=6, posture="garde")
    assert hard(0).choose(RULES, s, 0)[0] == "up"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_moves(level):
    # hard searches at each decision: 30 steps (each of its four fighters decides at least
    # once) keep the default tier short
    steps = 30 if level == "hard" else 60

    def run(seed):
        s = RULES.initial_state(4, {}, 11)
        bots = [fixed(ai.make_bot(level, RULES, seed + i)) for i in range(4)]
        out = []
        while s["actor"] is not None and len(out) < steps:
            who = s["actor"]
            a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
            out.append(a)
            s, _ = RULES.apply(s, a)
        return out
    assert run(5) == run(5)


@pytest.mark.slow      # hundreds of random positions: a long run, for the release tier
def test_heuristic_stays_in_range_over_random_playouts():
    rng = random.Random(2)
    seen = set()
    for seats in (2, 3, 6):
        for g in range(4):
            s = RULES.initial_state(seats, {}, g)
            while True:
                for seat in range(seats):
                    v = ai.heuristic(s, seat)
                    assert -1.0 <= v <= 1.0
                    seen.add(round(v, 2))
                if s["actor"] is None:
                    break
                a = (RULES.chance_action(s) if s["actor"] == CHANCE
                     else rng.choice(RULES.legal_actions(s)))
                s, _ = RULES.apply(s, a)
    assert len(seen) > 10           # it tells positions apart


def test_heuristic_likes_my_hit_points_and_dislikes_theirs():
    s = started(2)
    place(s, 0, 0, hp=7)
    place(s, 1, 36, hp=3)
    good = ai.heuristic(s, 0)
    place(s, 0, 0, hp=3)
    place(s, 1, 36, hp=7)
    assert ai.heuristic(s, 0) < good
    assert NBRS  # the board module is what the bots walk on


def first_blow(bot, s, seat=0):
    """The actions `bot` plays in its turn up to and including its blow (or the whole-turn action
    it takes instead), without rolling the dice."""
    acts = []
    while len(acts) < 8:
        a = bot.choose(RULES, s, seat)
        assert a in RULES.legal_actions(s)
        acts.append(a)
        if a[0] in ("attack", "up", "pickup") or a == ["posture", "garde"]:
            break
        s, _ = RULES.apply(s, a)
    return acts


def test_hard_strikes_the_foe_with_the_weaker_guard():
    # Two fresh foes next to me: one défensive (3 defence dice), one déchaînée (none).
    for seed in range(3):
        s = started(3)
        place(s, 0, 18)
        place(s, 1, 19, posture="defensive")
        place(s, 2, 17, posture="dechainee")
        acts = first_blow(hard(seed), s)
        assert acts[-1] == ["attack", 2]
        assert acts[0] in (["posture", "dechainee"], ["posture", "agressive"])


def test_hard_knocks_down_a_foe_en_garde_with_a_dechaine_blow():
    # A duel, the foe resting en garde: only a déchaîné blow gets past 4 defence dice, and it
    # always knocks the foe down (its next turn goes on getting up).
    for hp in (7, 3):
        s = started(2)
        place(s, 0, 18, hp=hp)
        place(s, 1, 19, hp=2, posture="garde")
        s["fighters"][1]["resting"] = True
        acts = first_blow(hard(0), s)
        assert acts[0] == ["posture", "dechainee"] and acts[-1] == ["attack", 1]


def test_hard_finishes_a_foe_at_one_hit_point():
    # Two foes in the same posture next to me: the one at 1 hit point falls to any blow that
    # lands, the other would only lose 2 of its 7.
    for seed in range(3):
        s = started(3)
        s["round"] = 4
        place(s, 0, 18)
        place(s, 1, 19, hp=1, posture="balancee")
        place(s, 2, 17, hp=7, posture="balancee")
        assert first_blow(hard(seed), s)[-1] == ["attack", 1]


def test_hard_goes_for_a_blow_from_the_first_round():
    # Five foes, none in reach of a standing start: hard does not rest the turn away, it takes
    # the posture that reaches someone and strikes.
    s = started(6)
    place(s, 2, 12, posture="agressive")
    acts = first_blow(hard(0), s)
    assert acts[-1][0] == "attack"


def test_hard_same_seed_same_move_in_one_position():
    s = started(6)
    place(s, 1, 12, posture="balancee")
    place(s, 3, 24, hp=3, posture="agressive")
    moves = {tuple(map(tuple, first_blow(hard(9), s))) for _ in range(3)}
    assert len(moves) == 1


def test_hard_searches_and_with_fixed_work_the_same_seed_gives_the_same_move():
    # Mid-game, six fighters: the search runs (its statistics say how many samples it played)
    # and, without a clock, two bots of the same seed choose the same plan step by step.
    s = started(6)
    place(s, 1, 12, posture="balancee", hp=4)
    place(s, 3, 24, hp=3, posture="agressive")
    place(s, 4, 17, hp=5, posture="garde")
    runs = []
    for _ in range(2):
        bot = hard(21, samples=8)
        runs.append(first_blow(bot, s))
        assert bot.last[0] == 8 and len(bot.last[1]) > 1
    assert runs[0] == runs[1]
    # The clock is the default: hard's budget stays under the 2-second limit, normal's is no search.
    full = ai.make_bot("hard", RULES, 1)
    assert 0 < full.budget_s <= 2.0 and full.samples > 0
    assert not ai.make_bot("normal", RULES, 1).samples


@pytest.mark.parametrize("length", ["ten", "last"])
def test_hard_strikes_the_finishing_blow_that_wins_the_fight(length):
    # Two foes left, one at 1 hit point next to me in déchaînée (no defence die: any blow lands);
    # the other far and whole. Felling the weak one now is plain; so is doing it in both settings.
    for seed in range(3):
        s = RULES.initial_state(3, {"length": length}, 7)
        s, _ = RULES.apply(s, ["first", 0])
        s["round"] = 3
        place(s, 0, 18, hp=6)
        place(s, 1, 19, hp=1, posture="dechainee")
        place(s, 2, 0, hp=7, posture="garde")
        assert first_blow(hard(seed), s)[-1] == ["attack", 1]


@pytest.mark.parametrize("length", ["ten", "last"])
def test_hard_at_one_hit_point_does_not_walk_up_to_a_fresh_killer(length):
    # A duel, me at 1 hit point: the foe (7 hit points, déchaînée next turn reaches 5 hexes) stands
    # at distance 4. Walking up to it for a blow of 1 point at best would leave me at its mercy;
    # hard stays out of its reach or at least never ends its turn next to it.
    for seed in range(3):
        s = RULES.initial_state(2, {"length": length}, 7)
        s, _ = RULES.apply(s, ["first", 0])
        place(s, 0, 0, hp=1)
        place(s, 1, 36, hp=7, posture="garde")
        s["round"] = 2
        s = play_turn(hard(seed), s, 0)
        assert distance(s["fighters"][0]["hex"], s["fighters"][1]["hex"]) > 1


# Every run plays the duel to the last, where two careful fighters could rest for ever and the
# Masters' count must stop them; the other three tables in the long tier (the rules' own
# playouts end both settings at every seat count in every run).
@pytest.mark.parametrize("seats, length", [(2, "last")] + [
    pytest.param(n, length, marks=pytest.mark.slow) for n, length in ((2, "ten"), (6, "ten"),
                                                                      (6, "last"))])
def test_self_play_with_hard_ends_in_both_settings(length, seats):
    levels = ["hard", "greedy", "random", "easy", "normal", "greedy"][:seats]
    for seed in range(2):
        s = RULES.initial_state(seats, {"length": length}, 40 + seed)
        bots = [fixed(engine_make_bot(lv, RULES, ai, seed * 7 + i), 1)
                for i, lv in enumerate(levels)]
        plies = 0
        while s["actor"] is not None:
            who = s["actor"]
            a = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
            s, _ = RULES.apply(s, a)
            plies += 1
            assert plies < 20000
        assert s["phase"] == "over"
        if length == "ten":
            assert s["round"] <= 10
