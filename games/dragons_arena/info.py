"""Dragons Arena: plain constants for the box (no pygame)."""

ID = "dragons-arena"
NAME = "dragons-arena.name"
PICTURE = "dragons-arena/tile"                 # sprites/dragons-arena/tile.svg
MIN_SEATS = MAX_SEATS = 2

# Seat 0 = FIRE (red dice, flame on the power-1 face), seat 1 = ICE (clear/blue dice, snowflake).
# These colours are the only definition of the species' colours (the scene reads them here): Okabe-Ito
# vermillion and blue, the blue rather than the sky blue of the ICE emblem because white outlined
# text on it and its frame around the pale ICE panel stand out more.
SEATS = [
    {"name": "dragons-arena.seat.0", "color": "#D55E00", "icon": "dragons-arena/fire-emblem"},
    {"name": "dragons-arena.seat.1", "color": "#0072B2", "icon": "dragons-arena/ice-emblem"},
]

_DUEL = {"mode": ["duel"]}
_SOLO = {"mode": ["solo"]}


def _choice(value, key, picture=None, **extra):
    c = {"value": value, "label": "dragons-arena.opt.%s" % key,
         "desc": "dragons-arena.opt.%s.desc" % key,
         "picture": "dragons-arena/opt-%s" % (picture if picture is not None else value)}
    c.update(extra)
    return c


# Every option and choice has a label and a one-line description ("desc") for the setup screen.
OPTIONS = [
    {"id": "mode", "label": "dragons-arena.opt.mode", "desc": "dragons-arena.opt.mode.desc",
     "default": "duel",
     "choices": [
         _choice("duel", "duel"),
         _choice("solo", "solo", all_human=True),
     ]},
    {"id": "placement", "label": "dragons-arena.opt.placement",
     "desc": "dragons-arena.opt.placement.desc", "default": "baby", "when": _DUEL,
     "choices": [
         _choice("baby", "baby"),
         _choice("little", "little"),
         _choice("big", "big"),
         _choice("equal", "equal"),
         _choice("free", "free"),
     ]},
    {"id": "elements", "label": "dragons-arena.opt.elements",
     "desc": "dragons-arena.opt.elements.desc", "default": False, "when": _DUEL,
     "choices": [
         _choice(False, "elements.off", picture="elements-off"),
         _choice(True, "elements.on", picture="elements-on"),
     ]},
    {"id": "nuggets", "label": "dragons-arena.opt.nuggets",
     "desc": "dragons-arena.opt.nuggets.desc", "default": 3, "when": _DUEL,
     "choices": [
         _choice(1, "nuggets.1", picture="nuggets-1"),
         _choice(2, "nuggets.2", picture="nuggets-2"),
         _choice(3, "nuggets.3", picture="nuggets-3"),
         _choice(5, "nuggets.5", picture="nuggets-5"),
     ]},
    {"id": "solo_species", "label": "dragons-arena.opt.solo_species",
     "desc": "dragons-arena.opt.solo_species.desc", "default": "fire", "when": _SOLO,
     "choices": [
         _choice("fire", "solo_species.fire"),
         _choice("ice", "solo_species.ice"),
     ]},
    {"id": "solo_difficulty", "label": "dragons-arena.opt.solo_difficulty",
     "desc": "dragons-arena.opt.solo_difficulty.desc", "default": "normal", "when": _SOLO,
     "choices": [
         _choice("normal", "solo_difficulty.normal"),
         _choice("high", "solo_difficulty.high"),
     ]},
]

# Rules pages for the F1 help screen: dragons-arena.rules.pN.title / .body, N = 1..RULES_PAGES.
RULES_PAGES = 8

# Sprites the scene is expected to draw (sprites/dragons-arena/<name>.svg).
PIECES = ["fire-die", "ice-die", "force-field", "nugget", "arena", "lid"]


def _dice(seat, *powers):
    return ["dragons-arena/die-%s-%d" % (seat, p) for p in powers]


# Pictures beside each rules page (engine/rules_scene.py): rows of sprites. Page 3 is the capture
# table drawn as dice: a FIRE attacker, an arrow, then every ICE power it may eliminate.
RULES_PICTURES = {
    1: [["dragons-arena/arena"], _dice("fire", 1, 4) + _dice("ice", 1, 6)],
    2: [["dragons-arena/arena-lid"], _dice("fire", 1, 1) + _dice("ice", 1)],
    3: [_dice("fire", 6) + ["ui/play"] + _dice("ice", 5, 4, 3, 2),
        _dice("fire", 5) + ["ui/play"] + _dice("ice", 4, 3, 2, 1),
        _dice("fire", 4) + ["ui/play"] + _dice("ice", 3, 2, 1),
        _dice("fire", 3) + ["ui/play"] + _dice("ice", 2, 1),
        _dice("fire", 2) + ["ui/play"] + _dice("ice", 1),
        _dice("fire", 1) + ["ui/play"] + _dice("ice", 6)],
    4: [_dice("ice", 3) + ["ui/play"] + _dice("ice", 5), ["dragons-arena/force-field"]],
    # Page 5 tells its example: FIRE's 4 takes ICE's 3 and becomes a 3; ICE's 6 is left, and wins.
    5: [_dice("fire", 4) + ["ui/play"] + _dice("ice", 3), _dice("fire", 3) + _dice("ice", 6),
        ["dragons-arena/nugget"] * 3],
    # one picture for each placement the page tells, in its order (the setup screen's own)
    6: [["dragons-arena/opt-little"], ["dragons-arena/opt-big"], ["dragons-arena/opt-equal"],
        ["dragons-arena/opt-free"]],
    7: [_dice("fire", 1) + ["dragons-arena/combustion"], _dice("ice", 1) + ["dragons-arena/blizzard"]],
    8: [["dragons-arena/opt-solo"], ["dragons-arena/dragon-fire", "dragons-arena/dragon-ice"]],
}
