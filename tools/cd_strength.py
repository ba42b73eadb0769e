"""Measure the Chevaliers et Dragons bots: win rates and time per move (never imported by the app).

    python tools/cd_strength.py normal random 200
    python tools/cd_strength.py hard greedy 100 --version pocket

Players: random (uniform legal action, its own seeded generator), greedy (one action at a time, best
expected heuristic, no noise), easy, normal, hard (games/chevaliers_dragons/ai.py). The first player
takes seat 0 in even games and seat 1 in odd games. A win counts 1, a draw 0.5.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from games.chevaliers_dragons import ai  # noqa: E402
from games.chevaliers_dragons.rules import RULES  # noqa: E402


class RandomPlayer:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state)
        return legal[self.rng.randrange(len(legal))]


class GreedyPlayer:
    """One action at a time, the best expected heuristic value (combat odds, no peeking)."""

    def __init__(self, seed):
        self.search = ai._Search(RULES)

    def choose(self, rules, state, seat):
        if state["phase"] == "setup":
            return ["ready"]
        best, choice = -9.0, None
        for a in rules.legal_actions(state):
            v, _ = self.search.expect1(state, a, seat)
            if v > best:
                best, choice = v, a
        return choice


def make(name, seed):
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        return GreedyPlayer(seed)
    return ai.make_bot(name, RULES, seed)


def play(names, game, version):
    seed = 1000 + game
    swap = game % 2 == 1
    order = [names[1], names[0]] if swap else [names[0], names[1]]
    bots = [make(order[0], seed * 2), make(order[1], seed * 2 + 1)]
    state = RULES.initial_state(2, {"version": version}, seed)
    worst = [0.0, 0.0]
    while RULES.actor(state) is not None:
        seat = RULES.actor(state)
        t = time.perf_counter()
        action = bots[seat].choose(RULES, state, seat)
        dt = time.perf_counter() - t
        if dt > worst[seat]:
            worst[seat] = dt
        state, _ = RULES.apply(state, action)
    r = RULES.returns(state)
    first_seat = 1 if swap else 0
    res = 1.0 if r[first_seat] > 0 else (0.5 if r[first_seat] == 0 else 0.0)
    return res, worst[first_seat], worst[1 - first_seat], state["turn"], state["end_reason"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("games", type=int, nargs="?", default=100)
    ap.add_argument("--version", default="standard")
    args = ap.parse_args()
    total = 0.0
    wa = wb = 0.0
    turns = []
    reasons = {}
    as_seat = [[0.0, 0], [0.0, 0]]
    t0 = time.time()
    for g in range(args.games):
        res, ta, tb, turn, reason = play((args.a, args.b), g, args.version)
        total += res
        wa, wb = max(wa, ta), max(wb, tb)
        turns.append(turn)
        reasons[reason] = reasons.get(reason, 0) + 1
        as_seat[g % 2][0] += res
        as_seat[g % 2][1] += 1
    n = args.games
    turns.sort()
    print("%s vs %s, %d games (%s): %s scores %.1f%%  (as Prince %.1f%%, as dragons %.1f%%)"
          % (args.a, args.b, n, args.version, args.a, 100.0 * total / n,
             100.0 * as_seat[0][0] / max(1, as_seat[0][1]), 100.0 * as_seat[1][0] / max(1, as_seat[1][1])))
    print("  worst move time: %s %.3f s, %s %.3f s; turns median %d; endings %s; %.1f s"
          % (args.a, wa, args.b, wb, turns[n // 2], reasons, time.time() - t0))


if __name__ == "__main__":
    main()
