"""Screens open each other by name, so no screen module imports another (the box opens the setup,
the setup opens a game, a game opens its menu, the menu goes back to the box: imported directly,
that is a circle). Each name is imported only when first opened.

    app.open("rules", entry)            # push a new RulesScene(app, entry)
    app.pop_to(screens.get("box"))
"""
import importlib

SCREENS = {
    "box": ("engine.box", "BoxScene"),
    "setup": ("engine.setup", "SetupScene"),
    "play": ("engine.play", "PlayScene"),
    "menu": ("engine.play_menus", "GameMenuScene"),
    "end": ("engine.play_menus", "EndScene"),
    "rules": ("engine.rules_scene", "RulesScene"),
    "settings": ("engine.settings_scene", "SettingsScene"),
    "message": ("engine.dialogs", "MessageScene"),
    "confirm": ("engine.dialogs", "ConfirmScene"),
    "choice": ("engine.dialogs", "ChoiceScene"),
    "handover": ("engine.dialogs", "HandOverScene"),
    "tip": ("engine.tips_scene", "TipScene"),
    "replay": ("engine.replay_scene", "ReplayScene"),
    "shelf": ("engine.shelf_scene", "ShelfScene"),
}


def get(name):
    """The class of the screen called `name`."""
    module, cls = SCREENS[name]
    return getattr(importlib.import_module(module), cls)


def make(app, name, *args, **kwargs):
    return get(name)(app, *args, **kwargs)
