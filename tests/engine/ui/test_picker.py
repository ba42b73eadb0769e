"""engine.ui.picker: one action picker for every game, driven with synthetic events."""
import pygame

from engine.ui.board import HexBoard, SquareBoard
from engine.ui import theme
from engine.ui.picker import Picker


def down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def keydown(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(picker, pos):
    _, a = picker.handle(down(pos))
    _, b = picker.handle(up(pos))
    return a or b


MOVES = [["move", 0, 1], ["move", 0, 4], ["move", 5, 6], ["move", 5, 9], ["end"]]


def square_picker():
    board = SquareBoard(4, 4).fit(pygame.Rect(0, 0, 400, 400))
    p = Picker(board, steps=lambda a: a[1:], cell_of=lambda v: v)
    p.set_legal(MOVES)
    return board, p


def test_click_then_click_builds_a_move():
    board, p = square_picker()
    assert p.options() == [0, 5]
    assert click(p, board.cell_center(0)) is None
    assert p.prefix == [0] and sorted(p.target_cells()) == [1, 4]
    assert click(p, board.cell_center(4)) == ["move", 0, 4]
    assert p.prefix == []


def test_clicking_another_piece_reselects_and_elsewhere_cancels():
    board, p = square_picker()
    click(p, board.cell_center(0))
    assert click(p, board.cell_center(5)) is None and p.prefix == [5]
    assert click(p, board.cell_center(15)) is None and p.prefix == []
    click(p, board.cell_center(5))
    consumed, action = p.handle(down((900, 900)))       # off the board
    assert action is None and p.prefix == []


def test_an_illegal_target_is_refused_and_the_choice_stays():
    board, p = square_picker()
    click(p, board.cell_center(0))
    assert p.choose(9) is None and p.prefix == [0]


def test_drag_from_a_piece_to_a_target():
    board, p = square_picker()
    a, b = board.cell_center(5), board.cell_center(9)
    p.handle(down(a))
    p.handle(motion((a[0], a[1] + 40)))
    assert p.dragging is not None and p.dragging[0] == 5
    _, action = p.handle(up(b))
    assert action == ["move", 5, 9] and p.dragging is None


def test_a_drag_dropped_nowhere_cancels():
    board, p = square_picker()
    a = board.cell_center(5)
    p.handle(down(a))
    p.handle(motion((a[0] + 200, a[1] + 200)))
    _, action = p.handle(up(board.cell_center(15)))
    assert action is None and p.prefix == []


def test_keyboard_cursor_enter_and_escape():
    board, p = square_picker()
    p.handle(keydown(pygame.K_RIGHT))          # first key shows the cursor on a target
    assert p.cursor == 0
    p.handle(keydown(pygame.K_RETURN))
    assert p.prefix == [0]
    p.handle(keydown(pygame.K_DOWN))
    assert p.cursor == 4
    consumed, _ = p.handle(keydown(pygame.K_ESCAPE))
    assert consumed and p.prefix == []
    p.handle(keydown(pygame.K_RETURN))         # the cursor is on 4, which starts nothing
    assert p.prefix == []
    consumed, _ = p.handle(keydown(pygame.K_ESCAPE))
    assert not consumed                        # nothing chosen: Esc is left to the menu


def test_multi_step_piece_orientation_cell_with_rotate_key():
    board = SquareBoard(8, 8).fit(pygame.Rect(0, 0, 800, 800))
    legal = [["tile", "T", o, c] for o in (0, 1) for c in (9, 10)] + [["tile", "I", 0, 20]]
    orientation = {"k": 0}
    p = Picker(board, steps=lambda a: [("piece", a[1]), ("turn", a[2]), a[3]],
               cell_of=lambda v: v if isinstance(v, int) else None,
               keys={pygame.K_r: lambda: orientation.update(k=1 - orientation["k"])})
    p.set_legal(legal)
    assert p.choose(("piece", "T")) is None
    p.handle(keydown(pygame.K_r))
    assert orientation["k"] == 1
    assert p.choose(("turn", orientation["k"])) is None
    assert sorted(p.target_cells()) == [9, 10]
    assert click(p, board.cell_center(10)) == ["tile", "T", 1, 10]


def test_source_target_destination_on_hexes():
    board = HexBoard(3).fit(pygame.Rect(0, 0, 700, 700))
    legal = [["go", 18, 19, 20], ["go", 18, 19, 26], ["go", 18, 12, 11]]
    p = Picker(board, steps=lambda a: a[1:], cell_of=lambda v: v)
    p.set_legal(legal)
    click(p, board.cell_center(18))
    click(p, board.cell_center(19))
    assert sorted(p.target_cells()) == [20, 26]
    assert click(p, board.cell_center(26)) == ["go", 18, 19, 26]


def test_new_legal_actions_keep_a_choice_that_is_still_possible():
    board, p = square_picker()
    click(p, board.cell_center(5))
    p.set_legal([["move", 5, 6]])
    assert p.prefix == [5]
    p.set_legal([["move", 0, 1]])
    assert p.prefix == []


def test_draw_marks_targets_selection_and_hint():
    board, p = square_picker()
    surf = pygame.Surface((400, 400))
    def frame_lit(cell):
        r = board.cell_rect(cell)
        return any(surf.get_at((x, r.centery))[:3] != (0, 0, 0) for x in range(r.x, r.x + 12))
    p.draw(surf)
    assert frame_lit(0) and frame_lit(5)                             # both sources marked
    assert surf.get_at(board.cell_center(0))[:3] == (0, 0, 0), "never over the cell's middle"
    assert not frame_lit(15)
    surf.fill((0, 0, 0))
    p.draw(surf, show_targets=False)
    assert not frame_lit(0)                                         # targets switched off
    click(p, board.cell_center(0))
    p.set_hint(["move", 5, 9])
    surf.fill((0, 0, 0))
    p.draw(surf, show_targets=False)
    r = board.cell_rect(0)
    ring = [surf.get_at((r.x + 5, y))[:3] for y in range(r.y, r.bottom)]
    assert any(c != (0, 0, 0) for c in ring), "the selection is drawn even without targets"
    assert p.hint_cells() == [5, 9]


def test_a_hint_from_one_cell_to_another_draws_an_arrow_between_them():
    # Two dashed frames alone did not say which dragon eliminates which.
    board, p = square_picker()
    surf = pygame.Surface((400, 400))
    a, b = board.cell_center(5), board.cell_center(6)
    between = (a[0] + (b[0] - a[0]) * 2 // 5, a[1])     # inside the first cell, off its frame
    p.set_hint(["move", 5, 6])
    p.draw(surf, show_targets=False)
    assert surf.get_at(between)[:3] == theme.WHITE
    assert surf.get_at(a)[:3] == (0, 0, 0), "the piece's middle stays clear"
    surf.fill((0, 0, 0))
    p.set_hint(None)
    p.draw(surf, show_targets=False)
    assert surf.get_at(between)[:3] == (0, 0, 0)


def test_a_second_click_on_the_chosen_piece_puts_it_down():
    board, p = square_picker()
    click(p, board.cell_center(5))
    assert p.prefix == [5]
    click(p, board.cell_center(5))
    assert p.prefix == []


def test_sources_can_stay_unmarked_until_a_piece_is_chosen():
    board = SquareBoard(4, 4).fit(pygame.Rect(0, 0, 400, 400))
    p = Picker(board, steps=lambda a: a[1:], cell_of=lambda v: v, show_sources=False)
    p.set_legal(MOVES)
    surf = pygame.Surface((400, 400))
    p.draw(surf)
    assert all(surf.get_at((x, y))[:3] == (0, 0, 0)           # nothing marked yet
               for x in range(0, 400, 3) for y in range(0, 400, 3))
    click(p, board.cell_center(0))
    p.draw(surf)
    r = board.cell_rect(4)
    assert any(surf.get_at((x, r.centery))[:3] != (0, 0, 0) for x in range(r.x, r.x + 12))


def test_the_selection_s_frame_lies_over_the_knobs_of_the_targets_beside_it():
    # Dragons Arena: the corner knobs of the target squares next to the chosen dragon used to sit
    # on its yellow frame, breaking it at every corner it shares with a target.
    board, p = square_picker()
    click(p, board.cell_center(0))
    assert set(p.target_cells()) == {1, 4}
    alone, both = pygame.Surface((400, 400)), pygame.Surface((400, 400))
    p.draw(alone, show_targets=False, cursor=False)
    p.draw(both, cursor=False)
    r = board.cell_rect(0)
    yellow = [(x, y) for x in range(r.x, r.right + 1) for y in range(r.y, r.bottom + 1)
              if alone.get_at((x, y))[:3] == theme.YELLOW[:3]]
    assert yellow
    assert [xy for xy in yellow if both.get_at(xy)[:3] != theme.YELLOW[:3]] == []
    # and the targets are still marked, knobs and all
    t = board.cell_rect(1)
    assert any(both.get_at((x, t.centery))[:3] == theme.WHITE[:3] for x in range(t.x, t.right))
