"""Guardians Arena's layout (games/guardians_arena/view.py) at every window size: the card shown
large stays in the window, off the prompt line and off the card it describes."""
import pygame
import pytest

from games.guardians_arena import cardface
from games.guardians_arena.view import zoom_rect
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
        sc.large.card = (cid, near)
        app.dirty = True
        run(app, 1)
    finally:
        cardface.draw_card_large = real
        sc.large.card = None
    assert seen, "no large card drawn: the check would see nothing"
    return seen[-1]


# 3840x2160 lays out as 1920x1080 doubled, and is the slowest to draw: in the long tier.
@pytest.mark.parametrize("size", [pytest.param(s, marks=pytest.mark.slow) if s == (3840, 2160)
                                  else s for s in SIZES], ids=["%dx%d" % s for s in SIZES])
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



def test_the_large_card_keeps_off_the_buttons_where_a_side_has_room():
    # Beside a card of the hand, the large card covered "Cancel" and "Send it in".
    area = pygame.Rect(0, 100, 1920, 900)
    near = pygame.Rect(800, 760, 150, 210)
    buttons = [pygame.Rect(1290, 440, 300, 110), pygame.Rect(1290, 570, 300, 110)]
    plain = zoom_rect(near, area, 420, 16)
    assert any(plain.colliderect(b) for b in buttons), "the check would see nothing"
    r = zoom_rect(near, area, 420, 16, buttons)
    assert not any(r.colliderect(b) for b in buttons) and not r.colliderect(near)
    assert area.contains(r) and r.width == plain.width
    # No side clear of them: still beside its card, as large as it was
    everywhere = [pygame.Rect(0, 100, 1920, 650)]
    assert zoom_rect(near, area, 420, 16, everywhere) == plain


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
def test_a_clicked_card_goes_small_until_the_pointer_leaves_it_and_keeps_off_the_buttons(size):
    from tests.games.guardians_arena.test_scene import where
    from tests.helpers import click
    found = positions(("enlist", "secondary"), seeds=range(4), per_phase=1)
    app = make_app([ENTRY], size=size)
    checked = 0
    for phase, states in found.items():
        sc = on_screen(app, states[0])
        card = next((k for k in sorted(sc.lit, key=str) if k[0] == "card"), None)
        pos = card and where(sc, card)
        if pos is None:
            continue
        move(app, pos)
        assert sc.large.card is not None, "the mouse resting on a card shows it large"
        click(app, pos)
        assert sc.chooser.picked_card() == card[1], phase
        assert sc.large.card is None, "the card just picked goes small: its places show"
        move(app, (pos[0] + 2, pos[1] + 1))
        assert sc.large.card is None, "and stays small while the pointer rests on it"
        buttons = [b.rect for b in sc.controls.shown()]
        others = [(rect, cid) for rect, _k, cid in sc.hits if cid is not None
                  and not rect.collidepoint(pos)]
        for near, cid in others:
            r = large_rect(app, sc, cid, near)
            sides = [r.colliderect(b) for b in buttons]
            assert not any(sides), f"{phase} at {size}: {cid} large at {r} over {buttons}"
        move(app, others[0][0].center)
        move(app, pos)
        assert sc.large.card is not None, "back on it from elsewhere: large again"
        checked += 1
    assert checked == 2


def move(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    run(app, 1)
