"""The end screen says why Dragon Inferno ended (neither kingdom can lay a tile) with how many
tiles each still held, and shows those tiles' shapes under each kingdom."""
import pytest

from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end


@pytest.mark.parametrize("size", SIZES)
def test_no_tile_can_be_laid_and_the_tiles_left_are_shown(monkeypatch, size):
    app, play, end = play_to_the_end("dragon_inferno", size=size)
    hands = play.view["hands"]
    words = f"{len(hands[0])} tile"
    assert_reason(app, end, monkeypatch, words, ["dragon-inferno/left-T|x"])
    assert play.end_pictures(0) == ["dragon-inferno/left-0-" + t for t in hands[0]]
    end = finish_as(app, play, lambda s: s.update(hands=[["I"], ["O", "T", "S", "Z", "L", "J"]]))
    assert_reason(app, end, monkeypatch, "1 tile left for light green, 6 tiles for dark green",
                  ["dragon-inferno/left-T|x"])
    assert play.end_pictures(1) == ["dragon-inferno/left-1-" + t for t in "OTSZLJ"]
    assert_reopens(app, end)


def test_in_french(monkeypatch):
    app, play, end = play_to_the_end("dragon_inferno", lang="fr")
    end = finish_as(app, play, lambda s: s.update(hands=[[], ["O", "T"]]))
    assert_reason(app, end, monkeypatch, "Aucun royaume ne peut poser de tuile : 0 tuile au vert "
                  "clair, 2 tuiles au vert foncé", ["dragon-inferno/left-T|x"])
