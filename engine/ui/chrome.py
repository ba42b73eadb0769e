"""The chrome around every game's board: the top bar (menu, undo, redo, hint, rules), the turn
banner, the move log and the prompt line. PlayScene mixes it in; a game's scene only fills in the
board rectangle that layout_chrome leaves."""
import pygame

from engine import i18n, seats
from engine.i18n import tr
from engine.rules import CHANCE
from engine.ui import banner, classroom, text, theme, widgets
from engine.ui.widgets import Button, Group


class Chrome:
    log_share = 0.2   # part of a wide window's width given to the move log (0: no log panel)

    def build_chrome(self):
        g = Group()
        self.menu_btn = g.add(Button(self.open_menu, icon="ui/menu", name="menu"))
        self.undo_btn = g.add(Button(self.undo, icon="ui/undo", name="undo"))
        self.redo_btn = g.add(Button(self.redo, icon="ui/redo", name="redo"))
        self.hint_btn = g.add(Button(self.ask_hint, icon="ui/hint", name="hint"))
        self.rules_btn = g.add(Button(self.open_rules, icon="ui/rules", name="rules"))
        # Computers' turns at once, up to the person's next decision ("to my turn", key T).
        self.skip_btn = g.add(Button(self.to_my_turn, icon="ui/to-my-turn", name="to-my-turn",
                                     key=pygame.K_t))
        self.chrome = g

    def layout_chrome(self, size):
        """Place the chrome; returns the rectangle left for the board."""
        s = self.s
        w, h = size
        m = s(20)
        bh = s(theme.BUTTON_SMALL)
        self.bar = pygame.Rect(0, 0, w, bh + 2 * m)
        self.menu_btn.rect = pygame.Rect(m, m, bh, bh)
        # The class mode hides what would let a child undo the other team's move, ask the
        # computer or leave the game for the rules book (the teacher's keys remain:
        # engine.app.App.kiosk).
        for b in (self.undo_btn, self.redo_btn, self.hint_btn, self.rules_btn):
            b.visible = not self.app.kiosk
        # Only where a person waits for computers; in the class mode too (it only goes faster).
        players = self.match.players
        self.skip_btn.visible = "human" in players and any(p != "human" for p in players)
        x = w - m
        for b in (self.rules_btn, self.hint_btn, self.redo_btn, self.undo_btn, self.skip_btn):
            if not b.visible:
                continue
            x -= bh
            b.rect = pygame.Rect(x, m, bh, bh)
            x -= s(theme.GAP)
        self.banner_rect = pygame.Rect(self.menu_btn.rect.right + s(30), m,
                                       x - self.menu_btn.rect.right - s(50), bh)
        log_w = int(w * self.log_share) if w / h >= 1.5 else 0
        self.log_rect = pygame.Rect(w - log_w - m, self.bar.bottom, log_w, h - self.bar.bottom - m)
        # A game whose prompts are long sentences for young readers (PROMPT_LINES = 2) has them
        # wrapped onto two lines at 42 px capitals rather than shrunk to fit one.
        self.prompt_h = s(64) * getattr(self, "PROMPT_LINES", 1)
        board = pygame.Rect(m, self.bar.bottom, w - 2 * m - (log_w + m if log_w else 0),
                            h - self.bar.bottom - m - self.prompt_h)
        self.prompt_pos = (board.centerx, h - m - self.prompt_h // 2)
        return board

    def seat_info(self, seat):
        return seats.info(self.entry.info, seat)

    def shown_actor(self):
        """Whose turn the screen shows: while a move is still being animated, the one who made it
        (the rules have already moved on to the next player)."""
        if self.busy() and len(self.match.states) > 1:
            for state in reversed(self.match.states[:-1]):
                who = self.rules.actor(state)
                if who != CHANCE:
                    return who
        return self.match.actor()

    def draw_chrome(self, surface):
        s = self.s
        self.undo_btn.enabled = self.match.can_undo()
        self.redo_btn.enabled = self.match.can_redo()
        self.hint_btn.enabled = self.human_to_act() and not self.computers.hint_pending()
        self.skip_btn.enabled = not (self.human_to_act() or self.match.is_over()
                                     or self.stage.rushing())
        self.chrome.draw(surface)
        self.draw_banner(surface)
        p = self.prompt_line() if self.human_to_act() else ""
        if p:
            px, lines = text.child_fit(p, s(theme.TEXT), self.board_rect.width,
                                       max_lines=getattr(self, "PROMPT_LINES", 1))
            text.child_lines(surface, lines, px, theme.WHITE, "prompt", center=self.prompt_pos)
            classroom.contrast(theme.WHITE, theme.BG_TOP, "prompt")   # the lighter end

    def draw_banner(self, surface):
        who = self.shown_actor()
        if who is None or who == CHANCE or self.match.is_over():
            return          # never "is thinking" while the show tells the end
        info = self.seat_info(who)
        computer = not self.match.is_human(who)
        if computer:
            label = tr(seats.verb_key("box.turn.thinking", [info]), player=tr(info["name"]))
            label += "." * (int(pygame.time.get_ticks() / 350) % 4)
        else:
            label = tr("box.turn.human", player=tr(info["name"]))
        banner.draw_turn(surface, self.banner_rect, self.s,
                         pygame.Color(info.get("color", "#0072B2")), info.get("icon"), label,
                         computer)

    def log_entries(self):
        """The move log's entries, newest last: the lines of a batch the show has not told yet
        wait (Stage.log)."""
        return self.stage.log(self.match.log)

    def draw_log(self, surface):
        s = self.s
        r = self.log_rect
        widgets.panel(surface, r, color=theme.PAPER, radius=s(16), shadow=False)
        classroom.contrast(theme.INK, theme.PAPER, "move log")
        text.draw(surface, tr("box.log"), s(30), theme.INK, bold=True,
                  midtop=(r.centerx, r.top + s(10)))
        px = s(24)
        line_h = int(px * 1.3)
        area = pygame.Rect(r.x + s(14), r.y + s(56), r.width - s(28), r.height - s(70))
        # Newest entries last; only whole entries are shown, so no line starts mid-sentence.
        rows = max(1, area.height // line_h)
        lines = []
        for who, entry in reversed(self.log_entries()):
            if entry is None:
                continue
            key, params = entry
            if who == CHANCE or who is None:
                color = theme.INK
            else:
                color = pygame.Color(self.seat_info(who).get("color", "#000000"))
            block = [(color if i == 0 else None, line) for i, line in
                     enumerate(text.wrap(tr(key, **params), px, area.width - s(24)))]
            if len(lines) + len(block) > rows:
                break
            lines = block + lines
        y = area.y
        for color, line in lines:
            if color is not None:
                pygame.draw.circle(surface, color, (area.x + s(8), y + line_h // 2), s(7))
            text.draw(surface, line, px, theme.INK, topleft=(area.x + s(24), y))
            y += line_h

    def backdrop_layer(self):
        """The background, the move log and the game's backdrop change only between moves: they
        are drawn once into a cached layer, so a frame is one opaque blit plus the pieces. Both
        layers live in the box's byte budget (Scene.layer): a settle after a resize lets the old
        size's go before the new size's are made."""
        size = tuple(self.size)

        def make_static(old):
            layer = widgets.paint_background(pygame.Surface(size))
            self.draw_static(layer)
            return layer

        def make_backdrop(old):
            # Redrawn in place: allocating a fresh 4K surface after every move costs a frame.
            layer = old if old is not None and old.get_size() == size else pygame.Surface(size)
            layer.blit(self.layer("static", size, make_static), (0, 0))
            self.draw_backdrop(layer)
            if self.log_rect.width:
                self.draw_log(layer)
            return layer
        key = (size, i18n.language(), len(self.log_entries()), self.backdrop_key())
        return self.layer("backdrop", key, make_backdrop)
