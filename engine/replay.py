"""Watching a finished match again: the player's model, without pygame.

A Replay holds the finished match (every state after every action is kept, so a step back is a
look-up and never plays the dice again) and a position in it. The play scene it is shown on holds
`replay.match`, a Match whose history is cut at the position: to the game's scene it is the match
as it stood then.

Positions a person steps between (`stops`) are the start, every decision and the end; the chance
outcomes between two decisions (dice falling one by one) are passed in one step, as a game in
progress plays them.

    replay = Replay(finished_match, events)     # events[i]: what actions[i] did (rule events)
    batches = replay.forward()                  # the next decision and its chance, to show
    replay.back(); replay.jump(stop); replay.at_start(); replay.at_end()
    replay.marks(important)                     # the timeline: turns, captures, results, the end

Whose eyes (ReplayEyes): any seat's observation, or "everything shown" (every seat's secrets at
once, only what no seat sees, the generator, stays out): a replay is of a finished game only, so
it spoils nothing.
"""
import bisect
import copy
from collections import namedtuple

from engine.rules import CHANCE, SPECTATOR, clone, set_path

EVERYTHING = "everything"       # the eyes that see every seat's secrets (the game is over)

Batch = namedtuple("Batch", "before events after actor")
Mark = namedtuple("Mark", "stop kind seat picture")  # kind: "turn", "event", "result", "end"


class Replay:
    def __init__(self, match, events):
        self.full = match
        self.rules = match.rules
        self.events = events
        states = match.states
        n = len(match.actions)
        self.stops = [0] + [i for i in range(1, n + 1) if self.rules.actor(states[i]) != CHANCE]
        self._log_at = [0]
        for count in match.log_counts:
            self._log_at.append(self._log_at[-1] + count)
        self.match = copy.copy(match)    # the match as it stood at the position (see _cut)
        self.match.redo_stack = []
        self.index = 0                   # the position is stops[index]
        self._cut(0)

    # --- where we are ---------------------------------------------------------------------------
    @property
    def position(self):
        """How many actions have been played at the position."""
        return self.stops[self.index]

    def at_start(self):
        return self.index == 0

    def at_end(self):
        return self.index == len(self.stops) - 1

    def state(self):
        return self.full.states[self.position]

    def _cut(self, p):
        full, m = self.full, self.match
        m.states = full.states[:p + 1]
        m.actions = full.actions[:p]
        m.reveals = full.reveals[:p]
        m.log_counts = full.log_counts[:p]
        m.log = full.log[:self._log_at[p]]

    # --- moving -----------------------------------------------------------------------------------
    def forward(self):
        """Go to the next stop; returns what happened on the way as batches to show (the decision,
        then the chance it led to), each with its states before and after. [] at the end."""
        if self.at_end():
            return []
        p, q = self.position, self.stops[self.index + 1]
        # Between two stops there is only chance: a decision's own batch, then its dice.
        if self.rules.actor(self.full.states[p]) != CHANCE and q > p + 1:
            batches = [self._batch(p, p + 1), self._batch(p + 1, q)]
        else:
            batches = [self._batch(p, q)]
        self.index += 1
        self._cut(q)
        return batches

    def _batch(self, a, b):
        states = self.full.states
        events = [e for i in range(a, b) for e in self.events[i]]
        return Batch(states[a], events, states[b], self.decider(a))

    def decider(self, p):
        """Who made the move that position p's step plays: the decision's seat (the chance that
        follows a move is that move's), or CHANCE for dice before any decision."""
        for i in range(p, -1, -1):
            who = self.rules.actor(self.full.states[i])
            if who != CHANCE:
                return who
        return CHANCE

    def back(self):
        if not self.at_start():
            self.jump(self.index - 1)

    def jump(self, index):
        """Go straight to stops[index] (nothing to show: the board is set there at once)."""
        self.index = max(0, min(len(self.stops) - 1, index))
        self._cut(self.position)

    def to_start(self):
        self.jump(0)

    def to_end(self):
        self.jump(len(self.stops) - 1)

    def stop_before(self, action_index):
        """The index of the stop from which a step forward plays action `action_index`."""
        return max(0, bisect.bisect_right(self.stops, action_index) - 1)

    # --- the timeline ------------------------------------------------------------------------------
    def marks(self, important=lambda event: None):
        """The timeline's marks, in order: a "turn" where a seat begins its turn (its stop), an
        "event" for each rule event `important(event)` gives a picture for (a capture, a fighter
        out: the game's LOOK_AT), a "result" for an event that names a winner (a round won), at
        the stop before the step that plays it, and the "end"."""
        out, last = [], None
        states = self.full.states
        for k, p in enumerate(self.stops[:-1]):
            who = self.rules.actor(states[p])
            if who != CHANCE and who is not None and who != last:
                out.append(Mark(k, "turn", who, None))
                last = who
        for i, events in enumerate(self.events):
            k = self.stop_before(i)
            for e in events:
                picture = important(e)
                if picture:
                    out.append(Mark(k, "event", e.get("seat"), picture))
                elif e.get("winner") is not None and i < len(self.full.actions) - 1:
                    out.append(Mark(k, "result", e.get("winner"), None))
        out.append(Mark(len(self.stops) - 1, "end", None, None))
        out.sort(key=lambda m: (m.stop, m.kind != "turn"))
        return out


def everything(rules, state):
    """The state with every seat's secrets shown and only what nobody may see (the generator)
    left out: the "everything shown" eyes of a finished game."""
    paths = rules.unseen_paths(state)
    if not paths:
        return state
    obs = clone(state)
    for path in paths:
        set_path(obs, path, None)
    return obs


class ReplayEyes:
    """The Viewer of a replay (engine.viewer's interface): the eyes a person chose, never a
    hand-over. `choice` is a seat or EVERYTHING."""

    def __init__(self, match, choice):
        self.match = match
        self.choice = choice
        self._cache = (None, None, None)
        self._seen = ()

    def who(self):
        """The seat the screen is drawn for; SPECTATOR for everything shown (no seat is "near")."""
        return SPECTATOR if self.choice == EVERYTHING else self.choice

    def look(self, state):
        if self.choice == EVERYTHING:
            return everything(self.match.rules, state)
        return self.match.rules.observation(state, self.choice)

    def observation(self):
        state = self.match.state
        if self._cache[0] is not state or self._cache[1] != self.choice:
            self._cache = (state, self.choice, self.look(state))
        return self._cache[2]

    def observe(self, state):
        return self.look(state)

    def refresh(self):
        self._cache = (None, None, None)

    def hand_over(self, seat, private):
        return False

    def forget(self):
        pass

    def changed(self):
        now = (self.choice,)
        if now == self._seen:
            return False
        self._seen = now
        return True


def first_eyes(players):
    """Where a replay starts: the person's seat in a game against the computer; everything shown
    when several people played (or none: computers only)."""
    humans = [i for i, p in enumerate(players) if p == "human"]
    return humans[0] if len(humans) == 1 else EVERYTHING
