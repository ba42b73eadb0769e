"""Measure the Dragons Arena bots: matches between two levels, seats alternating.

    python tools/da_strength.py --players hard,random --games 100 [--options '{"placement": "little"}']
        [--nodes 60000] [--budget 0.3] [--jobs 2]
    python tools/da_strength.py --hands big --games 4 --nodes 3000
        (round robin of candidate Big Dragon / Free Power hands, both sides played by the
         alpha-beta bot: which hands win most? used to pick ai.BIG_HANDS and ai.FREE_HANDS)

Levels: random, greedy (engine.ai's bots, greedy judging by games.dragons_arena.ai.heuristic),
normal, hard (the game's alpha-beta bot). --nodes gives the
alpha-beta bot a node budget instead of its time budget (repeatable, independent of machine load).
Prints wins / draws / losses of the first player, the slowest move, and the mean match length.
Not imported by the app.
"""
import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ai as engine_ai  # noqa: E402
from games.dragons_arena import ai as game_ai  # noqa: E402
from games.dragons_arena.rules import RULES  # noqa: E402


def make(level, seed, args):
    if level in ("normal", "hard"):
        budget = args.budget if args.budget is not None else game_ai.BUDGETS[level]
        if args.nodes:
            return game_ai.DragonsBot(seed, budget_s=None, max_nodes=args.nodes, level=level)
        return game_ai.DragonsBot(seed, budget_s=budget, level=level)
    if level == "random":
        return engine_ai.RandomBot(seed)
    return engine_ai.GreedyBot(game_ai.heuristic, seed)


def play(job):
    g, players, options, args = job
    shift = g % 2
    levels = [players[(k + shift) % 2] for k in range(2)]   # seat -> level
    first_seat = shift                                       # seat of players[0]
    bots = [make(levels[i], g * 31 + i, args) for i in range(2)]
    state = RULES.initial_state(2, options, 1000 + g)
    slow = 0.0
    plies = 0
    while RULES.actor(state) is not None:
        who = RULES.actor(state)
        t0 = time.perf_counter()
        action = bots[who].choose(RULES, state, who)
        dt = time.perf_counter() - t0
        if levels[who] in ("normal", "hard"):
            slow = max(slow, dt)
        state, _ = RULES.apply(state, action)
        plies += 1
    r = RULES.returns(state)[first_seat]
    return r, slow, plies, state["duel"]


CANDIDATES = {
    "big": [[1, 2, 3, 4, 4, 4, 5, 5], [1, 1, 3, 4, 4, 5, 5, 5], [1, 2, 2, 4, 4, 5, 5, 5],
            [1, 1, 2, 4, 5, 5, 5, 5], [2, 3, 3, 4, 4, 4, 4, 4], [3, 3, 3, 3, 4, 4, 4, 4],
            [1, 1, 1, 5, 5, 5, 5, 5], [1, 1, 1, 1, 6, 6, 6, 6], [1, 1, 2, 3, 4, 5, 6, 6],
            [2, 2, 3, 3, 4, 4, 5, 5], [1, 1, 1, 3, 5, 5, 6, 6], [1, 3, 4, 4, 4, 4, 4, 4]],
    "free": [[6] * 8, [1] + [6] * 7, [1, 1] + [6] * 6, [1, 1, 1] + [6] * 5, [1, 1, 1, 1] + [6] * 4,
             [5] * 8, [1, 5, 5, 6, 6, 6, 6, 6], [1, 1, 5, 5, 6, 6, 6, 6], [1, 2, 5, 5, 6, 6, 6, 6],
             [1, 1, 1, 5, 6, 6, 6, 6], [2] + [6] * 7, [1, 1, 5, 5, 5, 5, 5, 5]],
}


class _FixedHand:
    """Plays a given Big/Free hand, then the alpha-beta bot."""

    def __init__(self, hand, seed, args):
        self.hand = hand
        self.bot = game_ai.DragonsBot(seed, budget_s=None, max_nodes=args.nodes or 3000)

    def choose(self, rules, state, seat):
        if state["phase"] == "powers":
            return ["powers", list(self.hand)]
        return self.bot.choose(rules, state, seat)


def hand_game(job):
    kind, i, j, g, args = job
    pool = json.loads(args.candidates) if args.candidates else CANDIDATES[kind]
    seat_i = g % 2
    bots = [None, None]
    bots[seat_i] = _FixedHand(pool[i], g, args)
    bots[1 - seat_i] = _FixedHand(pool[j], g + 7, args)
    state = RULES.initial_state(2, {"placement": kind, "nuggets": 1}, 5000 + 97 * g + i * 13 + j)
    while RULES.actor(state) is not None:
        who = RULES.actor(state)
        state, _ = RULES.apply(state, bots[who].choose(RULES, state, who))
    return i, j, RULES.returns(state)[seat_i]


def hands_round_robin(args):
    kind = args.hands
    pool = json.loads(args.candidates) if args.candidates else CANDIDATES[kind]
    jobs = [(kind, i, j, g, args) for i in range(len(pool)) for j in range(i + 1, len(pool))
            for g in range(args.games)]
    if args.jobs > 1:
        from multiprocessing import Pool
        with Pool(args.jobs) as p:
            results = p.map(hand_game, jobs, chunksize=1)
    else:
        results = [hand_game(j) for j in jobs]
    points = [0.0] * len(pool)
    played = [0] * len(pool)
    for i, j, r in results:
        points[i] += (r + 1) / 2
        points[j] += (1 - r) / 2
        played[i] += 1
        played[j] += 1
    table = sorted(((points[k] / played[k], pool[k]) for k in range(len(pool))), reverse=True)
    for score, hand in table:
        print("%.3f  %s" % (score, hand))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", default="hard,random")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--options", default="{}")
    ap.add_argument("--nodes", type=int, default=0)
    ap.add_argument("--budget", type=float, default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--hands", choices=["big", "free"], default=None)
    ap.add_argument("--candidates", default=None, help="JSON list of hands for --hands")
    args = ap.parse_args()
    if args.candidates:
        CANDIDATES[args.hands] = json.loads(args.candidates)
    if args.hands:
        return hands_round_robin(args)
    players = args.players.split(",")
    options = json.loads(args.options)
    jobs = [(g, players, options, args) for g in range(args.games)]
    t0 = time.perf_counter()
    if args.jobs > 1:
        from multiprocessing import Pool
        with Pool(args.jobs) as pool:
            results = pool.map(play, jobs, chunksize=1)
    else:
        results = [play(j) for j in jobs]
    wins = sum(1 for r in results if r[0] > 0)
    losses = sum(1 for r in results if r[0] < 0)
    draws = len(results) - wins - losses
    print(json.dumps({
        "players": players, "options": options, "games": len(results),
        "wins": wins, "draws": draws, "losses": losses,
        "win_rate": round(wins / max(1, len(results)), 3),
        "slowest_move_s": round(max(r[1] for r in results), 3),
        "mean_plies": round(sum(r[2] for r in results) / len(results), 1),
        "mean_duels": round(sum(r[3] for r in results) / len(results), 2),
        "seconds": round(time.perf_counter() - t0, 1),
    }))


if __name__ == "__main__":
    main()
