"""Guardians Arena: what the operations of a card do when it is played in a duel (a spell, a hoard
item "H", a corruption, a shield, a creature's command text, a Guardian's ability), the targets
each one may choose, and creatures leaving a duel. The meaning of every operation is here;
effects.py only lists them. Pure Python, no pygame.

A creature in a duel is named by a reference [seat, i]: i = -1 the primary duellist, i >= 0 the
i-th secondary attacker of that seat.
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_totals as T

MODIFIER_OPS = ("vitality", "influence", "grant", "return")


def entry_at(duel, ref):
    seat, i = ref
    if i == -1:
        return duel["creatures"][seat]
    sec = duel["secondaries"][seat]
    return sec[i] if 0 <= i < len(sec) else None


def refs(duel, seat):
    """Every creature of `seat` in the duel, still there."""
    out = [[seat, -1]] if duel["creatures"][seat] is not None else []
    return out + [[seat, i] for i, e in enumerate(duel["secondaries"][seat]) if e is not None]


def current(duel, seat):
    """The creature of `seat` that a card for "your duellist" reaches: the primary duellist in
    the primary round, the last secondary attacker to join in the secondary round (else the
    primary duellist)."""
    if duel["round"] == "secondary":
        live = [i for i, e in enumerate(duel["secondaries"][seat]) if T.counts(e)]
        if live:
            return [seat, live[-1]]
    return [seat, -1] if duel["creatures"][seat] is not None else None


def spend_cost(card):
    return sum(op["n"] for op in card["effects"] if op["op"] == "spend")


# ---------------------------------------------------------------- targets
def targets(state, duel, seat, card):
    """The targets a card of `seat` may be played on: a list of target values (None when the
    card needs no target), empty when it would do nothing now."""
    ops = card["effects"]
    foe = 1 - seat
    p = state["players"][seat]
    if spend_cost(card) > p["stones"]:
        return []
    if card.kind == "corruption":
        vuln = next(op["vuln"] for op in ops if op["op"] == "corrupt")
        return [r for r in refs(duel, foe) if _corruptible(entry_at(duel, r), vuln)]
    out = None
    for op in ops:
        kind = op["op"]
        if kind == "destroy":
            found = destroy_targets(state, duel, seat, op)
            if not found:
                return []
            out = found
        elif kind in ("vitality", "return", "grant"):
            side = seat if op.get("target", "own") == "own" else foe
            ref = current(duel, side)
            if ref is None or (side == foe and T.immune(entry_at(duel, ref), "spells")):
                return []
        elif kind == "influence":
            ref = current(duel, seat)
            e = entry_at(duel, ref) if ref else None
            if not T.receiver(e) or e["influence"] >= T.base(e["card"]):
                return []
    return out if out is not None else [None]


def _corruptible(entry, vuln):
    return entry is not None and entry["fresh"] and not T.immune(entry, "corruption") \
        and vuln in D.card(entry["card"])["vulnerabilities"]


def destroy_targets(state, duel, seat, op):
    what, foe = op["what"], 1 - seat
    q = state["players"][foe]
    if what == "terrain":
        return [None] if state["terrain"] else []
    if what == "standard":
        return [["standard", foe]] if q["standard"] else []
    if what in ("item", "item_c"):
        out = [["item", r[0], r[1]] for r in refs(duel, foe)
               if entry_at(duel, r).get("item")]
        out += [["item", foe, pos] for pos in D.POSITIONS
                if q["strongholds"][pos]["on"] and q["strongholds"][pos]["on"]["item"]]
        return out
    if what == "creature":
        cap = op.get("max_vitality", 99)
        return [["creature"] + r for r in refs(duel, foe)
                if T.base(entry_at(duel, r)["card"]) <= cap
                and not T.immune(entry_at(duel, r), "spells")]
    if what == "shield":
        return [["shield", foe]] if duel["shields"][foe] else []
    if what in ("reinforcement", "weakening"):
        return [[what, s2, pos] for s2 in (0, 1) for pos in D.POSITIONS
                if state["players"][s2]["strongholds"][pos][what]
                and state["players"][s2]["strongholds"][pos][what]["owner"] == foe]
    return []


# ---------------------------------------------------------------- leaving a duel
def remove(state, duel, ref, to, events, why, by=None):
    """A creature leaves the duel: to "discard", "pen", "deck_bottom" or "prison" (the caller
    places a prisoner). Its item "C" goes to the discard (the lexicon). `by`: the card whose
    effect sends it (the move log names it). Returns its card."""
    seat, i = ref
    e = entry_at(duel, ref)
    if i == -1:
        duel["creatures"][seat] = None
    else:
        duel["secondaries"][seat][i] = None
    p = state["players"][seat]
    if e.get("item"):
        p["discard"].append(e["item"])
    if to == "discard":
        p["discard"].append(e["card"])
    elif to == "pen":
        D.add_sorted(p["pen"], e["card"])
        D.sync(p)
    elif to == "deck_bottom":
        p["deck"]["bottom"].append(e["card"])
    events.append({"type": "CreatureLeaves", "seat": seat, "card": e["card"], "to": to,
                   "why": why, "at": i, "by": by, "reveal": True})
    return e["card"]


def empty_prison(state, captor):
    """The prisoner leaves: to its owner's discard, and the prison shield to the discard (the
    lexicon). Returns the old prison (None when there was none)."""
    p = state["players"][captor]
    old, p["prison"] = p["prison"], None
    if old:
        state["players"][old["owner"]]["discard"].append(old["creature"])
        p["discard"].append(old["shield"])
    return old


def capture(state, captor, creature_owner, cid, shield, events):
    """`captor`'s shield becomes its prison shield with the creature under it; an earlier prisoner
    goes to its owner's discard and the old prison shield to the captor's discard."""
    old = empty_prison(state, captor)
    if old:
        events.append({"type": "PrisonerFreed", "seat": captor, "card": old["creature"]})
    state["players"][captor]["prison"] = {"shield": shield, "creature": cid,
                                          "owner": creature_owner}
    events.append({"type": "Captured", "seat": captor, "card": cid, "shield": shield,
                   "reveal": True})


# ---------------------------------------------------------------- doing what a card says
def apply_ops(rules, state, duel, seat, ops, source, target, events, rnd=None):
    """Carry out `ops` for `seat` (a card played, a command text, an ability). `source` is the card
    that carries them; `target` the chosen target. Draws are queued (chance nodes follow)."""
    foe = 1 - seat
    p = state["players"][seat]
    rnd = rnd or duel["round"]
    for op in ops:
        kind = op["op"]
        if kind == "spend":
            p["stones"] -= op["n"]
            events.append({"type": "StonesSpent", "seat": seat, "n": op["n"]})
        elif kind == "stones":
            p["stones"] += op["n"]
            events.append({"type": "StonesGained", "seat": seat, "n": op["n"]})
        elif kind == "draw":
            state["queue"] += [[seat, "hand"]] * op["n"]
        elif kind == "peek":
            rules.peek(state, seat, op["n"], events)
        elif kind == "discard":
            rules.force_discard(state, foe, op["n"], events)
        elif kind == "area":
            area(state, foe, op["n"], events)
        elif kind == "vitality" and op.get("target", "own") in ("own", "foe", "each"):
            sides = {"own": [seat], "foe": [foe], "each": [seat, foe]}[op.get("target", "own")]
            for side in sides:
                if side == foe and T.immune(_cur_entry(duel, side), "spells") \
                        and D.card(source).kind == "spell":
                    continue
                if _cond_ok(state, duel, side, op):
                    duel["mods"][side].append({"n": op["n"], "why": _why(source),
                                               "card": source, "round": rnd})
        elif kind == "grant" and op.get("target", "own") != "self":
            ref = current(duel, seat)
            if ref:
                entry_at(duel, ref)["granted"].append(op["keyword"])
        elif kind == "influence":
            ref = current(duel, seat)
            if ref:
                give_influence(duel, ref, op["n"], events)
        elif kind == "return":
            side = seat if op.get("target", "own") == "own" else foe
            ref = current(duel, side)
            if ref:
                remove(state, duel, ref, op["to"], events, "returned", source)
        elif kind == "destroy":
            destroy(state, duel, seat, op, target, events, source)
        elif kind == "corrupt":
            remove(state, duel, target, "pen", events, "corrupted", source)
    D.sync(p)


def _cur_entry(duel, side):
    ref = current(duel, side)
    return entry_at(duel, ref) if ref else None


def _cond_ok(state, duel, side, op):
    """A card's vitality change with a condition (a Guardian's "when defending") applies only when
    the condition holds for that side's creature."""
    if "defending" in op and (side == T.defender(duel)) != op["defending"]:
        return False
    return True


