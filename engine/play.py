"""The scene of a game in progress, shared by every game.

It owns the Match, runs computer players on a worker thread, turns the game's rule events into
animations (through the game's own hooks), autosaves after every action, and draws the chrome:
the menu button, whose turn it is, undo / redo / hint / rules, and the move log. A game's scene.py
subclasses it and fills in the board: layout_board, draw_board, handle_board, on_events, prompt.
"""
import random
import threading

import pygame

from engine import anim, assets, i18n, saves, sound
from engine.ai import make_bot
from engine.i18n import tr
from engine.match import Match
from engine.rules import CHANCE
from engine.scenes import Scene
from engine.settings import SPEED_FACTOR
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


class Worker:
    """Runs one bot decision off the drawing thread; the window keeps drawing meanwhile."""

    def __init__(self, bot, rules, state, seat, sync=False):
        self.result = None
        self.error = None
        self.done = False
        self.args = (bot, rules, state, seat)
        if sync:
            self._run()
        else:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()

    def _run(self):
        bot, rules, state, seat = self.args
        try:
            self.result = bot.choose(rules, state, seat)
        except Exception as exc:  # a bot bug must not freeze the game: fall back to any legal move
            self.error = exc
            self.result = rules.legal_actions(state)[0]
        self.done = True


class PlayScene(Scene):
    log_share = 0.2   # part of a wide window's width given to the move log (0: no log panel)
    # --- making one -----------------------------------------------------------------------------
    @classmethod
    def new(cls, app, entry, players, options, seed=None):
        if seed is None:
            seed = random.randrange(1, 2 ** 31)
        match = Match(entry, players, options, seed)
        return cls.for_match(app, match)

    @classmethod
    def for_match(cls, app, match):
        scene_cls = match.entry.scene_class()
        return scene_cls(app, match)

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.entry = match.entry
        self.rules = match.rules
        self.timeline = anim.Timeline(SPEED_FACTOR[app.settings["speed"]])
        self.bots = {}
        self.worker = None
        self.worker_for = None       # (number of actions, seat) the worker is thinking about
        self.hint_worker = None
        self.hint = None
        self.end_shown = False
        self.revealed_for = None     # the human seat the screen was last handed over to
        self.think_time = 0.0
        self._backdrop = None
        self._backdrop_key = None
        self._static = None
        self._static_size = None
        self.build_chrome()

    # --- hooks a game's scene fills in ----------------------------------------------------------
    def layout_board(self, rect):
        """Place the board inside rect (window pixels)."""

    def draw_board(self, surface):
        pass

    def handle_board(self, event):
        """Input on the board while a person may act and nothing blocks."""

    def on_events(self, events, before, after):
        """Turn rule events into animations (self.timeline) and sounds."""

    def reset_view(self):
        """Forget selections and half-finished animations (after undo, redo, restart)."""

    def prompt(self):
        """One short line telling the person what to do now ('' for none)."""
        return ""

    def end_lines(self):
        """Lines for the end screen (scores and such)."""
        return []

    def secret_decision(self, state):
        """True when the coming decision must be hidden from the other people at the computer:
        the rules say so (Rules.private)."""
        return self.rules.private(state)

    def on_hint(self, action):
        """Show the suggested action (called with None to clear it)."""

    # --- chrome ---------------------------------------------------------------------------------
    def build_chrome(self):
        g = Group()
        self.menu_btn = g.add(Button(self.open_menu, icon="ui/menu", name="menu"))
        self.undo_btn = g.add(Button(self.undo, icon="ui/undo", name="undo"))
        self.redo_btn = g.add(Button(self.redo, icon="ui/redo", name="redo"))
        self.hint_btn = g.add(Button(self.ask_hint, icon="ui/hint", name="hint"))
        self.rules_btn = g.add(Button(self.open_rules, icon="ui/rules", name="rules"))
        self.chrome = g

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m = s(20)
        bh = s(theme.BUTTON_SMALL)
        self.bar = pygame.Rect(0, 0, w, bh + 2 * m)
        self.menu_btn.rect = pygame.Rect(m, m, bh, bh)
        x = w - m
        for b in (self.rules_btn, self.hint_btn, self.redo_btn, self.undo_btn):
            x -= bh
            b.rect = pygame.Rect(x, m, bh, bh)
            x -= s(theme.GAP)
        self.banner_rect = pygame.Rect(self.menu_btn.rect.right + s(30), m,
                                  x - self.menu_btn.rect.right - s(50), bh)
        log_w = int(w * self.log_share) if w / h >= 1.5 else 0
        self.log_rect = pygame.Rect(w - log_w - m, self.bar.bottom, log_w, h - self.bar.bottom - m)
        self.prompt_h = s(64)
        board = pygame.Rect(m, self.bar.bottom, w - 2 * m - (log_w + m if log_w else 0),
                            h - self.bar.bottom - m - self.prompt_h)
        self.prompt_pos = (board.centerx, h - m - self.prompt_h // 2)
        self.board_rect = board
        self.layout_board(board)

    # --- state of play --------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def busy(self):
        return self.timeline.busy()

    def human_to_act(self):
        who = self.match.actor()
        return who is not None and who != CHANCE and self.match.is_human(who) and not self.busy()

    def submit(self, action):
        """A person's action from the board. Ignored when it is not theirs to play or not legal."""
        if not self.human_to_act():
            return False
        if action not in self.rules.legal_actions(self.state):
            sound.play("error", 0.6)
            return False
        self.play(action)
        return True

    def play(self, action):
        before = self.state
        events = self.match.play(action)
        self.after_play(events, before)

    def after_play(self, events, before):
        self.set_hint(None)
        if self.match.is_over():
            saves.clear()
        else:
            saves.save(self.match)
        self.on_events(events, before, self.state)
        self.app.dirty = True

    def bot(self, seat):
        if seat not in self.bots:
            level = self.match.players[seat]
            self.bots[seat] = make_bot(level, self.rules, self.entry.ai,
                                       self.match.seed * 7 + seat + len(self.match.actions))
        return self.bots[seat]

    def update(self, dt):
        self.timeline.update(dt)
        if self.hint_worker is not None and self.hint_worker.done:
            if self.hint_worker.args[2] is self.state:
                self.set_hint(self.hint_worker.result)
            self.hint_worker = None
        if self.app.stack.top is not self or self.busy():
            return
        who = self.match.actor()
        if who is None:
            if not self.end_shown:
                self.end_shown = True
                self.show_end()
            return
        if who == CHANCE:
            before = self.state
            self.after_play(self.match.play_chance(), before)
            return
        if self.match.is_human(who):
            self.maybe_hand_over(who)
            return
        key = (len(self.match.actions), who)
        if self.worker is None or self.worker_for != key:
            self.think_time = 0.0
            self.worker_for = key
            self.worker = Worker(self.bot(who), self.rules, self.state, who,
                                 sync=getattr(self.app, "sync_bots", False))
        self.think_time += dt
        if self.worker.done:
            action = self.worker.result
            self.worker = None
            if action in self.rules.legal_actions(self.state):
                self.play(action)

    def maybe_hand_over(self, seat):
        """Between two people at one computer, hide a secret choice behind a hand-over screen."""
        humans = self.match.humans()
        if len(humans) < 2 or self.revealed_for == seat:
            return
        if self.secret_decision(self.state):
            from engine.dialogs import HandOverScene
            info = self.seat_info(seat)
            self.revealed_for = seat
            self.app.push(HandOverScene(self.app, info["name"], info.get("color"),
                                        info.get("icon"), lambda: None))
        else:
            self.revealed_for = None

    def animating(self):
        return self.timeline.running() or self.worker is not None or self.hint_worker is not None

    # --- commands -------------------------------------------------------------------------------
    def undo(self):
        if self.busy() and not self.timeline.speed:
            return
        self.timeline.finish_all()
        if self.match.undo():
            self.after_history_change()

    def redo(self):
        self.timeline.finish_all()
        if self.match.can_redo():
            self.match.redo()
            self.after_history_change()

    def after_history_change(self):
        self.worker = None
        self.bots = {}  # a thread may still be thinking with the old ones
        self.worker_for = None
        self.end_shown = False
        self.revealed_for = None
        self.set_hint(None)
        self.hint_worker = None
        if self.match.is_over():
            saves.clear()
        else:
            saves.save(self.match)
        self.reset_view()
        self.app.dirty = True

    def restart(self):
        m = self.match
        fresh = Match(m.entry, m.players, m.options, random.randrange(1, 2 ** 31))
        self.app.pop_to(PlayScene)
        self.app.replace(PlayScene.for_match(self.app, fresh))

    def back_to_box(self):
        # The autosave stays: the box offers Continue unless the game was over.
        from engine.box import BoxScene
        self.app.pop_to(BoxScene)

    def ask_hint(self):
        if not self.human_to_act() or self.hint_worker is not None:
            return
        who = self.match.actor()
        bot = make_bot("hard", self.rules, self.entry.ai, len(self.match.actions))
        self.hint_worker = Worker(bot, self.rules, self.state, who,
                                  sync=getattr(self.app, "sync_bots", False))

    def set_hint(self, action):
        self.hint = action
        self.on_hint(action)

    def open_menu(self):
        from engine.play_menus import GameMenuScene
        self.app.push(GameMenuScene(self.app, self))

    def open_rules(self):
        from engine.rules_scene import RulesScene
        self.app.push(RulesScene(self.app, self.entry))

    def show_end(self):
        from engine.play_menus import EndScene
        self.app.push(EndScene(self.app, self))

    def resume(self):
        self.timeline.speed = SPEED_FACTOR[self.app.settings["speed"]]
        self.layout(self.app.size)

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if ctrl and event.key == pygame.K_z:
                (self.redo if event.mod & pygame.KMOD_SHIFT else self.undo)()
                return
            if ctrl and event.key == pygame.K_y:
                self.redo()
                return
            if event.key == pygame.K_h:
                self.ask_hint()
                return
        if self.chrome.handle(event):
            return
        if self.human_to_act():
            self.handle_board(event)

    # --- drawing --------------------------------------------------------------------------------
    def seat_info(self, seat):
        seats = self.entry.info.SEATS
        return seats[seat % len(seats)]

    def backdrop_key(self):
        """What the game's static backdrop depends on (see draw_backdrop)."""
        return None

    def draw_static(self, surface):
        """Draw what never changes for a window size (board art): composed once with the
        background, so a move only repaints the backdrop over one opaque copy of it."""

    def draw_backdrop(self, surface):
        """Draw what rarely changes (board art, panel frames) once into a cached layer."""

    def draw(self, surface):
        # The background, the move log and the game's backdrop change only between moves:
        # they are drawn once into a cached layer, so a frame is one opaque blit plus the pieces.
        key = (self.size, i18n.language(), len(self.match.log), self.backdrop_key(),
               self._static_size == self.size)
        if self._backdrop_key != key:
            layer = self._backdrop
            if layer is None or layer.get_size() != self.size:
                layer = pygame.Surface(self.size)
            # Rebuilt in place: allocating a fresh 4K surface after every move costs a frame.
            if self._static_size != self.size:
                self._static = widgets.background(self.size).copy()
                self.draw_static(self._static)
                self._static_size = self.size
            layer.blit(self._static, (0, 0))
            self.draw_backdrop(layer)
            if self.log_rect.width:
                self.draw_log(layer)
            self._backdrop, self._backdrop_key = layer, key
        surface.blit(self._backdrop, (0, 0))
        self.draw_board(surface)
        self.draw_chrome(surface)

    def draw_chrome(self, surface):
        s = self.s
        self.undo_btn.enabled = self.match.can_undo()
        self.redo_btn.enabled = self.match.can_redo()
        self.hint_btn.enabled = self.human_to_act() and self.hint_worker is None
        self.chrome.draw(surface)
        self.draw_banner(surface)
        p = self.prompt() if self.human_to_act() else ""
        if p:
            px = text.fit(p, s(theme.TEXT), self.board_rect.width)
            text.draw(surface, p, px, theme.WHITE, bold=True, center=self.prompt_pos)

    def shown_actor(self):
        """Whose turn the screen shows: while a move is still being animated, the one who made it
        (the rules have already moved on to the next player)."""
        if self.busy() and len(self.match.states) > 1:
            for state in reversed(self.match.states[:-1]):
                who = self.rules.actor(state)
                if who != CHANCE:
                    return who
        return self.match.actor()

    def draw_banner(self, surface):
        s = self.s
        who = self.shown_actor()
        r = self.banner_rect
        if who is None or who == CHANCE:
            return
        info = self.seat_info(who)
        color = pygame.Color(info.get("color", "#0072B2"))
        pygame.draw.rect(surface, color, r, border_radius=r.height // 3)
        pygame.draw.rect(surface, theme.INK, r, 4, border_radius=r.height // 3)
        x = r.x + s(16)
        if info.get("icon"):
            img = assets.sprite(info["icon"], (r.height - s(16), r.height - s(16)))
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
            x += r.height
        kind = "human" if self.match.is_human(who) else "computer"
        icon = assets.sprite("ui/" + kind, (r.height - s(24), r.height - s(24)))
        surface.blit(icon, icon.get_rect(midright=(r.right - s(16), r.centery)))
        if kind == "computer":
            label = tr("box.turn.thinking", player=tr(info["name"]))
            dots = int(pygame.time.get_ticks() / 350) % 4
            label += "." * dots
        else:
            label = tr("box.turn.human", player=tr(info["name"]))
        px = text.fit(label, s(48), r.width - (x - r.x) - r.height - s(30), bold=True)
        # White text with a dark outline stays readable on every seat colour.
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            text.draw(surface, label, px, theme.INK, bold=True, midleft=(x + dx, r.centery + dy))
        text.draw(surface, label, px, theme.WHITE, bold=True, midleft=(x, r.centery))

    def draw_log(self, surface):
        s = self.s
        r = self.log_rect
        widgets.panel(surface, r, color=theme.PAPER, radius=s(16), shadow=False)
        text.draw(surface, tr("box.log"), s(30), theme.INK, bold=True,
                  midtop=(r.centerx, r.top + s(10)))
        px = s(24)
        line_h = int(px * 1.3)
        area = pygame.Rect(r.x + s(14), r.y + s(56), r.width - s(28), r.height - s(70))
        # Newest entries last; only whole entries are shown, so no line starts mid-sentence.
        rows = max(1, area.height // line_h)
        lines = []
        for who, (key, params) in reversed(self.match.log):
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
