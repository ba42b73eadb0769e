"""Dragons Arena's final count said aloud (games/dragons_arena/aloud.py): with the voice on, a duel
against the computer ends with each species' total exclaimed, the fire's then the ice's, one word
at a time and never over another clip, in French and English; with the voice off, no word."""
import os
import random

import pygame
import pytest

from engine import sound, voice
from engine.registry import GameEntry
from tests.helpers import start_game

ENTRY = GameEntry("games.dragons_arena")
DT = 1 / 30


@pytest.fixture
def heard(monkeypatch):
    """Every clip said, as (time, name); `heard.t` is the frames' clock."""
    log = type("Heard", (list,), {"t": 0.0})()
    monkeypatch.setattr(sound, "speak", lambda name, volume=1.0: log.append((log.t, name)))
    monkeypatch.setattr(sound, "play", lambda *a, **k: None)
    yield log
    pygame.quit()


def play_a_duel(heard, voice_on, lang, seed=5, limit=4000):
    """A person (random legal moves, once the voice has had its say) against the computer, one
    duel at normal speed; returns the play scene once the match is over and told."""
    app, play = start_game(ENTRY, players=("human", "easy"), seed=seed, speed="normal",
                           mode="duel", placement="little", nuggets=1)
    app.settings.data["voice"] = voice_on
    app.set_language(lang)
    rng = random.Random(seed)
    for _ in range(int(limit / DT)):
        if play.human_to_act() and not play.prompter.queue and play.prompter.quiet <= 0:
            play.submit(rng.choice(play.legal()))
        app.frame(DT)
        heard.t += DT
        if play.match.is_over() and not play.busy() and not play.prompter.queue:
            break
    assert play.match.is_over(), "the duel did not end"
    return play


# French every run; English, another seed, before a release (pytest -m slow)
@pytest.mark.parametrize("lang,seed", [("fr", 5), pytest.param("en", 8, marks=pytest.mark.slow)])
def test_a_counted_duel_says_each_species_total_in_order(heard, lang, seed):
    play = play_a_duel(heard, True, lang, seed)
    fire, ice = play.state["last"]["totals"]
    totals = [name for _t, name in heard if "/total-" in name]
    assert totals == [f"voice/{lang}/{voice.total(fire)}", f"voice/{lang}/{voice.total(ice)}"]
    assert all(os.path.isfile(voice.clip_path(n.split("/")[-1], lang)) for n in totals)
    # one word at a time: every clip (the prompts too) starts once the one before has finished
    # (one frame of slack for where the frame boundaries fall)
    for (t0, w0), (t1, w1) in zip(heard, heard[1:]):
        said = w0.split("/", 2)[2]
        assert t1 - t0 >= voice.length(said, lang) - DT, (w0, w1, t1 - t0)
    # the result comes after the count: "who won" is said after both totals
    names = [n for _t, n in heard]
    assert names.index(totals[-1]) < max(i for i, n in enumerate(names) if "/win-" in n
                                         or n.endswith("/draw"))


def test_with_the_voice_off_the_count_says_nothing(heard):
    play_a_duel(heard, False, "fr")
    assert heard == []


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_total_a_duel_can_reach_has_its_clip(lang):
    # a species has at most eight dragons of power 6 (rules.py), none when all were eliminated
    missing = [n for n in range(0, 8 * 6 + 1)
               if not os.path.isfile(voice.clip_path(voice.total(n), lang))
               or voice.length(voice.total(n), lang) <= 0]
    assert not missing and voice.total(48) == "total-48"
