"""Scenes and the scene stack (the shape of Tuxemon's state manager).

A Scene handles events, updates with dt and draws; draw never changes game state. The stack calls
enter/exit when a scene is pushed or popped and pause/resume on the scene underneath.
"""
from engine import cache


class Scene:
    opaque = True        # False: the scene below shows through (menus, dialogs)
    modal = True         # events stop here

    def __init__(self, app):
        self.app = app

    def enter(self):
        pass

    def exit(self):
        pass

    def pause(self):
        pass

    def resume(self):
        pass

    def layout(self, size):
        """Lay everything out again from the window size (called on enter and on every resize)."""

    def handle(self, event):
        pass

    def handle_overlay(self, event):
        """True when something the scene draws over its own parts (an open drawer) took the
        event: the app then does not hand it to handle(), which a game's scene overrides."""
        return False

    def update(self, dt):
        pass

    def draw(self, surface):
        pass

    def animating(self):
        """True while the scene needs frames even without input (animations, a thinking bot)."""
        return False

    def layer(self, name, key, make):
        """A surface this scene composes and keeps between frames (a board drawn once per window
        size, a backdrop), kept in the box's one byte budget (engine.cache.Layers): made by
        `make(old)` when `key` changes or the budget let it go; `old` is the last one (or None),
        to draw into again when its size fits. Keep no reference to it: the budget frees it."""
        layers = self.__dict__.get("_layers")
        if layers is None:
            layers = self._layers = cache.Layers()
        return layers.get(name, key, make)

    def forget_layers(self):
        layers = self.__dict__.get("_layers")
        if layers is not None:
            layers.forget()


def forget_layers(scene):
    forget = getattr(scene, "forget_layers", None)
    if forget is not None:
        forget()


class SceneStack:
    def __init__(self):
        self.scenes = []

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene, size=None):
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        if size:
            scene.layout(size)
        scene.enter()

    def pop(self):
        scene = self.scenes.pop()
        scene.exit()
        forget_layers(scene)
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene, size=None):
        if self.scenes:
            old = self.scenes.pop()
            old.exit()
            forget_layers(old)
        self.scenes.append(scene)
        if size:
            scene.layout(size)
        scene.enter()

    def clear(self):
        while self.scenes:
            scene = self.scenes.pop()
            scene.exit()
            forget_layers(scene)

    def visible(self):
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def __len__(self):
        return len(self.scenes)
