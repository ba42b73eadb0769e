"""How strong the computer levels are: A against B over many games, seats alternating, on the
engine's self-play. Not imported by the app.

    python3 tools/strength.py GAME A B [--games 200] [--seed S] [--jobs N] [--seats K]
                              [--options JSON] [--work N]

GAME is a registered game's id, or a game package's dotted path (tests.toygame, for the engine's
test-only game). Prints one JSON object: A's wins, losses and draws, A's score rate (a draw counts a
half) with its 95 % interval (Wilson), and the move times of each level. Levels: random, greedy,
easy, normal, hard. With K seats (default: the fewest the game allows) A sits at one seat, moving
round the table from game to game (game g: seat g mod K), and B at every other; A wins a game when
its return is the highest alone, draws when it shares the highest (unless that is below 0:
everyone lost, a loss). The games run in N processes;
each game keeps its seed, so a run repeats (bots under a time budget aside, whose depth depends on
the machine's load). --work N gives every searching bot (one with `samples` and `budget_s`, as
ARENA's hard) N samples and no clock: a repeatable, reduced search for long runs on a busy machine.
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


def find_entry(game):
    """The registered game with this id, or the game package at this dotted path; None if neither."""
    from engine.registry import GameEntry, find
    from games import registry
    entry = find(registry(), game)
    if entry is None and "." in game:
        try:
            entry = GameEntry(game)
        except ImportError:
            entry = None
    return entry


def _fixed_work(selfplay, work):
    """selfplay's make_bot, with every searching bot set to `work` samples and no clock."""
    make = selfplay.make_bot

    def make_fixed(*args, **kw):
        bot = make(*args, **kw)
        if hasattr(bot, "budget_s") and getattr(bot, "samples", 0):
            bot.samples, bot.budget_s = work, None
        return bot
    return make_fixed


def _play(args):
    game, a, b, seed, a_seat, seats, options, work = args
    from engine import selfplay
    levels = [b] * seats
    levels[a_seat] = a
    make = selfplay.make_bot
    if work:
        selfplay.make_bot = _fixed_work(selfplay, work)
    try:
        rets, plies, times = selfplay.play_one(find_entry(game), levels, seed, options)
    finally:
        selfplay.make_bot = make
    mine = rets[a_seat]
    best_other = max(r for i, r in enumerate(rets) if i != a_seat)
    # A shared result below 0 is no draw: everyone lost (ARENA's fighters dismissed after round 10).
    result = 1.0 if mine > best_other else (0.0 if mine < best_other or mine < 0 else 0.5)
    times_b = [t for i, ts in enumerate(times) if i != a_seat for t in ts]
    return result, plies, times[a_seat], times_b, max(rets) < 0


def wilson(score, n, z=1.96):
    """95 % interval of a rate from n games (Wilson's score interval)."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, c - h), 3), round(min(1.0, c + h), 3))


def measure(game, a, b, games, seed=0, jobs=1, options=None, seats=None, work=None):
    entry = find_entry(game)
    seats = seats or entry.info.MIN_SEATS
    tasks = [(game, a, b, seed + g, g % seats, seats, options, work) for g in range(games)]
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
    return {"game": entry.id, "a": a, "b": b, "games": games, "seed": seed, "seats": seats,
            "work": work, "a_wins": wins, "a_losses": losses, "draws": draws,
            # Of A's losses, the games nobody won (ARENA's Masters dismissed every fighter).
            "nobody_won": sum(1 for r in results if r[4]),
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
    p.add_argument("--seats", type=int, default=None, help="how many seats (default: the fewest)")
    p.add_argument("--options", default="{}", help="the game's options as JSON")
    p.add_argument("--work", type=int, default=None,
                   help="searching bots play this many samples, no clock (repeatable)")
    args = p.parse_args(argv)
    from engine.ai import LEVELS
    entry = find_entry(args.game)
    if entry is None:
        p.error(f"unknown game {args.game!r}")
    if args.seats is not None and not entry.info.MIN_SEATS <= args.seats <= entry.info.MAX_SEATS:
        p.error(f"{entry.id} is played by {entry.info.MIN_SEATS} to {entry.info.MAX_SEATS} seats")
    if args.games < 1 or args.jobs < 1:
        p.error("--games and --jobs must be at least 1")
    for level in (args.a, args.b):
        if level not in LEVELS:
            p.error(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    try:
        options = json.loads(args.options)
    except ValueError:
        p.error("--options must be JSON, for example '{\"placement\": \"little\"}'")
    print(json.dumps(measure(args.game, args.a, args.b, args.games, args.seed, args.jobs,
                             options, args.seats, args.work)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
