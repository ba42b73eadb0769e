"""What the engine knows of a game: its info, rules and bots, and (only when drawing) its scene.

main.py builds the list from games/ and hands it in: the engine never imports games/ itself.
"""
import importlib


class GameEntry:
    def __init__(self, package):
        self.package = package
        self.info = importlib.import_module(package + ".info")
        self.rules = importlib.import_module(package + ".rules").RULES
        self.ai = importlib.import_module(package + ".ai")
        self.id = self.info.ID

    @property
    def name_key(self):
        return self.info.NAME

    def scene_class(self):
        """Imported only when a window is needed, so headless runs never load pygame code."""
        return importlib.import_module(self.package + ".scene").SCENE

    def tips(self):
        """The game's first-time tips (games/<pkg>/tips.py, docs/CONTRACT.md), or None for a
        game without them. Imported only when a window is needed, like the scene."""
        if not hasattr(self, "_tips"):
            try:
                self._tips = importlib.import_module(self.package + ".tips")
            except ModuleNotFoundError as missing:
                if missing.name != self.package + ".tips":
                    raise
                self._tips = None
        return self._tips

    def default_options(self):
        return {o["id"]: o["default"] for o in self.info.OPTIONS}

    def classroom_options(self):
        """The values options start at under the classroom preset: an option may name one with a
        "classroom" key (e.g. the children give the total first)."""
        out = {}
        for o in self.info.OPTIONS:
            if "classroom" in o and o["classroom"] in [c["value"] for c in o["choices"]]:
                out[o["id"]] = o["classroom"]
        return out

    def visible_options(self, options):
        """The options that apply given the current choices (an option may depend on another)."""
        shown = []
        for o in self.info.OPTIONS:
            cond = o.get("when", {})
            if all(options.get(k) in v for k, v in cond.items()):
                shown.append(o)
        return shown

    def all_human(self, options):
        """True when a chosen option makes one person play every seat (solo training)."""
        for o in self.visible_options(options):
            for c in o["choices"]:
                if c["value"] == options.get(o["id"]) and c.get("all_human"):
                    return True
        return False

    def check_options(self, options):
        """Fill in defaults and drop unknown keys or values (a save may come from another version)."""
        clean = self.default_options()
        for o in self.info.OPTIONS:
            if o["id"] in options and options[o["id"]] in [c["value"] for c in o["choices"]]:
                clean[o["id"]] = options[o["id"]]
        return clean


def find(registry, game_id):
    for entry in registry:
        if entry.id == game_id:
            return entry
    return None
