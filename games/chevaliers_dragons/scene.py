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
from engine.ui.picker import Picker
from engine.ui.widgets import Button, Group
from games.chevaliers_dragons import ink, view, words
from games.chevaliers_dragons.draw import CDDraw
from games.chevaliers_dragons.overlays import CDOverlays
from games.chevaliers_dragons.show import Animations
from games.chevaliers_dragons.stage import FightStage
from games.chevaliers_dragons.rules import SETUP_ACTION_LIMIT

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."
# A number already tried: greyed (its ink 8.1:1 on it, still readable) and crossed out.
WRONG_FILL, WRONG_INK = (214, 209, 199), (56, 52, 48)


class NumberButton(Button):
    """A big number for the children's answer: the digit (>= 96 px drawn at 1920x1080) and, under
    it, as many dots in two rows of up to four, inside the border with a margin. Sizes come from
    the layout (view.Geometry._pad)."""

    def __init__(self, n, action):
        super().__init__(action, label=str(n), raw=True, name=f"number:{n}", color=theme.PAPER,
                         text_color=theme.INK)
        self.n = n
        self.wrong = False
        self.offset = 0
        self.digit_px, self.digit_h, self.dot = 40, 50, 6

    def edge(self):
        return max(3, self.rect.height // 40)

    def places(self, r=None):
        """(centre of the digit's ink, centres of the dots) inside the button's rect r."""
        r = self.rect if r is None else r
        top = r.y + self.edge() + max(2, r.height // 40)
        d = self.dot
        step = int(d * 2.5)
        dots = []
        for i in range(self.n):
            row, col = divmod(i, 4)
            in_row = min(4, self.n - row * 4)
            x = r.centerx + int((col - (in_row - 1) / 2) * step)
            y = top + self.digit_h + d + max(2, d // 2) + row * (2 * d + int(d * 0.9))
            dots.append((x, y))
        return (r.centerx, top + self.digit_h // 2), dots

    def draw(self, surface):
        if not self.visible:
            return
        r = self.rect.move(int(self.offset), 0)
        classroom.pressable(self.rect, self.name)
        radius = max(8, min(r.width, r.height) // 6)
        edge = self.edge()
        pygame.draw.rect(surface, (0, 0, 0), r.move(4, 6), border_radius=radius)
        fill = WRONG_FILL if self.wrong else (theme.WHITE if self.hover else theme.PAPER)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, theme.INK, r, edge, border_radius=radius)
        ink_c = WRONG_INK if self.wrong else theme.INK
        digit, dots = self.places(r)
        ink.draw(surface, str(self.n), self.digit_px, ink_c, self.name, bg=fill, number=True,
                 center=digit)
        if self.wrong:
            # a wrong answer is crossed out too, not only greyed
            m = r.width // 5
            pygame.draw.line(surface, WRONG_INK, (r.x + m, r.bottom - m), (r.right - m, r.y + m),
                             max(3, edge * 2))
        # the quantity as dots, in two rows of up to four
        for c in dots:
            pygame.draw.circle(surface, ink_c, c, self.dot)


class ChevaliersDragonsScene(CDOverlays, CDDraw, PlayScene):
    # The children look at the board and the side panel; the grown-ups' move log stays narrow.
    log_share = 0.14
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        self.anims = None
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

    def end_lines(self):
        return words.end_lines(self.view)

    def end_reason(self):
        return words.end_reason(self.view)

    def end_pictures(self, seat):
        return words.end_pictures(self.view, seat)

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
        self._warm = True
        self.ready_btn.rect = g.tick.copy()
        self.end_btn.rect = g.tick.copy()
        self.random_btn.rect = g.feet.copy()
        for b, r in zip(self.pad.buttons, g.pad_buttons):
            b.rect = r.copy()
            b.digit_px, b.digit_h, b.dot = g.number_px, g.pad_digit_h, g.pad_dot
        self.sync_pad()

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