def _why(cid):
    kind = D.card(cid).kind
    return {"creature": "command", "guardian": "ability"}.get(kind, "card")


def give_influence(duel, ref, n, events):
    """Influence received by a creature: never more than its base vitality in a round."""
    e = entry_at(duel, ref)
    room = T.base(e["card"]) - e["influence"]
    got = max(0, min(n, room))
    e["influence"] += got
    events.append({"type": "Influenced", "seat": ref[0], "n": got, "lost": n - got})
    return got


def area(state, seat, n, events):
    """An area-effect attack: `seat` discards every creature in hand of vitality <= n (an
    immunity to area attacks keeps it)."""
    p = state["players"][seat]
    hit = [c for c in p["hand"] if D.is_creature(c) and D.card(c)["vitality"] <= n
           and not any(op["op"] == "immunity" and op["to"] == "area"
                       for op in D.card(c)["effects"])]
    for c in hit:
        p["hand"].remove(c)
        p["discard"].append(c)
    D.sync(p)
    events.append({"type": "AreaAttack", "seat": seat, "n": n, "cards": hit, "reveal": True})


def destroy(state, duel, seat, op, target, events, by=None):
    """`by`: the card whose effect destroys (the move log names it)."""
    what = op["what"]
    if what == "terrain":
        t = state["terrain"]
        state["players"][t["owner"]]["discard"].append(t["card"])
        state["terrain"] = None
        events.append({"type": "TerrainDestroyed", "seat": seat, "card": t["card"],
                       "owner": t["owner"], "by": by})
        return
    owner = target[1]
    q = state["players"][owner]
    if target[0] == "standard":
        q["discard"].append(q["standard"])
        events.append({"type": "StandardDestroyed", "seat": owner, "card": q["standard"],
                       "by": by})
        q["standard"] = None
    elif target[0] == "item":
        where = target[2]
        holder = entry_at(duel, [owner, where]) if isinstance(where, int) \
            else q["strongholds"][where]["on"]
        q["discard"].append(holder["item"])
        events.append({"type": "ItemDestroyed", "seat": owner, "card": holder["item"],
                       "where": where, "by": by, "reveal": True})
        holder.update(item=None, item_up=False, with_item=False)
    elif target[0] == "creature":
        remove(state, duel, target[1:], "discard", events, "destroyed", by)
    elif target[0] == "shield":
        q["discard"].append(duel["shields"][owner])
        events.append({"type": "ShieldDestroyed", "seat": owner, "card": duel["shields"][owner],
                       "by": by})
        duel["shields"][owner] = None
    elif target[0] in ("reinforcement", "weakening"):
        h = state["players"][owner]["strongholds"][target[2]]
        f = h[target[0]]
        state["players"][f["owner"]]["discard"].append(f["card"])
        events.append({"type": "FortificationDestroyed", "seat": f["owner"], "card": f["card"],
                       "target": owner, "pos": target[2], "which": target[0], "by": by})
        h[target[0]] = None
