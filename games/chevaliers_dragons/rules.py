"""Chevaliers et Dragons: the rules, pure Python (no pygame).

Board: 6 columns x 9 rows, sq = row * 6 + col. Row 0 is the dragons' back row (top of the screen),
row 8 the Prince's back row (bottom). Seat 0 = the Prince's army (camp rows 7-8), seat 1 = the
dragons (camp rows 0-1). Square names for people: column letter A-F (left to right as the Prince's
player sees the board) and row number 1-9 counted from the Prince's side, so the Prince's back row is
row 1 and the dragons' back row is row 9 ("B1" = sq 49, "E9" = sq 4).

State (plain JSON):
  seats, rng          as every game
  version             "standard" | "pocket"   (pocket: soldiers and small dragons get +1)
  count_first         bool, classroom option carried for the scene (children count before the total)
  phase               "setup" | "play" | "over"
  to_move             seat acting now (0 or 1)
  board               54 cells, None or a pawn kind ("prince", "knight", "soldier", "tyran",
                      "big_dragon", "small_dragon"); the kind tells the side
  objectives          {"castle": sq, "village": sq, "treasure": sq, "princess": sq}, None once taken
  taken               [[objectives taken by seat 0], [objectives taken by seat 1]]
  setup_actions       [n, n] swaps/random arrangements done by each seat (capped)
  moves               pawns moved so far this turn (0 or 1 while a seat is to act)
  moved               squares where this turn's moved pawns now stand (they may not move again)
  turn                turn number in the play phase, 1 = the Prince's first turn
  quiet               turns in a row without any combat and without any objective taken
  winner              0, 1, or None (no winner yet, or a draw)
  end_reason          None | "objectives" | "army" | "limit"

Actions:
  setup:  ["swap", sq1, sq2]  ["random"]  ["ready"]
  play:   ["move", from, to]  ["end"]
"""

from engine import rng as R
from engine.rules import Rules, clone

ID = "chevaliers-dragons"
COLS, ROWS = 6, 9
NSQ = COLS * ROWS

# How many swaps / random arrangements a side may do during setup; after that only ["ready"].
SETUP_ACTION_LIMIT = 12
# Endless-game guards (a child never gets near them): a draw after this many turns in a row with no
# combat and no objective taken, or after this many turns in all (one turn = one side's turn).
QUIET_LIMIT = 100
TURN_LIMIT = 500

PRINCE_KINDS = ("prince", "knight", "soldier")
DRAGON_KINDS = ("tyran", "big_dragon", "small_dragon")
OWN_KINDS = (frozenset(PRINCE_KINDS), frozenset(DRAGON_KINDS))
SIDE = {"prince": 0, "knight": 0, "soldier": 0, "tyran": 1, "big_dragon": 1, "small_dragon": 1}
ARMY = ({"prince": 1, "knight": 4, "soldier": 5}, {"tyran": 1, "big_dragon": 4, "small_dragon": 5})
BONUS = {
    "standard": {"prince": 2, "knight": 1, "soldier": 0, "tyran": 2, "big_dragon": 1, "small_dragon": 0},
    "pocket": {"prince": 2, "knight": 1, "soldier": 1, "tyran": 2, "big_dragon": 1, "small_dragon": 1},
}
VERSIONS = ("standard", "pocket")
OBJ_OWNER = {"castle": 0, "village": 0, "treasure": 1, "princess": 1}
OWN_OBJECTIVES = (("castle", "village"), ("treasure", "princess"))
OBJECTIVE_NAMES = ("castle", "village", "treasure", "princess")
BACK_ROW = (8, 0)
FRONT_ROW = (7, 1)


def sq_of(col, row):
    return row * COLS + col


