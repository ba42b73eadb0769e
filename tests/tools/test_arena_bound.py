"""tools/arena_bound.py: the test-only fighter that cannot be hurt (or also knows the dice), for
ARENA's strength bounds; tools/strength.py --work and tools/move_times.py on ARENA."""
import json

import pytest

from engine.ai import make_bot
from engine.rules import CHANCE
from games.arena import ai
from games.arena.rules import RULES
from tools import arena_bound, move_times, strength


def bound_game(seats, options, seed, me, turn, after_turn=None, after_action=None):
    """A game of easy fighters with the bound fighter at seat `me`, its turns played by
    `turn(state)`; `after_turn(hex before, state)` and `after_action(state)` check as it goes.
    (turns, blows that took hit points)."""
    s = RULES.initial_state(seats, options, seed)
    bots = [ai.make_bot("easy", RULES, i) for i in range(seats)]
    blows = turns = 0
    while s["actor"] is not None:
        who = s["actor"]
        if who == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
        elif who == me and s["phase"] == "posture":
            here, before = s["fighters"][me]["hex"], sum(f["hp"] for f in s["fighters"])
            s = turn(s)
            if after_turn:
                after_turn(here, s)
            turns += 1
            blows += sum(f["hp"] for f in s["fighters"]) < before
        else:
            s, _ = RULES.apply(s, bots[who].choose(RULES, s, who))
        arena_bound._heal(s, me)          # the others' blows, as the tool's games do
        if after_action:
            after_action(s)
    return turns, blows


def test_the_bound_fighter_is_never_hurt_and_strikes_every_turn():
    me = 2

    def unhurt(s):
        assert s["fighters"][me]["hp"] == 7 and not s["fighters"][me]["ground"]
    for kind in ("invulnerable", "oracle"):
        turns, blows = bound_game(6, {}, 3, me, lambda s: arena_bound.bound_turn(s, me, kind),
                                  after_action=unhurt)
        assert turns > 3 and blows > turns // 3


def test_the_walking_bound_fighter_is_never_hurt_and_only_walks():
    from games.arena.board import distance
    me = 1

    def walked(here, s):
        # Whatever its blow's dice did, it ends its own turn unhurt and on its feet.
        assert s["fighters"][me]["hp"] == 7 and not s["fighters"][me]["ground"]
        assert not s["fighters"][me]["disarmed"]
        # A walk of at most four hexes (déchaînée), never a jump next to a far foe.
        assert distance(here, s["fighters"][me]["hex"]) <= 4
        assert s["actor"] != me
    for seats, options in ((6, {}), (2, {"length": "last"})):
        turns, blows = bound_game(seats, options, 5, me,
                                  lambda s: arena_bound.walker_turn(s, me), after_turn=walked)
        assert turns >= 2 and blows > turns // 3


def test_bound_games_end_in_both_settings():
    for options in ({}, {"length": "last"}):
        results = [arena_bound.play((2, "random", 5 + g, g % 2, options, kind))
                   for g in range(2) for kind in ("invulnerable", "walker")]
        assert all(r in (0.0, 1.0) for r in results)


@pytest.mark.slow      # whole games of the bound's cheats: a long run, for the release tier
def test_the_bound_counts_the_blows_its_cheat_spared_it():
    # Five greedy fighters to the last strike a walker left without defence dice again and again.
    games = [arena_bound.game((6, "greedy", 1000 + g, g % 6, {"length": "last"}, "walker"))
             for g in range(3)]
    assert all(won in (0.0, 1.0) for won, _hits, _taken in games)
    hits = sum(g[1] for g in games)
    taken = sum(g[2] for g in games)
    assert hits > 3 and taken >= hits       # each blow that lands takes at least 1 hit point
    assert arena_bound.play((6, "greedy", 1000, 0, {"length": "last"}, "walker")) == games[0][0]
    # Counted again from the rules' events of the same game: the blows on the bound fighter only.
    me, landed = 0, []
    s = RULES.initial_state(6, {"length": "last"}, 1000)
    bots = [make_bot("greedy", RULES, ai, 1000 * 31 + i) for i in range(6)]
    while s["actor"] is not None:
        who = s["actor"]
        if who == CHANCE:
            s, events = RULES.apply(s, RULES.chance_action(s))
            landed += [e["damage"] for e in events
                       if e["type"] == "Resolved" and e["hit"] and e["target"] == me]
        elif who == me and s["phase"] == "posture":
            s = arena_bound.walker_turn(s, me)
        else:
            s, _ = RULES.apply(s, bots[who].choose(RULES, s, who))
        arena_bound._heal(s, me)
    assert games[0][1:] == (len(landed), sum(landed))


