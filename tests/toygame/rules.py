"""The engine's test-only game, written on the whole protocol so that the generic tests exercise it:
2 to 6 seats, simultaneous secret bids (engine.turns.Simultaneous), a die as an explicit chance node,
and elimination: a seat that ends a round with the fewest points after round 3 may be knocked out,
so the turn order skips it from then on."""
from engine import rng
from engine.rules import CHANCE, PhasedRules
from engine.turns import Simultaneous, alive_seats, rotate_from

BIDS = Simultaneous("bids")


class ToyRules(PhasedRules):
    id = "toy"
    min_seats, max_seats = 2, 6

    def initial_state(self, seats, options, seed):
        s = {"seats": seats, "rng": rng.seed_value(seed), "target": options.get("target", 6),
             "points": [0] * seats, "alive": [True] * seats, "phase": "bid", "round": 0,
             "winner": None, "actor": 0, "bids": None, "first": 0}
        BIDS.start(s, rotate_from(0, seats, s["alive"]))
        return s

    def actor(self, s):
        if s["phase"] == "over":
            return None
        if s["phase"] == "roll":
            return CHANCE
        return BIDS.waiting(s)

    def private(self, s):
        return s["phase"] == "bid"

    def legal_bid(self, s):
        return [["bid", b] for b in (1, 2, 3)]

    def chance_outcomes(self, s):
        return [(["die", v], 1 / 6) for v in range(1, 7)]

    def apply_bid(self, s, action, events):
        if action not in self.legal_bid(s):
            raise ValueError(f"illegal bid {action!r}")
        if not BIDS.commit(s, BIDS.waiting(s), action[1]):
            return
        bids = BIDS.reveal(s, events, "BidsRevealed")
        live = [i for i in range(s["seats"]) if bids[i] is not None]
        unique = [(bids[i], i) for i in live if [bids[j] for j in live].count(bids[i]) == 1]
        if unique:
            b, i = max(unique)
            s["points"][i] += b
        s["phase"] = "roll"

    def apply_roll(self, s, action, events):
        if not (isinstance(action, list) and action[0] == "die" and 1 <= action[1] <= 6):
            raise ValueError(f"not a die outcome: {action!r}")
        rng.advance(s)
        die = action[1]
        events.append({"type": "DiceRolled", "value": die})
        live = alive_seats(s["seats"], s["alive"])
        s["points"][live[die % len(live)]] += 1
        s["round"] += 1
        # From round 3 on, a six knocks out the last live seat with the fewest points (never the
        # last two): the generic tests see a seat eliminated mid-game and skipped from then on.
        if s["round"] >= 3 and die == 6 and len(live) > 2:
            low = min(live, key=lambda i: (s["points"][i], -i))
            s["alive"][low] = False
            events.append({"type": "SeatEliminated", "seat": low})
            live.remove(low)
        best = max(s["points"][i] for i in live)
        if best >= s["target"] or s["round"] >= 12:
            s["phase"] = "over"
            leaders = [i for i in live if s["points"][i] == best]
            s["winner"] = leaders[0] if len(leaders) == 1 else None
            return
        s["phase"] = "bid"
        s["first"] = live[s["round"] % len(live)]
        BIDS.start(s, rotate_from(s["first"], s["seats"], s["alive"]))

    def returns(self, s):
        if s["winner"] is None:
            return [0.0] * s["seats"]
        return [1.0 if i == s["winner"] else -1.0 for i in range(s["seats"])]

    def secret_paths(self, s, seat):
        return BIDS.secret_paths(s, seat)

    def determinize(self, obs, seat, seed):
        s = super().determinize(obs, seat, seed)
        return BIDS.determinize(s, seat, lambda st, other: rng.randint(st, 1, 3))

    def describe(self, s, action):
        if action[0] == "bid":  # never the value: the bids are secret until revealed
            return ("toy.log.bid", {"player": f"box.seat.{BIDS.waiting(s)}"})
        return ("toy.log.die", {"value": action[1]})

    def check_invariants(self, s):
        assert all(p >= 0 for p in s["points"])
        assert sum(s["alive"]) >= 2
        if s["phase"] == "bid":
            assert s["alive"][BIDS.waiting(s)]


RULES = ToyRules()
