"""The replay screen (engine/replay_scene.py) driven by clicks and keys, its ways in (the end
screen's Watch again and Save record, the shelf from the box, --replay on the command line), the
class mode's gates, and the classroom figures of the screen for every game."""
import json
import os
import subprocess
import sys

import pygame
import pytest

from engine import record, shelf
from engine.replay import EVERYTHING, everything
from engine.replay_scene import ReplayScene
from engine.rules import SPECTATOR
from engine.ui import classroom
from tests.classroom_checks import problems
from tests.engine.test_replay import finished
from tests.games_under_test import entries, ids
from tests.helpers import button, click, key, make_app, press, run, toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def open_replay(entry=None, players=("human", "random"), speed="instant", size=(1280, 720),
                kiosk=False):
    entry = entry or toy_entry()
    match, events = finished(entry, seed=5, players=list(players))
    app = make_app([entry], size=size, speed=speed, kiosk=kiosk)
    app.open("box")
    scene = app.push(ReplayScene(app, match, events)) or app.stack.top
    run(app, 2)
    return app, scene, match


def test_the_buttons_and_keys_step_through_the_game():
    app, scene, match = open_replay()
    replay = scene.replay
    assert not button(scene, "replay:back").enabled and not button(scene, "replay:start").enabled
    press(app, "replay:forward")
    assert replay.index == 1
    assert scene.play.view == match.rules.observation(match.states[replay.stops[1]], 0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert replay.index == 3
    key(app, pygame.K_LEFT)
    assert replay.index == 2
    assert scene.play.shown == scene.play.view           # the board set there at once
    press(app, "replay:end")
    assert replay.at_end() and scene.play.match.state is match.state
    assert not button(scene, "replay:forward").enabled
    key(app, pygame.K_HOME)
    assert replay.index == 0 and scene.play.match.log == []
    key(app, pygame.K_END)
    assert replay.at_end()


def test_play_runs_to_the_end_and_pause_stops_it():
    app, scene, match = open_replay()
    press(app, "replay:play")
    assert scene.playing or scene.replay.at_end()
    run(app, len(scene.replay.stops) + 5)
    assert scene.replay.at_end() and not scene.playing
    assert scene.play.shown == scene.play.view
    key(app, pygame.K_SPACE)                               # play at the end: from the start
    assert scene.playing and scene.replay.index <= 2     # a step a frame at instant speed
    key(app, pygame.K_SPACE)
    index = scene.replay.index
    run(app, 5)
    assert not scene.playing and scene.replay.index == index


def test_the_speed_button_plays_two_and_four_times_faster():
    app, scene, _match = open_replay(speed="normal")
    assert scene.play.show.speed == 1.0
    press(app, "replay:speed")
    assert scene.play.show.speed == 0.5 and button(scene, "replay:speed").label == "×2"
    key(app, pygame.K_s)
    assert scene.play.show.speed == 0.25
    key(app, pygame.K_s)
    assert scene.play.show.speed == 1.0


def test_stepping_while_a_step_is_shown_finishes_it_and_never_draws_again():
    app, scene, match = open_replay(speed="normal")
    press(app, "replay:forward", frames=1)
    press(app, "replay:forward", frames=1)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT, frames=1)
    assert scene.replay.state() is match.states[scene.replay.position]


def test_whose_eyes_start_at_the_person_and_switch_to_any_seat_or_everything():
    app, scene, match = open_replay(players=("random", "human", "random"))
    play = scene.play
    assert play.viewer() == 1 and button(scene, "eyes:1").selected
    press(app, "replay:end")
    key(app, pygame.K_LEFT)
    state = scene.replay.state()
    press(app, "eyes:2")
    assert play.viewer() == 2 and play.view == match.rules.observation(state, 2)
    assert play.shown == play.view                        # never the last eyes' board
    press(app, "eyes:all")
    assert play.viewer() == SPECTATOR and play.eyes.choice == EVERYTHING
    assert play.view == everything(match.rules, state)
    key(app, pygame.K_1)
    assert play.viewer() == 0


