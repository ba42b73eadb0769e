"""Peak memory of one game screen: at a fixed window size, or while the window's edge is dragged
from 1024x768 to 3840x2160 and back through STEPS sizes each way (--pause: resting at each size
long enough for the window to settle, so every size is laid out and rasterised). Run in its own
process so peaks never mix; prints one JSON object. Not imported by the app (tools/bench.py runs it).

    python3 tools/memory.py GAME_ID [--size WxH | --sweep [--pause]] [--steps 60]
"""
import argparse
import json
import os
import resource
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["DRAGONS_ARENAS_HOME"] = tempfile.mkdtemp(prefix="da-memory-")


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("game")
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
    from tests.helpers import run, start_game
    entry = find(registry(), args.game)
    if entry is None:
        p.error(f"unknown game {args.game!r}")
    w, h = (int(v) for v in args.size.lower().split("x"))
    first = (1024, 768) if args.sweep else (w, h)
    app, _scene = start_game(entry, players=["normal"] * entry.info.MIN_SEATS, size=first,
                             speed="normal")
    run(app, args.frames)
    if args.sweep:
        n = args.steps
        sizes = [(1024 + (3840 - 1024) * k // n, 768 + (2160 - 768) * k // n) for k in range(n + 1)]
        # As a window manager does it: the window changes size, then the app hears of it.
        rest = int(app_module.SETTLE_S * 60) + 3 if args.pause else 2
        for size in sizes + sizes[::-1]:
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            app.frame(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                  h=size[1])])
            run(app, rest)
        run(app, rest + 15)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    what = ("sweep, pausing" if args.pause else "sweep") if args.sweep else args.size
    print(json.dumps({"game": args.game, "what": what,
                      "peak_mb": peak, "surface_caches_mb": cache.total() // (1024 * 1024)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
