"""Les Dragons 100 Flammes on screen: input. Eggs are placed with the kit's picker (a click on a
free inner square); a tile is picked from the tray (click or drag), turned (mouse wheel, right
click, R, the turn button, or a second click on it) and put down where its ghost shows it may lie;
a summoned dragon is placed the same way, with flip (F or a button) and a button that walks
through its legal places, since it must land.

The ghost follows the pointer (or the arrow keys' cursor, or the place the "next place" button
chose) and says before anything is let go whether the place is legal, which eggs it would crush
and which it would hatch; an illegal place shows why, in a picture.
"""
import random

import pygame

from engine import sound
from engine.play import PlayScene
from engine.i18n import tr
from engine.ui import classroom, theme
from engine.ui.picker import Picker
from engine.ui.widgets import Button, Group
from games.dragon_inferno import rules as DR
from games.dragon_inferno import words
from games.dragon_inferno.aim import cell_of, flipped, landing, steps, turned
from games.dragon_inferno.draw import Table, score_of
from games.dragon_inferno.regions import Regions
from games.dragon_inferno.pieces import TILE_NAMES
from games.dragon_inferno.show import DIShow
from games.dragon_inferno.tray import TileButton
from games.dragon_inferno.view import LIGHT, DARK, Geometry, P


class DragonInfernoScene(PlayScene):
    """Input, the piece in hand and the engine's hooks; composed of parts: `anims` (the events'
    animations, engine.show), `table` (the board drawn, made anew for each layout), the trays'
    buttons (tray.py) and the words (pure functions, words.py)."""
    WORDS = words

    @property
    def log_share(self):
        """The move log takes what the board's squares leave, no more: they are what a child
        presses. At 12 % a move took six lines at 1920x1080; 14.5 % of a 16:9 window leaves the
        squares their size (at 15 % those of 1600x900 shrink), but not of a 16:10 one."""
        w, h = self.size
        return 0.145 if w >= 1.7 * h else 0.12
    LOOK_AT = words.LOOK_AT

    def __init__(self, app, match):
        self.fx_rng = random.Random(match.seed)   # looks only: never touches the rules
        self.table = None
        self.picker = Picker(None, steps=steps, cell_of=cell_of, show_sources=False)
        self.held = None        # {"kind": "tile"|"dragon", "name": letter, "orient": k}
        self.aim = None         # the square the ghost's pivot sits on (None: no ghost)
        self.dragging = False   # a tile being dragged from the tray
        self.pointer = (0, 0)
        self._picker_for = None
        super().__init__(app, match)
        self.anims = DIShow(self.show, self.stage)
        self.build_buttons()
        self.reset_view()

    # --- the engine's hooks, answered by the parts ----------------------------------------------
    def animation(self, kind):
        return getattr(self.anims, "anim_" + kind, None)

    def prompt(self):
        return words.prompt(self.view, self.held)

    # --- what is shown ------------------------------------------------------------------------------
    def reset_view(self):
        super().reset_view()
        self.held = None
        self.aim = None
        self.dragging = False
        self.picker.reset()
        self._picker_for = None
        self.sync_if_moved()
        self.anims.counting = None

    def shown_actor(self):
        # During the final count nobody is to play: no "is thinking" over the result.
        if self.anims.counting is not None or self.view["phase"] == "over":
            return None
        return super().shown_actor()

    def turn_seat(self):
        st = self.view
        return st["side"] if st["phase"] in ("eggs", "tiles", "dragon") else None

    def held_tile(self):
        return self.held["name"] if self.held and self.held["kind"] == "tile" else None

    # --- buttons ------------------------------------------------------------------------------------
    def build_buttons(self):
        self.tray = Group()
        self.tiles = {}
        for seat in (LIGHT, DARK):
            for name in TILE_NAMES:
                self.tiles[(seat, name)] = self.tray.add(TileButton(seat, name))
        c = Group()
        self.rotate_btn = c.add(Button(self.rotate, icon=P + "rotate", name="rotate"))
        self.flip_btn = c.add(Button(self.flip, icon=P + "flip", name="flip"))
        self.cycle_btn = c.add(Button(self.cycle, icon=P + "cycle", name="cycle"))
        self.place_btn = c.add(Button(self.place_aimed, icon="ui/tick", color=theme.BUTTON_GO,
                                      name="place"))
        self.controls = c

    def layout_board(self, rect):
        self.g = g = Geometry(rect, self.s)
        self.table = Table(g)
        self.regions = Regions(g, [self.bar, self.log_rect])
        self.picker.board = g.board
        for seat in (LIGHT, DARK):
            for k, name in enumerate(TILE_NAMES):
                self.tiles[(seat, name)].rect = g.slot_of(seat, k).copy()
        self.touch()

    def refresh_buttons(self):
        st = self.view
        human = self.human_to_act()
        seat = self.turn_seat()
        for (s, name), b in self.tiles.items():
            b.visible = name in self.shown["hands"][s] and not (st["phase"] == "dragon" and s == seat)
            b.enabled = human and st["phase"] == "tiles" and s == seat
            b.held = self.held_tile() == name and seat == s
            b.orient = self.held["orient"] if b.held else 0
        phase = st["phase"]
        for b in self.controls.buttons:
            b.visible = False
        if not human or seat is None:
            return
        slots = self.g.trays[seat]
        if phase == "tiles":
            self.rotate_btn.visible = self.held is not None
            self.rotate_btn.rect = slots[7].copy()
        elif phase == "dragon":
            for b, k in ((self.rotate_btn, 2), (self.flip_btn, 3), (self.cycle_btn, 4),
                         (self.place_btn, 5)):
                b.visible = True
                b.rect = slots[k].copy()
            self.place_btn.enabled = self.ghost_action() is not None

    # --- the piece in hand --------------------------------------------------------------------------
    def sync_if_moved(self):
        """The picker follows the position: set anew once per state (each move, undo or redo)."""
        if self._picker_for is not self.state:
            self._picker_for = self.state
            if self.held is not None and self.held["kind"] == "tile" and \
                    self.held["name"] not in self.view["hands"][self.view["side"]]:
                self.held = None
            if self.held is not None and self.held["kind"] == "dragon" and \
                    self.view["phase"] != "dragon":
                self.held = None
            self.sync_picker()

    def sync_picker(self):
        phase = self.view["phase"]
        self.picker.set_legal([a for a in self.legal() if a[0] in ("egg", "tile", "dragon")])
        self.picker.prefix = []
        if self.held is None or phase not in ("tiles", "dragon"):
            return
        if phase == "tiles":
            self.picker.choose(("tile", self.held["name"]))
        self.picker.choose(("turn", self.held["orient"]))

    def pick_tile(self, name):
        if self.held_tile() == name:
            self.rotate()
            return
        self.held = {"kind": "tile", "name": name, "orient": 0}
        sound.play("click", 0.5)
        self.sync_picker()

    def rotate(self):
        if self.held is not None:
            self.held["orient"] = turned(self.held)
            self.sync_picker()

    def flip(self):
        if self.held is not None and self.held["kind"] == "dragon":
            self.held["orient"] = flipped(self.held)
            self.sync_picker()

    def ready_dragon(self):
        """A dragon summoned for a person comes to hand at once, shown on its first legal place:
        on a whiteboard no pointer hovers the board, and nothing showed the dragon to land until
        the "next place" button was pressed (a fresh user's try)."""
        if self.view["phase"] != "dragon" or not self.human_to_act():
            return
        if self.held is None or self.held["kind"] != "dragon":
            self.held = {"kind": "dragon", "name": self.view["summon"]["dragon"], "orient": 0}
            self.aim = None
            self.sync_picker()
        if self.aim is None:
            self.cycle()

    def cycle(self):
        """The dragon's next legal place after the one shown (it must land: this finds them all)."""
        legal = [a for a in self.legal() if a[0] == "dragon"]
        if not legal or self.held is None:
            return
        now = self.ghost_action()
        k = (legal.index(now) + 1) % len(legal) if now in legal else 0
        self.held["orient"], self.aim = legal[k][1], legal[k][2]
        self.sync_picker()

    def ghost(self):
        """(kind, name, orient, anchor, why) of the ghost, or None when there is none to show."""
        if self.held is None or self.aim is None or not self.human_to_act():
            return None
        h = self.held
        # on the legal place around the square pointed at, when its pivot may not lie there
        anchor = landing(self.view, h, self.aim, self.pointer_on_board())
        if h["kind"] == "tile":
            why = DR.why_not(self.view, self.view["side"], h["name"], h["orient"], anchor)
        else:
            why = DR.dragon_why_not(self.view, h["name"], h["orient"], anchor)
        return h["kind"], h["name"], h["orient"], anchor, why

    def pointer_on_board(self):
        """Where the pointer is, in squares from the board's top left (a square's middle at
        (column, row)), or None when it is not over the square aimed at (the keyboard's)."""
        if self.pointer is None or self.g.square_at(self.pointer) != self.aim:
            return None
        r0 = self.g.square_rect(0)
        return ((self.pointer[0] - r0.x) / r0.width - 0.5,
                (self.pointer[1] - r0.y) / r0.height - 0.5)

    def ghost_action(self):
        g = self.ghost()
        if g is None or g[4] is not None:
            return None
        kind, name, orient, anchor, _ = g
        return ["tile", name, orient, anchor] if kind == "tile" else ["dragon", orient, anchor]

    def place_aimed(self):
        action = self.ghost_action()
        if action is not None:
            self.put_down(action)
        elif self.ghost() is not None:
            self.refuse()

    def put_down(self, action):
        if self.submit(action):
            self.held = None
            self.aim = None
            self.dragging = False
            self.picker.reset()

    def refuse(self):
        sound.play("error", 0.5)
        self.stage.note(tr("dragon-inferno.why." + self.ghost()[4]))

    # --- input --------------------------------------------------------------------------------------
    def handle(self, event):
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.held is not None
                and self.view["phase"] == "tiles"):
            self.held = None
            self.aim = None
            self.picker.reset()
            return
        super().handle(event)

    def handle_board(self, event):
        self.sync_if_moved()
        phase = self.view["phase"]
        self.ready_dragon()
        self.refresh_buttons()
        if self.controls.handle(event):
            return
        if phase == "eggs":
            if event.type == pygame.MOUSEMOTION:
                self.aim = self.g.square_at(event.pos)
            _, action = self.picker.handle(event)      # Enter after a hint: the engine's
            if action is not None:
                self.submit(action)
            return
        t = event.type
        if t == pygame.MOUSEWHEEL:
            self.rotate()
            return
        if t == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.rotate()
            return
        if t == pygame.KEYDOWN:
            self.key(event)
            return
        if t == pygame.MOUSEMOTION:
            self.pointer = event.pos
            sq = self.g.square_at(event.pos)
            if sq is not None or self.dragging:
                self.aim = sq
            return
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            if phase == "tiles":
                for b in self.tray.buttons:
                    if b.visible and b.enabled and b.rect.collidepoint(event.pos):
                        self.pick_tile(b.tile)
                        self.dragging = True
                        return
            sq = self.g.square_at(event.pos)
            if sq is not None and self.held is not None:
                self.aim = sq
                self.place_aimed()
            elif sq is not None:
                sound.play("error", 0.4)
                self.stage.note(tr("dragon-inferno.prompt.pick_first"))
            return
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            sq = self.g.square_at(event.pos)
            if sq is not None and self.held is not None:
                self.aim = sq
                self.place_aimed()

    def key(self, event):
        k = event.key
        if k == pygame.K_r:
            self.rotate()
        elif k == pygame.K_f:
            self.flip()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.place_aimed()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.picker._key(event)
            if self.picker.cursor is not None:
                self.aim = self.picker.cursor
        elif self.view["phase"] == "tiles" and pygame.K_1 <= k <= pygame.K_7:
            hand = [n for n in TILE_NAMES if n in self.view["hands"][self.view["side"]]]
            if k - pygame.K_1 < len(hand):
                self.pick_tile(hand[k - pygame.K_1])

    def hint_still_shown(self):
        # The hinted piece held where it goes: moved with the pointer, it is the person's own.
        return self.held is None or self.ghost_action() == self.hint

    def on_hint(self, action):
        self.hint = action
        self.picker.set_hint(action if isinstance(action, list) else None)
        # The hinted piece comes to hand where it goes, so Enter, the tick or a tap on it lays
        # it: a dashed outline alone left a child to find the tile, turn it and aim it. Never
        # over another tile the person took meanwhile (the hint comes a moment after it is
        # asked): a tap would have laid a tile they did not choose.
        h = self.held
        if isinstance(action, list) and action[0] in ("tile", "dragon") and self.human_to_act() \
                and not self.dragging and (h is None or h["kind"] == "dragon"
                                           or h["name"] == action[1]):
            name = action[1] if action[0] == "tile" else self.view["summon"]["dragon"]
            self.held = {"kind": action[0], "name": name, "orient": action[-2]}
            self.aim = action[-1]
            self.sync_picker()

    # --- drawing: the table in the backdrop layer, what moves every frame --------------------------
    def backdrop_key(self):
        """What the board, the caves, the heads, the trays and the ring show, keyed by region on
        what each shows (regions.Regions), never on a counter: a move draws again only the
        regions it changed, a stage touched without showing anything new nothing."""
        self.sync_if_moved()
        self.ready_dragon()
        self.table.prewarm_bands()
        self.refresh_buttons()
        return self.regions.key(self, score_of)

    def backdrop_rect(self):
        dirty = self.regions.dirty()
        return None if dirty is None else dirty + self.regions.shared

    def draw_static(self, surface):
        self.table.draw_static(surface)

    def draw_backdrop(self, surface):
        self.table.draw_layer(surface, self, self.regions)

    def draw_board(self, surface):
        t = self.table
        human = self.human_to_act()
        for b in self.tray.buttons + self.controls.buttons:
            if b.visible and b.enabled:
                classroom.pressable(b.rect, b.name)
        if human and classroom.recording():
            # The squares a child presses now: an egg's, or where the piece in hand may lie.
            if self.view["phase"] == "eggs":
                squares = self.picker.target_cells()
            else:
                squares = {a[-1] for a in self.legal() if a[0] in ("tile", "dragon")}
            for q in squares:
                classroom.pressable(self.g.square_rect(q), "square:%d" % q)
        self.picker.draw_cursor(surface)
        q = self.aim
        if human and self.view["phase"] == "eggs" and q is not None and ["egg", q] in self.legal():
            t.draw_egg_ghost(surface, q)
        ghost = self.ghost()
        if ghost is not None:
            t.draw_ghost(surface, ghost, self.turn_seat(), self.shown)
            t.draw_square_names(surface)        # over the piece in hand, as over those laid
        t.draw_tweens(surface, self.show, self.anims.counting)
        t.draw_band(surface, self.stage.band())


SCENE = DragonInfernoScene