def test_only_the_blows_that_land_on_the_bound_fighter_are_counted():
    events = [{"type": "Resolved", "seat": 1, "target": 0, "hit": True, "damage": 3},
              {"type": "Resolved", "seat": 2, "target": 0, "hit": False, "damage": 0},
              {"type": "Resolved", "seat": 0, "target": 1, "hit": True, "damage": 2},
              {"type": "Hurt", "seat": 0, "damage": 3, "hp": 4, "hex": 5},
              {"type": "Resolved", "seat": 2, "target": 0, "hit": True, "damage": 1}]
    assert arena_bound.landed_on(events, 0) == (2, 4)
    assert arena_bound.landed_on(events, 1) == (1, 2)


@pytest.mark.slow      # whole six-fighter games of a research tool, not of the box
def test_the_bound_prints_its_wins_and_the_blows_per_game(capsys):
    args = ["--seats", "6", "--vs", "greedy", "--games", "2", "--seed", "1000", "--kind",
            "walker", "--options", '{"length": "last"}']
    assert arena_bound.main(args) == 0
    out = json.loads(capsys.readouterr().out)
    games = [arena_bound.game((6, "greedy", 1000 + g, g, {"length": "last"}, "walker"))
             for g in range(2)]
    assert out["wins"] == sum(g[0] for g in games)
    assert out["hits_on_it"] == round(sum(g[1] for g in games) / 2, 2)
    assert out["hp_taken"] == round(sum(g[2] for g in games) / 2, 2)
    assert out["hp_taken"] > out["hits_on_it"] > 0


@pytest.mark.slow      # the same games twice over: a long run, for the release tier
def test_strength_with_fixed_work_repeats():
    one = strength.measure("arena", "hard", "random", 2, seed=4, work=1)
    two = strength.measure("arena", "hard", "random", 2, seed=4, work=1)
    assert one["work"] == 1 and one["a_wins"] == two["a_wins"]
    assert one["plies_mean"] == two["plies_mean"]


def test_move_times_finds_decisions_at_the_start_of_turns():
    from tools.strength import find_entry
    states = move_times.positions(find_entry("arena"), 6, 6, {}, 100)
    assert len(states) == 6 and all(RULES.actor(s) not in (None, CHANCE) for s in states)
    assert move_times.summary([1.0, 3.0, 2.0]) == {"n": 3, "median_ms": 2.0, "max_ms": 3.0}


class _Recorder:
    """RULES, keeping every action applied and every event it gave (the seer's own turn included:
    it plays through the module's RULES)."""

    def __init__(self, rules):
        self.rules, self.actions, self.events = rules, [], []

    def apply(self, state, action):
        self.actions.append((state["actor"], action))
        after, events = self.rules.apply(state, action)
        self.events += events
        return after, events

    def __getattr__(self, name):
        return getattr(self.rules, name)


@pytest.mark.slow      # four whole six-fighter games of a research tool, not of the box
def test_the_seer_strikes_only_blows_that_land_and_can_be_hurt(monkeypatch):
    from tools import arena_seer
    assert arena_seer.lands([6, 6], 1, 1) is False and arena_seer.lands([6, 5], 1, 1) is True
    assert arena_seer.lands([1, 1, 1, 1], 4, 0) is True     # no defence dice: any blow lands
    rec = _Recorder(RULES)
    monkeypatch.setattr(arena_seer, "RULES", rec)
    lowest = 7
    games = [(6, {"length": "last"}, "greedy", seed) for seed in (1000, 1001, 1002)]
    for seats, options, level, seed in games + [(6, {"length": "last"}, "easy", 11)]:
        me = seed % seats
        s = RULES.initial_state(seats, options, seed)
        bots = [make_bot(level, RULES, ai, seed * 31 + i) for i in range(seats)]
        while s["actor"] is not None:
            who = s["actor"]
            if who == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
            elif who == me and s["phase"] == "posture":
                s = arena_seer.seer_turn(s, me)
            else:
                s, _ = RULES.apply(s, bots[who].choose(RULES, s, who))
            # Its own miss is what disarms a fighter: the seer never strikes one.
            assert not s["fighters"][me]["disarmed"]
            lowest = min(lowest, s["fighters"][me]["hp"])
        mine = [e["hit"] for e in rec.events if e["type"] == "Resolved" and e["seat"] == me]
        assert mine and all(mine), (seed, mine)
        rec.events.clear()
    assert lowest < 7                   # no cheat keeps it whole


