"""ARENA's strength bounds: how often a fighter that cheats (it cannot be hurt, or it knows its
dice) could win, against the engine's levels (test-only; never part of the game, never imported
by the app).

    python3 tools/arena_bound.py --seats K --vs LEVEL [--games 200] [--seed S] [--options JSON]
                                 [--kind invulnerable|oracle|walker|mortal|seer|seeing|spared]
                                 [--work N] [--jobs N]

The bound fighter sits at seat g mod K in game g (like tools/strength.py) and cheats:
  invulnerable  it cannot be hurt, knocked down or disarmed (its hit points, feet and weapon are
                put back after every action), and at each of its turns it stands next to the foe
                of its choice (a jump, not a walk) and strikes the best blow by the exact odds;
  oracle        the same, and it knows the dice: it tries every foe, posture and hex on a copy of
                the real state (same generator) and strikes the blow that will do the most;
  walker        it cannot be hurt, knocked down or disarmed either, but it walks as the rules say
                (an exact walk for its posture, no jump): the best blow by the odds among the foes
                an exact walk brings it next to, else a déchaîné walk that ends nearest a foe
                (a fall on a missed déchaîné blow still ends its walk: it is put back on its
                feet after the blow);
  mortal        the walker's way of playing without its cheat, a control rather than a bound:
                it can be hurt, knocked down, disarmed and felled like anyone; on the ground
                or disarmed it plays that turn as the engine's greedy fighter would (getting up,
                taking its weapon back), otherwise it walks and strikes as the walker does;
  seer          it can be hurt, knocked down and felled like anyone, and walks as the rules
                say, but it reads the dice its blow will roll (tools/arena_seer.py): it strikes
                only a blow that lands, the one that does the most, and otherwise rests en garde;
  seeing        hard's own planner (its judgement, without the look ahead, whose plays draw
                their own dice), valuing its blow by the dice it will roll; it can be hurt too;
  spared        the engine's hard fighter as it plays (its look ahead with N plays a plan and no
                clock, --work N, 8 unless asked), given the cheat of the invulnerable one: its hit
                points, feet and weapon are put back after every action. Not a bound but a
                measure: hard's own way of playing against the bounds', once its wounds cost
                nothing (docs/arena-rules.md, "What hard's own play is worth spared its wounds").
These are what such fighters win, not a ceiling on every way of playing: against five greedy to
the last the walker wins more than the jumping fighter (72.5 against 59 %, docs/arena-rules.md).
Prints one JSON object like tools/strength.py (a shared or empty win is a loss), with the blows
that landed on the bound fighter and the hit points they took, per game (what its cheat spared it).
"""
import argparse
import collections
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.ai import make_bot  # noqa: E402
from engine.rules import CHANCE  # noqa: E402
from games.arena import ai as arena_ai  # noqa: E402
from games.arena.board import NBRS, distance, walks  # noqa: E402
from games.arena.fighters import MAX_HP, damage, moves  # noqa: E402
from games.arena.odds import forecast  # noqa: E402
from games.arena.rules import RULES  # noqa: E402
from tools.arena_counts import count, fixed_work_bot  # noqa: E402
from tools.arena_seer import play_plan, seeing_hard, seer_turn  # noqa: E402
from tools.strength import wilson  # noqa: E402

ATTACKING = ("defensive", "balancee", "agressive", "dechainee")
SPARED_WORK = 8         # the --work the box's strength figures for ARENA's hard fighter use


def _heal(s, me):
    f = s["fighters"][me]
    f.update(hp=max(f["hp"], MAX_HP), ground=False, disarmed=False, weapon=None)


def _settle(s, me, heal=True):
    while s["actor"] == CHANCE:
        s, _ = RULES.apply(s, RULES.chance_action(s))
        if heal:
            _heal(s, me)
    return s


def _strike(s, me, t, q, h):
    """`s` with `me` jumped to hex h, in posture q, its blow on t rolled (None if not allowed)."""
    s = RULES.copy(s)
    s["fighters"][me]["hex"] = h
    if ["posture", q] not in RULES.legal_actions(s):
        return None
    s, _ = RULES.apply(s, ["posture", q])
    if ["attack", t] not in RULES.legal_actions(s):
        return None
    s, _ = RULES.apply(s, ["attack", t])
    return _settle(s, me)


