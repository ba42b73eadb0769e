"""Guardians Arena, phase I's choices: enlistment by turns, discarding down to the hand limit,
splitting the reserve hand into storage and pen. A mixin of GuardiansArenaRules (rules.py); pure
Python, no pygame.

Enlistment actions (the Active player first, by turns, until two passes in a row):
  ["pass"]
  ["on", pos, id]         a creature or a shield face down ON an own stronghold in play (not a
                          ruin) with nothing on it
  ["under", pos, id]      a channeller or ranged creature face down UNDER an own stronghold in play
                          (not a ruin) with no creature under it
  ["item", pos, id]       a creature item "C" face down with the own creature on that stronghold
                          (one item a creature)
  ["fortify", seat, pos, id]  a reinforcement on an own left/right stronghold in play, or a
                          weakening on the opponent's (one of each a stronghold)
  ["standard", id]        a standard-bearer shield with the own Guardian, if it has none
  ["sacrifice_standard"]  the own standard destroys the opponent's: both to their discards
A seat whose only possible action is to pass passes on its own (an AutoPassed event).

Discarding (both seats with 8 or more cards, as a simultaneous secret choice, Active first):
  ["discard", id]         one card set aside; at 7 left the choice is committed, and once every
                          seat is in, the cards are shown and go to the discard piles together.
"""
from games.guardians_arena import rules_deck as D

WINGS = ("left", "right")


def in_play(h):
    return h["deployed"] and not h["ruin"]


