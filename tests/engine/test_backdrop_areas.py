"""The engine's backdrop layer draws again only what a game says changed (engine/ui/chrome.py):
backdrop_rect() may answer one rectangle, a list of them (parts far apart: a turn passing changes
two cards and two hexes), or None (the whole window); each area drawn is widened to whole groups
of 8 pixels across (an unaligned copy of the static layer took twice as long at 4K)."""
import pygame

from engine.ui.chrome import aligned, rects
from tests.helpers import make_app, run, toy_entry


def drawn_areas(found):
    """The clips the game's backdrop is drawn in when its key changes and backdrop_rect() says
    `found`, and the window's rectangle."""
    from engine.play import PlayScene
    entry = toy_entry()
    app = make_app([entry], size=(1024, 768))       # 4:3: no log panel, only the game draws
    scene = PlayScene.new(app, entry, ["human", "human"], entry.default_options(), seed=5)
    scene.maybe_hand_over = lambda seat: None
    app.push(scene)
    run(app, 2)
    key = [0]
    scene.backdrop_key = lambda: key[0]
    scene.backdrop_rect = lambda: found
    clips = []
    scene.draw_backdrop = lambda surface: clips.append(surface.get_clip())
    app.dirty = True
    run(app, 1)
    clips.clear()
    key[0] = 1
    app.dirty = True
    run(app, 1)
    return clips, pygame.Rect((0, 0), app.target.get_size())


def test_a_list_of_rectangles_draws_each_of_them_aligned():
    parts = [pygame.Rect(13, 200, 101, 50), pygame.Rect(900, 401, 30, 30)]
    clips, _ = drawn_areas(parts)
    assert clips == [aligned(r) for r in parts]
    assert clips[0] == pygame.Rect(8, 200, 112, 50) and clips[1] == pygame.Rect(896, 401, 40, 30)


def test_one_rectangle_an_empty_list_and_none():
    clips, _ = drawn_areas(pygame.Rect(16, 16, 64, 64))
    assert clips == [pygame.Rect(16, 16, 64, 64)]
    clips, _ = drawn_areas([])
    assert clips == []                      # nothing changed that shows: nothing drawn
    clips, whole = drawn_areas(None)
    assert clips == [whole]
    clips, whole = drawn_areas([pygame.Rect(0, 0, 8, 8), None])
    assert clips == [whole]


def test_rects_reads_every_answer():
    assert rects(None) is None and rects([None]) is None
    assert rects((1, 2, 3, 4)) == [pygame.Rect(1, 2, 3, 4)]
    assert rects([]) == []
