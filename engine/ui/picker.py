"""The action picker: builds an action step by step from the legal actions, by click-then-click, by
drag, or by keyboard (arrows, Enter, Esc), and draws legal targets, the selection and a hint the same
way in every game.

A game tells it how an action splits into the values a person picks, and where each value sits:

    picker = Picker(board,
                    steps=lambda a: a[1:],                 # ["move", 12, 13] -> [12, 13]
                    cell_of=lambda v: v if isinstance(v, int) else None)
    picker.set_legal(rules.legal_actions(state))          # each time the position changes
    consumed, action = picker.handle(event)                # in handle_board
    if action: self.submit(action)
    picker.draw(surface, show_targets=settings["highlight"])

Values that are not on the board (a die in a hand, an orientation) are picked by the game's own
buttons with `picker.choose(value)`; `keys={pygame.K_r: rotate}` adds keyboard shortcuts. While a
piece is dragged, `picker.dragging` is (value, pointer position) so the scene can draw it there.
"""
import pygame

from engine.ui import theme

DRAG_THRESHOLD = 12   # pixels the pointer moves before a press becomes a drag


def _same(a, b):
    return a == b and type(a) is type(b)


class Picker:
    def __init__(self, board, steps, cell_of, keys=None, show_sources=True):
        self.board = board
        # Mark the pieces that may start an action before one is chosen (a game where every own
        # piece may move leaves them unmarked: a board full of frames tells a child nothing).
        self.show_sources = show_sources
        self.steps = steps
        self.cell_of = cell_of
        self.keys = dict(keys or {})
        self.legal = []
        self.prefix = []
        self.hint = None
        self.cursor = None          # the keyboard cursor's cell (None until a key is used)
        self.dragging = None        # (value, pos) while a piece is dragged
        self._press = None          # (value, pos, was_selected) of the press that may become a drag

    # --- the action being built ------------------------------------------------------------------
    def set_legal(self, actions):
        """New legal actions (the position changed): the choice so far survives if still possible."""
        self.legal = list(actions)
        self._split = [self.steps(a) for a in self.legal]
        if self.prefix and not self.matches():
            self.reset()

    def reset(self):
        self.prefix = []
        self.dragging = None
        self._press = None

    def back(self):
        if self.prefix:
            self.prefix.pop()

    def matches(self):
        """The legal actions that begin with the values chosen so far."""
        n = len(self.prefix)
        return [a for a, st in zip(self.legal, self._split)
                if len(st) >= n and all(_same(x, y) for x, y in zip(st, self.prefix))]

    def options(self):
        """The values that may be chosen next, each once, in the order of the legal actions."""
        n = len(self.prefix)
        out = []
        for a, st in zip(self.legal, self._split):
            if len(st) > n and all(_same(x, y) for x, y in zip(st, self.prefix)):
                if not any(_same(st[n], v) for v in out):
                    out.append(st[n])
        return out

    def choose(self, value):
        """Take `value` as the next step. Returns the finished action when exactly one legal action
        is now complete (and no longer one still continues), else None. An impossible value leaves
        the choice as it was and returns None."""
        if not any(_same(value, v) for v in self.options()):
            return None
        self.prefix.append(value)
        n = len(self.prefix)
        done = [a for a, st in zip(self.legal, self._split)
                if len(st) == n and all(_same(x, y) for x, y in zip(st, self.prefix))]
        if len(done) == 1 and not self.options():
            self.reset()
            return done[0]
        return None

    def selected_cells(self):
        return [c for c in (self.cell_of(v) for v in self.prefix) if c is not None]

    def target_cells(self):
        return [c for c in (self.cell_of(v) for v in self.options()) if c is not None]

    def _value_at(self, cell):
        for v in self.options():
            if self.cell_of(v) == cell:
                return v
        return None

    def _first_value_at(self, cell):
        """A value that starts an action from `cell` (to re-select another piece)."""
        for st in self._split:
            if st and self.cell_of(st[0]) == cell:
                return st[0]
        return None

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event):
        """(consumed, action): action is a finished legal action to submit, or None."""
        t = event.type
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press_at(event.pos)
        if t == pygame.MOUSEMOTION and self._press is not None:
            value, start, _ = self._press
            if (self.dragging is not None or abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])
                    >= DRAG_THRESHOLD):
                self.dragging = (value, event.pos)
            return True, None
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            return self._release_at(event.pos)
        if t == pygame.KEYDOWN:
            return self._key(event)
        return False, None

    def _press_at(self, pos):
        cell = self.board.cell_at(pos)
        if cell is None:
            if self.prefix:
                self.reset()
            return False, None
        value = self._value_at(cell)
        if self.prefix and cell in self.selected_cells():
            # A press on the piece already chosen: it may be dragged; a plain click puts it down.
            self._press = (self.prefix[-1], pos, True)
            return True, None
        if value is not None:
            action = self.choose(value)
            if action is not None:
                return True, action
            self._press = (value, pos, False)
            return True, None
        first = self._first_value_at(cell)
        if first is not None:
            self.reset()
            self.choose(first)
            self._press = (first, pos, False)
            return True, None
        had = bool(self.prefix)
        self.reset()
        return had, None

    def _release_at(self, pos):
        dragged = self.dragging is not None
        was_chosen = self._press[2]
        self.dragging = None
        self._press = None
        if not dragged:
            if was_chosen:
                self.back()      # a second click on the chosen piece puts it down
            return True, None
        cell = self.board.cell_at(pos)
        if cell is None:
            self.reset()
            return True, None
        if cell in self.selected_cells():
            return True, None        # dropped back where it came from: stays chosen
        value = self._value_at(cell)
        if value is None:
            self.reset()
            return True, None
        return True, self.choose(value)

    def _key(self, event):
        k = event.key
        if k in self.keys:
            self.keys[k]()
            return True, None
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                 pygame.K_DOWN: (0, 1)}
        if k in moves:
            self._move_cursor(*moves[k])
            return True, None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.cursor is not None:
            value = self._value_at(self.cursor)
            if value is None:
                value = self._first_value_at(self.cursor)
                if value is None:
                    return True, None
                self.reset()
            return True, self.choose(value)
        if k == pygame.K_ESCAPE and self.prefix:
            self.back()
            return True, None
        return False, None

    def _move_cursor(self, dx, dy):
        """To the nearest cell in that direction (works on squares and hexes alike)."""
        b = self.board
        if self.cursor is None:
            cells = self.target_cells() or self.selected_cells() or [0]
            self.cursor = cells[0]
            return
        cx, cy = b.cell_center(self.cursor)
        best, best_d = None, None
        for i in range(b.cells):
            x, y = b.cell_center(i)
            along = (x - cx) * dx + (y - cy) * dy
            if along <= b.cell * 0.3:
                continue
            across = abs((x - cx) * dy - (y - cy) * dx)
            d = along + 2 * across
            if best_d is None or d < best_d:
                best, best_d = i, d
        if best is not None:
            self.cursor = best

    # --- drawing -------------------------------------------------------------------------------------
    def set_hint(self, action):
        self.hint = action

    def hint_cells(self):
        if self.hint is None:
            return []
        return [c for c in (self.cell_of(v) for v in self.steps(self.hint)) if c is not None]

    def draw(self, surface, show_targets=True, cursor=True):
        """Targets as a white frame on ink with corner knobs (readable on light and dark ground
        alike, never over the cell's middle), the selection as a thick yellow frame on ink, the
        hint as a dashed outline with round corners, the keyboard cursor as a dashed frame.
        Targets can be switched off; the selection never is."""
        b = self.board
        unit = max(2, b.cell // 24)
        cells = self.hint_cells()
        for c in cells:
            draw_notched(surface, b.cell_polygon(c), unit)
        # From each cell of the hint to the next, an arrow: two dashed frames alone did not say
        # which dragon eliminates which (a fresh user's try of Dragons Arena).
        for a, c in zip(cells, cells[1:]):
            if a != c:
                draw_hint_arrow(surface, b.cell_center(a), b.cell_center(c), b.cell, unit)
        if show_targets and (self.prefix or self.show_sources):
            for c in self.target_cells():
                draw_target(surface, inset(b.cell_polygon(c), unit * 2), unit)
        # After the targets: a target's corner knob next to the chosen piece would break its frame
        for c in self.selected_cells():
            pts = b.cell_polygon(c)
            pygame.draw.polygon(surface, theme.INK, pts, unit * 3)
            pygame.draw.polygon(surface, theme.YELLOW, inset(pts, unit * 2), unit * 2)
        if cursor:
            self.draw_cursor(surface)

    def draw_cursor(self, surface):
        """The keyboard cursor alone: a scene that keeps the targets in a cached layer
        (draw(..., cursor=False)) draws it every frame over that layer."""
        if self.cursor is not None:
            unit = max(2, self.board.cell // 24)
            draw_dashed(surface, inset(self.board.cell_polygon(self.cursor), unit), theme.WHITE,
                        unit)


def inset(pts, by):
    """The polygon moved `by` pixels towards its centre at every corner (outwards when by < 0)."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        dx, dy = x - cx, y - cy
        d = max(1.0, (dx * dx + dy * dy) ** 0.5)
        out.append((int(x - dx / d * by), int(y - dy / d * by)))
    return out


def draw_target(surface, pts, unit):
    """A legal target: a white frame on ink with a round knob at each corner, around the cell and
    never over its middle (a die's pips stay readable). White on ink is 17:1 on any ground, and
    the knobs tell it from the selection's plain yellow frame by shape, not by colour alone."""
    pygame.draw.polygon(surface, theme.INK, pts, unit * 3)
    pygame.draw.polygon(surface, theme.WHITE, inset(pts, unit), unit)
    for x, y in pts:
        pygame.draw.circle(surface, theme.INK, (x, y), unit * 3)
        pygame.draw.circle(surface, theme.WHITE, (x, y), unit * 2)


def draw_dashed(surface, pts, color, width, dash=10):
    for a, b in zip(pts, pts[1:] + pts[:1]):
        length = max(1, int(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5))
        for s in range(0, length, dash * 2):
            e = min(length, s + dash)
            p = (a[0] + (b[0] - a[0]) * s / length, a[1] + (b[1] - a[1]) * s / length)
            q = (a[0] + (b[0] - a[0]) * e / length, a[1] + (b[1] - a[1]) * e / length)
            pygame.draw.line(surface, theme.INK, p, q, width + 2)
            pygame.draw.line(surface, color, p, q, width)


def draw_hint_arrow(surface, start, end, cell, unit):
    """A white arrow on ink from near `start` to near `end` (cell centres): it leaves each
    piece's middle clear."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    d = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / d, dy / d
    trim = min(cell * 0.3, d * 0.3)
    a = (start[0] + ux * trim, start[1] + uy * trim)
    tip = (end[0] - ux * trim, end[1] - uy * trim)
    head = unit * 7
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = [(base[0] - uy * head * 0.7, base[1] + ux * head * 0.7), tip,
            (base[0] + uy * head * 0.7, base[1] - ux * head * 0.7)]
    pygame.draw.line(surface, theme.INK, a, base, unit * 5)
    pygame.draw.polygon(surface, theme.INK, wing)
    pygame.draw.polygon(surface, theme.INK, wing, unit * 2)
    pygame.draw.line(surface, theme.WHITE, a, base, unit * 3)
    inner = unit * 1.5      # the white head inside the ink one
    pygame.draw.polygon(surface, theme.WHITE, [(base[0] - uy * head * 0.45 + ux * unit,
                                                base[1] + ux * head * 0.45 + uy * unit),
                                               (tip[0] - ux * inner, tip[1] - uy * inner),
                                               (base[0] + uy * head * 0.45 + ux * unit,
                                                base[1] - ux * head * 0.45 + uy * unit)])


def draw_notched(surface, pts, unit):
    """The hint: a dashed white-on-ink outline with a notch at every corner."""
    draw_dashed(surface, pts, theme.WHITE, unit * 2, dash=max(6, unit * 4))
    for x, y in pts:
        pygame.draw.circle(surface, theme.INK, (x, y), unit * 3)
        pygame.draw.circle(surface, theme.WHITE, (x, y), unit * 2)
