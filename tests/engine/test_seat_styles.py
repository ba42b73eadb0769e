"""Seats never differ by colour alone: six Okabe-Ito colours, each with its own emblem shape, and
every game's seats (its own, completed from the six styles) distinct at every seat count."""
import os
import types
import xml.etree.ElementTree as ET

import pytest

from engine import i18n, seats
from tests.games_under_test import entries

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OKABE_ITO = {"#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"}


def test_six_styles_six_colours_six_shapes_six_emblems():
    styles = [seats.style(i) for i in range(6)]
    assert len({s["color"].upper() for s in styles}) == 6
    assert {s["color"].upper() for s in styles} <= OKABE_ITO
    assert len({s["shape"] for s in styles}) == 6
    assert len({s["icon"] for s in styles}) == 6


@pytest.mark.parametrize("seat", range(6))
def test_each_emblem_is_our_own_simple_svg(seat):
    path = os.path.join(ROOT, "sprites", seats.style(seat)["icon"] + ".svg")
    root = ET.parse(path).getroot()
    tags = {el.tag.split("}")[-1] for el in root.iter()}
    assert not tags & {"filter", "style", "image", "script", "foreignObject"}, tags


@pytest.mark.parametrize("entry", entries(), ids=[e.id for e in entries()])
def test_every_seat_of_every_game_has_its_own_colour_emblem_and_name(entry):
    shown = [seats.info(entry.info, s) for s in range(entry.info.MAX_SEATS)]
    assert len({s["color"].upper() for s in shown}) == len(shown)
    assert len({s["icon"] for s in shown}) == len(shown)
    for s in shown:
        assert os.path.exists(os.path.join(ROOT, "sprites", s["icon"] + ".svg")), s["icon"]
        for lang in i18n.LANGS:
            if entry.id != "toy":      # the test-only game has no catalogue
                assert s["name"] in i18n.catalog(lang), (lang, s["name"])


def test_a_game_naming_fewer_seats_than_it_allows_gets_distinct_styles_for_the_rest():
    # Two own seats whose colours and emblems are also among the six styles.
    info = types.SimpleNamespace(SEATS=[
        {"name": "g.seat.0", "color": "#0072b2", "icon": "g/a"},
        {"name": "g.seat.1", "color": "#D55E00", "icon": "ui/seat-star"}], MAX_SEATS=6)
    shown = [seats.info(info, s) for s in range(6)]
    assert shown[0]["name"] == "g.seat.0" and shown[1]["icon"] == "ui/seat-star"
    assert len({s["color"].upper() for s in shown}) == 6
    assert len({s["icon"] for s in shown}) == 6
    assert [s["name"] for s in shown[2:]] == ["box.seat.2", "box.seat.3", "box.seat.4",
                                             "box.seat.5"]
    for lang in i18n.LANGS:
        assert all(f"box.seat.{i}" in i18n.catalog(lang) for i in range(6))
    bare = types.SimpleNamespace(SEATS=[], MAX_SEATS=6)
    assert [seats.info(bare, s)["icon"] for s in range(6)] == [
        seats.style(s)["icon"] for s in range(6)]
