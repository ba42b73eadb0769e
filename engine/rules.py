"""The rules protocol: the contract between the engine and every game. Pure Python, no pygame.

A game's rules.py defines a subclass of Rules. Its shape follows OpenSpiel, over plain data:

* A state is a plain JSON-serialisable dict (str keys; values str/int/float/bool/None/list/dict).
  It holds everything, including the seeded random generator under "rng" (see engine.rng), so
  `json.loads(json.dumps(state)) == state` and an undo or a reload never re-rolls a die.
* An action is a plain JSON value, preferably a list such as ["elim", 3, 7] or a string. Never a
  tuple: JSON would turn it into a list and it would no longer compare equal.
* `actor(state)` says who acts now: a seat number (0..seats-1), CHANCE, or None when the game is over.
  The state keeps the acting seat under the one key "actor" (the default `actor` reads it).
* Chance is explicit: at a CHANCE node `chance_outcomes(state)` lists every outcome with its
  probability; `chance_action(state)` samples one with the state's own generator (without drawing),
  and `apply(state, outcome)` advances the generator once (engine.rng.advance). A seat's action never
  draws a random number: all luck goes through chance nodes, so bots can weigh it (expectimax) and a
  replay or an undo never re-rolls. A large draw (a shuffle, 16 dice) is split into several chance
  nodes, one card or one die at a time.
* `apply(state, action)` never changes its argument: it returns (new_state, events). Events are
  dicts with a "type" (e.g. "DiceRolled", "DragonEliminated", "ArenaShaken") that the game's scene
  turns into animations and sounds. An event with "reveal": True uncovers hidden information: undo
  never goes back across it.
* `secret_paths(state, seat)` lists the key paths that only `seat` may see, `unseen_paths(state)`
  those nobody sees (the generator "rng": a future draw must not be computable from an
  observation); `observation(state, viewer)` is derived from them by default (every other seat's
  secrets and every unseen path replaced by None), so they can never disagree. `viewer` is a seat
  or SPECTATOR, who sees no secret at all. Scenes draw only from an observation, and a bot that
  needs a generator gets one from determinize (re-seeded) or keeps its own.
* `private(state)` says whether the coming decision must be hidden from the other people at the
  computer (a hand-over screen first). engine.turns has helpers for simultaneous secret choices and
  for a turn order that skips eliminated seats; PhasedRules dispatches by phase name.
* `describe(state, action)` gives (key, params) for the move log; the key is looked up in locale/.
  `event_line(state, event)` gives a line of its own for a rule event the action's line does not
  tell (a dragon burned, a card moved by an effect, a round won), written after the action's line.
"""

from engine import rng

CHANCE = -1
SPECTATOR = None   # the viewer who sees no seat's secrets (a class watching, a replay)


_WALKED = frozenset((dict, list))


def clone(obj):
    """A fast deep copy of plain JSON data (much faster than copy.deepcopy). Only dicts and lists
    are walked; numbers, strings, None and booleans are shared. A leaf is told by its type before
    any call: most of a state's values are leaves, and a call for each made copies a fifth to a
    third slower (every apply copies the state)."""
    t = type(obj)
    if t is dict:
        return {k: clone(v) if type(v) in _WALKED else v for k, v in obj.items()}
    if t is list:
        return [clone(v) if type(v) in _WALKED else v for v in obj]
    return obj


