"""The end screen tells the result in pictures: a trophy over each winner, one shared trophy and an
equals sign between the emblems in a draw, every seat's emblem, and what each side captured as the
pictures its scene gives (`end_pictures`); all of it held to the classroom figures."""
import pytest

from engine import assets
from engine.play_menus import EndScene
from engine.ui.results import DRAW, LOSS, WIN, results
from engine.ui import classroom
from tests.classroom_checks import assert_classroom
from tests.helpers import draw_recorded, run, start_game, toy_entry


@pytest.mark.parametrize("returns,expected", [
    ([1, -1], [WIN, LOSS]),
    ([-1, 1], [LOSS, WIN]),
    ([0, 0], [DRAW, DRAW]),
    ([-1, -1], [LOSS, LOSS]),       # everyone lost (ARENA after round 10): no shared trophy
    ([0.5, 0.5, -1], [WIN, WIN, LOSS]),
    ([0, 0, -1], [LOSS, LOSS, LOSS]),
])
def test_results_per_seat(returns, expected):
    assert results(returns) == expected


def end_screen(monkeypatch, returns, pictures=None, lang="en"):
    """The end screen of a toy game whose rules return `returns`, at 1920x1080; returns the app,
    the scene and the sprite names its draw asked for."""
    entry = toy_entry()
    app, play = start_game(entry, players=["human"] * len(returns), size=(1920, 1080))
    app.set_language(lang)
    monkeypatch.setattr(entry.rules, "returns", lambda state: list(returns))
    if pictures is not None:
        play.end_pictures = lambda seat: pictures.get(seat, [])
    end = app.open("end", play)
    run(app)
    asked = []
    real = assets.sprite

    def sprite(name, size):
        asked.append(name)
        return real(name, size)
    monkeypatch.setattr(assets, "sprite", sprite)
    with classroom.record() as seen:
        end.draw(app.target)
    monkeypatch.setattr(assets, "sprite", real)
    return end, asked, seen


def emblems(n):
    return [toy_entry().info.SEATS[i]["icon"] for i in range(n)]


def test_a_win_has_one_trophy_over_the_winner_and_no_equals(monkeypatch):
    end, asked, seen = end_screen(monkeypatch, [-1, 1])
    assert isinstance(end, EndScene) and end.winners == [1]
    assert asked.count("ui/trophy-gold") == 1 and "ui/equal" not in asked
    assert all(e in asked for e in emblems(2))
    assert_classroom(seen, "toy end screen, a win")


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_a_draw_is_one_shared_trophy_and_equals_signs_between_the_emblems(monkeypatch, seats):
    end, asked, seen = end_screen(monkeypatch, [0] * seats, lang="fr")
    assert end.winners == []
    assert asked.count("ui/trophy-gold") == 1
    assert asked.count("ui/equal") == seats - 1
    assert all(e in asked for e in emblems(seats))
    assert_classroom(seen, f"toy end screen, a draw at {seats}")


@pytest.mark.parametrize("lang,title", [("en", "Nobody wins!"), ("fr", "Personne ne gagne !")])
def test_when_everyone_lost_there_is_no_trophy_and_the_title_says_nobody_wins(monkeypatch, lang,
                                                                              title):
    end, asked, seen = end_screen(monkeypatch, [-1] * 4, lang=lang)
    assert end.winners == [] and end.all_lost
    assert "ui/trophy-gold" not in asked and "ui/equal" not in asked
    assert end.title() == title
    assert_classroom(seen, "toy end screen, everyone lost")


def test_what_each_side_captured_is_shown_as_its_pictures(monkeypatch):
    pictures = {0: ["ui/die-6"] * 3, 1: ["ui/die-2"] * 9}
    end, asked, seen = end_screen(monkeypatch, [1, -1], pictures)
    assert asked.count("ui/die-6") == 3
    assert asked.count("ui/die-2") == 9
    assert_classroom(seen, "toy end screen with captures")


