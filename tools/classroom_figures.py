#!/usr/bin/env python3
"""The classroom figures of the two children's games, as numbers a person can compare over time.

    python tools/classroom_figures.py            # prints JSON: caps (per screen), adult, lid
    python tools/classroom_figures.py --no-lid   # without the lid's figures (quicker)

`caps`: for Dragons Arena and Chevaliers et Dragons, each screen (the box, the setup screen at every
seat count and option, the play screen along seeded playouts, the game menu, the hand-over, the
end screen) and the smallest capital height, in pixels at 1920x1080, of the words a child reads on
it (as engine/ui/classroom.py records them: the classroom figure is 42), with the text's name.
`numbers`: the same for numbers a child counts (figure 96, digits' drawn height). Chevaliers et
Dragons' number pad (the children give a fight's total: option count_first) is a screen of its
own, "number pad", measured as it is asked in both languages.

`adult`: the grown-ups' words on the setup screen (the seat count, the option names and their
descriptions: engine/setup.py, at least ADULT_CAP = 12 px capitals), at 1024x768, the smallest
window the box supports, where they are smallest: per game, the smallest capital height in window
pixels and the text it belongs to (every word drawn there that is not a child's).

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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
from tools.own_home import use_own_home  # noqa: E402

use_own_home("figures-", __name__ == "__main__")

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
    scene.anims.shake_strength = 10 ** 6         # the longest rattle
    scene.submit(["shake"])
    began = []

    def told():
        moving = bool(scene.show.active("rattle") or scene.show.active("lid"))
        began.append(moving)
        return any(began) and not moving
    out["rattle"] = lid_rate(_lid_positions(app, scene, 900, until=told))
    pygame.quit()
    return out


GAMES = ("games.dragons_arena", "games.chevaliers_dragons")


def _screens(entry, size):
    """(screen, seen) for every screen of `entry` the classroom test measures."""
    from tests.engine import test_classroom as tc
    from tests.games_under_test import option_sets
    from tests.helpers import make_app, run, setup_screen
    for lang in ("fr", "en"):
        app = make_app([entry], size=size, lang=lang)
        box = app.open("box")
        run(app)
        box.layout(size)
        yield "box", tc.recorded(box, app.target)
        for seats in range(entry.info.MIN_SEATS, entry.info.MAX_SEATS + 1):
            for options in option_sets(entry):
                scene = setup_screen(app, entry, seats, options)
                yield "setup", tc.recorded(scene, app.target)
    for seats in range(entry.info.MIN_SEATS, entry.info.MAX_SEATS + 1):
        for n, options in enumerate(option_sets(entry)):
            for where, app, scene in tc.play_positions(entry, seats, options, seed=31 + n):
                if where in ("end screen", "menu"):
                    scene.play.draw(app.target)         # the board under it, not measured
                seen = tc.recorded(scene, app.target)
                yield where.split(" after")[0], seen
    if "count_first" in {o["id"] for o in entry.info.OPTIONS}:
        for lang in ("fr", "en"):
            yield "number pad", _number_pad(entry, size, lang)


def _number_pad(entry, size, lang):
    """What Chevaliers et Dragons' play screen records while it asks a child a fight's total."""
    from tests.engine import test_classroom as tc
    from tests.games.chevaliers_dragons.test_classroom import run_show_until
    from tests.games.chevaliers_dragons.test_scene import ready_both, walk_to_a_fight
    from tests.helpers import start_game
    app, scene = start_game(entry, size=size, seed=5, speed="normal", count_first=True)
    app.set_language(lang)
    scene.timeline.speed = 0.0          # the march to the fight at once, the fight in time
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.timeline.speed = 1.0
    scene.play(fight)
    run_show_until(app, scene, lambda: scene.question is not None)
    return tc.recorded(scene, app.target)


def adult_figures(size=(1024, 768)):
    """{game: (least capital height of the grown-ups' words on the setup screen, the text)}: every
    word the setup draws that is not registered as a child's, at every seat count and option set,
    in both languages."""
    from engine.registry import GameEntry
    from engine.ui import classroom, text
    from tests.games_under_test import option_sets
    from tests.helpers import make_app, setup_screen
    out = {}
    real_render, real_child = text.render, classroom.child_text
    drawn, child = {}, set()

    def render(words, px, color, bold=False):
        glyphs = real_render(words, px, color, bold)
        drawn[id(glyphs)] = (words, glyphs)
        return glyphs

    def child_text(glyphs, name, number=False):
        child.add(id(glyphs))
        return real_child(glyphs, name, number)
    for package in GAMES:
        entry = GameEntry(package)
        least = None
        for lang in ("fr", "en"):
            app = make_app([entry], size=size, lang=lang)
            for seats in range(entry.info.MIN_SEATS, entry.info.MAX_SEATS + 1):
                for options in option_sets(entry):
                    scene = setup_screen(app, entry, seats, options)
                    drawn.clear()
                    child.clear()
                    text.render, classroom.child_text = render, child_text
                    try:
                        with classroom.record():
                            scene.draw(app.target)
                    finally:
                        text.render, classroom.child_text = real_render, real_child
                    for key, (words, glyphs) in drawn.items():
                        made = text.made_at(glyphs)
                        if key in child or not made or not words.strip():
                            continue
                        cap = text.cap_height(*made)
                        if least is None or cap < least[0]:
                            least = (cap, words)
        out[entry.id] = least
    return out


def cap_figures(size=(1920, 1080)):
    """{game: {screen: {"words": (least cap px, name), "numbers": (least px, name)}}}."""
    from engine.registry import GameEntry
    out = {}
    for package in GAMES:
        entry = GameEntry(package)
        screens = out.setdefault(entry.id, {})
        for screen, seen in _screens(entry, size):
            least = screens.setdefault(screen, {})
            for name, height, number in seen.texts:
                kind = "numbers" if number else "words"
                if kind not in least or height < least[kind][0]:
                    least[kind] = (height, name)
    return out


def main():
    figures = {"caps": cap_figures(), "adult": {"1024x768": adult_figures()}}
    if "--no-lid" not in sys.argv:
        figures["lid"] = {speed: lid_cases(speed) for speed in SPEEDS}
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
