"""Odd things in place of settings.json or an autosave (a FIFO, a device, a link to /dev/zero or
/dev/urandom, a folder, a file nested too deep): refused with a plain reason in both languages,
the box starts normally, and Python's own wording reaches only the crash log."""
import json
import os
import subprocess
import sys

import pytest

from engine import i18n, jsonfile, saves
from engine.settings import Settings
from tests.helpers import make_app, run, toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYTHON_WORDS = ("invalid literal", "recursion", "Errno", "Traceback", "Error")


def odd(path, kind):
    if kind == "fifo":
        os.mkfifo(path)
    elif kind in ("zero", "urandom"):
        os.symlink(f"/dev/{kind}", path)
    elif kind == "device":
        os.mknod(path, 0o600 | __import__("stat").S_IFCHR, os.makedev(1, 5))  # /dev/zero's
    elif kind == "folder":
        os.mkdir(path)


KINDS = ["fifo", "zero", "urandom", "folder"] + (["device"] if os.geteuid() == 0 else [])


@pytest.mark.parametrize("kind", KINDS)
def test_settings_that_are_not_an_ordinary_file_are_refused_without_waiting(user_home, kind):
    path = str(user_home / "settings.json")
    odd(path, kind)
    st = Settings()     # before: a FIFO hung here, /dev/zero read until memory ran out
    assert st.problem is not None
    assert st.problem.reason == "file.not_regular"
    assert st["speed"] == "normal"
    assert st.problem.moved_to and os.path.lexists(st.problem.moved_to)
    assert not os.path.lexists(path)


@pytest.mark.parametrize("kind", ["fifo", "zero"])
def test_an_autosave_that_is_not_an_ordinary_file_is_told_and_set_aside(user_home, kind):
    odd(str(user_home / "autosave.json"), kind)
    found, problems = saves.load_all([toy_entry()])
    assert found == [] and [p.reason for p in problems] == ["file.not_regular"]


def test_a_file_over_the_cap_is_refused_after_reading_one_byte_more(user_home, monkeypatch):
    monkeypatch.setattr(jsonfile, "MAX_BYTES", 10)
    path = user_home / "x.json"
    path.write_text('{"a": 12345}')     # 12 bytes
    seen = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: seen.append(n) or real_read(fd, n))
    with pytest.raises(jsonfile.BadFile) as info:
        jsonfile.read(str(path), lambda d: d)
    assert info.value.reason == "file.too_big" and sum(seen) <= 11


def bad_save_files():
    deep = "[" * 100000 + "]" * 100000
    seed = json.dumps({"version": 1, "game": "toy", "players": ["human", "human"],
                       "options": {}, "seed": "x", "actions": []})
    return {"deep": deep, "bad seed": seed}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("kind", ["deep", "bad seed", "folder"])
def test_the_box_says_it_in_a_plain_sentence_and_logs_the_detail(user_home, kind, lang):
    path = user_home / "autosave.json"
    if kind == "folder":
        path.mkdir()                    # open() said "[Errno 21] Is a directory"
    else:
        path.write_text(bad_save_files()[kind])
    app = make_app([toy_entry()], lang=lang)
    app.open("box")
    run(app)
    message = app.stack.top
    assert type(message).__name__ == "MessageScene"
    for words in PYTHON_WORDS:
        assert words not in message.body
    if kind == "folder":
        assert ("ordinaire" if lang == "fr" else "ordinary") in message.body
    else:
        plain = {"deep": ("abîmé", "damaged"), "bad seed": ("règles", "rules")}[kind]
        assert plain[0 if lang == "fr" else 1] in message.body
        log = (user_home / "crash.log").read_text()
        assert {"deep": "RecursionError", "bad seed": "invalid literal"}[kind] in log


def test_every_reason_has_a_sentence_in_both_languages():
    keys = {"file.damaged", "file.too_big", "file.not_regular", "file.unreadable",
            "file.wrong_shape", "file.other_version", "save.unknown_game", "save.cannot_replay",
            "save.finished"}
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for key in keys:
            assert i18n.tr(key) != key
    i18n.set_language("en")


def test_the_real_box_starts_normally_with_a_fifo_and_dev_zero_in_place(user_home):
    os.mkfifo(user_home / "settings.json")
    os.symlink("/dev/zero", user_home / "autosave.json")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DRAGONS_ARENAS_FIRST_FRAME_EXIT="1", DRAGONS_ARENAS_HOME=str(user_home))
    # The timeout only keeps a hang from stopping the suite; before, this never returned.
    r = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0 and "first-frame" in r.stdout, r.stderr
    assert os.path.lexists(user_home / "settings.bad-1.json")
    assert os.path.lexists(user_home / "autosave.bad-1.json")


def test_no_display_gives_one_line_and_status_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="no-such-driver", SDL_AUDIODRIVER="dummy",
               DRAGONS_ARENAS_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=120)
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 2 and len(lines) == 1, r.stderr
    assert "display" in lines[0] and "internal error" not in lines[0]
    assert "no display" in (tmp_path / "crash.log").read_text()