def test_by_default_a_game_shows_no_captured_pictures(monkeypatch):
    end, asked, _ = end_screen(monkeypatch, [1, -1])
    assert end.play.end_pictures(0) == [] and end.play.end_pictures(1) == []
    assert not [a for a in asked if a.startswith("ui/die")]


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_no_summary_line_is_left_out_when_they_are_long(monkeypatch, size):
    """Two long lines (a draw's two counts in Dragon Inferno) once wrapped onto four, and the
    second was dropped to keep clear of the reason: each goes on one line, smaller, instead."""
    from engine.registry import GameEntry
    app, play = start_game(GameEntry("games.dragon_inferno"), players=["random", "random"],
                           size=size, seed=3)
    for _ in range(3000):
        run(app, 1)
        if isinstance(app.stack.top, EndScene):
            break
    end = app.stack.top
    assert isinstance(end, EndScene)
    long = "19 squares and 5 castles and 3 crushed eggs and more = 21"
    play.end_lines = lambda: ["Light green: " + long, "Dark green: " + long]
    from engine import play_menus
    said = []
    real = play_menus.text.child_lines

    def child_lines(surface, parts, px, colour, name, **kw):
        if name == "end-line":
            said.append(" ".join(parts))
        return real(surface, parts, px, colour, name, **kw)
    monkeypatch.setattr(play_menus.text, "child_lines", child_lines)
    end.draw(app.target)
    assert [line.split(":")[0] for line in said] == ["Light green", "Dark green"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (900, 700), (800, 600), (3840, 2160)])
def test_watch_again_and_save_record_say_what_they_do_in_words(monkeypatch, lang, size):
    # Their pictures alone (a replay arrow, a file) did not tell a grown-up what they do.
    from engine import i18n
    from engine.ui import text, theme
    entry = toy_entry()
    app, play = start_game(entry, players=["human", "human"], size=size)
    app.set_language(lang)
    end = app.open("end", play)
    run(app)
    words, heights = draw_recorded(monkeypatch, end, size)
    least = text.cap_px(theme.ADULT_CAP, True)
    said = {}
    for button, key in ((end.watch, "box.end.watch"), (end.save, "box.end.save")):
        mine = words[button.name]
        said[key] = bool(mine)
        assert button.icon in heights
        if mine:
            assert " ".join(d[0] for d in mine) == i18n.tr(key)
        for _label, px, rect in mine:
            assert px >= least and button.rect.contains(rect)
    # both say it or neither does (a small window: the pictures alone), and from 1024x768 up both
    assert len(set(said.values())) == 1
    assert all(said.values()) or size[0] < 1024


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_summary_lines_stand_clear_of_the_reason_band(monkeypatch, size):
    # Four pixels over it, "Dernier duel : FEU 1 – GLACE 2" read as the band's first line.
    import pygame
    from engine.registry import GameEntry
    from engine.ui import theme
    app, play = start_game(GameEntry("games.dragons_arena"), players=["random", "random"],
                           size=size, seed=3, nuggets=1)
    for _ in range(6000):
        run(app, 1)
        if isinstance(app.stack.top, EndScene):
            break
    end = app.stack.top
    assert isinstance(end, EndScene) and play.end_reason() and len(play.end_lines()) >= 2
    from engine import play_menus
    blocks = []
    real = play_menus.text.child_lines

    def child_lines(surface, parts, px, colour, name, **kw):
        block = real(surface, parts, px, colour, name, **kw)
        if name == "end-line":
            ink = pygame.Rect(block)
            ink.height = 0
            for part in parts:      # the lowest ink of the block's last line
                glyphs = play_menus.text.render(part, px, colour, False)
                ink.height = block.height - glyphs.get_height() + glyphs.get_bounding_rect().bottom
            blocks.append(ink)
        return block
    monkeypatch.setattr(play_menus.text, "child_lines", child_lines)
    end.draw(app.target)
    assert blocks
    s = theme.Scale(size)
    assert end.reason_rect.top - blocks[-1].bottom >= s(16) - 1, (blocks[-1], end.reason_rect)
