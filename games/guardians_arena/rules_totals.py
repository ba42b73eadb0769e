"""Guardians Arena: the vitality totals of a duel, with every modifier listed (the rules compare
them; the scene shows the same lines). Pure Python, no pygame.

A duel (state["duel"] for the combat of phase II, state["raid"]["duel"] for a raid) holds:
  kind         "combat" | "raid"
  attacker     the Active player's seat (the raid's attacker too)
  round        "primary" | "secondary"
  creatures    [entry | None, entry | None]: the primary duellists
  secondaries  [[entry, ...], [entry, ...]]: the secondary attackers, in the order they joined
  mods         [[mod, ...], [mod, ...]]: vitality changes for each side, each
               {"n", "why", "card", "round": "primary" | "secondary" | "both"} ("both": a command
               text, which the secondary comparison keeps)
  shields      [card | None, card | None]: the shield each player put in the duel zone
  stronghold   a raid: [seat, pos] of the stronghold the defender fights on; None in a combat
An entry is {"card", "up", "item", "item_up", "with_item", "cancelled", "fresh", "influence",
"granted"}: "influence" the points it received this round (at most its base vitality),
"granted" the keywords given to it this round (flying, receiver), "fresh" True until the first
action that is not a corruption (a corruption must come first).

A line is [key, n, params]: key names the modifier (locale guardians-arena.total.<key>).
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena.effects import OFF_COLOUR_BEATS


def new_entry(card, item=None, up=True):
    return {"card": card, "up": up, "item": item, "item_up": up, "with_item": item is not None,
            "cancelled": False, "fresh": True, "influence": 0, "granted": []}


def base(cid):
    """A creature's vitality in a duel: the red one where it has one (the lexicon)."""
    c = D.card(cid)
    return c["red_vitality"] if c["red_vitality"] is not None else c["vitality"]


def red_gift(cid):
    """What a red-vitality creature gives its opponent: red - black (may be negative)."""
    c = D.card(cid)
    return c["red_vitality"] - c["vitality"] if c["red_vitality"] is not None else 0


def entry_ops(entry):
    """The operations a duellist carries: its card's effects and its item's."""
    ops = list(D.card(entry["card"])["effects"])
    if entry.get("hold"):           # a raid's defender: its stronghold's immunities are its own
        ops += [op for op in D.card(entry["hold"])["effects"] if op["op"] == "immunity"]
    if entry.get("item"):
        ops += [dict(op, target=op.get("target", "self")) for op in D.card(entry["item"])["effects"]]
    return ops


def flies(entry):
    if entry is None:
        return False
    if D.card(entry["card"])["flying"] or "flying" in entry.get("granted", []):
        return True
    return any(op["op"] == "grant" and op["keyword"] == "flying" for op in entry_ops(entry))


def receiver(entry):
    if entry is None:
        return False
    if D.card(entry["card"])["receiver"] or "receiver" in entry.get("granted", []):
        return True
    return any(op["op"] == "grant" and op["keyword"] == "receiver" for op in entry_ops(entry))


def immune(entry, what):
    if entry is None:
        return False
    return any(op["op"] == "immunity" and op["to"] == what for op in entry_ops(entry))


def strike(entry):
    return next((op["kind"] for op in entry_ops(entry) if op["op"] == "strike"), None)


def counts(entry):
    return entry is not None and not entry["cancelled"]


def defender(duel):
    return 1 - duel["attacker"]


def _holds(op, holder, foe, duel, seat, terrain):
    """True when every condition of a vitality operation holds for `holder` (an entry) facing
    `foe` (an entry or None) on side `seat`."""
    c = D.card(holder["card"])
    f = D.card(foe["card"]) if foe else None
    checks = {
        "against_class": lambda v: f is not None and f["class"] == v,
        "against_border": lambda v: f is not None and f["border"] == v,
        "against_size": lambda v: f is not None and f["size"] == v,
        "against_flying": lambda v: flies(foe) == v,
        "for_class": lambda v: c["class"] == v,
        "for_border": lambda v: c["border"] == v,
        "for_flying": lambda v: flies(holder) == v,
        "for_size": lambda v: c["size"] == v,
        "on_terrain": lambda v: terrain is not None and D.card(terrain)["terrain"] == v,
        "defending": lambda v: (seat == defender(duel)) == v,
    }
    return all(checks[k](v) for k, v in op.items() if k in checks)


