"""Les Dragons 100 Flammes (Dragon Inferno): the rules, pure Python (no pygame). The pieces and
their placements are in pieces.py, the move log in texts.py, the invariants in checks.py; the
readings where the rule text is silent are in docs/dragon-inferno-rules.md.

State (plain JSON):
  seats, rng          as every game
  first_option        0, 1 or "lot": who places eggs first (and lays the first tile)
  phase               "deal" | "lot" | "eggs" | "tiles" | "dragon" | "over"; deal (the dragons
                      dealt to the caves, one at a time) and lot (who starts) are chance nodes
  actor               who acts now: a seat, CHANCE, or None at the end
  first               the seat that placed eggs first (None until known)
  side                the seat whose turn it is
  caves               five dragon letters ("L", "P", "T", "X", "Z"), cave 1 first (None until dealt)
  next_cave           index of the next dragon to summon (5: none left)
  eggs                squares holding an egg still in sight
  hatched             squares whose egg came through a hole (it stays in the hole)
  crushed             [[squares], [squares]]: eggs each seat crushed (-1 each)
  owner               64 squares: None or the seat whose kingdom tile covers it
  tiles               tiles laid: {"seat", "tile", "orient", "anchor", "squares", "castle", "hole"}
  hands               [[tile names], [tile names]] still in front of each seat
  dragons             dragons landed: {"dragon", "cave", "orient", "anchor", "squares"}
  dragon_at           64 squares: None or the index in dragons of the dragon lying there
  gone                caves whose dragon had nowhere to land and left the game
  summon              while a dragon is being placed: {"cave", "dragon"}
  passes              [n, n]: turns each seat had to pass
  winner              0, 1, or None (no winner yet, or a draw)

Actions:
  chance: ["deal", letter] (the next cave's dragon), ["first", seat] (the lot)
  eggs:   ["egg", sq]
  tiles:  ["tile", name, orient, anchor]
  dragon: ["dragon", orient, anchor]
A seat that cannot lay a tile passes on its own (a Passed event): the other plays on; when
neither can, the game ends.
"""
from engine import rng as R
from engine.rules import CHANCE, PhasedRules, clone
from games.dragon_inferno import checks, texts
from games.dragon_inferno.pieces import (  # noqa: F401  (names the tests, bots and scene use)
    CAVES, CORNER_MASK, CORNERS, DRAGON_LISTS, DRAGON_NAMES, DRAGON_PLACEMENTS, EGGS_EACH, INNER,
    NSQ, SIZE, TILE_LISTS, TILE_NAMES, TILE_PLACEMENTS, mask_of, square_name,
)

ID = "dragon-inferno"
FIRST_CHOICES = (0, 1, "lot")


def kingdom_mask(state, seat=None):
    """The squares covered by kingdom tiles (of `seat`, or of both)."""
    m = 0
    for sq, o in enumerate(state["owner"]):
        if o is not None and (seat is None or o == seat):
            m |= 1 << sq
    return m


def dragon_mask(state):
    m = 0
    for sq, d in enumerate(state["dragon_at"]):
        if d is not None:
            m |= 1 << sq
    return m


def tile_placements(state, seat):
    """Every legal (name, Placement) of `seat`: on free squares, and over a corner or along a
    side of the seat's own kingdom (its tiles under a dragon count too)."""
    occupied = kingdom_mask(state)
    own = kingdom_mask(state, seat)
    out = []
    for name in state["hands"][seat]:
        for p in TILE_LISTS[name]:
            if not p.mask & occupied and (p.mask & CORNER_MASK or p.touch & own):
                out.append((name, p))
    return out


def can_lay(state, seat):
    occupied = kingdom_mask(state)
    own = kingdom_mask(state, seat)
    for name in state["hands"][seat]:
        for p in TILE_LISTS[name]:
            if not p.mask & occupied and (p.mask & CORNER_MASK or p.touch & own):
                return True
    return False


def dragon_placements(state, letter):
    """Every legal Placement of dragon `letter`: five squares of kingdom, none under a dragon."""
    kingdom = kingdom_mask(state)
    burnt = dragon_mask(state)
    return [p for p in DRAGON_LISTS[letter] if p.mask & kingdom == p.mask and not p.mask & burnt]


def why_not(state, seat, name, orient, anchor):
    """Why a kingdom tile may not lie there: None when it may, else "outside" (off the board),
    "covered" (over another tile), "corner" (a first tile must cover a corner) or "touch" (a later
    one must cover a free corner or touch the seat's kingdom by a side)."""
    p = TILE_PLACEMENTS[name].get((orient, anchor))
    if p is None:
        return "outside"
    if p.mask & kingdom_mask(state):
        return "covered"
    if p.mask & CORNER_MASK:
        return None
    own = kingdom_mask(state, seat)
    if not own:
        return "corner"
    return None if p.touch & own else "touch"


