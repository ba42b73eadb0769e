"""The counting show said aloud (setting `voice`): the pips one by one, "and" the bonus, then the
total, in the box's language and at a pace that lets every word finish; the tones when it is off."""
import os

import pygame
import pytest

from engine import sound, voice
from engine.registry import GameEntry
from games.chevaliers_dragons.board import BONUS
from tests.games.chevaliers_dragons.test_scene import ready_both, walk_to_a_fight
from tests.helpers import click, start_game

ENTRY = GameEntry("games.chevaliers_dragons")
SPEAK = sound.speak


@pytest.fixture
def heard(monkeypatch):
    """Every sound asked for, as (time, "tone" or "voice", name); `heard.t` is the clock."""
    log = type("Heard", (list,), {"t": 0.0})()

    def tone(name, volume=1.0, loops=0, maxtime=0):
        log.append((log.t, "tone", name))

    def speak(name, volume=1.0):
        log.append((log.t, "voice", name))

    monkeypatch.setattr(sound, "play", tone)
    monkeypatch.setattr(sound, "speak", speak)
    yield log
    pygame.quit()


def play_a_fight(heard, voice_on, lang="fr", speed=1.0, seed=5, limit=120):
    """Walk to a fight at instant speed, then play its show in time; returns the scene and what
    each side threw {seat: (die, bonus)}."""
    app, scene = start_game(ENTRY, speed="normal", seed=seed)
    app.settings["voice"] = voice_on
    app.set_language(lang)
    scene.timeline.speed = 0.0
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.timeline.speed = speed
    del heard[:]
    click(app, scene.g.square_center(fight[1]))
    click(app, scene.g.square_center(fight[2]))
    thrown = {}
    dt = 1 / 30
    while scene.busy() and heard.t < limit:
        app.frame(dt)
        heard.t += dt
        if scene.fight is not None:
            for seat, side in scene.fight["sides"].items():
                if side["die"]:
                    thrown[seat] = (side["die"], side["bonus"])
            attacker = scene.fight["attacker"]
    assert not scene.busy() and len(thrown) == 2
    return scene, [thrown[attacker], thrown[1 - attacker]]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_with_the_voice_on_the_show_says_each_count_in_order(heard, lang):
    scene, sides = play_a_fight(heard, True, lang)
    # the counting words only: a spoken prompt ("your turn") may follow once the count is over
    said = [name for _, kind, name in heard if kind == "voice" and name.count("/") == 2]
    want = [f"voice/{lang}/{clip}" for die, bonus in sides for clip in voice.counting(die, bonus)]
    assert said == want
    # the words replace the counting tones
    assert not [name for _, kind, name in heard if kind == "tone" and name.startswith("count-")]
    # every word the show says exists in that language
    assert all(os.path.isfile(voice.clip_path(n.split("/")[-1], lang)) for n in said)


@pytest.mark.parametrize("speed", [1.0, 0.5])
def test_each_word_has_time_to_finish_before_the_next(heard, speed):
    play_a_fight(heard, True, "en", speed=speed, seed=7)
    words = [(t, name) for t, kind, name in heard if kind == "voice" and name.count("/") == 2]
    assert len(words) >= 4
    for (t0, w0), (t1, _w1) in zip(words, words[1:]):
        # one frame (1/30 s) of slack for where the frame boundaries fall
        assert t1 - t0 >= voice.length(w0.split("/")[-1], "en") - 1 / 30, (w0, t1 - t0)


def test_with_the_voice_off_the_show_plays_the_tones(heard):
    scene, sides = play_a_fight(heard, False, "fr")
    assert not [1 for _, kind, _ in heard if kind == "voice"]
    tones = [name for _, kind, name in heard if kind == "tone" and name.startswith("count-")]
    want = [f"count-{k}" for die, bonus in sides for k in range(1, die + bonus + 1)]
    assert tones == want


def test_the_voice_carries_on_silently_without_clips_or_a_sound_device(heard, monkeypatch):
    monkeypatch.setattr(voice, "_lengths", {"fr": {}})        # no clips.json
    monkeypatch.setattr(sound, "speak", SPEAK)               # the real one, with no device
    monkeypatch.setattr(sound, "_ok", False)
    scene, sides = play_a_fight(heard, True, "fr")
    assert scene.fight is None and scene.shown["board"] == scene.state["board"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_clip_a_fight_can_ask_for_exists(lang):
    asked = {clip for table in BONUS.values() for bonus in set(table.values())
             for die in range(1, 7) for clip in voice.counting(die, bonus)}
    assert {"count-6", "and-2", "total-8"} <= asked
    missing = [c for c in sorted(asked) if not os.path.isfile(voice.clip_path(c, lang))]
    assert not missing, missing
