"""The spoken prompts (issue 24, part 6): every prompt a game lists has its clip in both
languages, made from the catalogue's words as they are now; and the engine's Prompter says a play
scene's moment once when it changes, never over another word, never while the show tells a move,
and only with the voice on."""
import importlib
import json
import os

import pytest

from engine import i18n, paths, sound, voice
from tools import make_voice

VOICE_DIR = paths.asset("sounds", "voice")


def spoken_modules():
    return [importlib.import_module(m) for m in make_voice.SPOKEN]


def test_the_two_childrens_games_list_their_prompts():
    games = {m.GAME: m.PROMPTS for m in spoken_modules()}
    assert set(games) == {"chevaliers-dragons", "dragons-arena"}
    for prompts in games.values():
        assert {"turn-0", "turn-1", "win-0", "win-1"} <= set(prompts)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_prompt_has_its_clip_made_from_the_catalogues_words(lang):
    i18n.load_all()
    with open(os.path.join(VOICE_DIR, lang, "clips.json"), encoding="utf-8") as f:
        lengths = json.load(f)
    with open(os.path.join(VOICE_DIR, lang, "said.json"), encoding="utf-8") as f:
        said = json.load(f)
    for m in spoken_modules():
        for name in m.PROMPTS:
            clip = f"{m.GAME}/{name}"
            words = i18n._catalogs[lang].get(f"{m.GAME}.say.{name}")
            assert words, f"{lang}: no words for {clip}"
            assert os.path.isfile(voice.clip_path(clip, lang)), f"{lang}/{clip}.ogg"
            assert make_voice.MIN_PROMPT <= lengths[clip] <= make_voice.MAX_PROMPT, clip
            assert said.get(clip) == words, f"{lang}/{clip} was not made again after its words changed"
    # nothing shipped that no game lists
    listed = {f"{m.GAME}/{n}" for m in spoken_modules() for n in m.PROMPTS}
    assert set(said) == listed


class Show:
    def __init__(self):
        self.playing = False

    def telling(self):
        return self.playing


class Scene:
    """The little a Prompter reads of a play scene."""

    def __init__(self, voice_on=True):
        class App:
            pass
        self.app = App()
        self.app.settings = {"voice": voice_on}
        self.app.stack = type("Stack", (), {"top": self})()
        self.show = Show()
        self.now = None

    def voice_prompt(self):
        return self.now


@pytest.fixture
def heard(monkeypatch):
    out = []
    monkeypatch.setattr(sound, "speak", lambda name, volume=1.0: out.append(name))
    monkeypatch.setattr(i18n, "_lang", "en")
    return out


def step(p, scene, seconds, dt=0.05):
    for _ in range(int(round(seconds / dt))):
        p.update(scene, dt)


def test_a_moment_is_said_once_then_what_to_do_after_the_turn(heard):
    scene, p = Scene(), voice.Prompter()
    scene.now = ("chevaliers-dragons/turn-0", "chevaliers-dragons/setup")
    step(p, scene, 0.1)
    assert heard == ["voice/en/chevaliers-dragons/turn-0"]   # one word at a time
    step(p, scene, voice.room("chevaliers-dragons/turn-0", "en") + 0.1)
    assert heard[-1] == "voice/en/chevaliers-dragons/setup" and len(heard) == 2
    step(p, scene, 10)
    assert len(heard) == 2, "a moment that did not change was said again"
    # the task changes within the same turn: the turn is not said again
    scene.now = ("chevaliers-dragons/turn-0", "chevaliers-dragons/total")
    step(p, scene, 5)
    assert heard[2:] == ["voice/en/chevaliers-dragons/total"]
    # the computer's turn (nothing), then the person's again: said again
    scene.now = None
    step(p, scene, 1)
    scene.now = "chevaliers-dragons/turn-0"
    step(p, scene, 1)
    assert heard[3:] == ["voice/en/chevaliers-dragons/turn-0"]


def test_never_over_a_counting_word_nor_while_the_show_tells_a_move(heard):
    scene, p = Scene(), voice.Prompter()
    scene.show.playing = True
    scene.now = "dragons-arena/turn-1"
    step(p, scene, 3)
    assert heard == [], "said while the show was telling a move"
    voice.say("total-7", "en")          # the count's last word, as the show says it
    scene.show.playing = False
    step(p, scene, voice.room("total-7", "en") - 0.1)
    assert heard == ["voice/en/total-7"], "a prompt was said over the counting"
    step(p, scene, 0.2)
    assert heard[-1] == "voice/en/dragons-arena/turn-1"


def test_a_moment_that_passed_before_its_turn_came_is_not_said_late(heard):
    scene, p = Scene(), voice.Prompter()
    scene.now = ("dragons-arena/turn-0", "dragons-arena/shake")
    step(p, scene, 0.1)
    scene.now = None                  # the arena was shaken while "your turn" was said
    step(p, scene, 5)
    assert heard == ["voice/en/dragons-arena/turn-0"]


def test_silent_with_the_voice_off_or_under_the_menu(heard):
    scene, p = Scene(voice_on=False), voice.Prompter()
    scene.now = "dragons-arena/turn-0"
    step(p, scene, 3)
    assert heard == []
    scene.app.settings["voice"] = True
    scene.app.stack.top = object()     # the game menu (or the settings, a tip) is open
    step(p, scene, 3)
    assert heard == []
    scene.app.stack.top = scene
    step(p, scene, 0.1)
    assert heard == ["voice/en/dragons-arena/turn-0"]