def test_the_seer_on_the_ground_strikes_from_there_only_when_that_blow_lands(monkeypatch):
    from games.arena.board import NBRS
    from tools import arena_seer

    def turn(faces):
        monkeypatch.setattr(arena_seer, "next_faces", lambda state, count: faces)
        s = RULES.initial_state(2, {}, 21)
        s, _ = RULES.apply(s, RULES.chance_action(s))
        me = s["actor"]
        s["fighters"][me]["ground"] = True
        s["fighters"][1 - me].update(hex=min(NBRS[s["fighters"][me]["hex"]]), posture="agressive")
        rec = _Recorder(RULES)
        monkeypatch.setattr(arena_seer, "RULES", rec)
        arena_seer.seer_turn(s, me)
        return me, [a for who, a in rec.actions if who == me]
    # One die from the ground against the foe's one: a 6 against a 1 lands, a 1 against a 6 not.
    me, acts = turn([6, 1, 1, 1, 1, 1, 1, 1])
    assert acts == [["attack", 1 - me]]
    assert turn([1, 6, 6, 6, 6, 6, 6, 6])[1] == [["up", "garde"]]


def test_the_dice_read_are_the_dice_rolled_and_their_result_is_the_rules_one():
    from games.arena.board import NBRS
    from games.arena.fighters import POSTURES, attack_dice, defence_dice
    from tools import arena_seer
    tried = set()
    for seed in range(8):
        for q in ("defensive", "balancee", "agressive", "dechainee"):
            for guard in POSTURES:
                for disarmed in (False, True):
                    s = RULES.initial_state(2, {}, 100 + seed)
                    s, _ = RULES.apply(s, RULES.chance_action(s))
                    me = s["actor"]
                    mine, foe = s["fighters"][me], s["fighters"][1 - me]
                    mine.update(disarmed=disarmed, weapon=mine["hex"] if disarmed else None)
                    foe.update(hex=min(NBRS[mine["hex"]]), posture=guard)
                    s, _ = RULES.apply(s, ["posture", q])
                    faces = arena_seer.next_faces(s, 8)
                    a, d = attack_dice(mine, q), defence_dice(foe)
                    want = arena_seer.known_outcome(faces)(a, d, guard == "garde",
                                                           q == "dechainee", disarmed)
                    s, events = RULES.apply(s, ["attack", 1 - me])
                    while s["actor"] == CHANCE:
                        s, more = RULES.apply(s, RULES.chance_action(s))
                        events += more
                    rolled = [e["face"] for e in events if e["type"] == "DieRolled"]
                    assert rolled == faces[:a + d]
                    hit = next(e["hit"] for e in events if e["type"] == "Resolved")
                    dis = any(e["type"] == "Disarmed" and e["seat"] == me for e in events)
                    fell = any(e["type"] == "Fell" and e["seat"] == me for e in events)
                    assert want == ((1.0, hit, dis, fell),), (seed, q, guard, disarmed, faces)
                    tried.add((hit, dis, fell))
    # Every kind of result came up: a hit, a plain miss, a disarm, a fall, both at once.
    assert {(True, False, False), (False, False, False), (False, True, False),
            (False, False, True), (False, True, True)} <= tried


def test_the_seeing_fighter_values_only_its_own_plans_by_its_dice(monkeypatch):
    from games.arena import ai_eval
    from games.arena.ai_planner import Planner
    from tools import arena_seer
    odds = Planner.__dict__["outcomes"]
    read = []
    real = ai._foe_plans

    def foe_plans(*args, **kw):
        # In a duel hard reads its foe by playing the foe's planner: by the odds, as ever.
        read.append(Planner.__dict__["outcomes"] is odds)
        return real(*args, **kw)
    monkeypatch.setattr(ai, "_foe_plans", foe_plans)
    me = 1
    s = RULES.initial_state(2, {}, 1003)
    seer = arena_seer.seeing_hard(7)
    bots = [make_bot("normal", RULES, ai, 1003 * 31 + i) for i in range(2)]
    while s["actor"] is not None and s["round"] <= 4:
        who = s["actor"]
        if who == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
        else:
            s, _ = RULES.apply(s, (seer if who == me else bots[who]).choose(RULES, s, who))
    assert read and all(read)
    # Back to the odds afterwards, as a method the planner can call.
    assert Planner.__dict__["outcomes"] is odds
    assert Planner.outcomes(4, 4, True, True, False) == ai_eval.outcomes(4, 4, True, True, False)
    # Through the tool: a game of it ends, scored as a bound game is.
    won, _hits, _taken = arena_bound.game((6, "random", 1003, me, {}, "seeing"))
    assert won in (0.0, 1.0)


