"""Guardians Arena's layout (games/guardians_arena/view.py) at every window size: the card shown
large stays in the window, off the prompt line and off the card it describes."""
import pygame
import pytest

from games.guardians_arena import cardface
from tests.games.guardians_arena.test_scene import ENTRY, on_screen, positions
from tests.helpers import make_app, run

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160), (1080, 1920)]


def large_rect(app, sc, cid, near):
    """The rectangle the scene draws the large card in when `cid` beside `near` is shown."""
    seen, real = [], cardface.draw_card_large

    def record(surface, rect, card, lang, **kw):
        seen.append(pygame.Rect(rect))
        return real(surface, rect, card, lang, **kw)
    cardface.draw_card_large = record
    try:
        sc.zoom = (cid, near)
        app.dirty = True
        run(app, 1)
    finally:
        cardface.draw_card_large = real
        sc.zoom = None
    assert seen, "no large card drawn: the check would see nothing"
    return seen[-1]


@pytest.mark.parametrize("size", SIZES, ids=["%dx%d" % s for s in SIZES])
def test_the_large_card_stays_in_the_window_off_the_prompt_and_beside_its_card(size):
    found = positions(("primary", "enlist"), seeds=range(3), per_phase=1)
    app = make_app([ENTRY], size=size)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    for phase, states in found.items():
        sc = on_screen(app, states[0])
        prompt = pygame.Rect(0, sc.prompt_pos[1] - sc.prompt_h // 2, w, sc.prompt_h)
        cards = [(rect, cid) for rect, _, cid in sc.hits if cid is not None]
        assert cards, phase
        for near, cid in cards:
            r = large_rect(app, sc, cid, near)
            where = f"{phase} at {size}: {cid} at {near} shown large at {r}"
            assert screen.contains(r), where
            assert not r.colliderect(prompt), where
            assert not r.colliderect(near), where
            assert not r.colliderect(sc.bar), where
            # Large enough to read: at least 40% of the window's height, or the widest asked.
            assert r.height >= min(0.4 * h, sc.s(420) * 1.4 - 2), where

