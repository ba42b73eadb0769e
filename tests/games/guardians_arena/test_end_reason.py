"""The end screen says why Guardians Arena ended (five victorious creatures, three strongholds in
ruins, the Guardian beaten in a challenge), counts victories in the right plural in both languages,
and opens again from the board."""
import pytest

from engine.play_menus import EndScene
from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end

ENDS = [
    ("victories", 0, "has five victorious creatures", ["guardians-arena/icon-victory"]),
    ("strongholds", 1, "three of Player 1's strongholds lie in ruins",
     ["guardians-arena/ruin"] * 3),
    ("guardian", 0, "beat Player 2's Guardian in a challenge",
     ["guardians-arena/icon-kind-guardian|x"]),
]


@pytest.mark.parametrize("size", SIZES)
def test_every_way_to_win_is_said_with_its_pictures(monkeypatch, size):
    app, play, end = play_to_the_end("guardians_arena", size=size)
    for reason, winner, words, pictures in ENDS:
        end = finish_as(app, play, lambda s: s.update(reason=reason, winner=winner))
        assert isinstance(end, EndScene) and end.winners == [winner]
        assert_reason(app, end, monkeypatch, words, pictures)
        assert len(end.play.end_lines()) == 2
    assert_reopens(app, end)


def victories(n0, n1):
    def change(s):
        for p, n in zip(s["players"], (n0, n1)):
            p["victories"] = (p["victories"] * 5 + ["x"] * 5)[:n]
    return change


@pytest.mark.parametrize("lang,lines", [
    ("en", ["Player 1: 1 victory", "Player 2: 0 victories"]),
    ("fr", ["Joueur 1 : 1 victoire", "Joueur 2 : 0 victoire"]),
])
def test_victories_take_the_right_plural(lang, lines):
    app, play, end = play_to_the_end("guardians_arena", lang=lang)
    finish_as(app, play, victories(1, 0))
    assert play.end_lines() == lines
    finish_as(app, play, victories(2, 5))
    assert play.end_lines()[1].endswith("5 victories" if lang == "en" else "5 victoires")


def test_the_french_is_natural(monkeypatch):
    app, play, end = play_to_the_end("guardians_arena", lang="fr")
    end = finish_as(app, play, lambda s: s.update(reason="victories", winner=1))
    assert_reason(app, end, monkeypatch, "Victoire : Joueur 2 a cinq créatures victorieuses.",
                  ["guardians-arena/icon-victory"])