def test_the_seeing_fighter_strikes_when_its_dice_land_and_holds_back_when_they_miss(monkeypatch):
    from games.arena.board import NBRS
    from tools import arena_seer

    def first_turn(faces):
        """The actions of the first player's first turn in a duel, its foe en garde right next
        to it at 1 hit point, played by the seeing fighter told these are its dice."""
        monkeypatch.setattr(arena_seer, "next_faces", lambda state, count: faces)
        s = RULES.initial_state(2, {}, 21)
        s, _ = RULES.apply(s, RULES.chance_action(s))
        me = s["actor"]
        s["fighters"][1 - me].update(hex=min(NBRS[s["fighters"][me]["hex"]]), hp=1)
        seer, acts = arena_seer.seeing_hard(3), []
        while s["actor"] == me:
            act = seer.choose(RULES, s, me)
            acts.append(act)
            s, _ = RULES.apply(s, act)
            while s["actor"] == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
        return acts
    # Sixes to strike, ones to defend: the blow lands and wins. Ones on every die: no blow beats
    # four defence dice (a tie is the defender's), and an even defence disarms the attacker.
    assert any(a[0] == "attack" for a in first_turn([6, 6, 6, 6, 1, 1, 1, 1]))
    assert not any(a[0] == "attack" for a in first_turn([1] * 8))


def test_the_mortal_walker_plays_whole_turns_and_can_fall():
    # The walker's play without its cheat: its blows are rolled inside its own turn, the turn is
    # finished by itself (never left to the foes' bots), and the others' blows take its points.
    me, lowest, turns = 3, 7, 0
    fallback = make_bot("greedy", RULES, ai, 7)
    for seed in (1000, 1001):
        s = RULES.initial_state(6, {"length": "last"}, seed)
        bots = [make_bot("greedy", RULES, ai, seed * 31 + i) for i in range(6)]
        while s["actor"] is not None:
            who = s["actor"]
            if who == CHANCE:
                s, _ = RULES.apply(s, RULES.chance_action(s))
            elif who == me:
                assert s["phase"] == "posture"      # no half turn left over for the bots
                s = arena_bound.mortal_turn(s, me, fallback)
                assert s["actor"] != me and (s["actor"] != CHANCE or s["turn"]["seat"] != me)
                turns += 1
            else:
                s, _ = RULES.apply(s, bots[who].choose(RULES, s, who))
            lowest = min(lowest, s["fighters"][me]["hp"])
    assert turns > 10 and lowest < 7
    won, hits, taken = arena_bound.game((6, "greedy", 1000, me, {"length": "last"}, "mortal"))
    assert hits > 0 and taken >= hits


def test_the_spared_fighter_is_hard_playing_every_action_and_healed_after_each(monkeypatch):
    # Hard's own play given the invulnerable bound's cheat: the engine's hard bot (with the plays
    # asked) chooses every one of its actions, mid-turn ones too, and each time it stands at
    # full hit points, on its feet and armed, while the foes' blows on it are still counted.
    made, seen = [], []
    real = arena_bound.fixed_work_bot

    def recording(level, seed, work):
        bot = real(level, seed, work)
        made.append((level, work, bot.samples, bot.budget_s))
        choose = bot.choose

        def chosen(rules, state, seat):
            f = state["fighters"][seat]
            seen.append((state["phase"], f["hp"], f["ground"], f["disarmed"]))
            return choose(rules, state, seat)
        bot.choose = chosen
        return bot
    monkeypatch.setattr(arena_bound, "fixed_work_bot", recording)
    me = 1
    won, hits, taken = arena_bound.game((6, "random", 1000, me, {}, "spared", 1))
    assert made == [("hard", 1, 1, None)]
    assert won in (0.0, 1.0) and hits > 0 and taken >= hits
    assert {phase for phase, *_ in seen} >= {"posture", "move"}
    assert all((hp, ground, disarmed) == (7, False, False) for _p, hp, ground, disarmed in seen)
    # The other kinds make no hard fighter.
    arena_bound.game((2, "random", 1000, 0, {}, "walker"))
    assert len(made) == 1
