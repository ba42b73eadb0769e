"""ARENA's round track: the round under way as a number a class reads from the back of the room
(the ten hexes' own digits were 18 px at 1920x1080), the rounds gone by marked, not only shaded;
to the last, numbers of three digits stay inside the track."""
import pygame
import pytest

from engine.ui import classroom, text
from tests.games.arena.test_scene import ENTRY
from tests.helpers import start_game


@pytest.fixture(params=["ten", "last"])
def table(request):
    app, sc = start_game(ENTRY, players=("human",) * 6, size=(1920, 1080), seed=5,
                         length=request.param)
    yield app, sc
    pygame.display.quit()


def drawn(sc, shown):
    surface = pygame.Surface(sc.size)
    surface.fill((30, 30, 50))
    with classroom.record() as seen:
        sc.table.draw_track(surface, shown)
    return surface, seen


@pytest.mark.parametrize("now", [1, 7, 10, 123])
def test_the_round_is_a_number_a_class_reads_and_stays_in_the_track(table, now):
    app, sc = table
    if now > 10 and not sc.view.get("last"):
        pytest.skip("as written there are ten rounds")
    surface, seen = drawn(sc, dict(sc.view, round=now))
    said = [(name, h) for name, h, _number in seen.texts if name == "round"]
    assert said and said[0][1] >= text.cap_height(text.cap_px(classroom.TEXT_MIN)), said
    track = sc.g.track
    # nothing drawn outside the track
    outside = [(x, y) for x in range(track.x - 20, track.right + 20, 2)
               for y in (track.y - 4, track.bottom + 3)
               if surface.get_at((x, y))[:3] != (30, 30, 50)]
    right = [(track.right + 2, y) for y in range(track.y, track.bottom, 2)
             if surface.get_at((track.right + 2, y))[:3] != (30, 30, 50)]
    assert not outside and not right


def test_the_rounds_gone_by_carry_a_mark_beyond_their_shade():
    from engine.ui import theme
    app, sc = start_game(ENTRY, players=("human",) * 2, size=(1920, 1080), seed=5)
    try:
        surface, _ = drawn(sc, dict(sc.view, round=5))
        t = sc.g.track
        rad, centres = sc.table.round_hexes(t)
        marked = [surface.get_at(c)[:3] == theme.INK for c in centres]
        assert marked == [True] * 4 + [False] * 6, marked
        assert surface.get_at(centres[4])[:3] == theme.YELLOW
        assert all(surface.get_at(c)[:3] == theme.PAPER for c in centres[5:])
    finally:
        pygame.display.quit()
