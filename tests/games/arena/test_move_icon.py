"""ARENA draws a walk with one picture everywhere: the bare foot print of the board's walks and of
the posture cards is also the move of the rules pages (their posture table and their page on
walking showed a boot, so a child met two pictures for one thing)."""
import re
from pathlib import Path

from games.arena import buttons, info

SPRITES = Path(__file__).resolve().parents[3] / "sprites"


def shapes(svg):
    return set(re.findall(r'<path d="([^"]+)"', svg))


def test_the_rules_pages_show_the_move_as_the_cards_and_the_board_do():
    assert buttons.ICON["move"] == "ui/footprint"
    assert ["ui/footprint"] in info.RULES_PICTURES[3]
    foot = (SPRITES / "ui/footprint.svg").read_text()
    table = (SPRITES / "arena/rules-postures.svg").read_text()
    sole = shapes(foot)
    assert len(sole) == 1 and sole <= shapes(table)
    # the legend's print and one for each hex the four walking postures walk (1+2+3+4)
    assert table.count(next(iter(sole))) == 11
    assert "M30 10 H60 C62 10" not in table       # the boot's leg
    assert not (SPRITES / "arena/icon-move.svg").exists()