class PhaseOne:
    """Enlistment, discarding and splitting (mixed into GuardiansArenaRules)."""

    # ---------------------------------------------------------------- enlistment
    def start_enlistment(self, s, events):
        s["phase"], s["passes"] = "enlist", 0
        s["actor"] = s["active"]
        events.append({"type": "EnlistmentStarts", "active": s["active"]})
        self._auto_pass(s, events)

    def legal_enlist(self, state):
        seat = state["actor"]
        return [["pass"]] + self.enlist_moves(state, seat)

    def enlist_moves(self, state, seat):
        """Every enlistment action of `seat` but passing."""
        p, foe = state["players"][seat], state["players"][1 - seat]
        holds = p["strongholds"]
        out = []
        for cid in sorted(set(p["hand"])):
            c = D.card(cid)
            kind = c.kind
            if kind in ("creature", "shield"):
                out += [["on", pos, cid] for pos in D.POSITIONS
                        if in_play(holds[pos]) and holds[pos]["on"] is None]
            if kind == "creature" and (c["channeller"] or c["ranged"]):
                out += [["under", pos, cid] for pos in D.POSITIONS
                        if in_play(holds[pos]) and holds[pos]["under"] is None]
            if kind == "item" and c["slot"] == "C":
                out += [["item", pos, cid] for pos in D.POSITIONS
                        if in_play(holds[pos]) and holds[pos]["on"] is not None
                        and D.is_creature(holds[pos]["on"]["card"])
                        and holds[pos]["on"]["item"] is None]
            if kind == "reinforcement":
                out += [["fortify", seat, pos, cid] for pos in WINGS
                        if in_play(holds[pos]) and holds[pos]["reinforcement"] is None]
            if kind == "weakening":
                fh = foe["strongholds"]
                out += [["fortify", 1 - seat, pos, cid] for pos in WINGS
                        if in_play(fh[pos]) and fh[pos]["weakening"] is None]
            if kind == "standard" and p["standard"] is None:
                out.append(["standard", cid])
        if p["standard"] and foe["standard"]:
            out.append(["sacrifice_standard"])
        return out

    def apply_enlist(self, s, action, events):
        seat = s["actor"]
        if action == ["pass"]:
            self._enlist_pass(s, seat, events)
            return
        if action not in self.enlist_moves(s, seat):
            raise ValueError(f"illegal enlistment {action!r}")
        p, foe = s["players"][seat], s["players"][1 - seat]
        kind = action[0]
        if kind == "sacrifice_standard":
            for owner, q in ((seat, p), (1 - seat, foe)):
                q["discard"].append(q["standard"])
                events.append({"type": "StandardDestroyed", "seat": owner, "card": q["standard"]})
                q["standard"] = None
        else:
            cid = action[-1]
            p["hand"].remove(cid)
            D.sync(p)
            if kind in ("on", "under"):
                p["strongholds"][action[1]][kind] = {"card": cid, "up": False, "item": None,
                                                     "item_up": False, "with_item": False}
                events.append({"type": "CardEnlisted", "seat": seat, "slot": kind,
                               "pos": action[1]})
            elif kind == "item":
                p["strongholds"][action[1]]["on"].update(item=cid, with_item=True)
                events.append({"type": "ItemAttached", "seat": seat, "pos": action[1]})
            elif kind == "fortify":
                target, pos = action[1], action[2]
                which = "reinforcement" if target == seat else "weakening"
                s["players"][target]["strongholds"][pos][which] = {"card": cid, "owner": seat}
                # Laid face up out of the hidden hand: a reveal, so undo cannot take it back
                # once the other seat has seen the card.
                events.append({"type": "StrongholdModified", "seat": seat, "target": target,
                               "pos": pos, "card": cid, "which": which, "reveal": True})
            elif kind == "standard":
                p["standard"] = cid
                events.append({"type": "StandardRaised", "seat": seat, "card": cid,
                               "reveal": True})
        s["passes"] = 0
        s["actor"] = 1 - seat
        self._auto_pass(s, events)

    def _enlist_pass(self, s, seat, events, auto=False):
        s["passes"] += 1
        if auto:
            events.append({"type": "AutoPassed", "seat": seat})
        if s["passes"] >= 2:
            events.append({"type": "EnlistmentEnds"})
            self.start_discard(s, events)
            return
        s["actor"] = 1 - seat
        self._auto_pass(s, events)

    def _auto_pass(self, s, events):
        """A seat that can only pass passes on its own."""
        if s["phase"] == "enlist" and not self.enlist_moves(s, s["actor"]):
            self._enlist_pass(s, s["actor"], events, auto=True)

    # ---------------------------------------------------------------- discarding
    def start_discard(self, s, events):
        order = [seat for seat in (s["active"], 1 - s["active"])
                 if len(s["players"][seat]["hand"]) > D.HAND_LIMIT]
        if not order:
            self.split_hands(s, events)
            return
        self.SECRET.start(s, order)
        for seat in order:
            s["discarding"][seat] = []
        s["phase"], s["actor"] = "discard", order[0]

    def legal_discard(self, state):
        return [["discard", cid] for cid in sorted(set(state["players"][state["actor"]]["hand"]))]

    def apply_discard(self, s, action, events):
        seat = s["actor"]
        p = s["players"][seat]
        if not (isinstance(action, list) and len(action) == 2 and action[0] == "discard"
                and action[1] in p["hand"]):
            raise ValueError(f"illegal discard {action!r}")
        p["hand"].remove(action[1])
        D.sync(p)
        s["discarding"][seat].append(action[1])
        events.append({"type": "CardSetAside", "seat": seat})
        if len(p["hand"]) > D.HAND_LIMIT:
            return
        cards = sorted(s["discarding"][seat])
        s["discarding"][seat] = None
        values = self.commit_secret(s, seat, cards, events, "CardsDiscarded")
        if values is None:
            return
        for owner, cards in enumerate(values):
            if cards:
                s["players"][owner]["discard"].extend(cards)
        self.split_hands(s, events)

    # ---------------------------------------------------------------- splitting
    def split_hands(self, s, events):
        """The reserve hand becomes the storage (double orange edge) and the pen (single edge)."""
        for p in s["players"]:
            p["storage"] = sorted(c for c in p["hand"] if D.back(c) == "storage")
            p["pen"] = sorted(c for c in p["hand"] if D.back(c) == "pen")
            p["hand"] = []
            D.sync(p)
        events.append({"type": "HandsSplit"})
        self.start_arena(s, events)
