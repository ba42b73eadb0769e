"""The scene of a game in progress, shared by every game.

It owns the Match, runs computer players on a worker thread, plays rule events through the show
(engine.show), autosaves after every action, hands the screen over between people before a private
decision, and draws the chrome (engine.ui.chrome). A game's scene subclasses it and fills in the
board: layout_board, draw_board, handle_board, anim_<Event> methods and resync, prompt, end_lines.

What a scene draws comes from `self.view`: the observation of the seat at the screen (`viewer()`),
never the full state, so a secret cannot reach the screen by a slip.
"""
import random

import pygame

from engine import saves, screens, sound
from engine.ai import make_bot
from engine.i18n import tr
from engine.match import Match
from engine.play_keeping import Keeping
from engine.rules import CHANCE, SPECTATOR
from engine.scenes import Scene
from engine.settings import SPEED_FACTOR
from engine.show import Show
from engine.tips import Tips
from engine.ui import theme
from engine.ui.chrome import Chrome
from engine.worker import Worker


class PlayScene(Keeping, Tips, Chrome, Scene):
    # --- making one -----------------------------------------------------------------------------
    @classmethod
    def new(cls, app, entry, players, options, seed=None):
        if seed is None:
            seed = random.randrange(1, 2 ** 31)
        match = Match(entry, players, options, seed)
        return cls.for_match(app, match)

    @classmethod
    def for_match(cls, app, match, lock=None, read_only=False):
        """The scene of `match`. It holds its autosave's lock (`lock`, already taken by the box
        that asked, or taken here) while it lives; read_only shows a match another box has open:
        nothing is played there and nothing written."""
        scene = match.entry.scene_class()(app, match)
        scene.keep(lock, read_only)
        return scene

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.entry = match.entry
        self.rules = match.rules
        self.show = Show(self, SPEED_FACTOR[app.settings["speed"]])
        self.timeline = self.show.timeline
        self.bots = {}
        self.worker = None
        self.worker_for = None       # (number of actions, seat) the worker is thinking about
        self.hint_worker = None
        self.hint = None
        self.end_shown = False
        self.revealed_for = None     # the human seat the screen was last handed over to
        self.bot_error_told = False
        self.think_time = 0.0
        self._view = (None, None, None)
        self.build_chrome()

    # --- hooks a game's scene fills in ----------------------------------------------------------
    def layout_board(self, rect):
        """Place the board inside rect (window pixels)."""

    def draw_board(self, surface):
        pass

    def handle_board(self, event):
        """Input on the board while a person may act and nothing blocks."""

    def on_events(self, events, before, after):
        """Rule events become animations: by default each goes to the scene's anim_<Type> method
        through the show, and resync(view) ends the batch. `before` and `after` are observations."""
        self.show.play(events, before, after)

    def resync(self, view):
        """Make the shown board equal to `view` (an observation) once a batch of events is shown."""

    def reset_view(self):
        """Forget selections and half-finished animations (after undo, redo, restart): by
        default the show is dropped and the shown board made equal to the view; a game adds
        its own selections after calling this."""
        self.show.clear()
        self.resync(self.view)

    def prompt(self):
        """One short line telling the person what to do now ('' for none)."""
        return ""

    def end_lines(self):
        """Lines for the end screen (scores and such)."""
        return []

    def end_pictures(self, seat):
        """What `seat` captured, for the end screen to show as pictures under its emblem: a list
        of sprite names (one per thing; repeat a name to show it twice). None by default."""
        return []

    def secret_decision(self, state):
        """True when the coming decision must be hidden from the other people at the computer:
        the rules say so (Rules.private)."""
        return self.rules.private(state)

    def on_hint(self, action):
        """Show the suggested action (called with None to clear it)."""

    def layout(self, size):
        self.s, self.size = theme.Scale(size), size
        self.board_rect = self.layout_chrome(size)
        self.layout_board(self.board_rect)

    # --- what the screen may show ---------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def viewer(self):
        """Whose eyes the screen is drawn for: the only person at the computer; between several
        people, the one the screen was handed over to for a private decision; else a spectator,
        who sees no seat's secrets."""
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        if self.revealed_for is not None and self.revealed_for in humans:
            return self.revealed_for
        return SPECTATOR

    @property
    def view(self):
        """The observation of the current state for viewer(), worked out once per state."""
        state, who = self.state, self.viewer()
        if self._view[0] is not state or self._view[1] != who:
            self._view = (state, who, self.rules.observation(state, who))
        return self._view[2]

    def observe(self, state):
        return self.rules.observation(state, self.viewer())

    # --- state of play --------------------------------------------------------------------------
    def busy(self):
        """Input waits while the show plays, and while chance (dice to fall) is still to come."""
        return self.show.busy() or self.match.actor() == CHANCE

    def legal(self):
        """The legal actions of the seat to act now ([] at a chance node or the end), worked out
        once per state: a frame asks several times, and each action, undo or redo brings a new
        state object."""
        st = self.state
        cached = getattr(self, "_legal_for", None)
        if cached is None or cached[0] is not st:
            who = self.rules.actor(st)
            cached = self._legal_for = (st, self.rules.legal_actions(st)
                                        if who is not None and who >= 0 else [])
        return cached[1]

    def human_to_act(self):
        if self.read_only:
            return False
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
        self.autosave()
        self.on_events(events, self.observe(before), self.view)
        self.app.dirty = True


    def bot(self, seat):
        if seat not in self.bots:
            level = self.match.players[seat]
            self.bots[seat] = make_bot(level, self.rules, self.entry.ai,
                                       self.match.seed * 7 + seat + len(self.match.actions))
        return self.bots[seat]

    def update(self, dt):
        self.show.update(dt)
        if self.hint_worker is not None and self.hint_worker.done:
            if self.hint_worker.args[2] is self.state:
                self.set_hint(self.hint_worker.result)
            self.hint_worker = None
        if self.app.stack.top is not self:
            return
        if self.match.actor() == CHANCE:
            # Chance is played at once, even while the show still tells the move that led to it:
            # its events queue behind (a fight's dice after the attack). Chance nodes in a row
            # (dice falling one by one) make one batch, so the show gets the whole throw.
            before = self.state
            events = []
            while self.match.actor() == CHANCE:
                events += self.match.play_chance()
            self.after_play(events, before)
        if self.busy():
            return
        who = self.match.actor()
        if who is None:
            if not self.end_shown:
                self.end_shown = True
                self.show_end()
            return
        if self.match.is_human(who):
            self.maybe_hand_over(who)
            if self.app.stack.top is self:      # the person now at the screen: a first-time tip
                self.maybe_tip()
            return
        if self.read_only:
            return      # the box that has this match open plays it
        key = (len(self.match.actions), who)
        if self.worker is None or self.worker_for != key:
            self.think_time = 0.0
            self.worker_for = key
            self.worker = Worker(self.bot(who), self.rules, self.state, who,
                                 sync=getattr(self.app, "sync_bots", False))
        self.think_time += dt
        if self.worker.done:
            worker, self.worker = self.worker, None
            if worker.error is not None and not self.bot_error_told:
                # Said once a match: the game goes on with a legal move, the details are logged.
                self.bot_error_told = True
                self.app.message(tr("box.bot_error", player=tr(self.seat_info(who)["name"])))
            if worker.result in self.rules.legal_actions(self.state):
                self.play(worker.result)

    def maybe_hand_over(self, seat):
        """Between two people at one computer, hide a private decision behind a hand-over screen."""
        humans = self.match.humans()
        if len(humans) < 2 or self.revealed_for == seat:
            return
        if self.secret_decision(self.state):
            info = self.seat_info(seat)
            self.revealed_for = seat
            self.app.open("handover", info["name"], info.get("color"), info.get("icon"),
                          lambda: None)
        else:
            self.revealed_for = None

    def animating(self):
        return self.show.running() or self.worker is not None or self.hint_worker is not None

    # --- commands -------------------------------------------------------------------------------
    def undo(self):
        if self.read_only or self.busy() and not self.show.speed:
            return
        self.show.finish_all()
        if self.match.undo():
            self.after_history_change()

    def redo(self):
        self.show.finish_all()
        if self.match.can_redo() and not self.read_only:
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
        self.autosave(durable=True)     # an undo or redo is a person's doing
        self.reset_view()
        self.app.dirty = True

    def restart(self):
        m = self.match
        fresh = Match(m.entry, m.players, m.options, random.randrange(1, 2 ** 31))
        if not self.read_only:
            saves.clear(saves.slot_of(m))  # the person gave this match up for a new one
        self.app.pop_to(PlayScene)
        self.app.replace(PlayScene.for_match(self.app, fresh))

    def back_to_box(self):
        # The autosave stays: the box offers Continue unless the game was over.
        self.app.pop_to(screens.get("box"))

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
        self.app.open("menu", self)

    def open_rules(self):
        self.app.open("rules", self.entry)

    def show_end(self):
        self.app.open("end", self)

    def resume(self):
        self.show.speed = SPEED_FACTOR[self.app.settings["speed"]]
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
            if self.app.kiosk:
                self.teacher_keys(event)
                if ctrl or event.key == pygame.K_h:
                    return
            elif ctrl and event.key == pygame.K_z:
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

    def teacher_keys(self, event):
        """In the class mode undo, redo and hint are the teacher's: Ctrl+Shift+Left / Right / H."""
        if not (event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_SHIFT):
            return
        command = {pygame.K_LEFT: self.undo, pygame.K_RIGHT: self.redo,
                   pygame.K_h: self.ask_hint}.get(event.key)
        if command is not None:
            command()

    # --- drawing --------------------------------------------------------------------------------
    def backdrop_key(self):
        """What the game's static backdrop depends on (see draw_backdrop)."""
        return None

    def draw_static(self, surface):
        """Draw what never changes for a window size (board art): composed once with the
        background, so a move only repaints the backdrop over one opaque copy of it."""

    def draw_backdrop(self, surface):
        """Draw what rarely changes (board art, panel frames) once into a cached layer."""

    def draw(self, surface):
        surface.blit(self.backdrop_layer(), (0, 0))
        self.draw_board(surface)
        self.draw_chrome(surface)
