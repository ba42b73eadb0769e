"""Benchmarks (never timed tests): prints JSON figures to compare with ../shared/DESIGN.md.

    python tools/bench.py [--frames N] [--games ID,...] [--quick] [--frames-only]

- frame_ms: per game scene at 1920x1080 and 3840x2160, median and 99th percentile of update + draw
  while computer players play at normal animation speed (animations included); every game is
  measured at its fullest table (ARENA with six fighters), as are playouts and move times;
  cpu_median and cpu_p99 are the same frames in the drawing thread's processor time, which other
  jobs on a shared machine do not inflate (--frames-only prints just these figures);
- startup_s: from launching `python main.py` to its first drawn frame (median of 5);
- playouts_per_s: random games per second through the rules alone;
- move_ms: computer move time per level (median and max over several positions);
- peak_memory_mb: peak resident memory (ru_maxrss) of a game screen at 1920x1080, at 3840x2160,
  after the window's edge is dragged from 1024x768 to 3840x2160 and back without pausing, and the
  same drag pausing at each of its 120 sizes, so each is laid out and rasterised (tools/memory.py,
  one process each, so one peak does not hide another); with --screens, the pausing drag on every
  other screen too (box, setup, menu, rules pages, settings, end screen);
- drag_frame_ms: the frame of each size while the edge is dragged without pausing (median, 99th
  percentile, slowest): the window shows the last layout scaled, so these stay short.
`--memory` prints only the memory and drag figures.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from tools.own_home import use_own_home  # noqa: E402

use_own_home("da-bench-", __name__ == "__main__")

from engine.ai import make_bot  # noqa: E402
from engine.rules import CHANCE  # noqa: E402
from games import registry  # noqa: E402


def pct(values, q):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(q / 100 * (len(v) - 1))))]


def playing_app(entry, size):
    """A headless app at `size` showing a game of `entry` between random players at its fullest
    table, at normal animation speed (the frames measured here and by tools/frame_parts.py)."""
    from engine.app import App
    from engine.play import PlayScene
    from engine.settings import Settings
    settings = Settings()
    settings.data["speed"] = "normal"
    app = App([entry], settings, size=size, fullscreen=False, lang="fr")
    app.sync_bots = True
    app.open_window()
    app.running = True
    seats = entry.info.MAX_SEATS
    app.push(PlayScene.new(app, entry, ["random"] * seats, entry.default_options(), seed=1))
    return app


def frame_times(entry, size, frames):
    import pygame
    from engine.play import PlayScene
    from engine.play_menus import EndScene
    app = playing_app(entry, size)
    times, cpu = [], []
    dt = 1 / 60
    while len(times) < frames:
        if isinstance(app.stack.top, EndScene):
            app.pop_to(PlayScene)
            app.stack.top.restart()
        t0, c0 = time.perf_counter(), time.thread_time()
        app.dirty = True  # measure a full update + draw every frame, as when something moves
        app.frame(dt)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    pygame.quit()
    times, cpu = times[5:], cpu[5:]  # the first frames fill the sprite cache
    # cpu_*: the drawing thread's own processor time, which a machine shared with other jobs
    # does not inflate (the wall clock counts the frames other processes took the core).
    return {"median": round(statistics.median(times), 2), "p99": round(pct(times, 99), 2),
            "cpu_median": round(statistics.median(cpu), 2), "cpu_p99": round(pct(cpu, 99), 2)}


def startup(runs=5):
    env = dict(os.environ, DRAGONS_ARENAS_FIRST_FRAME_EXIT="1")
    env.pop("SDL_VIDEODRIVER", None) if os.environ.get("DISPLAY") else None
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in p.stdout:
            if line.startswith("first-frame"):
                out.append(time.perf_counter() - t0)
                break
        p.wait(timeout=30)
    return round(statistics.median(out), 3) if out else None


def idle_cpu(args=(), seconds=5.0):
    """Percent of one core used by the box sitting idle (Linux /proc only; None elsewhere)."""
    if not os.path.exists("/proc/self/stat"):
        return None
    env = dict(os.environ)
    p = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(3.0)  # let it start and settle

        def ticks():
            with open(f"/proc/{p.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return int(fields[11]) + int(fields[12])
        t0, c0 = time.perf_counter(), ticks()
        time.sleep(seconds)
        used = (ticks() - c0) / os.sysconf("SC_CLK_TCK")
        return round(100 * used / (time.perf_counter() - t0), 2)
    finally:
        p.kill()
        p.wait()


def playouts(entry, seconds=2.0):
    rules = entry.rules
    pick = random.Random(1)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = rules.initial_state(entry.info.MAX_SEATS, entry.default_options(), n)
        while True:
            who = rules.actor(s)
            if who is None:
                break
            a = rules.chance_action(s) if who == CHANCE else pick.choice(rules.legal_actions(s))
            s, _ = rules.apply(s, a)
        n += 1
    return round(n / (time.perf_counter() - t0), 1)


def random_walk(rules, s, pick, steps):
    """`s` after up to `steps` random actions (chance drawn from its generator): varied positions
    for timing the computer levels (also tools/move_times.py)."""
    for _ in range(steps):
        who = rules.actor(s)
        if who is None:
            break
        a = rules.chance_action(s) if who == CHANCE else pick.choice(rules.legal_actions(s))
        s, _ = rules.apply(s, a)
    return s


def move_times(entry, level, positions):
    rules = entry.rules
    pick = random.Random(3)
    times = []
    for k in range(positions):
        s = random_walk(rules, rules.initial_state(entry.info.MAX_SEATS, entry.default_options(),
                                                   100 + k), pick, pick.randrange(0, 60))
        who = rules.actor(s)
        if who is None or who == CHANCE:
            continue
        bot = make_bot(level, rules, entry.ai, k)
        t0 = time.perf_counter()
        bot.choose(rules, s, who)
        times.append((time.perf_counter() - t0) * 1000)
    if not times:
        return None
    return {"median": round(statistics.median(times), 1), "max": round(max(times), 1)}


def memory(entry, flags):
    """tools/memory.py's figures for a screen of a game, each measure in its own process."""
    out = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "memory.py"), entry.id,
                          *flags], capture_output=True, text=True, timeout=1800)
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {"error": (out.stderr.strip().splitlines() or ["no output"])[-1]}


