"""The player's settings, kept between runs in the per-user data folder (settings.json)."""
import locale
import os

from engine import jsonfile, paths

VERSION = 1
SPEEDS = ("instant", "fast", "normal", "slow")
SPEED_FACTOR = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


def system_language():
    """French where the system speaks French, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def defaults():
    return {"version": VERSION, "lang": system_language(), "volume": 0.8, "mute": False,
            "fullscreen": False, "speed": "normal", "highlight": True,
            "classroom": False, "voice": False, "records": {}, "last_setup": {},
            "tips": True, "tips_seen": {}, "shelf_keep": 50}


def _check(data):
    if not isinstance(data, dict):
        raise jsonfile.Refused("file.wrong_shape")
    if data.get("version") != VERSION:
        raise jsonfile.Refused("file.other_version")
    clean = defaults()
    if data.get("lang") in ("fr", "en"):
        clean["lang"] = data["lang"]
    v = data.get("volume")
    if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1:
        clean["volume"] = float(v)
    for key in ("mute", "fullscreen", "highlight", "classroom", "voice", "tips"):
        if isinstance(data.get(key), bool):
            clean[key] = data[key]
    keep = data.get("shelf_keep")      # how many finished games the shelf keeps (engine.shelf)
    if type(keep) is int and 1 <= keep <= 1000:
        clean["shelf_keep"] = keep
    if data.get("speed") in SPEEDS:
        clean["speed"] = data["speed"]
    records = data.get("records")
    if isinstance(records, dict):
        clean["records"] = {g: {k: v for k, v in r.items()
                                if isinstance(v, (int, float)) and not isinstance(v, bool)}
                            for g, r in records.items() if isinstance(r, dict)}
    last = data.get("last_setup")
    if isinstance(last, dict):
        clean["last_setup"] = {
            g: {"seats": v.get("seats") if isinstance(v.get("seats"), list) else None,
                "options": v.get("options") if isinstance(v.get("options"), dict) else {}}
            for g, v in last.items() if isinstance(v, dict)}
    seen = data.get("tips_seen")
    if isinstance(seen, dict):
        clean["tips_seen"] = {g: [k for k in keys if isinstance(k, str)]
                              for g, keys in seen.items() if isinstance(keys, list)}
    return clean


def classroom_preset(on):
    """What the classroom preset sets, once, for a teacher: the class mode (full screen, nothing a
    child could leave or undo by), the voice that counts, the normal speed. Options that declare a
    classroom value (CONTRACT.md: an option's "classroom" key) start at it while the preset is on."""
    if not on:
        return {"classroom": False}
    return {"classroom": True, "voice": True, "speed": "normal", "fullscreen": True}


class Settings:
    def __init__(self, path=None):
        self.path = path or os.path.join(paths.user_dir(), "settings.json")
        self.problem = None  # a BadFile when the stored settings could not be used
        self.data = defaults()
        # Values that hold for this run only and are never written (--kiosk's classroom preset:
        # the box started normally the next time is as the teacher left it). Setting a key from
        # the box (Settings) ends its run-only value.
        self.run_only = {}
        try:
            loaded = jsonfile.read(self.path, _check)
            if loaded is not None:
                self.data = loaded
        except jsonfile.BadFile as bad:
            self.problem = bad

    def __getitem__(self, key):
        if key in self.run_only:
            return self.run_only[key]
        return self.data[key]

    def __setitem__(self, key, value):
        self.run_only.pop(key, None)
        self.data[key] = value
        self.save()

    def update(self, values):
        """Set several settings at once (one write)."""
        for key in values:
            self.run_only.pop(key, None)
        self.data.update(values)
        self.save()

    def save(self):
        try:
            jsonfile.write(self.path, self.data)
        except OSError:
            pass  # a read-only home must not stop the game; the settings just are not kept

    def record(self, game_id, key, value, better=max):
        """Keep the best value per game and key (e.g. solo score per difficulty); True if new best."""
        recs = self.data["records"].setdefault(game_id, {})
        old = recs.get(key)
        if not isinstance(old, (int, float)) or better(old, value) != old:
            recs[key] = value
            self.save()
            return True
        return False