def _candidates(s, me):
    occupied = {f["hex"] for f in s["fighters"]} - {s["fighters"][me]["hex"]}
    for t, f in enumerate(s["fighters"]):
        if t == me or f["hp"] <= 0:
            continue
        for h in NBRS[f["hex"]]:
            if h not in occupied:
                for q in ATTACKING:
                    yield t, q, h


def _expected(s, t, q):
    f = s["fighters"][t]
    d = 1 if f["ground"] else {"garde": 4, "defensive": 3, "balancee": 2, "agressive": 1,
                               "dechainee": 0}[f["posture"]]
    d = d if not f["disarmed"] or d == 0 else max(1, d - 2)
    a = ATTACKING.index(q) + 1
    p = forecast(a, d)["hit"]
    dmg = damage(a, d)
    return p * (min(dmg, f["hp"]) + (3.0 if dmg >= f["hp"] else 0.0))


def bound_turn(s, me, kind):
    """The bound fighter's whole turn; the state after it."""
    best, best_v = None, None
    for t, q, h in _candidates(s, me):
        if kind == "oracle":
            after = _strike(s, me, t, q, h)
            if after is None:
                continue
            hurt = s["fighters"][t]["hp"] - after["fighters"][t]["hp"]
            v = (after["phase"] == "over", after["fighters"][t]["hp"] == 0, hurt,
                 -after["fighters"][t]["hp"])
        else:
            v = (_expected(s, t, q),)
        if best_v is None or v > best_v:
            best, best_v = (t, q, h), v
    if best is not None:
        after = _strike(s, me, *best)
        if after is not None:
            s = after
    if s["actor"] == me and s["phase"] == "posture":
        s, _ = RULES.apply(s, ["posture", "garde"])
    while s["actor"] == me:                 # the rest of the walk after the blow
        legal = RULES.legal_actions(s)
        s, _ = RULES.apply(s, ["end"] if ["end"] in legal else legal[0])
        _heal(s, me)
    return s


def _act(s, me, act, heal=True):
    s, _ = RULES.apply(s, act)
    s = _settle(s, me, heal)
    if heal:
        _heal(s, me)
    return s


def mortal_turn(s, me, fallback):
    """The walker's turn by a fighter that can fall (kind "mortal"): on the ground or disarmed,
    `fallback` (a bot) plays it, since the walker's plan assumes a fighter on its feet, armed."""
    f = s["fighters"][me]
    if f["ground"] or f["disarmed"]:
        while s["actor"] == me:             # its blow's dice are rolled within its turn
            s = _settle(RULES.apply(s, fallback.choose(RULES, s, me))[0], me, heal=False)
        return s
    return walker_turn(s, me, heal=False)


def walker_turn(s, me, heal=True):
    """The walking bound fighter's whole turn (kind "walker"); the state after it."""
    fs = s["fighters"]
    here = fs[me]["hex"]
    blocked = {f["hex"] for i, f in enumerate(fs) if i != me}
    legal = RULES.legal_actions(s)
    best = None                             # (value, posture, path, blow index, target)
    for q in ATTACKING:
        if ["posture", q] not in legal:
            continue
        for path in walks(here, moves(q, fs[me]["hp"]), set(blocked) | {here}):
            for i, h in enumerate([here] + path):
                for t, f in enumerate(fs):
                    if t != me and f["hp"] > 0 and f["hex"] in NBRS[h]:
                        v = _expected(s, t, q)
                        if best is None or v > best[0]:
                            best = (v, q, path, i, t)
    if best is None:                        # nobody within a walk: towards the nearest foe
        foes = [f["hex"] for i, f in enumerate(fs) if i != me and f["hp"] > 0]
        for q in reversed(ATTACKING):
            if ["posture", q] in legal:
                paths = walks(here, moves(q, fs[me]["hp"]), set(blocked) | {here})
                path = min(paths, key=lambda p: min(distance(p[-1], h) for h in foes))
                best = (0.0, q, path, None, None)
                break
    if best is None:
        return _act(s, me, ["posture", "garde"], heal)
    _v, q, path, at, target = best
    return play_plan(s, me, q, path, at, target, lambda state, act: _act(state, me, act, heal))