def anti_flying(entry, duel, seat, state):
    """A creature that does not fly still counts against a flier when something of its own
    concerns fliers (the lexicon): reach, a bonus against fliers, or defending a stronghold in a
    raid (the text: a defender may wound a flier)."""
    if entry is None:
        return False
    if duel["kind"] == "raid" and seat == defender(duel):
        return True
    for op in entry_ops(entry) + list(D.card(entry["card"])["command"]):
        if op["op"] == "reach" or (op["op"] == "vitality" and op.get("against_flying")):
            return True
    return False


def _terrain(state):
    t = state.get("terrain")
    return t["card"] if t else None


def creature_lines(state, duel, seat, entry, foe, first=True):
    """The lines of one creature facing `foe`: its vitality and, in its first confrontation, every
    modifier it carries or receives from the table (terrain, standard, stronghold)."""
    cid = entry["card"]
    lines = [["base", base(cid), {"card": cid}]]
    if not first:
        return lines
    terrain = _terrain(state)
    if foe is not None and counts(foe) and red_gift(foe["card"]):
        lines.append(["red", red_gift(foe["card"]), {"card": foe["card"]}])
    c = D.card(cid)
    ops = entry_ops(entry)
    if foe is not None and counts(foe) and OFF_COLOUR_BEATS[c["border"]] == D.card(foe["card"])["border"]:
        extra = sum(op["n"] for op in ops if op["op"] == "offcolour")
        if c["offcolour"] + extra:
            lines.append(["offcolour", c["offcolour"] + extra, {"card": cid}])
    for op in ops:
        if op["op"] == "vitality" and op.get("target", "self") == "self" \
                and _holds(op, entry, foe, duel, seat, terrain):
            src = entry["item"] if op in _item_ops(entry) else cid
            lines.append(["item" if src != cid else "effect", op["n"], {"card": src}])
    if terrain is not None:
        owner = state["terrain"]["owner"]
        for op in D.card(terrain)["effects"]:
            if op["op"] == "vitality" and _aimed(op.get("target", "each"), owner, seat) \
                    and _holds(op, entry, foe, duel, seat, terrain):
                lines.append(["terrain", op["n"], {"card": terrain}])
    standard = state["players"][seat]["standard"]
    if standard is not None:
        for op in D.card(standard)["effects"]:
            if op["op"] == "vitality" and _holds(op, entry, foe, duel, seat, terrain):
                lines.append(["standard", op["n"], {"card": standard}])
    if duel.get("stronghold") and seat == defender(duel) and entry is duel["creatures"][seat]:
        lines += _stronghold_lines(state, duel, seat, entry, foe, terrain)
    return lines


def _item_ops(entry):
    return [dict(op, target=op.get("target", "self"))
            for op in (D.card(entry["item"])["effects"] if entry.get("item") else [])]


def _aimed(target, owner, seat):
    return target == "each" or (target == "own") == (owner == seat)


def _stronghold_lines(state, duel, seat, entry, foe, terrain):
    """A raid's defender: its stronghold's defence, effects, reinforcement and weakening."""
    owner, pos = duel["stronghold"]
    h = state["players"][owner]["strongholds"][pos]
    card = D.card(h["card"])
    lines = [["stronghold", card["defence"], {"card": h["card"]}]]
    for op in card["effects"]:
        if op["op"] == "vitality" and _holds(op, entry, foe, duel, seat, terrain):
            lines.append(["stronghold", op["n"], {"card": h["card"]}])
    for which in ("reinforcement", "weakening"):
        if h[which]:
            for op in D.card(h[which]["card"])["effects"]:
                if op["op"] == "fortify" and (not op.get("against_flying") or flies(foe)):
                    lines.append([which, op["n"], {"card": h[which]["card"]}])
    return lines


def primary_lines(state, duel, seat):
    """Side `seat`'s lines in the primary round (empty when its duellist is gone)."""
    entry, foe = duel["creatures"][seat], duel["creatures"][1 - seat]
    if entry is None:
        return []
    if entry["cancelled"]:
        return [["cancelled", 0, {"card": entry["card"]}]]
    lines = creature_lines(state, duel, seat, entry, foe)
    if entry["influence"]:
        lines.append(["influence", entry["influence"], {}])
    lines += [[m["why"], m["n"], {"card": m.get("card")}] for m in duel["mods"][seat]
              if m["round"] in ("primary", "both")]
    return lines


