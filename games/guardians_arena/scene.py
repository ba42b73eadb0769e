"""Guardians Arena on screen: input. Every action is made by clicking cards and places
(view_steps.py says which clicks make which action): a card of the hand, then where it goes or
what it aims at; a creature on an own stronghold to send it into the arena; a stronghold to raid
or deploy. What may be clicked next is lit. The panel on the right holds the buttons of the other
actions (the Guardian's influence and ability, a channeller's mode, Ready for a raid's
preparation, a card's own button), and apart from them at the bottom the one Pass button (named
for what passing means now: Stay out, Let it fall, ...). A card under the pointer (or held down)
is shown large, off the panel's buttons, but not the card just clicked (zoom.py). Esc or a right
click drops the clicks made so far.
"""
import pygame

from engine import sound
from engine.play import PlayScene
from engine.rules import SPECTATOR
from games.guardians_arena import draw_duel
from games.guardians_arena.buttons import Controls
from games.guardians_arena.cardface import rules_picture
from games.guardians_arena.draw import Look, Table, hand_zone
from games.guardians_arena.drag import Drag
from games.guardians_arena.hint import HintRings
from games.guardians_arena.keys import KeyCursor
from games.guardians_arena.show import GAShow
from games.guardians_arena.table_parts import TableParts, draw_lit_step, prewarm
from games.guardians_arena.view import Geometry
from games.guardians_arena.view_steps import Chooser, card_ids
from games.guardians_arena import words
from games.guardians_arena.words import duel_of
from games.guardians_arena.zoom import CardZoom



