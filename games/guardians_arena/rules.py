"""Guardians Arena: the rules, pure Python (no pygame). The decks and zones are in rules_deck.py,
phase I's choices (enlistment, discarding) in rules_phase1.py, phase II in rules_phase2.py, the
move log in rules_texts.py, the invariants in checks.py; the readings where the text is silent are
in docs/guardians-arena-rules.md.

State (plain JSON):
  seats, rng          as every game
  deck_option         [option of seat 0, option of seat 1]: a ready deck's id or "lot"
  phase               "decks" (chance: decks drawn by lot) | "draw" (chance: one card out of a
                      shuffled deck) | "lot" (chance: the Active player when dominance can only
                      tie) | "enlist" | "discard" | "arena" | the rounds "primary",
                      "secondary", "raid_round" | "forced" | "raid_target" | "raid_prep" |
                      "raid_terrain" | "raid_shield" | "terrain" | "deploy" | "challenge" |
                      "challenge_defend" | "over"
  actor               a seat, CHANCE or None
  turn                1, 2, ...; the first turn has no stock draw
  active              the Active player of this turn (None until the dominance cards decide)
  players             two players' zones (see rules_deck.new_player)
  queue, then         cards still to draw, each [seat, "hand" | "top"] ("top": the dominance card,
                      turned face up on the deck), and the step that follows them
  passes              consecutive passes in the current round of turns
  secret              the simultaneous choices under way (engine.turns.Simultaneous)
  discarding          [cards, cards]: what each seat has set aside to discard (secret)
  ties, tie_cycle     dominance ties this turn; the decks' public order when endless ties
                      became possible (rules_deck.public_order)
  duel                phase II: the duel zone (rules_totals.py describes a fight)
  raid                the raid under way (rules_raid.py); challenge: the challenge (rules_challenge)
  forced, resume      a forced discard under way; the step to go back to after chance draws
  terrain             the terrain in the duel zone: None or {"card", "owner"}
  victor              the seat whose creature became victorious this turn (None)
  deployers           phase III: the seats still to deploy a stronghold, in turn
  winner, reason      at the end

Actions: chance ["deck", seat, deck id], ["card", id], ["active", seat]; seats see
rules_phase1.py and rules_phase2.py.
"""
from engine import rng as R
from engine.rules import CHANCE, PhasedRules, get_path
from engine.turns import Simultaneous
from games.guardians_arena import carddata, checks, rules_event_texts, rules_hidden, rules_texts
from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules_challenge import Challenge
from games.guardians_arena.rules_combat import Combat
from games.guardians_arena.rules_forced import Forced
from games.guardians_arena.rules_phase1 import PhaseOne
from games.guardians_arena.rules_phase2 import PhaseTwo
from games.guardians_arena.rules_raid import Raid

ID = "guardians-arena"
SECRET = Simultaneous("secret")
# Decisions made looking at the own hand, storage, pen or face-down cards, or kept secret from the
# other seat until both have chosen (a hand-over screen between two people at one computer).
PRIVATE_PHASES = ("enlist", "discard", "arena", "terrain", "primary", "secondary", "raid_round",
                  "forced", "raid_target", "raid_prep", "raid_terrain", "challenge_defend")


def deck_ids():
    return list(carddata.decks())


