"""The end screen says why the battle ended (both objectives taken, the other army gone, the long
battle's limit), in words and pictures, and opens again from the board."""
import pytest

from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end

ENDS = [
    (0, "objectives", "The princess is free", ["chevaliers-dragons/princess",
                                               "chevaliers-dragons/treasure"]),
    (1, "objectives", "The castle and the village", ["chevaliers-dragons/castle",
                                                     "chevaliers-dragons/village"]),
    (0, "army", "No dragon is left", ["chevaliers-dragons/small-dragon|x",
                                      "chevaliers-dragons/big-dragon|x"]),
    (1, "army", "no pawns left", ["chevaliers-dragons/knight|x", "chevaliers-dragons/soldier|x"]),
    (None, "limit", "gone on for a very long time", ["ui/hourglass"]),
]
TAKEN = {"objectives": [["princess", "treasure"], ["castle", "village"]],
         "army": [["treasure"], []], "limit": [[], ["village"]]}


@pytest.mark.parametrize("size", SIZES)
def test_every_way_the_battle_ends_is_said_with_its_pictures(monkeypatch, size):
    app, play, end = play_to_the_end("chevaliers_dragons", size=size)
    for winner, reason, words, pictures in ENDS:
        end = finish_as(app, play, lambda s: s.update(winner=winner, end_reason=reason,
                                                      taken=TAKEN[reason]))
        assert_reason(app, end, monkeypatch, words, pictures)
    assert_reopens(app, end)


def test_the_reason_is_said_in_french(monkeypatch):
    app, play, end = play_to_the_end("chevaliers_dragons", lang="fr")
    end = finish_as(app, play, lambda s: s.update(winner=1, end_reason="army"))
    assert_reason(app, end, monkeypatch, "L'armée du Prince n'a plus de pions",
                  ["chevaliers-dragons/knight|x", "chevaliers-dragons/soldier|x"])
