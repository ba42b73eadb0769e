"""Dragons Arena: the rules, pure Python (no pygame).

Two species of dragons (dice) fight on a 4x4 arena. Seat 0 = FIRE (red), seat 1 = ICE (blue).
The board and the moves are in arena.py, a duel's moves and its end in duel.py, the move log in
texts.py, the invariants in checks.py.

State (plain JSON):
  seats, rng          as every game
  mode                "duel" | "solo"
  placement           "baby" | "little" | "big" | "equal" | "free"  (solo: always "baby")
  elements            bool, Dragon Master element powers (solo: False)
  target              gold nuggets needed to win the match (solo: 1, unused)
  solo_you            seat of the species "you" play in solo training (None in a duel)
  solo_difficulty     "normal" | "high" (None in a duel)
  phase               "shake" | "shaking" | "roll" | "rolling" | "powers" | "lot" | "split" | "place"
                      | "duel" | "over"; shaking, rolling and lot are chance nodes
  actor               seat to act now; CHANCE at a chance node; None when the match is over
  secret              while powers are chosen: the secret commitments (engine.turns.Simultaneous)
  rolling             while a Little hand is rolled: {"seat", "values" so far}
  shaker, lot_then    who shook the arena; what follows a drawing of lots
  lead                seat that shakes / rolls / chooses first in this duel (seat 0 in the first duel,
                      then the loser of the previous duel, seat 0 again after a drawn duel)
  starter             seat of the starting species of this duel (places first, attacks first);
                      None until known
  starter_reason      "ones" | "twos" | ... | "sixes" | "lot" | None
  owner               16 ints: -1 empty, 0 FIRE, 1 ICE
  power               16 ints: 0 empty, else 1..6
  field               16 ints: 1 = force field on that square (only on an occupied square)
  hands               [FIRE dice, ICE dice] not yet placed (sorted lists); None = not rolled/chosen
                      (chosen powers stay in "secret" until both species have chosen)
  nuggets             [FIRE, ICE] gold nuggets won so far
  duel                number of the current duel, 1-based
  moves               turns played in the current duel
  last                None, or the result of the previous duel (for the end screen):
                      {"duel", "totals", "winner", "reason", "owner", "power", "field"}
  solo                None, or the solo training result once the duel is over:
                      {"you", "opp", "left", "bonus", "opp_final", "win", "draw", "auto_loss",
                       "margin", "difficulty", "you_seat"}

Actions (lists):
  ["shake"]                       baby placement: then 16 chance nodes ["die", species, power] fill
                                  the squares in order, the species weighted by the dice left
  ["roll"]                        little placement: then 8 chance nodes ["die", power]
  ["lot", seat]                   the chance outcome when a drawing of lots decides who starts
  ["powers", [8 sorted values]]   big / free placement: your secret powers (big: total 28)
  ["split", a, 7 - a]             equal power: a in 1, 2, 3, both species get a and 7 - a
  ["place", power, sq]            put one of your unplaced dice of that power on an empty square
  ["elim", from, to]              eliminate the enemy dragon on `to` with your dragon on `from`
  ["power", sq, value]            turn an unshielded dragon (either species) to another value
  ["combust", src, target]        FIRE element power (src: FIRE dragon of power 1)
  ["blizzard", src, target, dest] ICE element power (src: ICE dragon of power 1); dest = target
                                  when the target is eliminated or there is no empty square

Decisions where the printed rules and RULINGS.md are silent are written in
docs/dragons-arena-rules.md (duel turn limit with element powers, match length cap, ...).
"""

from engine import rng as R
from engine.rules import CHANCE, PhasedRules
from games.dragons_arena import checks, texts
from games.dragons_arena.arena import (  # noqa: F401  (the names tests and bots use)
    ADJ, ALL_HANDS, BEATS, DIFFICULTIES, EMPTY, FIRE, HANDS_28, ICE, ID, MAX_TURNS, MODES, NEIGH,
    NSQ, NUGGET_CHOICES, PHASES, PLACEMENTS, REASONS, SECRET, SOLO_BONUS, SPECIES, VICTIMS, _copy,
    _int, beats, duel_actions, element_actions, eliminations, in_contact, max_duels, square_from_name,
    square_name, starting_species, totals,
)
from games.dragons_arena.duel import check_end, duel_move

