"""The main loop: window, clock, event pump and the scene stack.

Idle screens do not redraw: when no scene animates and no input came, the loop sleeps in
pygame.event.wait. Fingers on a touch screen or whiteboard are turned into mouse events here, so
every scene handles one kind of pointer.
"""
import os
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# We convert touches ourselves (below), so SDL must not also send mouse events for them.
os.environ.setdefault("SDL_TOUCH_MOUSE_EVENTS", "0")

import pygame  # noqa: E402

from engine import assets, i18n, screens, sound  # noqa: E402
from engine.scenes import SceneStack  # noqa: E402
from engine.ui import text  # noqa: E402

MIN_SIZE = (800, 600)
DEFAULT_SIZE = (1280, 720)


class App:
    def __init__(self, registry, settings, size=None, fullscreen=None, kiosk=False, seed=None,
                 lang=None):
        self.registry = registry
        self.settings = settings
        self.kiosk = kiosk
        self.seed = seed
        self.requested_size = size
        self.fullscreen = settings["fullscreen"] if fullscreen is None else fullscreen
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

    # --- window ---------------------------------------------------------------------------------
    def open_window(self):
        pygame.display.init()
        pygame.font.init()
        assets.clear()
        text.clear()
        sound.init()
        sound.set_volume(self.settings["volume"], self.settings["mute"])
        pygame.display.set_caption(i18n.tr("box.title"))
        self._set_mode()
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
        self.relayout()

    @property
    def size(self):
        return self.screen.get_size()

    def toggle_fullscreen(self):
        if not self.fullscreen:
            self.windowed_size = self.size
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
    def translate(self, event):
        """Fingers become mouse events (whiteboards and touch screens); returns the event."""
        if event.type in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            w, h = self.size
            pos = (int(event.x * w), int(event.y * h))
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
        event = self.translate(event)
        if event.type == pygame.QUIT:
            if not self.kiosk:
                self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.relayout()
            return
        if event.type == pygame.WINDOWEXPOSED:
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            mods = event.mod
            if event.key == pygame.K_q and mods & pygame.KMOD_CTRL and mods & pygame.KMOD_SHIFT:
                self.running = False
                return
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_m and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.settings["mute"] = not self.settings["mute"]
                sound.set_volume(self.settings["volume"], self.settings["mute"])
                self.dirty = True
                return
        top = self.stack.top
        if top is not None:
            top.handle(event)
        self.dirty = True

    def frame(self, dt, events=()):
        """One turn of the loop: events, update, draw (when needed). Used by run() and the tests."""
        for event in events:
            self.handle(event)
            if not self.running:
                return
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
        for scene in self.stack.visible():
            scene.draw(self.screen)
        pygame.display.flip()
        self.dirty = False
        if os.environ.get("DRAGONS_ARENAS_FIRST_FRAME_EXIT"):
            # tools/bench.py measures start-up time to here, then the program leaves.
            print("first-frame", flush=True)
            self.running = False

    def run(self, first_scene):
        self.open_window()
        self.push(first_scene)
        self.running = True
        self.run_loop()

    def run_loop(self):
        while self.running:
            busy = self.dirty or any(s.animating() for s in self.stack.scenes)
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
