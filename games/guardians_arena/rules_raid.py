"""Guardians Arena, the raid on the strongholds (phase II, once every stronghold is deployed, ruins
counting as deployed). A mixin of GuardiansArenaRules; pure Python, no pygame.

state["raid"] = {"targets": [pos, pos], "duel": a raid fight (rules_totals) or None,
                 "case": the case being settled}; targets[seat] is the opposing stronghold that
seat raids.

Steps and actions:
  raid_target   ["target", pos]: each seat picks the opposing stronghold it raids, in secret, the
                Active player first (a seat with one choice is not asked); then both are shown.
  raid_prep     ["prep", move, place]: each seat in secret, the Active player first: move = None
                or [from, to] (one creature or shield moved between its own strongholds), place =
                None or a card id (a creature or shield of the raid hand put face down on its own
                stronghold raided by the other, when nothing is there). Then both are shown and
                the cards on the two raided strongholds are turned up.
  raid_round    a fight between two creatures: the primary round of rules_combat, on the
                non-Active player's stronghold; its creature defends with the stronghold's bonuses.
  raid_terrain  ["sacrifice", id] | ["accept"]: a raided stronghold with nothing on it; its owner
                may sacrifice a terrain of the raid hand to save it.
  raid_shield   ["capture", seat, place] | ["standard", seat] | ["keep"]: a shield without an
                opponent captures an opposing creature (place "duel", or ["on"|"under", pos] for
                one face up on or under a stronghold), or destroys a standard (and itself), or
                goes back to the pen.
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_effects as E
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules_combat import _hand_to_zones, new_duel
from games.guardians_arena.rules_phase1 import in_play

STRONGHOLDS_TO_LOSE = 3


def raid_targets(p):
    return [pos for pos in D.POSITIONS if in_play(p["strongholds"][pos])]


def _kind(slot):
    return None if slot is None else D.card(slot["card"]).kind


class Raid:
    """The raid on the strongholds (mixed into GuardiansArenaRules)."""

    def start_raid(self, s, events):
        for p in s["players"]:
            p["hand"] = sorted(p["hand"] + p["pen"])       # the raid hand: the pen
            p["pen"] = []
            D.sync(p)
        s["raid"] = {"targets": [None, None], "duel": None, "case": None}
        events.append({"type": "RaidStarts"})
        order = []
        for seat in (s["active"], 1 - s["active"]):
            choices = raid_targets(s["players"][1 - seat])
            if len(choices) == 1:
                s["raid"]["targets"][seat] = choices[0]
            else:
                order.append(seat)
        if not order:
            self._targets_shown(s, events)
            return
        self.SECRET.start(s, order)
        s["phase"], s["actor"] = "raid_target", order[0]

    def legal_raid_target(self, s):
        return [["target", pos] for pos in raid_targets(s["players"][1 - s["actor"]])]

    def apply_raid_target(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_raid_target(s):
            raise ValueError(f"illegal raid target {action!r}")
        events.append({"type": "RaidTargetChosen", "seat": seat})
        chosen = self.commit_secret(s, seat, action[1], events, "RaidTargetsRevealed")
        if chosen is None:
            return
        for seat, pos in enumerate(chosen):
            if pos is not None:
                s["raid"]["targets"][seat] = pos
        self._targets_shown(s, events)

    def _targets_shown(self, s, events):
        events.append({"type": "RaidTargets", "targets": list(s["raid"]["targets"])})
        order = [seat for seat in (s["active"], 1 - s["active"])
                 if len(self.prep_moves(s, seat)) > 1]
        if not order:
            self._prepared(s, [None, None], events)
            return
        self.SECRET.start(s, order)
        s["phase"], s["actor"] = "raid_prep", order[0]

    # ---------------------------------------------------------------- preparing
    def prep_moves(self, s, seat):
        p = s["players"][seat]
        holds = p["strongholds"]
        raided = s["raid"]["targets"][1 - seat]
        live = [pos for pos in D.POSITIONS if in_play(holds[pos])]
        moves = [None] + [[a, b] for a in live for b in live
                          if a != b and holds[a]["on"] and not holds[b]["on"]]
        cards = sorted({c for c in p["hand"] if D.card(c).kind in ("creature", "shield")})
        out = []
        for move in moves:
            empty = holds[raided]["on"] is None if move is None or move[0] != raided else True
            if move is not None and move[1] == raided:
                empty = False
            out.append(["prep", move, None])
            if empty:
                out += [["prep", move, c] for c in cards]
        return out

    def legal_raid_prep(self, s):
        return self.prep_moves(s, s["actor"])

    def apply_raid_prep(self, s, action, events):
        seat = s["actor"]
        if action not in self.prep_moves(s, seat):
            raise ValueError(f"illegal raid preparation {action!r}")
        events.append({"type": "RaidPrepared", "seat": seat})
        chosen = self.commit_secret(s, seat, action[1:], events, "RaidPrepsRevealed")
        if chosen is not None:
            self._prepared(s, chosen, events)

    def _prepared(self, s, chosen, events):
        for seat, plan in enumerate(chosen):
            if not plan:
                continue
            move, place = plan
            p = s["players"][seat]
            holds = p["strongholds"]
            if move:
                holds[move[1]]["on"], holds[move[0]]["on"] = holds[move[0]]["on"], None
                events.append({"type": "RaidMoved", "seat": seat, "from": move[0], "to": move[1]})
            if place:
                p["hand"].remove(place)
                D.sync(p)
                holds[s["raid"]["targets"][1 - seat]]["on"] = {
                    "card": place, "up": False, "item": None, "item_up": False,
                    "with_item": False}
                events.append({"type": "RaidPlaced", "seat": seat,
                               "pos": s["raid"]["targets"][1 - seat]})
        slots = self._raided(s)
        for seat, slot in enumerate(slots):
            if slot is not None:
                slot["up"] = True
                slot["item_up"] = bool(slot.get("item"))
                events.append({"type": "Revealed", "seat": seat, "card": slot["card"],
                               "item": slot.get("item"), "reveal": True})
        self._settle(s, slots, events)

    def _raided(self, s):
        """[slot of seat 0, slot of seat 1]: what lies on each seat's raided stronghold."""
        t = s["raid"]["targets"]
        return [s["players"][seat]["strongholds"][t[1 - seat]]["on"] for seat in (0, 1)]

    # ---------------------------------------------------------------- the cases of the text
    def _settle(self, s, slots, events):
        kinds = [_kind(x) for x in slots]
        a = s["active"]
        t = s["raid"]["targets"]
        if kinds == ["creature", "creature"]:
            s["raid"]["case"] = "fight"
            creatures = []
            for seat in (0, 1):       # the two creatures leave their strongholds to fight
                slot = slots[seat]
                creatures.append(T.new_entry(slot["card"], slot.get("item")))
                s["players"][seat]["strongholds"][t[1 - seat]]["on"] = None
            defending = creatures[1 - a]
            defending["hold"] = s["players"][1 - a]["strongholds"][t[a]]["card"]
            s["raid"]["duel"] = new_duel("raid", a, creatures, stronghold=[1 - a, t[a]])
            events.append({"type": "RaidFight", "attacker": a, "pos": t[a]})
            self.open_fight(s, events, "raid_round")
            return
        if kinds == ["shield", "shield"]:
            for seat in (0, 1):
                self._clear_slot(s, seat, t[1 - seat], "discard")
            events.append({"type": "ShieldsClash"})
        elif "creature" in kinds and "shield" in kinds:
            holder = kinds.index("creature")
            captor = 1 - holder
            cid = self._clear_slot(s, holder, t[captor], "prison")
            shield = self._clear_slot(s, captor, t[holder], "prison")
            E.capture(s, captor, holder, cid, shield, events)
        elif "creature" in kinds:
            raider = kinds.index("creature")
            owner = 1 - raider
            if any(D.card(c).kind == "terrain" for c in s["players"][owner]["hand"]):
                s["raid"]["case"] = "terrain"
                s["phase"], s["actor"] = "raid_terrain", owner
                return
            self.ruin(s, owner, t[raider], events)
        elif "shield" in kinds:
            holder = kinds.index("shield")
            if len(self.raid_shield_moves(s, holder)) > 1:
                s["raid"]["case"] = "shield"
                s["phase"], s["actor"] = "raid_shield", holder
                return
            self._keep_shield(s, holder, events)
        self.end_raid(s, events)

    def _clear_slot(self, s, seat, pos, to, slot="on"):
        """Take the card on (or under) `seat`'s stronghold `pos` to the discard, under the deck,
        to the pen, or nowhere yet ("prison": the caller places it); its item to the discard."""
        h = s["players"][seat]["strongholds"][pos]
        taken, h[slot] = h[slot], None
        p = s["players"][seat]
        if taken.get("item"):
            p["discard"].append(taken["item"])
        if to == "discard":
            p["discard"].append(taken["card"])
        elif to == "deck_bottom":
            p["deck"]["bottom"].append(taken["card"])
        elif to == "pen":
            D.add_sorted(p["pen"], taken["card"])
            D.sync(p)
        return taken["card"]

    def ruin(self, s, seat, pos, events):
        """A stronghold destroyed: turned over as a ruin, every card with it to the discards."""
        p = s["players"][seat]
        h = p["strongholds"][pos]
        # A face-down card or item going to the (public) discard is shown: a reveal, which undo
        # never crosses.
        shown = any(h[slot] and (not h[slot]["up"] or (h[slot].get("item") and not
                                                       h[slot].get("item_up")))
                    for slot in ("on", "under"))
        for slot in ("on", "under"):
            if h[slot]:
                if h[slot].get("item"):
                    p["discard"].append(h[slot]["item"])
                p["discard"].append(h[slot]["card"])
                h[slot] = None
        for which in ("reinforcement", "weakening"):
            if h[which]:
                s["players"][h[which]["owner"]]["discard"].append(h[which]["card"])
                h[which] = None
        h["ruin"] = True
        events.append({"type": "StrongholdRuined", "seat": seat, "pos": pos, "reveal": shown})

    # ---------------------------------------------------------------- a raid fight's end
    def end_raid_fight(self, s, events):
        duel = s["raid"]["duel"]
        a, t = duel["attacker"], s["raid"]["targets"]
        result = T.primary_result(s, duel)
        events.append({"type": "RoundEnds", "round": "raid", "winner": result,
                       "totals": T.primary_totals(s, duel)})
        s["raid"]["duel"] = None
        for seat in (0, 1):          # the fighters still there go back on their strongholds
            e = duel["creatures"][seat]
            if e is not None:
                s["players"][seat]["strongholds"][t[1 - seat]]["on"] = {
                    "card": e["card"], "up": True, "item": e["item"],
                    "item_up": e["item"] is not None, "with_item": e["item"] is not None}
        if result == a:
            self.ruin(s, 1 - a, t[a], events)
        elif result == 1 - a and duel["creatures"][a] is not None:
            self._clear_slot(s, a, t[1 - a], "discard")
            events.append({"type": "RaiderBeaten", "seat": a})
        self.end_raid(s, events)

    # ---------------------------------------------------------------- a stronghold with no defender
    def legal_raid_terrain(self, s):
        p = s["players"][s["actor"]]
        return [["accept"]] + [["sacrifice", c] for c in sorted(set(p["hand"]))
                               if D.card(c).kind == "terrain"]

    def apply_raid_terrain(self, s, action, events):
        owner = s["actor"]
        if action not in self.legal_raid_terrain(s):
            raise ValueError(f"illegal answer to a raid {action!r}")
        raider, t = 1 - owner, s["raid"]["targets"]
        if action[0] == "sacrifice":
            p = s["players"][owner]
            p["hand"].remove(action[1])
            p["discard"].append(action[1])
            D.sync(p)
            cid = self._clear_slot(s, raider, t[owner], "deck_bottom")
            events.append({"type": "TerrainSacrificed", "seat": owner, "card": action[1],
                           "raider": cid, "pos": t[owner], "reveal": True})
        else:
            self.ruin(s, owner, t[raider], events)
        self.end_raid(s, events)

    # ---------------------------------------------------------------- a shield with no opponent
    def raid_shield_moves(self, s, seat):
        foe = 1 - seat
        q = s["players"][foe]
        out = [["keep"]]
        duel = s.get("duel")
        if duel and duel["creatures"][foe] is not None:
            out.append(["capture", foe, "duel"])
        for pos, h in q["strongholds"].items():
            for slot in ("on", "under"):
                if h[slot] and h[slot]["up"] and D.is_creature(h[slot]["card"]):
                    out.append(["capture", foe, [slot, pos]])
        out += [["standard", x] for x in (foe,) if s["players"][x]["standard"]]
        return out

    def legal_raid_shield(self, s):
        return self.raid_shield_moves(s, s["actor"])

    def apply_raid_shield(self, s, action, events):
        seat = s["actor"]
        if action not in self.raid_shield_moves(s, seat):
            raise ValueError(f"illegal shield action {action!r}")
        pos = s["raid"]["targets"][1 - seat]
        if action[0] == "keep":
            self._keep_shield(s, seat, events)
        elif action[0] == "standard":
            E.destroy(s, None, seat, {"what": "standard"}, action, events)
            self._clear_slot(s, seat, pos, "discard")
        else:
            foe, where = action[1], action[2]
            shield = self._clear_slot(s, seat, pos, "prison")
            if where == "duel":
                c = s["duel"]["creatures"][foe]
                s["duel"]["creatures"][foe] = None
                if c.get("item"):
                    s["players"][foe]["discard"].append(c["item"])
                cid = c["card"]
            else:
                cid = self._clear_slot(s, foe, where[1], "prison", slot=where[0])
            E.capture(s, seat, foe, cid, shield, events)
        self.end_raid(s, events)

    def _keep_shield(self, s, seat, events):
        self._clear_slot(s, seat, s["raid"]["targets"][1 - seat], "pen")
        events.append({"type": "ShieldBack", "seat": seat})

    # ---------------------------------------------------------------- the end of a raid
    def end_raid(self, s, events):
        for p in s["players"]:
            _hand_to_zones(p)
        s["raid"] = None
        events.append({"type": "RaidEnds"})
        for seat, p in enumerate(s["players"]):
            if sum(h["ruin"] for h in p["strongholds"].values()) >= STRONGHOLDS_TO_LOSE:
                self.game_over(s, 1 - seat, "strongholds", events)
                return
        self.leave_arena(s, events)
