"""Guardians Arena's planner: one fast, sensible choice for every kind of decision, on a full state
(the bots hand it a state guessed from their observation: rules.determinize). It is normal's play,
easy's with slips, and the playout policy of hard's search. Pure Python, no pygame.

  enlistment  the strongest creatures on the strongholds, channellers and archers under them,
              items, reinforcements, weakenings and the standard; shields kept for the fights
  discarding  the weakest cards go
  arena       the creature most likely to win goes in (never staying out while one can enter)
  rounds      a card only when it turns the round's outcome, the cheapest that does; pass when
              ahead or when nothing in hand can turn it
  raids       target the stronghold least likely to be defended; defend the raided stronghold
              with the best creature at hand; a shield alone captures (the duel zone's first)
  challenge   only when the prisoner can beat the Guardian
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules_challenge import prisoner_total

ROUNDS = ("primary", "secondary", "raid_round")


def strength(cid):
    """A creature's worth in a fight, before the table's modifiers."""
    c = D.card(cid)
    v = T.base(cid) + 0.5 * c["offcolour"] + (2.5 if c["flying"] else 0)
    for op in list(c["effects"]) + list(c["command"]):
        if op["op"] == "vitality" and op.get("target", "self") in ("self", "own"):
            v += 0.4 * op["n"]
        elif op["op"] in ("immunity", "reach"):
            v += 0.5
        elif op["op"] == "area":
            v += 1.0
    return v


KIND_VALUE = {"shield": 6.0, "spell": 3.5, "corruption": 3.0, "item": 3.0, "terrain": 3.5,
              "standard": 3.0, "reinforcement": 2.5, "weakening": 2.5}


def value(cid):
    """How much a card in hand is worth keeping."""
    c = D.card(cid)
    if c.kind == "creature":
        return 1.0 + 0.6 * strength(cid) + (1.5 if c["channeller"] or c["ranged"] else 0)
    return KIND_VALUE.get(c.kind, 2.0)


# ---------------------------------------------------------------- phase I
def enlist_score(s, seat, a):
    kind = a[0]
    if kind == "pass":
        return 0.0
    if kind == "sacrifice_standard":
        return -1.0
    cid = a[-1]
    c = D.card(cid)
    if kind == "on":
        if c.kind == "creature":
            return 10.0 + strength(cid) + 0.1 * D.card(_hold(s, seat, a[1]))["defence"]
        # A shield waits on a stronghold for a raider only once the raids are near.
        deployed = sum(h["deployed"] for h in s["players"][seat]["strongholds"].values())
        return 1.0 if deployed == 3 else -1.0
    if kind == "under":
        return 8.0 + (c["channeller"] or 0) + (c["ranged"] or 0)
    if kind == "item":
        h = s["players"][seat]["strongholds"][a[1]]["on"]
        return 7.0 + (strength(h["card"]) if h["card"] else 0) * 0.05
    if kind in ("fortify", "standard"):
        return 6.0
    return 0.0


def _hold(s, seat, pos):
    return s["players"][seat]["strongholds"][pos]["card"]


# ---------------------------------------------------------------- phase II: the arena
def arena_choice(s, seat, legal):
    enters = [a for a in legal if a[0] == "enter"]
    if not enters:
        return legal[0]
    holds = s["players"][seat]["strongholds"]
    return max(enters, key=lambda a: _on_strength(holds[a[1]]["on"]))


def _on_strength(slot):
    if slot is None or slot["card"] is None:
        return 0.0
    v = strength(slot["card"])
    if slot.get("item"):
        v += 2.0
    return v


# ---------------------------------------------------------------- the rounds
def margin(s, seat):
    """The current round's margin for `seat` as it would end if both passed now (flying and
    immunity taken into account): > 0 a win, 0 a tie, < 0 a loss."""
    duel = _duel(s)
    if duel is None:
        return 0.0
    if s["phase"] == "secondary" and duel["secondary_acted"]:
        t = T.secondary_totals(s, duel)
        return t[seat] - t[1 - seat]
    if s["phase"] == "secondary":
        r = duel["primary_result"]
        return 0.0 if r is None else (1.0 if r == seat else -1.0)
    r = T.primary_result(s, duel)
    t = T.primary_totals(s, duel)
    if r is None:
        return 0.0
    gap = abs(t[0] - t[1]) or 1
    return gap if r == seat else -gap


def margin_after(rules, s, seat, action):
    """The round's margin for `seat` after `action` (None if the guess cannot be played on);
    when the round ended on it (the other seat had nothing left to do), its result: 1, 0 or -1."""
    try:
        after, events = rules.apply(s, action)
    except (ValueError, KeyError, IndexError, TypeError):
        return None
    if after["phase"] == s["phase"]:
        return margin(after, seat)
    ends = [e for e in events if e["type"] == "RoundEnds"]
    if not ends:
        return margin(after, seat) if after["phase"] in ROUNDS else None
    w = ends[-1]["winner"]
    return 0.0 if w is None else (1.0 if w == seat else -1.0)


def _duel(s):
    raid = s.get("raid")
    if raid and raid.get("duel"):
        return raid["duel"]
    duel = s.get("duel")
    return duel if duel and "round" in duel else None


def action_cost(s, seat, a):
    kind = a[0]
    if kind in ("play", "join", "shield"):
        return value(a[1])
    if kind == "influence":
        return 0.8
    if kind == "ability":
        return 0.8
    if kind == "channel":
        return 0.3
    return 0.0


def round_choice(rules, s, seat, legal):
    """Pass when ahead; else the cheapest action that wins the round, or failing that one that
    at least ties it; a free one (channelling, influence) when it helps; else pass."""
    now = margin(s, seat)
    if now > 0 or len(legal) == 1:
        return ["pass"]
    best = None
    for a in legal:
        if a == ["pass"]:
            continue
        m = margin_after(rules, s, seat, a)
        if m is None:
            continue
        gain = m - now
        if gain <= 0:
            continue
        cost = action_cost(s, seat, a)
        outcome = 2 if m > 0 else (1 if m == 0 else 0)
        key = (outcome, -cost if outcome else gain - cost)
        if best is None or key > best[0]:
            best = (key, a)
    if best is None:
        return ["pass"]
    (outcome, _), a = best
    if outcome == 0 and action_cost(s, seat, a) > 1.0:
        # No single card turns it: spend only when the hand could still add enough.
        if _reserve(rules, s, seat) + now <= 0:
            return ["pass"]
    if outcome == 1 and s["phase"] == "primary" and action_cost(s, seat, a) > 1.0:
        return ["pass"]
    return a


def _reserve(rules, s, seat):
    """A rough sum of what the hand could still add to this round."""
    p = s["players"][seat]
    n = 0.0
    for cid in p["hand"] or []:
        c = D.card(cid)
        if c.kind == "creature" and s["phase"] == "secondary":
            n += T.base(cid)
        elif c.kind in ("spell", "corruption", "shield"):
            n += 3
    return n


# ---------------------------------------------------------------- raids
def raid_target(s, seat, legal):
    foe = s["players"][1 - seat]

    def risk(a):
        h = foe["strongholds"][a[1]]
        v = D.card(h["card"])["defence"]
        if h["on"] is not None:
            v += 6 + (strength(h["on"]["card"]) if h["on"]["card"] and h["on"]["up"] else 6)
        if h["reinforcement"]:
            v += 2
        if h["weakening"]:
            v -= 2
        return v
    return min(legal, key=risk)


def raid_prep(s, seat, legal):
    """The best creature at hand on the raided stronghold (moved from another one, or from the
    raid hand), else a shield, else nothing changed."""
    return max(legal, key=lambda a: raid_prep_score(s, seat, a))


def raid_prep_score(s, seat, a):
    holds = s["players"][seat]["strongholds"]
    raided = s["raid"]["targets"][1 - seat]
    move, place = a[1], a[2]
    on = holds[raided]["on"]
    there = on["card"] if on else None
    if move and move[0] == raided:
        there = None
    if move and move[1] == raided:
        there = holds[move[0]]["on"]["card"]
    if place:
        there = place
    v = 0.0
    if there is not None:
        c = D.card(there)
        v = 10 + strength(there) if c.kind == "creature" else 8.0
    if place:
        v -= 0.2           # the same creature moved rather than taken from hand
    if move:
        v -= 0.1
        left = move[0]
        if left != raided and holds[left]["on"] and holds[left]["on"]["card"] \
                and D.card(holds[left]["on"]["card"]).kind == "creature":
            v -= 0.05 * strength(holds[left]["on"]["card"])
    return v


def raid_shield(s, seat, legal):
    caps = [a for a in legal if a[0] == "capture"]
    if not caps:
        return ["keep"]
    foe = s["players"][1 - seat]

    def worth(a):
        if a[2] == "duel":
            return 100.0
        slot = foe["strongholds"][a[2][1]][a[2][0]]
        return strength(slot["card"])
    return max(caps, key=worth)


# ---------------------------------------------------------------- phase III
def challenge_choice(s, seat, legal):
    p, foe = s["players"][seat], s["players"][1 - seat]
    guard = D.card(foe["guardian"])["vitality"]
    now = prisoner_total(s, seat)
    if now > guard:
        return ["attack"]
    room = T.base(p["prison"]["creature"]) - s["challenge"]["influence"]
    channel = D.card(p["guardian"])["channel"]
    reach = now + min(room, channel * p["stones"])
    if ["influence"] in legal and reach > guard:
        return ["influence"]
    return ["pass"]


def deploy_choice(s, seat, legal):
    holds = s["players"][seat]["strongholds"]
    return max(legal, key=lambda a: D.card(holds[a[1]]["card"])["defence"])


# ---------------------------------------------------------------- the planner
def choose(rules, s, seat, legal=None):
    """The planner's action for `seat` (the actor) in the full state `s`."""
    legal = legal if legal is not None else rules.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    phase = s["phase"]
    if phase == "enlist":
        return max(legal, key=lambda a: enlist_score(s, seat, a))
    if phase in ("discard", "forced"):
        return min(legal, key=lambda a: value(a[1]))
    if phase == "arena":
        return arena_choice(s, seat, legal)
    if phase in ROUNDS:
        return round_choice(rules, s, seat, legal)
    if phase == "raid_target":
        return raid_target(s, seat, legal)
    if phase == "raid_prep":
        return raid_prep(s, seat, legal)
    if phase == "raid_terrain":
        return next((a for a in legal if a[0] == "sacrifice"), legal[0])
    if phase == "raid_shield":
        return raid_shield(s, seat, legal)
    if phase == "challenge":
        return challenge_choice(s, seat, legal)
    if phase == "challenge_defend":
        foe = s["players"][1 - seat]
        guard = D.card(s["players"][seat]["guardian"])["vitality"]
        if prisoner_total(s, 1 - seat) > guard and foe:
            return next((a for a in legal if a[0] == "block"), legal[0])
        return ["take"]
    if phase == "deploy":
        return deploy_choice(s, seat, legal)
    if phase == "terrain":
        return ["pass"] if ["pass"] in legal else legal[0]
    return legal[0]



def plan(rules, guess, seat, legal):
    """The planner's choice among `legal` (the real state's actions) on a guessed state; the first
    legal action when the guess cannot be planned on (a hidden card guessed where no such card
    may lie: rules_hidden deals the places one after the other)."""
    try:
        a = choose(rules, guess, seat, legal)
    except (ValueError, KeyError, IndexError, TypeError):
        return legal[0]
    return a if a in legal else legal[0]
