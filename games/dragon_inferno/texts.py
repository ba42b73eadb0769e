"""Les Dragons 100 Flammes' move log: a readable, translatable line for each action. A tile's
line also tells the eggs it crushed and the dragon it summoned (worked out by playing it), so the
log reads like the table talk: "lays the T on C3–C5, D4: crushes an egg, a dragon hatches!". A
piece is named by the squares it covers, as the letters and numbers round the board show them."""
from games.dragon_inferno.pieces import DRAGON_PLACEMENTS, TILE_PLACEMENTS, square_name, \
    squares_name

P = "dragon-inferno.log."


def describe(rules, state, action):
    name = action[0] if type(action) is list and action else str(action)
    if name == "deal":
        return None          # the caves are in sight; the deal is not told cave by cave
    if name == "first":
        return (P + "first.%d" % action[1], {})
    seat = state["actor"]
    if name == "egg":
        return (P + "egg.%d" % seat, {"sq": square_name(action[1])})
    if name == "dragon":
        letter = state["summon"]["dragon"]
        covers = DRAGON_PLACEMENTS[letter][(action[1], action[2])].squares
        return (P + "dragon.%d" % seat, {"dragon": letter, "sq": squares_name(covers),
                                         "cave": state["summon"]["cave"] + 1})
    if name == "tile":
        _, events = rules.apply(state, action)
        crushed = sum(1 for e in events if e["type"] == "EggCrushed")
        hatched = [e for e in events if e["type"] == "EggHatched"]
        covers = TILE_PLACEMENTS[action[1]][(action[2], action[3])].squares
        params = {"tile": action[1], "sq": squares_name(covers), "n": crushed}
        if hatched and hatched[0]["dragon"] is None:
            what = "tile.hatch_none"
        elif hatched:
            what = "tile.hatch"
            params["dragon"] = hatched[0]["dragon"]
            params["cave"] = hatched[0]["cave"] + 1
        else:
            what = "tile"
        if crushed:
            what += ".crush" if crushed == 1 else ".crush_n"
        return (P + what + ".%d" % seat, params)
    return (P + "unknown", {"action": str(action)})


# --- the events' own lines (Rules.event_line) -----------------------------------------------------
def _gone(state, e):
    # The tile's line said the dragon came out; with nowhere to land it is lost to its seat.
    return (e["seat"], (P + "gone", {"dragon": e["dragon"], "cave": e["cave"] + 1}))


def _passed(state, e):
    return (e["seat"], (P + "passed.%d" % e["seat"], {}))


def _over(state, e):
    w = e["winner"]
    if w is None:
        return (None, (P + "over.draw", {"n": e["scores"][0]}))
    return (w, (P + "over.win.%d" % w, {"a": e["scores"][w], "b": e["scores"][1 - w]}))


EVENT_LINES = {"DragonGone": _gone, "Passed": _passed, "GameOver": _over}
# Events that need no line of their own, and why.
QUIET_EVENTS = {
    "DragonDealt": "the caves are in sight; the deal is not told cave by cave",
    "FirstDrawn": "the lot's own line says who begins",
    "EggPlaced": "the egg action's line names the square",
    "TilePlaced": "the tile action's line names the tile and the square",
    "EggCrushed": "the tile's line counts the eggs it crushed",
    "EggHatched": "the tile's line names the dragon that hatched and its cave",
    "DragonPlaced": "the dragon action's line names the dragon and the square",
}
