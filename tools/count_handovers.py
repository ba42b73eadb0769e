"""How many hand-over screens a two-person game of Guardians Arena shows: seeded random games
played through the real play scene in a hidden window (each person's action submitted as the
board would, each hand-over answered), counting the hand-over screens pushed.

    python tools/count_handovers.py [--games 5] [--seed 1] [--by-phase]
"""
import argparse
import collections
import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def one_game(entry, seed, max_actions=4000):
    from engine import screens
    from tests.helpers import run, start_game
    app, sc = start_game(entry, players=("human", "human"), seed=seed, size=(1024, 768))
    handover = screens.get("handover")
    pick = random.Random(seed)
    count, acts, phases = 0, 0, collections.Counter()
    while acts < max_actions:
        if isinstance(app.stack.top, handover):
            count += 1
            phases[sc.state.get("phase")] += 1
            app.stack.top.go()
            run(app, 1)
            continue
        if app.stack.top is not sc:     # the end screen
            break
        if sc.match.actor() is None:
            break
        if sc.human_to_act():
            sc.submit(pick.choice(sc.legal()))
            acts += 1
        run(app, 1)
    return count, acts, phases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--by-phase", action="store_true")
    a = ap.parse_args()
    from engine.registry import GameEntry
    entry = GameEntry("games.guardians_arena")
    total_h = total_a = 0
    phases = collections.Counter()
    for g in range(a.games):
        h, n, ph = one_game(entry, a.seed + g)
        phases.update(ph)
        total_h, total_a = total_h + h, total_a + n
        print(f"game seed {a.seed + g}: {h} hand-overs for {n} actions by the people")
    print(f"mean: {total_h / a.games:.1f} hand-overs, {total_a / a.games:.1f} actions a game")
    if a.by_phase:
        for p, c in phases.most_common():
            print(f"  {p}: {c / a.games:.1f}")


if __name__ == "__main__":
    main()
