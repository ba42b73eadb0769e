"""engine.grid: square and hex neighbours, hex corners, polyomino orientations."""
from engine import grid


def test_square_neighbours_at_corners_edges_and_inside():
    n = grid.square_neighbours(6, 9)
    assert len(n) == 54
    assert n[0] == [1, 6]
    assert n[grid.from_xy(2, 3, 6)] == sorted([grid.from_xy(x, y, 6)
                                               for x, y in ((1, 3), (3, 3), (2, 2), (2, 4))])
    assert len(grid.square_neighbours(4, 4, diagonal=True)[5]) == 8
    assert grid.to_xy(grid.from_xy(5, 8, 6), 6) == (5, 8)


def test_radius_three_hexagon():
    cells = grid.hex_cells(3)
    assert len(cells) == 37 and [0, 0] in cells
    nbrs = grid.hex_neighbours(3)
    centre = cells.index([0, 0])
    assert len(nbrs[centre]) == 6
    assert sorted(len(x) for x in nbrs).count(3) == 6       # only the six corners have 3
    for i, ns in enumerate(nbrs):
        for j in ns:
            assert i in nbrs[j] and grid.hex_distance(cells[i], cells[j]) == 1
    assert len(grid.hex_ring(3, 3)) == 18 and len(grid.hex_ring(3, 0)) == 1


def test_hex_corners_are_distinct_and_opposite_three_apart():
    cells = grid.hex_cells(3)
    corners = grid.hex_corners(3)
    assert len(set(corners)) == 6
    nbrs = grid.hex_neighbours(3)
    assert all(len(nbrs[c]) == 3 for c in corners)
    for k in range(3):
        a, b = cells[corners[k]], cells[corners[k + 3]]
        assert grid.hex_distance(a, b) == 6 and a[0] == -b[0] and a[1] == -b[1]
    for k in range(6):   # neighbouring corners are one side of the hexagon apart
        assert grid.hex_distance(cells[corners[k]], cells[corners[(k + 1) % 6]]) == 3


TETROMINOES = {
    "I": [[0, 0], [1, 0], [2, 0], [3, 0]],
    "O": [[0, 0], [1, 0], [0, 1], [1, 1]],
    "T": [[0, 0], [1, 0], [2, 0], [1, 1]],
    "S": [[1, 0], [2, 0], [0, 1], [1, 1]],
    "L": [[0, 0], [0, 1], [0, 2], [1, 2]],
}


def test_tetromino_orientations_one_sided_and_free():
    one_sided = {k: len(grid.orientations(v, flip_allowed=False)) for k, v in TETROMINOES.items()}
    assert one_sided == {"I": 2, "O": 1, "T": 4, "S": 2, "L": 4}
    free = {k: len(grid.orientations(v)) for k, v in TETROMINOES.items()}
    assert free == {"I": 2, "O": 1, "T": 4, "S": 4, "L": 8}
    f_pentomino = [[1, 0], [2, 0], [0, 1], [1, 1], [1, 2]]
    assert len(grid.orientations(f_pentomino)) == 8


def test_rotate_four_times_is_the_same_and_flip_twice_too():
    for cells in TETROMINOES.values():
        s = grid.normalise(cells)
        r = s
        for _ in range(4):
            r = grid.rotate(r)
        assert r == s and grid.flip(grid.flip(s)) == s


def test_placements_stay_on_the_board():
    ps = grid.placements(TETROMINOES["I"], 8, 8, flip_allowed=False)
    assert len(ps) == 2 * 5 * 8           # 5 positions a row, 8 rows, both turns
    assert all(0 <= i < 64 for _, cells in ps for i in cells)
    assert all(len(set(cells)) == 4 for _, cells in ps)
    assert len(grid.placements(TETROMINOES["O"], 8, 8)) == 49
