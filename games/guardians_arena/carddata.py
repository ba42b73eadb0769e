"""Guardians Arena's cards: loads cards/*.json and cards/decks/*.json, checks every field and every
operation, and hands out Card objects (plain dicts with every default filled in, so they travel in
a JSON state as they are). Bad data raises CardDataError naming the file and the card.
Pure Python, no pygame.
"""
import glob
import json
import os
import re

from games.guardians_arena import effects
from games.guardians_arena.effects import Enum, Flag, Int

CARDS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cards")
DECK_SIZE = 55
MAX_COPIES = 4
KINDS = ("guardian", "stronghold", "creature", "shield", "standard", "spell", "corruption",
         "terrain", "item", "reinforcement", "weakening")
# The back of a card (public while in hand): double orange edge goes to storage, single to the pen.
STORAGE_KINDS = ("spell", "corruption")          # and hoard items "H"
DOMINANCE = Int(1, 30)
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")


class CardDataError(ValueError):
    """A card or deck file that cannot be used; the message names the file and the card."""


class Ops:
    """A list of operations (a card's effect, a creature's command text, a Guardian's ability)."""

    def problem(self, value):
        if not isinstance(value, list):
            return f"must be a list of operations, not {value!r}"
        found = [p for op in value for p in effects.problems(op)]
        return "; ".join(found) or None


class Words:
    """A list of distinct words out of a fixed list."""

    def __init__(self, name, values):
        self.one = Enum(name, values)

    def problem(self, value):
        if not isinstance(value, list) or len(set(value)) != len(value):
            return f"must be a list of distinct words, not {value!r}"
        return next((p for p in map(self.one.problem, value) if p), None)


# kind -> {field: (type, default)}; a default of ... means the field is required.
COMMON = {"effects": (Ops(), [])}
FIELDS = {
    "guardian": {"vitality": (Int(26, 30), ...), "channel": (Int(5, 9), ...),
                 "stones": (Int(5, 10), ...), "draw": (Int(2, 3), ...),
                 "draw_fewer": (Int(-1, 1), 0), "draw_more": (Int(-1, 1), 0),
                 "draw_lower": (Int(-1, 1), 0), "ability": (Ops(), ...)},
    "stronghold": {"position": (Enum("position", effects.POSITIONS), ...),
                   "defence": (Int(3, 6), ...)},
    "creature": {"border": (Enum("border", effects.BORDERS), ...), "vitality": (Int(1, 17), ...),
                 "red_vitality": (Int(1, 17), None), "offcolour": (Int(0, 4), ...),
                 "size": (Enum("size", effects.SIZES), ...),
                 "class": (Enum("class", effects.CLASSES), ...), "flying": (Flag(), False),
                 "receiver": (Flag(), False), "channeller": (Int(1, 5), None),
                 "ranged": (Int(1, 6), None),
                 "vulnerabilities": (Words("vulnerability", effects.VULNERABILITIES), []),
                 "command": (Ops(), [])},
    "shield": {}, "standard": {}, "spell": {}, "corruption": {},
    "terrain": {"terrain": (Enum("terrain", effects.TERRAINS), ...)},
    "item": {"slot": (Enum("slot", ("C", "H")), ...)},
    "reinforcement": {}, "weakening": {},
}


class Card(dict):
    """One card: its JSON fields with every default filled in, plus `dominance` and `back`."""

    @property
    def id(self):
        return self["id"]

    @property
    def kind(self):
        return self["kind"]

    def all_ops(self):
        """Every operation the card carries (effects, command text, Guardian ability)."""
        return list(self["effects"]) + list(self.get("command", [])) + list(self.get("ability", []))


def _fail(where, card_id, problem):
    who = f", card {card_id!r}" if card_id else ""
    raise CardDataError(f"{where}{who}: {problem}")


