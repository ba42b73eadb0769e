"""The box's monkey test: random clicks, drags, finger taps, keys and window resizes fed through the
real scenes (box, setup, games, menus, rules pages, settings, end screens) of every registered game,
in a hidden window.

    python3 tools/monkey.py --events 100000 [--seed S] [--game ID] [--minutes M] [--out FILE]

prints one JSON object: events played, exceptions (with tracebacks), hangs (a frame, bot decision
included, over HANG_S), end screens reached, scenes visited, the setups started (seat counts, mixes
of people and computers, option choices: tools/monkey_setups.py) and peak memory, overall and
while the window was at most 3840x2160. `--events` is the total, shared evenly between the games.
An event is one thing a person does: a click, a drag, a tap, a key, a pause, a window resize, a
whole edge drag, or a game set up from the box with one of the planned setups. A frame stuck for
STUCK_S (a loop that never ends) prints every thread's stack and ends the run with an error.
A seeded, shorter run is part of the test suite (tests/engine/test_monkey.py).
"""
import argparse
import faulthandler
import json
import os
import random
import resource
import sys
import time
import traceback
from contextlib import contextmanager

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools import monkey_setups  # noqa: E402
from tools.own_home import use_own_home  # noqa: E402
from engine.settings import SPEED_FACTOR  # noqa: E402

# A hang: a frame, bot decision included, that takes over HANG_S of the processor (its time, not
# the clock's, so other programs on a busy machine do not make one); the slowest honest frame,
# a 4K layout rasterised, takes about 1 s.
HANG_S = 20.0
STUCK_S = 300.0         # a frame this long is a loop that never ends: stacks printed, run ended
TINY_BUDGET_S = 0.01    # computer players think this long, so the monkey sees many games end
SMALLEST, LARGEST = (200, 150), (7680, 4320)
KEYS = ("escape", "f1", "f11", "ctrl+z", "ctrl+y", "h", "m", "return", "space", "tab", "left",
        "right", "up", "down", "a", "b", "e", "n", "q", "r", "s", "x", "z", "1", "2", "3",
        "backspace", "ctrl+shift+q")
# How often each kind of event comes (relative weights).
KINDS = {"button": 34, "click": 12, "board": 16, "drag": 8, "finger": 8, "key": 14, "wait": 6,
         "play-on": 2, "resize": 1.2, "edge-drag": 0.8, "setup": 2.5}
PLAY_TO_END = 3000      # frames of 0.1 s a planned game of computers gets to reach its end
BIG_WINDOW = 3840 * 2160
STEPS_DT = (1 / 60, 1 / 60, 1 / 30, 0.1)   # frame lengths while waiting (0.1: a slow machine)


def peak_mb():
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_mb():
    """Resident memory now (Linux /proc; None elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * _PAGE / (1024 * 1024)
    except (OSError, ValueError, IndexError):
        return None


def clock_capped(make_bot, limit_s):
    """`make_bot` whose bots think at most `limit_s` seconds a move (a bot with a fixed amount of
    work, budget_s None, is left as it is)."""
    def capped(*args, **kw):
        bot = make_bot(*args, **kw)
        if isinstance(getattr(bot, "budget_s", None), (int, float)):
            bot.budget_s = min(bot.budget_s, limit_s)
        return bot
    return capped


@contextmanager
def tiny_budgets(entries):
    """Computer players with a tiny thinking time (the engine's and each game's own budgets).
    Games keep their levels' clocks in tables of their own shapes (BUDGETS, LEVELS, HARD…), so
    every bot the box makes (engine.computers: the seats and the hint) also has its clock,
    `budget_s`, cut when it has one: the monkey tests the screens, and a level's full second of
    thought, a few hundred times a run, was most of the suite's monkey time."""
    from engine import ai, computers
    tables = [ai.DEFAULT_BUDGETS] + [getattr(e.ai, "BUDGETS") for e in entries
                                     if isinstance(getattr(e.ai, "BUDGETS", None), dict)]
    saved = [dict(t) for t in tables]
    for t in tables:
        for k in t:
            t[k] = TINY_BUDGET_S
    real_make_bot = computers.make_bot
    computers.make_bot = clock_capped(real_make_bot, TINY_BUDGET_S)
    try:
        yield
    finally:
        computers.make_bot = real_make_bot
        for t, old in zip(tables, saved):
            t.update(old)