class GuardiansArenaScene(PlayScene):
    """Input, the clicks being built and the engine's hooks; composed of parts: `anims` (the
    events' animations, show.py), `table` (draw.py, made anew for each layout, drawing from a
    Look), `chooser` (view_steps.py: which clicks make which action), `drag` (a card dragged,
    drag.py), `keys` (the keyboard cursor, keys.py), `hint_rings` (the hinted action's places,
    hint.py) and the words (pure functions, words.py)."""
    WORDS = words
    log_share = 0.15
    LOOK_AT = words.LOOK_AT
    rules_picture = staticmethod(rules_picture)     # the rules pages' card faces

    def __init__(self, app, match):
        self.chooser = Chooser()
        self.drag = Drag(self.chooser)
        self.keys = KeyCursor()
        self.hint_rings = HintRings()     # not `hint`: the engine keeps the hinted action there
        self.hits = []
        self.pile_tips = []         # (rect, zone, count) of each pile drawn, for its hover label
        self.count_spots = []
        self.tip = None             # the pile under the pointer
        self.pointer = (-1, -1)     # where the pointer was last seen over the table
        self.lit = set()
        self.large = CardZoom()     # the card shown large, and the press that may show one
        self._chooser_for = None
        self.g = None
        self.table = None
        self.parts = TableParts()   # what the backdrop layer shows of the table, part by part
        super().__init__(app, match)
        self.anims = GAShow(self.show, self.stage, self.seat_info)
        self.controls = Controls(self.do_pass, self.press_action, self.cancel)
        self.reset_view()

    # --- the engine's hooks, answered by the parts: `anims` (the events' animations, show.py),
    # the words (pure functions, words.py); `table` (draw.py, made anew for each layout) draws.
    def animation(self, kind):
        return getattr(self.anims, "anim_" + kind, None)

    def prompt(self):
        if not self.may_act():
            return ""
        return words.prompt(self.view, bool(self.chooser.picked), {a[0] for a in self.legal()})

    def panel_words(self):
        return words.panel_words(self.view, self.chooser.picked_card()) if self.may_act() else ""

    def end_lines(self):
        return words.end_lines(self.view, self.seat_info)

    def end_reason(self):
        return words.end_reason(self.view, self.seat_info)

    def on_hint(self, action):
        self.hint_rings.show(action, self.match.actor())
        self.app.dirty = True

    # --- what is shown ------------------------------------------------------------------------
    def reset_view(self):
        super().reset_view()
        self.chooser.reset()
        self._chooser_for = None
        self.drag.drop()            # an undo in the middle of a drag drops the dragged card

    def resync(self, view):
        super().resync(view)
        self.shown_for = self.viewer()
        self.anims.forget()

    def follow_viewer(self):
        """The screen handed over to another person (or back to all of them): the table shown
        becomes what the new viewer may see, once no move is being told. Without this the
        person handed the screen saw the previous viewer's table: their own hand face down
        and out of reach, the other person's storage and pen face up."""
        if getattr(self, "shown_for", None) != self.viewer() and not self.show.busy():
            self.resync(self.view)

    def viewer_changed(self):
        """The large card, the pile under the pointer, the keyboard focus, a press that may
        become a zoom and the picks belong to the person who was at the screen: after a hand-over
        they would show that person's card to the next one until the mouse moves."""
        super().viewer_changed()
        # The places hit-tested were drawn for the last viewer: none until the next frame, so a
        # pointer that moves before it cannot pick that viewer's card up again.
        self.hits, self.pile_tips = [], []
        self.tip = self.keys.focus = None
        self.large.forget()
        self.chooser.reset()
        self._chooser_for = None
        self.drag.drop()
        self.parts.forget()         # the table is drawn again whole, with its places,
        self.touch()                # for the new viewer
        self.app.dirty = True

    def viewer_seat(self):
        v = self.viewer()
        return v if v in (0, 1) else None

    def near_seat(self):
        v = self.viewer_seat()
        return v if v is not None else 0

    def fight_on(self):
        """A duel, a raid's duel or a challenge on the table shown: the duel zone needs its room."""
        v = self.shown
        return bool(v and (duel_of(v) or v.get("challenge")))

    def layout_board(self, rect):
        self.g = self.anims.g = Geometry(rect, self.s, self.near_seat(), self.fight_on())
        self.table = Table(self.g, self.s, self.seat_info)
        prewarm(self.table)
        self.controls.place(self.g)
        self.touch()

    def sync_chooser(self):
        """The chooser follows the position: new legal actions drop the clicks made so far."""
        key = (self.state, self.may_act(), self.viewer())
        old = self._chooser_for
        if old is not None and old[0] is key[0] and old[1:] == key[1:]:
            return
        self._chooser_for = key
        who = self.match.actor()
        legal = self.legal() if self.may_act() else []
        self.chooser.set_legal(legal, who if who in (0, 1) else 0)
        if self.g is not None and self.g.near != self.near_seat():
            self.layout(self.size)

    def may_act(self):
        """A person acts from this screen: the one it was handed over to, or anyone for a
        decision that hides nothing (the legal actions are never worked out for a seat whose
        secrets the screen does not show)."""
        if not self.human_to_act():
            return False
        who, viewer = self.match.actor(), self.viewer()
        return viewer == who or (viewer == SPECTATOR and not self.rules.private(self.state))

    def card_choices(self):
        self.sync_chooser()
        return card_ids(self.chooser.actions)

    # --- buttons (the panel's: buttons.py) ----------------------------------------------------
    def refresh_buttons(self):
        self.sync_chooser()
        self.controls.refresh(self.may_act(), self.chooser)

    def press_action(self, k):
        name = self.controls.names.get(k)
        if name is None:
            return
        action, _ = self.chooser.click(("btn", name))
        if action is not None:
            self.submit(action)

    def do_pass(self):
        if self.chooser.passes:
            self.chooser.reset()
            self.submit(self.chooser.passes[0])

    def cancel(self):
        self.chooser.reset()

    def place_rect(self, place):
        """Where a place of the chooser is on the screen now: the Pass button ("pass"), a
        button of the panel, or a place of the table drawn; None when it is not shown."""
        if place == "pass" or place[0] == "btn":
            return self.controls.rect_of(place)
        return next((rect for rect, key, _ in reversed(self.hits) if key == place), None)

    # --- input --------------------------------------------------------------------------------
    def handle(self, event):
        # The large view answers at any time, even while the computer thinks.
        t = event.type
        if t == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.chooser.picked:
            self.chooser.reset()
            return
        if t == pygame.MOUSEMOTION:
            moved = self.drag.move(event.pos, bool(event.buttons[0]), self.s)
            if moved == "lifted":
                self.lift()
            if moved:
                self.app.dirty = True
                return
            self.hover(event.pos, getattr(event, "touch", False))
        elif t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.large.pressed(self.stage.time, self.hit_at(event.pos))
            if self.human_to_act() and not self.busy():
                self.drag.press(event.pos, self.hit_at(event.pos, keyed=True), self.may_act(),
                                self.lit)
        elif t == pygame.MOUSEBUTTONUP and event.button == 1:
            shown_by_press = self.large.released()
            if getattr(event, "touch", False):
                self.hover(event.pos, True)     # a tapped pile says its name
            ended, onto = self.drag.release(self.hit_at(event.pos, keyed=True), self.may_act())
            if ended:
                self.app.dirty = True
                if onto is not None:
                    self.click_place(onto)
                return
            if shown_by_press:
                return
        elif t == pygame.MOUSEBUTTONUP and event.button == 3:
            self.chooser.reset()
            return
        super().handle(event)

    def handle_board(self, event):
        self.refresh_buttons()
        if self.controls.handle(event):
            return
        t = event.type
        if t == pygame.KEYDOWN:
            if event.key == pygame.K_p and self.controls.pass_btn.visible:
                self.do_pass()
            else:
                self.key_pressed(event.key, event.mod)
            return
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self.hit_at(event.pos, keyed=True)
            if hit is not None:
                self.large.clicked(hit)
                self.click_place(hit[1], event.pos)

    def click_place(self, place, at=None):
        """A place clicked (or reached by drag or key). `at`: where, so that of two copies of a
        card in hand only the one pressed is shown picked."""
        ch = self.chooser
        if place[0] == "card":
            self.picked_at = at
        if ch.picked and ch.picked[-1] == place and len(ch.buttons()) == 1:
            # The card picked clicked again: its one button (Play it, Send it in, ...).
            place = ("btn", ch.buttons()[0])
        action, took = ch.click(place)
        if action is not None:
            self.submit(action)
        elif not took:
            sound.play("error", 0.4)
        else:
            sound.play("click", 0.4)

    def lift(self):
        """A drag lifts its card: picked as its click would pick it; a drag, not a long press,
        so no large view."""
        self.large.forget()
        place, at = self.drag.card["place"], self.drag.card["from"]
        if self.chooser.picked_card() != place[1]:
            self.chooser.reset()
            self.click_place(place, at)

    def key_pressed(self, key, mod):
        """A key of the table (keys.py): the cursor moved, the place under it clicked, or a
        button of the panel pressed (the n-th shown)."""
        what, arg = self.keys.press(key, mod, self.hits, self.lit, self.g.w) or (None, None)
        if what == "show":
            self.large.card = arg
            self.app.dirty = True
        elif what == "pick":
            self.large.card = None
            self.click_place(arg)
        elif what == "button":
            shown = self.controls.shown()
            if arg < len(shown):
                shown[arg].action()

    def pile_at(self, pos):
        return next(((r, z, n) for r, z, n in self.pile_tips if r.collidepoint(pos)), None)

    def hit_at(self, pos, keyed=False):
        for rect, key, cid in reversed(self.hits):
            if rect.collidepoint(pos) and (not keyed or key is not None):
                return rect, key, cid
        return None

    def hover(self, pos, touch=False):
        self.pointer = pos
        tip = self.pile_at(pos)
        if tip != self.tip:
            self.tip = tip
            self.app.dirty = True
        if touch:
            # A finger has no hover: a card shows large only on a long press, so a tap that
            # picks a card does not leave its large view over the table.
            return
        if self.large.hovered(self.hit_at(pos), pos):
            self.app.dirty = True

    # --- frames -------------------------------------------------------------------------------
    def update(self, dt):
        if self.large.held(self.stage.time + dt):
            self.app.dirty = True
        super().update(dt)

    def backdrop_key(self):
        """The table is drawn once into the engine's backdrop layer (a 4K table redrawn every frame
        took 14 ms), from `shown` and the Look alone: not the state (a new state that changes no
        picture drew the table again for nothing)."""
        if self.g is None:
            return None
        self.follow_viewer()
        if self.g.duel_on != self.fight_on():
            self.layout_board(self.board_rect)
        self.refresh_buttons()
        self.lit = set(self.chooser.next_places()) if self.may_act() else set()
        look = self.parts.look = self.look()    # it may lay the table out again (a new near seat)
        return (self.stage.version, self.table.serial, look.viewer_seat, frozenset(look.lit),
                look.highlight, look.picked, look.picked_at, look.hand_zone, look.winner_frame,
                look.round_told, look.counting, look.panel)

    def look(self):
        """How the table is drawn now, beside what it shows (draw.Look)."""
        return Look(viewer_seat=self.viewer_seat(), lit=self.lit,
                    highlight=self.app.settings["highlight"], picked=self.chooser.picked_card(),
                    picked_at=getattr(self, "picked_at", None),
                    hand_zone=hand_zone(self.shown, self.g.near, self.card_choices()),
                    winner_frame=self.anims.winner_frame, round_told=self.anims.round_told,
                    counting=bool(self.show.active("count")), panel=self.panel_words())

    def backdrop_rect(self):
        """Only the parts of the table whose picture changed are drawn again (table_parts.py)."""
        if self.g is None or self.parts.look is None:
            return None
        return self.parts.changed(self.table, self.shown, self.parts.look)

    def draw_static(self, surface):
        if self.g is not None:
            self.table.draw_felt(surface)

    def draw_backdrop(self, surface):
        if self.g is None:
            return
        # The places a click reaches are found while the table is drawn: kept with its layer.
        look = self.parts.look or self.look()
        places = self.parts.draw(surface, self.table, self.shown, look)
        self.hits, self.pile_tips = places.hits, places.pile_tips
        self.count_spots = places.count_spots   # where the totals count up at a round's end
        if self.tip is not None:
            # The pile under a still pointer, with its count of the table just drawn.
            self.tip = self.pile_at(self.pointer)

    def zoom_area(self):
        """The window between the top bar and the prompt line: the large card stays in it."""
        w, h = self.size
        top = self.bar.bottom
        return pygame.Rect(0, top, w, h - self.s(20) - self.prompt_h - top)

    def draw_board(self, surface):
        if self.g is None:
            return
        t = self.table
        t.begin(self.shown, t.look)     # a new layout's table may not have drawn its parts yet
        draw_lit_step(t, surface)       # the track's step lit (table_parts.py)
        self.controls.draw(surface)
        self.anims.draw_counting(surface, self.count_spots)
        self.anims.draw_tweens(surface)
        self.keys.draw(surface, self.s, self.hits, self.lit)
        if self.human_to_act():
            self.hint_rings.draw(surface, self.s, self.place_rect)
        self.drag.draw(surface)
        draw_duel.draw_notice(t, surface, self.stage.band())
        draw_duel.draw_pile_tip(t, surface, self.tip, self.zoom_area())
        draw_duel.draw_zoom(t, surface, self.large.card, self.zoom_area(),
                            [b.rect for b in self.controls.shown()])

SCENE = GuardiansArenaScene
