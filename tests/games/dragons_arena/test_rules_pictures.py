"""The rules pages' pictures show what their words tell (games/dragons_arena/info.py,
RULES_PICTURES): page 6 tells the four placements other than the first one and once showed
three of them; page 5's example ends ICE 6 against FIRE 3, and its dice once showed FIRE 6 and 3
against ICE 4 and 1."""
from contextlib import contextmanager

from engine import i18n
from engine.i18n import tr
from games.dragons_arena import info


def test_the_other_placements_page_shows_each_placement_it_names_in_the_setups_order():
    placement = next(o for o in info.OPTIONS if o["id"] == "placement")
    others = [c for c in placement["choices"] if c["value"] != placement["default"]]
    shown = [row[0] for row in info.RULES_PICTURES[6]]
    assert shown == [c["picture"] for c in others]
    with language("en"):            # the page names them in that order
        body = tr("dragons-arena.rules.p6.body")
        named = [body.find(tr(c["label"]).replace("\n", " ")) for c in others]
    assert -1 not in named and named == sorted(named), named


def test_the_end_of_a_duel_page_shows_its_example_s_dice():
    rows = info.RULES_PICTURES[5]
    assert rows[0] == ["dragons-arena/die-fire-4", "ui/play", "dragons-arena/die-ice-3"]
    assert rows[1] == ["dragons-arena/die-fire-3", "dragons-arena/die-ice-6"]
    with language("en"):
        body = tr("dragons-arena.rules.p5.body")
    assert "ICE 3 with its 4" in body and "ICE wins 6 to 3" in body


@contextmanager
def language(lang):
    old = i18n.language()
    i18n.set_language(lang)
    try:
        yield
    finally:
        i18n.set_language(old)
