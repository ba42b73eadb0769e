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


def stopped(winner, tie=False):
    """To the last: the Masters stopped the fight after five rounds without a new wound (`tie`:
    the winner level at the top with seat 0, its blows having taken more)."""
    def change(s):
        for i, f in enumerate(s["fighters"]):
            f["hp"] = 5 if i == winner else 3
        if winner is None or tie:
            s["fighters"][1 if winner is None else winner]["hp"] = 5
            s["fighters"][0]["hp"] = 5
        taken = [0, 0, 0]
        if tie:
            taken = [2, 0, 0]
            taken[winner] = 4
        s.update(winner=winner, dismissed=winner is None, stopped=True, last=True, calm=5,
                 taken=taken)
    return change


@pytest.mark.parametrize("lang,words", [
    ("en", ["The Masters stop the fight: Blue Square has the most", "the Masters dismiss the 3",
            "Tied at the top: Blue Square's blows took the most hit points (4)"]),
    ("fr", ["Les Maîtres arrêtent le combat : Carré bleu", "les Maîtres renvoient les 3",
            "Égalité : les coups de Carré bleu ont pris le plus de points de vie (4)"])])
def test_to_the_last_the_masters_stopping_the_fight_is_said(monkeypatch, lang, words):
    app, play, end = play_to_the_end("arena", seats=3, lang=lang, length="last")
    end = finish_as(app, play, stopped(1))
    assert end.winners == [1]
    assert_reason(app, end, monkeypatch, words[0], ["arena/masters", "arena/fighter-1"])
    end = finish_as(app, play, stopped(None))
    assert end.all_lost
    assert_reason(app, end, monkeypatch, words[1], ["arena/masters"])
    end = finish_as(app, play, stopped(1, tie=True))
    assert end.winners == [1]
    assert_reason(app, end, monkeypatch, words[2], ["arena/masters", "arena/fighter-1"])
    # The longest name of the three (Green Triangle, Triangle vert) still fits a child's size.
    end = finish_as(app, play, stopped(2, tie=True))
    assert end.winners == [2]
    assert_reason(app, end, monkeypatch, words[2].split(":")[0], ["arena/masters",
                                                                  "arena/fighter-2"])


def test_the_end_band_says_why_the_masters_chose_among_fighters_level_at_the_top():
    from engine import i18n
    from games.arena.show import ArenaShow

    class Show:                     # runs each step at once; the pauses are not needed here
        def step(self, fn):
            fn()

        def then(self, *a, **k):
            pass

    class Stage:
        def __init__(self):
            self.said = []

        def say(self, text, seconds, seat=None, line=None, icon=None):
            self.said.append((text, line, seat))

        def touch(self):
            pass

    i18n.load_all()
    old = i18n.language()
    i18n.set_language("en")
    try:
        stage = Stage()
        show = ArenaShow(Show(), stage, None)
        over = {"type": "GameOver", "winner": 1, "standing": [0, 1, 2], "stopped": True,
                "level": [0, 1], "taken": [2, 4, 0]}
        show.anim_GameOver(over, {}, {})
        show.anim_GameOver(dict(over, level=[1]), {}, {})
        show.anim_GameOver(dict(over, winner=None, taken=[4, 4, 0]), {}, {})
    finally:
        i18n.set_language(old)
    (_t, tie, seat), (_t2, alone, _s), (_t3, none, _s3) = stage.said
    assert seat == 1 and "Blue Square's blows took the most hit points (4)" in tie
    assert "Blue Square has the most hit points" in alone
    assert "everyone is dismissed" in none


@pytest.mark.parametrize("size,lang", [((1920, 1080), "fr"), ((1920, 1080), "en"),
                                       ((800, 600), "fr")])
def test_six_fighters_names_keep_a_child_s_size_and_the_panel_its_window(size, lang):
    # "Hexagone ciel" was drawn 32 px tall at 1920x1080: six names shared a panel of 1560 px.
    import pygame
    from engine.ui import classroom, text
    app, play, end = play_to_the_end("arena", size=size, seats=6, lang=lang)
    end = finish_as(app, play, knockout(5, 0))
    with classroom.record() as seen:
        end.draw(app.target)
    names = [h for name, h, _number in seen.texts if name == "end-name"]
    assert len(names) >= 6
    assert app.target.get_rect().contains(end.panel)
    for b in (end.again, end.box, end.look):
        assert end.panel.contains(b.rect)
    if size == (1920, 1080):
        assert min(names) >= text.cap_height(text.cap_px(classroom.TEXT_MIN)), names
    pygame.display.quit()
