"""Chevaliers et Dragons says what a reader would read (issue 24, part 6): against the computer,
with the voice on, "your turn" when the person is to play (never on the computer's turn), "place
your army" before the first move, "how much is it?" when the children give a fight's total, and
who won, each once as it comes."""
import pytest

from engine.registry import GameEntry
from tests.spoken_checks import play_spoken

ENTRY = GameEntry("games.chevaliers_dragons")


def give_total(play):
    if play.question is not None:
        play.answer(play.question["answer"])


# The standard board every run; the pocket one before a release (pytest -m slow)
@pytest.mark.parametrize("version", ["standard", pytest.param("pocket", marks=pytest.mark.slow)])
def test_a_game_against_the_computer_says_each_prompt_at_its_moment(monkeypatch, version):
    play, said = play_spoken(monkeypatch, ENTRY, {"version": version, "count_first": True},
                             answer=give_total)
    names = [n for n, _ in said]
    assert play.match.is_over(), "the game did not end"
    assert names[:2] == ["turn-0", "setup"], names[:4]
    for name, moment in said:
        if name.startswith("turn-"):
            assert name == "turn-0" and moment["actor"] == 0, (name, moment)
        if name == "setup":
            assert moment["phase"] == "setup" and moment["actor"] == 0
    # the last word is who won, and it is the game's result
    last, moment = said[-1]
    returns = moment["returns"]
    want = "draw" if returns[0] == returns[1] else f"win-{0 if returns[0] > returns[1] else 1}"
    assert last == want and names.count(last) == 1
    # each turn is said once: "your turn" again only after the computer has played
    turns = [m["computer_moves"] for n, m in said if n == "turn-0"]
    assert len(turns) > 3 and all(a < b for a, b in zip(turns, turns[1:])), turns


def test_how_much_is_it_is_said_when_the_children_give_the_total(monkeypatch):
    asked = []

    def answer(play):
        if play.question is not None:
            asked.append(True)
            play.answer(play.question["answer"])
    # several seeds until a fight asks the person (a fight comes in most games)
    for seed in range(1, 8):
        asked.clear()
        play, said = play_spoken(monkeypatch, ENTRY, {"count_first": True}, seed=seed,
                                 answer=answer)
        if asked:
            total = [m for n, m in said if n == "total"]
            assert len(total) == len(asked), "a total asked was not said (or said twice)"
            assert all(m["asking"] for m in total), "said when no total was asked"
            break
    else:
        pytest.fail("no game asked for a total")


def test_without_the_voice_nothing_is_said(monkeypatch):
    from engine import sound
    from tests.helpers import start_game
    app, play = start_game(ENTRY, players=("human", "easy"))
    heard = []
    monkeypatch.setattr(sound, "speak", lambda name, volume=1.0: heard.append(name))
    for _ in range(40):
        app.frame(0.25)
    assert play.human_to_act() and heard == []
