"""ARENA (Pascal Colpron, 2011): the rules, pure Python (no pygame). The board and its paths are in
board.py, the posture table in fighters.py, the exact odds in odds.py, the move log in texts.py and
the invariants in checks.py; every reading where the rule text is silent is in docs/arena-rules.md.

State (plain JSON):
  seats, rng     as every game
  phase          "lot" (chance: who starts) | "posture" | "move" | "dice" (chance: one die at a
                 time) | "over"
  actor          a seat, CHANCE, or None at the end
  first          the seat that started (rounds are counted from it), None before the lot
  round          1 to 10 (the turn track); without an end in the "to the last" variant
  last           True in the "to the last" variant (option "length": "last"): no ten-round clock
  low, calm      to the last only: the lowest total of hit points the arena has had at the end of
                 a round, and how many rounds in a row have ended without a new low; at CALM the
                 Masters of the Arena stop the fight (docs/arena-rules.md, "To the last")
  fighters       one per seat (fighters.py)
  turn           the fighter's turn under way: {"seat", "posture", "left" (hexes still to walk),
                 "path" (hexes walked, the start first), "attacked"}, or None
  fight          the attack being rolled: {"attacker", "defender", "att_dice", "def_dice",
                 "att" [faces], "def" [faces], "wild", "en_garde"}, or None
  winner         the champion's seat; None (no winner yet, or every fighter dismissed)
  dismissed      True when round 10 ended with more than one fighter standing, or when the
                 Masters stopped a fight to the last and several shared the most hit points and
                 the most taken (masters_verdict)
  stopped        True when the Masters stopped a fight to the last (winner: the one with the most
                 hit points; among several, the one whose blows took the most, if only one)
  taken          per seat, the hit points its blows have taken from the others (a finishing blow
                 counts what the fighter had left): the Masters' second count, to the last
  last_out       the last knockout, [knocked out, by whom], or None (the end screen says it)

Actions:
  chance:  ["first", seat] (the lot), ["die", face] (the next die of the attack, attacker first)
  posture: ["posture", p] (p in fighters.POSTURES; "garde" is the rest, the whole turn),
           ["up", p] (get up in posture p: the whole action), ["pickup", p] (take the weapon back
           in posture p: the whole action), ["attack", seat] (from the ground, with its 1 die)
  move:    ["step", hex], ["attack", seat], ["end"] (once the walk is complete)
"""
from engine import rng as R
from engine.rules import CHANCE, PhasedRules, clone
from engine.turns import next_seat
from games.arena import checks, texts
from games.arena.board import NBRS, START, can_walk, first_steps
from games.arena.fighters import (
    MAX_HP, POSTURES, attack_dice, damage, defence_dice, en_garde, moves, new_fighter, wild,
)

ID = "arena"
ROUNDS = 10
CALM = 5            # to the last: rounds in a row without a new low before the Masters step in
LENGTHS = ("ten", "last")


def to_the_last(options):
    return (options or {}).get("length", "ten") == "last"


def arena_hp(state):
    """The hit points left in the whole arena (a fighter who is out counts 0)."""
    return sum(f["hp"] for f in state["fighters"])


def blocked_hexes(state, seat):
    """Hexes `seat` may not enter: every other fighter's, standing, on the ground or out."""
    return {f["hex"] for i, f in enumerate(state["fighters"]) if i != seat}


def alive(state):
    return [f["hp"] > 0 for f in state["fighters"]]


def can_take(state, seat, posture):
    """A standing fighter may take `posture` only when its exact walk has a path."""
    f = state["fighters"][seat]
    blocked = blocked_hexes(state, seat)
    blocked.add(f["hex"])
    return can_walk(f["hex"], moves(posture, f["hp"]), blocked)


def targets(state, seat):
    """The fighters `seat` could attack from where it stands: adjacent and still in the fight."""
    here = state["fighters"][seat]["hex"]
    return [i for i, f in enumerate(state["fighters"])
            if i != seat and f["hp"] > 0 and f["hex"] in NBRS[here]]


