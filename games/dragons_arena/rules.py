"""Dragons Arena: the rules, pure Python (no pygame).

Two species of dragons (dice) fight on a 4x4 arena. Seat 0 = FIRE (red), seat 1 = ICE (blue).
Squares 0..15, sq = row * 4 + col; row 0 is the top row of the screen. People read squares as a
column letter and a row number: sq 0 = "A1" (top left), sq 3 = "D1", sq 15 = "D4" (bottom right).
Adjacent = the 8 surrounding squares (diagonals included).

State (plain JSON):
  seats, rng          as every game
  mode                "duel" | "solo"
  placement           "baby" | "little" | "big" | "equal" | "free"  (solo: always "baby")
  elements            bool, Dragon Master element powers (solo: False)
  target              gold nuggets needed to win the match (solo: 1, unused)
  solo_you            seat of the species "you" play in solo training (None in a duel)
  solo_difficulty     "normal" | "high" (None in a duel)
  phase               "shake" | "roll" | "powers" | "split" | "place" | "duel" | "over"
  turn                seat to act now; None when the match is over
  lead                seat that shakes / rolls / chooses first in this duel (seat 0 in the first duel,
                      then the loser of the previous duel, seat 0 again after a drawn duel)
  starter             seat of the starting species of this duel (places first, attacks first);
                      None until known
  starter_reason      "ones" | "twos" | ... | "sixes" | "lot" | None
  owner               16 ints: -1 empty, 0 FIRE, 1 ICE
  power               16 ints: 0 empty, else 1..6
  field               16 ints: 1 = force field on that square (only on an occupied square)
  hands               [FIRE dice, ICE dice] not yet placed (sorted lists); None = not rolled/chosen
  nuggets             [FIRE, ICE] gold nuggets won so far
  duel                number of the current duel, 1-based
  moves               turns played in the current duel
  last                None, or the result of the previous duel (for the end screen):
                      {"duel", "totals", "winner", "reason", "owner", "power", "field"}
  solo                None, or the solo training result once the duel is over:
                      {"you", "opp", "left", "bonus", "opp_final", "win", "draw", "auto_loss",
                       "margin", "difficulty", "you_seat"}

Actions (lists):
  ["shake"]                       baby placement: the 16 dice are scattered at random
  ["roll"]                        little placement: roll your 8 dice
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
from engine.rules import Rules

ID = "dragons-arena"
FIRE, ICE = 0, 1
SPECIES = ("fire", "ice")
EMPTY = -1
NSQ = 16

MODES = ("duel", "solo")
PLACEMENTS = ("baby", "little", "big", "equal", "free")
NUGGET_CHOICES = (1, 2, 3, 5)
DIFFICULTIES = ("normal", "high")
PHASES = ("shake", "roll", "powers", "split", "place", "duel", "over")

# A duel without element powers always ends within 48 turns (see docs); with element powers a
# combustion or blizzard can undo a force field, so a duel is capped at this many turns.
MAX_TURNS = 60
# Reasons for the starting species: index = the power that decided.
REASONS = (None, "ones", "twos", "threes", "fours", "fives", "sixes")

# Solo training: the opponent's bonus by the number of its dragons left (5 or more: you lose).
SOLO_BONUS = {"normal": (0, 1, 2, 3, 4), "high": (0, 1, 3, 6, 10)}


def max_duels(target):
    """A match stops after this many duels even if nobody reached the target (many drawn duels)."""
    return 3 * target + 2


def _neighbours(sq):
    r, c = divmod(sq, 4)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                rr, cc = r + dr, c + dc
                if 0 <= rr < 4 and 0 <= cc < 4:
                    out.append(rr * 4 + cc)
    return tuple(out)


NEIGH = tuple(_neighbours(sq) for sq in range(NSQ))
ADJ = tuple(frozenset(n) for n in NEIGH)

# BEATS[a][b]: a dragon of power a may eliminate an enemy dragon of power b.
BEATS = [[False] * 7 for _ in range(7)]
for _a in range(2, 7):
    for _b in range(1, _a):
        if not (_a == 6 and _b == 1):
            BEATS[_a][_b] = True
BEATS[1][6] = True
BEATS = tuple(tuple(row) for row in BEATS)
VICTIMS = tuple(tuple(b for b in range(1, 7) if BEATS[a][b]) for a in range(7))


def beats(attacker, victim):
    """May a dragon of power `attacker` eliminate one of power `victim`?"""
    return BEATS[attacker][victim]


def square_name(sq):
    """'A1'..'D4': column letter (left to right), row number (top to bottom)."""
    return "ABCD"[sq % 4] + str(sq // 4 + 1)


def square_from_name(name):
    return (int(name[1:]) - 1) * 4 + "ABCD".index(name[0].upper())


def _multisets(k, lo=1):
    """All sorted lists of k values in lo..6."""
    if k == 0:
        return [[]]
    out = []
    for v in range(lo, 7):
        for rest in _multisets(k - 1, v):
            out.append([v] + rest)
    return out


ALL_HANDS = tuple(tuple(m) for m in _multisets(8))          # free power: 1287 hands
HANDS_28 = tuple(h for h in ALL_HANDS if sum(h) == 28)     # big dragon: total exactly 28


def starting_species(hand0, hand1):
    """(seat, power) of the species with more dragons of power 1, then 2, ...; (None, None) if equal."""
    for v in range(1, 7):
        a, b = hand0.count(v), hand1.count(v)
        if a != b:
            return (FIRE if a > b else ICE), v
    return None, None


def totals(owner, power):
    t = [0, 0]
    for sq in range(NSQ):
        o = owner[sq]
        if o >= 0:
            t[o] += power[sq]
    return t


def in_contact(owner):
    """Is some dragon adjacent to an enemy dragon?"""
    for a in range(NSQ):
        if owner[a] == FIRE:
            for b in NEIGH[a]:
                if owner[b] == ICE:
                    return True
    return False


def eliminations(owner, power, seat):
    """Every ["elim", from, to] open to `seat`."""
    out = []
    enemy = 1 - seat
    for a in range(NSQ):
        if owner[a] == seat:
            row = BEATS[power[a]]
            for b in NEIGH[a]:
                if owner[b] == enemy and row[power[b]]:
                    out.append(["elim", a, b])
    return out


def element_actions(owner, power, seat):
    """Combustion (FIRE) or blizzard (ICE) actions open to `seat`."""
    out = []
    enemy = 1 - seat
    empties = None
    for src in range(NSQ):
        if owner[src] == seat and power[src] == 1:
            for t in NEIGH[src]:
                if owner[t] == enemy:
                    if seat == FIRE:
                        out.append(["combust", src, t])
                    else:
                        if power[t] <= 2:
                            out.append(["blizzard", src, t, t])
                            continue
                        if empties is None:
                            empties = [sq for sq in range(NSQ) if owner[sq] == EMPTY]
                        if empties:
                            for d in empties:
                                out.append(["blizzard", src, t, d])
                        else:
                            out.append(["blizzard", src, t, t])
    return out


def duel_actions(owner, power, field, seat, elements=False, only_elim=False):
    """Every legal duel action of `seat`; [] means the duel is over."""
    enemy = 1 - seat
    elims = []
    contact = False
    for a in range(NSQ):
        if owner[a] == seat:
            row = BEATS[power[a]]
            for b in NEIGH[a]:
                if owner[b] == enemy:
                    contact = True
                    if row[power[b]]:
                        elims.append(["elim", a, b])
    if only_elim or not contact:
        return elims
    acts = elims
    if not elims:
        for sq in range(NSQ):
            if owner[sq] != EMPTY and not field[sq]:
                p = power[sq]
                for v in (1, 2, 3, 4, 5, 6):
                    if v != p:
                        acts.append(["power", sq, v])
    if elements:
        acts.extend(element_actions(owner, power, seat))
    return acts


def _copy(state):
    """A copy sharing nothing mutable with `state` (dict values 'last'/'solo' are never mutated)."""
    s = dict(state)
    s["owner"] = state["owner"][:]
    s["power"] = state["power"][:]
    s["field"] = state["field"][:]
    s["nuggets"] = state["nuggets"][:]
    s["hands"] = [None if h is None else h[:] for h in state["hands"]]
    return s


def _int(x):
    if type(x) is not int:
        raise ValueError("not an int: %r" % (x,))
    return x


class DragonsArenaRules(Rules):
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
            "seats": 2,
            "rng": R.seed_value(seed),
            "mode": mode,
            "placement": placement,
            "elements": elements,
            "target": target,
            "solo_you": you,
            "solo_difficulty": diff,
            "phase": None,
            "turn": None,
            "lead": FIRE,
            "starter": None,
            "starter_reason": None,
            "owner": [EMPTY] * NSQ,
            "power": [0] * NSQ,
            "field": [0] * NSQ,
            "hands": [None, None],
            "nuggets": [0, 0],
            "duel": 1,
            "moves": 0,
            "last": None,
            "solo": None,
        }
        if mode == "solo":
            s["lead"] = you
        self._begin_duel(s, [])
        return s

    def _begin_duel(self, s, events):
        """Reset the arena for a new duel of the chosen placement kind."""
        s["owner"] = [EMPTY] * NSQ
        s["power"] = [0] * NSQ
        s["field"] = [0] * NSQ
        s["moves"] = 0
        s["starter"] = None
        s["starter_reason"] = None
        kind = s["placement"]
        lead = s["lead"]
        if kind == "baby":
            s["phase"], s["hands"] = "shake", [[], []]
        elif kind == "little":
            s["phase"], s["hands"] = "roll", [None, None]
        elif kind in ("big", "free"):
            s["phase"], s["hands"] = "powers", [None, None]
        else:  # equal: the starting species is drawn by lot at once
            s["phase"], s["hands"] = "split", [[], []]
            lead = R.randint(s, 0, 1)
            s["starter"], s["starter_reason"] = lead, "lot"
            if events is not None and s["duel"] > 1:
                events.append({"type": "StarterChosen", "seat": lead, "reason": "lot", "power": None})
        s["turn"] = lead

    # ------------------------------------------------------------------ protocol
    def actor(self, state):
        return state["turn"]

    def chance_action(self, state):
        raise ValueError("Dragons Arena has no chance nodes: dice are thrown by the players' actions")

    def legal_actions(self, state):
        phase = state["phase"]
        if phase == "duel":
            seat = state["turn"]
            solo_opp = state["mode"] == "solo" and seat != state["solo_you"]
            return duel_actions(state["owner"], state["power"], state["field"], seat,
                                state["elements"], solo_opp)
        if phase == "place":
            hand = state["hands"][state["turn"]]
            empties = [sq for sq in range(NSQ) if state["owner"][sq] == EMPTY]
            return [["place", p, sq] for p in sorted(set(hand)) for sq in empties]
        if phase == "shake":
            return [["shake"]]
        if phase == "roll":
            return [["roll"]]
        if phase == "powers":
            hands = HANDS_28 if state["placement"] == "big" else ALL_HANDS
            return [["powers", list(h)] for h in hands]
        if phase == "split":
            return [["split", 1, 6], ["split", 2, 5], ["split", 3, 4]]
        return []

    def apply(self, state, action):
        if not isinstance(action, list) or not action:
            raise ValueError("an action is a non-empty list: %r" % (action,))
        phase = state["phase"]
        seat = state["turn"]
        if seat is None:
            raise ValueError("the match is over")
        s = _copy(state)
        events = []
        kind = action[0]
        if phase == "duel":
            self._duel_move(s, seat, action, events)
        elif phase == "place" and kind == "place":
            self._place(s, seat, action, events)
        elif phase == "shake" and kind == "shake":
            self._shake(s, seat, events)
        elif phase == "roll" and kind == "roll":
            self._roll(s, seat, events)
        elif phase == "powers" and kind == "powers":
            self._powers(s, seat, action, events)
        elif phase == "split" and kind == "split":
            self._split(s, seat, action, events)
        else:
            raise ValueError("illegal action %r in phase %s" % (action, phase))
        return s, events

    # ------------------------------------------------------------------ placement phases
    def _choose_starter(self, s, hand0, hand1, events):
        seat, v = starting_species(hand0, hand1)
        if seat is None:
            seat, reason = R.randint(s, 0, 1), "lot"
        else:
            reason = REASONS[v]
        s["starter"], s["starter_reason"] = seat, reason
        events.append({"type": "StarterChosen", "seat": seat, "reason": reason, "power": v})
        return seat

    def _shake(self, s, seat, events):
        dice = [FIRE] * 8 + [ICE] * 8
        R.shuffle(s, dice)
        power = [R.roll(s) for _ in range(NSQ)]
        s["owner"], s["power"], s["field"] = dice, power, [0] * NSQ
        events.append({"type": "ArenaShaken", "seat": seat,
                       "dice": [{"sq": sq, "seat": dice[sq], "power": power[sq]} for sq in range(NSQ)]})
        h = [sorted(power[sq] for sq in range(NSQ) if dice[sq] == sp) for sp in (FIRE, ICE)]
        starter = self._choose_starter(s, h[0], h[1], events)
        self._start_fight(s, starter, events)

    def _roll(self, s, seat, events):
        if s["hands"][seat] is not None:
            raise ValueError("already rolled")
        values = sorted(R.roll(s) for _ in range(8))
        s["hands"][seat] = values
        events.append({"type": "DiceRolled", "seat": seat, "values": values[:]})
        other = 1 - seat
        if s["hands"][other] is None:
            s["turn"] = other
            return
        starter = self._choose_starter(s, s["hands"][0], s["hands"][1], events)
        s["phase"], s["turn"] = "place", starter

    def _powers(self, s, seat, action, events):
        if len(action) != 2 or not isinstance(action[1], list) or len(action[1]) != 8:
            raise ValueError("powers: give 8 values")
        values = sorted(_int(v) for v in action[1])
        if any(v < 1 or v > 6 for v in values):
            raise ValueError("powers are 1..6")
        if s["placement"] == "big" and sum(values) != 28:
            raise ValueError("Big Dragon: the 8 powers must total exactly 28")
        if s["hands"][seat] is not None:
            raise ValueError("powers already chosen")
        s["hands"][seat] = values
        events.append({"type": "PowersChosen", "seat": seat})
        other = 1 - seat
        if s["hands"][other] is None:
            s["turn"] = other
            return
        events.append({"type": "PowersRevealed", "reveal": True,
                       "hands": [s["hands"][0][:], s["hands"][1][:]]})
        starter = self._choose_starter(s, s["hands"][0], s["hands"][1], events)
        s["phase"], s["turn"] = "place", starter

    def _split(self, s, seat, action, events):
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
            s["phase"], s["turn"] = "place", s["starter"]
        else:
            s["turn"] = 1 - seat

    def _place(self, s, seat, action, events):
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
        other = 1 - seat
        if s["hands"][other]:
            s["turn"] = other
        elif hand:
            s["turn"] = seat
        else:
            self._start_fight(s, s["starter"], events)

    def _start_fight(self, s, starter, events):
        s["phase"], s["turn"], s["moves"] = "duel", starter, 0
        s["hands"] = [[], []]
        events.append({"type": "DuelStarted", "duel": s["duel"], "seat": starter})
        self._check_end(s, events)

    # ------------------------------------------------------------------ the duel
    def _duel_move(self, s, seat, action, events):
        owner, power, field = s["owner"], s["power"], s["field"]
        kind = action[0]
        enemy = 1 - seat
        solo_opp = s["mode"] == "solo" and seat != s["solo_you"]
        if kind == "elim":
            if len(action) != 3:
                raise ValueError("elim: ['elim', from, to]")
            a, b = _int(action[1]), _int(action[2])
            if not (0 <= a < NSQ and 0 <= b < NSQ) or owner[a] != seat or owner[b] != enemy \
                    or b not in ADJ[a] or not BEATS[power[a]][power[b]]:
                raise ValueError("illegal elimination %r" % (action,))
            pa, pb = power[a], power[b]
            owner[b], field[b] = seat, 0
            owner[a], power[a], field[a] = EMPTY, 0, 0
            events.append({"type": "DragonEliminated", "seat": seat, "from": a, "to": b,
                           "attacker": pa, "victim": pb})
        elif kind == "power":
            if len(action) != 3:
                raise ValueError("power: ['power', sq, value]")
            sq, v = _int(action[1]), _int(action[2])
            if solo_opp:
                raise ValueError("in solo training the opponent may only eliminate")
            if not 0 <= sq < NSQ or owner[sq] == EMPTY or field[sq] or not 1 <= v <= 6 \
                    or v == power[sq]:
                raise ValueError("illegal power change %r" % (action,))
            if eliminations(owner, power, seat):
                raise ValueError("an elimination is possible: it is mandatory")
            if not in_contact(owner):
                raise ValueError("no dragon is adjacent to an enemy")
            old = power[sq]
            power[sq], field[sq] = v, 1
            events.append({"type": "PowerChanged", "seat": seat, "sq": sq, "owner": owner[sq],
                           "old": old, "new": v})
        elif kind == "combust":
            if len(action) != 3:
                raise ValueError("combust: ['combust', src, target]")
            src, t = _int(action[1]), _int(action[2])
            if not s["elements"] or seat != FIRE or not (0 <= src < NSQ and 0 <= t < NSQ) \
                    or owner[src] != FIRE or power[src] != 1 or owner[t] != ICE or t not in ADJ[src]:
                raise ValueError("illegal combustion %r" % (action,))
            old = power[t]
            new = old - 3
            if new <= 0:
                owner[t], power[t], field[t] = EMPTY, 0, 0
            else:
                power[t], field[t] = new, 0
            events.append({"type": "Combustion", "seat": seat, "src": src, "sq": t, "old": old,
                           "new": max(new, 0), "eliminated": new <= 0})
        elif kind == "blizzard":
            if len(action) != 4:
                raise ValueError("blizzard: ['blizzard', src, target, dest]")
            src, t, d = _int(action[1]), _int(action[2]), _int(action[3])
            if not s["elements"] or seat != ICE or not (0 <= src < NSQ and 0 <= t < NSQ
                                                         and 0 <= d < NSQ) \
                    or owner[src] != ICE or power[src] != 1 or owner[t] != FIRE or t not in ADJ[src]:
                raise ValueError("illegal blizzard %r" % (action,))
            old = power[t]
            new = old - 2
            any_empty = EMPTY in owner
            if new <= 0:
                if d != t:
                    raise ValueError("an eliminated dragon does not fly away: dest = target")
                owner[t], power[t], field[t] = EMPTY, 0, 0
            elif any_empty:
                if owner[d] != EMPTY:
                    raise ValueError("blizzard: the destination must be an empty square")
                owner[t], power[t], field[t] = EMPTY, 0, 0
                owner[d], power[d], field[d] = FIRE, new, 0
            else:
                if d != t:
                    raise ValueError("blizzard: no empty square, the dragon stays (dest = target)")
                power[t], field[t] = new, 0
            events.append({"type": "Blizzard", "seat": seat, "src": src, "sq": t, "dest": d,
                           "old": old, "new": max(new, 0), "eliminated": new <= 0})
        else:
            raise ValueError("illegal duel action %r" % (action,))
        s["moves"] += 1
        s["turn"] = enemy
        self._check_end(s, events)

    def _check_end(self, s, events):
        """At the start of a turn: end the duel when no dragon touches an enemy or the species to
        move has nothing to do (solo: the opponent species cannot eliminate)."""
        owner = s["owner"]
        seat = s["turn"]
        if s["moves"] >= MAX_TURNS:
            return self._end_duel(s, "turn_limit", events)
        if not in_contact(owner):
            return self._end_duel(s, "no_contact", events)
        solo_opp = s["mode"] == "solo" and seat != s["solo_you"]
        if not duel_actions(owner, s["power"], s["field"], seat, s["elements"], solo_opp):
            return self._end_duel(s, "solo_stop" if solo_opp else "no_move", events)

    def _end_duel(self, s, reason, events):
        t = totals(s["owner"], s["power"])
        if s["mode"] == "solo":
            return self._end_solo(s, t, reason, events)
        winner = None if t[0] == t[1] else (FIRE if t[0] > t[1] else ICE)
        if winner is not None:
            s["nuggets"][winner] += 1
        events.append({"type": "DuelEnded", "duel": s["duel"], "totals": t[:], "winner": winner,
                       "nuggets": s["nuggets"][:], "reason": reason})
        s["last"] = {"duel": s["duel"], "totals": t, "winner": winner, "reason": reason,
                     "owner": s["owner"][:], "power": s["power"][:], "field": s["field"][:]}
        n = s["nuggets"]
        if max(n) >= s["target"] or s["duel"] >= max_duels(s["target"]):
            s["phase"], s["turn"] = "over", None
            w = None if n[0] == n[1] else (FIRE if n[0] > n[1] else ICE)
            events.append({"type": "MatchEnded", "winner": w, "nuggets": n[:]})
            return
        s["duel"] += 1
        s["lead"] = FIRE if winner is None else 1 - winner
        later = []
        self._begin_duel(s, later)
        events.append({"type": "NewDuel", "duel": s["duel"], "lead": s["lead"],
                       "phase": s["phase"]})
        events.extend(later)

    def _end_solo(self, s, t, reason, events):
        you = s["solo_you"]
        opp = 1 - you
        left = sum(1 for o in s["owner"] if o == opp)
        res = {"you": t[you], "opp": t[opp], "left": left, "difficulty": s["solo_difficulty"],
               "you_seat": you, "reason": reason}
        if left >= 5:
            res.update(bonus=None, opp_final=None, win=False, draw=False, auto_loss=True,
                       margin=None)
        else:
            bonus = SOLO_BONUS[s["solo_difficulty"]][left]
            final = t[opp] + bonus
            res.update(bonus=bonus, opp_final=final, win=t[you] > final, draw=t[you] == final,
                       auto_loss=False, margin=t[you] - final)
        s["solo"] = res
        winner = you if res["win"] else (None if res["draw"] else opp)
        s["last"] = {"duel": 1, "totals": t, "winner": winner, "reason": reason,
                     "owner": s["owner"][:], "power": s["power"][:], "field": s["field"][:]}
        events.append({"type": "DuelEnded", "duel": 1, "totals": t[:], "winner": winner,
                       "nuggets": s["nuggets"][:], "reason": reason})
        events.append(dict(res, type="SoloEnded"))
        s["phase"], s["turn"] = "over", None

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
            you = state["solo_you"]
            out = [0, 0]
            if r is None:
                t = totals(state["owner"], state["power"])
                return t
            out[you] = r["you"]
            out[1 - you] = r["opp"] if r["opp_final"] is None else r["opp_final"]
            return out
        return state["nuggets"][:]

    # ------------------------------------------------------------------ hidden information
    def _hidden_seat(self, state):
        """The seat whose Big/Free powers are chosen but not yet revealed, or None."""
        if state["phase"] != "powers":
            return None
        for seat in (0, 1):
            if state["hands"][seat] is not None:
                return seat
        return None

    def observation(self, state, seat):
        hidden = self._hidden_seat(state)
        if hidden is None or hidden == seat:
            return state
        obs = _copy(state)
        obs["hands"][hidden] = None
        return obs

    def secret_paths(self, state, seat):
        if self._hidden_seat(state) == seat:
            return [("hands", seat)]
        return []

    def determinize(self, observation, seat, seed):
        s = _copy(observation)
        s["rng"] = R.seed_value(seed)
        if s["phase"] == "powers":
            other = 1 - seat
            # The other seat has chosen when it is no longer its turn to choose.
            if s["hands"][other] is None and s["turn"] != other:
                pool = HANDS_28 if s["placement"] == "big" else ALL_HANDS
                s["hands"][other] = list(pool[R.randint(s, 0, len(pool) - 1)])
        return s

    # ------------------------------------------------------------------ text and checks
    def describe(self, state, action):
        seat = state["turn"]
        sp = "dragons-arena.seat.%d" % seat if seat is not None else ""
        kind = action[0] if isinstance(action, list) and action else None
        p = {"species": sp}
        if kind == "shake":
            return ("dragons-arena.log.shake", p)
        if kind == "roll":
            return ("dragons-arena.log.roll", p)
        if kind == "powers":
            return ("dragons-arena.log.powers", p)
        if kind == "split":
            p.update(a=action[1], b=action[2])
            return ("dragons-arena.log.split", p)
        if kind == "place":
            p.update(v=action[1], square=square_name(action[2]))
            return ("dragons-arena.log.place", p)
        if kind == "elim":
            a, b = action[1], action[2]
            p.update(a=state["power"][a], v=state["power"][b], origin=square_name(a),
                     square=square_name(b))
            return ("dragons-arena.log.elim", p)
        if kind == "power":
            sq, v = action[1], action[2]
            own = state["owner"][sq] == seat
            p.update(old=state["power"][sq], new=v, square=square_name(sq),
                     target="dragons-arena.seat.%d" % state["owner"][sq])
            return ("dragons-arena.log.power.own" if own else "dragons-arena.log.power.enemy", p)
        if kind == "combust":
            t = action[2]
            old = state["power"][t]
            p.update(old=old, new=max(0, old - 3), square=square_name(t))
            return ("dragons-arena.log.combust.kill" if old <= 3 else "dragons-arena.log.combust", p)
        if kind == "blizzard":
            t, d = action[2], action[3]
            old = state["power"][t]
            p.update(old=old, new=max(0, old - 2), square=square_name(t), dest=square_name(d))
            if old <= 2:
                return ("dragons-arena.log.blizzard.kill", p)
            if d == t:
                return ("dragons-arena.log.blizzard.stay", p)
            return ("dragons-arena.log.blizzard", p)
        return ("dragons-arena.log.unknown", {"action": str(action)})

    def check_invariants(self, state):
        assert state["seats"] == 2
        assert state["mode"] in MODES and state["placement"] in PLACEMENTS
        assert state["phase"] in PHASES, state["phase"]
        owner, power, field = state["owner"], state["power"], state["field"]
        assert len(owner) == len(power) == len(field) == NSQ
        for sq in range(NSQ):
            o = owner[sq]
            assert o in (EMPTY, FIRE, ICE), (sq, o)
            if o == EMPTY:
                assert power[sq] == 0 and field[sq] == 0, ("empty square holds something", sq)
            else:
                assert 1 <= power[sq] <= 6, ("power out of range", sq, power[sq])
                assert field[sq] in (0, 1)
        hands = state["hands"]
        assert len(hands) == 2
        for seat in (0, 1):
            h = hands[seat]
            on_board = owner.count(seat)
            in_hand = 0 if h is None else len(h)
            if h is not None:
                assert all(1 <= v <= 6 for v in h) and h == sorted(h)
            assert on_board + in_hand <= 8, ("more than 8 dragons", seat)
        phase = state["phase"]
        n = state["nuggets"]
        target = state["target"]
        assert all(0 <= x <= target for x in n)
        assert sum(n) <= state["duel"] - (0 if phase == "over" else 1)
        if state["mode"] == "solo":
            assert n == [0, 0] and state["placement"] == "baby" and not state["elements"]
        if phase == "over":
            assert state["turn"] is None
            if state["mode"] == "duel":
                assert max(n) == target or state["duel"] >= max_duels(target)
                assert max(n) <= target
            else:
                assert state["solo"] is not None
            return
        assert state["turn"] in (0, 1)
        assert state["duel"] <= max_duels(target)
        if phase in ("shake", "roll", "powers", "split"):
            assert owner.count(EMPTY) == NSQ, "the arena is empty before placement"
        if phase == "powers":
            for seat in (0, 1):
                h = hands[seat]
                if h is not None:
                    assert len(h) == 8
                    if state["placement"] == "big":
                        assert sum(h) == 28
            assert hands[state["turn"]] is None
        if phase == "split":
            assert hands[0] == hands[1] and len(hands[0]) in (0, 2, 4, 6)
            assert sum(hands[0]) == 7 * (len(hands[0]) // 2)
        if phase == "place":
            assert all(h is not None for h in hands)
            assert owner.count(FIRE) + len(hands[0]) == 8
            assert owner.count(ICE) + len(hands[1]) == 8
            assert hands[state["turn"]], "the seat to place has a dragon to place"
            assert state["starter"] in (0, 1)
            if state["placement"] in ("big", "equal"):
                assert sum(power) + sum(hands[0]) + sum(hands[1]) == 56
            assert not any(field)
        if phase == "duel":
            assert hands == [[], []]
            assert owner.count(FIRE) <= 8 and owner.count(ICE) <= 8
            assert state["moves"] < MAX_TURNS
            assert in_contact(owner), "a duel in progress has dragons in contact"
            assert self.legal_actions(state), "the species to move can act"

    def heuristic(self, state, seat):
        from games.dragons_arena.ai import heuristic
        return heuristic(state, seat)


RULES = DragonsArenaRules()