def dragon_why_not(state, letter, orient, anchor):
    """None when the dragon may land there, else "outside", "bare" (a square without a kingdom
    tile) or "dragon" (over another dragon)."""
    p = DRAGON_PLACEMENTS[letter].get((orient, anchor))
    if p is None:
        return "outside"
    if p.mask & dragon_mask(state):
        return "dragon"
    if p.mask & kingdom_mask(state) != p.mask:
        return "bare"
    return None


def score_parts(state, seat):
    """(visible squares, visible castles, crushed eggs) of `seat`."""
    squares = sum(1 for sq in range(NSQ)
                  if state["owner"][sq] == seat and state["dragon_at"][sq] is None)
    castles = sum(1 for t in state["tiles"]
                  if t["seat"] == seat and state["dragon_at"][t["castle"]] is None)
    return squares, castles, len(state["crushed"][seat])


def score(state, seat):
    squares, castles, eggs = score_parts(state, seat)
    return squares + castles - eggs


def eggs_to_place(state, seat):
    """How many eggs `seat` has still to put on the board: the first seat lays its four, then
    the other its own (apply_eggs); none outside that phase."""
    if state["phase"] != "eggs":
        return 0
    laid = len(state["eggs"])
    if seat == state["first"]:
        return max(0, EGGS_EACH - laid)
    return EGGS_EACH - max(0, laid - EGGS_EACH)


