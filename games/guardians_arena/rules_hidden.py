"""Guardians Arena: a full state guessed from one seat's observation, for the bots' search
(Rules.determinize). The other seat's hidden cards are dealt at random out of what its deck can
still hold (its 55 cards less every one it has shown), each hidden place getting a card of a kind
that may lie there. The generator is re-seeded, so a bot never peeks at a future draw. Pure Python.
"""
from collections import Counter

from engine import rng as R
from engine.rules import clone
from games.guardians_arena import carddata, checks
from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules_phase2 import creature_slots


def _fits_on(cid):
    return D.card(cid).kind in ("creature", "shield")


def _fits_under(cid):
    c = D.card(cid)
    return c.kind == "creature" and bool(c["channeller"] or c["ranged"])


def _fits_item(cid):
    return D.card(cid).kind == "item" and D.card(cid)["slot"] == "C"


def _take(s, left, fits):
    """A random card of `left` (a list) that fits, else any (the guess stays a guess)."""
    choices = [i for i, c in enumerate(left) if fits(c)] or list(range(len(left)))
    return left.pop(choices[R.randint(s, 0, len(choices) - 1)])


def determinize(rules, observation, seat, seed):
    s = clone(observation)
    s["rng"] = R.seed_value(seed)
    other = 1 - seat
    q = s["players"][other] if s["players"] else None
    if q is None:
        return s
    known = Counter(c for c in checks.owned(s, other) if c is not None)
    left = list((Counter(carddata.deck_list(carddata.decks()[q["deck_id"]])) - known).elements())
    left.sort()
    # The most constrained places first (a channeller or ranged creature under a stronghold), so a
    # looser place never takes the last card that only they could hold.
    places = [("strongholds", pos, slot) for slot in ("under", "on") for pos in D.POSITIONS]
    for _, pos, slot in places:
        h = q["strongholds"][pos][slot]
        if h and h["card"] is None:
            fits = _fits_under if slot == "under" else \
                D.is_creature if h.get("with_item") else _fits_on
            h["card"] = _take(s, left, fits)
        if h and "item" in h and h["item"] is None and h["with_item"]:
            h["item"] = _take(s, left, _fits_item)
    duel = s.get("duel")
    if duel and duel["creatures"][other]:
        c = duel["creatures"][other]
        if c["card"] is None:
            c["card"] = _take(s, left, D.is_creature)
        if c.get("with_item") and c["item"] is None:
            c["item"] = _take(s, left, _fits_item)
    pub = q["public"]
    if q["hand"] is None:
        q["hand"] = sorted([_take(s, left, lambda c: D.back(c) == "storage")
                            for _ in range(pub["hand_storage"])]
                           + [_take(s, left, lambda c: D.back(c) == "pen")
                              for _ in range(pub["hand_pen"])])
    for zone in ("storage", "pen"):
        if q[zone] is None:
            q[zone] = sorted(_take(s, left, lambda c, z=zone: D.back(c) == z)
                             for _ in range(pub[zone]))
    if q["deck"]["seen"] is None:
        q["deck"]["seen"] = [_take(s, left, lambda c: True) for _ in range(pub["seen"])]
    if q["deck"]["pool"] is None:
        q["deck"]["pool"] = sorted(_take(s, left, lambda c: True) for _ in range(pub["pool"]))
    # What is left was set aside to discard (or committed to the discard) in secret.
    box = s.get("secret")
    if s["discarding"][other] is None and s["phase"] == "discard" and box \
            and other in box["order"] and str(other) not in box["values"]:
        s["discarding"][other] = sorted(left)
        left = []
    if box and str(other) in box["values"] and box["values"][str(other)] is None:
        if s["phase"] == "discard":
            box["values"][str(other)], left = sorted(left), []
        elif s["phase"] == "arena":
            slots = creature_slots(q) + [None]
            box["values"][str(other)] = slots[R.randint(s, 0, len(slots) - 1)]
        elif s["phase"] == "raid_target":
            mine = [pos for pos in D.POSITIONS
                    if s["players"][seat]["strongholds"][pos]["deployed"]
                    and not s["players"][seat]["strongholds"][pos]["ruin"]]
            box["values"][str(other)] = mine[R.randint(s, 0, len(mine) - 1)]
        elif s["phase"] == "raid_prep":
            box["values"][str(other)] = [None, None]        # guessed: no change
    return s
