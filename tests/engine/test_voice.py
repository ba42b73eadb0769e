"""The counting voice: the setting, the clips shipped for both languages, and silence (never an
error) where a clip or the sound device is missing."""
import json
import os

import pygame
import pytest

from engine import i18n, paths, sound, voice
from engine.settings import Settings
from tests.helpers import make_app, press, toy_entry

VOICE_DIR = paths.asset("sounds", "voice")


@pytest.fixture
def mixer(monkeypatch):
    """The dummy sound device opened as the box opens it, and closed afterwards."""
    monkeypatch.setattr(sound, "_cache", {})
    ok = sound.init()
    yield ok
    pygame.mixer.quit()
    monkeypatch.setattr(sound, "_ok", False)


def test_the_voice_setting_is_off_by_default_and_kept_between_runs(tmp_path):
    path = str(tmp_path / "settings.json")
    st = Settings(path)
    assert st["voice"] is False and not voice.enabled(st)
    st["voice"] = True
    again = Settings(path)
    assert again["voice"] is True and voice.enabled(again) and again.problem is None


def test_a_voice_setting_of_the_wrong_kind_is_read_as_off(tmp_path):
    path = tmp_path / "settings.json"
    data = Settings(str(path)).data
    data["voice"] = "yes"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert Settings(str(path))["voice"] is False
    assert not voice.enabled({}) and not voice.enabled(None)


def test_counting_says_each_pip_then_the_bonus_then_the_total():
    assert voice.counting(5, 2) == ["count-1", "count-2", "count-3", "count-4", "count-5",
                                    "and-2", "total-7"]
    assert voice.counting(3) == ["count-1", "count-2", "count-3", "total-3"]
    assert voice.counting(1, 0) == ["count-1", "total-1"]


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_clip_is_shipped_with_its_length(lang):
    folder = os.path.join(VOICE_DIR, lang)
    with open(os.path.join(folder, "clips.json"), encoding="utf-8") as f:
        lengths = json.load(f)
    for clip in voice.all_clips():
        assert os.path.isfile(voice.clip_path(clip, lang)), f"{lang}/{clip}.ogg"
        assert 0.15 <= lengths[clip] <= 1.6, (lang, clip, lengths[clip])
        assert voice.length(clip, lang) == lengths[clip]
    assert sorted(f[:-4] for f in os.listdir(folder) if f.endswith(".ogg")) \
        == sorted(voice.all_clips())


def test_the_voice_folder_is_small():
    size = sum(os.path.getsize(os.path.join(here, f))
               for here, _d, files in os.walk(VOICE_DIR) for f in files)
    assert size < 2 * 1024 * 1024


def test_the_clips_play_and_last_what_clips_json_says(mixer):
    if not mixer:
        pytest.skip("no sound device, not even the dummy one")
    for lang in i18n.LANGS:
        for clip in ("count-1", "and-2", "total-8"):
            channel = voice.say(clip, lang)
            assert channel is not None, (lang, clip)
            snd = sound._cache[f"voice/{lang}/{clip}.ogg"]
            assert abs(snd.get_length() - voice.length(clip, lang)) < 0.02
            # words are said on their own channel, which the effects never take
            for _ in range(20):
                sound.play("click")
            assert pygame.mixer.Channel(sound.VOICE_CHANNEL).get_sound() is snd


def test_a_missing_clip_or_no_sound_device_is_silence(mixer, monkeypatch):
    assert voice.say("count-99", "fr") is None
    assert voice.length("count-99", "fr") == 0.0
    assert voice.room("count-99", "fr") == voice.PAUSE
    monkeypatch.setattr(sound, "_ok", False)
    assert voice.say("count-1", "fr") is None
    monkeypatch.setattr(sound, "_ok", True)
    pygame.mixer.quit()      # a device that went away after the box started
    monkeypatch.setattr(sound, "_cache", {})
    assert voice.say("count-2", "en") is None
    assert sound.speak("voice/en/count-2") is None


def test_a_missing_voice_folder_means_unknown_lengths_not_an_error(monkeypatch, tmp_path):
    real = paths.asset
    monkeypatch.setattr(paths, "asset", lambda *parts: (str(tmp_path / "none") if "voice" in parts
                                                        else real(*parts)))
    monkeypatch.setattr(voice, "_lengths", {})
    assert voice.length("count-1", "fr") == 0.0
    assert voice.say("count-1", "fr") is None


def test_the_settings_screen_turns_the_voice_on_and_says_a_word(monkeypatch):
    said = []
    monkeypatch.setattr(sound, "speak", lambda name, volume=1.0: said.append(name))
    app = make_app([toy_entry()], size=(1920, 1080), lang="fr")
    try:
        app.open("settings")
        press(app, "voice:on")
        assert app.settings["voice"] is True and said == ["voice/fr/count-1"]
        assert Settings(app.settings.path)["voice"] is True
        press(app, "voice:off")
        assert app.settings["voice"] is False and said == ["voice/fr/count-1"]
    finally:
        pygame.quit()
