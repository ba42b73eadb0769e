"""Every Guardians Arena creature has its own picture: sprites/guardians-arena/cards/<id>.svg, a
landscape 100x75 card window that the house's SVG rules accept, opaque edge to edge, and unlike
every other creature's picture."""
import importlib
import os
import sys
import xml.etree.ElementTree as ET

import pygame
import pytest

from games.guardians_arena import carddata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FOLDER = os.path.join(ROOT, "sprites", "guardians-arena", "cards")
CREATURES = sorted(cid for cid, card in carddata.pool().items() if card["kind"] == "creature")


def picture(cid):
    return os.path.join(FOLDER, cid + ".svg")


def lint(path):
    tools = os.path.join(ROOT, "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    return importlib.import_module("check_sprites").lint(path)


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
    alphas = pygame.surfarray.pixels_alpha(image)
    assert alphas.min() == 255, "%s has see-through pixels: a card window is filled" % cid
    del alphas


def test_no_two_creatures_look_alike_at_card_size():
    small = {}
    for cid in CREATURES:
        image = pygame.image.load_sized_svg(picture(cid), (40, 30))
        small[cid] = pygame.surfarray.array3d(image).astype(int)
    closest = min((abs(small[a] - small[b]).mean(), a, b)
                  for i, a in enumerate(CREATURES) for b in CREATURES[i + 1:])
    assert closest[0] > 10, "%s and %s look almost the same" % closest[1:]
