"""The end screen says why ARENA ended: who knocked out whom last (the last one standing is the
champion at once), or the Masters of the Arena dismissing everyone after round 10."""
import pytest

from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end


def knockout(by, out):
    def change(s):
        for i, f in enumerate(s["fighters"]):
            f["hp"] = 2 if i == by else 0
        s.update(winner=by, dismissed=False, last_out=[out, by])
    return change


def dismissed(s):
    for i, f in enumerate(s["fighters"]):
        f["hp"] = 1 + i
    s.update(winner=None, dismissed=True, round=10)


@pytest.mark.parametrize("size", SIZES)
def test_the_last_knockout_and_the_masters_are_said_with_their_pictures(monkeypatch, size):
    app, play, end = play_to_the_end("arena", size=size, seats=3)
    end = finish_as(app, play, knockout(2, 0))
    assert end.winners == [2]
    assert_reason(app, end, monkeypatch, "Green Triangle knocked out Orange Circle",
                  ["arena/fighter-2", "arena/fighter-0-out"])
    end = finish_as(app, play, dismissed)
    assert end.all_lost
    assert_reason(app, end, monkeypatch, "Masters of the Arena dismiss the 3 fighters",
                  ["arena/masters"])
    assert_reopens(app, end)


def test_in_french(monkeypatch):
    app, play, end = play_to_the_end("arena", lang="fr")
    end = finish_as(app, play, knockout(1, 0))
    assert_reason(app, end, monkeypatch, "Carré bleu a mis Cercle orange hors de combat",
                  ["arena/fighter-1", "arena/fighter-0-out"])


def test_the_rules_keep_who_knocked_out_whom_last():
    from games.arena.rules import RULES
    assert RULES.initial_state(2)["last_out"] is None
