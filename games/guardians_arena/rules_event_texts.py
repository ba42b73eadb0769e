"""Guardians Arena's move log, the events' own lines (Rules.event_line): what an action did beyond
its own line (rules_texts) — a creature sent away and why, the winner of a round, the hands sorted
into storage and pen, a stronghold ruined. Keys in locale/<lang>/guardians-arena.json. Pure Python.

A line names a card only when everyone at the screen sees it at that moment: an event marked
"reveal" that turns it face up for both, or a card already face up (a standard, a terrain, a
prisoner, a creature in the arena). A face-down card is told by its place, never by its name."""

P = "guardians-arena."
L = P + "log.ev."


def _seat(seat):
    return f"{P}seat.{seat}"


def _card(cid):
    return f"{P}card.{cid}"


def _pos(pos):
    return f"{P}kind.stronghold.{pos}"


def _line(seat, key, **params):
    if seat is not None:
        params.setdefault("player", _seat(seat))
    return (seat, (L + key, params))


def _round_ends(s, e):
    a, b = e["totals"] if e.get("totals") else (0, 0)
    if e["winner"] is None or e["winner"] not in (0, 1):
        return _line(None, f"round.{e['round']}.tie", a=a, b=b)
    w = e["winner"]
    totals = e.get("totals") or [0, 0]
    return _line(w, f"round.{e['round']}.win", a=totals[w], b=totals[1 - w])


def _leaves(s, e):
    # The card's own line (played, shield raised) came first: this one says what it did, and
    # which card's effect did it when one did.
    if e.get("by"):
        return _line(e["seat"], "leaves_by." + e["why"], card=_card(e["card"]),
                     to=L + "to." + e["to"], by=_card(e["by"]))
    return _line(e["seat"], "leaves." + e["why"], card=_card(e["card"]), to=L + "to." + e["to"])


def _destroyed(key, **more):
    """A card an effect destroyed: where it goes, and the card whose effect it was."""
    def line(s, e):
        params = dict(card=_card(e["card"]), **{k: f(e) for k, f in more.items()})
        if e.get("by"):
            return _line(e["seat"], key + "_by", by=_card(e["by"]), **params)
        return _line(e["seat"], key, **params)
    return line


def _game_over(s, e):
    if e["winner"] is None:
        return _line(None, "over.draw")
    return _line(e["winner"], "over." + e["reason"])


def _cards(n):
    """A count of cards in words, each language with its grammar ("no cards", "1 card", "3 cards"):
    "{n} card(s)" read as a form not filled in."""
    return [P + "log.cards" + {0: ".none", 1: ".one"}.get(n, ""), {"n": n}]


def _stones(key):
    return lambda s, e: _line(e["seat"], key + (".one" if e["n"] == 1 else ""), n=e["n"])


def _modified(s, e):
    return _line(e["seat"], "modified." + e["which"], card=_card(e["card"]),
                 pos=_pos(e["pos"]), owner=_seat(e["target"]))


def _forced(s, e):
    if not e["cards"]:
        return _line(e["seat"], "forced.none")      # an empty hand: "must discard: 0 cards"
    if len(e["cards"]) == 1:
        return _line(e["seat"], "forced.one", card=_card(e["cards"][0]))
    return _line(e["seat"], "forced.n", n=len(e["cards"]))


def _revealed(s, e):
    if e.get("item"):
        return _line(e["seat"], "revealed.item", card=_card(e["card"]), item=_card(e["item"]))
    return _line(e["seat"], "revealed", card=_card(e["card"]))


def _targets(s, e):
    t = e["targets"]
    return _line(None, "raid_targets", a=_pos(t[0]) if t[0] else L + "nothing",
                 b=_pos(t[1]) if t[1] else L + "nothing", p0=_seat(0), p1=_seat(1))


