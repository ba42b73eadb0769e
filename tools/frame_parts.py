"""Where a game screen's frame time goes (never a timed test): the bench's frames (tools/bench.py,
computer players at normal speed, a full update and draw every frame), with each frame's
drawing-thread processor time split by the scene's drawing parts, and the frames that drew the
backdrop layer again counted by what changed.

    python tools/frame_parts.py GAME [--size 3840x2160] [--frames 600] [--worst 10] [--limit 10]

Prints the median and 99th percentile (as tools/bench.py's cpu_median / cpu_p99), how many frames
went over --limit ms, the backdrop's redraws by cause (log, chrome, game), and the slowest frames
with their parts in ms: backdrop_layer (all of the cached layer's work: the static copy, the game's
draw_backdrop, the log, the buttons), draw_board (what moves), draw_chrome (banner, prompt), draw
(the whole scene, with the layer's blit onto the window)."""
import argparse
import collections
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from tools.own_home import use_own_home  # noqa: E402

use_own_home("da-frames-", __name__ == "__main__")

from tools.bench import pct, playing_app  # noqa: E402

PARTS = ("update", "draw", "backdrop_layer", "draw_backdrop", "draw_log", "draw_board",
         "draw_chrome")


def timed(cls, name, acc):
    """Wrap cls.name so each call adds its drawing-thread time to acc[name]."""
    inner = getattr(cls, name)

    def wrapper(*args, **kw):
        c0 = time.thread_time()
        try:
            return inner(*args, **kw)
        finally:
            acc[name] += (time.thread_time() - c0) * 1000
    setattr(cls, name, wrapper)


def measure(app, scene_class, frames):
    """Each frame's (processor ms, {part: ms}, what made the backdrop be drawn again), and the
    count of redraws by cause."""
    from engine.play import PlayScene
    from engine.play_menus import EndScene
    acc = collections.defaultdict(float)
    for name in PARTS:
        timed(scene_class, name, acc)
    causes = []
    changed = scene_class.changed_areas

    def changed_areas(self, last, parts):
        causes.extend(n for i, n in ((2, "log"), (3, "chrome"), (4, "game")) if last[i] != parts[i])
        return changed(self, last, parts)
    scene_class.changed_areas = changed_areas
    rows, redraws = [], collections.Counter()
    while len(rows) < frames:
        if isinstance(app.stack.top, EndScene):
            app.pop_to(PlayScene)
            app.stack.top.restart()
        acc.clear()
        causes.clear()
        c0 = time.thread_time()
        app.dirty = True
        app.frame(1 / 60)
        rows.append(((time.thread_time() - c0) * 1000, dict(acc), "+".join(causes)))
        if causes:
            redraws["+".join(causes)] += 1
    return rows, redraws


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--size", default="3840x2160")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--worst", type=int, default=10)
    p.add_argument("--limit", type=float, default=10.0)
    args = p.parse_args()
    from games import registry
    entry = next((e for e in registry() if e.id == args.game), None)
    if entry is None:
        p.error(f"no game {args.game!r}: " + ", ".join(e.id for e in registry()))
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        assert len(size) == 2
    except (ValueError, AssertionError):
        p.error(f"--size {args.size!r}: WIDTHxHEIGHT, for example 3840x2160")
    app = playing_app(entry, size)
    scene_class = type(app.stack.top)
    # The scene's class is timed for this run only: put back as it was after, so a test that
    # runs this tool leaves the game's scene unwrapped for the next ones.
    own = {name: scene_class.__dict__.get(name) for name in PARTS + ("changed_areas",)}
    try:
        rows, redraws = measure(app, scene_class, args.frames)
    finally:
        for name, value in own.items():
            if value is None:
                delattr(scene_class, name)
            else:
                setattr(scene_class, name, value)
    rows = rows[5:]     # the first frames fill the sprite cache (as tools/bench.py)
    cpu = [r[0] for r in rows]
    print(f"{args.game} {size[0]}x{size[1]}: cpu median {statistics.median(cpu):.2f} ms, "
          f"p99 {pct(cpu, 99):.2f} ms; {sum(c > args.limit for c in cpu)} of {len(cpu)} frames "
          f"over {args.limit:g} ms")
    print("backdrop redrawn by:", dict(redraws) or "nothing")
    for total, parts, cause in sorted(rows, key=lambda r: -r[0])[:args.worst]:
        shown = " ".join(f"{k}={v:.1f}" for k, v in parts.items() if v >= 0.05)
        print(f"{total:6.1f}  {shown}" + (f"  [redraw: {cause}]" if cause else ""))


if __name__ == "__main__":
    main()
