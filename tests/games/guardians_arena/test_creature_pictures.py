"""Every Guardians Arena creature has its own picture: sprites/guardians-arena/cards/<id>.svg, a
landscape 100x75 card window that the house's SVG rules accept, opaque edge to edge, and unlike
every other creature's picture. Pixels are read with pygame alone (a mask, raw bytes): numpy is
no dependency of the box, and a test must not need it either."""
import os
import xml.etree.ElementTree as ET

import pygame
import pytest

from games.guardians_arena import carddata
from tools.check_sprites import lint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FOLDER = os.path.join(ROOT, "sprites", "guardians-arena", "cards")
CREATURES = sorted(cid for cid, card in carddata.pool().items() if card["kind"] == "creature")


def picture(cid):
    return os.path.join(FOLDER, cid + ".svg")


def test_there_are_36_creatures_each_with_a_picture():
    assert len(CREATURES) == 36
    assert [c for c in CREATURES if not os.path.isfile(picture(c))] == []


@pytest.mark.parametrize("cid", CREATURES)
def test_a_picture_is_a_100_by_75_window_the_rules_accept_and_opaque(cid):
    path = picture(cid)
    assert ET.parse(path).getroot().get("viewBox") == "0 0 100 75"
    assert lint(path) == []
    image = pygame.image.load_sized_svg(path, (160, 120))
    width, height = image.get_size()
    assert abs(width / height - 4 / 3) < 0.02
    opaque = pygame.mask.from_surface(image, 254)         # set where alpha > 254, i.e. 255
    assert opaque.count() == width * height, "%s has see-through pixels: a card window is filled" % cid


def mean_difference(a, b):
    """The mean absolute difference of two same-sized RGB byte strings, per channel value."""
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def test_mean_difference_counts_every_channel():
    assert mean_difference(bytes([0, 0, 0, 10]), bytes([4, 0, 0, 10])) == 1.0
    assert mean_difference(bytes([255] * 6), bytes(6)) == 255.0


def test_no_two_creatures_look_alike_at_card_size():
    small = {}
    for cid in CREATURES:
        image = pygame.image.load_sized_svg(picture(cid), (40, 30))
        small[cid] = pygame.image.tobytes(image, "RGB")
    closest = min((mean_difference(small[a], small[b]), a, b)
                  for i, a in enumerate(CREATURES) for b in CREATURES[i + 1:])
    assert closest[0] > 10, "%s and %s look almost the same" % closest[1:]
