"""Chevaliers et Dragons: the rules, pure Python (no pygame). The board, armies and odds are in
board.py, the move log in texts.py, the invariants in checks.py.

State (plain JSON):
  seats, rng          as every game
  version             "standard" | "pocket"   (pocket: soldiers and small dragons get +1)
  count_first         bool, classroom option carried for the scene (children count before the total)
  phase               "setup" | "dealing" | "play" | "fight" | "over"; dealing (a random
                      arrangement being drawn) and fight (the dice of a combat) are chance nodes
  side                the seat whose turn it is (0 or 1)
  actor               who acts now: side, CHANCE during dealing and fights, None at the end
  board               54 cells, None or a pawn kind ("prince", "knight", "soldier", "tyran",
                      "big_dragon", "small_dragon"); the kind tells the side
  objectives          {"castle": sq, "village": sq, "treasure": sq, "princess": sq}, None once taken
  taken               [[objectives taken by seat 0], [objectives taken by seat 1]]
  setup_actions       [n, n] swaps/random arrangements done by each seat (capped)
  moves               pawns moved so far this turn (0 or 1 while a seat is to act)
  moved               squares where this turn's moved pawns now stand (they may not move again)
  turn_no             turn number in the play phase, 1 = the Prince's first turn
  quiet               turns in a row without any combat and without any objective taken
  fight               during a combat: {"kind", "target", "src", "dst", "ab", "db", "rolls"}
  dealing             while a random arrangement is drawn: {"seat", "back", "pawns", "left"}
  winner              0, 1, or None (no winner yet, or a draw)
  end_reason          None | "objectives" | "army" | "limit"

Actions:
  setup:  ["swap", sq1, sq2]  ["random"]  ["ready"]
  play:   ["move", from, to]  ["end"]
  chance: ["dice", attacker die, defender die] (36 outcomes, a tie is rolled again);
          ["obj", sq] then ["pawn", kind] square by square while a random arrangement is drawn
"""

from engine import rng as R
from engine.rules import CHANCE, PhasedRules
from games.chevaliers_dragons import checks, texts
from games.chevaliers_dragons.board import (  # noqa: F401  (names the tests and bots use)
    ARMY, BACK_ROW, BACK_SET, BACK_SQUARES, BONUS, CAMP_SET, CAMP_SQUARES, COLS, DRAGON_KINDS,
    FRONT_ROW, FRONT_SQUARES, ID, NEIGHBORS, NSQ, OBJ_OWNER, OBJECTIVE_NAMES, OWN_KINDS,
    OWN_OBJECTIVES, PHASES, PRINCE_KINDS, QUIET_LIMIT, ROWS, SETUP_ACTION_LIMIT, SIDE, TURN_LIMIT,
    VERSIONS, WIN_P, _DEFAULT, _copy, bonus_of, chebyshev, objective_at, pawn_count, sq_of,
    square_from_name, square_name, win_probability,
)

DICE = [(["dice", a, d], 1 / 36) for a in range(1, 7) for d in range(1, 7)]


