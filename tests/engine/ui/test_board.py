"""engine.ui.board: square and hex boards fit their rectangle and find the cell under the pointer."""
import pygame
import pytest

from engine.ui.board import HexBoard, SquareBoard

BOARDS = [(SquareBoard, (4, 4)), (SquareBoard, (6, 9)), (SquareBoard, (8, 8)), (HexBoard, (3,))]
RECTS = [pygame.Rect(20, 100, 900, 700), pygame.Rect(0, 0, 1920, 1080), pygame.Rect(5, 5, 300, 900)]


@pytest.mark.parametrize("cls,args", BOARDS)
@pytest.mark.parametrize("rect", RECTS)
def test_every_cell_centre_maps_back_to_its_cell_and_fits(cls, args, rect):
    board = cls(*args).fit(rect)
    assert rect.contains(board.rect)
    for i in range(board.cells):
        assert board.cell_at(board.cell_center(i)) == i
        assert rect.inflate(2, 2).contains(board.cell_rect(i))


@pytest.mark.parametrize("cls,args", BOARDS)
def test_points_off_the_board_give_none(cls, args):
    board = cls(*args).fit(pygame.Rect(100, 100, 600, 600))
    for pos in ((0, 0), (99, 400), (400, 99), (800, 800), (board.rect.right + 3, board.rect.centery)):
        assert board.cell_at(pos) is None


def test_square_cells_tile_without_overlap():
    board = SquareBoard(6, 9).fit(pygame.Rect(0, 0, 600, 900))
    seen = set()
    for i in range(board.cells):
        r = board.cell_rect(i)
        for p in (r.topleft, (r.right - 1, r.bottom - 1)):
            assert p not in seen
            seen.add(p)
        assert board.cell_at((r.right - 1, r.bottom - 1)) == i
    assert board.cell == 100


def test_hex_hit_test_uses_the_hex_not_its_bounding_box():
    board = HexBoard(3).fit(pygame.Rect(0, 0, 1000, 1000))
    centre = board.cells // 2
    cx, cy = board.cell_center(centre)
    # Just inside the top vertex belongs to the centre hex; the bounding box's corner does not.
    assert board.cell_at((cx, cy - int(board.size) + 3)) == centre
    r = board.cell_rect(centre)
    assert board.cell_at((r.left + 1, r.top + 1)) != centre
    # Neighbouring hexes share an edge: the midpoint between two centres is on one of them.
    assert len({board.cell_center(i) for i in range(board.cells)}) == 37


def test_max_cell_limits_the_size_and_drawing_runs():
    board = SquareBoard(8, 8).fit(pygame.Rect(0, 0, 1600, 1600), max_cell=50)
    assert board.cell == 50 and board.rect.width == 400
    surf = pygame.Surface((1600, 1600))
    board.outline(surf, 0, (255, 255, 255), 2)
    board.fill(surf, 63, (0, 0, 255, 128))
    assert surf.get_at(board.cell_rect(0).topleft)[:3] == (255, 255, 255)
    assert surf.get_at(board.cell_center(63))[2] > 0
    hexes = HexBoard(3).fit(pygame.Rect(0, 0, 800, 800))
    hexes.fill(surf, 18, (255, 0, 0))
    assert surf.get_at(hexes.cell_center(18))[:3] == (255, 0, 0)


def test_a_turned_board_lies_on_its_side():
    board = SquareBoard(6, 9, turned=True).fit(pygame.Rect(0, 0, 900, 600))
    assert board.cell == 100 and board.rect.size == (900, 600)
    # the game's top-left square shows at the top right; its bottom-left at the top left
    assert board.cell_rect(0).topleft == (800, 0)
    assert board.cell_rect(48).topleft == (0, 0)
    for i in range(board.cells):
        assert board.cell_at(board.cell_center(i)) == i
