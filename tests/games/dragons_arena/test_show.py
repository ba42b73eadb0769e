"""Dragons Arena's show: what the screen tells agrees with itself while it tells it."""
import pygame
import pytest

from engine.i18n import tr
from engine.registry import GameEntry
from engine.ui import banner, classroom
from tests.helpers import start_game

ENTRY = GameEntry("games.dragons_arena")


@pytest.fixture
def start():
    yield lambda **kw: start_game(ENTRY, size=(1920, 1080), speed="normal", **kw)
    pygame.quit()


def test_the_top_bar_names_the_side_the_start_banner_names_from_its_first_frame(start, monkeypatch):
    app, scene = start()
    drawn = []
    real = banner.draw_turn
    monkeypatch.setattr(banner, "draw_turn", lambda surface, rect, s, color, icon, label, *a:
                        drawn.append(label) or real(surface, rect, s, color, icon, label, *a))
    scene.submit(["shake"])
    frames = []
    for _ in range(900):
        drawn.clear()
        app.frame(1 / 60)
        with classroom.record():    # the top bar drawn anew, not from its cached layer
            app.draw()
        tellings = [tw for tw in scene.show.active("banner") if tw.data.get("announces") is not None]
        if tellings:
            frames.append((tellings[0].data["seat"], list(drawn)))
        elif frames:
            break
    assert frames, "the start banner was shown"
    for seat, labels in frames:
        name = scene.seat_info(seat)["name"]
        assert labels and all(tr(name) in label for label in labels), (seat, labels)


def test_a_duels_start_band_names_the_side_the_top_bar_names(start):
    # The band "Duel 2: ICE starts" slid in while the top bar still named the side that had
    # just played the last duel's move.
    app, scene = start()
    scene.show.clear()
    scene.anims.starter_shown = False
    scene.anims.anim_DuelStarted({"type": "DuelStarted", "seat": 1, "duel": 2}, scene.view,
                                 scene.view)
    for _ in range(30):
        app.frame(1 / 60)
        if scene.show.active("banner"):
            break
    assert scene.show.active("banner")
    assert scene.announced_turn() == 1 and scene.shown_actor() == 1