class ChevaliersDragonsRules(PhasedRules):
    id = ID
    min_seats = 2
    max_seats = 2

    # ---------------------------------------------------------------- the game itself
    def initial_state(self, seats=2, options=None, seed=0):
        options = options or {}
        version = options.get("version", "standard")
        if version not in VERSIONS:
            raise ValueError("unknown version %r" % (version,))
        board = [None] * NSQ
        objectives = {}
        for seat in (0, 1):
            for row, cells in _DEFAULT[seat].items():
                for col, item in enumerate(cells):
                    sq = sq_of(col, row)
                    if item.isupper():
                        objectives[item.lower()] = sq
                    else:
                        board[sq] = item
        return {
            "seats": 2, "rng": R.seed_value(seed), "version": version,
            "count_first": bool(options.get("count_first", False)),
            "phase": "setup", "side": 0, "actor": 0, "board": board,
            "objectives": {k: objectives[k] for k in OBJECTIVE_NAMES},
            "taken": [[], []], "setup_actions": [0, 0], "moves": 0, "moved": [], "turn_no": 0,
            "quiet": 0, "fight": None, "dealing": None, "winner": None, "end_reason": None,
        }

    def copy(self, state):
        return _copy(state)   # faster than a generic deep copy: random playouts and bots use it

    # ---------------------------------------------------------------- legal actions
    def setup_swaps(self, state, seat):
        """Every useful legal swap of `seat` (sq1 < sq2)."""
        items = self._camp_items(state, seat)
        back = BACK_SET[seat]
        sqs = CAMP_SQUARES[seat]
        out = []
        for i, a in enumerate(sqs):
            ia = items[a]
            a_obj = ia in OBJ_OWNER
            for b in sqs[i + 1:]:
                ib = items[b]
                if ia == ib:
                    continue          # two pawns of the same kind: nothing would change
                if a_obj and b not in back:
                    continue
                if ib in OBJ_OWNER and a not in back:
                    continue
                out.append(["swap", a, b])
        return out

    def _camp_items(self, state, seat):
        items = {}
        board = state["board"]
        for sq in CAMP_SQUARES[seat]:
            items[sq] = board[sq]
        for name in OWN_OBJECTIVES[seat]:
            items[state["objectives"][name]] = name
        return items

    def legal_moves(self, state):
        """The ["move", from, to] actions of the seat to act (play phase)."""
        board = state["board"]
        own = OWN_KINDS[state["side"]]
        moved = state["moved"]
        out = []
        for src, k in enumerate(board):
            if k in own and src not in moved:
                for dst in NEIGHBORS[src]:
                    if board[dst] not in own:
                        out.append(["move", src, dst])
        return out

    def legal_setup(self, state):
        seat = state["side"]
        if state["setup_actions"][seat] >= SETUP_ACTION_LIMIT:
            return [["ready"]]
        return [["ready"], ["random"]] + self.setup_swaps(state, seat)

    def legal_play(self, state):
        return [["end"]] + self.legal_moves(state)

    # ---------------------------------------------------------------- chance
    def chance_outcomes(self, state):
        if state["phase"] == "fight":
            return DICE
        deal = state["dealing"]
        if len(deal["back"]) < 2:
            free = [sq for sq in BACK_SQUARES[deal["seat"]] if sq not in deal["back"]]
            return [(["obj", sq], 1 / len(free)) for sq in free]
        total = sum(deal["left"].values())
        return [(["pawn", k], n / total) for k, n in sorted(deal["left"].items()) if n]

    def outcomes(self, state, action):
        """[(probability, new_state)] for every way `action` can end, for the bots: a fight is
        looked at through its two results and their exact odds, a random arrangement through one
        draw made with a throw-away generator, so the real generator is never read ahead."""
        s, _ = self.apply(state, action)
        if s["phase"] == "fight":
            f = s["fight"]
            p = WIN_P[(f["ab"], f["db"])]
            won, lost = _copy(s), _copy(s)
            self._resolve(won, True, None)
            self._resolve(lost, False, None)
            won["rng"] = lost["rng"] = state["rng"]
            return [(p, won), (1.0 - p, lost)]
        if s["phase"] == "dealing":
            s["rng"] = R.seed_value(12345)
            while s["phase"] == "dealing":
                s, _ = self.apply(s, self.chance_action(s))
            s["rng"] = state["rng"]
        return [(1.0, s)]

    # ---------------------------------------------------------------- setup
    def apply_setup(self, s, action, events):
        seat = s["side"]
        name = action[0] if type(action) is list and action else None
        if name == "ready":
            events.append({"type": "SetupReady", "seat": seat})
            if seat == 0:
                s["side"] = s["actor"] = 1
            else:
                s["phase"], s["side"], s["actor"], s["turn_no"] = "play", 0, 0, 1
                events.append({"type": "TurnStarted", "seat": 0, "turn": 1})
            return
        if s["setup_actions"][seat] >= SETUP_ACTION_LIMIT:
            raise ValueError("only ready is left in this setup")
        if name == "swap":
            self._swap(s, seat, action, events)
        elif name == "random":
            s["dealing"] = {"seat": seat, "back": [], "pawns": [], "left": dict(ARMY[seat])}
            s["phase"], s["actor"] = "dealing", CHANCE
        else:
            raise ValueError("illegal setup action %r" % (action,))
        s["setup_actions"][seat] += 1

    def _swap(self, s, seat, action, events):
        if len(action) != 3:
            raise ValueError("bad swap %r" % (action,))
        a, b = action[1], action[2]
        camp = CAMP_SET[seat]
        if type(a) is not int or type(b) is not int or a == b or a not in camp or b not in camp:
            raise ValueError("illegal swap %r" % (action,))
        items = self._camp_items(s, seat)
        ia, ib = items[a], items[b]
        if ia == ib:
            raise ValueError("swap of two identical pawns %r" % (action,))
        back = BACK_SET[seat]
        if (ia in OBJ_OWNER and b not in back) or (ib in OBJ_OWNER and a not in back):
            raise ValueError("an objective must stay on the back row %r" % (action,))
        self._put(s, b, ia)
        self._put(s, a, ib)
        events.append({"type": "SetupSwapped", "seat": seat, "a": a, "b": b,
                       "a_item": ib, "b_item": ia})

    @staticmethod
    def _put(s, sq, item):
        if item in OBJ_OWNER:
            s["objectives"][item] = sq
            s["board"][sq] = None
        else:
            s["board"][sq] = item

    def apply_dealing(self, s, action, events):
        """One draw of a random arrangement: the objectives' squares on the back row, then the
        pawns square by square (weighted by how many of each kind are left: every arrangement is
        as likely as any other)."""
        deal = s["dealing"]
        if action not in [o for o, _ in self.chance_outcomes(s)]:
            raise ValueError("not an outcome of this draw: %r" % (action,))
        R.advance(s)
        if action[0] == "obj":
            deal["back"].append(action[1])
        else:
            deal["pawns"].append(action[1])
            deal["left"][action[1]] -= 1
        if sum(deal["left"].values()):
            return
        seat = deal["seat"]
        objs = OWN_OBJECTIVES[seat]
        board = s["board"]
        for name, sq in zip(objs, deal["back"]):
            s["objectives"][name] = sq
            board[sq] = None
        rest = [sq for sq in CAMP_SQUARES[seat] if sq not in deal["back"]]
        for sq, kind in zip(rest, deal["pawns"]):
            board[sq] = kind
        events.append({"type": "SetupShuffled", "seat": seat,
                       "objectives": {o: s["objectives"][o] for o in objs},
                       "pawns": {str(sq): board[sq] for sq in rest}})
        s["dealing"] = None
        s["phase"], s["actor"] = "setup", seat

    # ---------------------------------------------------------------- play
    def apply_play(self, s, action, events):
        if type(action) is not list or not action:
            raise ValueError("bad action %r" % (action,))
        seat = s["side"]
        if action[0] == "end":
            self._end_turn(s, events)
            return
        if action[0] != "move" or len(action) != 3:
            raise ValueError("illegal action %r" % (action,))
        src, dst = action[1], action[2]
        if type(src) is not int or type(dst) is not int or not (0 <= src < NSQ) \
                or dst not in NEIGHBORS[src]:
            raise ValueError("illegal move %r" % (action,))
        board = s["board"]
        kind = board[src]
        if kind is None or SIDE[kind] != seat or src in s["moved"]:
            raise ValueError("illegal move %r" % (action,))
        target = board[dst]
        if target is not None and SIDE[target] == seat:
            raise ValueError("illegal move %r" % (action,))
        if target is None:
            self._arrive(s, seat, kind, src, dst, False, events)
            return
        ab, db = BONUS[s["version"]][kind], BONUS[s["version"]][target]
        events.append({"type": "CombatStarted", "attacker": kind, "defender": target,
                       "attacker_seat": seat, "defender_seat": 1 - seat, "from": src, "to": dst,
                       "attacker_bonus": ab, "defender_bonus": db})
        s["fight"] = {"kind": kind, "target": target, "src": src, "dst": dst, "ab": ab, "db": db,
                      "rolls": 0}
        s["phase"], s["actor"] = "fight", CHANCE

    def apply_fight(self, s, action, events):
        if type(action) is not list or len(action) != 3 or action[0] != "dice" \
                or not all(type(v) is int and 1 <= v <= 6 for v in action[1:]):
            raise ValueError("not a throw of two dice: %r" % (action,))
        R.advance(s)
        f = s["fight"]
        f["rolls"] += 1
        da, dd = action[1], action[2]
        ta, td = da + f["ab"], dd + f["db"]
        events.append({"type": "CombatRoll", "roll": f["rolls"], "attacker_die": da,
                       "defender_die": dd, "attacker_bonus": f["ab"], "defender_bonus": f["db"],
                       "attacker_total": ta, "defender_total": td, "tie": ta == td})
        if ta != td:
            self._resolve(s, ta > td, events)

    def _resolve(self, s, won, events):
        """The end of a fight: the loser leaves the board; a winning attacker moves in."""
        f = s["fight"]
        seat, src, dst = s["side"], f["src"], f["dst"]
        s["fight"] = None
        s["phase"], s["actor"] = "play", seat
        if events is not None:
            events.append({"type": "CombatEnded", "winner_seat": seat if won else 1 - seat,
                           "attacker_won": won, "from": src, "to": dst})
        if won:
            if events is not None:
                events.append({"type": "PawnEliminated", "seat": 1 - seat, "kind": f["target"],
                               "sq": dst})
            self._arrive(s, seat, f["kind"], src, dst, True, events)
            return
        s["board"][src] = None
        if events is not None:
            events.append({"type": "PawnEliminated", "seat": seat, "kind": f["kind"], "sq": src,
                           "attacking": dst})
        s["quiet"] = 0
        self._after_move(s, seat, True, events)

    def _arrive(self, s, seat, kind, src, dst, fought, events):
        """A pawn steps onto dst (after winning a fight, or onto a free square)."""
        board = s["board"]
        board[src] = None
        board[dst] = kind
        if events is not None:
            events.append({"type": "PawnMoved", "seat": seat, "kind": kind, "from": src, "to": dst})
        s["moved"].append(dst)
        took = False
        objs = s["objectives"]
        for obj in OWN_OBJECTIVES[1 - seat]:
            if objs[obj] == dst:
                objs[obj] = None
                s["taken"][seat].append(obj)
                took = True
                if events is not None:
                    events.append({"type": "ObjectiveTaken", "seat": seat, "objective": obj,
                                   "owner": 1 - seat, "sq": dst, "by": kind})
        if fought or took:
            s["quiet"] = 0
        self._after_move(s, seat, fought, events)

    def _after_move(self, s, seat, fought, events):
        s["moves"] += 1
        winner = None
        board = s["board"]
        if len(s["taken"][seat]) == 2:
            winner, reason = seat, "objectives"
        elif fought:
            if pawn_count(board, 1 - seat) == 0:
                winner, reason = seat, "army"
            elif pawn_count(board, seat) == 0:
                winner, reason = 1 - seat, "army"
        if winner is not None:
            s.update(phase="over", actor=None, winner=winner, end_reason=reason, moved=[], moves=0)
            if events is not None:
                events.append({"type": "GameWon", "seat": winner, "reason": reason})
            return
        if s["moves"] >= 2:
            self._end_turn(s, events)

    def _end_turn(self, s, events):
        seat = s["side"]
        s["side"] = s["actor"] = 1 - seat
        s["moves"] = 0
        s["moved"] = []
        s["quiet"] += 1
        if events is not None:
            events.append({"type": "TurnEnded", "seat": seat, "next": 1 - seat})
        if s["quiet"] >= QUIET_LIMIT or s["turn_no"] >= TURN_LIMIT:
            s.update(phase="over", actor=None, winner=None, end_reason="limit")
            if events is not None:
                events.append({"type": "GameDrawn", "reason": "limit"})
            return
        s["turn_no"] += 1
        if events is not None:
            events.append({"type": "TurnStarted", "seat": 1 - seat, "turn": s["turn_no"]})

    # ---------------------------------------------------------------- end
    def returns(self, state):
        if state["phase"] != "over" or state["winner"] is None:
            return [0, 0]
        w = state["winner"]
        return [1 if w == 0 else -1, 1 if w == 1 else -1]

    def scores(self, state):
        return [len(state["taken"][0]), len(state["taken"][1])]

    # ---------------------------------------------------------------- text and checks
    def describe(self, state, action):
        return texts.describe(self, state, action)

    def line_seat(self, state, action):
        # The dice that settle a fight tell the attack: its line wears the attacker's emblem.
        return state["side"] if state["phase"] == "fight" else self.actor(state)

    EVENT_LINES = texts.EVENT_LINES     # the events' own move-log lines (Rules.event_line)

    def check_invariants(self, state):
        checks.check_invariants(state)


RULES = ChevaliersDragonsRules()
