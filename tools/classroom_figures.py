#!/usr/bin/env python3
"""The classroom figures of the two children's games, as numbers a person can compare over time.

    python tools/classroom_figures.py            # prints JSON: caps (per screen) and lid (per speed)

`lid`: Dragons Arena's lid, the one picture as large as the arena that moves by itself. For each
animation speed, the most changes of direction its drawn position makes in any one second, while a
child holds it, after a short press (the wobble) and through the longest rattle after a shake.
Each change of direction is a light/dark change at the lid's edges (WCAG's three flashes a second).

Frames are counted at 60 a second of real time (the timeline runs at the speed's pace), so a busy
machine does not change the figures. A measure, not a test; tests import its functions.
"""
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("DRAGONS_ARENAS_HOME", tempfile.mkdtemp(prefix="figures-"))

DT = 1 / 60
SPEEDS = ("fast", "normal", "slow")


def most_in_a_second(times):
    """The most events in any one second (three exactly 1/3 s apart are three a second)."""
    return max((sum(1 for u in times if t <= u < t + 1.0 - 1e-6) for t in times), default=0)


def reversals(xs):
    """The frame indexes at which a series of positions changes direction."""
    out, last_dir, prev = [], 0, None
    for i, x in enumerate(xs):
        if prev is not None and x != prev:
            d = 1 if x > prev else -1
            if last_dir and d != last_dir:
                out.append(i)
            last_dir = d
        prev = x
    return out


def _lid_positions(app, scene, frames, until=None, events=()):
    """The x of the lid as drawn, frame after frame (None where it is not drawn); `events` are
    handled on the first frame."""
    from engine import assets
    real = assets.blit_alpha
    xs = []

    def spy(surface, img, dest, alpha):
        if img is assets.sprite("dragons-arena/arena-lid", scene.g.arena.size):
            xs[-1] = dest[0]
        return real(surface, img, dest, alpha)
    assets.blit_alpha = spy
    try:
        for i in range(frames):
            xs.append(None)
            app.frame(DT, events if i == 0 else ())
            app.draw()
            if until is not None and until():
                break
    finally:
        assets.blit_alpha = real
    return xs


def lid_rate(xs):
    times = [i * DT for i in reversals([x for x in xs if x is not None])]
    return most_in_a_second(times)


def lid_cases(speed, size=(1920, 1080)):
    """{case: most changes of direction in one second} for the lid at `speed`."""
    import pygame
    from engine.registry import GameEntry
    from tests.helpers import start_game
    entry = GameEntry("games.dragons_arena")
    out = {}
    app, scene = start_game(entry, size=size, speed=speed)
    centre = scene.g.arena.center
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre)
    out["held"] = lid_rate(_lid_positions(app, scene, 180, events=[press]))
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre)
    out["wobble"] = lid_rate(_lid_positions(app, scene, 120, events=[release]))
    scene.shake_strength = 10 ** 6          # the longest rattle
    scene.submit(["shake"])
    began = []

    def told():
        moving = bool(scene.active("rattle") or scene.active("lid"))
        began.append(moving)
        return any(began) and not moving
    out["rattle"] = lid_rate(_lid_positions(app, scene, 900, until=told))
    pygame.quit()
    return out


def main():
    figures = {"lid": {speed: lid_cases(speed) for speed in SPEEDS}}
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
