"""Guardians Arena's show: where each card an event moves flies from and to. Pure Python.

MOVES[kind](event, after) -> [(card id or None, from place, to place, back), ...]: every rule
event that takes a card from one place to another, whatever moved it (an effect, the end of a
fight, a raid, the hand limit), so the card is seen going where it goes. Places are the scene's
click keys or zone names (show_draw.place_rect); a card None flies by its back ("pen" or
"storage"), as it is hidden from the viewer. Events whose scene method flies its card itself
(CardDrawn, CardPlayed, ...) are not here."""


def _each(cards, src, dst, back="pen"):
    return [(c, src, dst, back) for c in cards or []]


def _leaves(e, after):
    seat = e["seat"]
    dest = {"discard": ("discard", seat), "pen": ("pen", seat), "prison": ("prison", 1 - seat),
            "deck_bottom": ("deck", seat)}.get(e.get("to"), ("deck", seat))
    at = e.get("at", -1)
    return [(e.get("card"), ("duel", seat, -1 if at is None else at), dest, "pen")]


def _item(e, after):
    where = e.get("where")
    src = ("duel", e["seat"], where) if isinstance(where, int) else \
        ("on", e["seat"], where) if where else ("duel", e["seat"], -1)
    return [(e.get("card"), src, ("discard", e["seat"]), "pen")]


def _discarded(e, after):
    out = []
    for seat, cards in enumerate(e.get("values") or []):
        out += _each(cards, ("handpile", seat), ("discard", seat))
    return out


def _split(e, after):
    """The hands sorted into storage and pen: each card the viewer sees by its face, the other
    seat's by their backs, so many of each as there are."""
    out = []
    for seat, p in enumerate(after.get("players") or []):
        if p is None:
            continue
        for zone in ("storage", "pen"):
            ids = p.get(zone)
            if ids is None:
                ids = [None] * p["public"].get(zone, 0)
            out += [(c, ("handpile", seat), (zone, seat), zone) for c in ids]
    return out


def _merged(e, after):
    """Storage and pen taken back into each hand, by their backs."""
    out = []
    for seat, p in enumerate(after.get("players") or []):
        if p is None:
            continue
        for zone in ("storage", "pen"):
            out += [(None, (zone, seat), ("handpile", seat), zone)] * \
                p["public"].get("hand_" + zone, 0)
    return out


MOVES = {
    "CreatureLeaves": _leaves,
    "Captured": lambda e, a: [(e.get("shield"), ("shield", e["seat"]), ("prison", e["seat"]),
                               "pen")],
    "PrisonerFreed": lambda e, a: [(e.get("card"), ("prison", e["seat"]),
                                    ("discard", 1 - e["seat"]), "pen")],
    "AreaAttack": lambda e, a: _each(e.get("cards"), ("handpile", e["seat"]),
                                     ("discard", e["seat"])),
    "ForcedDiscard": lambda e, a: _each(e.get("cards"), ("handpile", e["seat"]),
                                        ("discard", e["seat"])),
    "TerrainDestroyed": lambda e, a: [(e.get("card"), ("terrain",),
                                       ("discard", e.get("owner", e["seat"])), "pen")],
    "ItemDestroyed": _item,
    "ShieldDestroyed": lambda e, a: [(e.get("card"), ("shield", e["seat"]),
                                      ("discard", e["seat"]), "pen")],
    "FortificationDestroyed": lambda e, a: [(e.get("card"), ("hold", e["target"], e["pos"]),
                                             ("discard", e["seat"]), "pen")],
    "UnderCancelled": lambda e, a: [(e.get("card"), ("under", e["seat"], e["pos"]),
                                     ("deck", e["seat"]), "pen")],
    "TerrainSacrificed": lambda e, a: [
        (e.get("card"), ("handpile", e["seat"]), ("discard", e["seat"]), "pen"),
        (e.get("raider"), ("on", 1 - e["seat"], e.get("pos")), ("deck", 1 - e["seat"]), "pen")],
    "StrongholdRuined": lambda e, a: [(None, ("hold", e["seat"], e["pos"]),
                                       ("discard", e["seat"]), "pen")],
    "ChallengeBlocked": lambda e, a: [(e.get("card"), ("pen", e["seat"]),
                                       ("discard", e["seat"]), "pen")],
    "ChallengeFailed": lambda e, a: [(e.get("card"), ("prison", e["seat"]),
                                      ("discard", 1 - e["seat"]), "pen")],
    "RaiderBeaten": lambda e, a: [(None, ("duel", e["seat"], -1), ("discard", e["seat"]),
                                   "pen")],
    "ShieldsClash": lambda e, a: [(None, ("duel", s, -1), ("discard", s), "pen")
                                  for s in (0, 1)],
    "ShieldBack": lambda e, a: [(None, ("duel", e["seat"], -1), ("pen", e["seat"]), "pen")],
    "CardsDiscarded": _discarded,
    "HandsSplit": _split,
    "HandsMerged": _merged,
    "DeckReshuffled": lambda e, a: [(None, ("discard", e["seat"]), ("deck", e["seat"]),
                                     "storage")],
    "ItemAttached": lambda e, a: [(None, ("handpile", e["seat"]), ("on", e["seat"], e["pos"]),
                                   "pen")],
    "StrongholdModified": lambda e, a: [(e.get("card"), ("handpile", e["seat"]),
                                         ("hold", e["target"], e["pos"]), "pen")],
    "RaidPlaced": lambda e, a: [(None, ("handpile", e["seat"]), ("on", e["seat"], e.get("pos")),
                                 "pen")],
    "RaidMoved": lambda e, a: [(None, ("on", e["seat"], e["from"]), ("on", e["seat"], e["to"]),
                                "pen")],
}
