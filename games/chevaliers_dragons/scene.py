"""Chevaliers et Dragons on screen: the board, the setup, two moves a turn and the combat show.

What is drawn lags behind the rules on purpose: `self.shown` holds the board as the children see it.
Each rule event becomes a *step*: a function run once the tweens of the step before are over, which
queues its own tweens and updates `shown`. Steps rather than one long timeline because the show may
stop half-way: with the count_first option the children must click a fight's total before the show
goes on, and nobody knows how long that takes. While steps are waiting or a question is open the
scene is busy(): input on the board, the computer players and the end screen all wait.

Who is asked the total (count_first): the totals of the sides played by people, and only those. Two
children at one computer are each asked their own pawn's total (the attacker's side first); a child
against the computer is asked its own total and watches the computer's being counted; a game between
two computers never stops. Each roll is asked again after "as many" (a re-roll), as the children
count the new dice.
"""
import random

import pygame

from engine import sound
from engine.i18n import tr
from engine.anim import shake_offset
from engine.play import PlayScene
from engine.ui import classroom, theme
from engine.ui.chrome import rects
from engine.ui.picker import Picker
from engine.ui.widgets import Button, Group
from games.chevaliers_dragons import view, words
from games.chevaliers_dragons.backdrop import Regions
from games.chevaliers_dragons.draw import Look, Table, button_look
from games.chevaliers_dragons.overlays import Calls, asked_banner
from games.chevaliers_dragons.pad import NumberButton
from games.chevaliers_dragons.show import Animations
from games.chevaliers_dragons.stage import FightStage
from games.chevaliers_dragons.rules import SETUP_ACTION_LIMIT

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."
class ChevaliersDragonsScene(PlayScene):
    """Input, the total asked and the engine's hooks; composed of parts: `anims` (the events'
    animations and the fight they keep, show.py), `table` (the board and panel drawn, from a
    Look, draw.py), `calls` (the words and calls over the board, overlays.py), `fight_stage`
    (the fight drawn, stage.py), the kit's picker and the words (pure functions, words.py)."""
    WORDS = words
    # The children look at the board and the side panel; the grown-ups' move log stays narrow.
    log_share = 0.14
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        self.anims = self.table = self.calls = self.regions = None
        self.pick = Picker(None, steps=lambda a: a[1:], cell_of=lambda v: v, show_sources=False)
        super().__init__(app, match)
        # The rule events' animations and the fight they keep: a part (show.py).
        self.anims = Animations(self.show, self.stage, app.settings, self.fx_rng,
                                asks=self.asks, changed=self.sync_pad)
        self.fight_stage = FightStage(self.show, self.layer)   # draws self.fight
        self._sfx_at = None
        self._legal = (None, [])
        self.build_buttons()
        # The Ready button's slow call and a dragged pawn move by themselves.
        self.stage.ambient(lambda: self.pick.dragging is not None or self.ready_call())
        self.reset_view()
        if self.view["phase"] == "setup" and not match.actions:
            seat = self.view["side"]
            self.anims.step(lambda: self.anims.turn_banner(seat))

    # --- the engine's hooks, answered by the words (pure functions, words.py) ------------------
    def prompt(self):
        return words.prompt(self.view, self.selected)

    def voice_prompt(self):
        st = self.view
        return words.voice_prompt(st, self.match.is_human(st["side"]), self.question is not None)

    def animation(self, kind):
        return getattr(self.anims, "anim_" + kind, None)

    # --- the show's part: the fight and the total asked ------------------------------------------
    @property
    def fight(self):
        return self.anims.fight if self.anims else None

    @property
    def question(self):
        return self.anims.question if self.anims else None

    def asks(self, seat):
        """The children playing `seat` are asked their fight's total (count_first)."""
        return self.view["count_first"] and self.match.is_human(seat)

    def answer(self, n):
        if self.question is None:
            return
        self.anims.answer(n)
        if self.question is None:
            self.app.dirty = True

    def busy(self):
        return super().busy() or self.question is not None

    def on_events(self, events, before, after):
        self.pick.reset()
        # A fight comes in two batches: the attack, then the dice that settle it.
        self.anims.fought = any(e["type"] in ("CombatStarted", "CombatRoll") for e in events)
        super().on_events(events, before, after)

    # --- the shown board -------------------------------------------------------------------------
    def reset_view(self):
        if self.anims:
            self.anims.reset()
        super().reset_view()
        self.pick.reset()
        if hasattr(self, "pad"):
            self.sync_pad()

    def resync(self, st):
        # The stage's shown copy, nothing hidden (the stage's "pawns" and "objectives" are the
        # squares whose piece a tween draws instead); the actor is who the screen says plays.
        super().resync(st)
        self.shown["actor"] = st["side"] if st["phase"] != "over" else None
        if self.anims:
            self.anims.lunge = None

    # --- buttons ---------------------------------------------------------------------------------
    def build_buttons(self):
        g = Group()
        self.ready_btn = g.add(Button(lambda: self.submit(["ready"]), icon="ui/tick",
                                      color=theme.BUTTON_GO, name="ready", key=pygame.K_RETURN))
        self.end_btn = g.add(Button(self.end_turn, icon="ui/tick", color=theme.BUTTON_GO,
                                    name="end", key=pygame.K_RETURN))
        self.random_btn = g.add(Button(lambda: self.submit(["random"]), icon="ui/random",
                                       name="random"))
        self.buttons = g
        pad = Group()
        for n in range(1, 9):
            pad.add(NumberButton(n, lambda n=n: self.answer(n)))
        self.pad = pad

    def end_turn(self):
        self.pick.reset()
        self.submit(["end"])

    def legal(self):
        """The legal actions now, worked out once per state (each action, undo or redo brings a
        new state object)."""
        st = self.state
        if self._legal[0] is not st:
            self._legal = (st, self.rules.legal_actions(st) if st["phase"] != "over" else [])
        return self._legal[1]

    def refresh_buttons(self):
        human = self.human_to_act()
        phase = self.view["phase"]
        self.ready_btn.visible = human and phase == "setup"
        self.random_btn.visible = human and phase == "setup" and ["random"] in self.legal()
        self.end_btn.visible = human and phase == "play"
        for b in self.buttons.buttons:
            b.selected = self.hint == [b.name] and human

    def sync_pad(self):
        q = self.question
        for b in self.pad.buttons:
            b.visible = q is not None
            b.wrong = q is not None and b.n in q["wrong"]
            b.enabled = not b.wrong

    # --- layout ----------------------------------------------------------------------------------
    def layout_board(self, rect):
        self.g = view.Geometry(rect, self.s, self.view["count_first"])
        g = self.g
        self.pick.board = g.squares
        self.table = Table(g, self.s, self.show, self.stage, self.layer, self.entry.info.DECOR)
        self.calls = Calls(g, self.s, self.stage)
        self.regions = Regions(g, (self.random_btn, self.ready_btn, self.end_btn),
                               self.table.name_areas(tuple(self.size)),
                               [self.bar, self.log_rect])
        self.ready_btn.rect = g.tick.copy()
        self.end_btn.rect = g.tick.copy()
        self.random_btn.rect = g.feet.copy()
        for b, r in zip(self.pad.buttons, g.pad_buttons):
            b.rect = r.copy()
            b.digit_px, b.digit_h, b.dot = g.number_px, g.pad_digit_h, g.pad_dot
        self.sync_pad()

    # --- drawing: the parts draw from one Look (draw.py) -----------------------------------------
    def look(self):
        q = self.question
        return Look(self.view, self.shown, self.human_to_act(), self.selected, self.pick.dragging,
                    self.fight, self.anims.lunge, q["seat"] if q else None)

    def backdrop_key(self):
        """What the backdrop shows, keyed by region on what each shows (backdrop.Regions: each
        square, the board, the panel's parts and buttons): a frame where none of it changed is
        one opaque blit of the cached layer plus what moves (slides, the turn banner, the fight
        on stage, the Ready button's call, a dragged piece, the marks of the picker), and a move
        draws again the squares it changed, not the whole board."""
        self.table.prewarm(self.view["version"])
        self.calls.prewarm()
        self.refresh_buttons()
        return self.regions.key(self.table, self.look(), button_look, self.viewer())

    def backdrop_rect(self):
        dirty = self.regions.dirty()
        return None if dirty is None else rects(dirty) + self.regions.shared

    def draw_static(self, surface):
        self.table.draw_static(surface)

    def draw_backdrop(self, surface):
        self.table.draw_rest(surface, self.look(), self.regions)
        if self.regions.seen(surface, "feet", "tick"):
            self.buttons.draw(surface)
            self.calls.draw_button_captions(surface, ((self.ready_btn, "ready"),
                                                      (self.end_btn, "end"),
                                                      (self.random_btn, "random")))
        self.regions.drawn_on(surface)

    def draw_board(self, surface):
        look = self.look()
        if look.fight is None:
            self.table.draw_moving_pieces(surface, look)
            self.draw_marks(surface)
            self.table.draw_movers(surface, look)
        if self.ready_call():
            self.calls.draw_ready_call(surface, self.ready_btn)
        if look.fight is not None:
            self.fight_stage.draw(surface, self.g, self.s, look.fight, self.question, self.pad,
                                  look.view["version"])
        for tw in self.show.active("banner"):
            self.calls.draw_turn_banner(surface, tw)
        if self.stage.band() is not None and look.fight is None:
            self.calls.draw_toast(surface)
        self.table.draw_drag(surface, look)

    def draw_marks(self, surface):
        """The chosen pawn, where it may go (when highlighting is on) and the hint: drawn by the
        kit's picker, the same way in every game."""
        if self.human_to_act():
            actions = self.picker_actions()
            self.pick.set_legal(actions)
            self.pick.draw(surface, show_targets=self.app.settings["highlight"])
            # the squares' names again, over the frames round the edge squares and the
            # hint's outline
            self.table.draw_square_names(surface)
            if classroom.recording():
                # what a child may press on the board: a pawn (or item) that can go, where the
                # chosen one can go; squares of one board touch, each a whole square wide
                cells = {a[1] for a in actions} | set(self.pick.target_cells())
                for sq in sorted(cells):
                    classroom.pressable(self.g.square_rect(sq), "square:%d" % sq)

    def draw_banner(self, surface):
        """The top bar names whose turn it is; while the children are asked, the side answering."""
        q = self.question
        if q is None:
            return super().draw_banner(surface)
        asked_banner(surface, self.banner_rect, self.s, self.seat_info(q["seat"]))

    def ready_call(self):
        st = self.view
        return (st["phase"] == "setup" and self.human_to_act() and
                st["setup_actions"][st["side"]] >= SETUP_ACTION_LIMIT)

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event):
        if self.question is not None and self.app.stack.top is self:
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_8:
                self.answer(event.key - pygame.K_0)
                return
            if event.type == pygame.KEYDOWN and pygame.K_KP1 <= event.key <= pygame.K_KP8:
                self.answer(event.key - pygame.K_KP1 + 1)
                return
            if self.pad.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.pick.prefix:
            self.pick.reset()
            return
        super().handle(event)

    @property
    def selected(self):
        """The square chosen so far (a pawn to move, an item to swap), or None."""
        return self.pick.prefix[0] if self.pick.prefix else None

    def picker_actions(self):
        """What the picker may build now: moves, or swaps picked in either order."""
        legal = self.legal()
        if self.view["phase"] != "setup":
            return [a for a in legal if a[0] == "move"]
        return [a for a in legal if a[0] == "swap"] + \
            [["swap", a[2], a[1]] for a in legal if a[0] == "swap"]

    def handle_board(self, event):
        self.refresh_buttons()
        if self.buttons.handle(event):
            return
        self.pick.set_legal(self.picker_actions())
        had = list(self.pick.prefix)
        consumed, action = self.pick.handle(event)
        if action is not None:
            if action[0] == "swap":
                action = ["swap", min(action[1:]), max(action[1:])]
            self.submit(action)
            self.pick.reset()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.pick.prefix:
            sq = self.g.square_at(event.pos)
            if sq is not None and sq not in had:
                self.refuse(sq, chosen=bool(had))   # a click that cannot do anything: say why

    def refuse(self, sq, chosen=False):
        """A click that cannot do anything: say why when it helps."""
        st = self.view
        if st["phase"] == "play":
            k = st["board"][sq]
            if k is not None and view.SIDE[k] == st["side"] and sq in st["moved"]:
                self.stage.note(tr(K + "prompt.move.already"))
                sound.play("error", 0.4)
                return
        if chosen:
            sound.play("error", 0.4)
        elif st["phase"] == "setup" and st["setup_actions"][st["side"]] >= SETUP_ACTION_LIMIT:
            self.stage.note(tr(K + "prompt.setup.limit"))

    def on_hint(self, action):
        self.hint = action
        self.pick.set_hint(action if isinstance(action, list) and len(action) == 3 else None)

    # --- frames ----------------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        for tw in self.show.timeline.tweens:
            if tw.tag == "wobble":
                b = self.pad.buttons[tw.data["n"] - 1]
                b.offset = shake_offset(tw.raw, self.s(12), cycles=3)
        if not self.find_wobble():
            for b in self.pad.buttons:
                b.offset = 0

    def find_wobble(self):
        return any(tw.tag == "wobble" for tw in self.show.timeline.tweens)


SCENE = ChevaliersDragonsScene
