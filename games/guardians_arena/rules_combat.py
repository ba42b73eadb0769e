"""Guardians Arena, the combat of phase II: the primary combat hand and round, the secondary combat
hand and round, and the resolution; the rounds of a raid's fight use the same actions. A mixin of
GuardiansArenaRules; pure Python, no pygame. The duel's shape is described in rules_totals.py,
what each card does in rules_effects.py.

Actions in a round (phase "primary", "secondary" or "raid_round"; by turns until two passes in a
row; a seat that can only pass passes on its own):
  ["pass"]
  ["play", id, target]      a card of the combat hand: spell, corruption or hoard item "H" (target
                            as rules_effects.targets gives it, or None)
  ["influence"]             the Guardian's influence on the own duellist, a channel receiver
                            (1 power stone; may be repeated; primary rounds)
  ["ability"]               the Guardian's ability (its cost in stones; once a round)
  ["channel", pos, mode]    turn up the own creature under that stronghold and use its influence
                            or ranged attack (mode "influence" | "ranged"; once a turn; primary)
  ["join", id]              secondary round: a creature of the hand joins as a secondary attacker
  ["shield", id, target]    secondary round: a shield of the hand cancels an opposing creature
                            (target ["creature", seat, i]) or an opposing creature turned up under
                            a stronghold (["under", seat, pos]); one shield a player a combat
A forced discard (a card that makes the opponent discard) is in rules_forced.py.
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_effects as E
from games.guardians_arena import rules_totals as T

ROUND_PHASES = ("primary", "secondary", "raid_round")


def _hand_to_zones(p):
    """Unplayed combat cards go back to the storage or the pen by their back (RULINGS)."""
    p["storage"] = sorted(p["storage"] + [c for c in p["hand"] if D.back(c) == "storage"])
    p["pen"] = sorted(p["pen"] + [c for c in p["hand"] if D.back(c) == "pen"])
    p["hand"] = []
    D.sync(p)


def new_duel(kind, attacker, creatures, stronghold=None):
    return {"kind": kind, "attacker": attacker, "round": "primary", "creatures": creatures,
            "secondaries": [[], []], "mods": [[], []], "shields": [None, None],
            "stronghold": stronghold, "ability_used": [False, False],
            "primary_result": None, "secondary_acted": False}


class Combat:
    """Combat rounds and resolution (mixed into GuardiansArenaRules)."""

    def cur_duel(self, s):
        raid = s.get("raid")
        return raid["duel"] if raid and raid.get("duel") else s["duel"]

    # ---------------------------------------------------------------- starting
    def start_combat(self, s, events):
        creatures = []
        for seat, c in enumerate(s["duel"]["creatures"]):
            e = T.new_entry(c["card"], c.get("item"))
            creatures.append(e)
            events.append({"type": "Revealed", "seat": seat, "card": c["card"],
                           "item": c.get("item"), "reveal": True})
        s["duel"] = new_duel("combat", s["active"], creatures)
        events.append({"type": "CombatStarts", "attacker": s["active"]})
        for p in s["players"]:
            p["hand"] = sorted(p["hand"] + p["storage"])     # the primary combat hand
            p["storage"] = []
            D.sync(p)
        self.open_fight(s, events, "primary")

    def open_fight(self, s, events, phase):
        """Command texts of both duellists take effect (the Active player's first), then the round
        opens with the Active player."""
        duel = self.cur_duel(s)
        for seat in (duel["attacker"], 1 - duel["attacker"]):
            e = duel["creatures"][seat]
            if e is not None:
                self.command(s, duel, seat, e["card"], "both", events)
        self.open_round(s, events, phase, duel["attacker"])

    def command(self, s, duel, seat, cid, rnd, events=None):
        events = [] if events is None else events
        ops = []
        for op in D.card(cid)["command"]:
            if op["op"] == "vitality" and op.get("target", "self") == "self":
                op = dict(op, target="own")
            if op["op"] == "destroy" and not E.destroy_targets(s, duel, seat, op):
                continue
            ops.append(op)
        if ops:
            events.append({"type": "Command", "seat": seat, "card": cid})
            target = None
            for op in ops:
                if op["op"] == "destroy":
                    target = E.destroy_targets(s, duel, seat, op)[0]
            E.apply_ops(self, s, duel, seat, ops, cid, target, events, rnd)

    def open_round(self, s, events, phase, first):
        s["phase"], s["actor"], s["passes"] = phase, first, 0
        self.cur_duel(s)["round"] = "secondary" if phase == "secondary" else "primary"
        events.append({"type": "RoundOpens", "round": phase, "first": first})
        self.flow(s, events)

    # ---------------------------------------------------------------- the legal actions
    def round_moves(self, s, seat):
        """Every round action of `seat` but passing."""
        duel = self.cur_duel(s)
        p = s["players"][seat]
        out = []
        primary = duel["round"] == "primary"
        for cid in sorted(set(p["hand"])):
            card = D.card(cid)
            if card["back"] == "storage" and (card.kind != "item" or card["slot"] == "H"):
                out += [["play", cid, t] for t in E.targets(s, duel, seat, card)]
            elif card.kind == "creature" and not primary:
                out.append(["join", cid])
            elif card.kind == "shield" and not primary and duel["shields"][seat] is None:
                out += [["shield", cid, t] for t in self.shield_targets(s, duel, seat)]
        me = duel["creatures"][seat]
        if primary and T.counts(me) and T.receiver(me) and p["stones"] >= 1 \
                and me["influence"] < T.base(me["card"]):
            out.append(["influence"])
        if not duel["ability_used"][seat] and self.ability_useful(s, duel, seat):
            out.append(["ability"])
        if primary and T.counts(me):
            out += self.channel_moves(s, duel, seat)
        return out

    def shield_targets(self, s, duel, seat):
        foe = 1 - seat
        out = [["creature"] + r for r in E.refs(duel, foe) if T.counts(E.entry_at(duel, r))]
        for pos, h in s["players"][foe]["strongholds"].items():
            if h["under"] and h["under"]["up"] and h["under"].get("used") == s["turn"]:
                out.append(["under", foe, pos])
        return out

    def ability_useful(self, s, duel, seat):
        p = s["players"][seat]
        g = D.card(p["guardian"])
        if sum(op["n"] for op in g["ability"] if op["op"] == "spend") > p["stones"]:
            return False
        for op in g["ability"]:
            kind = op["op"]
            if kind == "vitality":
                if "defending" in op and (seat == T.defender(duel)) != op["defending"]:
                    return False
                if E.current(duel, seat) is None:
                    return False
            elif kind == "grant":
                ref = E.current(duel, seat)
                if ref is None or op["keyword"] in E.entry_at(duel, ref)["granted"] \
                        or (op["keyword"] == "flying" and T.flies(E.entry_at(duel, ref))):
                    return False
            elif kind == "discard" and not s["players"][1 - seat]["hand"]:
                return False
            elif kind == "draw" and not (D.deck_size(p) or p["discard"]):
                return False
        return True

    def channel_moves(self, s, duel, seat):
        me = duel["creatures"][seat]
        foe = duel["creatures"][1 - seat]
        out = []
        for pos, h in s["players"][seat]["strongholds"].items():
            u = h["under"]
            if not u or u.get("used") == s["turn"] or not h["deployed"] or h["ruin"]:
                continue
            c = D.card(u["card"])
            if c["channeller"] and T.receiver(me) and me["influence"] < T.base(me["card"]):
                out.append(["channel", pos, "influence"])
            if c["ranged"] and not T.immune(foe, "ranged"):
                out.append(["channel", pos, "ranged"])
        return out

    def legal_round(self, s):
        return [["pass"]] + self.round_moves(s, s["actor"])

    legal_primary = legal_secondary = legal_raid_round = legal_round

    # ---------------------------------------------------------------- doing them
    def apply_round(self, s, action, events):
        seat = s["actor"]
        if action == ["pass"]:
            s["passes"] += 1
            events.append({"type": "Passed", "seat": seat})
            s["actor"] = 1 - seat
            self.flow(s, events)
            return
        if action not in self.round_moves(s, seat):
            raise ValueError(f"illegal combat action {action!r}")
        duel = self.cur_duel(s)
        p = s["players"][seat]
        kind = action[0]
        corruption = kind == "play" and D.card(action[1]).kind == "corruption"
        if not corruption:
            for r in E.refs(duel, 0) + E.refs(duel, 1):
                E.entry_at(duel, r)["fresh"] = False
        if duel["round"] == "secondary":
            duel["secondary_acted"] = True
        if kind == "play":
            cid, target = action[1], action[2]
            p["hand"].remove(cid)
            p["discard"].append(cid)
            D.sync(p)
            events.append({"type": "CardPlayed", "seat": seat, "card": cid, "target": target,
                           "reveal": True})
            E.apply_ops(self, s, duel, seat, D.card(cid)["effects"], cid, target, events)
        elif kind == "influence":
            p["stones"] -= 1
            g = D.card(p["guardian"])
            events.append({"type": "GuardianInfluence", "seat": seat, "n": g["channel"]})
            E.give_influence(duel, [seat, -1], g["channel"], events)
        elif kind == "ability":
            duel["ability_used"][seat] = True
            events.append({"type": "Ability", "seat": seat, "card": p["guardian"]})
            E.apply_ops(self, s, duel, seat, D.card(p["guardian"])["ability"], p["guardian"],
                        None, events)
        elif kind == "channel":
            self._channel(s, duel, seat, action[1], action[2], events)
        elif kind == "join":
            self._join(s, duel, seat, action[1], events)
        elif kind == "shield":
            self._shield(s, duel, seat, action[1], action[2], events)
        s["passes"] = 0
        s["actor"] = 1 - seat
        self.flow(s, events)

    apply_primary = apply_secondary = apply_raid_round = apply_round

    def _channel(self, s, duel, seat, pos, mode, events):
        u = s["players"][seat]["strongholds"][pos]["under"]
        u["up"], u["used"] = True, s["turn"]
        c = D.card(u["card"])
        events.append({"type": "Channelled", "seat": seat, "pos": pos, "card": u["card"],
                       "mode": mode, "reveal": True})
        if mode == "influence":
            got = E.give_influence(duel, [seat, -1], c["channeller"], events)
            duel["creatures"][seat]["channel"] = [pos, got]
        else:
            duel["mods"][seat].append({"n": c["ranged"], "why": "ranged", "card": u["card"],
                                       "round": "primary", "pos": pos})

    def _join(self, s, duel, seat, cid, events):
        p = s["players"][seat]
        p["hand"].remove(cid)
        D.sync(p)
        duel["secondaries"][seat].append(T.new_entry(cid))
        events.append({"type": "Joined", "seat": seat, "card": cid, "reveal": True})
        for op in D.card(cid)["effects"]:
            if op["op"] == "area":
                E.area(s, 1 - seat, op["n"], events)
        self.command(s, duel, seat, cid, "secondary", events)

    def _shield(self, s, duel, seat, cid, target, events):
        p = s["players"][seat]
        p["hand"].remove(cid)
        D.sync(p)
        duel["shields"][seat] = cid
        events.append({"type": "ShieldPlayed", "seat": seat, "card": cid, "target": target,
                       "reveal": True})
        ops = D.card(cid)["effects"]
        captures = any(op["op"] == "capture" for op in ops)
        if target[0] == "under":
            owner, pos = target[1], target[2]
            h = s["players"][owner]["strongholds"][pos]
            duel["mods"][owner] = [m for m in duel["mods"][owner] if m.get("pos") != pos]
            for r in E.refs(duel, owner):      # the influence it gave is lost as well
                e = E.entry_at(duel, r)
                if e.get("channel") and e["channel"][0] == pos:
                    e["influence"] -= e["channel"][1]
                    e["channel"] = None
            s["players"][owner]["deck"]["bottom"].append(h["under"]["card"])
            events.append({"type": "UnderCancelled", "seat": owner, "pos": pos,
                           "card": h["under"]["card"]})
            h["under"] = None
        else:
            ref = target[1:]
            if captures:
                took = E.remove(s, duel, ref, "prison", events, "captured")
                duel["shields"][seat] = None
                E.capture(s, seat, ref[0], took, cid, events)
            else:
                E.entry_at(duel, ref)["cancelled"] = True
        rest = [op for op in ops if op["op"] in ("draw", "peek")]
        if rest:
            E.apply_ops(self, s, duel, seat, rest, cid, None, events)

    # ---------------------------------------------------------------- the flow
    def flow(self, s, events):
        """After every round action: queued draws (chance nodes), a forced discard, a seat that
        can only pass, and the end of the round at two passes in a row."""
        if s["queue"]:
            s["resume"] = [s["phase"], s["actor"]]
            s["then"] = "resume"
            self._run(s, events)
            return
        if s.get("forced"):
            f = s["forced"]
            if s["phase"] != "forced":
                f["resume"] = [s["phase"], s["actor"]]
            s["phase"], s["actor"] = "forced", f["seat"]
            return
        while s["phase"] in ROUND_PHASES:
            if s["passes"] >= 2:
                self.end_round(s, events)
                return
            if self.round_moves(s, s["actor"]):
                return
            s["passes"] += 1
            events.append({"type": "AutoPassed", "seat": s["actor"]})
            s["actor"] = 1 - s["actor"]

    def _step_resume(self, s, events):
        s["phase"], s["actor"] = s["resume"]
        s["resume"] = None
        self.flow(s, events)

    # ---------------------------------------------------------------- the end of a round
    def end_round(self, s, events):
        duel = self.cur_duel(s)
        if s["phase"] == "raid_round":
            self.end_raid_fight(s, events)
            return
        if s["phase"] == "primary":
            result = T.primary_result(s, duel)
            duel["primary_result"] = result
            events.append({"type": "RoundEnds", "round": "primary", "winner": result,
                           "totals": T.primary_totals(s, duel)})
            if duel["creatures"] == [None, None]:
                self.resolve_combat(s, None, events)
                return
            for p in s["players"]:
                p["hand"] = sorted(p["hand"] + p["pen"])      # the secondary combat hand
                p["pen"] = []
                D.sync(p)
            for seat in (0, 1):
                e = duel["creatures"][seat]
                if e is not None:
                    e["influence"], e["granted"] = 0, []
            duel["ability_used"] = [False, False]
            for seat in (duel["attacker"], 1 - duel["attacker"]):
                e = duel["creatures"][seat]
                if T.counts(e):
                    for op in D.card(e["card"])["effects"]:
                        if op["op"] == "area":
                            E.area(s, 1 - seat, op["n"], events)
            first = duel["attacker"] if result is None else 1 - result
            self.open_round(s, events, "secondary", first)
            return
        result = T.secondary_result(s, duel) if duel["secondary_acted"] \
            else duel["primary_result"]
        events.append({"type": "RoundEnds", "round": "secondary", "winner": result,
                       "totals": T.secondary_totals(s, duel)})
        self.resolve_combat(s, result, events)

    def resolve_combat(self, s, winner, events):
        """Secondary attackers go under their decks, the beaten duellist to the discard (both to
        their pens on a tie), shields in the duel zone to the discard, unplayed cards back."""
        duel = s["duel"]
        for seat in (0, 1):
            for i, e in enumerate(duel["secondaries"][seat]):
                if e is not None:
                    E.remove(s, duel, [seat, i], "deck_bottom", events, "secondary")
            if duel["shields"][seat]:
                s["players"][seat]["discard"].append(duel["shields"][seat])
        for seat in (0, 1):
            if duel["creatures"][seat] is None:
                continue
            if winner is None:
                E.remove(s, duel, [seat, -1], "pen", events, "tie")
            elif seat != winner:
                E.remove(s, duel, [seat, -1], "discard", events, "beaten")
        for p in s["players"]:
            _hand_to_zones(p)
        events.append({"type": "CombatEnds", "winner": winner})
        kept = duel["creatures"]
        s["duel"] = {"creatures": [None if e is None else
                                   {"card": e["card"], "up": True, "item": e["item"],
                                    "item_up": True, "with_item": e["with_item"]}
                                   for e in kept]}
        s["phase"], s["actor"] = "resolved", None
        self.after_combat(s, events)
