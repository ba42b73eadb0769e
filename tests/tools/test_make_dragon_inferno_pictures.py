"""Dragon Inferno's rules-page pictures are written by tools/make_dragon_inferno_pictures.py from
the game's own pieces: the seven tiles each whole inside the picture and apart from one another
(hand-placed spots once cut the S off at the right edge and joined Z and L into one shape), the
wrong first tile on the squares like any tile, and the committed SVGs exactly what it writes."""
import os
import re

from games.dragon_inferno.pieces import KINGDOM_TILES
from tools import make_dragon_inferno_pictures as script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = ("rules-tiles", "rules-dragons", "rules-legal", "rules-illegal") + tuple(
    "left-%d-%s" % (seat, name) for seat in (0, 1) for name in KINGDOM_TILES)


def test_the_seven_tiles_lie_whole_inside_the_picture_and_apart():
    c = 40
    spots, (w, h) = script.tile_spots(KINGDOM_TILES, c, rows=((0, 4), (4, 7)), gap=30, margin=10)
    assert len(spots) == len(KINGDOM_TILES) == 7
    boxes = []
    for (cells, _ci, _hi), (x, y) in zip(KINGDOM_TILES.values(), spots):
        boxes.append((x, y, x + (max(a for a, _ in cells) + 1) * c,
                      y + (max(b for _, b in cells) + 1) * c))
    for left, top, right, bottom in boxes:
        assert 0 < left and right < w and 0 < top and bottom < h
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            apart = a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1]
            assert apart, (a, b)          # not even an edge shared


def test_the_committed_pictures_are_what_the_script_writes(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(script, "OUT", str(tmp_path))
    script.main()
    capsys.readouterr()
    for name in NAMES:
        with open(os.path.join(ROOT, "sprites", "dragon-inferno", name + ".svg")) as a:
            committed = a.read()
        assert committed == (tmp_path / (name + ".svg")).read_text(), name + ": run the script"
    # every square of every tile drawn inside the picture's view
    w, h = map(float, re.search(r'viewBox="0 0 (\S+) (\S+)"', committed_tiles()).groups())
    for x, y, size in re.findall(r'<rect x="(\S+)" y="(\S+)" width="(\S+)" height="\S+" '
                                 r'fill="' + script.LIGHT, committed_tiles()):
        assert 0 <= float(x) and float(x) + float(size) <= w and float(y) + float(size) <= h


def committed_tiles():
    with open(os.path.join(ROOT, "sprites", "dragon-inferno", "rules-tiles.svg")) as f:
        return f.read()


def test_the_wrong_first_tile_stands_on_the_squares_and_covers_no_corner():
    c = 25
    with open(os.path.join(ROOT, "sprites", "dragon-inferno", "rules-illegal.svg")) as f:
        svg = f.read()
    squares = [(float(x), float(y)) for x, y in
               re.findall(r'<rect x="(\S+)" y="(\S+)" width="\S+" height="\S+" fill="'
                          + script.LIGHT, svg)]
    assert len(squares) == 4
    cells = {(x / c, y / c) for x, y in squares}
    assert all(a == int(a) and b == int(b) for a, b in cells)      # on the grid
    assert not cells & {(0, 0), (3, 0), (0, 3), (3, 3)}            # no corner covered


def test_a_tile_left_in_hand_is_drawn_in_its_kingdom_s_green_and_edge():
    # The end screen once drew both kingdoms' tiles left over as the same beige shapes.
    for name, (cells, _ci, _hi) in KINGDOM_TILES.items():
        light, dark = ("".join(script.left_tile(cells, _ci, _hi, seat)) for seat in (0, 1))
        assert light.count('fill="%s"' % script.LIGHT) == len(cells) and script.DARK not in light
        assert dark.count('fill="%s"' % script.DARK) == len(cells) and script.LIGHT not in dark
        # told apart without colour too: a white inner line, or white studs
        assert 'stroke="#FFFFFF"' in light and 'fill="#FFFFFF"' not in light
        assert 'fill="#FFFFFF"' in dark and 'stroke="#FFFFFF"' not in dark
