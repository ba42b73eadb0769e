#!/usr/bin/env python3
"""Writes Guardians Arena's own pictures under sprites/guardians-arena/: the icons, the two card
backs and the ruin (tools/make_ga_icons.py), and the picture of every card that is not a creature
(tools/make_ga_cards.py; the creatures' pictures are drawn by hand in the same folder).

    python3 tools/make_ga_pictures.py          # writes them again (same bytes every time)

The shapes repeat (towers, coins, goblets, shields), so they are typed out by the helpers of
tools/ga_svg.py; the SVG files are the pictures the game loads, and can be edited by hand after.
Plain shapes only, as nanosvg draws them (docs/ASSETS.md).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:          # run as a script: the project's root makes `tools.` importable
    sys.path.insert(0, ROOT)
OUT = os.path.join(ROOT, "sprites", "guardians-arena")

from tools import make_ga_cards, make_ga_icons  # noqa: E402


def write(name, text):
    path = os.path.join(OUT, name + ".svg")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def main():
    make_ga_icons.write_all(write)
    make_ga_cards.write_all(write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
