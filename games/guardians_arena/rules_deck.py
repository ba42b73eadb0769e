"""Guardians Arena's decks and card zones: pure helpers over the plain JSON state (no pygame).

A player's deck is kept as three parts, drawn in this order:
  top     cards known to both players lying on top (the dominance card stays there and is the
          first card drawn next turn, RULINGS)
  pool    the shuffled part, kept as a sorted list of card ids (a multiset): its order is hidden
          from everyone, so it is not stored at all. Each card taken from it is an explicit chance
          node that picks one of its cards, each copy equally likely, which gives exactly the odds
          of a shuffled deck, one card at a time, and leaves no order for anyone (or any bot) to
          peek at. Only the owner may see which cards it holds.
  bottom  cards put face down under the deck, in the order they were put there (the tied
          dominance cards, the secondary attackers, a creature stopped by a sacrificed terrain):
          all of them were seen face up, so the list is public.
An exhausted deck takes its discard pile as its new pool (a reshuffle, RULINGS).

The other zones hold sorted lists of card ids: hand, storage, pen (secret to the owner), discard
(public). "public" keeps the counts everyone sees (and the backs of the hand's cards, which are
public by RULINGS); sync() recomputes it after every change.
"""
from games.guardians_arena import carddata

POSITIONS = ("centre", "left", "right")
HAND_LIMIT = 7          # "8 or more after enlistment" keeps 7 (RULINGS)
FIRST_HAND = 8


def card(cid):
    return carddata.pool()[cid]


def is_creature(cid):
    return card(cid).kind == "creature"


def back(cid):
    """Where a card goes when the hand is split: "storage" (double orange edge) or "pen"."""
    return card(cid)["back"]


def new_player(deck_id):
    """A player's zones for a ready deck: Guardian and centre stronghold in play, the left and right
    strongholds under the centre one (out of play until deployed), the 51 others in the pool."""
    counts = carddata.decks()[deck_id]
    ids = carddata.deck_list(counts)
    guardian = next(c for c in ids if card(c).kind == "guardian")
    holds = {card(c)["position"]: c for c in ids if card(c).kind == "stronghold"}
    rest = sorted(c for c in ids if card(c).kind not in ("guardian", "stronghold"))
    p = {
        "deck_id": deck_id, "guardian": guardian, "stones": card(guardian)["stones"],
        "victories": [], "deck": {"top": [], "seen": [], "pool": rest, "bottom": []},
        "hand": [], "storage": [], "pen": [], "discard": [],
        "strongholds": {pos: {"card": holds[pos], "deployed": pos == "centre", "ruin": False,
                              "on": None, "under": None, "reinforcement": None,
                              "weakening": None}
                        for pos in POSITIONS},
        "standard": None, "prison": None, "dominance": None, "last_dominance": None,
        "public": {},
    }
    sync(p)
    return p


def sync(p):
    """Recompute what everyone may count: sizes of the secret zones and the backs in hand."""
    hand = p["hand"]
    storage_backs = sum(1 for c in hand if back(c) == "storage")
    p["public"] = {"hand_storage": storage_backs, "hand_pen": len(hand) - storage_backs,
                   "storage": len(p["storage"]), "pen": len(p["pen"]),
                   "pool": len(p["deck"]["pool"]), "seen": len(p["deck"]["seen"])}


def deck_size(p):
    d = p["deck"]
    return len(d["top"]) + len(d["seen"]) + len(d["pool"]) + len(d["bottom"])


def needs_chance(p):
    """True when the next card of this deck comes out of the shuffled pool (a chance node).
    Refills an exhausted deck from the discard first, so the answer is final."""
    d = p["deck"]
    if d["top"] or d["seen"]:
        return False
    if d["pool"]:
        return True
    if d["bottom"]:
        return False
    return bool(p["discard"])


def refill(p, seat, events):
    """An exhausted deck takes its discard pile as its shuffled pool (RULINGS)."""
    d = p["deck"]
    if not (d["top"] or d["seen"] or d["pool"] or d["bottom"]) and p["discard"]:
        d["pool"] = sorted(p["discard"])
        p["discard"] = []
        sync(p)
        # A shuffle is never undone either (the issue: undo never crosses a reveal or a shuffle).
        events.append({"type": "DeckReshuffled", "seat": seat, "cards": len(d["pool"]),
                       "reveal": True})


def public_order(d):
    """What both seats may see of a deck's order: the cards on top and under it, and how many
    peeked cards ("seen", known to the owner only) lie between them."""
    return {"top": list(d["top"]), "seen": len(d["seen"]), "pool": len(d["pool"]),
            "bottom": list(d["bottom"])}


def take_known(p):
    """The next card when it is known (top, or bottom once the pool is empty); None otherwise."""
    d = p["deck"]
    if d["top"]:
        return d["top"].pop(0)
    if d["seen"]:
        return d["seen"].pop(0)
    if not d["pool"] and d["bottom"]:
        return d["bottom"].pop(0)
    return None


def take_from_pool(p, cid):
    pool = p["deck"]["pool"]
    if cid not in pool:
        raise ValueError(f"card {cid!r} is not in the shuffled part of the deck")
    pool.remove(cid)
    return cid


def pool_outcomes(p):
    """[(["card", id], probability)] for one card out of the pool, each copy equally likely."""
    pool = p["deck"]["pool"]
    counts = {}
    for c in pool:
        counts[c] = counts.get(c, 0) + 1
    return [(["card", c], n / len(pool)) for c, n in sorted(counts.items())]


def add_sorted(lst, cid):
    lst.append(cid)
    lst.sort()


def draw_modifier(p, other):
    """The draw of a Guardian this turn: base draw plus LDL (fewer victories than the opponent),
    MDL (more victories) and LUC (a lower dominance card last turn), never below 0."""
    g = card(p["guardian"])
    n = g["draw"]
    mine, theirs = len(p["victories"]), len(other["victories"])
    if mine < theirs:
        n += g["draw_fewer"]
    elif mine > theirs:
        n += g["draw_more"]
    a, b = p["last_dominance"], other["last_dominance"]
    if a is not None and b is not None and a < b:
        n += g["draw_lower"]
    return max(0, n)


def every_card(p):
    """Every card id of a player's zones (for the conservation check); the caller adds cards that
    sit in shared places (the duel zone, the commitments, an opponent's stronghold or prison)."""
    d = p["deck"]
    out = []
    for zone in (d["top"], d["seen"], d["pool"], d["bottom"], p["hand"], p["storage"], p["pen"],
                 p["discard"]):
        out += zone or []       # an observation may hide a whole zone (None)
    out = out + p["victories"] + [p["guardian"]]
    for h in p["strongholds"].values():
        out.append(h["card"])
        for slot in ("on", "under"):
            if h[slot]:
                out.append(h[slot]["card"])
                if h[slot].get("item"):
                    out.append(h[slot]["item"])
    if p["standard"]:
        out.append(p["standard"])
    if p["prison"]:
        out.append(p["prison"]["shield"])      # the prisoner is its owner's card (checks.owned)
    return out
