"""Peak memory of one of a game's screens: at a fixed window size, or while the window's edge is
dragged from 1024x768 to 3840x2160 and back through STEPS sizes each way (--pause: resting at each
size long enough for the window to settle, so every size is laid out and rasterised). Run in its
own process so peaks never mix; prints one JSON object. Not imported by the app (tools/bench.py
runs it).

    python3 tools/memory.py GAME_ID [--screen S] [--size WxH | --sweep [--pause]] [--steps 60]

Screens (--screen): box, setup, game (the default, computer players playing), menu, rules (turning
a page at each size), settings, end (a game played to its end by random moves).
A sweep without pausing also times each size's frame (the drag is smooth when these are short):
drag_frame_ms, median, 99th percentile and slowest. A figure, never a test.
"""
import argparse
import json
import os
import random
import resource
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from tools.own_home import use_own_home  # noqa: E402

use_own_home("da-memory-", __name__ == "__main__")

SCREENS = ("box", "setup", "game", "menu", "rules", "settings", "end")


def finished_match(entry, seed=5):
    """A match of `entry` played to its end by random moves (computer seats)."""
    from engine.match import Match
    from engine.rules import CHANCE
    match = Match(entry, ["normal"] * entry.info.MAX_SEATS, entry.default_options(), seed)
    pick = random.Random(seed)
    for _ in range(100000):
        who = match.actor()
        if who is None:
            return match
        if who == CHANCE:
            match.play_chance()
        else:
            match.play(pick.choice(match.rules.legal_actions(match.state)))
    raise RuntimeError(f"{entry.id}: no end after 100000 random moves")


def open_screen(entry, screen, size):
    """An app showing `screen` of `entry` at window size `size`."""
    from engine import screens
    from engine.box import BoxScene
    from engine.play import PlayScene
    from tests.helpers import make_app, run, start_game
    if screen in ("box", "setup"):
        app = make_app([entry], size=size, speed="normal")
        app.push(BoxScene(app))
        if screen == "setup":
            app.open("setup", entry)
    elif screen == "end":
        app = make_app([entry], size=size, speed="normal")
        app.push(PlayScene.for_match(app, finished_match(entry)))
        for _ in range(3000):
            run(app)
            if isinstance(app.stack.top, screens.get("end")):
                break
        else:
            raise RuntimeError(f"{entry.id}: the end screen never came")
    else:
        app, play = start_game(entry, players=["normal"] * entry.info.MAX_SEATS, size=size,
                               speed="normal")
        if screen in ("menu", "settings"):
            play.open_menu()
        if screen == "settings":
            app.open("settings")
        elif screen == "rules":
            play.open_rules()
    run(app, 2)
    return app


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--screen", default="game", choices=SCREENS)
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--sweep", action="store_true")
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--pause", action="store_true", help="let the window settle at each size")
    p.add_argument("--frames", type=int, default=120)
    args = p.parse_args(argv)
    import pygame
    from engine import app as app_module
    from engine import cache
    from engine.registry import find
    from games import registry
    from tests.helpers import run
    entry = find(registry(), args.game)
    if entry is None:
        p.error(f"unknown game {args.game!r}")
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = open_screen(entry, args.screen, (1024, 768) if args.sweep else (w, h))
    run(app, args.frames)
    top = type(app.stack.top).__name__
    cache_peak = cache.total()
    drag_ms = []
    if args.sweep:
        n = args.steps
        sizes = [(1024 + (3840 - 1024) * k // n, 768 + (2160 - 768) * k // n) for k in range(n + 1)]
        # As a window manager does it: the window changes size, then the app hears of it.
        rest = int(app_module.SETTLE_S * 60) + 3 if args.pause else 2
        for i, size in enumerate(sizes + sizes[::-1]):
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            t0 = time.perf_counter()
            app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                  h=size[1])])
            drag_ms.append((time.perf_counter() - t0) * 1000)
            run(app, rest)
            if args.screen == "rules":   # every page gets drawn at some size
                step = pygame.K_RIGHT if i % 16 < 8 else pygame.K_LEFT
                app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=step, mod=0,
                                                      unicode="", scancode=0)])
                run(app, 1)
            cache_peak = max(cache_peak, cache.total())
        run(app, rest + 15)
    if type(app.stack.top).__name__ != top:
        p.exit(2, f"the screen changed from {top} to {type(app.stack.top).__name__}\n")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    what = ("sweep, pausing" if args.pause else "sweep") if args.sweep else args.size
    out = {"game": args.game, "screen": args.screen, "scene": top, "what": what,
           "peak_mb": peak, "surface_caches_mb": cache.total() // (1024 * 1024),
           "surface_caches_peak_mb": cache_peak // (1024 * 1024)}
    if drag_ms and not args.pause:
        drag_ms.sort()
        out["drag_frame_ms"] = {"median": round(statistics.median(drag_ms), 1),
                                "p99": round(drag_ms[int(0.99 * (len(drag_ms) - 1))], 1),
                                "max": round(drag_ms[-1], 1)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
