"""Each match in progress has its own autosave: two boxes on one folder never overwrite each
other, a person's action is on disk before anything slow starts, a match open in another box is
told (with real processes holding the lock), and a kill's temporary files go at the next start."""
import json
import os
import subprocess
import sys
import time

import pygame
import pytest

from engine import jsonfile, saves
from engine.box import BoxScene
from engine.dialogs import ChoiceScene
from engine.match import Match
from engine.play import PlayScene
from engine.rules import CHANCE
from engine.setup import SetupScene
from tests.helpers import make_app, press, run, toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def saved_match(seed, bids=1, players=("human", "random"), until_person=False):
    m = Match(toy_entry(), list(players), {}, seed=seed)
    for _ in range(bids):
        m.play(m.rules.legal_actions(m.state)[0])
    while m.actor() == CHANCE or until_person and not m.is_human(m.actor()):
        m.play_chance() if m.actor() == CHANCE else m.play(m.rules.legal_actions(m.state)[0])
    saves.save(m, durable=True)
    return m


def test_two_matches_keep_two_autosaves_and_the_box_offers_both(user_home):
    a, b = saved_match(1), saved_match(2, bids=2)
    assert a.slot != b.slot and {saves.path_for(a.slot), saves.path_for(b.slot)} <= {
        str(user_home / n) for n in os.listdir(user_home)}
    app = make_app([toy_entry()])
    box = app.open("box")
    run(app)
    assert sorted(s.slot for s in box.saved) == sorted([a.slot, b.slot])
    press(app, "continue-2")
    assert isinstance(app.stack.top, PlayScene)
    assert app.stack.top.match.slot in (a.slot, b.slot)


def test_a_match_that_ends_removes_only_its_own_autosave(user_home):
    other = saved_match(1)
    app = make_app([toy_entry()])
    scene = PlayScene.new(app, toy_entry(), ["human", "random"], {}, seed=3)
    app.push(scene)
    while not scene.match.is_over():
        run(app)
        if scene.human_to_act():
            scene.submit(scene.rules.legal_actions(scene.state)[0])
    saves.flush()
    assert not os.path.exists(saves.path_for(scene.match.slot))
    assert os.path.exists(saves.path_for(other.slot))


def test_a_persons_action_is_on_disk_when_submit_returns(user_home, monkeypatch):
    # A background writer that never gets to write (a slow disk, a kill): the person's action
    # must not wait for it.
    monkeypatch.setattr(saves, "_writer", lambda: None)
    monkeypatch.setattr(saves, "_thread", None)
    app = make_app([toy_entry()])
    app.sync_bots = False
    scene = PlayScene.new(app, toy_entry(), ["human", "random"], {}, seed=3)
    app.push(scene)
    run(app)
    action = scene.rules.legal_actions(scene.state)[0]
    assert scene.submit(action)
    on_disk = json.loads(open(saves.path_for(scene.match.slot)).read())
    assert on_disk["actions"] == [action]
    saves._pending.clear()


def test_an_older_position_never_replaces_a_newer_one(user_home):
    m = saved_match(1)
    path = saves.path_for(m.slot)
    old = saves._snapshot(m)
    m.play(m.rules.legal_actions(m.state)[0])
    saves.save(m, durable=True)
    saves._write(path, 0, old, durable=False)   # a late background write of the older one
    assert len(json.load(open(path))["actions"]) == len(m.actions)


def test_kills_temporary_files_go_at_the_next_start_but_a_live_writers_stay(user_home):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()
    left = user_home / f".tmp-{dead}-abc.json"
    left.write_text('{"half')
    old = user_home / ".tmp-oldstyle.json"         # named before the writer's id was in it
    old.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    live = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                            stdin=subprocess.PIPE)
    try:
        busy = user_home / f".tmp-{live.pid}-xyz.json"
        busy.write_text("{")
        app = make_app([toy_entry()])
        app.open("box")
        run(app)
        assert not left.exists() and not old.exists() and busy.exists()
    finally:
        live.communicate(b"")


HOLDER = """
import sys
from engine import saves
lock = saves.Lock(sys.argv[1])
print("held" if lock.acquire() else "busy", flush=True)
sys.stdin.read()
"""


def hold_in_another_process(slot, user_home):
    env = dict(os.environ, DRAGONS_ARENAS_HOME=str(user_home))
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, slot], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


@pytest.fixture
def held_elsewhere(user_home):
    m = saved_match(4, until_person=True)     # the person's turn again
    assert m.is_human(m.actor())
    proc = hold_in_another_process(m.slot, user_home)
    yield m
    proc.communicate("")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_match_open_in_another_box_is_told_in_a_sentence(held_elsewhere, lang):
    app = make_app([toy_entry()], lang=lang)
    app.open("box")
    run(app)
    press(app, "continue")
    choice = app.stack.top
    assert isinstance(choice, ChoiceScene)
    assert ("autre fenêtre" if lang == "fr" else "another window") in choice.body
    for name in ("look", "new", "back"):
        assert choice.group.find(name).visible


def test_looking_read_only_plays_and_writes_nothing(held_elsewhere, user_home):
    path = saves.path_for(held_elsewhere.slot)
    before = open(path).read()
    app = make_app([toy_entry()])
    app.open("box")
    run(app)
    press(app, "continue")
    press(app, "look")
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.read_only
    assert scene.match.actions == held_elsewhere.actions
    assert not scene.human_to_act()
    assert not scene.submit(scene.rules.legal_actions(scene.state)[0])
    scene.undo()
    run(app, 3)
    saves.flush()
    assert open(path).read() == before and scene.match.actions == held_elsewhere.actions


def test_new_game_instead_opens_the_setup_and_its_own_slot(held_elsewhere):
    app = make_app([toy_entry()])
    app.open("box")
    run(app)
    press(app, "continue")
    press(app, "new")
    assert isinstance(app.stack.top, SetupScene)


def test_the_lock_goes_with_the_scene_and_with_a_killed_process(user_home):
    m = saved_match(5)
    app = make_app([toy_entry()])
    app.open("box")
    run(app)
    press(app, "continue")
    assert isinstance(app.stack.top, PlayScene)
    assert not saves.Lock(m.slot).acquire()       # this box holds it
    app.pop_to(BoxScene)
    assert saves.Lock(m.slot).acquire()
    # kill -9 of a box holding the lock frees it: the operating system's lock, not a file.
    proc = hold_in_another_process(m.slot, user_home)
    proc.kill()
    proc.wait()
    assert saves.Lock(m.slot).acquire()


def test_the_autosave_of_earlier_versions_is_still_offered(user_home):
    m = Match(toy_entry(), ["human", "human"], {}, seed=6)
    m.play(m.rules.legal_actions(m.state)[0])
    jsonfile.write(str(user_home / "autosave.json"), m.to_json())
    found, problems = saves.load_all([toy_entry()])
    assert problems == [] and [s.slot for s in found] == [saves.LEGACY_SLOT]
    assert found[0].match.actions == m.actions
    pygame.quit()
