"""ARENA: plain constants for the box (no pygame)."""
from engine import seats as seat_styles

ID = "arena"
NAME = "arena.name"
PICTURE = "arena/tile"                 # sprites/arena/tile.svg
MIN_SEATS, MAX_SEATS = 2, 6

# Each fighter: an Okabe-Ito colour, and its own emblem on its shield, so no fighter is known by
# colour alone.
SEATS = [dict(seat_styles.style(i), name="arena.seat.%d" % i) for i in range(6)]
# "To the last" is our house rule, not the author's (docs/arena-rules.md, "To the last"): a game
# with six fighters rarely ends before round 10, and a family may want a champion.
OPTIONS = [
    {"id": "length", "label": "arena.opt.length", "default": "ten", "desc": "arena.opt.length.desc",
     "choices": [
         {"value": "ten", "label": "arena.opt.ten", "picture": "arena/opt-ten",
          "desc": "arena.opt.ten.desc"},
         {"value": "last", "label": "arena.opt.last", "picture": "arena/opt-last",
          "desc": "arena.opt.last.desc"},
     ]},
]


def rules_version(options):
    """The rules' version for a record (engine.record): version 2 of "to the last" crowns, among
    fighters level at the top when the Masters stop the fight, the one whose blows took the most
    hit points (version 1 dismissed them all), so an older record of it would end otherwise. A
    later change of the rules raises the version here, for the settings it touches (this
    function replaces RULES_VERSION for the game)."""
    return 2 if (options or {}).get("length") == "last" else 1


_A = "arena/"
RULES_PICTURES = {
    1: [[_A + "tile"], [_A + "fighter-0", _A + "fighter-1", _A + "fighter-2"]],
    2: [[_A + "rules-postures"]],
    3: [["ui/footprint"], [_A + "start"]],
    4: [[_A + "rules-hit"]],
    5: [[_A + "rules-disarm"], [_A + "rules-fall"]],
    6: [[_A + "rest", _A + "heal"], [_A + "up", _A + "pickup"]],
    7: [[_A + "champion"], [_A + "masters"]],
    8: [[_A + "opt-last"], [_A + "round"]],
    9: [[_A + "masters"], [_A + "champion"]],
}