CHANCE_PHASES = ("shaking", "rolling", "lot")


class DragonsArenaRules(PhasedRules):
    id = ID
    min_seats = 2
    max_seats = 2

    # ------------------------------------------------------------------ setting up
    def initial_state(self, seats=2, options=None, seed=0):
        if seats != 2:
            raise ValueError("Dragons Arena is played by 2 seats")
        o = dict(options or {})
        mode = o.get("mode", "duel")
        if mode not in MODES:
            mode = "duel"
        if mode == "solo":
            placement, elements, target = "baby", False, 1
            you = ICE if o.get("solo_species") == "ice" else FIRE
            diff = o.get("solo_difficulty", "normal")
            if diff not in DIFFICULTIES:
                diff = "normal"
        else:
            placement = o.get("placement", "baby")
            if placement not in PLACEMENTS:
                placement = "baby"
            elements = bool(o.get("elements", False))
            target = o.get("nuggets", 3)
            if target not in NUGGET_CHOICES:
                target = 3
            you, diff = None, None
        s = {
            "seats": 2, "rng": R.seed_value(seed), "mode": mode, "placement": placement,
            "elements": elements, "target": target, "solo_you": you, "solo_difficulty": diff,
            "phase": None, "actor": None, "lead": FIRE, "starter": None, "starter_reason": None,
            "owner": [EMPTY] * NSQ, "power": [0] * NSQ, "field": [0] * NSQ, "hands": [None, None],
            "nuggets": [0, 0], "duel": 1, "moves": 0, "last": None, "solo": None,
            "secret": None, "rolling": None, "shaker": None, "lot_then": None,
        }
        if mode == "solo":
            s["lead"] = you
        self.begin_duel(s, [])
        return s

    def begin_duel(self, s, events):
        """Reset the arena for a new duel of the chosen placement kind."""
        s["owner"] = [EMPTY] * NSQ
        s["power"] = [0] * NSQ
        s["field"] = [0] * NSQ
        s["moves"] = 0
        s["starter"] = None
        s["starter_reason"] = None
        kind = s["placement"]
        lead = s["lead"]
        s["actor"] = lead
        if kind == "baby":
            s["phase"], s["hands"] = "shake", [[], []]
        elif kind == "little":
            s["phase"], s["hands"] = "roll", [None, None]
        elif kind in ("big", "free"):
            s["phase"], s["hands"] = "powers", [None, None]
            SECRET.start(s, [lead, 1 - lead])
        else:  # equal: the starting species is drawn by lot, and it splits first
            s["hands"] = [[], []]
            self.draw_lots(s, "split")

    def copy(self, state):
        return _copy(state)   # faster than a generic deep copy: random playouts and bots use it

    # ------------------------------------------------------------------ protocol
    def private(self, state):
        return state["phase"] == "powers"

    def chance_outcomes(self, state):
        phase = state["phase"]
        if phase == "shaking":
            owner = state["owner"]
            left = [8 - owner.count(FIRE), 8 - owner.count(ICE)]
            total = left[0] + left[1]
            return [(["die", sp, v], left[sp] / total / 6)
                    for sp in (FIRE, ICE) if left[sp] for v in range(1, 7)]
        if phase == "rolling":
            return [(["die", v], 1 / 6) for v in range(1, 7)]
        if phase == "lot":
            return [(["lot", FIRE], 0.5), (["lot", ICE], 0.5)]
        raise ValueError("not a chance node")

    def legal_duel(self, state):
        seat = state["actor"]
        solo_opp = state["mode"] == "solo" and seat != state["solo_you"]
        return duel_actions(state["owner"], state["power"], state["field"], seat,
                            state["elements"], solo_opp)

    def legal_place(self, state):
        hand = state["hands"][state["actor"]]
        empties = [sq for sq in range(NSQ) if state["owner"][sq] == EMPTY]
        return [["place", p, sq] for p in sorted(set(hand)) for sq in empties]

    def legal_shake(self, state):
        return [["shake"]]

    def legal_roll(self, state):
        return [["roll"]]

    def legal_powers(self, state):
        hands = HANDS_28 if state["placement"] == "big" else ALL_HANDS
        return [["powers", list(h)] for h in hands]

    def legal_split(self, state):
        return [["split", 1, 6], ["split", 2, 5], ["split", 3, 4]]

    def apply(self, state, action):
        if not isinstance(action, list) or not action:
            raise ValueError("an action is a non-empty list: %r" % (action,))
        if state["actor"] is None:
            raise ValueError("the match is over")
        expected = {"duel": None, "shaking": "die", "rolling": "die", "lot": "lot"}.get(
            state["phase"], state["phase"])
        if expected is not None and action[0] != expected:
            raise ValueError("illegal action %r in phase %s" % (action, state["phase"]))
        return super().apply(state, action)

    # ------------------------------------------------------------------ chance
    def draw_lots(self, s, then):
        """Who starts is drawn by lot (a chance node); `then` says what follows."""
        s["phase"], s["actor"], s["lot_then"] = "lot", CHANCE, then

    def apply_lot(self, s, action, events):
        seat = _int(action[1])
        if seat not in (FIRE, ICE):
            raise ValueError("a lot names a species")
        R.advance(s)
        s["starter"], s["starter_reason"] = seat, "lot"
        events.append({"type": "StarterChosen", "seat": seat, "reason": "lot", "power": None})
        then, s["lot_then"] = s["lot_then"], None
        if then == "split":
            s["phase"], s["actor"] = "split", seat
        elif then == "place":
            s["phase"], s["actor"] = "place", seat
        else:
            self.start_fight(s, seat, events)

    def choose_starter(self, s, hand0, hand1, events, then):
        """The species with more 1s (then 2s...) starts; a tie is drawn by lot."""
        seat, v = starting_species(hand0, hand1)
        if seat is None:
            self.draw_lots(s, then)
            return
        s["starter"], s["starter_reason"] = seat, REASONS[v]
        events.append({"type": "StarterChosen", "seat": seat, "reason": REASONS[v], "power": v})
        if then == "fight":
            self.start_fight(s, seat, events)
        else:
            s["phase"], s["actor"] = "place", seat

    # ------------------------------------------------------------------ placement phases
    def apply_shake(self, s, action, events):
        s["shaker"] = s["actor"]
        s["phase"], s["actor"] = "shaking", CHANCE

    def apply_shaking(self, s, action, events):
        sp, v = _int(action[1]), _int(action[2])
        k = NSQ - s["owner"].count(EMPTY)
        if sp not in (FIRE, ICE) or not 1 <= v <= 6 or s["owner"].count(sp) >= 8:
            raise ValueError("not a die that can land: %r" % (action,))
        R.advance(s)
        s["owner"][k], s["power"][k] = sp, v
        if k < NSQ - 1:
            return
        dice, power = s["owner"], s["power"]
        events.append({"type": "ArenaShaken", "seat": s["shaker"],
                       "dice": [{"sq": sq, "seat": dice[sq], "power": power[sq]}
                                for sq in range(NSQ)]})
        h = [sorted(power[sq] for sq in range(NSQ) if dice[sq] == sp) for sp in (FIRE, ICE)]
        self.choose_starter(s, h[0], h[1], events, "fight")

    def apply_roll(self, s, action, events):
        seat = s["actor"]
        if s["hands"][seat] is not None:
            raise ValueError("already rolled")
        s["rolling"] = {"seat": seat, "values": []}
        s["phase"], s["actor"] = "rolling", CHANCE

    def apply_rolling(self, s, action, events):
        v = _int(action[1])
        if not 1 <= v <= 6:
            raise ValueError("a die shows 1 to 6")
        R.advance(s)
        roll = s["rolling"]
        roll["values"].append(v)
        if len(roll["values"]) < 8:
            return
        seat, values = roll["seat"], sorted(roll["values"])
        s["rolling"] = None
        s["hands"][seat] = values
        events.append({"type": "DiceRolled", "seat": seat, "values": values[:]})
        if s["hands"][1 - seat] is None:
            s["phase"], s["actor"] = "roll", 1 - seat
            return
        self.choose_starter(s, s["hands"][0], s["hands"][1], events, "place")

    def apply_powers(self, s, action, events):
        seat = s["actor"]
        if len(action) != 2 or not isinstance(action[1], list) or len(action[1]) != 8:
            raise ValueError("powers: give 8 values")
        values = sorted(_int(v) for v in action[1])
        if any(v < 1 or v > 6 for v in values):
            raise ValueError("powers are 1..6")
        if s["placement"] == "big" and sum(values) != 28:
            raise ValueError("Big Dragon: the 8 powers must total exactly 28")
        done = SECRET.commit(s, seat, values)
        events.append({"type": "PowersChosen", "seat": seat})
        if not done:
            s["actor"] = SECRET.waiting(s)
            return
        hands = SECRET.reveal(s, events, "PowersRevealed")
        events[-1]["hands"] = [h[:] for h in hands]
        s["hands"] = hands
        self.choose_starter(s, hands[0], hands[1], events, "place")

    def apply_split(self, s, action, events):
        seat = s["actor"]
        if len(action) != 3:
            raise ValueError("split: ['split', a, 7 - a]")
        a, b = _int(action[1]), _int(action[2])
        if a not in (1, 2, 3) or a + b != 7:
            raise ValueError("split 7 as 1+6, 2+5 or 3+4")
        for h in s["hands"]:
            h.extend((a, b))
            h.sort()
        events.append({"type": "PowersSplit", "seat": seat, "values": [a, b]})
        if len(s["hands"][0]) >= 8:
            s["phase"], s["actor"] = "place", s["starter"]
        else:
            s["actor"] = 1 - seat

    def apply_place(self, s, action, events):
        seat = s["actor"]
        if len(action) != 3:
            raise ValueError("place: ['place', power, sq]")
        p, sq = _int(action[1]), _int(action[2])
        hand = s["hands"][seat]
        if p not in hand:
            raise ValueError("no unplaced dragon of power %r" % p)
        if not 0 <= sq < NSQ or s["owner"][sq] != EMPTY:
            raise ValueError("square %r is not free" % sq)
        hand.remove(p)
        s["owner"][sq], s["power"][sq] = seat, p
        events.append({"type": "DragonPlaced", "seat": seat, "power": p, "sq": sq})
        if s["hands"][1 - seat]:
            s["actor"] = 1 - seat
        elif not hand:
            self.start_fight(s, s["starter"], events)

    def start_fight(self, s, starter, events):
        s["phase"], s["actor"], s["moves"] = "duel", starter, 0
        s["hands"] = [[], []]
        events.append({"type": "DuelStarted", "duel": s["duel"], "seat": starter})
        check_end(s, events, self.begin_duel)

    def apply_duel(self, s, action, events):
        duel_move(s, s["actor"], action, events, self.begin_duel)

    # ------------------------------------------------------------------ the end
    def returns(self, state):
        if state["phase"] != "over":
            return [0, 0]
        if state["mode"] == "solo":
            r = state["solo"]
            you = state["solo_you"]
            v = 1 if r["win"] else (0 if r["draw"] else -1)
            out = [0, 0]
            out[you], out[1 - you] = v, -v
            return out
        n = state["nuggets"]
        if n[0] == n[1]:
            return [0, 0]
        return [1, -1] if n[0] > n[1] else [-1, 1]

    def scores(self, state):
        """Duel: gold nuggets per seat. Solo: your total and the opponent's final score per seat."""
        if state["mode"] == "solo":
            r = state["solo"]
            if r is None:
                return totals(state["owner"], state["power"])
            you = state["solo_you"]
            out = [0, 0]
            out[you] = r["you"]
            out[1 - you] = r["opp"] if r["opp_final"] is None else r["opp_final"]
            return out
        return state["nuggets"][:]

    # ------------------------------------------------------------------ hidden information
    def secret_paths(self, state, seat):
        return SECRET.secret_paths(state, seat)

    def determinize(self, observation, seat, seed):
        """The other species' secret powers, when chosen, are guessed among the hands it may pick."""
        s = _copy(observation)
        s["rng"] = R.seed_value(seed)
        pool = HANDS_28 if s["placement"] == "big" else ALL_HANDS
        return SECRET.determinize(
            s, seat, lambda st, other: list(pool[R.randint(st, 0, len(pool) - 1)]))

    # ------------------------------------------------------------------ text and checks
    def describe(self, state, action):
        return texts.describe(state, action)

    EVENT_LINES = texts.EVENT_LINES     # the events' own move-log lines (Rules.event_line)

    def check_invariants(self, state):
        checks.check_invariants(self, state)


RULES = DragonsArenaRules()