def visible_buttons(scene):
    """The pressable buttons of a scene, wherever it keeps them (attributes, Groups, lists)."""
    from engine.ui.widgets import Button
    found = []

    def take(obj, depth=0):
        if isinstance(obj, Button):
            if obj.visible and obj.enabled and obj.rect.width > 0:
                found.append(obj)
        elif hasattr(obj, "buttons") and depth < 3:
            take(obj.buttons, depth + 1)
        elif isinstance(obj, (list, tuple)) and depth < 3:
            for b in obj:
                take(b, depth + 1)
        elif isinstance(obj, dict) and depth < 3:
            for b in obj.values():
                take(b, depth + 1)
    for value in list(vars(scene).values()):
        take(value)
    return found


class Monkey:
    """quick: the test suite's flavour, mostly at ordinary window sizes with a few tiny and huge
    ones (a 4K layout is rasterised in about a second), and shorter pauses."""

    def __init__(self, entries, seed, quick=False, registry=None, progress=False):
        self.quick = quick
        self.entries = entries          # the games it sets up and reports on
        self.registry = registry or entries     # the games the box shows
        self.progress = progress
        self.rng = random.Random(seed)
        self.seed = seed
        self.app = None
        self.events = 0
        self.exceptions = {}    # traceback text -> the first report of it
        self.hangs = []
        self.ends = 0
        self.scenes = set()
        self.recent = []        # the last events, to say how a failure was reached
        self.pending = []       # events kept for the next frame
        self.pressed = set()    # the names of the buttons pressed (setup options, seats, menus)
        self.slowest = 0.0      # the slowest frame by the clock, and by the processor
        self.slowest_cpu = 0.0
        self.plans = {e.id: monkey_setups.plan(e, self.rng) for e in entries}
        self.next_plan = {e.id: 0 for e in entries}
        self.retries = {}           # how often the next planned setup was tried again
        self.started = {e.id: [] for e in entries}   # the setups games were started with
        self.last_match = None
        self.peak_4k = 0.0      # resident memory, highest while the window was at most 4K
        self.peak_at = {}

    # --- the app --------------------------------------------------------------------------------
    def start(self):
        import pygame
        from engine.app import App
        from engine.box import BoxScene
        from engine.settings import SPEEDS, Settings
        if self.app is not None:
            self.app.stack.clear()
            pygame.quit()
        settings = Settings()
        settings.data["speed"] = self.rng.choice(SPEEDS)
        size = self.random_size() if self.rng.random() < 0.3 else (
            (1024, 640) if self.quick else (1280, 720))
        self.app = App(self.registry, settings, size=size, fullscreen=False,
                       kiosk=self.rng.random() < 0.2, lang=self.rng.choice(("fr", "en")))
        self.app.sync_bots = True
        self.app.open_window()
        self.app.push(BoxScene(self.app))
        self.app.running = True
        self.pending = []
        self.last_top = None

    def random_size(self):
        r = self.rng.random()
        if r < 0.25:    # small and tiny windows
            lo, hi = SMALLEST, (1024, 768)
        elif r < (0.3 if self.quick else 0.5):   # huge ones
            lo, hi = (3000, 1700), LARGEST
        elif self.quick:    # ordinary ones, kept small: a frame's cost grows with its pixels
            lo, hi = (800, 600), (1366, 768)
        else:
            lo, hi = SMALLEST, LARGEST
        return (self.rng.randint(lo[0], hi[0]), self.rng.randint(lo[1], hi[1]))

    # --- feeding events -------------------------------------------------------------------------
    def frame(self, events=(), dt=1 / 60, batch=False):
        """One frame with these pygame events; a failure is recorded and the box started again.
        batch: sometimes keep the events for the next frame instead, as a busy machine gets
        several clicks and keys between two frames."""
        if batch and self.rng.random() < 0.5:
            self.pending.extend(events)
            return True
        events, self.pending = self.pending + list(events), []
        app = self.app
        t0, c0 = time.perf_counter(), time.process_time()
        faulthandler.dump_traceback_later(STUCK_S, exit=True)
        try:
            app.frame(dt, events)
            if app.running and app.dirty:
                app.draw()
        except Exception:
            self.failed(traceback.format_exc())
            return False
        finally:
            faulthandler.cancel_dump_traceback_later()
        spent, cpu = time.perf_counter() - t0, time.process_time() - c0
        w, h = app.screen.get_size()
        rss = rss_mb() or 0.0
        if w * h <= BIG_WINDOW:
            self.peak_4k = max(self.peak_4k, rss)
        if rss > self.peak_at.get("rss_mb", 0.0):
            # Where the highest memory was seen (after a frame: a peak inside one is not seen).
            from engine import cache
            self.peak_at = {"rss_mb": round(rss, 1), "window": [w, h], "layout": list(app.size),
                            "caches_mb": round(cache.total() / 2 ** 20, 1),
                            "scene": type(app.stack.top).__name__, "event": self.events,
                            "recent": self.recent[-4:]}
        self.slowest = max(self.slowest, spent)
        self.slowest_cpu = max(self.slowest_cpu, cpu)
        if cpu > HANG_S:
            self.hangs.append({"seconds": round(spent, 1), "cpu_seconds": round(cpu, 1),
                               "seed": self.seed,
                               "event": self.events, "recent": list(self.recent)})
        if not app.running:
            # Quit (or Ctrl+Shift+Q): a person would start the box again.
            self.start()
            return True
        top = app.stack.top
        if top is not self.last_top:
            name = type(top).__name__
            self.scenes.add(name)
            if name == "EndScene":
                self.ends += 1
            self.last_top = top
        # The game under a hand-over screen or a message counts too.
        match = next((getattr(sc, "match", None) for sc in reversed(app.stack.scenes)
                      if getattr(sc, "match", None) is not None), None)
        if match is not None and match is not self.last_match and hasattr(match, "players"):
            # A game started (or started again): what it was set up with.
            self.last_match = match
            mix = "".join("h" if p == "human" else "c" for p in match.players)
            self.started.setdefault(match.entry.id, []).append(
                {"mix": mix, "options": dict(match.options)})
        return True

    def failed(self, tb):
        key = tb.strip().splitlines()[-1] + "|" + "|".join(
            line for line in tb.splitlines() if line.strip().startswith("File "))[-600:]
        report = self.exceptions.get(key)
        if report is None:
            self.exceptions[key] = {"count": 1, "traceback": tb, "seed": self.seed,
                                    "event": self.events, "recent": list(self.recent)}
        else:
            report["count"] += 1
        self.start()

    def resize(self, size):
        import pygame
        self.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        w, h = self.app.screen.get_size()
        return self.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h),
                           pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)])

    def point(self):
        w, h = self.app.screen.get_size()
        return (self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h)))

    def in_rect(self, rect):
        x = self.rng.randint(rect.left, max(rect.left, rect.right - 1))
        y = self.rng.randint(rect.top, max(rect.top, rect.bottom - 1))
        return self.app.to_window((x, y))

    def click(self, pos, button=1, batch=True):
        import pygame
        return self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)],
                          batch=batch)

    def drag(self, a, b, steps, finger=False):
        import pygame
        w, h = self.app.screen.get_size()
        path = [(a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
                for i in range(steps + 1)]

        def ev(kind, p):
            if finger:
                t = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION,
                     "up": pygame.FINGERUP}[kind]
                return pygame.event.Event(t, x=p[0] / w, y=p[1] / h, dx=0, dy=0, finger_id=0,
                                          touch_id=0, pressure=1)
            if kind == "move":
                return pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            t = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
            return pygame.event.Event(t, pos=p, button=1)
        ok = self.frame([ev("down", path[0])])
        moves = [ev("move", p) for p in path[1:]]
        for i in range(0, len(moves), 3):   # a busy machine gets motions in bunches
            ok = ok and self.frame(moves[i:i + 3])
        return ok and self.frame([ev("up", path[-1])])

    def key(self, name, batch=True):
        import pygame
        mod = 0
        parts = name.split("+")
        if "ctrl" in parts:
            mod |= pygame.KMOD_CTRL
        if "shift" in parts:
            mod |= pygame.KMOD_SHIFT
        k = pygame.key.key_code(parts[-1])
        char = parts[-1] if len(parts[-1]) == 1 and not mod else ""
        return self.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=char,
                                              scancode=0),
                           pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=char,
                                              scancode=0)], batch=batch)

    # --- a planned setup ------------------------------------------------------------------------
    def press(self, name):
        """Click the pressable button called `name` on the top scene; False when there is none."""
        top = self.app.stack.top
        for b in visible_buttons(top) if top is not None else []:
            if b.name == name:
                self.pressed.add(name)
                return self.click(self.in_rect(b.rect), batch=False)
        return False

    def set_up(self):
        """Back to the box as a person gets there (Esc, the menu's or end screen's Box button, OK
        on a message), a game's tile, the game's next planned setup clicked in (options first: one
        may show or hide others; then the seat count and who sits where), Start. A game of
        computers only is then often watched to its end."""
        from engine import screens
        box, setup, end = screens.get("box"), screens.get("setup"), screens.get("end")
        app = self.app
        for _ in range(12):
            top = app.stack.top
            if isinstance(top, setup) or app is not self.app:
                break
            if isinstance(top, box):
                self.press("game:" + self.rng.choice(self.entries).id)
            elif not (self.press("box") or self.press("ok") or self.press("ready")):
                # In the class mode nothing a child presses leaves a game in progress: the
                # teacher's Ctrl+Shift+B does (engine/play_keys.py).
                self.key("ctrl+shift+b" if app.kiosk else "escape", batch=False)
        top = app.stack.top
        if app is not self.app or not isinstance(top, setup):
            return False
        entry = top.entry
        if entry.id not in self.plans:
            return False
        plans = self.plans[entry.id]
        chosen = plans[self.next_plan[entry.id] % len(plans)]
        self.next_plan[entry.id] += 1
        self.recent.append(f"setup {chosen['players']} {chosen['options']}")
        for opt in entry.info.OPTIONS:
            if opt["id"] in chosen["options"]:
                self.press(f"opt:{opt['id']}:{chosen['options'][opt['id']]}")
        self.press(f"count:{len(chosen['players'])}")     # none when the count is fixed
        for seat, kind in enumerate(chosen["players"]):
            self.press(f"seat:{seat}:{kind}")   # none when an option seats people only
        before = len(self.started.get(entry.id, []))
        started = self.press("start") and app is self.app
        play = app.stack.top
        match = getattr(play, "match", None)
        now = self.started.get(entry.id, [])
        planned = "".join("h" if p == "human" else "c" for p in chosen["players"])
        if (len(now) == before or now[-1]["mix"] != planned) and self.retries.get(entry.id, 0) < 2:
            # A seat button out of reach (a tiny window) started another mix than planned, or
            # nothing: the planned one comes again (twice at most: an option may seat people
            # only), so a bounded run still covers the plan's head.
            self.retries[entry.id] = self.retries.get(entry.id, 0) + 1
            self.next_plan[entry.id] -= 1
        else:
            self.retries[entry.id] = 0
        if not started:
            return False
        if match is None or match.humans() or self.rng.random() < 0.3:
            return True
        self.recent.append("watching to the end")
        if self.quick:
            # The quick flavour watches as a person who chose the instant animation speed would:
            # at normal speed each event that changes a seat's pieces is held two seconds, and a
            # game of Chevaliers et Dragons between computers outlasts the quick frame budget.
            play.show.speed = SPEED_FACTOR["instant"]
        for _ in range(PLAY_TO_END // (4 if self.quick else 1)):
            if not self.frame(dt=0.1) or app is not self.app:
                break
            top = app.stack.top
            if isinstance(top, end) or (top is not play and not self.press("ok")):
                break
        return True

    def step(self):
        """One random event, as a person (or a cat on the keyboard) would do it."""
        app = self.app
        kind = self.rng.choices(list(KINDS), weights=list(KINDS.values()))[0]
        top = app.stack.top
        if kind == "button":
            buttons = visible_buttons(top) if top is not None else []
            if buttons:
                b = self.rng.choice(buttons)
                self.recent.append(f"button {b.name}")
                self.pressed.add(str(b.name))
                return self.click(self.in_rect(b.rect))
            kind = "click"
        if kind == "board":
            rect = getattr(top, "board_rect", None)
            if rect is not None and rect.width > 0 and rect.height > 0:
                pos = self.in_rect(rect)
                self.recent.append(f"board {pos}")
                if self.rng.random() < 0.7:
                    return self.click(pos)
                return self.drag(pos, self.in_rect(rect), self.rng.randint(2, 8))
            kind = "click"
        if kind == "click":
            pos = self.point()
            self.recent.append(f"click {pos}")
            return self.click(pos, self.rng.choice((1, 1, 1, 3)))
        if kind in ("drag", "finger"):
            a, b = self.point(), self.point()
            finger = kind == "finger"
            self.recent.append(f"{kind} {a}->{b}")
            if finger and self.rng.random() < 0.6:
                b = a  # a tap
            return self.drag(a, b, self.rng.randint(1, 10), finger=finger)
        if kind == "key":
            name = self.rng.choice(KEYS)
            self.recent.append(f"key {name}")
            return self.key(name)
        if kind == "wait":
            n = self.rng.randint(3, 15 if self.quick else 90)
            dt = self.rng.choice(STEPS_DT)
            self.recent.append(f"wait {n} x {dt:.3f} s")
            for _ in range(n):
                if not self.frame(dt=dt):
                    return False
            return True
        if kind == "play-on":
            # Hands off until the screen changes (computer players finish a game this way).
            self.recent.append("play-on")
            for _ in range(600):
                if not self.frame(dt=0.1) or app is not self.app or app.stack.top is not top:
                    break
            return True
        if kind == "setup":
            return self.set_up()
        if kind == "resize":
            size = self.random_size()
            self.recent.append(f"resize {size}")
            return self.resize(size)
        # An edge dragged: many sizes, one frame each, then sometimes a pause that settles it.
        start = app.screen.get_size()
        end = self.random_size()
        steps = self.rng.randint(3, 12)
        self.recent.append(f"edge-drag {start}->{end} in {steps}")
        for i in range(1, steps + 1):
            size = (start[0] + (end[0] - start[0]) * i // steps,
                    start[1] + (end[1] - start[1]) * i // steps)
            if not self.resize((max(1, size[0]), max(1, size[1]))):
                return False
        return True

    def play(self, events):
        """`events` more events, from the box started afresh (as a person starts it again)."""
        random.seed(self.seed + self.events)  # new games' seeds (engine.play) come from here
        self.start()
        for _ in range(events):
            self.events += 1
            self.recent = self.recent[-11:]
            self.step()
            if self.progress and self.events % 2000 == 0:
                print(f"{'+'.join(e.id for e in self.entries)}: {self.events} events, "
                      f"{sum(r['count'] for r in self.exceptions.values())} exceptions, "
                      f"{len(self.hangs)} hangs, {self.ends} end screens, "
                      f"peak {peak_mb()} MB", file=sys.stderr, flush=True)
        import pygame
        self.app.stack.clear()
        pygame.quit()
        self.app = None

    def report(self):
        return {"seed": self.seed, "events": self.events,
                "exceptions": sum(r["count"] for r in self.exceptions.values()),
                "exception_reports": list(self.exceptions.values()),
                "hangs": len(self.hangs), "hang_reports": self.hangs,
                "end_screens": self.ends, "scenes": sorted(self.scenes),
                "buttons_pressed": sorted(self.pressed),
                "setups_started": sum(len(self.started[e.id]) for e in self.entries),
                "coverage": {e.id: monkey_setups.coverage(e, self.started[e.id])
                             for e in self.entries},
                "peak_mb_windows_up_to_4k": round(self.peak_4k, 1),
                "peak_mb_process": peak_mb(), "highest_after_a_frame": self.peak_at,
                "slowest_frame_s": round(self.slowest, 3),
                "slowest_frame_cpu_s": round(self.slowest_cpu, 3)}


def run_monkey(entries, events, seed=1, per_game=True, quick=False, progress=False,
               minutes=None, chunk=2000, out=None):
    """Play `events` monkey events per game (or in all, with per_game False) and return the
    figures. Per game, the box shows every game in `entries` and the planned setups are that
    game's. The games take turns, `chunk` events each, so a run stopped after `minutes` (checked
    between turns) has played them alike; its figures then say so. With `out` (a path), the
    figures so far are written there after every turn, so a run that is killed leaves them.
    The per-user data folder should be a scratch one (the monkey changes settings)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    groups = [[e] for e in entries] if per_game else [list(entries)]
    monkeys = [Monkey(group, seed * 1000 + i, quick, list(entries), progress)
               for i, group in enumerate(groups)]
    deadline = None if minutes is None else time.monotonic() + 60 * minutes
    t0 = time.monotonic()
    stopped = {}
    with tiny_budgets(entries):
        try:
            while any(m.events < events for m in monkeys):
                if deadline is not None and time.monotonic() > deadline:
                    stopped["stopped_after_minutes"] = minutes
                    break
                for m in monkeys:
                    if m.events < events:
                        m.play(min(chunk, events - m.events))
                if out:
                    write_json(out, figures(seed, monkeys, dict(stopped, unfinished=True),
                                            time.monotonic() - t0))
        except KeyboardInterrupt:   # Ctrl+C: the figures so far
            stopped["interrupted"] = True
    result = figures(seed, monkeys, stopped, time.monotonic() - t0)
    if out:
        write_json(out, result)
    return result


def figures(seed, monkeys, extra, seconds):
    result = {"seed": seed, "events": 0, "exceptions": 0, "hangs": 0, "end_screens": 0,
              "setups_started": 0, **extra, "games": {}}
    for m in monkeys:
        r = m.report()
        result["games"]["+".join(e.id for e in m.entries)] = r
        for k in ("events", "exceptions", "hangs", "end_screens", "setups_started"):
            result[k] += r[k]
    result["peak_mb"] = peak_mb()
    result["peak_mb_windows_up_to_4k"] = max(
        (g["peak_mb_windows_up_to_4k"] for g in result["games"].values()), default=0)
    result["seconds"] = round(seconds, 1)
    return result


def write_json(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1)
    os.replace(tmp, path)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--events", type=int, default=100000, help="events in all, shared by the games")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", help="only this game id")
    p.add_argument("--out", help="also write the figures here, after every turn of the games")
    p.add_argument("--minutes", type=float,
                   help="stop after this long (checked between two turns of the games)")
    args = p.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    use_own_home("da-monkey-", True)
    # SDL would turn Ctrl+C into a quit event the monkey never reads: let Python have it.
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    from games import registry
    entries = [e for e in registry() if not args.game or e.id == args.game]
    if not entries:
        p.error(f"no game {args.game!r}")
    result = run_monkey(entries, max(1, args.events // len(entries)), args.seed,
                        progress=True, minutes=args.minutes, out=args.out)
    print(json.dumps(result, indent=1))
    return 1 if result["exceptions"] or result["hangs"] else 0


if __name__ == "__main__":
    sys.exit(main())
