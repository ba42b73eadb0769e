"""ARENA on screen: input. On its turn a fighter picks a posture from five picture buttons (each
shows its walk, attack dice and defence dice as pictures; one whose exact walk has no path is
greyed); then the hexes it may step to light up and it walks hex by hex, or taps the end of a walk
and goes there on its own. A tap on an opponent next to it picks it as a target: the forecast
shows the exact chances of the blow, and a second tap (or the sword button) strikes. A tap on a
fighter's card shows where that fighter could strike on its next turn; on one's own card, every
opponent's reach at once.

A fighter on the ground gets up (the posture buttons then say in which posture) or strikes from
the ground; a disarmed fighter on its weapon's hex may pick it up (the sixth button, then a
posture). Keys for the grown-ups: 1-5 postures, arrows and Enter to step, A to strike the target,
E or Enter to end a walk.
"""
import random

import pygame

from engine import sound
from engine.i18n import tr
from engine.play import PlayScene
from engine.ui import classroom, theme
from engine.ui.picker import Picker
from engine.ui.widgets import Button, Group
from games.arena import board as B
from games.arena import backdrop, walks, words
from games.arena.buttons import FighterCard, PostureButton, posture_values
from games.arena.draw import Table
from games.arena.fighters import POSTURES
from games.arena.reach import Reach
from games.arena.rules import masters_verdict
from games.arena.show import ArenaShow
from games.arena.show_draw import Motion, shown_turn_seat
from games.arena.view import Geometry, P


def _steps(action):
    return [action[1]] if action[0] == "step" else [("other", str(action))]


def _cell_of(value):
    return value if isinstance(value, int) else None


