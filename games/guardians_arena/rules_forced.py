"""Guardians Arena: a forced discard, when a card makes the opponent discard cards of their own
choice from hand (phase "forced", ["drop", id], one card at a time; a hand no larger than the
number asked goes at once). A mixin of GuardiansArenaRules; pure Python, no pygame.
"""
from games.guardians_arena import rules_deck as D


class Forced:
    """The opponent's choice of the cards it discards (mixed into GuardiansArenaRules)."""

    def force_discard(self, s, seat, n, events):
        p = s["players"][seat]
        if len(p["hand"]) <= n:
            dropped = list(p["hand"])
            p["discard"] += dropped
            p["hand"] = []
            D.sync(p)
            events.append({"type": "ForcedDiscard", "seat": seat, "cards": dropped,
                           "reveal": True})
            return
        s["forced"] = {"seat": seat, "n": n, "resume": None}

    def legal_forced(self, s):
        return [["drop", c] for c in sorted(set(s["players"][s["actor"]]["hand"]))]

    def apply_forced(self, s, action, events):
        if action not in self.legal_forced(s):
            raise ValueError(f"illegal discard {action!r}")
        seat, f = s["actor"], s["forced"]
        p = s["players"][seat]
        p["hand"].remove(action[1])
        p["discard"].append(action[1])
        D.sync(p)
        events.append({"type": "ForcedDiscard", "seat": seat, "cards": [action[1]],
                       "reveal": True})
        f["n"] -= 1
        if f["n"] > 0 and p["hand"]:
            return
        s["forced"] = None
        s["phase"], s["actor"] = f["resume"]
        self.flow(s, events)
