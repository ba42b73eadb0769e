"""How strong the computer levels are: A against B over many games, seats alternating, on the
engine's self-play. Not imported by the app.

    python3 tools/strength.py GAME A B [--games 200] [--seed S] [--jobs N] [--options JSON]

Prints one JSON object: A's wins, losses and draws, A's score rate (a draw counts a half) with its
95 % interval (Wilson), and the move times of each level. Levels: random, greedy, easy, normal, hard.
The games run in N processes; each game keeps its seed, so a run repeats (bots under a time budget
aside, whose depth depends on the machine's load).
"""
import argparse
import json
import math
import os
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def _play(args):
    game, a, b, seed, swap, options = args
    from engine import selfplay
    from engine.registry import find
    from games import registry
    entry = find(registry(), game)
    levels = [b, a] if swap else [a, b]
    rets, plies, times = selfplay.play_one(entry, levels, seed, options)
    me = 1 if swap else 0
    other = 1 - me
    result = 1.0 if rets[me] > rets[other] else (0.0 if rets[me] < rets[other] else 0.5)
    return result, plies, times[me], times[other]


def wilson(score, n, z=1.96):
    """95 % interval of a rate from n games (Wilson's score interval)."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, c - h), 3), round(min(1.0, c + h), 3))


def measure(game, a, b, games, seed=0, jobs=1, options=None):
    tasks = [(game, a, b, seed + g, g % 2 == 1, options) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play, tasks))
    else:
        results = [_play(t) for t in tasks]
    wins = sum(1 for r in results if r[0] == 1.0)
    losses = sum(1 for r in results if r[0] == 0.0)
    draws = games - wins - losses
    score = wins + 0.5 * draws
    times_a = [t for r in results for t in r[2]]
    times_b = [t for r in results for t in r[3]]

    def summary(ts):
        return {"median_ms": round(statistics.median(ts), 1) if ts else 0.0,
                "max_ms": round(max(ts), 1) if ts else 0.0}
    return {"game": game, "a": a, "b": b, "games": games, "seed": seed,
            "a_wins": wins, "a_losses": losses, "draws": draws,
            "a_score_rate": round(score / games, 3) if games else 0.0,
            "a_score_95": wilson(score, games),
            "moves": {a + " (A)": summary(times_a), b + " (B)": summary(times_b)},
            "plies_mean": round(statistics.mean(r[1] for r in results), 1) if results else 0}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("a")
    p.add_argument("b")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--options", default="{}", help="the game's options as JSON")
    args = p.parse_args(argv)
    from engine.ai import LEVELS
    from engine.registry import find
    from games import registry
    if find(registry(), args.game) is None:
        p.error(f"unknown game {args.game!r}")
    for level in (args.a, args.b):
        if level not in LEVELS:
            p.error(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    try:
        options = json.loads(args.options)
    except ValueError:
        p.error("--options must be JSON, for example '{\"placement\": \"little\"}'")
    print(json.dumps(measure(args.game, args.a, args.b, args.games, args.seed, args.jobs,
                             options)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