def _seeing_turn(s, me, bot):
    """The seeing hard fighter's whole turn (kind "seeing"), the dice rolled as they come."""
    while s["actor"] == me or s["actor"] == CHANCE and s["turn"] and s["turn"]["seat"] == me:
        act = RULES.chance_action(s) if s["actor"] == CHANCE else bot.choose(RULES, s, me)
        s, _ = RULES.apply(s, act)
    return s


def landed_on(events, me):
    """(blows that landed on fighter `me`, the hit points the rules took for them) in `events`,
    counted as tools/arena_counts.py counts them."""
    st = collections.Counter()
    for e in events:
        count(e, me, st)
    return st["onme_hits"], st["onme_dmg"]


def game(args):
    """One game: (1.0 if the bound fighter won else 0.0, the blows that landed on it and the hit
    points the rules took for them: for the fighters that cannot be hurt, on a fighter its cheat
    kept at full hit points and on its feet, what a fighter that can fall would have had to live
    through; for the seer and the seeing fighter, the real blows on a fighter that can fall).
    `args`: (seats, foes' level, seed, its seat, options, kind[, the spared fighter's --work])."""
    seats, vs, seed, me, options, kind, *more = args
    s = RULES.initial_state(seats, options, seed)
    bots = [make_bot(vs, RULES, arena_ai, seed * 31 + i) for i in range(seats)]
    if kind == "spared":                # hard plays every action of its turns itself
        bots[me] = fixed_work_bot("hard", seed * 31 + me, more[0] if more else SPARED_WORK)
    plies = hits = taken = 0
    seeing = seeing_hard(seed * 31 + me) if kind == "seeing" else None
    fallback = make_bot("greedy", RULES, arena_ai, seed * 31 + me) if kind == "mortal" else None
    while s["actor"] is not None:
        who = s["actor"]
        if who == CHANCE:
            s, events = RULES.apply(s, RULES.chance_action(s))
            n, hp = landed_on(events, me)
            hits += n
            taken += hp
        elif who == me and s["phase"] == "posture" and kind != "spared":
            s = (walker_turn(s, me) if kind == "walker" else seer_turn(s, me) if kind == "seer"
                 else mortal_turn(s, me, fallback) if kind == "mortal"
                 else _seeing_turn(s, me, seeing) if kind == "seeing"
                 else bound_turn(s, me, kind))
        else:
            s, _ = RULES.apply(s, bots[who].choose(RULES, s, who))
        if kind not in ("seer", "seeing", "mortal"):    # these three can be hurt
            _heal(s, me)
        plies += 1
        if plies > 100000:
            raise RuntimeError("a game did not end")
    return (1.0 if s["winner"] == me else 0.0), hits, taken


def play(args):
    """One game: 1.0 if the bound fighter won, else 0.0."""
    return game(args)[0]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seats", type=int, default=6)
    p.add_argument("--vs", default="random")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--kind", choices=("invulnerable", "oracle", "walker", "mortal", "seer",
                                         "seeing", "spared"),
                   default="invulnerable")
    p.add_argument("--work", type=int, default=SPARED_WORK,
                   help="the spared hard fighter's plays a plan (a fixed amount of work)")
    p.add_argument("--options", default="{}")
    a = p.parse_args(argv)
    options = json.loads(a.options)
    if a.work < 1:
        p.error("--work must be at least 1")
    tasks = [(a.seats, a.vs, a.seed + g, g % a.seats, options, a.kind, a.work)
             for g in range(a.games)]
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            results = list(pool.map(game, tasks))
    else:
        results = [game(t) for t in tasks]
    wins = int(sum(r[0] for r in results))
    print(json.dumps({"bound": a.kind, "vs": a.vs, "seats": a.seats, "options": options,
                      "games": a.games, "seed": a.seed, "wins": wins,
                      **({"work": a.work} if a.kind == "spared" else {}),
                      "rate": round(wins / a.games, 3), "rate_95": wilson(wins, a.games),
                      # What its cheat spared it, per game: blows landed on it, hit points taken.
                      "hits_on_it": round(sum(r[1] for r in results) / a.games, 2),
                      "hp_taken": round(sum(r[2] for r in results) / a.games, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
