"""What ARENA games hold for one fighter: its turns, postures, blows, falls and knock-outs, read
from the rules' events (a developer's tool; never part of the game, never imported by the app).

    python3 tools/arena_counts.py A B --seats K [--games 100] [--seed S] [--work N]
                                  [--options JSON] [--jobs N]

Fighter A sits at seat g mod K in game g (as in tools/strength.py), B at every other seat. Prints
one JSON object: games, A's wins, and the mean per game of each count, named
  turns, p_<posture> (and p_up, p_pickup, p_attack for a blow from the ground)   A's turns;
  mine_blows/hits/dmg, onme_blows/hits/dmg, other_blows/hits/dmg   blows by A, on A, between others
      (dmg: each landed blow's damage as the rules count it, a finishing blow's whole);
  ko_by_me, ko_me, ko_other   knock-outs; me_fell_miss, me_fell_knocked, me_disarmed;
  end_<how>   how the game ended for A, one of them per game (so its mean is a share of the
      games): felled_all (A felled the last foe), felled (A was felled), other_won (a foe won
      with A standing: the rules leave no such end, named so every game has one), dismissed
      (after round 10 as written), and to the last when the Masters stopped the fight: stop_won
      (the Masters named A: alone at the top of the hit points, or level there with the blows
      that took the most), stop_level (A shared the most and was not named), stop_behind (a foe
      had more).
Used for docs/arena-rules.md ("Measured again on more seeds").
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
from games.arena.rules import RULES  # noqa: E402


def fixed_work_bot(level, seed, work):
    """A level's bot; with `work`, a searching one plays that many plays a plan and no clock."""
    bot = make_bot(level, RULES, arena_ai, seed)
    if work is not None and getattr(bot, "samples", 0):
        bot.samples, bot.budget_s = work, None      # a fixed amount of work: repeatable
    return bot


def count(event, me, st):
    """Add one rules event to the counts `st` of fighter `me`."""
    kind = event["type"]
    if kind == "Resolved":
        who = ("mine" if event["seat"] == me else
               "onme" if event["target"] == me else "other")
        st[who + "_blows"] += 1
        st[who + "_hits"] += int(event["hit"])
        st[who + "_dmg"] += event["damage"]
    elif kind == "KnockedOut":
        st["ko_by_me" if event["by"] == me else "ko_me" if event["seat"] == me else "ko_other"] += 1
    elif kind == "Fell" and event["seat"] == me:
        st["me_fell_" + event["why"]] += 1
    elif kind == "Disarmed" and event["seat"] == me:
        st["me_disarmed"] += 1


def ended(state, me):
    """How a finished game ended for fighter `me` (one of the end_ names of the module)."""
    mine = state["fighters"][me]["hp"]
    if state.get("stopped"):
        top = max(f["hp"] for f in state["fighters"])
        return "stop_won" if state["winner"] == me else (
            "stop_level" if mine == top else "stop_behind")
    if state["winner"] == me:
        return "felled_all"
    if mine <= 0:
        return "felled"
    return "dismissed" if state["winner"] is None else "other_won"


def play(args):
    """One game; (A won, counts)."""
    a, b, seats, seed, me, options, work = args
    s = RULES.initial_state(seats, options, seed)
    bots = [fixed_work_bot(a if i == me else b, seed * 31 + i, work) for i in range(seats)]
    st = collections.Counter()
    while s["actor"] is not None:
        who = s["actor"]
        act = RULES.chance_action(s) if who == CHANCE else bots[who].choose(RULES, s, who)
        if who == me and s["phase"] == "posture":
            st["turns"] += 1
            st["p_" + (act[1] if act[0] == "posture" else act[0])] += 1
        s, events = RULES.apply(s, act)
        for e in events:
            count(e, me, st)
    st["end_" + ended(s, me)] += 1
    return s["winner"] == me, dict(st)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--seats", type=int, default=6)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--work", type=int, default=None)
    p.add_argument("--options", default="{}")
    p.add_argument("--jobs", type=int, default=1)
    a = p.parse_args(argv)
    from engine.ai import LEVELS
    from tools.strength import find_entry
    entry = find_entry("arena")
    if not entry.info.MIN_SEATS <= a.seats <= entry.info.MAX_SEATS:
        p.error(f"ARENA is played by {entry.info.MIN_SEATS} to {entry.info.MAX_SEATS} fighters")
    if a.games < 1 or a.jobs < 1 or (a.work is not None and a.work < 1):
        p.error("--games, --jobs and --work must be at least 1")
    for level in (a.a, a.b):
        if level not in LEVELS:
            p.error(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    try:
        asked = json.loads(a.options)
    except ValueError:
        asked = None
    options = entry.check_options(asked) if isinstance(asked, dict) else None
    if options is None or any(options.get(k) != v for k, v in asked.items()):
        p.error(f"--options: not ARENA's options ({a.options}); for example '{{\"length\": \"last\"}}'")
    tasks = [(a.a, a.b, a.seats, a.seed + g, g % a.seats, options, a.work) for g in range(a.games)]
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            results = list(pool.map(play, tasks))
    else:
        results = [play(t) for t in tasks]
    total = collections.Counter()
    for _won, st in results:
        total.update(st)
    print(json.dumps({"a": a.a, "b": a.b, "seats": a.seats, "options": options,
                      "games": a.games, "seed": a.seed, "work": a.work,
                      "a_wins": sum(won for won, _st in results),
                      "mean": {k: round(v / a.games, 2) for k, v in sorted(total.items())}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
