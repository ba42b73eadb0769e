"""Both languages complete; the system language picks French; no sound device is no problem."""
import glob
import json
import os
import subprocess
import sys

import pytest

from engine import i18n
from engine.settings import system_language
from games import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_french_and_english_have_the_same_keys_file_by_file():
    for en in glob.glob(os.path.join(ROOT, "locale", "en", "*.json")):
        fr = en.replace(os.sep + "en" + os.sep, os.sep + "fr" + os.sep)
        a, b = json.load(open(en, encoding="utf-8")), json.load(open(fr, encoding="utf-8"))
        assert set(a) == set(b), f"{os.path.basename(en)}: {sorted(set(a) ^ set(b))[:10]}"
        assert all(isinstance(v, str) and v.strip() for v in list(a.values()) + list(b.values()))


def test_no_text_writes_a_plural_as_a_form_to_fill_in():
    # "Player 1 gains 2 power stone(s)." read as a form: a count picks its own key (".one"), or
    # is a placeholder of its own ([key, {"n": n}], engine.i18n.tr).
    for path in glob.glob(os.path.join(ROOT, "locale", "*", "*.json")):
        for key, words in json.load(open(path, encoding="utf-8")).items():
            assert "(s)" not in words and "(es)" not in words, (path, key, words)


def test_no_text_hands_the_mouse_over():
    # A class plays on a whiteboard by finger: the hand-over screen said "take the mouse!".
    import re
    mouse = re.compile(r"(take|give|pass|hand)\w* the mouse|(prends|passe|donne)\w* la souris",
                       re.I)
    for path in glob.glob(os.path.join(ROOT, "locale", "*", "*.json")):
        with open(path, encoding="utf-8") as f:
            texts = json.load(f)
        for key, words in texts.items():
            assert not mouse.search(words), (path, key, words)


def test_a_sum_that_takes_away_writes_a_minus_sign_not_a_hyphen():
    # "17 squares + 5 castles - 0 eggs" read as a dash in a list, on an end screen a child reads.
    import re
    hyphen = re.compile(r"[}\d] - [{\d]")
    for path in glob.glob(os.path.join(ROOT, "locale", "*", "*.json")):
        with open(path, encoding="utf-8") as f:
            texts = json.load(f)
        for key, words in texts.items():
            assert not hyphen.search(words), (path, key, words)


def test_a_placeholder_may_hold_a_key_with_its_own_placeholders():
    i18n.set_language("en")
    cards = lambda n: ["guardians-arena.log.cards" + {0: ".none", 1: ".one"}.get(n, ""), {"n": n}]
    said = i18n.tr("guardians-arena.log.ev.discarded", p0="guardians-arena.seat.0",
                   p1="guardians-arena.seat.1", a=cards(3), b=cards(1))
    assert said == "Discards: 3 cards for Player 1, 1 card for Player 2."
    i18n.set_language("fr")
    try:
        said = i18n.tr("guardians-arena.log.ev.discarded", p0="guardians-arena.seat.0",
                       p1="guardians-arena.seat.1", a=cards(0), b=cards(2))
        assert said == "Défausse : aucune carte pour Joueur 1, 2 cartes pour Joueur 2."
    finally:
        i18n.set_language("en")


def test_every_text_a_registered_game_names_exists_in_both_languages():
    for entry in registry():
        info = entry.info
        keys = [info.NAME] + [s["name"] for s in info.SEATS]
        for opt in info.OPTIONS:
            keys.append(opt["label"])
            keys += [c["label"] for c in opt["choices"]]
            keys += [c["desc"] for c in opt["choices"] if "desc" in c]
        for lang in i18n.LANGS:
            missing = [k for k in keys if k not in i18n.catalog(lang)]
            assert not missing, f"{entry.id} {lang}: {missing}"
        assert i18n.has(f"{entry.id}.rules.p1.title")


def test_placeholders_match_between_languages():
    import string
    fmt = string.Formatter()
    en, fr = i18n.catalog("en"), i18n.catalog("fr")
    for key in en:
        names = lambda t: {f[1] for f in fmt.parse(t) if f[1]}  # noqa: E731
        assert names(en[key]) == names(fr[key]), key


@pytest.mark.parametrize("env,lang", [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "en_GB.UTF-8"}, "en"),
                                      ({"LC_ALL": "fr_CA.UTF-8"}, "fr")])
def test_french_by_default_where_the_system_speaks_french(monkeypatch, env, lang):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert system_language() == lang


def test_no_sound_device_means_a_silent_box():
    code = ("import os; os.environ['SDL_AUDIODRIVER']='no-such-driver';"
            "from engine import sound; import pygame; pygame.init();"
            "ok = sound.init(); print(ok, sound.play('click'))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       timeout=60, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("False None")


def test_the_box_and_a_game_setup_open_a_window_and_draw(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DRAGONS_ARENAS_FIRST_FRAME_EXIT="1", DRAGONS_ARENAS_HOME=str(tmp_path))
    for args in ([], ["--game", registry()[0].id, "--lang", "en", "--size", "1024x768"],
                 ["--kiosk", "--fullscreen"]):
        r = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                           text=True, timeout=60, env=env)
        assert r.returncode == 0 and "first-frame" in r.stdout, r.stderr