def make_card(raw, where="cards"):
    """Check one card's raw JSON object and return its Card (raises CardDataError)."""
    if not isinstance(raw, dict):
        _fail(where, None, f"a card must be an object, not {raw!r}")
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not ID_RE.match(card_id):
        _fail(where, card_id, "id must be lowercase letters, digits and _ (starting with a letter)")
    kind = raw.get("kind")
    if kind not in KINDS:
        _fail(where, card_id, f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    fields = dict(COMMON, **FIELDS[kind])
    card = Card(id=card_id, kind=kind)
    for key in raw:
        if key not in fields and key not in ("id", "kind", "dominance"):
            _fail(where, card_id, f"unknown field {key!r} for a {kind}")
    for key, (kind_of, default) in fields.items():
        if key not in raw:
            if default is ...:
                _fail(where, card_id, f"missing field {key!r}")
            card[key] = list(default) if isinstance(default, list) else default
            continue
        if raw[key] is None and default is None:
            card[key] = None
            continue
        trouble = kind_of.problem(raw[key])
        if trouble:
            _fail(where, card_id, f"{key} {trouble}")
        card[key] = raw[key]
    _check_kind(card, raw, where)
    return card


def _check_kind(card, raw, where):
    """What each kind needs beyond its fields' types; sets dominance and back."""
    cid, kind = card.id, card.kind
    if kind == "creature":
        # A creature's dominance is its vitality (RULINGS).
        if raw.get("dominance", card["vitality"]) != card["vitality"]:
            _fail(where, cid, "a creature's dominance is its vitality: leave dominance out")
        card["dominance"] = card["vitality"]
        if card["red_vitality"] is not None and abs(card["red_vitality"] - card["vitality"]) > 3:
            _fail(where, cid, "red_vitality must be within 3 of vitality")
    else:
        if "dominance" not in raw:
            _fail(where, cid, "missing field 'dominance'")
        trouble = DOMINANCE.problem(raw["dominance"])
        if trouble:
            _fail(where, cid, f"dominance {trouble}")
        card["dominance"] = raw["dominance"]
    if kind == "guardian" and not card["ability"]:
        _fail(where, cid, "a Guardian has one ability (a non-empty list of operations)")
    wanted = {"corruption": "corrupt", "reinforcement": "fortify", "weakening": "fortify"}
    if kind in wanted and not any(op["op"] == wanted[kind] for op in card["effects"]):
        _fail(where, cid, f"a {kind} needs a {wanted[kind]!r} operation")
    for op in card["effects"]:
        if op["op"] == "fortify" and kind in ("reinforcement", "weakening") \
                and (op["n"] > 0) != (kind == "reinforcement"):
            _fail(where, cid, "a reinforcement fortifies (n > 0), a weakening weakens (n < 0)")
    ops = card.all_ops()
    for i, op in enumerate(ops):
        if op["op"] == "spend" and i != 0 and ops[i - 1]["op"] != "spend" and kind != "guardian":
            _fail(where, cid, "a 'spend' cost comes first")
    storage = kind in STORAGE_KINDS or (kind == "item" and card["slot"] == "H")
    card["back"] = "storage" if storage else "pen" if kind not in ("guardian", "stronghold") \
        else None


def _read(path):
    name = os.path.relpath(path, CARDS_DIR)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        raise CardDataError(f"{name}: cannot be read as JSON ({e})") from None


def load_pool(folder=CARDS_DIR):
    """Every card of every family file in `folder`: {id: Card}."""
    pool = {}
    files = sorted(glob.glob(os.path.join(folder, "*.json")))
    if not files:
        raise CardDataError(f"{folder}: no card files")
    for path in files:
        name = os.path.basename(path)
        data = _read(path)
        if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
            raise CardDataError(f"{name}: must be an object with a list under \"cards\"")
        for raw in data["cards"]:
            card = make_card(raw, name)
            if card.id in pool:
                _fail(name, card.id, "this id is used twice")
            pool[card.id] = card
    return pool


def check_deck(deck_id, counts, pool, where):
    """A deck: 55 cards, 1 Guardian, 3 strongholds (centre, left, right), known ids."""
    if not isinstance(counts, dict) or not counts:
        raise CardDataError(f"{where}: \"cards\" must map card ids to counts")
    for cid, n in counts.items():
        if cid not in pool:
            _fail(where, cid, "no such card in the pool")
        one = pool[cid].kind in ("guardian", "stronghold")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= (1 if one else MAX_COPIES):
            _fail(where, cid, f"count must be 1 to {1 if one else MAX_COPIES}, not {n!r}")
    total = sum(counts.values())
    if total != DECK_SIZE:
        raise CardDataError(f"{where}: a deck holds {DECK_SIZE} cards, this one {total}")
    guardians = [c for c in counts if pool[c].kind == "guardian"]
    if len(guardians) != 1:
        raise CardDataError(f"{where}: a deck holds exactly 1 Guardian, not {len(guardians)}")
    places = sorted(pool[c]["position"] for c in counts if pool[c].kind == "stronghold")
    if places != sorted(effects.POSITIONS):
        raise CardDataError(f"{where}: a deck holds 3 strongholds, centre, left and right, "
                            f"not {places}")


def load_decks(pool, folder=os.path.join(CARDS_DIR, "decks")):
    """Every ready deck: {deck id: {card id: count}}, in file order."""
    decks = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        name = "decks/" + os.path.basename(path)
        data = _read(path)
        deck_id = os.path.basename(path)[:-5]
        if not isinstance(data, dict) or data.get("id") != deck_id:
            raise CardDataError(f"{name}: must be an object whose \"id\" is {deck_id!r}")
        check_deck(deck_id, data.get("cards"), pool, name)
        decks[deck_id] = dict(data["cards"])
    return decks


def deck_list(counts):
    """A deck's card ids, one per copy, in a fixed order (shuffling is the rules' business)."""
    return [cid for cid, n in counts.items() for _ in range(n)]


_cache = {}


def pool():
    """The box's card pool, loaded once."""
    if "pool" not in _cache:
        _cache["pool"] = load_pool()
    return _cache["pool"]


def decks():
    """The box's ready decks, loaded once."""
    if "decks" not in _cache:
        _cache["decks"] = load_decks(pool())
    return _cache["decks"]


def mechanics(card):
    """The rules' mechanics a card brings into play, as tags ("flying", "op:area", "border:mortal",
    "corruption:greed", ...): the tests check that the ready decks show every one."""
    kind = card.kind
    tags = {"kind:" + kind} | {"op:" + op["op"] for op in card.all_ops()}
    if kind == "creature":
        tags |= {"border:" + card["border"], "size:" + card["size"], "class:" + card["class"]}
        tags |= {"vulnerability:" + v for v in card["vulnerabilities"]}
        for key in ("flying", "receiver", "channeller", "ranged"):
            if card[key]:
                tags.add(key)
        if card["offcolour"]:
            tags.add("offcolour")
        if card["red_vitality"] is not None:
            tags.add("red_vitality:" + ("bonus" if card["red_vitality"] > card["vitality"]
                                        else "malus"))
        if card["command"]:
            tags.add("command")
    elif kind == "item":
        tags.add("item:" + card["slot"])
    elif kind == "stronghold":
        tags.add("stronghold:" + card["position"])
    elif kind == "terrain":
        tags.add("terrain:" + card["terrain"])
    elif kind == "guardian":
        tags |= {"draw_modifier:" + k for k in ("draw_fewer", "draw_more", "draw_lower")
                 if card[k]}
    for op in card.all_ops():
        if op["op"] == "corrupt":
            tags.add("corruption:" + op["vuln"])
        if op["op"] == "vitality":
            tags |= {"condition:" + k for k in effects.CONDITIONS if op.get(k)}
    return tags


def every_mechanic():
    """Every tag mechanics() can give: what the rules name, so what the decks must show."""
    tags = {"kind:" + k for k in KINDS} | {"op:" + o for o in effects.OPS}
    tags |= {"border:" + b for b in effects.BORDERS} | {"size:" + s for s in effects.SIZES}
    tags |= {"vulnerability:" + v for v in effects.VULNERABILITIES}
    tags |= {"corruption:" + v for v in effects.VULNERABILITIES}
    tags |= {"stronghold:" + p for p in effects.POSITIONS} | {"item:C", "item:H"}
    tags |= {"class:" + c for c in effects.CLASSES} | {"terrain:" + t for t in effects.TERRAINS}
    tags |= {"flying", "receiver", "channeller", "ranged", "offcolour", "command",
             "red_vitality:bonus", "red_vitality:malus"}
    tags |= {"draw_modifier:" + k for k in ("draw_fewer", "draw_more", "draw_lower")}
    tags |= {"condition:" + k for k in effects.CONDITIONS}
    return tags
