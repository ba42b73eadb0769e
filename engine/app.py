"""The main loop: window, clock, event pump and the scene stack.

Idle screens do not redraw: when no scene animates and no input came, the loop sleeps in
pygame.event.wait. Fingers on a touch screen or whiteboard are turned into mouse events here, so
every scene handles one kind of pointer.

The window and what the scenes are laid out for are two sizes. While a window's edge is dragged,
scenes keep their layout and draw into an off-screen canvas of the last settled size, shown scaled
into the window: nothing is rasterised at the hundred sizes a drag passes through. Once no resize
came for SETTLE_S (or a click or key arrives), the scenes are laid out at the new size, drawn, and
every cached surface that frame did not use is let go (engine.cache). Windows smaller than
LAYOUT_MIN, larger than MAX_PIXELS or stranger in shape than MIN/MAX_ASPECT are laid out at the
nearest size inside those bounds and shown scaled, so a tiny window stays usable and an 8K one
does not need gigabytes.
"""
import os
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# We convert touches ourselves (below), so SDL must not also send mouse events for them.
os.environ.setdefault("SDL_TOUCH_MOUSE_EVENTS", "0")

import pygame  # noqa: E402

from engine import assets, cache, i18n, screens, sound  # noqa: E402
from engine.scenes import SceneStack  # noqa: E402
from engine.settings import classroom_preset  # noqa: E402
from engine.ui import text  # noqa: E402
from engine.window import (  # noqa: E402,F401  (names other modules read from engine.app)
    DEFAULT_SIZE, LAYOUT_MIN, MAX_ASPECT, MAX_PIXELS, MIN_ASPECT, MIN_SIZE, _trim, fit_rect,
    layout_size,
)



class NoDisplay(Exception):
    """No window can be opened here (no display, no video driver)."""


SETTLE_S = 0.2      # a drag that pauses this long has settled
SMOOTH_PIXELS = 2_200_000   # smoothscale up to about 1920x1080; plain scale above (5x cheaper)
BARS = (16, 16, 28)
POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
INPUT_EVENTS = POINTER_EVENTS + (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION,
                                 pygame.KEYDOWN, pygame.MOUSEWHEEL, pygame.TEXTINPUT)