class ArenaScene(PlayScene):
    """Input, the choices under way and the engine's hooks; composed of parts: `anims` (the
    events' animations and the dice being rolled, show.py), `table` and `motion` (the arena
    drawn and what moves on it, made for each layout), `reach` (whose reach is shown), the
    buttons (buttons.py) and the words (pure functions, words.py)."""
    WORDS = words
    log_share = 0.15
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)   # looks only: never touches the rules
        self.picker = Picker(None, steps=_steps, cell_of=_cell_of, show_sources=True)
        self.target = None       # the opponent picked for a blow (forecast shown)
        self.mode = None         # "pickup": the posture buttons take the weapon back
        self.reach = Reach()     # whose strike zone a tapped card shows
        self.preview = None      # the posture under the pointer: its walks' ends are shown
        self.hover_hex = None    # the hex under the pointer (a walk's end shows its path)
        self.table = self.motion = self.regions = None
        self._picker_for = None
        self._ends = self._hover_path = (None, None)
        super().__init__(app, match)
        self.anims = ArenaShow(self.show, self.stage, match)
        self.build_buttons()
        self.reset_view()

    # --- the engine's hooks, answered by the parts ----------------------------------------------
    def animation(self, kind):
        return getattr(self.anims, "anim_" + kind, None)

    def prompt(self):
        return words.prompt(self.view, self.target, self.mode)

    def resync(self, view):
        super().resync(view)
        self.anims.resync(view)
        if self.human_to_act():
            self.reach.passed_to(view["actor"])

    # --- what is shown --------------------------------------------------------------------------
    def reset_view(self):
        super().reset_view()
        self.target = None
        self.mode = None
        self.preview = None
        self.picker.reset()
        self._picker_for = None
        self.anims.reset(self.view)

    def shown_turn_seat(self):
        return shown_turn_seat(self.shown, self.anims.duel)

    def me(self):
        """The seat acting now, when it is a person's turn (None otherwise)."""
        return self.view["actor"] if self.human_to_act() else None

    def attackable(self):
        return [a[1] for a in self.legal() if a[0] == "attack"]

    # --- buttons --------------------------------------------------------------------------------
    def build_buttons(self):
        g = Group()
        self.posture_btns = {p: g.add(PostureButton(p, lambda p=p: self.pick_posture(p)))
                             for p in POSTURES}
        self.pickup_btn = g.add(Button(self.toggle_pickup, icon=P + "pickup", name="pickup",
                                       color=theme.PAPER))
        self.end_btn = g.add(Button(self.end_turn, icon="ui/tick", name="end-turn",
                                    color=theme.BUTTON_GO))
        self.strike_btn = g.add(Button(self.strike, icon=P + "icon-attack", name="strike",
                                       color=theme.BUTTON_DANGER))
        self.controls = g
        self.cards = Group()
        self.card_btns = [self.cards.add(FighterCard(i, lambda i=i: self.toggle_reach(i),
                                                     self.seat_info(i)["icon"], None))
                          for i in range(self.view["seats"])]

    def layout_board(self, rect):
        self.g = g = Geometry(rect, self.s, self.view["seats"])
        emblems = [b.emblem for b in self.card_btns]
        self.table, self.motion = Table(g, emblems), Motion(g, emblems)
        self.regions = backdrop.Regions(g)
        self.table.prewarm(len(emblems))
        self.motion.prewarm(len(emblems))
        self.picker.board = g.board
        for i, b in enumerate(self.card_btns):
            b.rect, b.s = g.cards[i].copy(), self.s
            b.prewarm()
        for k, p in enumerate(POSTURES):
            self.posture_btns[p].rect = g.slots[k].copy()
        self.pickup_btn.rect = g.slots[5].copy()
        self.end_btn.rect = g.slots[4].copy()
        self.strike_btn.rect = g.slots[5].copy()
        self.touch()

    def refresh_buttons(self):
        st = self.view
        me = self.me()
        now = self.shown_turn_seat()
        # To the last, the trophy on the card of the one the Masters would name if they
        # stopped the fight now (rules.masters_verdict), so nobody is surprised by their choice.
        favourite = (masters_verdict(self.shown) if self.shown.get("last")
                     and self.shown.get("taken") else None)
        for i, b in enumerate(self.card_btns):
            b.fighter, b.now, b.reach = self.shown["fighters"][i], now == i, self.reach.on_card(i)
            b.crowned = favourite == i
        for b in self.controls.buttons:
            b.visible = False
            b.selected = False
        if me is None:
            return
        legal = self.legal()
        if st["phase"] == "posture":
            f = st["fighters"][me]
            # The postures fill the column while there is nothing to say under them; a tapped
            # card's reach words take the forecast's place (they covered the unleashed posture).
            speaks = self.target is None and self.reach.words(self.shown, self.stage.version, me)
            slots = self.g.slots if f["ground"] or speaks else self.g.choice_slots
            for k, p in enumerate(POSTURES):
                self.posture_btns[p].rect = slots[k].copy()
            self.pickup_btn.rect = slots[5].copy()
            kind = "pickup" if self.mode == "pickup" else ("up" if f["ground"] else "posture")
            for p, b in self.posture_btns.items():
                b.visible = True
                b.kind = kind
                b.enabled = [kind, p] in legal
                b.vals = posture_values(st, p, kind)
            self.pickup_btn.visible = any(a[0] == "pickup" for a in legal)
            self.pickup_btn.selected = self.mode == "pickup"
            # On the ground a blow needs no posture: the sword takes the sixth slot (a fighter
            # on the ground cannot pick up its weapon, so the slot is free).
            self.strike_btn.visible = f["ground"] and bool(self.attackable())
            self.strike_btn.enabled = self.target is not None
        elif st["phase"] == "move":
            b = self.posture_btns[st["turn"]["posture"]]
            b.visible, b.enabled, b.selected, b.kind = True, False, True, "posture"
            b.vals = posture_values(st, b.posture, "posture")
            # The posture taken spans the first row (the second slot is free while walking): a
            # square slot of a small window cut its footprints, swords and shields.
            b.rect = self.g.slots[0].union(self.g.slots[1])
            self.strike_btn.rect = self.g.slots[5].copy()
            self.end_btn.visible = ["end"] in legal
            self.strike_btn.visible = bool(self.attackable())
            self.strike_btn.enabled = self.target is not None

    # --- acting ---------------------------------------------------------------------------------
    def pick_posture(self, posture):
        me = self.me()
        if me is None or self.view["phase"] != "posture":
            return
        f = self.view["fighters"][me]
        kind = "pickup" if self.mode == "pickup" else ("up" if f["ground"] else "posture")
        if self.submit([kind, posture]):
            self.mode = None
            self.preview = None
        else:
            self.stage.note(tr("arena.why.no_path"))

    def toggle_pickup(self):
        self.mode = None if self.mode == "pickup" else "pickup"

    def end_turn(self):
        self.target = None
        self.submit(["end"])

    def strike(self):
        if self.target is not None and self.submit(["attack", self.target]):
            self.target = None

    def tap_hex(self, h):
        """A tap on the arena: a step, the end of a walk, an opponent to strike, or a fighter's
        reach."""
        st = self.view
        me = st["actor"]
        legal = self.legal()
        at = {f["hex"]: i for i, f in enumerate(st["fighters"])}
        who = at.get(h)
        if who is not None and who != me and who in self.attackable():
            if self.target == who:
                self.strike()
            else:
                self.target = who
                sound.play("click", 0.5)
            return
        self.target = None
        if ["step", h] in legal:
            self.submit(["step", h])
            return
        path = self.walk_to(h)
        if path:
            self.plan([["step", x] for x in path])
            return
        if who is not None:
            self.toggle_reach(who)
            return
        why = words.why_not_there(st, h)
        if why:
            self.stage.note(why)
        sound.play("error", 0.4)

    def walk_to(self, h):
        return walks.path_to(self.view, h)

    def walk_ends(self):
        return walks.ends(self.view, self.me(), self.preview, self.mode)

    def shown_walk_ends(self):
        """walk_ends(), worked out once per position and choice (every walk of the posture)."""
        key = (id(self.state), self.preview, self.mode, self.human_to_act())
        if self._ends[0] != key:
            self._ends = (key, self.walk_ends())
        return self._ends[1]

    def hover_path(self, ends):
        """The walk a tap on the end under the pointer would make (a path search: once per
        position and hex, not once a frame), or None."""
        h = self.hover_hex
        if h not in ends or not self.human_to_act():
            return None
        key = (id(self.state), h)
        if self._hover_path[0] != key:
            self._hover_path = (key, self.walk_to(h))
        return self._hover_path[1]

    def toggle_reach(self, seat):
        """A fighter's card: where it could strike; a person's own card (the one playing now, or
        the only person at the computer): every opponent's reach, the dangers to that fighter."""
        mine = self.match.is_human(seat) and seat in (self.view["actor"], self.viewer())
        self.reach.toggle(seat, mine)
        self.touch()

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event):
        # The cards answer at any time, even while a computer fighter thinks.
        if self.cards.handle(event):
            return
        super().handle(event)

    def handle_board(self, event):
        self.sync_picker()
        self.refresh_buttons()
        if self.controls.handle(event):
            return
        t = event.type
        if t == pygame.MOUSEMOTION:
            # The end of a walk under the pointer: the path a tap there would walk is shown.
            self.hover_hex = self.g.hex_at(event.pos)
            self.preview = None
            for p, b in self.posture_btns.items():
                if b.visible and b.enabled and b.rect.collidepoint(event.pos):
                    self.preview = p
            return
        if t == pygame.KEYDOWN:
            self.key(event)
            return
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            h = self.g.hex_at(event.pos)
            if h is not None:
                self.tap_hex(h)

    def key(self, event):
        k = event.key
        st = self.view
        if pygame.K_1 <= k <= pygame.K_5 and st["phase"] == "posture":
            self.pick_posture(POSTURES[k - pygame.K_1])
        elif k == pygame.K_p and st["phase"] == "posture":
            self.toggle_pickup()
        elif k == pygame.K_a and self.target is not None:
            self.strike()
        elif k in (pygame.K_e, pygame.K_RETURN, pygame.K_KP_ENTER) and ["end"] in self.legal():
            self.end_turn()
        elif k == pygame.K_TAB and self.attackable():
            options = self.attackable()
            nxt = options[(options.index(self.target) + 1) % len(options)] \
                if self.target in options else options[0]
            self.target = nxt
        elif st["phase"] == "move":
            _, action = self.picker.handle(event)
            if action is not None:
                self.submit(action)

    def sync_picker(self):
        if self._picker_for is not self.state:
            self._picker_for = self.state
            self.picker.set_legal([a for a in self.legal() if a[0] == "step"])
            if self.target is not None and self.target not in self.attackable():
                self.target = None

    def on_hint(self, action):
        self.hint = action
        self.picker.set_hint(action if isinstance(action, list) and action
                             and action[0] == "step" else None)

    # --- drawing: the arena in the backdrop layer, what moves every frame ------------------------
    def backdrop_key(self):
        """The arena with the fighters standing still, the reach and walk marks, the cards and
        the buttons, keyed by region on what they show (backdrop.Regions): drawn into the
        engine's backdrop layer, and a frame is one opaque blit plus what moves (a fighter
        walking, falling or shaken, the pictures popping, the dice band, the news band)."""
        self.sync_picker()
        self.refresh_buttons()
        self.motion.update(self.show)
        return self.regions.key(self.backdrop_look())

    def backdrop_look(self):
        st, version, me = self.shown, self.stage.version, self.me()
        ends = self.shown_walk_ends()
        path = self.hover_path(ends)
        of = self.reach.of
        you = me if me is not None else self.viewer()
        return backdrop.Look(
            shown=st, viewer=self.viewer(), me=me, view=self.view, motion=self.motion,
            # A person's turn: the picker's steps, the targets and the hint follow the position.
            position=id(self.state) if me is not None else None,
            hidden_weapons=self.stage.hidden("weapon"), hint_action=repr(self.hint),
            reach_of=of, zone=self.reach.zone(st, version) if of is not None else None,
            words=self.reach.words(st, version, you) if self.target is None else None,
            ends=ends, path=path, start=self.view["fighters"][self.view["actor"]]["hex"]
            if path else None, moving=frozenset(self.motion.animated()),
            now=self.shown_turn_seat(), highlight=self.app.settings["highlight"],
            prefix=repr(self.picker.prefix), picker=self.picker,
            targets=self.attackable() if me is not None else (), target=self.target,
            hint=backdrop.hint_rect(self.hint, self.g, self.view, self.posture_btns,
                                    self.end_btn) if me is not None else None,
            cards=self.cards, controls=self.controls)

    def backdrop_rect(self):
        return self.regions.dirty()

    def draw_static(self, surface):
        self.table.draw_static(surface)

    def draw_backdrop(self, surface):
        backdrop.draw(surface, self.table, self.backdrop_look(), self.regions)
        self._drew = True

    def draw_board(self, surface):
        st = self.shown
        self.table.draw_fighters(surface, st, self.motion.animated(), self.shown_turn_seat(),
                                 self.motion)
        if self.human_to_act():
            self.picker.draw_cursor(surface)
            for h in range(B.NHEX):         # every hex takes a tap: a step, a target, a reach
                classroom.pressable(self.g.board.cell_rect(h), "hex:%d" % h)
        self.motion.draw_tweens(surface, self.show, st)
        self.motion.draw_duel(surface, self.anims.duel, st, self.show)
        self.table.draw_band(surface, self.stage.band())
        # A frame that drew nothing again (nor the log) paints a card ahead of its turn.
        n = len(self.log_entries())
        if not self.__dict__.get("_drew") and n == self.__dict__.get("_log_n"):
            backdrop.paint_ahead(self.card_btns, tuple(self.size), self.shown_turn_seat())
        self._drew, self._log_n = False, n


SCENE = ArenaScene