def secondary_lines(state, duel, seat):
    """Side `seat`'s lines in the secondary comparison: its primary duellist's base vitality and
    command texts (the other primary modifiers are spent), the red gift of each opposing
    secondary attacker, then each secondary attacker with all its modifiers against the
    opposing primary duellist, then this round's cards."""
    entry, foe = duel["creatures"][seat], duel["creatures"][1 - seat]
    lines = []
    if counts(entry):
        lines.append(["base", base(entry["card"]), {"card": entry["card"]}])
        lines += [[m["why"], m["n"], {"card": m.get("card")}] for m in duel["mods"][seat]
                  if m["round"] == "both"]
        # The lexicon gives red - black to the opponent "whether the creature is a primary or a
        # secondary attacker": a secondary attacker faces this primary duellist, so its gift is
        # this side's, as an opposing red primary duellist's gift is each secondary attacker's.
        for other in duel["secondaries"][1 - seat]:
            if counts(other) and red_gift(other["card"]):
                lines.append(["red", red_gift(other["card"]), {"card": other["card"]}])
    for sec in duel["secondaries"][seat]:
        if not counts(sec):
            continue
        lines += creature_lines(state, duel, seat, sec, foe)
        if sec["influence"]:
            lines.append(["influence", sec["influence"], {}])
    lines += [[m["why"], m["n"], {"card": m.get("card")}] for m in duel["mods"][seat]
              if m["round"] == "secondary"]
    return lines


def total(lines):
    return sum(n for _, n, _ in lines)


def primary_totals(state, duel):
    """[total0, total1] of the primary round, before flying and immunity."""
    return [total(primary_lines(state, duel, seat)) for seat in (0, 1)]


def primary_result(state, duel):
    """The seat that wins the primary round, or None for a tie. A flier ignores the vitality of a
    foe that neither flies nor has anything against fliers; a creature cannot be beaten by a
    primary attack it is immune to (the round is then a tie)."""
    t = primary_totals(state, duel)
    a, b = duel["creatures"]
    if not counts(a) and not counts(b):
        return None
    if not counts(b):
        return 0
    if not counts(a):
        return 1
    for seat, me, foe in ((0, a, b), (1, b, a)):
        if flies(me) and not flies(foe) and not anti_flying(foe, duel, 1 - seat, state):
            t[1 - seat] = 0
    if t[0] == t[1]:
        return None
    win = 0 if t[0] > t[1] else 1
    me, foe = duel["creatures"][win], duel["creatures"][1 - win]
    kind = strike(me)
    if kind is not None and immune(foe, kind):
        return None
    return win


def ignored_by_flying(state, duel, seat):
    """True when side `seat`'s primary duellist does not count against a flier."""
    me, foe = duel["creatures"][seat], duel["creatures"][1 - seat]
    return counts(me) and counts(foe) and flies(foe) and not flies(me) \
        and not anti_flying(me, duel, seat, state)


def primary_notes(state, duel):
    """What the totals alone do not tell, per side, for the table: "flying" when that side's
    duellist does not count against a flier, "immune" when that side would lose on the totals but
    is immune to the winner's attack (the round is then a tie)."""
    notes = [None, None]
    a, b = duel["creatures"]
    if not counts(a) or not counts(b):
        return notes
    t = primary_totals(state, duel)
    for seat in (0, 1):
        if ignored_by_flying(state, duel, seat):
            notes[seat] = "flying"
            t[seat] = 0
    if t[0] != t[1]:
        win = 0 if t[0] > t[1] else 1
        kind = strike(duel["creatures"][win])
        if kind is not None and immune(duel["creatures"][1 - win], kind):
            notes[1 - win] = "immune"
    return notes


def secondary_totals(state, duel):
    return [total(secondary_lines(state, duel, seat)) for seat in (0, 1)]


def secondary_result(state, duel):
    t = secondary_totals(state, duel)
    if t[0] == t[1]:
        return None
    return 0 if t[0] > t[1] else 1
