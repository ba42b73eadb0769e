"""engine.ui.regions: the bookkeeping of a game's backdrop drawn by region (which regions a key
change makes dirty, which a drawing within a clip leaves clean)."""
import pygame

from engine.ui.chrome import aligned
from engine.ui.regions import Regions


def made():
    r = Regions()
    r.rects = {"a": pygame.Rect(10, 10, 50, 50), "b": pygame.Rect(600, 400, 40, 40),
               "frame": [pygame.Rect(0, 0, 300, 8), pygame.Rect(0, 292, 300, 8)]}
    r.now = {"all": 0, "a": 1, "b": 1, "frame": 1}
    return r


def drawn(regions, clip=None):
    surface = pygame.Surface((800, 600))
    surface.set_clip(clip)
    regions.drawn_on(surface)
    surface.set_clip(None)


def test_nothing_drawn_yet_or_another_viewer_draws_all():
    r = made()
    assert r.dirty() is None
    drawn(r)
    assert r.dirty() == []
    r.now["all"] = 1            # another viewer
    assert r.dirty() is None


def test_a_changed_key_makes_its_region_dirty_and_far_parts_stay_apart():
    r = made()
    drawn(r)
    r.now["a"] = 2
    assert r.dirty() == aligned(pygame.Rect(10, 10, 50, 50)) == pygame.Rect(8, 10, 56, 50)
    r.now["b"] = 2
    assert r.dirty() == [aligned(r.rects["a"]), aligned(r.rects["b"])]
    r.now["frame"] = 2          # the frame's two strips too: four parts, still apart
    assert r.dirty() == [aligned(x) for x in [r.rects["a"], r.rects["b"]] + r.rects["frame"]]
    r.rects["c"], r.now["c"] = pygame.Rect(700, 500, 10, 10), 1
    assert r.dirty() == aligned(pygame.Rect(0, 0, 710, 510))     # more than four: their box


def test_a_drawing_within_a_clip_leaves_the_rest_dirty():
    r = made()
    drawn(r)
    r.now.update(a=2, b=2)
    drawn(r, r.rects["a"])
    assert r.dirty() == aligned(r.rects["b"])
    surface = pygame.Surface((800, 600))
    surface.set_clip(r.rects["b"])
    assert r.seen(surface, "b") and not r.seen(surface, "a", "frame")
