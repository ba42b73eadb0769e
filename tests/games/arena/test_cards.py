"""ARENA's fighter cards: the hit points as a digit a class counts from the back of the room
(they were 7 hearts of 26 px at 1920x1080), beside a heart, with the emblem, posture and
troubles in the room left; nothing on the card covers the count."""
import pygame
import pytest

from engine import assets
from engine.ui import classroom
from tests.games.arena.test_scene import ENTRY
from tests.helpers import start_game


@pytest.fixture
def six():
    app, sc = start_game(ENTRY, players=("human",) * 6, size=(1920, 1080), seed=5)
    yield app, sc
    pygame.display.quit()


def painted(card, fighter, reach=None, crowned=False):
    surface = pygame.Surface((card.rect.width + 8, card.rect.height + 8))
    surface.fill((40, 40, 60))        # opaque: what shows, not the colour of clear pixels
    card.crowned = crowned
    card.paint(surface, pygame.Rect((0, 0), card.rect.size), fighter, False, reach)
    return surface


def differing(a, b):
    w, h = a.get_size()
    return [(x, y) for x in range(0, w, 2) for y in range(0, h, 2)
            if a.get_at((x, y)) != b.get_at((x, y))]


def test_every_card_counts_its_hit_points_in_a_digit_a_class_can_read(six):
    app, sc = six
    if hasattr(sc, "forget_layers"):
        sc.forget_layers()
    with classroom.record() as seen:
        sc.draw(pygame.Surface(sc.size))
    counts = {name: (height, number) for name, height, number in seen.texts
              if name.endswith(":hp")}
    assert sorted(counts) == ["card:%d:hp" % k for k in range(6)]
    for name, (height, number) in counts.items():
        assert number and height >= classroom.NUMBER_MIN, (name, height)


def test_the_digit_alone_changes_with_the_hit_points_and_the_parts_stay_apart(six):
    app, sc = six
    card = sc.card_btns[2]
    fighter = dict(sc.match.state["fighters"][2])
    parts = card.parts(pygame.Rect((0, 0), card.rect.size))
    boxes = [parts.band, parts.icons, parts.heart, parts.digit]
    for k, a in enumerate(boxes):
        assert card.rect.move(-card.rect.x, -card.rect.y).contains(a), a
        for b in boxes[k + 1:]:
            assert not a.colliderect(b), (a, b)
    changed = differing(painted(card, dict(fighter, hp=7)), painted(card, dict(fighter, hp=3)))
    assert changed, "the count did not change"
    assert all(parts.digit.collidepoint(p) for p in changed)


@pytest.mark.parametrize("mark", [{"reach": "reach"}, {"reach": "danger"}, {"crowned": True}])
def test_the_reach_badge_and_the_trophy_leave_the_heart_and_the_digit_clear(six, mark):
    app, sc = six
    card = sc.card_btns[0]
    fighter = dict(sc.match.state["fighters"][0], hp=5)
    parts = card.parts(pygame.Rect((0, 0), card.rect.size))
    drawn = []
    real = assets.sprite
    assets.sprite = lambda name, *a, **k: drawn.append(name) or real(name, *a, **k)
    try:
        changed = differing(painted(card, fighter), painted(card, fighter, **mark))
    finally:
        assets.sprite = real
    if "reach" in mark:         # the badge asked for: a sword, or on one's own a warning sign
        assert "arena/" + mark["reach"] in drawn
    assert changed, "the mark drew nothing"
    assert not any(parts.digit.collidepoint(p) or parts.heart.collidepoint(p) for p in changed)


def test_every_trouble_the_trophy_and_the_reach_badge_fit_among_the_card_s_pictures(six):
    app, sc = six
    card = sc.card_btns[1]
    fighter = dict(sc.match.state["fighters"][1], hp=2)
    parts = card.parts(pygame.Rect((0, 0), card.rect.size))
    plain = painted(card, fighter)
    troubled = dict(fighter, ground=True, disarmed=True, resting=True)
    for crowned, reach in ((False, None), (True, "reach"), (True, "danger")):
        every = painted(card, troubled, reach=reach, crowned=crowned)
        changed = differing(plain, every)
        # the band's picture lies down; every other change is among the pictures
        assert changed and all(parts.icons.collidepoint(p) or parts.band.collidepoint(p)
                               for p in changed)
        assert any(parts.icons.collidepoint(p) for p in changed)
    # six pictures (the emblem, on the ground, disarmed, resting, the trophy, the reach): none
    # tiny
    from games.arena.buttons import grid
    size, centres = grid(parts.icons, 6, sc.s(4))
    assert size >= sc.s(30) and len(centres) == 6
    for c in centres:
        assert parts.icons.inflate(2, 2).contains(
            pygame.Rect(c[0] - size // 2, c[1] - size // 2, size, size))


def test_a_felled_fighter_shows_nought(six):
    app, sc = six
    card = sc.card_btns[1]
    fighter = dict(sc.match.state["fighters"][1])
    parts = card.parts(pygame.Rect((0, 0), card.rect.size))
    out = painted(card, dict(fighter, hp=0))
    standing = painted(card, dict(fighter, hp=1))
    assert any(parts.digit.collidepoint(p) for p in differing(out, standing))


def test_the_count_stays_clear_of_the_turn_s_frame(six):
    app, sc = six
    card = sc.card_btns[0]
    fighter = dict(sc.match.state["fighters"][0], hp=4)      # the widest digit
    s = sc.s
    inset = max(3, s(4)) + s(6) + s(2)         # the turn's ink and yellow ring, and a gap
    frame = pygame.Rect((0, 0), card.rect.size).inflate(-2 * inset, -2 * inset)
    # every pixel of the count ("4" against "1") lies clear inside the frame the turn draws
    changed = differing(painted(card, fighter), painted(card, dict(fighter, hp=1)))
    assert changed and all(frame.collidepoint(p) for p in changed)
