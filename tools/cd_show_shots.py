"""Screenshots of every step of Chevaliers et Dragons' counting show, headless, for a person to look
at (issue 12: "looked at before closing").

    python3 tools/cd_show_shots.py --out /tmp/cd-shots [--size 1920x1080 --size 1024x768]

For each size it plays two fights at normal speed, saving a PNG each time something on stage
changes (the stage opens, the dice land, a dot lights, a total shows, the sign, the result):
  shown-*   the show counts both sides (count_first off): the Prince (+2) attacks Tyran (+2);
  asked-*   count_first on, two children: each is asked its side's total, one wrong answer first.
Also setup-*, play-*, banner-* and end-* for the rest of the game's screens.
Never imported by the box.
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from engine import rng as R  # noqa: E402
from engine.rules import CHANCE  # noqa: E402


def dice_seed(rules, state, want, limit=200000):
    """A generator value with which the fight's chance node after `state` throws `want`."""
    for i in range(limit):
        s = dict(state, rng=R.seed_value(i))
        if rules.chance_action(s) == want:
            return s["rng"]
    raise SystemExit("no seed throws %r" % (want,))


def make(size, count_first, players=("human", "human"), lang="en"):
    from engine.app import App
    from engine.play import PlayScene
    from engine.registry import GameEntry
    from engine.settings import Settings
    entry = GameEntry("games.chevaliers_dragons")
    settings = Settings()
    settings.data["speed"] = "normal"
    app = App([entry], settings, size=size, fullscreen=False, kiosk=False, lang=lang)
    app.sync_bots = True
    app.open_window()
    app.running = True
    scene = PlayScene.new(app, entry, list(players),
                          dict(entry.default_options(), count_first=count_first), seed=5)
    app.push(scene)
    return app, scene


def fight_state(rules, state, attacker, defender, dice):
    """`state` in play, with only the two fighters side by side and the next throw fixed."""
    from games.chevaliers_dragons.board import square_from_name as sq
    s = rules.initial_state(2, {"version": state["version"], "count_first": state["count_first"]},
                            5)
    s, _ = rules.apply(s, ["ready"])
    s, _ = rules.apply(s, ["ready"])
    s["board"] = [None] * len(s["board"])
    s["board"][sq("C4")] = attacker
    s["board"][sq("C5")] = defender
    side = 0 if attacker in ("prince", "knight", "soldier") else 1
    s["side"] = s["actor"] = side
    move = ["move", sq("C4"), sq("C5")]
    after, _ = rules.apply(s, move)
    assert rules.actor(after) == CHANCE
    s["rng"] = dice_seed(rules, after, ["dice"] + list(dice))
    return s, move


def signature(scene):
    f = scene.fight
    q = scene.question
    if f is None:
        return None
    sides = tuple((v["die"], v["count"], v["total"]) for _, v in sorted(f["sides"].items()))
    return (f["rolling"], sides, f["sign"], f["result"], f["caption"],
            None if q is None else (q["seat"], tuple(sorted(q["wrong"]))))


def save(app, out, name):
    app.draw()
    pygame.image.save(app.target, os.path.join(out, name + ".png"))


def shoot_fight(size, out, count_first, tag):
    app, scene = make(size, count_first)
    rules = scene.rules
    state, move = fight_state(rules, scene.state, "prince", "tyran", (5, 3))
    scene.match.states[0] = state
    scene.reset_view()
    app.frame(1 / 60)
    scene.play(move)
    last, n, wrong_done = "start", 0, set()
    for _ in range(60 * 60):
        app.frame(1 / 30)
        sig = signature(scene)
        if sig != last and sig is not None:
            save(app, out, "%s-%02d" % (tag, n))
            n += 1
            last = sig
        q = scene.question
        if q is not None and not scene.find_wobble():
            if q["seat"] not in wrong_done:
                wrong_done.add(q["seat"])
                scene.answer(q["answer"] % 8 + 1)
            else:
                scene.answer(q["answer"])
        if not scene.busy() and scene.fight is None:
            break
    pygame.quit()
    return n


def frames(app, n):
    for _ in range(n):
        app.frame(1 / 30)


def shoot_rest(size, out):
    """Setup, its last change (the Ready button's call), a turn banner, a chosen pawn, an
    objective taken and the end screen."""
    from games.chevaliers_dragons.board import square_from_name as sq
    app, scene = make(size, False)
    frames(app, 15)
    save(app, out, "banner-setup")
    frames(app, 60)
    save(app, out, "setup")
    for _ in range(12):
        scene.play(next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "swap"))
        frames(app, 30)
    frames(app, 20)
    save(app, out, "setup-limit")
    scene.play(["ready"])
    scene.play(["ready"])
    frames(app, 20)
    save(app, out, "banner-turn")
    frames(app, 60)
    pawn = next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "move")[1]
    scene.pick.set_legal(scene.picker_actions())
    scene.pick.prefix = [pawn]
    save(app, out, "play-chosen")
    # the Prince's knight takes the treasure, then the princess: the end
    s = scene.state
    s = dict(s, board=[None] * len(s["board"]), side=0, actor=0, moves=0, moved=[])
    s["board"][sq("A1")] = "soldier"
    s["board"][sq("F1")] = "small_dragon"
    t, p = s["objectives"]["treasure"], s["objectives"]["princess"]
    s["board"][t + 6] = "knight"
    s["board"][p + 6] = "prince"
    scene.match.states[-1] = s
    scene.reset_view()
    frames(app, 2)
    scene.play(["move", t + 6, t])
    frames(app, 35)
    save(app, out, "taken")
    frames(app, 90)
    scene.play(["move", p + 6, p])
    frames(app, 240)
    save(app, out, "end")
    pygame.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/cd-shots")
    ap.add_argument("--size", action="append")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for size in a.size or ["1920x1080", "1024x768"]:
        w, h = (int(v) for v in size.split("x"))
        sub = os.path.join(a.out, size)
        os.makedirs(sub, exist_ok=True)
        shown = shoot_fight((w, h), sub, False, "shown")
        asked = shoot_fight((w, h), sub, True, "asked")
        shoot_rest((w, h), sub)
        print(size, "shown:", shown, "asked:", asked, "->", sub)


if __name__ == "__main__":
    main()
