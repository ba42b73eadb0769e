"""Dragons Arena on screen: input and what to tell the person. The show (show.py) turns rule
events into animations, the drawing (draw.py) reads only the observation of the seat at the screen
and `self.shown`, and the kit's picker builds eliminations, element powers and placements."""
import random

import pygame

from engine import sound
from engine.anim import Tween
from engine.i18n import tr
from engine.play import PlayScene
from engine.ui import classroom
from engine.ui.picker import Picker
from games.dragons_arena import regions, view, words
from games.dragons_arena.buttons import Controls
from games.dragons_arena.draw import Table
from games.dragons_arena.hand import Hand, visible_hands
from games.dragons_arena.look import Look
from games.dragons_arena.panels import Panels
from games.dragons_arena.regions import Regions
from games.dragons_arena.shake import Shaker
from games.dragons_arena.show import Animations

SHAKE_MIN = 250          # pixels of mouse travel before a press on the lid counts as a shake


def steps(action):
    """What a person picks, in order: a square then another (elimination, combustion), a square, a
    target and a destination (blizzard), or a die of the hand then a square (placement)."""
    if action[0] == "place":
        return [("hand", action[1]), action[2]]
    return action[1:]


def cell_of(value):
    return value if isinstance(value, int) else None


class DragonsArenaScene(PlayScene):
    """Input, the choice being built and the engine's hooks; composed of parts: `anims` (the
    events' animations, show.py), `table` and `panels` (the arena and the side panels drawn,
    made anew for each layout, from a Look), `controls` (the buttons), `hand` (the dice of the
    hand), `shaker` (a shake of the lid), the kit's picker and the words (pure functions)."""
    WORDS = words
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)  # looks only: never touches the rules
        self.shaker = Shaker()
        self.table = self.panels = self.regions = None
        super().__init__(app, match)
        # The rule events' animations: a part the engine's show hands every event to.
        self.anims = Animations(self.show, self.stage, app.settings, self.fx_rng)
        self.show.handler = self.anims
        self.hand = Hand(self.fx_rng)   # the dice of the hand: secret powers, placing
        self.element_mode = False
        self.picker = None          # square whose power is being changed (the six faces)
        # The dragons that may start a move are marked by this game (draw.mark_squares).
        self.pick = Picker(None, steps, cell_of, show_sources=False)
        self.build_buttons()
        # A shake in progress and a dragged die move by themselves (the force fields breathe
        # only while something else moves: an idle screen must not redraw).
        self.stage.ambient(lambda: self.shaker.held is not None or self.pick.dragging is not None)
        self.reset_view()

    # --- the engine's hooks, answered by the words (pure functions, words.py) ------------------
    def prompt(self):
        element = len(self.pick.prefix) if self.element_mode else None
        moves = self.duel_moves() if self.view["phase"] == "duel" else None
        return words.prompt(self.view, moves, self.hand.draft, self.selected, element, self.picker)

    def voice_prompt(self):
        who = self.match.actor()
        human = self.match.is_human(who)
        elim = human and self.view["phase"] == "duel" and bool(self.duel_moves()["elim"])
        return words.voice_prompt(self.view, who, human, elim)

    def end_lines(self):
        records = self.app.settings["records"].get("dragons-arena", {})
        return words.end_lines(self.view, records)

    # --- what is shown ----------------------------------------------------------------------------
    def reset_view(self):
        super().reset_view()
        self.shown["lid"] = 1.0 if self.view["phase"] == "shake" else 0.0
        self.forget_choice()
        self.hand.draft = None
        self.anims.count_totals = None
        self.shaker.stop()

    def forget_choice(self):
        self.pick.reset()
        self.hand.forget()
        self.picker = None
        self.element_mode = False

    @property
    def selected(self):
        """The die chosen so far: a square, or ("hand", i) while placing."""
        if self.hand.picked is not None:
            return self.hand.picked
        return self.pick.prefix[0] if self.pick.prefix else None

    def resync(self, view):
        self.anims.resync(view)

    def on_events(self, events, before, after):
        self.anims.starter_shown = False
        self.forget_choice()
        self.hand.draft = None      # powers played (the tick or Enter): the next starts afresh
        super().on_events(events, before, after)

    def viewer_changed(self):
        super().viewer_changed()
        self.hand.draft = None      # the powers being chosen are the last person's secret

    # --- buttons ----------------------------------------------------------------------------------
    def build_buttons(self):
        self.controls = Controls(self.press_shake, lambda: self.submit(["roll"]),
                                 self.confirm_powers, self.random_powers, self.toggle_element,
                                 lambda a: self.submit(["split", a, 7 - a]))

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
        self.controls.layout(self.g, self.s)
        self.controls.place(self.match.actor())
        c = self.controls
        self.table = Table(self.g, self.s, self.show, self.stage, self.layer, self.anims)
        self.panels = Panels(self.g, self.s, self.show, c.split_btns, c.element_btn, self.size[1])
        self.regions = Regions(self.g, self.s)

    # --- which buttons show, what the picker may build ------------------------------------------
    def refresh_buttons(self):
        v = self.view
        human = self.human_to_act()
        phase = v["phase"]
        legal = self.legal()
        if phase == "powers" and human and self.hand.draft is None:
            # The secret powers start from a legal set the person then changes.
            self.hand.draft = [3, 3, 3, 3, 4, 4, 4, 4] if v["placement"] == "big" else [4] * 8
        self.controls.place(self.match.actor())
        if not self.controls.refresh(phase, human, legal, self.hand.draft,
                                     self.shaker.held is not None,
                                     self.element_mode):
            self.element_mode = False
        self.controls.mark_hint(self.hint if human else None, self.hand.draft)
        if phase == "place":
            self.pick.set_legal(legal)
        elif self.element_mode:
            self.pick.set_legal([a for a in legal if a[0] in ("combust", "blizzard")])
        else:
            self.pick.set_legal([a for a in legal if a[0] == "elim"])

    # --- drawing: the parts draw from one Look (look.py) ------------------------------------------
    def look(self):
        human, drag, settings = self.human_to_act(), self.hand.drag, self.app.settings
        return Look(self.view, self.shown, human, self.match.actor(),
                    settings["highlight"] and human, settings["highlight"], self.selected,
                    self.picker, self.hand.draft, self.hint, self.mark_squares(),
                    self.power_turn_pictures(), visible_hands(self.view), self.hand.dragged(),
                    drag["pos"] if drag else None, self.pick.dragging, self.shaker.offset,
                    self.lid_still(), self.anims.count_totals, self.pick, self.board_rect)

    def backdrop_key(self):
        """What the backdrop shows, region by region (regions.py): a frame where none of it
        changed is one opaque blit of the cached layer plus what moves (tweens, the breathing
        force fields, the lid on its way, a dragged die, the banner)."""
        if not self.table.warm:
            self.panels.prewarm()
        self.table.prewarm(self.banner_rect.height)
        self.refresh_buttons()
        hidden = self.table.moving_squares()
        if self.pick.dragging is not None:
            hidden.add(self.pick.dragging[0])
        return self.regions.key(self.look(), self.viewer(), hidden,
                                self.controls.panel_buttons(), self.panels.rolling_seats())

    def backdrop_rect(self):
        return self.regions.dirty()

    def draw_static(self, surface):
        self.table.draw_static(surface)

    def draw_backdrop(self, surface):
        regions.draw(surface, self.look(), self.table, self.panels, self.controls, self.regions)

    def draw_board(self, surface):
        look = self.look()
        self.table.draw_moving(surface, look)
        self.panels.draw_hands_moving(surface, look)
        self.controls.shake_btn.draw(surface)
        self.table.draw_drag(surface, look.shown, look.dragging)
        if not self.table.draw_banner(surface) and classroom.recording():
            self.register_presses()

    def lid_still(self):
        """The lid lies closed and nothing will move it before a person shakes it: it is part of
        the backdrop (while the show plays, the rattle and the lift may come at any frame)."""
        return (self.shown["lid"] >= 1.0 and self.shaker.held is None and not self.show.busy()
                and not any(tw.tag == "wobble" for tw in self.show.timeline.tweens))

    # --- what a child may press now ------------------------------------------------------------
    def register_presses(self):
        """Tell engine/ui/classroom.py what a child may press now (the hand's dice and the six
        faces are told where they are drawn)."""
        if not self.human_to_act() or self.show.busy():
            return
        for b in self.controls.buttons:
            if b.visible and b.enabled:
                classroom.pressable(b.rect, b.name)
        if self.picker is not None or self.view["phase"] not in ("duel", "place"):
            return
        if self.view["phase"] == "place" and self.hand.picked is None:
            return
        for sq in set(self.pick.target_cells()) | set(self.mark_squares()):
            classroom.pressable(self.g.well_rect(sq), f"square:{sq}")

    def mark_squares(self):
        """{square: "act" or "turn"}: a person's dragons that may eliminate (or use their element
        power), and, when no elimination is possible, the dragons whose power may be turned."""
        if self.view["phase"] != "duel" or not self.human_to_act() or self.picker is not None \
                or self.pick.prefix or self.show.busy():
            return {}
        moves = self.duel_moves()
        if self.element_mode:
            return {a[1]: "act" for a in moves["combust"] + moves["blizzard"]}
        if moves["elim"]:
            return {a[1]: "act" for a in moves["elim"]}
        return {a[1]: "turn" for a in moves["power"]}

    def power_turn_pictures(self):
        """The seat whose power-change turn is told in pictures now (a person to act, no
        elimination possible, no element power chosen, the six faces not yet open), else None."""
        if self.view["phase"] != "duel" or not self.human_to_act() or self.element_mode or \
                self.picker is not None or self.show.busy():
            return None
        moves = self.duel_moves()
        if moves["elim"] or not moves["power"]:
            return None
        return self.match.actor()

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
        if self.controls.handle(event):
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
        distance = self.shaker.handle(event, self.g.arena)
        if distance is not None and distance >= SHAKE_MIN:
            self.anims.shake_strength = distance
            self.submit(["shake"])
        elif distance is not None:      # a tap, or a shake too small: the lid wobbles, and why
            self.show.timeline.add(Tween(0.4, tag="wobble", blocking=False))
            self.stage.note(tr(words.K + "why.shake_more"))

    def handle_powers(self, event):
        self.hand.turn(event, self.g, self.match.actor())

    def confirm_powers(self):
        if self.hand.draft is not None and self.submit(["powers", sorted(self.hand.draft)]):
            self.hand.draft = None

    def random_powers(self):
        self.hand.at_random(self.legal())

    def handle_place(self, event):
        seat = self.match.actor()
        hand = list(visible_hands(self.view)[seat] or [])
        self.finish(self.hand.place(event, self.g, seat, hand, self.pick))

    def finish(self, action):
        if action is not None and self.submit(action):
            self.forget_choice()
        elif action is not None:
            self.pick.reset()

    def refused_victim(self, event, elims):
        """A tap, a drop or Enter on an enemy dragon the chosen one may not eliminate: the note
        says why (the choice vanished without a word). A tap or Enter keeps the choice (True:
        the event is used); a dropped dragon goes home, as the picker does."""
        t = event.type
        if self.element_mode or len(self.pick.prefix) != 1 or not elims or \
                getattr(event, "button", 1) != 1:
            return False
        if t == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            sq = self.pick.cursor
        elif t == pygame.MOUSEBUTTONDOWN or t == pygame.MOUSEBUTTONUP and self.pick.dragging:
            sq = self.g.square_at(event.pos)
        else:
            return False
        why = sq is not None and words.why_not_victim(self.view, self.pick.prefix[0], sq, elims)
        if why:
            sound.play("error", 0.5)
            self.stage.note(why)
        return bool(why) and t != pygame.MOUSEBUTTONUP

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
        if self.refused_victim(event, moves["elim"]):
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
        if isinstance(action, list) and action[0] == "powers" and self.human_to_act():
            # The idea's powers turned in the hand, ready for the tick: words alone told a child
            # nothing, and the secret stays on the screen of the person who asked.
            self.hand.draft = list(action[1])
        self.pick.set_hint(action if isinstance(action, list) and action[0] != "power" else None)

SCENE = DragonsArenaScene