def masters_verdict(state):
    """The champion when the Masters stop a fight to the last: the fighter with the most hit
    points; if several share them, the one among them whose blows took the most hit points; if
    that is level too, None (everyone is dismissed). docs/arena-rules.md, "To the last"."""
    hps = [f["hp"] for f in state["fighters"]]
    top = [i for i, hp in enumerate(hps) if hp == max(hps)]
    taken = state["taken"]
    most = max(taken[i] for i in top)
    top = [i for i in top if taken[i] == most]
    return top[0] if len(top) == 1 else None


class ArenaRules(PhasedRules):
    id = ID
    min_seats = 2
    max_seats = 6

    def initial_state(self, seats=2, options=None, seed=0):
        if seats not in START:
            raise ValueError("ARENA is for 2 to 6 fighters, not %r" % (seats,))
        return {"seats": seats, "rng": R.seed_value(seed), "phase": "lot", "actor": CHANCE,
                "first": None, "round": 1,
                "fighters": [new_fighter(h) for h in START[seats]],
                "turn": None, "fight": None, "winner": None, "dismissed": False,
                "last_out": None, "last": to_the_last(options), "low": MAX_HP * seats,
                "calm": 0, "stopped": False, "taken": [0] * seats}

    def copy(self, state):
        s = dict(state)
        s["fighters"] = [dict(f) for f in state["fighters"]]
        if state["turn"] is not None:
            s["turn"] = dict(state["turn"], path=list(state["turn"]["path"]))
        if state["fight"] is not None:
            s["fight"] = dict(state["fight"], att=list(state["fight"]["att"]),
                              **{"def": list(state["fight"]["def"])})
        s["rng"] = clone(state["rng"])
        s["taken"] = list(state["taken"])
        return s

    # ---------------------------------------------------------------- chance
    def chance_outcomes(self, state):
        if state["phase"] == "lot":
            n = state["seats"]
            return [(["first", i], 1 / n) for i in range(n)]
        if state["phase"] == "dice":
            return [(["die", face], 1 / 6) for face in range(1, 7)]
        raise ValueError("no chance in phase %r" % state["phase"])

    def apply_lot(self, s, action, events):
        if len(action) != 2 or action[0] != "first" or action[1] not in range(s["seats"]):
            raise ValueError("illegal lot %r" % (action,))
        R.advance(s)
        s["first"] = action[1]
        events.append({"type": "FirstDrawn", "seat": action[1]})
        self._begin_turn(s, action[1], events)

    # ---------------------------------------------------------------- the start of a turn
    def _begin_turn(self, s, seat, events):
        f = s["fighters"][seat]
        if f["resting"]:
            f["resting"] = False
            if f["hp"] < MAX_HP:
                f["hp"] += 1
                events.append({"type": "Healed", "seat": seat, "hp": f["hp"]})
        s["turn"] = None
        s["phase"] = "posture"
        s["actor"] = seat
        events.append({"type": "TurnStarted", "seat": seat, "round": s["round"]})

    def legal_posture(self, state):
        seat = state["actor"]
        f = state["fighters"][seat]
        if f["ground"]:
            return ([["up", p] for p in POSTURES]
                    + [["attack", t] for t in targets(state, seat)])
        out = [["posture", p] for p in POSTURES if can_take(state, seat, p)]
        if f["disarmed"] and f["weapon"] == f["hex"]:
            out += [["pickup", p] for p in POSTURES]
        return out

    def apply_posture(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_posture(s):
            raise ValueError("illegal action %r" % (action,))
        f = s["fighters"][seat]
        kind = action[0]
        if kind == "attack":       # from the ground: 1 die, no walk
            s["turn"] = {"seat": seat, "posture": None, "left": 0, "path": [f["hex"]],
                         "attacked": False}
            self._attack(s, seat, action[1], events)
            return
        posture = action[1]
        f["posture"] = posture
        if kind == "up":
            f["ground"] = False
            events.append({"type": "GotUp", "seat": seat, "posture": posture})
            self._end_turn(s, events)
        elif kind == "pickup":
            f["disarmed"] = False
            f["weapon"] = None
            events.append({"type": "PickedUp", "seat": seat, "posture": posture,
                           "hex": f["hex"]})
            self._end_turn(s, events)
        elif posture == "garde":
            f["resting"] = True
            events.append({"type": "Rested", "seat": seat})
            self._end_turn(s, events)
        else:
            events.append({"type": "PostureTaken", "seat": seat, "posture": posture})
            s["turn"] = {"seat": seat, "posture": posture, "left": moves(posture, f["hp"]),
                         "path": [f["hex"]], "attacked": False}
            s["phase"] = "move"

    # ---------------------------------------------------------------- walking and attacking
    def legal_move(self, state):
        seat = state["actor"]
        turn = state["turn"]
        out = []
        if turn["left"] > 0:
            blocked = blocked_hexes(state, seat) | set(turn["path"])
            here = state["fighters"][seat]["hex"]
            out += [["step", h] for h in first_steps(here, turn["left"], blocked)]
        else:
            out.append(["end"])
        if not turn["attacked"] and attack_dice(state["fighters"][seat]) > 0:
            out += [["attack", t] for t in targets(state, seat)]
        return out

    def apply_move(self, s, action, events):
        seat = s["actor"]
        if action not in self.legal_move(s):
            raise ValueError("illegal action %r" % (action,))
        if action[0] == "end":
            self._end_turn(s, events)
        elif action[0] == "attack":
            self._attack(s, seat, action[1], events)
        else:
            f = s["fighters"][seat]
            turn = s["turn"]
            events.append({"type": "Stepped", "seat": seat, "from": f["hex"], "to": action[1],
                           "left": turn["left"] - 1})
            f["hex"] = action[1]
            turn["path"].append(action[1])
            turn["left"] -= 1
            self._maybe_done(s, events)

    def _maybe_done(self, s, events):
        """The turn ends by itself once the walk is complete and no attack is left to make."""
        seat = s["actor"]
        turn = s["turn"]
        if turn["left"] > 0:
            return
        if turn["attacked"] or attack_dice(s["fighters"][seat]) == 0 or not targets(s, seat):
            self._end_turn(s, events)

    def _attack(self, s, seat, target, events):
        att, dfn = s["fighters"][seat], s["fighters"][target]
        posture = s["turn"]["posture"]
        fight = {"attacker": seat, "defender": target,
                 "att_dice": attack_dice(att), "def_dice": defence_dice(dfn),
                 "att": [], "def": [], "wild": wild(att), "en_garde": en_garde(dfn)}
        assert posture is None or posture == att["posture"]
        s["turn"]["attacked"] = True
        s["fight"] = fight
        s["phase"] = "dice"
        s["actor"] = CHANCE
        events.append({"type": "Attacked", "seat": seat, "target": target,
                       "from": att["hex"], "at": dfn["hex"],
                       "att_dice": fight["att_dice"], "def_dice": fight["def_dice"]})
        if dfn["resting"]:
            dfn["resting"] = False
            events.append({"type": "RestBroken", "seat": target})

    # ---------------------------------------------------------------- the dice and the blow
    def apply_dice(self, s, action, events):
        if len(action) != 2 or action[0] != "die" or action[1] not in range(1, 7):
            raise ValueError("illegal die %r" % (action,))
        R.advance(s)
        fight = s["fight"]
        side = "att" if len(fight["att"]) < fight["att_dice"] else "def"
        fight[side].append(action[1])
        events.append({"type": "DieRolled", "side": side, "face": action[1],
                       "seat": fight["attacker" if side == "att" else "defender"],
                       "index": len(fight[side]) - 1})
        if len(fight["att"]) == fight["att_dice"] and len(fight["def"]) == fight["def_dice"]:
            self._resolve(s, events)

    def _resolve(self, s, events):
        fight = s["fight"]
        a, d = fight["attacker"], fight["defender"]
        att, dfn = s["fighters"][a], s["fighters"][d]
        a_total, d_total = sum(fight["att"]), sum(fight["def"])
        hit = a_total > d_total
        dmg = damage(fight["att_dice"], fight["def_dice"]) if hit else 0
        events.append({"type": "Resolved", "seat": a, "target": d, "hit": hit,
                       "att_total": a_total, "def_total": d_total, "damage": dmg})
        if hit:
            s["taken"][a] += min(dmg, dfn["hp"])
            dfn["hp"] = max(0, dfn["hp"] - dmg)
            events.append({"type": "Hurt", "seat": d, "damage": dmg, "hp": dfn["hp"],
                           "hex": dfn["hex"]})
        else:
            if fight["en_garde"] and d_total % 2 == 0 and not att["disarmed"]:
                att["disarmed"] = True
                att["weapon"] = att["hex"]
                events.append({"type": "Disarmed", "seat": a, "hex": att["hex"]})
            if fight["wild"] and a_total % 2 == 1:
                att["ground"] = True
                s["turn"]["left"] = 0           # a fall ends the walk
                events.append({"type": "Fell", "seat": a, "hex": att["hex"], "why": "miss"})
        if fight["wild"] and fight["en_garde"] and dfn["hp"] > 0 and not dfn["ground"]:
            dfn["ground"] = True
            events.append({"type": "Fell", "seat": d, "hex": dfn["hex"], "why": "knocked"})
        s["fight"] = None
        if dfn["hp"] == 0:
            dfn["ground"] = False
            dfn["resting"] = False
            events.append({"type": "KnockedOut", "seat": d, "hex": dfn["hex"], "by": a})
            s["last_out"] = [d, a]
            standing = [i for i, ok in enumerate(alive(s)) if ok]
            if len(standing) == 1:
                self._over(s, standing[0], events)
                return
        s["phase"] = "move"
        s["actor"] = a
        if att["ground"]:
            self._end_turn(s, events)
        else:
            self._maybe_done(s, events)

    # ---------------------------------------------------------------- rounds and the end
    def _end_turn(self, s, events):
        seat = s["actor"]
        s["turn"] = None
        nxt = next_seat(seat, s["seats"], alive(s))
        n = s["seats"]
        if (nxt - s["first"]) % n <= (seat - s["first"]) % n:
            # Back round past the first player's place at the table: the round is complete.
            if s.get("last"):
                if self._masters_step_in(s, events):
                    return
            elif s["round"] == ROUNDS:
                self._over(s, None, events)
                return
            s["round"] += 1
            began = {"type": "RoundBegan", "round": s["round"]}
            if s.get("last"):
                began["calm"] = s["calm"]       # the rounds in a row without a new wound
            events.append(began)
        self._begin_turn(s, nxt, events)

    def _masters_step_in(self, s, events):
        """To the last: the end of a round. The arena's hit points must reach a new low at least
        once every CALM rounds, or the Masters stop the fight (masters_verdict). A round without a
        wound never makes a new low, and the low only goes down, so every game ends (within
        CALM rounds per hit point the arena can lose). Returns True when the fight is over."""
        total = arena_hp(s)
        if total < s["low"]:
            s["low"] = total
            s["calm"] = 0
        else:
            s["calm"] += 1
        if s["calm"] < CALM:
            return False
        s["stopped"] = True
        self._over(s, masters_verdict(s), events)
        return True

    def _over(self, s, winner, events):
        s["phase"] = "over"
        s["actor"] = None
        s["turn"] = s["fight"] = None
        s["winner"] = winner
        s["dismissed"] = winner is None
        standing = [i for i, ok in enumerate(alive(s)) if ok]
        over = {"type": "GameOver", "winner": winner, "standing": standing}
        if s.get("stopped"):
            over["stopped"] = True      # to the last: the Masters stopped the fight
            hps = [f["hp"] for f in s["fighters"]]
            # Who shared the most hit points, and what each one's blows took: the end screen
            # says why the Masters chose (or dismissed everyone).
            over["level"] = [i for i, hp in enumerate(hps) if hp == max(hps)]
            over["taken"] = list(s["taken"])
        events.append(over)

    def returns(self, state):
        n = state["seats"]
        if state["phase"] != "over":
            return [0.0] * n
        if state["winner"] is None:
            return [-1.0] * n          # dismissed by the Masters of the Arena: all lose
        return [1.0 if i == state["winner"] else -1.0 for i in range(n)]

    def scores(self, state):
        return [f["hp"] for f in state["fighters"]]

    # ---------------------------------------------------------------- text, checks
    def describe(self, state, action):
        return texts.describe(self, state, action)

    EVENT_LINES = texts.EVENT_LINES     # the events' own move-log lines (Rules.event_line)

    def check_invariants(self, state):
        checks.check_invariants(state)


RULES = ArenaRules()
