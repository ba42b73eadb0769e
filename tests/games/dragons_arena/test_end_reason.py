"""The end screen says why the Dragons Arena match ended: why its last duel stopped (no dragon
touches an enemy, the dragons to play can do nothing, the 60-turn limit, solo training's opponent
can eliminate no one), then the nuggets that won the match or, when nobody reached the nuggets to
win, the match's length cap."""
import pytest

from tests.end_checks import SIZES, assert_reason, assert_reopens, finish_as, play_to_the_end

ENDS = [
    ("no_contact", "No dragon touches an enemy", ["dragons-arena/arena"]),
    ("no_move", "The dragons to play were stuck.", ["dragons-arena/dragon-fire|x",
                                                    "dragons-arena/dragon-ice|x"]),
    ("turn_limit", "After 60 turns the duel stops", ["ui/hourglass"]),
]


def last_duel(reason, nuggets=None):
    def change(s):
        s["last"] = dict(s["last"], reason=reason)
        if nuggets is not None:
            s["nuggets"] = nuggets
    return change


@pytest.mark.parametrize("size", SIZES)
def test_why_the_last_duel_stopped_is_said_with_its_picture(monkeypatch, size):
    app, play, end = play_to_the_end("dragons_arena", size=size, nuggets=1)
    for reason, words, pictures in ENDS:
        end = finish_as(app, play, last_duel(reason, [1, 0]))
        assert end.winners == [0]
        assert_reason(app, end, monkeypatch, words, pictures + ["dragons-arena/nugget"])
        assert "FIRE has the gold nugget." in end.play.end_reason()[0]
    assert_reopens(app, end)


@pytest.mark.parametrize("lang, said", [
    ("en", "ICE was stuck by the force fields."),
    ("fr", "Les champs de force bloquaient GLACE.")])
def test_a_duel_stopped_because_a_species_could_do_nothing_names_it_and_why(monkeypatch, lang,
                                                                            said):
    # "The dragons to play were stuck." told neither which species nor why.
    app, play, end = play_to_the_end("dragons_arena", size=(1920, 1080), lang=lang, nuggets=1)
    end = finish_as(app, play, lambda s: s.update(
        nuggets=[1, 0], last=dict(s["last"], reason="no_move", stuck=1)))
    assert_reason(app, end, monkeypatch, said, ["dragons-arena/dragon-ice|x",
                                                 "dragons-arena/force-field",
                                                 "dragons-arena/nugget"])


@pytest.mark.parametrize("lang, said", [("en", "ICE has 3 gold nuggets."),
                                        ("fr", "GLACE a 3 pépites d'or.")])
def test_a_match_won_says_it_is_won_by_its_nuggets(monkeypatch, lang, said, size=(1920, 1080)):
    # Said alone, why the last duel stopped ("No dragon touches an enemy any more.") read as the
    # reason the whole match ended: a family took the match for stopped, not won.
    app, play, end = play_to_the_end("dragons_arena", size=size, lang=lang, nuggets=3)
    for reason, _words, pictures in ENDS:     # after each way a duel stops, a child's size
        end = finish_as(app, play, last_duel(reason, [1, 3]))
        assert end.winners == [1]
        assert_reason(app, end, monkeypatch, said, pictures + ["dragons-arena/nugget"])


def test_a_match_stopped_by_its_length_cap_says_so(monkeypatch):
    app, play, end = play_to_the_end("dragons_arena", nuggets=1)
    end = finish_as(app, play, lambda s: s.update(
        nuggets=[0, 0], duel=5, last=dict(s["last"], reason="no_contact")))
    assert_reason(app, end, monkeypatch, "The match stops after 5 duels.",
                  ["dragons-arena/arena", "ui/hourglass"])


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600), (768, 1024)])
def test_solo_training_says_why_it_stopped(monkeypatch, size):
    app, play, end = play_to_the_end("dragons_arena", mode="solo", size=size, seed=4)
    end = finish_as(app, play, last_duel("solo_stop"))
    # with a best lead kept, three lines: the best lead under the two scores was left out when
    # the tail of its last letters would have reached into the reason's margin
    app.settings["records"].setdefault("dragons-arena", {})["solo-normal"] = 3
    assert len(end.play.end_lines()) == 3
    assert_reason(app, end, monkeypatch, "can eliminate no one",
                  ["dragons-arena/target|x"])


def test_in_french(monkeypatch):
    app, play, end = play_to_the_end("dragons_arena", lang="fr", nuggets=1)
    end = finish_as(app, play, last_duel("no_contact", [0, 1]))
    assert_reason(app, end, monkeypatch, "Plus aucun dragon ne touche un ennemi. GLACE a la "
                  "pépite d'or.", ["dragons-arena/arena", "dragons-arena/nugget"])
