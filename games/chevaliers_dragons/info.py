"""Chevaliers et Dragons: plain constants for the box (no pygame)."""

ID = "chevaliers-dragons"
NAME = "chevaliers-dragons.name"
PICTURE = "chevaliers-dragons/tile"            # sprites/chevaliers-dragons/tile.svg
MIN_SEATS = MAX_SEATS = 2

# Seat 0 = the Prince's army (blue, camp at the bottom: rows 7-8), seat 1 = the dragons (red, top).
SEATS = [
    {"name": "chevaliers-dragons.seat.0", "color": "#0072B2", "icon": "chevaliers-dragons/prince-emblem"},
    {"name": "chevaliers-dragons.seat.1", "color": "#D55E00", "icon": "chevaliers-dragons/dragon-emblem",
     "plural": True},     # "Tyran's dragons win!", "Les dragons de Tyran gagnent !"
]

OPTIONS = [
    {"id": "version", "label": "chevaliers-dragons.opt.version", "default": "standard",
     "desc": "chevaliers-dragons.opt.version.desc",
     "choices": [
         {"value": "standard", "label": "chevaliers-dragons.opt.standard",
          "picture": "chevaliers-dragons/opt-standard",
          "desc": "chevaliers-dragons.opt.standard.desc"},
         {"value": "pocket", "label": "chevaliers-dragons.opt.pocket",
          "picture": "chevaliers-dragons/opt-pocket",
          "desc": "chevaliers-dragons.opt.pocket.desc"},
     ]},
    {"id": "count_first", "label": "chevaliers-dragons.opt.count_first", "default": False,
     "desc": "chevaliers-dragons.opt.count_first.desc",
     "classroom": True,     # the teacher's classroom preset starts with the children counting
     "choices": [
         {"value": False, "label": "chevaliers-dragons.opt.count_first.off",
          "picture": "chevaliers-dragons/opt-count-off",
          "desc": "chevaliers-dragons.opt.count_first.off.desc"},
         {"value": True, "label": "chevaliers-dragons.opt.count_first.on",
          "picture": "chevaliers-dragons/opt-count-on",
          "desc": "chevaliers-dragons.opt.count_first.on.desc"},
     ]},
]

COLUMNS = 6
ROWS = 9

# Woods and hills: decoration only, they change nothing in the rules. sq = row * 6 + col,
# row 0 = the dragons' back row (top of the screen), row 8 = the Prince's back row (bottom).
DECOR = [
    {"sq": 12, "kind": "wood"}, {"sq": 16, "kind": "hill"},
    {"sq": 20, "kind": "wood"}, {"sq": 21, "kind": "wood"},
    {"sq": 24, "kind": "hill"}, {"sq": 29, "kind": "wood"},
    {"sq": 31, "kind": "hill"}, {"sq": 34, "kind": "wood"},
    {"sq": 38, "kind": "hill"}, {"sq": 41, "kind": "hill"},
]

# The pawn kinds and objective names used in the state (the scene maps them to its sprites).
PIECES = ["prince", "knight", "soldier", "tyran", "big_dragon", "small_dragon"]
OBJECTIVES = ["castle", "village", "treasure", "princess"]

# Pictures beside each rules page (engine/rules_scene.py): rows of sprite names.
_CD = "chevaliers-dragons/"
RULES_PICTURES = {
    1: [[_CD + "prince", _CD + "dragon-king"],
        [_CD + "princess", _CD + "treasure"],
        [_CD + "castle", _CD + "village"]],
    2: [[_CD + "prince", _CD + "knight", _CD + "soldier"],
        [_CD + "dragon-king", _CD + "big-dragon", _CD + "small-dragon"],
        [_CD + "castle", _CD + "village", "ui/random", "ui/tick"]],
    3: [[_CD + "footprint-blue", _CD + "footprint-blue"],
        [_CD + "footprint-red", _CD + "footprint-red"],
        ["ui/tick"]],
    4: [[_CD + "prince", "ui/die-4", _CD + "dragon-king"],
        [_CD + "knight", "ui/die-2", _CD + "big-dragon"],
        [_CD + "soldier", "ui/die-5", _CD + "small-dragon"]],
    5: [[_CD + "treasure", _CD + "princess"],
        [_CD + "castle", _CD + "village"]],
    6: [[_CD + "opt-count-on"], [_CD + "opt-pocket"]],
}
