"""How long the computer levels take to decide, at the full budget they play with in the box.

    python3 tools/move_times.py GAME [--levels normal,hard] [--seats K] [--positions 30]
                                [--options JSON] [--seed S]

Positions come from seeded random games (a random number of random moves in, as tools/bench.py's
move_ms); each level decides once in each. Prints one JSON object: per level the median and the
slowest decision in milliseconds, over every decision and over the decisions at a phase that
begins a turn ("posture" in ARENA, where a planner thinks; the moves after it follow the plan).
"""
import argparse
import json
import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def positions(entry, seats, count, options, seed):
    from engine.rules import CHANCE
    from tools.bench import random_walk
    rules = entry.rules
    pick = random.Random(seed)
    out = []
    k = 0
    while len(out) < count and k < count * 20:
        s = random_walk(rules, rules.initial_state(seats, options, seed + k), pick,
                        pick.randrange(0, 120))
        k += 1
        who = rules.actor(s)
        if who is not None and who != CHANCE and len(rules.legal_actions(s)) > 1:
            out.append(s)
    return out


def summary(ts):
    if not ts:
        return None
    return {"n": len(ts), "median_ms": round(statistics.median(ts), 1),
            "max_ms": round(max(ts), 1)}


def main(argv=None):
    from engine.ai import make_bot
    from tools.strength import find_entry
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("--levels", default="normal,hard")
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--positions", type=int, default=30)
    p.add_argument("--options", default="{}")
    p.add_argument("--seed", type=int, default=100)
    a = p.parse_args(argv)
    entry = find_entry(a.game)
    if entry is None:
        p.error(f"unknown game {a.game!r}")
    options = entry.check_options(json.loads(a.options))
    seats = a.seats or entry.info.MAX_SEATS
    states = positions(entry, seats, a.positions, options, a.seed)
    out = {"game": entry.id, "seats": seats, "options": options}
    for level in a.levels.split(","):
        every, starts = [], []
        for k, s in enumerate(states):
            who = entry.rules.actor(s)
            bot = make_bot(level, entry.rules, entry.ai, k)
            t0 = time.perf_counter()
            bot.choose(entry.rules, s, who)
            ms = (time.perf_counter() - t0) * 1000
            every.append(ms)
            if s.get("phase") == "posture":
                starts.append(ms)
        out[level] = {"every decision": summary(every), "turn starts": summary(starts)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
