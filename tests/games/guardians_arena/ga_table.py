"""Building Guardians Arena positions for the tests: a table laid out card by card from each
player's own deck (every card stays counted), then a combat, a raid or a challenge started by
the rules themselves."""
from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.test_rules_phase1 import enlisting, run_chance, step


def take(p, cid):
    """Take one copy of `cid` out of the player's pool, discard or hand."""
    for zone in (p["deck"]["pool"], p["discard"], p["hand"]):
        if cid in zone:
            zone.remove(cid)
            D.sync(p)
            return cid
    raise LookupError(f"{cid} is not in {p['deck_id']}'s free cards")


KEPT_IN_DECK = 6


def table(decks=("bastion", "coven"), active=0, seed=2):
    """A turn-1 table after enlistment with every card of both players in the discard, the hands
    empty, no power stones (so no Guardian's influence or ability unless a test gives stones),
    the Active player fixed."""
    s = enlisting(seed, {"deck0": decks[0], "deck1": decks[1]})
    for p in s["players"]:
        # A few cards stay in the deck, so a turn that follows draws them instead of taking
        # the discard back as a new deck (the tests look at the discards).
        cards = sorted(p["hand"] + p["deck"]["pool"] + p["deck"]["top"])
        p["deck"]["pool"], p["discard"] = cards[:KEPT_IN_DECK], p["discard"] + cards[KEPT_IN_DECK:]
        p["hand"], p["deck"]["top"] = [], []
        p["dominance"] = None
        p["stones"] = 0
        D.sync(p)
    s["active"] = active
    return s


def put(s, seat, zone, *cards):
    p = s["players"][seat]
    for cid in cards:
        take(p, cid)
        if zone == "pool":
            D.add_sorted(p["deck"]["pool"], cid)
        else:
            D.add_sorted(p[zone], cid)
    D.sync(p)


def on(s, seat, pos, cid, item=None, up=False, slot="on"):
    p = s["players"][seat]
    take(p, cid)
    if item:
        take(p, item)
    p["strongholds"][pos]["deployed"] = True
    p["strongholds"][pos][slot] = {"card": cid, "up": up, "item": item, "item_up": False,
                                   "with_item": item is not None}


def deploy_all(s):
    for p in s["players"]:
        for h in p["strongholds"].values():
            h["deployed"] = True


WAITING = ("war_hymn", "wither", "horn_of_plenty", "star_well")


def combat(s, a, b, item_a=None, item_b=None, wait=False):
    """Both creatures enter the duel zone and the combat starts (the primary combat hand is each
    storage). wait=True gives the Active player a card it could play, so the primary round waits
    for it instead of passing on its own."""
    if wait:
        p = s["players"][s["active"]]
        put(s, s["active"], "storage", next(c for c in WAITING if c in p["discard"]))
    on(s, 0, "centre", a, item_a)
    on(s, 1, "centre", b, item_b)
    s["phase"], s["actor"] = "arena", None
    events = []
    RULES.start_arena(s, events)
    first = s["actor"]
    s, _ = step(s, ["enter", "centre"])
    s, ev = step(s, ["enter", "centre"])
    assert first == s["active"]
    return run_chance(s), ev


def pass_round(s):
    """Both pass (or pass on their own) until the round's phase changes."""
    phase = s["phase"]
    while s["phase"] == phase:
        s, _ = step(s, ["pass"])
    return s