EVENT_LINES = {
    "ActivePlayer": lambda s, e: _line(e["seat"], "active"),
    "DominanceTurned": lambda s, e: _line(e["seat"], "dominance", card=_card(e["card"]),
                                          value=e["value"]),
    "DominanceTied": lambda s, e: _line(None, "dominance_tied", value=e["value"]),
    "NothingToDraw": lambda s, e: _line(e["seat"], "nothing_to_draw"),
    "DeckReshuffled": lambda s, e: _line(e["seat"], "reshuffled", n=e["cards"]),
    "StockDraw": lambda s, e: _line(None, "stock", a=e["counts"][0], b=e["counts"][1],
                                    p0=_seat(0), p1=_seat(1)),
    "Peek": lambda s, e: _line(e["seat"], "peek", n=e["n"]),
    "HandsMerged": lambda s, e: _line(None, "hands_merged"),
    "HandsSplit": lambda s, e: _line(None, "hands_split"),
    "CardEnlisted": lambda s, e: _line(e["seat"], "enlisted." + e["slot"], pos=_pos(e["pos"])),
    "ItemAttached": lambda s, e: _line(e["seat"], "item", pos=_pos(e["pos"])),
    "StrongholdModified": _modified,
    "StandardRaised": lambda s, e: _line(e["seat"], "standard", card=_card(e["card"])),
    "StandardDestroyed": _destroyed("standard_destroyed"),
    "CardsDiscarded": lambda s, e: _line(None, "discarded", p0=_seat(0), p1=_seat(1),
                                         a=_cards(len(e["values"][0] or [])),
                                         b=_cards(len(e["values"][1] or []))),
    "EntersArena": lambda s, e: _line(e["seat"], "enters", pos=_pos(e["pos"])),
    "Revealed": _revealed,
    "Victorious": lambda s, e: _line(e["seat"], "victorious", card=_card(e["card"])),
    "CombatStarts": lambda s, e: _line(e["attacker"], "combat"),
    "Command": lambda s, e: _line(e["seat"], "command", card=_card(e["card"])),
    "RoundEnds": _round_ends,
    "CombatEnds": lambda s, e: (_line(e["winner"], "combat_won") if e["winner"] in (0, 1)
                                else _line(None, "combat_tie")),
    "UnderCancelled": lambda s, e: _line(e["seat"], "under_cancelled", pos=_pos(e["pos"])),
    "CreatureLeaves": _leaves,
    "Captured": lambda s, e: _line(e["seat"], "captured", card=_card(e["card"]),
                                   shield=_card(e["shield"])),
    "PrisonerFreed": lambda s, e: _line(e["seat"], "freed", card=_card(e["card"])),
    "StonesSpent": _stones("stones_spent"),
    "StonesGained": _stones("stones_gained"),
    "AreaAttack": lambda s, e: _line(e["seat"], "area", n=e["n"]),
    "ForcedDiscard": _forced,
    "ItemDestroyed": _destroyed("item_destroyed"),
    "TerrainDestroyed": _destroyed("terrain_destroyed",
                                   owner=lambda e: _seat(e.get("owner", e["seat"]))),
    "ShieldDestroyed": _destroyed("shield_destroyed"),
    "FortificationDestroyed": _destroyed("fortification_destroyed",
                                         which=lambda e: L + "which." + e["which"],
                                         owner=lambda e: _seat(e["target"]),
                                         pos=lambda e: _pos(e["pos"])),
    "TerrainLaid": lambda s, e: _line(e["seat"], "terrain", card=_card(e["card"])),
    "TerrainSacrificed": lambda s, e: _line(e["seat"], "terrain_sacrificed",
                                            card=_card(e["card"]), raider=_card(e["raider"])),
    "ChallengeBlocked": lambda s, e: _line(e["seat"], "challenge_blocked", card=_card(e["card"])),
    "ChallengeFailed": lambda s, e: _line(e["seat"], "challenge_failed", card=_card(e["card"]),
                                          total=e["total"], guardian=e["guardian"]),
    "GuardianDefeated": lambda s, e: _line(e["seat"], "guardian_defeated", total=e["total"],
                                           guardian=e["guardian"]),
    "GameOver": _game_over,
    "RaidStarts": lambda s, e: _line(None, "raid"),
    "RaidTargets": _targets,
    "RaidMoved": lambda s, e: _line(e["seat"], "raid_moved", src=_pos(e["from"]),
                                    dst=_pos(e["to"])),
    "RaidPlaced": lambda s, e: _line(e["seat"], "raid_placed"),
    "RaidFight": lambda s, e: _line(e["attacker"], "raid_fight", pos=_pos(e["pos"])),
    "ShieldsClash": lambda s, e: _line(None, "shields_clash"),
    "RaiderBeaten": lambda s, e: _line(e["seat"], "raider_beaten"),
    # One line per stronghold: "{player}'s {pos}" read "Player 2's Stronghold, right".
    "StrongholdRuined": lambda s, e: _line(e["seat"], "ruined." + e["pos"]),
    # A seat that can only pass passes on its own (in enlistment and in a fight's rounds): said,
    # or the other seat seemed to play twice.
    "AutoPassed": lambda s, e: _line(e["seat"], "auto_passed"),
}
# Events that need no line of their own, and why.
QUIET_EVENTS = {
    "DeckChosen": "the deck's chance line (rules_texts) names the deck",
    "ActiveByLot": "the lot's chance line says who is Active",
    "CardDrawn": "a card into a hidden hand: StockDraw's line counts the draw, and an effect's "
                 "draw follows that effect's card line",
    "CardPeeked": "a look at a hidden card: Peek's line tells it without the card",
    "EnlistmentStarts": "ActivePlayer's line says who leads; the prompt names the phase",
    "EnlistmentEnds": "HandsSplit's line follows at once",
    "CardSetAside": "the discard action's line (the card stays secret until CardsDiscarded)",
    "ArenaChosen": "the arena action's line; the choice is secret until the EntersArena lines",
    "ArenaRevealed": "each creature that enters has its EntersArena line",
    "RoundOpens": "who plays first is the banner; the round's end has its line",
    "CardPlayed": "the play action's line names the card",
    "Joined": "the join action's line names the card",
    "ShieldPlayed": "the shield action's line names the card",
    "Channelled": "the channel action's line names the card and the mode",
    "GuardianInfluence": "the influence action's line",
    "Ability": "the ability action's line",
    "Passed": "the pass action's line",
    "Influenced": "a change of combat total: the round's end line gives the totals",
    "Challenge": "the challenge action's line; its result has a line",
    "StrongholdDeployed": "the deploy action's line names the stronghold",
    "RaidTargetChosen": "the raid target action's line; the target is secret until RaidTargets",
    "RaidTargetsRevealed": "RaidTargets' line names both targets",
    "RaidPrepared": "the raid prep action's line; the preps are secret until revealed",
    "RaidPrepsRevealed": "each move and placement it reveals has its own line",
    "ShieldBack": "the keep action's line",
    "RaidEnds": "nothing owned changes; the ruins and beaten raiders have their lines",
}
