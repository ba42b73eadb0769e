"""A match in progress: the rules, who sits where, and the history for undo and redo.

Pure Python: the scenes draw it, the tests drive it, and the autosave is its to_json().
A replay is the seed, the options and the action list; history holds states too, so undo is instant.
"""
from engine.rules import CHANCE

SAVE_VERSION = 1


class Match:
    def __init__(self, entry, players, options, seed):
        """players: one per seat, "human" or a bot level."""
        self.entry = entry
        self.rules = entry.rules
        self.players = list(players)
        self.options = entry.check_options(options)
        self.seed = int(seed)
        start = self.rules.initial_state(len(self.players), self.options, self.seed)
        self.states = [start]       # states[i] is the state after i actions
        self.actions = []           # actions[i] led from states[i] to states[i+1]
        self.reveals = []           # reveals[i]: did actions[i] uncover hidden information?
        self.redo_stack = []
        self.log = []               # (seat, (key, params) or None) for the move log: None for a
                                    # chance outcome the game does not tell (dice as they fall)
        self.log_counts = []        # log_counts[i]: how many log lines actions[i] wrote (its own
                                    # line and one per told event), so undo takes back exactly those
        self.slot = None            # its autosave's name (engine.saves), given on first save

    # --- what is going on ---------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    def actor(self):
        return self.rules.actor(self.state)

    def is_over(self):
        return self.rules.is_terminal(self.state)

    def is_human(self, seat):
        return seat is not None and seat >= 0 and self.players[seat] == "human"

    def humans(self):
        return [i for i, p in enumerate(self.players) if p == "human"]

    # --- playing -------------------------------------------------------------------------------
    def play(self, action, keep_redo=False):
        """Apply `action` for whoever acts now; returns the rule events."""
        state = self.state
        who = self.rules.line_seat(state, action)
        description = self.rules.describe(state, action)
        new_state, events = self.rules.apply(state, action)
        self.states.append(new_state)
        self.actions.append(action)
        self.reveals.append(any(e.get("reveal") for e in events))
        lines = [(who, description)]
        for event in events:
            # The events' own lines follow the action's: what it burned, moved or won, in words.
            line = self.rules.event_line(new_state, event)
            if line is not None:
                lines.append(line)
        self.log += lines
        self.log_counts.append(len(lines))
        if not keep_redo:
            self.redo_stack = []
        return events

    def play_chance(self):
        return self.play(self.rules.chance_action(self.state))

    # --- undo and redo --------------------------------------------------------------------------
    def undo_target(self):
        """How many actions an undo takes back: back to the last human decision, never across a
        reveal of hidden information; 0 when nothing can be undone."""
        n = len(self.actions)
        i = n
        while i > 0:
            i -= 1
            if self.reveals[i]:
                return 0
            who = self.rules.actor(self.states[i])
            if who != CHANCE and self.is_human(who):
                return n - i
        return 0

    def can_undo(self):
        return self.undo_target() > 0

    def undo(self):
        k = self.undo_target()
        for _ in range(k):
            self.redo_stack.append(self.actions.pop())
            self.states.pop()
            self.reveals.pop()
            del self.log[len(self.log) - self.log_counts.pop():]
        return k

    def can_redo(self):
        return bool(self.redo_stack)

    def redo(self):
        """Replays the undone actions up to and including the next human decision."""
        events = []
        while self.redo_stack:
            who = self.actor()
            action = self.redo_stack[-1]
            if who is None or (who != CHANCE and action not in self.rules.legal_actions(self.state)):
                self.redo_stack = []  # a stale or tampered redo list: drop it rather than crash
                break
            events += self.play(self.redo_stack.pop(), keep_redo=True)
            if who != CHANCE and self.is_human(who):
                break
        return events

    # --- saving ---------------------------------------------------------------------------------
    def to_json(self):
        return {"version": SAVE_VERSION, "game": self.entry.id, "players": self.players,
                "options": self.options, "seed": self.seed, "actions": self.actions,
                "redo": self.redo_stack}

    @classmethod
    def from_json(cls, entry, data):
        """Rebuild by replaying the actions: a save can never hold an impossible state.
        Raises ValueError when the save does not fit this game."""
        if data.get("version") != SAVE_VERSION or data.get("game") != entry.id:
            raise ValueError("save from another version or game")
        players = data["players"]
        if not isinstance(players, list) or not (entry.info.MIN_SEATS <= len(players) <= entry.info.MAX_SEATS):
            raise ValueError("wrong number of players")
        for p in players:
            if p != "human" and p not in ("random", "greedy", "easy", "normal", "hard"):
                raise ValueError("unknown player kind")
        m = cls(entry, players, data.get("options", {}), int(data.get("seed", 0)))
        for action in data.get("actions", []):
            if m.actor() is None:
                raise ValueError("actions after the end")
            if m.actor() != CHANCE and action not in m.rules.legal_actions(m.state):
                raise ValueError("illegal action in save")
            if m.actor() == CHANCE and action != m.rules.chance_action(m.state):
                raise ValueError("chance outcome does not match the seed")
            m.play(action)
        redo = data.get("redo", [])
        if not isinstance(redo, list):
            raise ValueError("bad redo list")
        m.redo_stack = redo
        return m
