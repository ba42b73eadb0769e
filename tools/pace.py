#!/usr/bin/env python3
"""How long a person waits through the other seats' turns: one person and computers, played
headless at the normal animation speed, measured between two decisions of the person.

    python tools/pace.py arena --seats 6 --level normal --waits 8     # prints JSON

Each wait is split into `show` (seconds of the show's timeline: what the screen spends telling
the computers' moves, counted from the frames, not the clock, so a busy machine does not change
it) and `think` (the clock's seconds the computers spent deciding: this one does depend on the
machine). The person always plays the first legal action (a posture, then the end of the turn),
so the figures measure the others' turns, not the person's. A game that counts rounds (ARENA)
also gets its seconds by round (the person's own quick turn included). A benchmark, not a test.
"""
import argparse
import json
import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:          # run as a script: the project's root makes `games.` importable
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from tools.own_home import use_own_home  # noqa: E402

use_own_home("pace-", __name__ == "__main__")

DT = 1 / 60


def waits(game, seats, level, turns, seed, size=(1920, 1080), speed="normal"):
    from engine.app import App
    from engine.play import PlayScene
    from engine.registry import find
    from engine.rules import CHANCE
    from engine.settings import Settings
    from games import registry
    entry = find(registry(), game)
    if entry is None:
        raise SystemExit(f"pace.py: no game {game!r}")
    settings = Settings()
    settings.data["speed"] = speed
    settings.data["tips"] = False
    app = App([entry], settings, size=size, fullscreen=False, lang="en")
    app.sync_bots = True
    app.open_window()
    app.running = True
    players = ["human"] + [level] * (seats - 1)
    scene = PlayScene.new(app, entry, players, entry.default_options(), seed=seed)
    app.push(scene)
    pick = random.Random(seed)
    out = []
    rounds = {}                 # a game that counts rounds (ARENA): the same seconds by round
    personal = {}               # ... of which a fight of the person's fighter (told in full)
    show_s = think_s = 0.0
    started = False
    guard = 0
    while len(out) < turns and not scene.match.is_over() and guard < 200000:
        guard += 1
        if app.stack.top is not scene:          # a message, a hand-over: out of the way
            app.pop()
            continue
        if scene.human_to_act():
            if started:
                out.append({"show": round(show_s, 2), "think": round(think_s, 2),
                            "total": round(show_s + think_s, 2)})
            started = True
            show_s = think_s = 0.0
            legal = scene.rules.legal_actions(scene.state)
            # Quick, plain choices for the person: end the turn as soon as the rules allow.
            ends = [a for a in legal if a == ["end"]]
            scene.submit(ends[0] if ends else pick.choice(legal))
            continue
        actor = scene.match.actor()
        thinking = actor not in (None, CHANCE) and not scene.busy()
        shown_round = (scene.shown or {}).get("round")
        t0 = time.perf_counter()
        app.frame(DT)
        spent = time.perf_counter() - t0 if thinking else DT
        if thinking:
            think_s += spent
        else:
            show_s += spent
        if shown_round is not None:
            rounds[shown_round] = rounds.get(shown_round, 0.0) + spent
            if _persons_fight(scene):
                personal[shown_round] = personal.get(shown_round, 0.0) + spent
    import pygame
    pygame.quit()
    # The last round counted may be cut short by the end of the run.
    return out, ({r: round(s, 2) for r, s in sorted(rounds.items())[:-1]},
                 {r: round(personal.get(r, 0.0), 2) for r in sorted(rounds)[:-1]})


def _persons_fight(scene):
    """A fight on screen (ARENA's duel band) in which a person's fighter takes part."""
    anims = getattr(scene, "anims", None)       # ARENA's show part holds the dice being rolled
    duel = getattr(anims, "duel", None)
    if not duel:
        return False
    return any(scene.match.is_human(duel.get(k)) for k in ("attacker", "defender"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--waits", type=int, default=6, help="waits between the person's turns")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    w, (rounds, personal) = waits(args.game, args.seats, args.level, args.waits, args.seed)
    totals = [x["total"] for x in w] or [0.0]
    out = {"game": args.game, "seats": args.seats, "level": args.level, "waits": w,
           "median_wait_s": round(statistics.median(totals), 2),
           "max_wait_s": round(max(totals), 2)}
    if rounds:
        out["seconds_by_round"] = rounds
        out["median_round_s"] = round(statistics.median(rounds.values()), 2)
        out["max_round_s"] = round(max(rounds.values()), 2)
        # A fight of the person's fighter is told in full by design; the rest is the others'.
        others = [rounds[r] - personal[r] for r in rounds]
        out["persons_fights_by_round"] = personal
        out["median_round_without_persons_fights_s"] = round(statistics.median(others), 2)
        out["max_round_without_persons_fights_s"] = round(max(others), 2)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