class App:
    def __init__(self, registry, settings, size=None, fullscreen=None, kiosk=False, seed=None,
                 lang=None):
        self.registry = registry
        self.settings = settings
        self.kiosk_flag = kiosk     # --kiosk; the Settings' classroom preset is the other way in
        if kiosk:
            # --kiosk is the one switch: everything the preset turns on (the counting voice too),
            # for this run only, so it never rewrites what the teacher chose in Settings.
            settings.run_only.update(classroom_preset(True))
        self.seed = seed
        self.requested_size = size
        self.fullscreen = settings["fullscreen"] if fullscreen is None else fullscreen
        if self.kiosk:
            self.fullscreen = True
        if lang:
            settings.data["lang"] = lang  # for this run only; Settings saves it when changed there
        i18n.set_language(settings["lang"])
        self.stack = SceneStack()
        self.screen = None
        self.running = False
        self.clock = None
        self.windowed_size = size or DEFAULT_SIZE
        self.dirty = True
        self._touch_down = False
        self._was_moving = False
        self.draws = 0              # frames drawn so far: a caller driving frames by hand (the
                                    # tests) draws only those frame() left undrawn
        self.canvas = None          # what scenes draw into when it is not the window itself
        self._layout = DEFAULT_SIZE  # the size scenes are laid out for
        self._window = None         # the window's size when it last settled
        self.resize_wait = None     # seconds left before a dragged window counts as settled
        self._drop_stale = False

    @property
    def kiosk(self):
        """The class mode (--kiosk, or the classroom preset set once in Settings): full screen
        that F11 does not leave, M does not mute, no Quit, Settings, Undo, Redo or Hint for the
        children; the teacher's keys are Ctrl+Shift+Q (leave), Ctrl+Shift+S (settings) and, in
        a game, Ctrl+Shift+Left / Right (undo / redo) and Ctrl+Shift+H (hint)."""
        return bool(self.kiosk_flag or self.settings["classroom"])

    # --- window ---------------------------------------------------------------------------------
    def open_window(self):
        try:
            pygame.display.init()
        except pygame.error as exc:
            # No DISPLAY, no video driver: the caller says so in one line (main.py).
            raise NoDisplay(str(exc)) from exc
        pygame.font.init()
        assets.clear()
        text.clear()
        sound.init()
        sound.set_volume(self.settings["volume"], self.settings["mute"])
        pygame.display.set_caption(i18n.tr("box.title"))
        try:
            self._set_mode()
        except pygame.error as exc:
            raise NoDisplay(str(exc)) from exc
        self.clock = pygame.time.Clock()

    def _set_mode(self):
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    # pygame-ce marks from_display_module as deprecated, yet it is the only way
                    # to give a display-module window a minimum size.
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                pass
        self.settle()

    @property
    def size(self):
        """The size scenes are laid out for (see layout_size): not always the window's."""
        return self._layout

    @property
    def target(self):
        """The surface scenes draw into."""
        return self.canvas if self.canvas is not None else self.screen

    def window_resized(self):
        """The window changed size (an edge is being dragged): keep the layout, show the last
        size scaled, and settle once the drag pauses."""
        self.screen = pygame.display.get_surface() or self.screen
        if self.resize_wait is None and self.screen.get_size() == self._window:
            self.dirty = True  # the echo of a size already settled (set_mode sends one)
            return
        if self.canvas is None and self.screen.get_size() != self._layout:
            self.canvas = pygame.Surface(self._layout, 0, self.screen)
        self.resize_wait = SETTLE_S
        self.dirty = True

    def settle(self):
        """Lay everything out for the window's size now, and after the next frame let go of the
        cached surfaces it did not use."""
        self.resize_wait = None
        self.screen = pygame.display.get_surface() or self.screen
        window = self._window = self.screen.get_size()
        old, self._layout = self._layout, layout_size(window)
        if self._layout != old:
            # Nearly every cached surface is sized for the old layout: letting them go before the
            # new ones are made keeps one size's set in memory at a time, not two. Fonts stay
            # (they are small and keyed by pixel size, which sizes near each other share).
            cache.drop_surfaces()
            if _trim is not None:
                _trim(0)
        if self._layout == window:
            self.canvas = None
        elif self.canvas is None or self.canvas.get_size() != self._layout:
            self.canvas = None  # freed before the new one is made: two 4K canvases are 66 MB
            self.canvas = pygame.Surface(self._layout, 0, self.screen)
        cache.STORE.settle()
        self._drop_stale = True
        self.relayout()

    def view_rect(self):
        """Where the canvas shows in the window."""
        return fit_rect(self.target.get_size(), self.screen.get_size())

    def to_layout(self, pos):
        """A window position in the scenes' coordinates."""
        if self.canvas is None:
            return pos
        v = self.view_rect()
        lw, lh = self.canvas.get_size()
        x = (pos[0] - v.x) * lw / max(1, v.w)
        y = (pos[1] - v.y) * lh / max(1, v.h)
        return (min(lw - 1, max(0, int(x))), min(lh - 1, max(0, int(y))))

    def toggle_fullscreen(self):
        if self.kiosk and self.fullscreen:
            return      # the class mode stays in full screen
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.settings["fullscreen"] = self.fullscreen
        self._set_mode()

    def relayout(self):
        for scene in self.stack.scenes:
            scene.layout(self.size)
        self.dirty = True

    def set_language(self, lang):
        self.settings["lang"] = lang
        i18n.set_language(lang)
        text.clear()
        pygame.display.set_caption(i18n.tr("box.title"))
        self.relayout()

    # --- scenes ---------------------------------------------------------------------------------
    def push(self, scene):
        self.stack.push(scene, self.size)
        self.dirty = True

    def pop(self):
        scene = self.stack.pop()
        self.dirty = True
        return scene

    def replace(self, scene):
        self.stack.replace(scene, self.size)
        self.dirty = True

    def pop_to(self, scene_type):
        """Pop down to the topmost scene of that type. The number of pops is counted first, so a
        message that scene pushes while it resumes stays on screen."""
        scenes = self.stack.scenes
        index = next((i for i in range(len(scenes) - 1, -1, -1)
                      if isinstance(scenes[i], scene_type)), 0)
        for _ in range(len(scenes) - 1 - index):
            self.pop()

    def open(self, name, *args, **kwargs):
        """Push the screen called `name` (see engine.screens) and return it."""
        scene = screens.make(self, name, *args, **kwargs)
        self.push(scene)
        return scene

    def message(self, body, title_key="box.message.title"):
        self.open("message", title_key, body)

    def quit(self):
        self.running = False

    # --- the loop -------------------------------------------------------------------------------
    def to_window(self, pos):
        """A position in the scenes' coordinates, in the window (the inverse of to_layout)."""
        if self.canvas is None:
            return pos
        v = self.view_rect()
        lw, lh = self.canvas.get_size()
        return (v.x + int((pos[0] + 0.5) * v.w / lw), v.y + int((pos[1] + 0.5) * v.h / lh))

    def in_bars(self, pos):
        return self.canvas is not None and not self.view_rect().collidepoint(pos)

    def translate(self, event):
        """Fingers become mouse events (whiteboards and touch screens), and pointer positions
        are moved into the scenes' coordinates; returns the event."""
        if event.type in POINTER_EVENTS and self.canvas is not None and hasattr(event, "pos"):
            if event.type == pygame.MOUSEBUTTONDOWN and self.in_bars(event.pos):
                return None  # a press on the bars around a scaled canvas presses nothing
            return pygame.event.Event(event.type, dict(event.dict, pos=self.to_layout(event.pos)))
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            w, h = self.screen.get_size()
            pos = (int(event.x * w), int(event.y * h))
            if event.type == pygame.FINGERDOWN and self.in_bars(pos):
                return None
            pos = self.to_layout(pos)
            if event.type == pygame.FINGERDOWN:
                self._touch_down = True
                return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True)
            if event.type == pygame.FINGERUP:
                self._touch_down = False
                return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True)
            return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                      buttons=(1, 0, 0), touch=True)
        return event

    def handle(self, event):
        if event.type in INPUT_EVENTS and self.resize_wait is not None:
            self.settle()  # a click or key lands on what the person will see once laid out
        event = self.translate(event)
        if event is None:
            return
        if event.type == pygame.QUIT:
            if not self.kiosk:
                self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window_resized()
            return
        if event.type == pygame.WINDOWEXPOSED:
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            mods = event.mod
            teacher = mods & pygame.KMOD_CTRL and mods & pygame.KMOD_SHIFT
            if event.key == pygame.K_q and teacher:
                self.running = False
                return
            if event.key == pygame.K_s and teacher and self.kiosk:
                if type(self.stack.top) is not screens.get("settings"):
                    self.open("settings")
                return
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if (event.key == pygame.K_m and not self.kiosk
                    and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
                self.settings["mute"] = not self.settings["mute"]
                sound.set_volume(self.settings["volume"], self.settings["mute"])
                self.dirty = True
                return
        top = self.stack.top
        if top is not None and not top.handle_overlay(event):
            top.handle(event)
        self.dirty = True

    def frame(self, dt, events=()):
        """One turn of the loop: events, update, draw (when needed). Used by run() and the tests."""
        for event in events:
            self.handle(event)
            if not self.running:
                return
        if self.resize_wait is not None:
            self.resize_wait -= dt
            if self.resize_wait <= 0:
                self.settle()
        for scene in list(self.stack.scenes):
            scene.update(dt)
        if not self.stack.scenes:
            self.running = False
            return
        moving = any(s.animating() for s in self.stack.visible())
        # One more frame after an animation stops, so its final state is what stays on screen.
        if self.dirty or moving or self._was_moving:
            self.draw()
        self._was_moving = moving

    def draw(self):
        self.draws += 1
        target = self.target
        for scene in self.stack.visible():
            scene.draw(target)
        if self.canvas is not None:
            self.present()
        pygame.display.flip()
        self.dirty = False
        if self._drop_stale:
            # The first frame at a settled size used all it needs: the rest is other sizes'.
            self._drop_stale = False
            if cache.STORE.drop_stale() and _trim is not None:
                _trim(0)
        if os.environ.get("DRAGONS_ARENAS_FIRST_FRAME_EXIT"):
            # tools/bench.py measures start-up time to here, then the program leaves.
            print("first-frame", flush=True)
            self.running = False

    def present(self):
        """The canvas scaled into the window, bars around it when the shapes differ."""
        v = self.view_rect()
        if v.size != self.screen.get_size():
            self.screen.fill(BARS)
        dest = self.screen.subsurface(v)
        if v.size == self.canvas.get_size():
            dest.blit(self.canvas, (0, 0))
        elif v.w * v.h <= SMOOTH_PIXELS and self.canvas.get_bitsize() >= 24:
            pygame.transform.smoothscale(self.canvas, v.size, dest)
        else:
            pygame.transform.scale(self.canvas, v.size, dest)

    def run(self, first_scene):
        self.open_window()
        self.push(first_scene)
        self.running = True
        self.run_loop()

    def run_loop(self):
        while self.running:
            busy = (self.dirty or self.resize_wait is not None
                    or any(s.animating() for s in self.stack.scenes))
            if busy:
                dt = self.clock.tick(60) / 1000.0
                events = pygame.event.get()
            else:
                # Idle: sleep until something happens (or a quarter second passes).
                first = pygame.event.wait(250)
                events = [first] if first.type != pygame.NOEVENT else []
                events += pygame.event.get()
                dt = self.clock.tick() / 1000.0
            self.frame(min(dt, 0.1), events)
        self.stack.clear()
        pygame.quit()