MEMORY_CASES = (("1920x1080", ["--size", "1920x1080"]),
                ("3840x2160", ["--size", "3840x2160"]),
                ("resize sweep", ["--sweep"]),
                ("resize sweep, pausing", ["--sweep", "--pause"]))
OTHER_SCREENS = ("box", "setup", "menu", "rules", "settings", "end")


def memory_figures(entry, screens=False):
    """Peak memory (MB) of the game screen in each MEMORY_CASE and, with `screens`, of every other
    screen in the pausing drag; the drag's frame times."""
    peaks, drag = {}, None
    for what, flags in MEMORY_CASES:
        r = memory(entry, flags)
        peaks[what] = r.get("peak_mb", r.get("error"))
        drag = r.get("drag_frame_ms", drag)
    if screens:
        for screen in OTHER_SCREENS:
            r = memory(entry, ["--screen", screen, "--sweep", "--pause"])
            peaks[f"resize sweep, pausing, {screen}"] = r.get("peak_mb", r.get("error"))
    return peaks, drag


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--games", default="")
    p.add_argument("--quick", action="store_true", help="fewer frames and positions")
    p.add_argument("--memory", action="store_true", help="only the peak memory figures")
    p.add_argument("--frames-only", action="store_true", help="only the frame figures")
    p.add_argument("--screens", action="store_true",
                   help="the pausing drag on every screen, not only the game's (slow)")
    args = p.parse_args()
    entries = [e for e in registry() if not args.games or e.id in args.games.split(",")]
    if args.memory:
        out = {}
        for e in entries:
            peaks, drag = memory_figures(e, args.screens)
            out[e.id] = {"peak_memory_mb": peaks, "drag_frame_ms": drag}
        print(json.dumps(out, indent=1))
        return
    frames = 150 if args.quick else args.frames
    positions = 3 if args.quick else 8
    if args.frames_only:
        print(json.dumps({e.id: {f"{w}x{h}": frame_times(e, (w, h), frames)
                                 for w, h in ((1920, 1080), (3840, 2160))} for e in entries},
                         indent=1))
        return
    result = {"startup_s": startup(3 if args.quick else 5),
              "idle_cpu_percent": {"box": idle_cpu(),
                                   "setup": idle_cpu(["--game", entries[0].id]) if entries else None},
              "games": {}}
    for entry in entries:
        g = {"frame_ms": {}, "playouts_per_s": playouts(entry, 1.0 if args.quick else 2.0),
             "move_ms": {}}
        for size in ((1920, 1080), (3840, 2160)):
            g["frame_ms"][f"{size[0]}x{size[1]}"] = frame_times(entry, size, frames)
        for level in ("random", "greedy", "easy", "normal", "hard"):
            g["move_ms"][level] = move_times(entry, level, positions)
        g["peak_memory_mb"], g["drag_frame_ms"] = memory_figures(entry, args.screens)
        result["games"][entry.id] = g
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