class Rules:
    """Base class of a game's rules. Subclasses override what their game needs."""

    id = ""
    min_seats = 2
    max_seats = 2

    # --- the game itself -------------------------------------------------------------------
    def initial_state(self, seats, options, seed):
        """The state before the first action. `options` holds the chosen variants (info.OPTIONS)."""
        raise NotImplementedError

    def actor(self, state):
        """The seat to act, CHANCE, or None when the game is over (kept in state["actor"])."""
        return state["actor"]

    def legal_actions(self, state):
        """Every action the actor may take now (never empty while actor is a seat)."""
        raise NotImplementedError

    def apply(self, state, action):
        """(new_state, events); the given state is left untouched."""
        raise NotImplementedError

    def chance_outcomes(self, state):
        """At a CHANCE node: [(outcome, probability), ...], every possible outcome once, the
        probabilities summing to 1. Outcomes are plain JSON values, applied like actions."""
        raise NotImplementedError

    def chance_action(self, state):
        """At a CHANCE node: one outcome, sampled with the state's own generator. The state is not
        changed: apply() advances the generator when it plays the outcome."""
        return sample(self.chance_outcomes(state), rng.peek_float(state))

    def is_terminal(self, state):
        return self.actor(state) is None

    def returns(self, state):
        """One number per seat at the end: 1 win, -1 loss, 0 draw (shared wins may be fractional)."""
        raise NotImplementedError

    def scores(self, state):
        """What the end screen shows per seat (points, nuggets...). Defaults to returns."""
        return self.returns(state)

    def seats(self, state):
        return state.get("seats", 2)

    # --- hidden information -----------------------------------------------------------------
    def observation(self, state, viewer):
        """What `viewer` (a seat, or SPECTATOR) may see: the state with every secret of every other
        seat, and everything no seat may see (unseen_paths), replaced by None. Derived from
        secret_paths and unseen_paths so they never disagree; a game overrides it only to hide
        more (and the generic tests still check both against it)."""
        obs = None
        for path in self.unseen_paths(state):
            if obs is None:
                obs = clone(state)
            set_path(obs, path, None)
        for seat in range(self.seats(state)):
            if seat == viewer:
                continue
            for path in self.secret_paths(state, seat):
                if obs is None:
                    obs = clone(state)
                set_path(obs, path, None)
        return state if obs is None else obs

    def secret_paths(self, state, seat):
        """Key paths (tuples of keys/indices) of the state that only `seat` may see."""
        return []

    def unseen_paths(self, state):
        """Key paths that no seat may see, whoever looks. The generator is one: with it and the
        public state anybody could compute every future draw (the other seat's next cards, the
        order of a deck, the next die), so no observation carries it. A game whose state keeps
        anything else a future draw can be worked out from adds its path here."""
        return [("rng",)] if "rng" in state else []

    def private(self, state):
        """True when the coming decision must be hidden from the other people at the computer:
        the screen is handed over to the actor before anything private is drawn."""
        return False

    def secret_choice(self, state):
        """True when the move log must not tell what the coming decision chose. By default every
        private decision; a game whose private decisions are sometimes played face up (a card
        from a hidden hand, shown as it is played) narrows it."""
        return self.private(state)

    def seen_anyway(self, state, action):
        """Within a secret choice, True for an action everyone sees played all the same (a pass
        where a card laid would come to the table): the move log may name it. By default none."""
        return False

    def determinize(self, observation, seat, seed):
        """A full state consistent with what `seat` sees, for search: hidden parts guessed and the
        generator re-seeded, so a bot never peeks at future dice or at another seat's secrets."""
        state = clone(observation)
        state["rng"] = rng.seed_value(seed)
        return state

    # --- text and checks ---------------------------------------------------------------------
    def describe(self, state, action):
        """(locale key, params) describing `action` played in `state`, for the move log; None for a
        chance outcome the log does not need to tell (each die as it falls, when the game tells
        the whole throw in one line)."""
        return ("log.action", {"action": str(action)})

    def line_seat(self, state, action):
        """The seat whose emblem the action's own move-log line shows: its actor. A game whose
        chance action tells one seat's doing (the dice that settle an attack) names that seat;
        None or CHANCE gives a neutral line."""
        return self.actor(state)

    # {event type: fn(state_after, event) -> (seat, (key, params)) or None}: see event_line.
    EVENT_LINES = {}

    def event_line(self, state, event):
        """(seat, (locale key, params)) for the move log, told after the line of the action whose
        `event` it is, `state` being the state after that action; None when the event needs no line
        of its own (the action's line already tells it, or it changes nothing a player owns or can
        do). The seat is the actor the line's emblem shows (None or CHANCE: a neutral line). The log
        is shown to everyone at the screen: a line may name only what is public once the action is
        played (an event marked "reveal", or a card face up), never a card still hidden from a seat.
        By default the game's EVENT_LINES table gives it: {event type: fn(state, event)}."""
        fn = self.EVENT_LINES.get(event["type"])
        return fn(state, event) if fn else None

    def check_invariants(self, state):
        """Raise AssertionError when the state breaks a rule of the game (used by the tests)."""

    def heuristic(self, state, seat):
        """How good `state` looks for `seat`, in [-1, 1]. Games put theirs in ai.py and wire it here."""
        return 0.0


def walk(rules, state, actions_for):
    """Play from `state`, asking `actions_for(state, legal)` for each seat's move and resolving chance
    with the state's generator; yields (state, action, new_state, events) for every step."""
    while True:
        who = rules.actor(state)
        if who is None:
            return
        if who == CHANCE:
            action = rules.chance_action(state)
        else:
            action = actions_for(state, rules.legal_actions(state))
        new_state, events = rules.apply(state, action)
        yield state, action, new_state, events
        state = new_state


def get_path(obj, path):
    """Follow a key path into nested data; raises KeyError/IndexError when absent."""
    for key in path:
        obj = obj[key]
    return obj


def set_path(obj, path, value):
    """Set the value at a key path (the path must exist up to its last key)."""
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def sample(outcomes, u):
    """The outcome of [(outcome, probability)] that a uniform u in [0, 1) falls on."""
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if u < acc:
            return outcome
    return outcomes[-1][0]


class PhasedRules(Rules):
    """Rules whose state names its phase in state["phase"]: legal actions and apply are dispatched
    to `legal_<phase>(state)` and `apply_<phase>(s, action, events)` (s is a fresh copy to change in
    place), instead of long if/elif ladders. A phase with no legal_ method has no legal action."""

    def legal_actions(self, state):
        fn = getattr(self, "legal_" + str(state["phase"]), None)
        return fn(state) if fn else []

    def apply(self, state, action):
        fn = getattr(self, "apply_" + str(state["phase"]), None)
        if fn is None or self.actor(state) is None:
            raise ValueError(f"no action can be played in phase {state['phase']!r}")
        s = self.copy(state)
        events = []
        fn(s, action, events)
        return s, events

    def copy(self, state):
        """A copy of the state that apply may change (a game may give a faster one of its own)."""
        return clone(state)
