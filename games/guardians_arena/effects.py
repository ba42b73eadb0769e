"""The vocabulary of Guardians Arena card effects: small declarative operations.

A card's effect is a list of operations, each a JSON object {"op": name, param: value, ...}. This
module holds the table of every operation, its parameters and their types, and checks an
operation against it. It interprets nothing: the rules give each operation its meaning, and
cardtext.py turns each one into a sentence in French and English, so a card's text and its effect
never disagree. Pure Python, no pygame.
"""

# The words a card may use. Each has a name in the locale files (guardians-arena-cards.json).
BORDERS = ("mortal", "elemental", "external")            # white, grey, black borders
# The off-colour cycle: a creature of the key's border gets its off-colour bonus against the value's.
OFF_COLOUR_BEATS = {"mortal": "elemental", "elemental": "external", "external": "mortal"}
BORDER_COLOUR = {"mortal": "white", "elemental": "grey", "external": "black"}
SIZES = ("small", "medium", "large", "huge")
CLASSES = ("dragon", "beast", "giant", "undead", "spirit", "sylvan", "golem", "warrior", "mage",
           "fiend")
TERRAINS = ("marsh", "forest", "peaks", "dunes", "glacier")
STRIKES = ("fire", "frost", "fear", "poison")             # kinds of primary attack
IMMUNITIES = STRIKES + ("area", "ranged", "corruption", "spells")
VULNERABILITIES = ("vanity", "nectar", "greed")           # the three corruptions, themes of our own
POSITIONS = ("centre", "left", "right")
TARGETS = ("self", "own", "foe", "each")
DESTROYABLE = ("item", "item_c", "item_h", "terrain", "shield", "standard", "reinforcement",
               "weakening", "creature")
GRANTABLE = ("flying", "receiver")
RETURN_TO = ("pen", "deck_bottom")


class Int:
    """An integer parameter from lo to hi; nonzero=True forbids 0."""

    def __init__(self, lo, hi, nonzero=False):
        self.lo, self.hi, self.nonzero = lo, hi, nonzero

    def problem(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            return f"must be a whole number, not {value!r}"
        if not self.lo <= value <= self.hi:
            return f"must be from {self.lo} to {self.hi}, not {value}"
        if self.nonzero and value == 0:
            return "must not be 0"
        return None

    def describe(self):
        return f"int {self.lo}..{self.hi}" + (" (not 0)" if self.nonzero else "")


class Enum:
    """One word out of a fixed list."""

    def __init__(self, name, values):
        self.name, self.values = name, tuple(values)

    def problem(self, value):
        if value not in self.values:
            return f"must be one of {', '.join(self.values)}, not {value!r}"
        return None

    def describe(self):
        return f"{self.name}: " + " | ".join(self.values)


class Flag:
    """true (false is the same as leaving the parameter out)."""

    def problem(self, value):
        return None if isinstance(value, bool) else f"must be true or false, not {value!r}"

    def describe(self):
        return "bool"


TARGET = Enum("target", TARGETS)
# Conditions that narrow when a vitality change applies: the opponent (against_*), the creature
# that benefits (for_*), the terrain in the duel zone, the side it fights on.
CONDITIONS = {
    "against_class": Enum("class", CLASSES),
    "against_border": Enum("border", BORDERS),
    "against_size": Enum("size", SIZES),
    "against_flying": Flag(),
    "for_class": Enum("class", CLASSES),
    "for_border": Enum("border", BORDERS),
    "for_flying": Flag(),
    "for_size": Enum("size", SIZES),
    "on_terrain": Enum("terrain", TERRAINS),
    "defending": Flag(),
}

# op name -> (required params, optional params, what it means). Params map to their type.
OPS = {
    "vitality": ({"n": Int(-8, 8, nonzero=True)}, dict(CONDITIONS, target=TARGET),
                 "add n to the vitality of the target (self by default) when every condition holds"),
    "immunity": ({"to": Enum("immunity", IMMUNITIES)}, {},
                 "the creature is not affected by that kind of attack or card"),
    "strike": ({"kind": Enum("strike", STRIKES)}, {},
               "the creature's primary attack is of that kind (an immune foe ignores it)"),
    "reach": ({}, {}, "the flying advantage does not apply against this creature"),
    "grant": ({"keyword": Enum("keyword", GRANTABLE)}, {"target": TARGET},
              "the target (the bearer of an item) gains flying or becomes a channel receiver"),
    "area": ({"n": Int(2, 11)}, {},
             "area-effect attack: the opponent discards every creature in hand of vitality <= n"),
    "capture": ({}, {}, "capture an opposing creature under a prison shield"),
    "cancel": ({}, {}, "an opposing creature no longer counts in the duel (a shield's power)"),
    "draw": ({"n": Int(1, 3)}, {}, "draw n cards"),
    "peek": ({"n": Int(1, 3)}, {}, "look at the top n cards of your deck and put them back"),
    "discard": ({"n": Int(1, 3)}, {}, "the opponent discards n cards of their choice from hand"),
    "stones": ({"n": Int(1, 3)}, {}, "gain n power stones"),
    "spend": ({"n": Int(1, 3)}, {}, "cost: pay n power stones before the rest applies"),
    "destroy": ({"what": Enum("destroyable", DESTROYABLE)}, {"max_vitality": Int(1, 17)},
                "destroy one card of that kind in play (a creature up to max_vitality)"),
    "corrupt": ({"vuln": Enum("vulnerability", VULNERABILITIES)}, {},
                "a creature with that vulnerability goes back to its owner's pen unharmed"),
    "fortify": ({"n": Int(-4, 4, nonzero=True)}, {"against_flying": Flag()},
                "the stronghold's defence bonus changes by n (reinforcement +, weakening -)"),
    "influence": ({"n": Int(1, 9)}, {},
                  "add n to a channel receiver's vitality (at most its base vitality)"),
    "return": ({"to": Enum("place", RETURN_TO)}, {"target": TARGET},
               "the target duellist leaves the duel for its owner's pen or under the deck"),
    "offcolour": ({"n": Int(1, 4)}, {"target": TARGET},
                  "the target's off-colour bonus is n higher when it applies"),
}


def problems(op):
    """What is wrong with one operation, as a list of sentences (empty when it is right)."""
    if not isinstance(op, dict):
        return [f"an operation must be an object, not {op!r}"]
    name = op.get("op")
    if name not in OPS:
        return [f"unknown operation {name!r} (known: {', '.join(sorted(OPS))})"]
    required, optional, _ = OPS[name]
    found = []
    for key in required:
        if key not in op:
            found.append(f"{name}: missing parameter {key!r}")
    for key, value in op.items():
        if key == "op":
            continue
        kind = required.get(key) or optional.get(key)
        if kind is None:
            found.append(f"{name}: unknown parameter {key!r}")
            continue
        trouble = kind.problem(value)
        if trouble:
            found.append(f"{name}.{key} {trouble}")
    if name == "destroy" and "max_vitality" in op and op.get("what") != "creature":
        found.append("destroy: max_vitality goes only with what: creature")
    return found


def table():
    """The vocabulary as rows (op, required, optional, meaning), for the docs and the tests."""
    rows = []
    for name, (required, optional, meaning) in OPS.items():
        rows.append((name, {k: t.describe() for k, t in required.items()},
                     {k: t.describe() for k, t in optional.items()}, meaning))
    return rows
