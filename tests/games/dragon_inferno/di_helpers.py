"""Helpers for the Dragon Inferno tests (no pygame): positions built by hand, pieces named by the
squares they cover ("A1 B1 A2 B2"), so a test reads like the board."""
from engine.rules import CHANCE
from games.dragon_inferno import rules as DR
from games.dragon_inferno.rules import RULES


def sq(name):
    return "ABCDEFGH".index(name[0]) + 8 * (int(name[1:]) - 1)


def sqs(names):
    return sorted(sq(n) for n in names.split())


def tiles_state(eggs="", first=0, caves="LPTXZ"):
    """A state in the tiles phase: the caves dealt in this order, `first` to play, these eggs."""
    s = RULES.initial_state(2, {"first": first}, 0)
    for letter in caves:
        s, _ = RULES.apply(s, ["deal", letter])
    s["eggs"] = sqs(eggs)
    s["phase"] = "tiles"
    s["side"] = s["actor"] = first
    return s


def tile(name, squares, castle=None, hole=None):
    """The ["tile", name, orient, anchor] action covering exactly these squares (and, when given,
    with its castle / hole on those squares)."""
    want = sqs(squares)
    for (orient, anchor), p in DR.TILE_PLACEMENTS[name].items():
        if (sorted(p.squares) == want and (castle is None or p.castle == sq(castle))
                and (hole is None or p.hole == sq(hole))):
            return ["tile", name, orient, anchor]
    raise AssertionError("no %s tile covers %s (castle %s, hole %s)" % (name, squares, castle, hole))


def dragon(letter, squares):
    want = sqs(squares)
    for (orient, anchor), p in DR.DRAGON_PLACEMENTS[letter].items():
        if sorted(p.squares) == want:
            return ["dragon", orient, anchor]
    raise AssertionError("dragon %s cannot cover %s" % (letter, squares))


def play(s, *actions):
    """Apply the actions in turn; returns the last state and all the events."""
    events = []
    for a in actions:
        assert a in RULES.legal_actions(s) or RULES.actor(s) == CHANCE, (a, s["phase"])
        s, ev = RULES.apply(s, a)
        RULES.check_invariants(s)
        events += ev
    return s, events


def types(events):
    return [e["type"] for e in events]
