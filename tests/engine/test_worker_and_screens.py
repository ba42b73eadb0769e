"""A computer player's error is logged and told once, never hidden; screens open each other by name
and import no other screen."""
import ast
import os

import pytest

from engine import paths
from engine.worker import Worker
from tests.helpers import make_app, run, start_game, toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCREEN_MODULES = ["box", "setup", "play", "play_menus", "rules_scene", "settings_scene", "dialogs"]


class Broken:
    level = "broken"

    def choose(self, rules, state, seat):
        raise RuntimeError("the bot fell over")


def test_worker_logs_the_error_and_still_gives_a_legal_move():
    entry = toy_entry()
    state = entry.rules.initial_state(2, {}, 1)
    w = Worker(Broken(), entry.rules, state, 0, sync=True)
    assert w.done and isinstance(w.error, RuntimeError)
    assert w.result in entry.rules.legal_actions(state)
    with open(os.path.join(paths.user_dir(), "crash.log"), encoding="utf-8") as f:
        log = f.read()
    assert "the bot fell over" in log and "Traceback" in log


def test_play_scene_tells_a_bot_error_once_and_the_game_goes_on():
    app, play = start_game(toy_entry(), players=("easy", "easy"), seed=4)
    play.computers.bots = {0: Broken(), 1: Broken()}
    play.end_shown = True      # keep the end screen out of the way
    told = []
    app.message = lambda body, title_key="box.message.title": told.append(body)
    for _ in range(30):
        run(app, 1)
        if play.match.is_over():
            break
    assert len(play.match.actions) >= 4
    assert len(told) == 1 and "problem" in told[0]


def imports_of(path):
    tree = ast.parse(open(path, encoding="utf-8").read())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


@pytest.mark.parametrize("name", SCREEN_MODULES)
def test_no_screen_module_imports_another_screen(name):
    found = imports_of(os.path.join(ROOT, "engine", name + ".py"))
    others = {f"engine.{m}" for m in SCREEN_MODULES if m != name}
    assert not (found & others), f"engine/{name}.py imports {sorted(found & others)}: use engine.screens"


def test_every_screen_name_opens():
    from engine import screens
    app = make_app([toy_entry()])
    for name in screens.SCREENS:
        assert isinstance(screens.get(name), type)
    app.open("box")
    run(app, 1)
    assert type(app.stack.top).__name__ == "BoxScene"
