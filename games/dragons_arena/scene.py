"""Dragons Arena on screen: input and what to tell the person. The show (show.py) turns rule
events into animations, the drawing (draw.py) reads only the observation of the seat at the screen
and `self.shown`, and the kit's picker builds eliminations, element powers and placements."""
import math
import random

import pygame

from engine import sound
from engine.anim import Tween
from engine.play import PlayScene
from engine.ui import theme
from engine.ui.picker import Picker
from engine.ui.widgets import Button, Group
from games.dragons_arena import view, words
from games.dragons_arena.draw import DragonsDraw
from games.dragons_arena.panels import DragonsPanels
from games.dragons_arena.show import Animations
from games.dragons_arena.view import FIRE, ICE

SHAKE_MIN = 250          # pixels of mouse travel before a press on the lid counts as a shake


def steps(action):
    """What a person picks, in order: a square then another (elimination, combustion), a square, a
    target and a destination (blizzard), or a die of the hand then a square (placement)."""
    if action[0] == "place":
        return [("hand", action[1]), action[2]]
    return action[1:]


def cell_of(value):
    return value if isinstance(value, int) else None


class DragonsArenaScene(DragonsPanels, DragonsDraw, PlayScene):
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        self.shaking = None
        super().__init__(app, match)
        # The rule events' animations: a part the engine's show hands every event to.
        self.anims = Animations(self.show, self.stage, app.settings, self.fx_rng)
        self.show.handler = self.anims
        self.hand_pick = None       # ("hand", index) chosen in the placing phase
        self.element_mode = False
        self.picker = None          # square whose power is being changed (the six faces)
        self.drag = None            # a die of the hand being dragged
        self.shaking = None
        self.draft = None           # the powers being chosen in secret (big / free)
        # The dragons that may start a move are marked by this game (draw.mark_squares).
        self.pick = Picker(None, steps, cell_of, show_sources=False)
        self.build_buttons()
        # A shake in progress and a dragged die move by themselves (the force fields breathe
        # only while something else moves: an idle screen must not redraw).
        self.stage.ambient(lambda: bool(self.shaking) or self.pick.dragging is not None)
        self.reset_view()

    # --- the engine's hooks, answered by the words (pure functions, words.py) ------------------
    def prompt(self):
        element = len(self.pick.prefix) if self.element_mode else None
        moves = self.duel_moves() if self.view["phase"] == "duel" else None
        return words.prompt(self.view, moves, self.draft, self.selected, element, self.picker)

    def voice_prompt(self):
        who = self.match.actor()
        human = self.match.is_human(who)
        elim = human and self.view["phase"] == "duel" and bool(self.duel_moves()["elim"])
        return words.voice_prompt(self.view, who, human, elim)

    def end_lines(self):
        records = self.app.settings["records"].get("dragons-arena", {})
        return words.end_lines(self.view, records)

    def end_reason(self):
        return words.end_reason(self.view)

    def end_pictures(self, seat):
        return words.end_pictures(self.view, seat)

    # --- what is shown ----------------------------------------------------------------------------
    def reset_view(self):
        super().reset_view()
        self.shown["lid"] = 1.0 if self.view["phase"] == "shake" else 0.0
        self.forget_choice()
        self.draft = None
        self.anims.count_totals = None
        if getattr(self, "shaking", None):
            sound.stop(self.shaking.get("channel"))
        self.shaking = None

    def forget_choice(self):
        self.pick.reset()
        self.hand_pick = self.picker = self.drag = None
        self.element_mode = False

    @property
    def selected(self):
        """The die chosen so far: a square, or ("hand", i) while placing."""
        if self.hand_pick is not None:
            return self.hand_pick
        return self.pick.prefix[0] if self.pick.prefix else None

    def visible_hands(self):
        """Each species' dice as the viewer may see them: its own secret powers once chosen."""
        v = self.view
        hands = list(v["hands"])
        box = v.get("secret")
        if box is not None:
            for seat in (FIRE, ICE):
                mine = box["values"].get(str(seat))
                if mine is not None:
                    hands[seat] = mine
        return hands

    def resync(self, view):
        self.anims.resync(view)

    def shown_actor(self):
        # The top bar agrees with the start banner from its first frame: the side that begins, not
        # the one who shook or rolled (the rules have moved on to the starter already).
        seat = self.anims.starter()
        return seat if seat is not None else super().shown_actor()

    def on_events(self, events, before, after):
        self.anims.starter_shown = False
        self.forget_choice()
        super().on_events(events, before, after)

    # --- buttons ----------------------------------------------------------------------------------
    def build_buttons(self):
        g = Group()
        self.shake_btn = g.add(Button(self.press_shake, icon="ui/dice",
                                      label="dragons-arena.ui.shake", color=theme.BUTTON_GO,
                                      name="shake"))
        self.roll_btn = g.add(Button(lambda: self.submit(["roll"]), icon="ui/dice",
                                     label="dragons-arena.ui.roll", color=theme.BUTTON_GO,
                                     name="roll"))
        self.confirm_btn = g.add(Button(self.confirm_powers, icon="ui/tick",
                                        color=theme.BUTTON_GO, name="confirm"))
        self.random_btn = g.add(Button(self.random_powers, icon="ui/random", name="random-powers"))
        # The flame or the snowflake is the child's cue; the power's name beside it is for readers
        # (too long to stand 42 px tall in a panel's width).
        self.element_btn = g.add(Button(self.toggle_element, name="element", adult=True))
        self.split_btns = [g.add(Button(lambda a=a: self.submit(["split", a, 7 - a]),
                                        name=f"split:{a}", color=theme.PAPER)) for a in (1, 2, 3)]
        self.buttons = g

    def press_shake(self):
        if self.human_to_act() and self.view["phase"] == "shake":
            self.anims.shake_strength = 900
            self.submit(["shake"])

    def toggle_element(self):
        mode = not self.element_mode
        self.forget_choice()
        self.element_mode = mode

    def legal(self):
        """The person's legal actions now ([] when no person is to act), worked out once per
        position: drawing a frame asks several times."""
        key = (self.state, self.human_to_act())
        if getattr(self, "_legal_key", None) is None or self._legal_key[0] is not key[0] or \
                self._legal_key[1] != key[1]:
            self._legal_key = key
            self._legal = self.rules.legal_actions(self.state) if key[1] else []
        return self._legal

    # --- layout -----------------------------------------------------------------------------------
    def layout_board(self, rect):
        self.g = view.Geometry(rect, self.s)
        self.pick.board = self.g.squares
        self._warm = True
        g, s = self.g, self.s
        self.shake_btn.rect = pygame.Rect(0, 0, min(g.arena.width - s(80), s(560)),
                                          s(theme.BUTTON_BIG))
        self.shake_btn.rect.midbottom = (g.arena.centerx, g.arena.bottom - s(30))
        self.panel_button_rect = lambda seat: pygame.Rect(
            g.panels[seat].x + s(10), g.panels[seat].bottom - g.button_h - s(10),
            g.panels[seat].width - s(20), g.button_h)
        self.relayout_panel_buttons()

    def relayout_panel_buttons(self):
        """Put the acting species' buttons into its panel."""
        g, s = self.g, self.s
        who = self.match.actor()
        seat = who if who in (FIRE, ICE) else FIRE
        r = self.panel_button_rect(seat)
        self.roll_btn.rect = r.copy()
        self.element_btn.rect = r.copy()
        # The tick (with the total) and the dice of "at random": both a child's size, apart.
        small = max(r.height, s(theme.CHILD_TARGET))
        gap = g.press_gap
        self.confirm_btn.rect = pygame.Rect(r.x, r.y, r.width - small - gap, r.height)
        self.random_btn.rect = pygame.Rect(r.right - small, r.y, small, r.height)
        for b, rect in zip(self.split_btns, g.split_rects(seat)):
            b.rect = rect

    # --- which buttons show, what the picker may build ------------------------------------------
    def refresh_buttons(self):
        v = self.view
        human = self.human_to_act()
        phase = v["phase"]
        legal = self.legal()
        if phase == "powers" and human and self.draft is None:
            # The secret powers start from a legal set the person then changes.
            self.draft = [3, 3, 3, 3, 4, 4, 4, 4] if v["placement"] == "big" else [4] * 8
        self.relayout_panel_buttons()
        self.shake_btn.visible = human and phase == "shake" and not self.shaking
        self.roll_btn.visible = human and phase == "roll"
        choosing = human and phase == "powers"
        self.confirm_btn.visible = self.random_btn.visible = choosing
        if choosing:
            self.confirm_btn.enabled = ["powers", sorted(self.draft)] in legal
            total = sum(self.draft)
            # The total alone keeps a child's 42 px in the narrow button; the prompt line says
            # "total 27 of 28", and the tick lights only at 28.
            self.confirm_btn.label = str(total)
            self.confirm_btn.raw = True
        kinds = {a[0] for a in legal}
        el = kinds & {"combust", "blizzard"}
        self.element_btn.visible = human and phase == "duel" and bool(el)
        if el:
            fire = "combust" in el
            self.element_btn.icon = "dragons-arena/combustion" if fire else "dragons-arena/blizzard"
            self.element_btn.label = ("dragons-arena.ui.combustion" if fire
                                      else "dragons-arena.ui.blizzard")
            self.element_btn.selected = self.element_mode
        elif self.element_mode:
            self.element_mode = False
        for b, a in zip(self.split_btns, (1, 2, 3)):
            b.visible = human and phase == "split" and ["split", a, 7 - a] in legal
        if phase == "place":
            self.pick.set_legal(legal)
        elif self.element_mode:
            self.pick.set_legal([a for a in legal if a[0] in ("combust", "blizzard")])
        else:
            self.pick.set_legal([a for a in legal if a[0] == "elim"])

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event):
        # A click during a long show skips it (for impatient grown-ups), never the final count.
        if self.show.busy() and event.type == pygame.MOUSEBUTTONDOWN and \
                self.board_rect.collidepoint(event.pos) and self.app.stack.top is self:
            self.show.skip()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                (self.picker is not None or self.selected is not None or self.element_mode):
            self.forget_choice()
            return
        super().handle(event)

    def handle_board(self, event):
        self.refresh_buttons()
        if self.buttons.handle(event):
            return
        phase = self.view["phase"]
        if phase == "shake":
            self.handle_shake(event)
        elif phase == "powers":
            self.handle_powers(event)
        elif phase == "place":
            self.handle_place(event)
        elif phase == "duel":
            self.handle_duel(event)

    def handle_shake(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.g.arena.collidepoint(event.pos):
            self.shaking = {"distance": 0.0, "last": event.pos, "offset": 0,
                            "channel": sound.play("rattle", loops=-1)}
        elif event.type == pygame.MOUSEMOTION and self.shaking:
            last = self.shaking["last"]
            dx, dy = event.pos[0] - last[0], event.pos[1] - last[1]
            self.shaking["distance"] += math.hypot(dx, dy)
            self.shaking["offset"] = max(-40, min(40, self.shaking["offset"] + dx))
            self.shaking["last"] = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and self.shaking:
            shake, self.shaking = self.shaking, None
            sound.stop(shake.get("channel"))
            if shake["distance"] >= SHAKE_MIN:
                self.anims.shake_strength = shake["distance"]
                self.submit(["shake"])
            else:
                self.show.timeline.add(Tween(0.4, tag="wobble", blocking=False))

    def handle_powers(self, event):
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self.draft is None:
            return
        i = self.g.hand_at(self.match.actor(), event.pos, 8)
        if i is not None:
            self.draft[i] = self.draft[i] % 6 + 1
            sound.play("roll", 0.4)

    def confirm_powers(self):
        if self.draft is not None and self.submit(["powers", sorted(self.draft)]):
            self.draft = None

    def random_powers(self):
        options = [a for a in self.legal() if a[0] == "powers"]
        if options:
            pick = list(self.fx_rng.choice(options)[1])
            self.fx_rng.shuffle(pick)
            self.draft = pick
            sound.play("roll", 0.6)

    def hand_values(self, seat):
        return list(self.visible_hands()[seat] or [])

    def handle_place(self, event):
        """A die of the hand (click or drag) onto a free square: the hand is this game's own, the
        square is picked through the kit's picker."""
        seat = self.match.actor()
        hand = self.hand_values(seat)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.g.hand_at(seat, event.pos, len(hand))
            if i is not None:
                self.pick.reset()
                self.pick.choose(("hand", hand[i]))
                self.hand_pick = ("hand", i)
                self.drag = {"from": ("hand", i), "pos": event.pos, "moved": False}
                return
        if event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            self.drag["moved"] = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            sq = self.g.square_at(event.pos)
            if drag["moved"] and sq is not None:
                self.finish(self.pick.choose(sq))
            return
        if self.hand_pick is not None:
            _consumed, action = self.pick.handle(event)
            self.finish(action)

    def finish(self, action):
        if action is not None and self.submit(action):
            self.forget_choice()
        elif action is not None:
            self.pick.reset()

    def duel_moves(self):
        legal = self.legal()
        return {k: [a for a in legal if a[0] == k] for k in ("elim", "power", "combust", "blizzard")}

    def handle_duel(self, event):
        moves = self.duel_moves()
        if self.picker is not None:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                v = self.picker_face_at(event.pos)
                if v is not None:
                    self.submit(["power", self.picker, v])
                    self.picker = None
                return
            if event.type == pygame.MOUSEBUTTONDOWN and self.picker_face_at(event.pos) is None:
                self.picker = None
            else:
                return
        _consumed, action = self.pick.handle(event)
        if action is None and self.element_mode:
            # A blizzard with a single destination (the target falls, or no free square) needs
            # no third click.
            left = self.pick.matches()
            if len(self.pick.prefix) >= 2 and len(left) == 1:
                action = left[0]
        if action is not None:
            if not self.submit(action):
                sound.play("error", 0.5)
            self.pick.reset()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.pick.prefix \
                and not self.element_mode and not moves["elim"]:
            sq = self.g.square_at(event.pos)
            if sq is not None and any(a[1] == sq for a in moves["power"]):
                self.picker = sq

    # --- the power picker: six faces around the die -------------------------------------------------
    def picker_faces(self):
        if self.picker is None:
            return []
        return self.g.picker_rects(self.picker, self.board_rect)

    def picker_face_at(self, pos):
        cur = self.view["power"][self.picker] if self.picker is not None else None
        for v, rect in self.picker_faces():
            if rect.collidepoint(pos) and v != cur:
                return v
        return None

    def on_hint(self, action):
        self.hint = action
        self.pick.set_hint(action if isinstance(action, list) and action[0] != "power" else None)

SCENE = DragonsArenaScene
