"""Guardians Arena: plain constants for the box (no pygame)."""
from games.guardians_arena import carddata

ID = "guardians-arena"
NAME = "guardians-arena.name"
PICTURE = "guardians-arena/tile"                   # sprites/guardians-arena/tile.svg
MIN_SEATS = MAX_SEATS = 2

# Seat 0 blue with a sun emblem, seat 1 vermilion with a moon emblem (Okabe-Ito colours, and a
# shape each, so no one relies on colour alone).
SEATS = [
    {"name": "guardians-arena.seat.0", "color": "#0072B2", "icon": "guardians-arena/emblem-0"},
    {"name": "guardians-arena.seat.1", "color": "#D55E00", "icon": "guardians-arena/emblem-1"},
]


def _deck_choices():
    out = [{"value": "lot", "label": "guardians-arena.opt.deck.lot",
            "picture": "guardians-arena/deck-lot",
            "desc": "guardians-arena.opt.deck.lot.desc"}]
    for deck in carddata.decks():
        guardian = next(c for c in carddata.decks()[deck]
                        if carddata.pool()[c].kind == "guardian")
        out.append({"value": deck, "label": f"guardians-arena.deck.{deck}",
                    "picture": f"guardians-arena/cards/{guardian}",
                    "desc": f"guardians-arena.deck.{deck}.desc"})
    return out


# Each player's ready deck, or one drawn by lot (two different decks then).
OPTIONS = [
    {"id": "deck0", "label": "guardians-arena.opt.deck0", "default": "lot",
     "choices": _deck_choices()},
    {"id": "deck1", "label": "guardians-arena.opt.deck1", "default": "lot",
     "choices": _deck_choices()},
]

# Pictures beside each rules page (engine/rules_scene.py): rows of sprite names, our own cards
# ("card:<id>": the card's whole face, drawn by the scene's rules_picture).
_C = "guardians-arena/cards/"
_G = "guardians-arena/"
RULES_PICTURES = {
    1: [[_C + "ysolde", _C + "granit"], [_C + "morrow", _C + "tamsin"]],
    2: [[_C + "deep_hall"], [_C + "war_hymn"]],
    3: [[_C + "iron_knight", _C + "runed_blade"], [_C + "stone_ramparts", _C + "dawn_banner"]],
    4: [[_C + "griffon_rider"], [_C + "dread_knight"]],
    5: [[_C + "wither", _C + "gilded_promise"], [_C + "tower_crossbow"]],
    6: [[_C + "sand_djinn"], [_C + "whispering_wood"]],
    7: [[_C + "quake_beetle", _C + "oak_shield"]],
    8: [[_C + "anvil_keep"], [_C + "iron_pavise"]],
    9: [[_C + "abyss_titan"], [_C + "howling_peaks"]],
    # Reading a card: real faces that carry the parts the page names (vitality, the off-colour
    # bonus, channeller, receiver, ranged, a weakness; red vitality, flying; a stronghold's
    # defence)
    10: [["card:thornling"], ["card:reed_archer"], ["card:gloom_moth"], ["card:anvil_keep"]],
    # The piles' pictures, as each pile shows them beside its Guardian
    11: [[_G + "icon-deck", _G + "icon-discard", _G + "icon-dominance"],
         [_G + "icon-storage", _G + "icon-pen", _G + "icon-hand"]],
}
