"""Broken settings and save files: one clear message, a clean start, the bad file kept aside."""
import json
import os

import pytest

from engine import jsonfile, saves
from engine.match import Match
from engine.settings import Settings
from tests.helpers import toy_entry

BAD = {
    "truncated": b'{"version": 1, "lang": "fr", "vol',
    "not json": b"\x00\x01 this is not json at all",
    "other version": json.dumps({"version": 42, "lang": "fr"}).encode(),
    "wrong shape": json.dumps([1, 2, 3]).encode(),
    "huge": b"[" + b"1," * (3 * 1024 * 1024) + b"1]",
}


@pytest.mark.parametrize("kind", list(BAD))
def test_bad_settings_file_is_kept_aside_and_defaults_used(user_home, kind):
    path = user_home / "settings.json"
    path.write_bytes(BAD[kind])
    st = Settings()
    assert st.problem is not None and st.problem.reason
    assert st["volume"] == 0.8 and st["speed"] == "normal"
    assert not path.exists()
    kept = user_home / "settings.bad-1.json"
    assert kept.read_bytes() == BAD[kind]


@pytest.mark.parametrize("kind", list(BAD) + ["tampered"])
def test_bad_save_file_is_kept_aside(user_home, kind):
    entry = toy_entry()
    path = user_home / "autosave.json"
    if kind == "tampered":
        data = Match(entry, ["human", "human"], {}, seed=1).to_json()
        data["actions"] = [["bid", 9]]
        path.write_text(json.dumps(data))
    else:
        path.write_bytes(BAD[kind])
    with pytest.raises(jsonfile.BadFile) as info:
        saves.load([entry])
    assert info.value.moved_to and os.path.exists(info.value.moved_to)
    assert not path.exists()
    assert saves.load([entry]) is None


def test_settings_are_kept_between_runs(user_home):
    st = Settings()
    st["lang"] = "fr"
    st["volume"] = 0.4
    again = Settings()
    assert again["lang"] == "fr" and again["volume"] == 0.4 and again.problem is None


def test_autosave_round_trip_and_clear(user_home):
    entry = toy_entry()
    m = Match(entry, ["human", "random"], {}, seed=5)
    m.play(["bid", 2])
    saves.save(m)
    loaded = saves.load([entry])
    assert loaded.state == m.state
    saves.clear(m.slot)
    assert saves.load([entry]) is None


def test_write_is_atomic_and_leaves_no_temporary_files(user_home):
    path = str(user_home / "x.json")
    jsonfile.write(path, {"a": 1})
    jsonfile.write(path, {"a": 2})
    assert json.load(open(path)) == {"a": 2}
    assert sorted(os.listdir(user_home)) == ["x.json"]


def test_records_keep_the_best(user_home):
    st = Settings()
    assert st.record("g", "normal", 5)
    assert not st.record("g", "normal", 3)
    assert st.record("g", "normal", 8)
    assert Settings()["records"]["g"]["normal"] == 8


def test_bad_values_inside_a_good_settings_file_are_dropped(user_home):
    (user_home / "settings.json").write_text(json.dumps({
        "version": 1, "lang": "fr",
        "records": {"dragons-arena": [], "x": {"solo-normal": "lots", "solo-high": 4}},
        "last_setup": {"dragons-arena": {"options": None, "seats": "all"}, "y": 3}}))
    st = Settings()
    assert st.problem is None and st["lang"] == "fr"
    assert st["records"] == {"x": {"solo-high": 4}}
    assert st["last_setup"] == {"dragons-arena": {"seats": None, "options": {}}}
    assert st.record("dragons-arena", "solo-normal", 3)


def test_a_home_that_cannot_be_created_still_lets_the_box_run(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("DRAGONS_ARENAS_HOME", str(blocker / "sub"))
    st = Settings()
    st["lang"] = "en"           # cannot be kept, must not fail
    assert st["lang"] == "en"
