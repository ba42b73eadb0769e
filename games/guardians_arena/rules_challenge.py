"""Guardians Arena, the challenge of phase III: a prisoner attacks the opposing Guardian. A mixin of
GuardiansArenaRules; pure Python, no pygame.

By turns, the Active player first, a seat whose prison shield holds a creature may challenge the
opposing Guardian when one of that Guardian's strongholds is a ruin.
  challenge         ["pass"] | ["influence"] (the Guardian's influence on the prisoner: 1 power
                    stone, its channel value, at most the prisoner's base vitality in all; any
                    prisoner, the text naming it) | ["attack"]
  challenge_defend  ["block", id] (a shield of the pen cancels the attack; it goes to the
                    discard and the prisoner stays) | ["take"]
The prisoner's vitality (with the influence) above the Guardian's defeats the Guardian and wins the
game; otherwise the prisoner goes to its owner's discard and the prison shield to the discard.
state["challenge"] = {"seat", "influence", "order"} while it lasts.
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena import rules_effects as E
from games.guardians_arena import rules_totals as T


def can_challenge(s, seat):
    p, foe = s["players"][seat], s["players"][1 - seat]
    return bool(p["prison"]) and any(h["ruin"] for h in foe["strongholds"].values())


def prisoner_total(s, seat):
    c = s["challenge"]
    return T.base(s["players"][seat]["prison"]["creature"]) + (c["influence"] if c else 0)


class Challenge:
    """Challenges with a captured creature (mixed into GuardiansArenaRules)."""

    def start_challenge(self, s, events):
        order = [seat for seat in (s["active"], 1 - s["active"]) if can_challenge(s, seat)]
        s["challenge"] = {"seat": None, "influence": 0, "order": order}
        self._next_challenger(s, events)

    def _next_challenger(self, s, events):
        c = s["challenge"]
        while c["order"]:
            seat = c["order"].pop(0)
            if can_challenge(s, seat):
                c["seat"], c["influence"] = seat, 0
                s["phase"], s["actor"] = "challenge", seat
                return
        s["challenge"] = None
        self._step_turn(s, events)

    def challenge_moves(self, s, seat):
        p = s["players"][seat]
        out = [["attack"]]
        room = T.base(p["prison"]["creature"]) - s["challenge"]["influence"]
        if p["stones"] >= 1 and room > 0:
            out.append(["influence"])
        return out

    def legal_challenge(self, s):
        return [["pass"]] + self.challenge_moves(s, s["actor"])

    def apply_challenge(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_challenge(s):
            raise ValueError(f"illegal challenge action {action!r}")
        if action == ["pass"]:
            events.append({"type": "Passed", "seat": seat})
            self._next_challenger(s, events)
            return
        p = s["players"][seat]
        c = s["challenge"]
        if action == ["influence"]:
            p["stones"] -= 1
            channel = D.card(p["guardian"])["channel"]
            room = T.base(p["prison"]["creature"]) - c["influence"]
            got = min(channel, room)
            c["influence"] += got
            events.append({"type": "Influenced", "seat": seat, "n": got, "lost": channel - got})
            return
        events.append({"type": "Challenge", "seat": seat, "card": p["prison"]["creature"],
                       "total": prisoner_total(s, seat)})
        foe = 1 - seat
        if any(D.card(x).kind == "shield" for x in s["players"][foe]["pen"]):
            s["phase"], s["actor"] = "challenge_defend", foe
            return
        self._strike_guardian(s, seat, events)

    def legal_challenge_defend(self, s):
        p = s["players"][s["actor"]]
        return [["take"]] + [["block", x] for x in sorted(set(p["pen"]))
                             if D.card(x).kind == "shield"]

    def apply_challenge_defend(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_challenge_defend(s):
            raise ValueError(f"illegal answer to a challenge {action!r}")
        if action == ["take"]:
            self._strike_guardian(s, 1 - seat, events)
            return
        p = s["players"][seat]
        p["pen"].remove(action[1])
        p["discard"].append(action[1])
        D.sync(p)
        events.append({"type": "ChallengeBlocked", "seat": seat, "card": action[1],
                       "reveal": True})
        self._next_challenger(s, events)

    def _strike_guardian(self, s, seat, events):
        p, foe = s["players"][seat], s["players"][1 - seat]
        total = prisoner_total(s, seat)
        guard = D.card(foe["guardian"])["vitality"]
        if total > guard:
            events.append({"type": "GuardianDefeated", "seat": 1 - seat, "total": total,
                           "guardian": guard})
            self.game_over(s, seat, "guardian", events)
            return
        prison = E.empty_prison(s, seat)
        events.append({"type": "ChallengeFailed", "seat": seat, "card": prison["creature"],
                       "total": total, "guardian": guard})
        self._next_challenger(s, events)