class DragonInfernoRules(PhasedRules):
    id = ID
    min_seats = 2
    max_seats = 2

    # ---------------------------------------------------------------- the game itself
    def initial_state(self, seats=2, options=None, seed=0):
        options = options or {}
        first = options.get("first", "lot")
        if first not in FIRST_CHOICES:
            raise ValueError("unknown first player choice %r" % (first,))
        return {
            "seats": 2, "rng": R.seed_value(seed), "first_option": first,
            "phase": "deal", "actor": CHANCE, "first": None, "side": 0,
            "caves": [None] * CAVES, "next_cave": 0,
            "eggs": [], "hatched": [], "crushed": [[], []],
            "owner": [None] * NSQ, "tiles": [], "hands": [list(TILE_NAMES), list(TILE_NAMES)],
            "dragons": [], "dragon_at": [None] * NSQ, "gone": [], "summon": None,
            "passes": [0, 0], "winner": None,
        }

    def copy(self, state):
        return clone(state)

    # ---------------------------------------------------------------- chance
    def chance_outcomes(self, state):
        if state["phase"] == "deal":
            left = [d for d in DRAGON_NAMES if d not in state["caves"]]
            return [(["deal", d], 1 / len(left)) for d in left]
        if state["phase"] == "lot":
            return [(["first", 0], 0.5), (["first", 1], 0.5)]
        raise ValueError("no chance in phase %r" % state["phase"])

    def apply_deal(self, s, action, events):
        letter = action[1]
        if action[0] != "deal" or letter not in DRAGON_NAMES or letter in s["caves"]:
            raise ValueError("illegal deal %r" % (action,))
        R.advance(s)
        cave = s["caves"].index(None)
        s["caves"][cave] = letter
        events.append({"type": "DragonDealt", "cave": cave, "dragon": letter})
        if None not in s["caves"]:
            if s["first_option"] == "lot":
                s["phase"] = "lot"
            else:
                self._start_eggs(s, s["first_option"], events)

    def apply_lot(self, s, action, events):
        if action[0] != "first" or action[1] not in (0, 1):
            raise ValueError("illegal lot %r" % (action,))
        R.advance(s)
        events.append({"type": "FirstDrawn", "seat": action[1]})
        self._start_eggs(s, action[1], events)

    def _start_eggs(self, s, first, events):
        s["first"] = first
        s["side"] = first
        s["phase"] = "eggs"
        s["actor"] = first

    # ---------------------------------------------------------------- eggs
    def legal_eggs(self, state):
        taken = set(state["eggs"])
        return [["egg", sq] for sq in INNER if sq not in taken]

    def apply_eggs(self, s, action, events):
        sq = action[1] if action[0] == "egg" else None
        if sq not in INNER or sq in s["eggs"]:
            raise ValueError("illegal egg %r" % (action,))
        seat = s["actor"]
        s["eggs"].append(sq)
        s["eggs"].sort()
        events.append({"type": "EggPlaced", "seat": seat, "sq": sq})
        n = len(s["eggs"])
        if n == EGGS_EACH:
            s["actor"] = s["side"] = 1 - s["first"]
        elif n == 2 * EGGS_EACH:
            s["phase"] = "tiles"
            s["actor"] = s["side"] = s["first"]

    # ---------------------------------------------------------------- kingdom tiles
    def legal_tiles(self, state):
        return [["tile", name, p.orient, p.anchor]
                for name, p in tile_placements(state, state["side"])]

    def apply_tiles(self, s, action, events):
        seat = s["side"]
        p = self._tile(s, seat, action)
        name = action[1]
        for sq in p.squares:
            s["owner"][sq] = seat
        s["hands"][seat].remove(name)
        s["tiles"].append({"seat": seat, "tile": name, "orient": p.orient, "anchor": p.anchor,
                           "squares": list(p.squares), "castle": p.castle, "hole": p.hole})
        events.append({"type": "TilePlaced", "seat": seat, "tile": name, "orient": p.orient,
                       "anchor": p.anchor, "squares": list(p.squares), "castle": p.castle,
                       "hole": p.hole})
        # Crushing comes before summoning when one tile does both.
        under = [sq for sq in p.squares if sq in s["eggs"]]
        for sq in under:
            if sq != p.hole:
                s["eggs"].remove(sq)
                s["crushed"][seat].append(sq)
                events.append({"type": "EggCrushed", "seat": seat, "sq": sq})
        if p.hole in s["eggs"] and self._hatch(s, seat, p.hole, events):
            return      # the summoner now places the dragon
        self._next_turn(s, events)

    def _tile(self, s, seat, action):
        if (s["phase"] != "tiles" or len(action) != 4 or action[0] != "tile"
                or action[1] not in s["hands"][seat]):
            raise ValueError("illegal tile %r" % (action,))
        p = TILE_PLACEMENTS[action[1]].get((action[2], action[3]))
        if p is None or why_not(s, seat, action[1], action[2], action[3]) is not None:
            raise ValueError("illegal tile %r" % (action,))
        return p

    def _hatch(self, s, seat, sq, events):
        """The egg came through the hole: the next dragon is summoned. True when the summoner
        must now place it."""
        s["eggs"].remove(sq)
        s["hatched"].append(sq)
        if s["next_cave"] >= CAVES:
            events.append({"type": "EggHatched", "seat": seat, "sq": sq, "cave": None,
                           "dragon": None})
            return False
        cave = s["next_cave"]
        letter = s["caves"][cave]
        s["next_cave"] += 1
        events.append({"type": "EggHatched", "seat": seat, "sq": sq, "cave": cave,
                       "dragon": letter})
        if not dragon_placements(s, letter):
            s["gone"].append(cave)
            events.append({"type": "DragonGone", "seat": seat, "cave": cave, "dragon": letter})
            return False
        s["summon"] = {"cave": cave, "dragon": letter}
        s["phase"] = "dragon"
        s["actor"] = seat
        return True

    # ---------------------------------------------------------------- a summoned dragon
    def legal_dragon(self, state):
        return [["dragon", p.orient, p.anchor]
                for p in dragon_placements(state, state["summon"]["dragon"])]

    def apply_dragon(self, s, action, events):
        summon = s["summon"]
        letter = summon["dragon"]
        if (len(action) != 3 or action[0] != "dragon"
                or dragon_why_not(s, letter, action[1], action[2]) is not None):
            raise ValueError("illegal dragon %r" % (action,))
        p = DRAGON_PLACEMENTS[letter][(action[1], action[2])]
        index = len(s["dragons"])
        s["dragons"].append({"dragon": letter, "cave": summon["cave"], "orient": p.orient,
                             "anchor": p.anchor, "squares": list(p.squares)})
        for sq in p.squares:
            s["dragon_at"][sq] = index
        events.append({"type": "DragonPlaced", "seat": s["side"], "dragon": letter,
                       "cave": summon["cave"], "orient": p.orient, "anchor": p.anchor,
                       "squares": list(p.squares)})
        s["summon"] = None
        s["phase"] = "tiles"
        self._next_turn(s, events)

    # ---------------------------------------------------------------- turns and the end
    def _next_turn(self, s, events):
        """The other seat plays if it can lay a tile; if not it passes and this seat plays on;
        when neither can, the game is over."""
        seat = s["side"]
        other = 1 - seat
        if can_lay(s, other):
            s["side"] = s["actor"] = other
            return
        if can_lay(s, seat):
            s["passes"][other] += 1
            events.append({"type": "Passed", "seat": other})
            s["actor"] = seat
            return
        s["phase"] = "over"
        s["actor"] = None
        scores = [score(s, 0), score(s, 1)]
        s["winner"] = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
        events.append({"type": "GameOver", "scores": scores, "winner": s["winner"]})

    def returns(self, state):
        w = state["winner"]
        if state["phase"] != "over" or w is None:
            return [0.0, 0.0]
        return [1.0 if seat == w else -1.0 for seat in (0, 1)]

    def scores(self, state):
        return [score(state, 0), score(state, 1)]

    # ---------------------------------------------------------------- text, checks, bots
    def describe(self, state, action):
        return texts.describe(self, state, action)

    EVENT_LINES = texts.EVENT_LINES     # the events' own move-log lines (Rules.event_line)

    def check_invariants(self, state):
        checks.check_invariants(state)


RULES = DragonInfernoRules()