def square_name(sq):
    """'A1'..'F9': column letter left to right, row number from the Prince's side (row 8 -> 1)."""
    return "ABCDEF"[sq % COLS] + str(ROWS - sq // COLS)


def square_from_name(name):
    col = "ABCDEF".index(name[0].upper())
    return sq_of(col, ROWS - int(name[1:]))


def _neighbors(sq):
    c, r = sq % COLS, sq // COLS
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            cc, rr = c + dc, r + dr
            if 0 <= cc < COLS and 0 <= rr < ROWS:
                out.append(rr * COLS + cc)
    return tuple(out)


NEIGHBORS = tuple(_neighbors(sq) for sq in range(NSQ))
BACK_SQUARES = tuple(tuple(sq_of(c, BACK_ROW[s]) for c in range(COLS)) for s in (0, 1))
FRONT_SQUARES = tuple(tuple(sq_of(c, FRONT_ROW[s]) for c in range(COLS)) for s in (0, 1))
CAMP_SQUARES = tuple(tuple(sorted(BACK_SQUARES[s] + FRONT_SQUARES[s])) for s in (0, 1))
CAMP_SET = (frozenset(CAMP_SQUARES[0]), frozenset(CAMP_SQUARES[1]))
BACK_SET = (frozenset(BACK_SQUARES[0]), frozenset(BACK_SQUARES[1]))


def chebyshev(a, b):
    return max(abs(a % COLS - b % COLS), abs(a // COLS - b // COLS))


def win_probability(attacker_bonus, defender_bonus):
    """Chance that the attacker wins a combat (ties are rolled again)."""
    w = l = 0
    for a in range(1, 7):
        for d in range(1, 7):
            ta, td = a + attacker_bonus, d + defender_bonus
            if ta > td:
                w += 1
            elif ta < td:
                l += 1
    return w / (w + l)


WIN_P = {(a, d): win_probability(a, d) for a in range(3) for d in range(3)}

# The ready-made arrangements (row, list of 6 cells left to right; objectives in capitals).
_DEFAULT = (
    {8: ["soldier", "CASTLE", "knight", "knight", "VILLAGE", "soldier"],
     7: ["soldier", "knight", "prince", "knight", "soldier", "soldier"]},
    {0: ["small_dragon", "PRINCESS", "big_dragon", "big_dragon", "TREASURE", "small_dragon"],
     1: ["small_dragon", "small_dragon", "big_dragon", "tyran", "big_dragon", "small_dragon"]},
)

PHASES = ("setup", "play", "over")


def bonus_of(state, kind):
    return BONUS[state["version"]][kind]


def objective_at(state, sq):
    """The objective (name) still standing on `sq`, or None."""
    for name, where in state["objectives"].items():
        if where == sq:
            return name
    return None


def pawn_count(board, seat):
    n = 0
    for k in board:
        if k is not None and SIDE[k] == seat:
            n += 1
    return n


_FLAT = frozenset(("board", "moved", "setup_actions"))


def _copy(state):
    """Deep copy of the state, with fast paths for the keys this game knows."""
    s = dict(state)
    for k, v in state.items():
        tv = type(v)
        if tv is list:
            if k in _FLAT:
                s[k] = v[:]
            elif k == "taken":
                s[k] = [v[0][:], v[1][:]]
            else:
                s[k] = clone(v)
        elif tv is dict:
            s[k] = dict(v) if k == "objectives" else clone(v)
    return s


class ChevaliersDragonsRules(Rules):
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
            "seats": 2,
            "rng": R.seed_value(seed),
            "version": version,
            "count_first": bool(options.get("count_first", False)),
            "phase": "setup",
            "to_move": 0,
            "board": board,
            "objectives": {k: objectives[k] for k in OBJECTIVE_NAMES},
            "taken": [[], []],
            "setup_actions": [0, 0],
            "moves": 0,
            "moved": [],
            "turn": 0,
            "quiet": 0,
            "winner": None,
            "end_reason": None,
        }

    def actor(self, state):
        if state["phase"] == "over":
            return None
        return state["to_move"]

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
        own = OWN_KINDS[state["to_move"]]
        moved = state["moved"]
        out = []
        for src, k in enumerate(board):
            if k in own and src not in moved:
                for dst in NEIGHBORS[src]:
                    if board[dst] not in own:
                        out.append(["move", src, dst])
        return out

    def legal_actions(self, state):
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "setup":
            seat = state["to_move"]
            if state["setup_actions"][seat] >= SETUP_ACTION_LIMIT:
                return [["ready"]]
            return [["ready"], ["random"]] + self.setup_swaps(state, seat)
        return [["end"]] + self.legal_moves(state)

    # ---------------------------------------------------------------- apply
    def apply(self, state, action):
        s = _copy(state)
        events = []
        self._do(s, action, events, None)
        return s, events

    def outcomes(self, state, action):
        """[(probability, new_state)] for every way `action` can turn out, without drawing dice
        (for bots: they never see the future dice). The rng of the returned states is untouched."""
        if (type(action) is list and action and action[0] == "move" and state["phase"] == "play"):
            src, dst = action[1], action[2]
            board = state["board"]
            a, d = board[src], board[dst]
            if a is not None and d is not None and SIDE[a] != SIDE[d]:
                p = WIN_P[(bonus_of(state, a), bonus_of(state, d))]
                s1 = _copy(state)
                self._do(s1, action, None, True)
                s2 = _copy(state)
                self._do(s2, action, None, False)
                return [(p, s1), (1.0 - p, s2)]
        if type(action) is list and action and action[0] == "random":
            # The arrangement is drawn at random: show one draw made with a throw-away generator,
            # never the one the real move will make.
            s = _copy(state)
            s["rng"] = R.seed_value(12345)
            self._do(s, action, None, None)
            s["rng"] = state["rng"]
            return [(1.0, s)]
        s = _copy(state)
        self._do(s, action, None, None)
        return [(1.0, s)]

    def _do(self, s, action, events, forced):
        """Apply `action` to `s` in place. `events` may be None (no events wanted). `forced`:
        None = roll the dice; True/False = the attacker wins/loses without rolling (bots)."""
        if type(action) is not list or not action:
            raise ValueError("bad action %r" % (action,))
        phase = s["phase"]
        name = action[0]
        seat = s["to_move"]
        if phase == "over":
            raise ValueError("the game is over")
        if phase == "setup":
            if name == "ready":
                self._ready(s, seat, events)
                return
            if s["setup_actions"][seat] >= SETUP_ACTION_LIMIT:
                raise ValueError("only ready is left in this setup")
            if name == "swap":
                self._swap(s, seat, action, events)
            elif name == "random":
                self._random_setup(s, seat, events)
            else:
                raise ValueError("illegal setup action %r" % (action,))
            s["setup_actions"][seat] += 1
            return
        # play
        if name == "end":
            self._end_turn(s, events)
            return
        if name != "move" or len(action) != 3:
            raise ValueError("illegal action %r" % (action,))
        src, dst = action[1], action[2]
        if type(src) is not int or type(dst) is not int or not (0 <= src < NSQ) or dst not in NEIGHBORS[src]:
            raise ValueError("illegal move %r" % (action,))
        board = s["board"]
        kind = board[src]
        if kind is None or SIDE[kind] != seat or src in s["moved"]:
            raise ValueError("illegal move %r" % (action,))
        target = board[dst]
        if target is not None and SIDE[target] == seat:
            raise ValueError("illegal move %r" % (action,))
        self._move(s, seat, kind, src, dst, target, events, forced)

    # -- setup
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
        if events is not None:
            events.append({"type": "SetupSwapped", "seat": seat, "a": a, "b": b,
                           "a_item": ib, "b_item": ia})

    @staticmethod
    def _put(s, sq, item):
        if item in OBJ_OWNER:
            s["objectives"][item] = sq
            s["board"][sq] = None
        else:
            s["board"][sq] = item

    def _random_setup(self, s, seat, events):
        board = s["board"]
        back = list(BACK_SQUARES[seat])
        R.shuffle(s, back)
        objs = OWN_OBJECTIVES[seat]
        s["objectives"][objs[0]] = back[0]
        s["objectives"][objs[1]] = back[1]
        pawns = []
        for kind, n in ARMY[seat].items():
            pawns += [kind] * n
        R.shuffle(s, pawns)
        rest = [sq for sq in CAMP_SQUARES[seat] if sq != back[0] and sq != back[1]]
        board[back[0]] = None
        board[back[1]] = None
        for sq, kind in zip(rest, pawns):
            board[sq] = kind
        if events is not None:
            events.append({"type": "SetupShuffled", "seat": seat,
                           "objectives": {o: s["objectives"][o] for o in objs},
                           "pawns": {str(sq): board[sq] for sq in rest}})

    def _ready(self, s, seat, events):
        if events is not None:
            events.append({"type": "SetupReady", "seat": seat})
        if seat == 0:
            s["to_move"] = 1
        else:
            s["phase"] = "play"
            s["to_move"] = 0
            s["turn"] = 1
            if events is not None:
                events.append({"type": "TurnStarted", "seat": 0, "turn": 1})

    # -- play
    def _move(self, s, seat, kind, src, dst, target, events, forced):
        board = s["board"]
        moved_in = True
        fought = False
        if target is not None:
            fought = True
            ab = BONUS[s["version"]][kind]
            db = BONUS[s["version"]][target]
            if events is not None:
                events.append({"type": "CombatStarted", "attacker": kind, "defender": target,
                               "attacker_seat": seat, "defender_seat": 1 - seat,
                               "from": src, "to": dst,
                               "attacker_bonus": ab, "defender_bonus": db})
            if forced is None:
                n = 0
                while True:
                    n += 1
                    da = R.roll(s)
                    dd = R.roll(s)
                    ta, td = da + ab, dd + db
                    tie = ta == td
                    if events is not None:
                        events.append({"type": "CombatRoll", "roll": n,
                                       "attacker_die": da, "defender_die": dd,
                                       "attacker_bonus": ab, "defender_bonus": db,
                                       "attacker_total": ta, "defender_total": td, "tie": tie})
                    if not tie:
                        break
                won = ta > td
            else:
                won = bool(forced)
            if events is not None:
                events.append({"type": "CombatEnded", "winner_seat": seat if won else 1 - seat,
                               "attacker_won": won, "from": src, "to": dst})
            if won:
                if events is not None:
                    events.append({"type": "PawnEliminated", "seat": 1 - seat, "kind": target, "sq": dst})
            else:
                moved_in = False
                board[src] = None
                if events is not None:
                    events.append({"type": "PawnEliminated", "seat": seat, "kind": kind, "sq": src,
                                   "attacking": dst})
        if moved_in:
            board[src] = None
            board[dst] = kind
            if events is not None:
                events.append({"type": "PawnMoved", "seat": seat, "kind": kind, "from": src, "to": dst})
        s["moves"] += 1
        took = False
        if moved_in:
            s["moved"].append(dst)
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
        # the end?
        winner = None
        if len(s["taken"][seat]) == 2:
            winner, reason = seat, "objectives"
        elif fought:
            if pawn_count(board, 1 - seat) == 0:
                winner, reason = seat, "army"
            elif pawn_count(board, seat) == 0:
                winner, reason = 1 - seat, "army"
        if winner is not None:
            s["phase"] = "over"
            s["winner"] = winner
            s["end_reason"] = reason
            s["moved"] = []
            s["moves"] = 0
            if events is not None:
                events.append({"type": "GameWon", "seat": winner, "reason": reason})
            return
        if s["moves"] >= 2:
            self._end_turn(s, events)

    def _end_turn(self, s, events):
        seat = s["to_move"]
        s["to_move"] = 1 - seat
        s["moves"] = 0
        s["moved"] = []
        s["quiet"] += 1
        if events is not None:
            events.append({"type": "TurnEnded", "seat": seat, "next": 1 - seat})
        if s["quiet"] >= QUIET_LIMIT or s["turn"] >= TURN_LIMIT:
            s["phase"] = "over"
            s["winner"] = None
            s["end_reason"] = "limit"
            if events is not None:
                events.append({"type": "GameDrawn", "reason": "limit"})
            return
        s["turn"] += 1
        if events is not None:
            events.append({"type": "TurnStarted", "seat": 1 - seat, "turn": s["turn"]})

    # ---------------------------------------------------------------- end
    def returns(self, state):
        if state["phase"] != "over" or state["winner"] is None:
            return [0, 0]
        w = state["winner"]
        return [1 if w == 0 else -1, 1 if w == 1 else -1]

    def scores(self, state):
        return [len(state["taken"][0]), len(state["taken"][1])]

    # ---------------------------------------------------------------- text
    def describe(self, state, action):
        seat = state["to_move"]
        p = "chevaliers-dragons.log."
        name = action[0] if type(action) is list and action else str(action)
        if name == "swap":
            return (p + "swap.%d" % seat, {"a": square_name(action[1]), "b": square_name(action[2])})
        if name in ("random", "ready", "end"):
            return (p + "%s.%d" % (name, seat), {})
        if name == "move":
            src, dst = action[1], action[2]
            board = state["board"]
            kind, target = board[src], board[dst]
            params = {"src": square_name(src), "dst": square_name(dst)}
            if target is None:
                obj = objective_at(state, dst)
                if obj is not None and OBJ_OWNER[obj] != SIDE[kind]:
                    return (p + "take." + obj, params)
                if obj is not None:
                    return (p + "defend." + kind, params)
                return (p + "move." + kind, params)
            # a combat: replay it on a copy (same generator, so the same dice as the real move)
            s = _copy(state)
            events = []
            self._do(s, action, events, None)
            last = [e for e in events if e["type"] == "CombatRoll"][-1]
            params["a"] = last["attacker_total"]
            params["d"] = last["defender_total"]
            params["rolls"] = len([e for e in events if e["type"] == "CombatRoll"])
            won = last["attacker_total"] > last["defender_total"]
            took = any(e["type"] == "ObjectiveTaken" for e in events)
            result = "take" if took else ("win" if won else "lose")
            return (p + "attack.%s.%s" % (kind, result), params)
        return (p + "unknown", {"action": str(action)})

    # ---------------------------------------------------------------- checks
    def check_invariants(self, state):
        assert state["seats"] == 2
        assert state["version"] in VERSIONS
        assert isinstance(state["count_first"], bool)
        phase = state["phase"]
        assert phase in PHASES, phase
        assert state["to_move"] in (0, 1)
        board = state["board"]
        assert len(board) == NSQ
        counts = [{}, {}]
        for sq, k in enumerate(board):
            if k is None:
                continue
            assert k in SIDE, k
            counts[SIDE[k]][k] = counts[SIDE[k]].get(k, 0) + 1
        for seat in (0, 1):
            for k, n in counts[seat].items():
                assert n <= ARMY[seat][k], (k, n)
        objs = state["objectives"]
        assert sorted(objs) == sorted(OBJECTIVE_NAMES)
        taken = state["taken"]
        assert len(taken) == 2
        for seat in (0, 1):
            assert len(set(taken[seat])) == len(taken[seat]) <= 2
            for o in taken[seat]:
                assert OBJ_OWNER[o] == 1 - seat, o
                assert objs[o] is None, o
        where = [v for v in objs.values() if v is not None]
        assert len(set(where)) == len(where), "two objectives on one square"
        for o, sq in objs.items():
            owner = OBJ_OWNER[o]
            if sq is None:
                assert o in taken[1 - owner], o
                continue
            assert sq in BACK_SET[owner], (o, sq)
            k = board[sq]
            assert k is None or SIDE[k] == owner, "an enemy pawn stands on an objective still there"
            if phase == "setup":
                assert k is None, "a pawn on its own objective during setup"
        sa = state["setup_actions"]
        assert len(sa) == 2 and all(0 <= n <= SETUP_ACTION_LIMIT for n in sa)
        if phase == "setup":
            for seat in (0, 1):
                assert counts[seat] == ARMY[seat], counts[seat]
                for sq, k in enumerate(board):
                    if k is not None and SIDE[k] == seat:
                        assert sq in CAMP_SET[seat], (k, sq)
            assert not taken[0] and not taken[1]
            assert state["moves"] == 0 and state["moved"] == [] and state["turn"] == 0
            assert state["winner"] is None and state["end_reason"] is None
        elif phase == "play":
            assert state["winner"] is None and state["end_reason"] is None
            assert len(taken[0]) < 2 and len(taken[1]) < 2
            assert sum(counts[0].values()) > 0 and sum(counts[1].values()) > 0
            assert 0 <= state["moves"] <= 1
            assert len(state["moved"]) <= state["moves"]
            for sq in state["moved"]:
                assert board[sq] is not None and SIDE[board[sq]] == state["to_move"]
            assert 1 <= state["turn"] <= TURN_LIMIT
            assert 0 <= state["quiet"] < QUIET_LIMIT
        else:
            reason = state["end_reason"]
            assert reason in ("objectives", "army", "limit"), reason
            w = state["winner"]
            if reason == "limit":
                assert w is None
            else:
                assert w in (0, 1)
                if reason == "objectives":
                    assert len(taken[w]) == 2
                else:
                    assert sum(counts[1 - w].values()) == 0 and sum(counts[w].values()) > 0

    def heuristic(self, state, seat):
        from games.chevaliers_dragons.ai import heuristic
        return heuristic(state, seat)


RULES = ChevaliersDragonsRules()
