"""Les Dragons 100 Flammes (Dragon Inferno): plain constants for the box (no pygame)."""

ID = "dragon-inferno"
NAME = "dragon-inferno.name"
PICTURE = "dragon-inferno/tile"                # sprites/dragon-inferno/tile.svg
MIN_SEATS = MAX_SEATS = 2

# Seat 0 = the light green kingdom (pennants on its castles, a plain thick edge), seat 1 = the dark
# green kingdom (swallow-tailed banners, a studded edge): told apart by shape as well as colour.
LIGHT = "#94E38E"
DARK = "#195F32"
SEATS = [
    {"name": "dragon-inferno.seat.0", "color": LIGHT, "icon": "dragon-inferno/emblem-0"},
    {"name": "dragon-inferno.seat.1", "color": DARK, "icon": "dragon-inferno/emblem-1"},
]

# The classroom figures this game cannot reach, each with its reason (tests/classroom_checks.py):
# eight squares of 120 px need 960 px of height, and the box's top bar leaves 900 at 1920x1080.
# The squares stay as large as the window allows (104 px there); a tile is dropped where its
# ghost shows, four squares at once.
CLASSROOM_FLOORS = {"square:": (100, "an 8x8 board under the box's top bar")}

# Who places the first eggs and lays the first tile: in the box the youngest starts, so the
# grown-ups choose that seat, or leave it to a lot.
OPTIONS = [
    {"id": "first", "label": "dragon-inferno.opt.first", "default": "lot",
     "desc": "dragon-inferno.opt.first.desc",
     "choices": [
         {"value": 0, "label": "dragon-inferno.opt.first.0",
          "picture": "dragon-inferno/opt-first-0",
          "desc": "dragon-inferno.opt.first.0.desc"},
         {"value": 1, "label": "dragon-inferno.opt.first.1",
          "picture": "dragon-inferno/opt-first-1",
          "desc": "dragon-inferno.opt.first.1.desc"},
         {"value": "lot", "label": "dragon-inferno.opt.first.lot",
          "picture": "dragon-inferno/opt-first-lot",
          "desc": "dragon-inferno.opt.first.lot.desc"},
     ]},
]

# Pictures beside each rules page (engine/rules_scene.py): rows of sprite names. The rules-* ones
# are pictures of the game's own pieces, drawn for the rules pages.
_DI = "dragon-inferno/"
RULES_PICTURES = {
    1: [[_DI + "tile"], [_DI + "emblem-0", _DI + "emblem-1"]],
    2: [[_DI + "cave", _DI + "dragon"], [_DI + "egg", _DI + "egg", _DI + "egg", _DI + "egg"]],
    3: [[_DI + "rules-tiles"], [_DI + "rules-legal", _DI + "rules-illegal"]],
    4: [[_DI + "egg", "ui/play", _DI + "egg-crushed"], [_DI + "egg", "ui/play", _DI + "egg-hatched"]],
    5: [[_DI + "rules-dragons"], [_DI + "dragon", _DI + "flame"], [_DI + "smoke"]],
    6: [[_DI + "castle-0", _DI + "castle-1"], [_DI + "egg-crushed"]],
}