class GuardiansArenaRules(PhaseOne, PhaseTwo, Combat, Forced, Raid, Challenge, PhasedRules):
    id = ID
    min_seats = 2
    max_seats = 2
    SECRET = SECRET

    # ---------------------------------------------------------------- setup
    def initial_state(self, seats=2, options=None, seed=0):
        options = options or {}
        picks = [options.get("deck0", "lot"), options.get("deck1", "lot")]
        for pick in picks:
            if pick != "lot" and pick not in carddata.decks():
                raise ValueError(f"unknown deck {pick!r} (ready decks: {', '.join(deck_ids())})")
        s = {
            "seats": 2, "rng": R.seed_value(seed), "deck_option": picks,
            "phase": "decks", "actor": CHANCE, "turn": 1, "active": None,
            "players": [None, None], "queue": [], "then": None, "passes": 0,
            "secret": None, "discarding": [None, None], "ties": 0, "tie_cycle": None,
            "duel": None, "terrain": None, "victor": None, "deployers": None,
            "raid": None, "challenge": None, "forced": None, "resume": None,
            "winner": None, "reason": None,
        }
        for seat, pick in enumerate(picks):
            if pick != "lot":
                s["players"][seat] = D.new_player(pick)
        self._after_decks(s, [])
        return s

    def _after_decks(self, s, events):
        if None in s["players"]:
            s["phase"], s["actor"] = "decks", CHANCE
            return
        # The opening hand: 8 cards each, one at a time (no stock draw on the first turn).
        s["queue"] = [[seat, "hand"] for seat in (0, 1) for _ in range(D.FIRST_HAND)]
        s["then"] = "merge"
        self._run(s, events)

    # ---------------------------------------------------------------- chance
    def chance_outcomes(self, state):
        phase = state["phase"]
        if phase == "decks":
            seat = state["players"].index(None)
            taken = [p["deck_id"] for p in state["players"] if p]
            left = [d for d in deck_ids() if d not in taken]
            return [(["deck", seat, d], 1 / len(left)) for d in left]
        if phase == "draw":
            seat = state["queue"][0][0]
            return D.pool_outcomes(state["players"][seat])
        if phase == "lot":
            return [(["active", 0], 0.5), (["active", 1], 0.5)]
        raise ValueError(f"no chance in phase {phase!r}")

    def apply_decks(self, s, action, events):
        outcomes = [o for o, _ in self.chance_outcomes(s)]
        if action not in outcomes:
            raise ValueError(f"illegal deck draw {action!r}")
        R.advance(s)
        s["players"][action[1]] = D.new_player(action[2])
        events.append({"type": "DeckChosen", "seat": action[1], "deck": action[2]})
        self._after_decks(s, events)

    def apply_draw(self, s, action, events):
        seat, dest = s["queue"][0]
        p = s["players"][seat]
        if not (isinstance(action, list) and len(action) == 2 and action[0] == "card"):
            raise ValueError(f"illegal draw {action!r}")
        D.take_from_pool(p, action[1])
        R.advance(s)
        s["queue"].pop(0)
        self._place_drawn(s, seat, dest, action[1], events)
        self._run(s, events)

    def apply_lot(self, s, action, events):
        if action not in (["active", 0], ["active", 1]):
            raise ValueError(f"illegal lot {action!r}")
        R.advance(s)
        events.append({"type": "ActiveByLot", "seat": action[1]})
        self._set_active(s, action[1], events)

    # ---------------------------------------------------------------- drawing and the steps
    def _place_drawn(self, s, seat, dest, cid, events):
        p = s["players"][seat]
        if dest == "hand":
            D.add_sorted(p["hand"], cid)
            D.sync(p)
            # The drawer now knows the card: undo never takes a decision back across it.
            events.append({"type": "CardDrawn", "seat": seat, "reveal": True})
        elif dest == "seen":
            p["deck"]["seen"].append(cid)
            D.sync(p)
            events.append({"type": "CardPeeked", "seat": seat, "reveal": True})
        else:
            p["deck"]["top"].insert(0, cid)
            D.sync(p)
            self._turned(s, seat, cid, events)

    def _turned(self, s, seat, cid, events):
        p = s["players"][seat]
        p["dominance"] = cid
        D.sync(p)
        events.append({"type": "DominanceTurned", "seat": seat, "card": cid,
                       "value": D.card(cid)["dominance"], "reveal": True})

    def _run(self, s, events):
        """Draw what is queued without chance where the card is known, stop at a chance node, and
        go on to the next step once the queue is empty."""
        while s["queue"]:
            seat, dest = s["queue"][0]
            p = s["players"][seat]
            if dest == "seen":          # a peek: only shuffled cards are unknown to their owner
                if p["deck"]["pool"]:
                    s["phase"], s["actor"] = "draw", CHANCE
                    return
                s["queue"].pop(0)
                continue
            if dest == "top" and p["deck"]["top"]:
                s["queue"].pop(0)
                self._turned(s, seat, p["deck"]["top"][0], events)
                continue
            D.refill(p, seat, events)
            if D.needs_chance(p):
                s["phase"], s["actor"] = "draw", CHANCE
                return
            s["queue"].pop(0)
            cid = D.take_known(p)
            if cid is None:
                events.append({"type": "NothingToDraw", "seat": seat})
                if dest == "top":
                    p["dominance"] = None
                continue
            if dest == "top":
                p["deck"]["top"].insert(0, cid)
                self._turned(s, seat, cid, events)
            else:
                self._place_drawn(s, seat, dest, cid, events)
        step, s["then"] = s["then"], None
        getattr(self, "_step_" + step)(s, events)

    def _step_merge(self, s, events):
        """Reserve hand: each hand takes back its storage and pen; then the dominance cards."""
        for seat, p in enumerate(s["players"]):
            p["hand"] = sorted(p["hand"] + p["storage"] + p["pen"])
            p["storage"], p["pen"] = [], []
            D.sync(p)
            p["dominance"] = None
        events.append({"type": "HandsMerged"})
        s["ties"], s["tie_cycle"] = 0, None
        s["queue"], s["then"] = [[0, "top"], [1, "top"]], "compare"
        self._run(s, events)

    def _step_compare(self, s, events):
        """The higher dominance card makes its player Active; a tie puts both cards face down
        under their decks and turns new ones."""
        p0, p1 = s["players"]
        if p0["dominance"] is None or p1["dominance"] is None:
            s["phase"], s["actor"] = "lot", CHANCE      # a deck and its discard are both empty
            return
        v0, v1 = D.card(p0["dominance"])["dominance"], D.card(p1["dominance"])["dominance"]
        if v0 != v1:
            self._set_active(s, 0 if v0 > v1 else 1, events)
            return
        s["ties"] += 1
        events.append({"type": "DominanceTied", "value": v0})
        for p in (p0, p1):
            p["deck"]["bottom"].append(p["deck"]["top"].pop(0))
            p["dominance"] = None
        # Once no shuffled card is left on either side, the decks only turn round: when they come
        # back to where the first such tie left them, the ties would go on for ever. Only what both
        # seats may see is kept (the state is public there): the peeked cards ("seen") by their
        # number, which is enough, as no card joins them while the decks turn round.
        if not p0["deck"]["pool"] and not p1["deck"]["pool"]:
            snap = [D.public_order(p0["deck"]), D.public_order(p1["deck"])]
            if s["tie_cycle"] is None:
                s["tie_cycle"] = snap
            elif s["tie_cycle"] == snap:
                s["phase"], s["actor"] = "lot", CHANCE
                return
        s["queue"], s["then"] = [[0, "top"], [1, "top"]], "compare"
        self._run(s, events)

    def _set_active(self, s, seat, events):
        s["active"] = seat
        for p in s["players"]:
            p["last_dominance"] = D.card(p["dominance"])["dominance"] if p["dominance"] else None
        events.append({"type": "ActivePlayer", "seat": seat})
        self.start_enlistment(s, events)

    def _step_turn(self, s, events):
        """A new turn: the stock draw (base draw and modifiers), then the reserve hand."""
        s["turn"] += 1
        s["active"] = None
        p0, p1 = s["players"]
        counts = [D.draw_modifier(p0, p1), D.draw_modifier(p1, p0)]
        events.append({"type": "StockDraw", "counts": counts})
        s["queue"] = [[seat, "hand"] for seat in (0, 1) for _ in range(counts[seat])]
        s["then"] = "merge"
        self._run(s, events)

    def peek(self, s, seat, n, events):
        """Look at the top n cards of the own deck: the cards on top are known already; each
        shuffled one looked at is a chance node, and it then lies under them known to its owner
        only (deck "seen")."""
        d = s["players"][seat]["deck"]
        s["queue"] += [[seat, "seen"]] * max(0, n - len(d["top"]) - len(d["seen"]))
        events.append({"type": "Peek", "seat": seat, "n": n})

    def commit_secret(self, s, seat, value, events, reveal_type):
        """`seat`'s secret choice in a simultaneous step: the next seat to choose becomes the actor
        and None is returned; once every seat is in, all are shown with one event and returned
        as a list indexed by seat."""
        self.SECRET.commit(s, seat, value)
        nxt = self.SECRET.waiting(s)
        if nxt is not None:
            s["actor"] = nxt
            return None
        return self.SECRET.reveal(s, events, reveal_type)

    # ---------------------------------------------------------------- hidden information
    def secret_paths(self, state, seat):
        paths = [("players", seat, z) for z in ("hand", "storage", "pen")]
        paths.append(("players", seat, "deck", "pool"))
        paths.append(("players", seat, "deck", "seen"))
        p = state["players"][seat] if state["players"] else None
        if p:
            for pos, h in p["strongholds"].items():
                for slot in ("on", "under"):
                    if h[slot] and not h[slot]["up"]:
                        paths.append(("players", seat, "strongholds", pos, slot, "card"))
                    if h[slot] and h[slot].get("item") and not h[slot].get("item_up"):
                        paths.append(("players", seat, "strongholds", pos, slot, "item"))
        if state["discarding"][seat] is not None:
            paths.append(("discarding", seat))
        paths += SECRET.secret_paths(state, seat)
        paths += self.duel_secret_paths(state, seat)
        return [p for p in paths if _exists(state, p)]

    def secret_choice(self, state):
        """The private decisions the log must not tell: not a combat round's, whose card is shown
        as it is played (rules_texts)."""
        return self.private(state) and state["phase"] in rules_texts.PRIVATE_LINES

    def seen_anyway(self, state, action):
        """A pass in enlistment: a card enlisted comes to the table, so a pass is seen there."""
        return state["phase"] == "enlist" and action == ["pass"]

    def determinize(self, observation, seat, seed):
        return rules_hidden.determinize(self, observation, seat, seed)

    def private(self, state):
        """A seat's decision made looking at its own hand, storage, pen or face-down cards (every
        one but deploying a stronghold, which needs nothing hidden). A combat round's choice is
        played face up: when the seat has nothing hidden left to look at, its decision is public
        (the table with both hands face down, no hand-over between two people)."""
        seat = state["actor"]
        if seat not in (0, 1) or state["phase"] not in PRIVATE_PHASES:
            return False
        if state["phase"] in rules_texts.PRIVATE_LINES:
            return True             # the choice itself is secret (a card laid face down, a bid)
        return any(get_path(state, p) for p in self.secret_paths(state, seat)
                   if p[-1] != "pool")     # the shuffled deck is hidden from its owner too

    # ---------------------------------------------------------------- the end, text, checks
    def returns(self, state):
        w = state["winner"]
        if state["phase"] != "over" or w is None:
            return [0.0, 0.0]
        return [1.0 if seat == w else -1.0 for seat in (0, 1)]

    def describe(self, state, action):
        return rules_texts.describe(self, state, action)

    EVENT_LINES = rules_event_texts.EVENT_LINES     # the events' own move-log lines (Rules.event_line)

    def check_invariants(self, state):
        checks.check_invariants(state)


def _exists(state, path):
    obj = state
    for key in path:
        try:
            obj = obj[key]
        except (KeyError, IndexError, TypeError):
            return False
    return True


RULES = GuardiansArenaRules()
