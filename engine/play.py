"""The scene of a game in progress, shared by every game.

It owns the Match, runs computer players on a worker thread, plays rule events through the show
(engine.show), autosaves after every action, hands the screen over between people before a private
decision, and draws the chrome (engine.ui.chrome). A game's scene subclasses it and fills in the
board: layout_board, draw_board, handle_board, anim_<Event> methods and resync, prompt, and the
end screen's end_lines, end_pictures and end_reason (engine.ending).

What a scene draws comes from `self.view`: the observation of the seat at the screen (`viewer()`),
never the full state, so a secret cannot reach the screen by a slip.
"""
import random

import pygame

from engine import history, line_note, play_keys, saves, screens, sound, voice
from engine.computers import Computers
from engine.ending import Ending
from engine.i18n import tr
from engine.match import Match
from engine.play_hooks import GameHooks
from engine.play_keeping import Keeping
from engine.rules import CHANCE
from engine.scenes import Scene
from engine.settings import SPEED_FACTOR
from engine.show import Show
from engine.stage import Stage
from engine.tips import Tips
from engine.ui import theme
from engine.ui.chrome import Chrome
from engine.ui.strip import WhatHappened
from engine.viewer import Viewer


class PlayScene(GameHooks, Keeping, Tips, Ending, Chrome, Scene):
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
        self.stage = Stage(self.show)
        self.strip = WhatHappened(self)  # what the other seats' turns did to the person's pieces
        self.log_len = len(match.log)    # the move log's length after the last batch
        self.batch_actor = None          # who played the batch being shown (chance: the last)
        self.computers = Computers(match, sync=lambda: getattr(app, "sync_bots", False))
        self.hint, self.hint_enter = None, play_keys.HintEnter()   # H, then Enter plays it
        self.planned = []            # a person's next actions, played as soon as each may be
        self.end_shown = False
        self.eyes = Viewer(match)
        self.prompter = voice.Prompter()    # says voice_prompt() aloud (engine.voice)
        self.bot_error_told = False
        self.build_chrome()

    # --- hooks the engine fills in (the game's own: engine/play_hooks.py) -----------------------
    def on_events(self, events, before, after):
        """Rule events become animations: by default each goes to the scene's anim_<Type> method
        through the show, and resync(view) ends the batch. `before` and `after` are observations.
        On a computer's or another person's turn, an event the game says changes the viewer's
        pieces (look_at) is held at least two seconds at normal speed, or until a click."""
        viewer = self.viewer()
        others = self.batch_actor is not None and self.batch_actor != viewer and (
            viewer is not None or not self.match.is_human(self.batch_actor))
        actor = self.batch_actor

        def look(e):
            if others and self.look_at(e, viewer):
                self.strip.remember(e, before, after, actor)
                return True
            return False
        self.show.play(events, before, after, look)

    def show_again(self, event, before, after):
        """An event of the "what happened" strip, shown again from the position before it; the
        board then comes back to the present."""
        if self.busy():
            return
        self.resync(before)
        self.show.play([event], before, after)
        self.show.step(lambda: self.resync(self.view))

    def resync(self, view):
        """Make the shown board equal to `view` (an observation) once a batch of events is shown:
        by default the stage's `shown` becomes a copy of it; a game that shows more (or shows it
        another way) overrides this and calls it first."""
        self.stage.resync(view)

    def reset_view(self):
        """Forget selections and half-finished animations (after undo, redo, restart): by
        default the show is dropped, the stage forgets its band, note and held log lines, and
        the shown board is made equal to the view; a game adds its own selections after calling
        this."""
        self.show.clear()
        self.planned = []
        self.strip.forget()
        self.stage.reset()
        self.log_len = len(self.match.log)
        self.resync(self.view)

    # --- the stage, for the game's parts --------------------------------------------------------
    @property
    def shown(self):
        """The viewer's observation as the screen shows it now (Stage.shown)."""
        return self.stage.shown

    @shown.setter
    def shown(self, value):
        self.stage.shown = value

    def touch(self):
        """What is shown changed: cached layers keyed on the stage's version are drawn again."""
        self.stage.touch()

    def prompt_line(self):
        """What the prompt line says now: the stage's note (why a tap did nothing) while it
        lasts, else the game's prompt."""
        return self.stage.note_text() or self.prompt()

    def secret_decision(self, state):
        """True when the coming decision must be hidden from the other people at the computer:
        the rules say so (Rules.private)."""
        return self.rules.private(state)

    def viewer_changed(self):
        """The screen now belongs to another viewer (a hand-over, the end of a private decision,
        undo): what belonged to the previous one goes, as it may show that person's secrets (a
        card shown large, a hover pop-up, the keyboard focus, a picked card, the hint). The
        engine drops the hint; a game drops its own after calling this."""
        self.set_hint(None)
        self.computers.drop_hint()

    def check_viewer(self):
        if self.eyes.changed():
            self.viewer_changed()

    frame_size = None   # the window the figures are scaled for, when the scene has only a part
                        # of it (a replay's board over its controls: engine.replay_scene)

    def layout(self, size):
        self.s, self.size = theme.Scale(self.frame_size or size), size
        self.board_rect = self.layout_chrome(size)
        self.layout_board(self.board_rect)

    # --- what the screen may show ---------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def viewer(self):
        """Whose eyes the screen is drawn for (engine.viewer)."""
        return self.eyes.who()

    @property
    def view(self):
        """The observation of the current state for viewer(), worked out once per state."""
        return self.eyes.observation()

    def observe(self, state):
        return self.eyes.observe(state)

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

    def plan(self, actions):
        """A person's actions to play one after the other, each as soon as the show lets them (a
        walk tapped at its end); the rest is dropped as soon as one is not legal."""
        self.planned = list(actions)
        self.play_planned()

    def play_planned(self):
        while self.planned and self.human_to_act():
            action = self.planned.pop(0)
            if action not in self.legal() or not self.submit(action):
                self.planned = []

    def play(self, action):
        before = self.state
        self.batch_actor = self.match.actor()
        if self.match.is_human(self.batch_actor):
            self.strip.forget()          # the person has acted: what happened before is past
        events = self.match.play(action)
        self.after_play(events, before)

    def after_play(self, events, before):
        self.set_hint(None)
        self.autosave()
        self.on_events(events, self.observe(before), self.view)
        self.stage.hold_log(self.log_len, len(self.match.log))
        self.log_len = len(self.match.log)
        self.show.pump()
        self.app.dirty = True

    def update(self, dt):
        self.stage.update(dt)
        self.check_viewer()
        self.show.update(dt)
        self.prompter.update(self, dt)
        if self.computers.hint_done():
            hint = self.computers.hint_for(self.state)
            if hint is not None:
                self.set_hint(hint)
                line_note.hint(self, hint)
        if self.app.stack.top is not self:
            return
        if self.match.actor() == CHANCE:
            # Chance is played at once, even while the show still tells the move that led to it:
            # its events queue behind (a fight's dice after the attack). Chance nodes in a row
            # (dice falling one by one) make one batch, so the show gets the whole throw.
            before = self.state
            events = []       # the chance batch belongs to whoever's move led to it
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
            if self.planned:
                self.play_planned()
                return
            self.maybe_hand_over(who)
            if self.app.stack.top is self:      # the person now at the screen: a first-time tip
                self.maybe_tip()
            return
        if self.read_only:
            return      # the box that has this match open plays it
        action = self.computers.think(self.state, who, dt)
        if self.computers.error is not None and not self.bot_error_told:
            # Said once a match: the game goes on with a legal move, the details are logged.
            self.bot_error_told = True
            self.app.message(tr("box.bot_error", player=tr(self.seat_info(who)["name"])))
        if action is not None and action in self.rules.legal_actions(self.state):
            self.play(action)

    def maybe_hand_over(self, seat):
        """Between two people at one computer, hide a private decision behind a hand-over screen."""
        if self.eyes.hand_over(seat, self.secret_decision(self.state)):
            info = self.seat_info(seat)
            self.app.open("handover", info["name"], info.get("color"), info.get("icon"),
                          lambda: None)

    def animating(self):
        return (self.show.running() or self.computers.thinking() or bool(self.planned)
                or self.stage.moving())

    # --- commands -------------------------------------------------------------------------------
    def undo(self):
        if self.read_only or self.busy() and not self.show.speed:
            return
        self.show.finish_all()
        history.undo(self)

    def redo(self):
        self.show.finish_all()
        if self.match.can_redo() and not self.read_only:
            history.redo(self)

    def after_history_change(self):
        self.computers.forget()
        self.end_shown = False
        self.eyes.forget()
        self.set_hint(None)
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

    def to_my_turn(self):
        """The show tells everything at once until a person is to decide (or the game ends)."""
        self.stage.rush_until(lambda: self.human_to_act() or self.match.is_over()
                              or self.app.stack.top is not self)

    def ask_hint(self):
        if not self.human_to_act() or self.computers.hint_pending():
            return
        self.hint_enter.asked()
        self.computers.ask_hint(self.state, self.match.actor())

    def set_hint(self, action):
        self.hint = action
        self.hint_enter.came(action)
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
        self.check_viewer()
        # A press or a key ends the note about the last one; a turn of the wheel (buttons 4
        # and 5 to pygame) scrolls the log and is no answer to it.
        if event.type in (pygame.KEYDOWN, pygame.FINGERDOWN) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)):
            self.stage.input()
        if event.type == pygame.KEYDOWN:
            command = play_keys.command_for(self, event)
            if command is not None:
                command()
                return
        if self.chrome.handle(event):
            return
        if self.strip.handle(event):
            return
        if self.human_to_act():
            self.handle_board(event)

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
        self.check_viewer()         # never a frame for the new viewer with the last one's things
        surface.blit(self.backdrop_layer(), (0, 0))
        self.draw_board(surface)
        self.draw_chrome(surface)
        self.strip.draw(surface, self.banner_rect)
