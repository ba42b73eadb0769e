"""Guardians Arena, phase II and phase III around the fights: entering the arena (a simultaneous
secret choice), then combat (rules_combat.py) and raids (rules_raid.py), leaving the arena (the
creature left in the duel zone becomes victorious), the terrain step and deploying a stronghold;
challenges are in rules_challenge.py. A mixin of GuardiansArenaRules; pure Python, no pygame.

Actions:
  arena:   ["enter", pos] (the own creature on that stronghold goes to the duel zone, face down)
           or ["stay"]; both seats choose in secret, the Active player first, then both are shown
  terrain: ["pass"], ["clear"] (destroy the terrain in the duel zone), ["terrain", id] (lay a
           terrain from the pen when the duel zone has none); by the victorious creature's owner
  deploy:  ["deploy", pos]: the seat puts the left or right stronghold in play (by turns,
           the Active player first; a seat with one left deploys it on its own)
"""
from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules_phase1 import in_play

VICTORIES_TO_WIN = 5


def creature_slots(p):
    """The own strongholds whose card on top is a creature (it may enter the arena)."""
    return [pos for pos in D.POSITIONS
            if in_play(p["strongholds"][pos]) and p["strongholds"][pos]["on"] is not None
            and D.is_creature(p["strongholds"][pos]["on"]["card"])]


def fully_deployed(p):
    """Ruins count as deployed (RULINGS)."""
    return all(h["deployed"] for h in p["strongholds"].values())


class PhaseTwo:
    """Entering and leaving the arena, terrain and deployment (mixed into GuardiansArenaRules)."""

    # ---------------------------------------------------------------- entering the arena
    def start_arena(self, s, events):
        s["duel"] = {"creatures": [None, None]}
        order = [seat for seat in (s["active"], 1 - s["active"])
                 if creature_slots(s["players"][seat])]
        if not order:
            self.after_entry(s, events)
            return
        self.SECRET.start(s, order)
        s["phase"], s["actor"] = "arena", order[0]

    def legal_arena(self, state):
        p = state["players"][state["actor"]]
        return [["stay"]] + [["enter", pos] for pos in creature_slots(p)]

    def apply_arena(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_arena(s):
            raise ValueError(f"illegal arena choice {action!r}")
        events.append({"type": "ArenaChosen", "seat": seat})
        chosen = self.commit_secret(s, seat, action[1] if action[0] == "enter" else None,
                                    events, "ArenaRevealed")
        if chosen is None:
            return
        for seat, pos in enumerate(chosen):
            if pos is None:
                continue
            hold = s["players"][seat]["strongholds"][pos]
            s["duel"]["creatures"][seat] = dict(hold["on"], origin=pos)
            hold["on"] = None
            events.append({"type": "EntersArena", "seat": seat, "pos": pos})
        self.after_entry(s, events)

    def duel_secret_paths(self, state, seat):
        duel = state.get("duel")
        if not duel:
            return []
        out = []
        c = duel["creatures"][seat]
        if c is not None:
            if not c["up"]:
                out.append(("duel", "creatures", seat, "card"))
            if c.get("item") and not c.get("item_up"):
                out.append(("duel", "creatures", seat, "item"))
        return out

    def after_entry(self, s, events):
        if None not in s["duel"]["creatures"]:
            self.start_combat(s, events)
            return
        self.after_combat(s, events)

    def after_combat(self, s, events):
        """The raid once every stronghold is deployed (ruins count), then leaving the arena."""
        if all(fully_deployed(p) for p in s["players"]):
            self.start_raid(s, events)
            return
        self.leave_arena(s, events)

    # ---------------------------------------------------------------- leaving the arena
    def leave_arena(self, s, events):
        """The creature left in the duel zone goes under its Guardian, victorious (shown)."""
        s["victor"] = None
        for seat, c in enumerate(s["duel"]["creatures"]):
            if c is None:
                continue
            p = s["players"][seat]
            p["victories"].append(c["card"])
            if c.get("item"):
                p["discard"].append(c["item"])      # an item "C" leaves with its creature
            s["victor"] = seat
            events.append({"type": "Victorious", "seat": seat, "card": c["card"],
                           "item": c.get("item"), "reveal": True})
        s["duel"] = None
        for seat, p in enumerate(s["players"]):
            if len(p["victories"]) >= VICTORIES_TO_WIN:
                self.game_over(s, seat, "victories", events)
                return
        self.start_terrain(s, events)

    def game_over(self, s, winner, reason, events):
        s["phase"], s["actor"] = "over", None
        s["winner"], s["reason"] = winner, reason
        events.append({"type": "GameOver", "winner": winner, "reason": reason})

    # ---------------------------------------------------------------- phase III: terrain
    def start_terrain(self, s, events):
        seat = s.get("victor")
        if seat is None or not self.terrain_moves(s, seat):
            self.start_deploy(s, events)
            return
        s["phase"], s["actor"] = "terrain", seat

    def terrain_moves(self, state, seat):
        p = state["players"][seat]
        if state["terrain"] is not None:
            return [["clear"]]
        return [["terrain", cid] for cid in sorted(set(p["pen"])) if D.card(cid).kind == "terrain"]

    def legal_terrain(self, state):
        return [["pass"]] + self.terrain_moves(state, state["actor"])

    def apply_terrain(self, s, action, events):
        seat = s["actor"]
        if action == ["pass"]:
            self.start_deploy(s, events)
            return
        if action not in self.terrain_moves(s, seat):
            raise ValueError(f"illegal terrain action {action!r}")
        p = s["players"][seat]
        if action[0] == "clear":
            t = s["terrain"]
            s["players"][t["owner"]]["discard"].append(t["card"])
            s["terrain"] = None
            events.append({"type": "TerrainDestroyed", "seat": seat, "card": t["card"],
                           "owner": t["owner"]})
            if not self.terrain_moves(s, seat):
                self.start_deploy(s, events)
            return
        p["pen"].remove(action[1])
        D.sync(p)
        s["terrain"] = {"card": action[1], "owner": seat}
        # Face up out of the hidden pen: a reveal (undo never takes back a card seen).
        events.append({"type": "TerrainLaid", "seat": seat, "card": action[1], "reveal": True})
        self.start_deploy(s, events)

    # ---------------------------------------------------------------- phase III: deployment
    def start_deploy(self, s, events):
        s["deployers"] = [seat for seat in (s["active"], 1 - s["active"])
                          if not fully_deployed(s["players"][seat])]
        self._next_deployer(s, events)

    def deploy_moves(self, state, seat):
        holds = state["players"][seat]["strongholds"]
        return [["deploy", pos] for pos in ("left", "right") if not holds[pos]["deployed"]]

    def _next_deployer(self, s, events):
        while s["deployers"]:
            seat = s["deployers"][0]
            moves = self.deploy_moves(s, seat)
            if len(moves) > 1:
                s["phase"], s["actor"] = "deploy", seat
                return
            s["deployers"].pop(0)
            self._deploy(s, seat, moves[0][1], events)
        s["deployers"] = None
        self.start_challenge(s, events)

    def legal_deploy(self, state):
        return self.deploy_moves(state, state["actor"])

    def apply_deploy(self, s, action, events):
        seat = s["actor"]
        if action not in self.deploy_moves(s, seat):
            raise ValueError(f"illegal deployment {action!r}")
        s["deployers"].pop(0)
        self._deploy(s, seat, action[1], events)
        self._next_deployer(s, events)

    def _deploy(self, s, seat, pos, events):
        s["players"][seat]["strongholds"][pos]["deployed"] = True
        events.append({"type": "StrongholdDeployed", "seat": seat, "pos": pos})
