"""A data folder where nothing can be written: a damaged settings.json that cannot be put aside
is told as such ("could not be put aside: the folder is read-only", never "kept aside as ."),
once, and the box says once that games will not be saved there.

We run the tests as root, who may write in a mode-555 folder all the same, so the refusal is made
real two ways: in this process the writes raise PermissionError (monkeypatch), and in a child
process that drops to the user nobody before it opens the box on a mode-555 folder."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from engine import jsonfile
from engine.dialogs import MessageScene
from engine.settings import Settings
from tests.helpers import make_app, press, run, toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def refusing_folder(monkeypatch):
    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(jsonfile.os, "replace", refuse)
    monkeypatch.setattr(jsonfile.tempfile, "mkstemp", refuse)


def messages(app):
    return [s.body for s in app.stack.scenes if isinstance(s, MessageScene)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_damaged_settings_in_a_read_only_folder_are_told_once(user_home, refusing_folder, lang):
    (user_home / "settings.json").write_text("{broken")
    assert Settings().problem.moved_to is None
    app = make_app([toy_entry()], lang=lang)
    app.open("box")
    run(app)
    told = messages(app)
    assert len(told) == 1, told
    assert "kept aside as" not in told[0] and "sous le nom ." not in told[0]
    assert ("lecture seule" if lang == "fr" else "read-only") in told[0]
    press(app, "ok")
    run(app, 2)
    assert messages(app) == []      # closing it (the box refreshes) does not bring it back


def test_a_read_only_folder_alone_is_told_once(user_home, refusing_folder):
    app = make_app([toy_entry()])
    app.open("box")
    run(app)
    told = messages(app)
    assert len(told) == 1 and "will not be saved" in told[0]
    press(app, "ok")
    assert messages(app) == []


CHILD = """
import json, os, sys, tempfile, traceback, warnings, filelock, platformdirs
from engine import crashlog, jsonfile, saves
from engine.app import App
from engine.box import BoxScene
from engine.dialogs import MessageScene
from engine.settings import Settings
from games import registry
games = registry()
# Python's own library may be out of nobody's reach here: everything is imported before.
os.setgid(65534); os.setuid(65534)
app = App(games, Settings(), size=(1280, 720), fullscreen=False, lang="en")
app.open_window()
app.push(BoxScene(app))
app.frame(0.016)
print(json.dumps([s.body for s in app.stack.scenes if isinstance(s, MessageScene)]))
"""


@pytest.mark.skipif(not hasattr(os, "setuid") or os.geteuid() != 0,
                    reason="dropping to nobody needs root")
def test_a_real_mode_555_folder_as_the_user_nobody():
    home = tempfile.mkdtemp(prefix="da-ro-")
    try:
        with open(os.path.join(home, "settings.json"), "w") as f:
            f.write("{broken")
        os.chmod(os.path.join(home, "settings.json"), 0o644)
        os.chmod(home, 0o555)
        env = dict(os.environ, DRAGONS_ARENAS_HOME=home, SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120)
        if r.returncode != 0 and "Permission denied" in r.stderr and "engine" not in r.stderr:
            pytest.skip("the user nobody cannot read the program here")
        assert r.returncode == 0, r.stderr
        told = json.loads(r.stdout.strip().splitlines()[-1])
        assert len(told) == 1 and "read-only" in told[0] and "kept aside as" not in told[0]
        assert sorted(os.listdir(home)) == ["settings.json"]    # nothing moved, nothing left
    finally:
        os.chmod(home, 0o755)
        shutil.rmtree(home, ignore_errors=True)
