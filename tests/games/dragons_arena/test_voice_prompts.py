"""Dragons Arena says what a reader would read (issue 24, part 6), at every level: against the
computer with the voice on, "your turn" on the person's turns only, what to do in the level's
first phase (shake, roll, choose the powers, share the points), and who won the match, each once
as it comes."""
import pytest

from engine.registry import GameEntry
from tests.spoken_checks import play_spoken

ENTRY = GameEntry("games.dragons_arena")
FIRST = {"baby": "shake", "little": "roll", "big": "powers", "free": "powers", "equal": "split"}


@pytest.mark.parametrize("level", sorted(FIRST))
def test_a_match_against_the_computer_says_each_prompt_at_its_moment(monkeypatch, level):
    play, said = play_spoken(monkeypatch, ENTRY, {"mode": "duel", "placement": level,
                                                  "nuggets": 1})
    names = [n for n, _ in said]
    assert play.match.is_over(), "the match did not end"
    for name, moment in said:
        if name.startswith("turn-"):
            assert name == "turn-0" and moment["actor"] == 0, (name, moment)
        if name in FIRST.values() or name in ("place", "elim"):
            assert moment["actor"] == 0, (name, moment)
        if name == "elim":
            assert moment["phase"] == "duel"
    first = FIRST[level]
    assert first in names, names[:6]
    if level == "equal":
        # the lot decides who shares first: said once the person's turn to share has come
        assert names.index(first) >= 1 and names[names.index(first) - 1] == "turn-0"
    elif level != "big" and level != "free":
        assert names[:2] == ["turn-0", first], names[:4]
    last, moment = said[-1]
    r = moment["returns"]
    assert last == ("draw" if r[0] == r[1] else f"win-{0 if r[0] > r[1] else 1}")
    assert names.count(last) == 1
    turns = [m["computer_moves"] for n, m in said if n == "turn-0"]
    assert all(a < b for a, b in zip(turns, turns[1:])), "your turn said twice in one turn"


def test_solo_training_says_the_result(monkeypatch):
    play, said = play_spoken(monkeypatch, ENTRY, {"mode": "solo"})
    assert play.match.is_over()
    solo = play.view["solo"]
    want = "solo-win" if solo.get("win") else "draw" if solo.get("draw") else "solo-lose"
    assert said[-1][0] == want
