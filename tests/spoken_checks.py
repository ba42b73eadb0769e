"""Playing a children's game against the computer with the voice on, noting every prompt said and
what the game showed at that moment (for tests/games/*/test_voice_prompts.py)."""
import random

from engine import sound, voice
from engine.rules import CHANCE
from tests.helpers import start_game


def play_spoken(monkeypatch, entry, options, seed=5, frames=6000, dt=0.25, answer=None):
    """A person (seat 0, choosing at random among the legal actions) against the computer (seat
    1, easy) with the voice on. Returns (play scene, [(prompt name, moment)]) where the moment is
    what the game showed as it was said: phase, who acts, whether a person may act, the winner.
    `answer(play)` is called when the game waits for the person in its own way (a question)."""
    said = []
    app, play = start_game(entry, players=("human", "easy"), seed=seed, size=(1280, 720),
                           **options)
    app.settings.data["voice"] = True

    def speak(name, volume=1.0):
        game, prompt = name.split("/")[2:4] if name.count("/") >= 3 else (None, name)
        if game is not None:
            v = play.view
            said.append((prompt, {"phase": v.get("phase"), "actor": play.match.actor(),
                                  "human": play.human_to_act(), "over": play.match.is_over(),
                                  "asking": getattr(play, "question", None) is not None,
                                  "computer_moves": sum(play.rules.actor(st) == 1
                                                        for st in play.match.states[:-1]),
                                  "returns": play.rules.returns(play.state)
                                  if play.match.is_over() else None}))
    monkeypatch.setattr(sound, "speak", speak)
    rng = random.Random(seed)
    for _ in range(frames):
        # the person listens before playing or answering, as a child waits for the voice
        p = play.prompter
        heard = p.moment == voice.moment(play.voice_prompt()) and not p.queue and p.quiet <= 0
        if answer is not None and heard:
            answer(play)
        if play.human_to_act() and heard:
            legal = play.legal()
            play.submit(rng.choice(legal))
        app.frame(dt)
        if play.match.is_over() and said and said[-1][1]["over"]:
            break
    assert play.match.actor() != CHANCE
    return play, said