def test_the_timeline_goes_where_it_is_pressed_and_a_mark_plays_its_step():
    app, scene, _match = open_replay()
    tl = scene.timeline
    middle = len(scene.replay.stops) // 2
    click(app, (tl.x_of(middle), tl.track.centery))
    assert scene.replay.index == middle
    click(app, (tl.rect.x + 2, tl.track.centery))
    assert scene.replay.index == 0
    marks = [m for m in tl.marks if m.kind == "event"]
    if marks:
        mark = marks[0]
        click(app, (tl.x_of(mark.stop), tl.track.top - tl.icon_size() // 2 - 2))
        assert scene.replay.index == mark.stop + 1


def test_escape_leaves_the_replay_and_nothing_was_saved():
    app, scene, _match = open_replay()
    press(app, "replay:forward")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene
    from engine import saves
    assert saves.slots() == []


# --- the ways in ----------------------------------------------------------------------------------
def end_screen(kiosk=False):
    from engine.play import PlayScene
    from engine.play_menus import EndScene
    entry = toy_entry()
    app = make_app([entry], kiosk=kiosk)
    app.open("box")
    app.push(PlayScene.new(app, entry, ["random", "random"], entry.default_options(), seed=5))
    for _ in range(5000):
        if isinstance(app.stack.top, EndScene):
            break
        run(app)
    assert isinstance(app.stack.top, EndScene)
    return app, app.stack.scenes[-2]


def test_a_finished_game_goes_on_the_shelf_once_with_its_picture():
    app, play = end_screen()
    kept = shelf.entries()
    assert len(kept) == 1 and kept[0].picture is not None
    assert kept[0].summary["players"] == ["random", "random"]
    press(app, "look")
    press(app, "result")                                 # the end screen again: not twice
    assert len(shelf.entries()) == 1
    assert record.read([toy_entry()], kept[0].path).match.state == play.match.state


def test_watch_again_and_save_record_from_the_end_screen():
    app, play = end_screen()
    press(app, "save-record")
    saved = shelf.entries(shelf.RECORDS)
    assert len(saved) == 1 and app.stack.top.__class__.__name__ == "MessageScene"
    press(app, "ok")
    press(app, "watch")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.replay.at_start()
    press(app, "replay:end")
    assert scene.play.match.state == play.match.state


def test_the_class_mode_keeps_the_shelf_and_replays_for_the_teacher():
    app, play = end_screen(kiosk=True)
    end = app.stack.top
    assert not end.watch.visible and not end.save.visible
    key(app, pygame.K_w, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert isinstance(app.stack.top, ReplayScene)
    app.stack.clear()
    box = app.open("box")
    run(app)
    assert not box.shelf_btn.visible
    key(app, pygame.K_p)                                  # a child's key does nothing
    assert app.stack.top is box
    key(app, pygame.K_p, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert app.stack.top.__class__.__name__ == "ShelfScene"


def test_the_shelf_watches_plays_again_and_deletes():
    app, play = end_screen()
    app.stack.clear()
    box = app.open("box")
    run(app)
    press(app, "shelf")
    page = app.stack.top
    press(app, "watch:0")
    assert isinstance(app.stack.top, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is page
    press(app, "delete:0")
    press(app, "ok")                                      # yes, delete it
    assert shelf.entries() == [] and page.entries == []
    assert box in app.stack.scenes


def test_a_record_that_cannot_be_shown_only_says_why(tmp_path):
    from engine.shelf_scene import open_record
    entry = toy_entry()
    match, _events = finished(entry, seed=2)
    data = record.make(match)
    data["actions"][0] = ["bid", 9]
    path = os.path.join(shelf.folder(shelf.RECORDS), "bad.json")
    with open(path, "w") as f:
        json.dump(data, f)
    app = make_app([entry])
    app.open("box")
    run(app)
    depth = len(app.stack)
    assert open_record(app, path) is None
    assert len(app.stack) == depth + 1 and app.stack.top.__class__.__name__ == "MessageScene"
    assert "rules" in app.stack.top.body                 # "its moves do not fit the game's rules"
    with open(path) as f:
        assert json.load(f) == data                       # the file as it was


# --- the command line -----------------------------------------------------------------------------
def run_main(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, env=env, timeout=300)


def test_selfplay_records_and_replay_smoke_from_the_command_line(tmp_path):
    out = tmp_path / "records"
    r = run_main("--selfplay", "dragon-inferno", "--players", "random,greedy", "--games", "2",
                 "--record", str(out))
    assert r.returncode == 0, r.stderr
    files = sorted(os.listdir(out))
    assert files == ["dragon-inferno-001.json", "dragon-inferno-002.json"]
    r = run_main("--replay", str(out / files[0]), "--smoke")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "at its end" in r.stdout
    cut = tmp_path / "cut.json"
    cut.write_text((out / files[1]).read_text()[:200])
    r = run_main("--replay", str(cut), "--smoke")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    r = run_main("--record", str(out))
    assert r.returncode == 2
    r = run_main("--help")
    assert "--replay" in r.stdout and "--record" in r.stdout


# --- every game on the replay screen ---------------------------------------------------------------
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_every_game_plays_back_to_its_end_on_the_replay_screen_at_classroom_size(entry):
    players = ["human"] + ["random"] * (entry.info.MIN_SEATS - 1)
    app, scene, match = open_replay(entry, players=players, size=(1920, 1080))
    scene.playing = True
    for _ in range(len(scene.replay.stops) + 10):
        if not scene.playing:
            break
        run(app)
    assert scene.replay.at_end() and scene.play.match.state is match.state
    for where in ("end", "middle"):
        if where == "middle":
            scene.go(len(scene.replay.stops) // 2)
        scene.play.forget_layers()
        with classroom.record() as seen:
            scene.draw(pygame.Surface((1920, 1080)))
        found = sorted(set(problems(seen)))
        assert not found, f"{entry.id} replay ({where}): " + "; ".join(found[:8])


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_a_winners_trophy_on_the_shelf_stays_clear_of_the_games_name(size, monkeypatch):
    # Under a game's name the trophy over the winner's emblem covered its letters ("Inferno").
    from engine import assets, shelf_scene
    from engine.ui import text, theme
    app, _play = end_screen()
    app.stack.clear()
    page = app.open("shelf")
    page.layout(size)
    long_name = "Dragon Inferno"
    real_tr = shelf_scene.tr
    monkeypatch.setattr(shelf_scene, "tr", lambda key, **kw: long_name
                        if key == toy_entry().info.NAME else real_tr(key, **kw))
    cups = []
    real_sprite = assets.sprite

    def sprite(name, box):
        img = real_sprite(name, box)
        if name == "ui/trophy-gold":
            cups.append(img)
        return img
    monkeypatch.setattr(assets, "sprite", sprite)

    class Screen(pygame.Surface):
        blits = []

        def blit(self, src, dest, *a, **k):
            placed = super().blit(src, dest, *a, **k)
            self.blits.append((src, placed))
            return placed
    screen = Screen(size)
    (entry, r, room), = page.shown
    page.draw_row(screen, entry, r, room)
    drawn = [rect for src, rect in Screen.blits if any(src is c for c in cups)]
    assert drawn, "a winner's trophy is drawn"
    s = page.s
    glyphs = text.render(long_name, text.fit(long_name, text.cap_px(s(theme.TEXT)),
                                             room - (r.x + s(12) + (r.height - s(24)) * 16 // 9
                                                     + s(24)), bold=True), theme.INK, True)
    named = [rect for src, rect in Screen.blits if src is glyphs]
    assert named, "the name is drawn"
    ink = glyphs.get_bounding_rect().move(named[0].topleft)
    for cup in drawn:
        assert not cup.colliderect(ink), (cup, ink)
