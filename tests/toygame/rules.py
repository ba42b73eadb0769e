from engine import rng
from engine.rules import CHANCE, Rules, clone


class ToyRules(Rules):
    id = "toy"
    min_seats, max_seats = 2, 4

    def initial_state(self, seats, options, seed):
        return {"seats": seats, "rng": rng.seed_value(seed), "target": options.get("target", 6),
                "points": [0] * seats, "bids": [None] * seats, "turn": 0, "phase": "bid",
                "round": 0, "winner": None}

    def actor(self, s):
        if s["phase"] == "over":
            return None
        if s["phase"] == "roll":
            return CHANCE
        return s["turn"]

    def legal_actions(self, s):
        return [["bid", b] for b in (1, 2, 3)]

    def chance_action(self, s):
        probe = {"rng": s["rng"]}
        return ["die", rng.roll(probe)]

    def apply(self, state, action):
        s = clone(state)
        events = []
        if action[0] == "bid":
            s["bids"][s["turn"]] = action[1]
            s["turn"] += 1
            if s["turn"] == s["seats"]:
                events.append({"type": "BidsRevealed", "bids": list(s["bids"]), "reveal": True})
                counts = [s["bids"].count(b) for b in s["bids"]]
                unique = [(b, i) for i, b in enumerate(s["bids"]) if counts[i] == 1]
                if unique:
                    b, i = max(unique)
                    s["points"][i] += b
                s["bids"] = [None] * s["seats"]
                s["turn"] = 0
                s["phase"] = "roll"
        else:
            rng.roll(s)  # advance the generator exactly as chance_action drew
            die = action[1]
            events.append({"type": "DiceRolled", "value": die})
            s["points"][die % s["seats"]] += 1
            s["round"] += 1
            s["phase"] = "bid"
            best = max(s["points"])
            if best >= s["target"] or s["round"] >= 12:
                s["phase"] = "over"
                leaders = [i for i, p in enumerate(s["points"]) if p == best]
                s["winner"] = leaders[0] if len(leaders) == 1 else None
        return s, events

    def returns(self, s):
        if s["winner"] is None:
            return [0.0] * s["seats"]
        return [1.0 if i == s["winner"] else -1.0 for i in range(s["seats"])]

    def observation(self, s, seat):
        o = clone(s)
        o["bids"] = [b if i == seat else None for i, b in enumerate(s["bids"])]
        return o

    def determinize(self, obs, seat, seed):
        s = clone(obs)
        s["rng"] = rng.seed_value(seed)
        s["bids"] = [b if b is not None or i >= s["turn"] else rng.randint(s, 1, 3)
                     for i, b in enumerate(s["bids"])]
        return s

    def secret_paths(self, s, seat):
        return [("bids", seat)] if s["bids"][seat] is not None else []

    def describe(self, s, action):
        if action[0] == "bid":
            return ("toy.log.bid", {"player": f"toy.seat.{s['turn']}"})
        return ("toy.log.die", {"value": action[1]})

    def check_invariants(self, s):
        assert all(p >= 0 for p in s["points"])
        assert 0 <= s["turn"] < s["seats"] or s["phase"] == "over"


RULES = ToyRules()
