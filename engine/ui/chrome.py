"""The chrome around every game's board: the top bar (menu, undo, redo, hint, log, rules), the
turn banner, the move log (a panel beside the board in a wide window, else a drawer over it: the
log button and L) and the prompt line. PlayScene mixes it in; a game's scene only fills in the
board rectangle that layout_chrome leaves."""
import pygame

from engine import assets, i18n, seats
from engine.i18n import tr
from engine.rules import CHANCE
from engine.ui import banner, classroom, log_rows, text, theme, widgets
from engine.ui.drawer import LogDrawer
from engine.ui.log_rows import LogRows
from engine.ui.widgets import Button, Group


def rects(found):
    """backdrop_rect()'s answer as a list of rectangles, or None (the whole window)."""
    if found is None or isinstance(found, list) and None in found:
        return None
    return [pygame.Rect(r) for r in found] if isinstance(found, list) else [pygame.Rect(found)]


def aligned(r):
    """`r` widened to whole groups of 8 pixels across: a copy of the static layer whose rows
    start off such a boundary took twice as long at 3840x2160 (its rows lose their wide aligned
    moves)."""
    left = r.left // 8 * 8
    return pygame.Rect(left, r.top, -(-r.right // 8) * 8 - left, r.height)


class Chrome:
    log_share = 0.2   # part of a wide window's width given to the move log (0: no log panel)
    watching = False  # a replay (engine.replay_scene): the banner tells whose move it is, and
                      # the read-only line is not said (nothing is played here, by design)

    def build_chrome(self):
        g = Group()
        self.menu_btn = g.add(Button(self.open_menu, icon="ui/menu", name="menu"))
        self.undo_btn = g.add(Button(self.undo, icon="ui/undo", name="undo"))
        self.redo_btn = g.add(Button(self.redo, icon="ui/redo", name="redo"))
        self.hint_btn = g.add(Button(self.ask_hint, icon="ui/hint", name="hint"))
        self.log_btn = g.add(Button(self.toggle_log, icon="ui/log", name="log"))
        self.rules_btn = g.add(Button(self.open_rules, icon="ui/rules", name="rules"))
        # Computers' turns at once, up to the person's next decision ("to my turn", key T).
        self.skip_btn = g.add(Button(self.to_my_turn, icon="ui/to-my-turn", name="to-my-turn",
                                     key=pygame.K_t))
        self.chrome = g
        self.drawer = LogDrawer(self.stage, self.draw_log_lines, self.layer,
                                lambda: not self.show.speed)
        self.log_rows = LogRows(self.layer)

    def toggle_log(self):
        self.drawer.toggle()

    def handle_overlay(self, event):
        """Before the game's scene (Scene.handle_overlay): Enter right after a hint plays it, and
        every press here tells the hint it is no longer the last thing that happened, whatever
        the game's scene takes first (engine.play_keys.HintEnter); then the open log drawer."""
        return self.hint_enter.taken(self, event) or self.drawer.handle(event)

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
        log_w = int(w * self.log_share) if w / h >= 1.5 else 0
        # Without room for the panel the log is a drawer, and its button shows (in the class
        # mode too: reading the log is harmless).
        self.log_btn.visible = not log_w
        x = w - m
        for b in (self.rules_btn, self.log_btn, self.hint_btn, self.redo_btn, self.undo_btn,
                  self.skip_btn):
            if not b.visible:
                continue
            x -= bh
            b.rect = pygame.Rect(x, m, bh, bh)
            x -= s(theme.GAP)
        self.banner_rect = pygame.Rect(self.menu_btn.rect.right + s(30), m,
                                       x - self.menu_btn.rect.right - s(50), bh)
        banner.prewarm_turn(self.banner_rect, s, [self.seat_info(seat).get("icon")
                                                 for seat in range(len(self.match.players))])
        if log_w:
            self.prewarm_log(s(24))
        # A game whose prompts are long sentences for young readers (PROMPT_LINES = 2) has them
        # wrapped onto two lines at 42 px capitals rather than shrunk to fit one.
        self.prompt_h = s(64) * getattr(self, "PROMPT_LINES", 1)
        board = pygame.Rect(m, self.bar.bottom, w - 2 * m - (log_w + m if log_w else 0),
                            h - self.bar.bottom - m - self.prompt_h)
        # The prompt spans the window under the board and the log panel, which stops over it:
        # beside the panel, the board's width alone made long prompts shrink under a child's
        # size at 1920x1080.
        self.log_rect = pygame.Rect(w - log_w - m, self.bar.bottom, log_w,
                                    board.bottom - self.bar.bottom)
        self.prompt_rect = pygame.Rect(m, h - m - self.prompt_h, w - 2 * m, self.prompt_h)
        self.prompt_pos = self.prompt_rect.center
        # The drawer: nearly half a 4:3 window, most of a portrait one, from the bar down to the
        # prompt, which stays whole under it (reaching the foot, it cut the prompt mid-word:
        # "Pick a tile from y"); its words a little larger than the panel's, as small windows
        # shrink them.
        drawer_w = min(w - 2 * m, max(s(600), int(w * (0.45 if w >= h else 0.72))))
        self.drawer.place((w - drawer_w, self.bar.bottom, drawer_w, board.bottom - self.bar.bottom),
                          max(18, s(34)), not log_w)
        return board

    def prewarm_log(self, px):
        """Load the log's font and rasterise the seats' emblems at its size now: done when the
        first line comes, loading the font file made that frame 3 ms longer at 1920x1080."""
        assets.font(px)
        size = px * 0.95        # as draw_log_lines draws them
        for seat in range(len(self.match.players)):
            icon = self.seat_info(seat).get("icon")
            if icon:
                assets.sprite(icon, (size, size))

    def seat_info(self, seat):
        return seats.info(self.entry.info, seat)

    def shown_actor(self):
        """Whose turn the screen shows: while the show announces a turn, the seat it names;
        while a move is still being animated, the one who made it (the rules have already moved
        on to the next player)."""
        announced = self.announced_turn()
        if announced is not None:
            return announced
        if self.busy() and len(self.match.states) > 1:
            for state in reversed(self.match.states[:-1]):
                who = self.rules.actor(state)
                if who != CHANCE:
                    return who
        return self.match.actor()

    def announced_turn(self):
        """The seat whose turn the show is announcing now, or None: a game's band that names
        the side whose turn begins carries {"announces": seat} in its tween's data (tag
        "banner"), or a stage band in its data (`stage.say(..., announces=seat)`), and the top
        bar names that seat too while the band is shown."""
        for tw in self.show.active("banner"):
            if tw.data.get("announces") is not None:
                return tw.data["announces"]
        band = self.stage.band()
        return band.data.get("announces") if band is not None else None

    def refresh_chrome(self):
        """Which of the top bar's buttons may be pressed now."""
        self.undo_btn.enabled = self.match.can_undo() and not self.read_only
        self.redo_btn.enabled = self.match.can_redo() and not self.read_only
        self.hint_btn.enabled = self.human_to_act() and not self.computers.hint_pending()
        self.skip_btn.enabled = not (self.human_to_act() or self.match.is_over()
                                     or self.stage.rushing() or self.read_only)
        self.log_btn.selected = self.drawer.is_open

    def chrome_look(self):
        """What the top bar's buttons look like now (hovered, pressed, lit, placed): they are
        drawn into the backdrop layer, which is drawn again when this changes."""
        return tuple((b.visible, b.enabled, b.hover, b.pressed, b.selected, b.label, b.icon,
                      tuple(b.rect))
                     for b in self.chrome.buttons)

    def draw_chrome(self, surface):
        s = self.s
        self.draw_banner(surface)
        # A chip of the "what happened" strip shown again says its words meanwhile.
        p = self.prompt_line() if self.human_to_act() else (self.strip.words() or "")
        if self.read_only and not self.watching:
            p = tr("box.read_only_prompt")   # another window has this match: look, not play
        if p:
            px, lines = text.child_fit(p, s(theme.TEXT), self.prompt_rect.width,
                                       max_lines=getattr(self, "PROMPT_LINES", 1))
            text.child_lines(surface, lines, px, theme.WHITE, "prompt", center=self.prompt_pos)
            classroom.contrast(theme.WHITE, theme.BG_TOP, "prompt")   # the lighter end
        self.drawer.draw(surface, (i18n.language(), len(self.log_entries())))

    def draw_banner(self, surface):
        who = self.shown_actor()
        if who is None or who == CHANCE:
            return
        dots = 0
        info = self.seat_info(who)
        computer = not self.match.is_human(who)
        # While the show tells the end (the last move, the count), the one whose move it was
        # "plays": never "is thinking", and the bar no longer stood empty for the eight seconds
        # of Dragon Inferno's last dragon and count.
        if self.watching or self.match.is_over() or computer and self.show.telling():
            # Its move is being shown (a walk, dice in the air): it has done its thinking; a
            # replay (watching) only ever shows moves made.
            label = tr(seats.verb_key("box.turn.playing", [info]), player=tr(info["name"]))
        elif computer:
            label = tr(seats.verb_key("box.turn.thinking", [info]), player=tr(info["name"]))
            dots = int(pygame.time.get_ticks() / 350) % 4
        else:
            # A game that speaks to its players in another register names its own call.
            own = f"{self.match.entry.id}.turn.human"
            label = tr(own if i18n.has(own) else "box.turn.human", player=tr(info["name"]))
        rect = self.banner_rect
        person_icon = True
        if self.strip.shown():      # the "what happened" chips take the banner's right end
            self.strip.layout(rect, self.s)
            rect = rect.copy()
            rect.width -= self.strip.area.width + self.s(theme.GAP)
            # The chips show only while a person may act, so the banner's person picture tells
            # nothing more: the words take its room (at 1024x768 "Le royaume vert clair : à
            # toi de jouer !" was drawn 15 px tall instead of 20 when the chips came).
            person_icon = False
        colour = pygame.Color(info.get("color", "#0072B2"))
        # Painted once per wording and blitted (banner.draw_turn keeps the painting).
        banner.draw_turn(surface, rect, self.s, colour, info.get("icon"), label, computer, dots,
                         person_icon)

    def log_entries(self):
        """The move log's entries, newest last: the lines of a batch the show has not told yet
        wait (Stage.log)."""
        return self.stage.log(self.match.log)

    def draw_log(self, surface):
        """The log panel's lines beside the board (a wide window); the panel itself lies in the
        static layer (draw_log_panel)."""
        self.draw_log_lines(surface, self.log_rect, self.s(24))

    def draw_log_panel(self, surface):
        widgets.panel(surface, self.log_rect, color=theme.PAPER, radius=self.s(16), shadow=False)

    def draw_log_lines(self, surface, r, px):
        """The log's title and its newest entries at the bottom of `r` (on PAPER), in `px` text."""
        s = self.s
        classroom.contrast(theme.INK, theme.PAPER, "move log")
        title = int(px * 1.25)
        text.draw(surface, tr("box.log"), title, theme.INK, bold=True,
                  midtop=(r.centerx, r.top + s(10)))
        line_h = log_rows.row_height(px)
        top = s(20) + int(title * 1.3)
        pad = max(s(14), px // 2)
        area = pygame.Rect(r.x + pad, r.y + top, r.width - 2 * pad, r.height - top - s(14))
        rows = max(1, area.height // line_h)
        lines = self.log_layout(rows, area.width - log_rows.indent(px), px)
        # The last line's words reach below its row: the picture takes in the paper under the
        # area too, short of the panel's border.
        foot = max(0, s(14) - 4)
        surface.blit(self.log_rows.picture((area.width, area.height + foot), lines, px), area)

    def log_layout(self, rows, width, px):
        """The log's newest entries as (mark, line) rows, at most `rows`, newest last; only whole
        entries, so no line starts mid-sentence. Each entry is worded and wrapped once for a
        width, size, language and viewer: doing it for every entry on each redraw took most of
        a redrawn log's time."""
        look = (width, px, i18n.language(), self.viewer())
        memo = self.__dict__.get("_log_blocks")
        if memo is None or memo[0] != look:
            memo = self._log_blocks = (look, {})
        blocks = memo[1]
        if len(blocks) > 4096:      # a long game's early entries are not shown again
            blocks.clear()
        lines = []
        for who, entry in reversed(self.log_entries()):
            if entry is None:
                continue
            msg, params = entry
            key = (who, msg, repr(params))
            block = blocks.get(key)
            if block is None:
                if who == CHANCE or who is None:
                    mark = (theme.INK, None)
                else:
                    info = self.seat_info(who)
                    mark = (pygame.Color(info.get("color", "#000000")), info.get("icon"))
                block = blocks[key] = [(mark if i == 0 else None, line) for i, line in
                                       enumerate(text.wrap(tr(msg, **params), px, width))]
            if len(lines) + len(block) > rows:
                break
            lines = block + lines
        return lines

    def backdrop_rect(self):
        """The rectangle the game's draw_backdrop draws inside (window pixels), a list of them
        (the parts a move changed: two cards and two hexes are far smaller than the box round
        them), or None (anywhere). When only the game's backdrop_key changed, just these parts
        of the layer are drawn again: a 4K layer drawn whole after every move costs a frame its
        budget."""
        return None

    def backdrop_layer(self):
        """The background, the move log and the game's backdrop change only between moves: they
        are drawn once into a cached layer, so a frame is one opaque blit plus the pieces. Both
        layers live in the box's byte budget (Scene.layer): a settle after a resize lets the old
        size's go before the new size's are made."""
        size = tuple(self.size)

        def make_static(old):
            layer = widgets.paint_background(pygame.Surface(size))
            self.draw_static(layer)
            if self.log_rect.width:
                # The panel's rounded plate, drawn once: at 3840x2160 it cost a millisecond
                # each time a move redrew the log's lines.
                self.draw_log_panel(layer)
            return layer

        self.refresh_chrome()
        parts = (size, i18n.language(), len(self.log_entries()), self.chrome_look(),
                 self.backdrop_key())

        def make_backdrop(old):
            # Redrawn in place: allocating a fresh 4K surface after every move costs a frame.
            last = self.__dict__.get("_backdrop_parts")
            self._backdrop_parts = parts
            fits = old is not None and last is not None and last[:2] == parts[:2]
            layer = old if fits else pygame.Surface(size)
            areas = self.changed_areas(last, parts) if fits else [None]
            static = self.layer("static", size, make_static)
            game = rects(self.backdrop_rect())
            for area in areas:
                # Only what changed is drawn again, clipped to its rectangle (None: all).
                layer.set_clip(area)
                layer.blit(static, area or (0, 0), area)
                if area is None or game is None or area.collidelist(game) >= 0:
                    self.draw_backdrop(layer)
                if self.log_rect.width and (area is None or self.log_rect.colliderect(area)):
                    self.draw_log(layer)
                for b in self.chrome.buttons:       # a shadow reaches a few pixels out
                    if area is None or b.rect.inflate(16, 16).colliderect(area):
                        b.draw(layer)
            layer.set_clip(None)
            return layer
        return self.layer("backdrop", parts, make_backdrop)

    def changed_areas(self, last, parts):
        """The rectangles of the backdrop to draw again when `last` became `parts` (the log's
        length, the top bar's look, the game's backdrop_key; the size and language are the
        same); [None] when the whole layer must be."""
        areas = []
        if last[2] != parts[2] and self.log_rect.width:
            areas.append(self.log_rect)
        if last[3] != parts[3]:
            areas.append(self.bar)
        if last[4] != parts[4]:
            game = rects(self.backdrop_rect())
            if game is None:
                return [None]
            areas += game
        return [aligned(a) for a in areas if a.width and a.height]
