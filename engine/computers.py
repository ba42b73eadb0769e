"""The computer players of a game in progress, and the hint: a part of the play scene.

Bots are made when first needed, one decision is thought about at a time on a worker thread (the
window keeps drawing), and a decision is thrown away if the match moved on meanwhile (undo, redo).
The hint asks the hard level for the person's own decision the same way.

    computers.think(state, seat, key, dt)   # each frame while a computer seat is to act: its
                                            # action once ready (else None)
    computers.ask_hint(state, seat)         # the hard level thinks for the person
    computers.hint_for(state)               # its answer once ready for this very state (else None)
    computers.forget()                      # after undo, redo: old threads' answers are dropped
"""
from engine.ai import make_bot
from engine.worker import Worker


class Computers:
    def __init__(self, match, sync=lambda: False):
        self.match = match
        self.sync = sync             # () -> True: think on the drawing thread (tests, --smoke)
        self.bots = {}
        self.worker = None
        self.worker_for = None       # (number of actions, seat) the worker is thinking about
        self.hint_worker = None
        self.think_time = 0.0
        self.error = None            # the last bot's exception, once (the scene says it once)

    def bot(self, seat):
        if seat not in self.bots:
            m = self.match
            self.bots[seat] = make_bot(m.players[seat], m.rules, m.entry.ai,
                                       m.seed * 7 + seat + len(m.actions))
        return self.bots[seat]

    def think(self, state, seat, dt):
        """The action of computer `seat` at `state` once its thread is done, else None."""
        key = (len(self.match.actions), seat)
        if self.worker is None or self.worker_for != key:
            self.think_time = 0.0
            self.worker_for = key
            self.worker = Worker(self.bot(seat), self.match.rules, state, seat, sync=self.sync())
        self.think_time += dt
        if not self.worker.done:
            return None
        worker, self.worker = self.worker, None
        self.error = worker.error
        return worker.result

    def ask_hint(self, state, seat):
        if self.hint_worker is not None:
            return
        m = self.match
        bot = make_bot("hard", m.rules, m.entry.ai, len(m.actions))
        self.hint_worker = Worker(bot, m.rules, state, seat, sync=self.sync())

    def drop_hint(self):
        """The screen passed to other eyes: a hint still being thought about is not theirs."""
        self.hint_worker = None

    def hint_pending(self):
        return self.hint_worker is not None

    def hint_for(self, state):
        """The hint's action once its thread is done: for `state` itself, else None (dropped)."""
        if self.hint_worker is None or not self.hint_worker.done:
            return None
        worker, self.hint_worker = self.hint_worker, None
        return worker.result if worker.args[2] is state else None

    def hint_done(self):
        return self.hint_worker is not None and self.hint_worker.done

    def thinking(self):
        return self.worker is not None or self.hint_worker is not None

    def forget(self):
        """A thread may still be thinking with the old bots: new ones, and no pending answer."""
        self.worker = None
        self.worker_for = None
        self.hint_worker = None
        self.bots = {}
