"""The rules protocol: the contract between the engine and every game. Pure Python, no pygame.

A game's rules.py defines a subclass of Rules. Its shape follows OpenSpiel, over plain data:

* A state is a plain JSON-serialisable dict (str keys; values str/int/float/bool/None/list/dict).
  It holds everything, including the seeded random generator under "rng" (see engine.rng), so
  `json.loads(json.dumps(state)) == state` and an undo or a reload never re-rolls a die.
* An action is a plain JSON value, preferably a list such as ["elim", 3, 7] or a string. Never a
  tuple: JSON would turn it into a list and it would no longer compare equal.
* `actor(state)` says who acts now: a seat number (0..seats-1), CHANCE, or None when the game is over.
  At a CHANCE node the engine applies `chance_action(state)`, which draws from the state's generator.
* `apply(state, action)` never changes its argument: it returns (new_state, events). Events are
  dicts with a "type" (e.g. "DiceRolled", "DragonEliminated", "ArenaShaken") that the game's scene
  turns into animations and sounds. An event with "reveal": True uncovers hidden information: undo
  never goes back across it.
* `observation(state, seat)` is what that seat may see; `secret_paths(state, seat)` lists the key paths
  that only `seat` may see, so a generic test can check that no other seat's observation holds them.
* `describe(state, action)` gives (key, params) for the move log; the key is looked up in locale/.
"""

CHANCE = -1


def clone(obj):
    """A fast deep copy of plain JSON data (much faster than copy.deepcopy)."""
    t = type(obj)
    if t is dict:
        return {k: clone(v) for k, v in obj.items()}
    if t is list:
        return [clone(v) for v in obj]
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
        """The seat to act, CHANCE, or None when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state):
        """Every action the actor may take now (never empty while actor is a seat)."""
        raise NotImplementedError

    def apply(self, state, action):
        """(new_state, events); the given state is left untouched."""
        raise NotImplementedError

    def chance_action(self, state):
        """At a CHANCE node: the outcome, drawn with the state's own generator (engine.rng)."""
        raise NotImplementedError

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
    def observation(self, state, seat):
        """What `seat` may see. Games with secrets replace other seats' secrets by None."""
        return state

    def secret_paths(self, state, seat):
        """Key paths (tuples of keys/indices) of the state that only `seat` may see."""
        return []

    def determinize(self, observation, seat, seed):
        """A full state consistent with what `seat` sees, for search: hidden parts guessed and the
        generator re-seeded, so a bot never peeks at future dice or at another seat's secrets."""
        state = clone(observation)
        from engine.rng import seed_value
        state["rng"] = seed_value(seed)
        return state

    # --- text and checks ---------------------------------------------------------------------
    def describe(self, state, action):
        """(locale key, params) describing `action` played in `state`, for the move log."""
        return ("log.action", {"action": str(action)})

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
