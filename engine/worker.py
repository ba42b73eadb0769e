"""One computer decision off the drawing thread, so the window keeps drawing while a bot thinks."""
import random
import threading
import traceback

from engine import crashlog


class Worker:
    """Runs bot.choose(rules, state, seat) on a thread (or at once with sync=True, for tests).

    A bot that raises does not freeze the game: the traceback goes to the crash log, a random legal
    action is played instead, and `error` holds the exception so the scene can say so once."""

    def __init__(self, bot, rules, state, seat, sync=False):
        self.result = None
        self.error = None
        self.done = False
        self.args = (bot, rules, state, seat)
        if sync:
            self._run()
        else:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()

    def _run(self):
        bot, rules, state, seat = self.args
        try:
            self.result = bot.choose(rules, state, seat)
        except Exception as exc:
            self.error = exc
            crashlog.write(f"computer player ({getattr(bot, 'level', '?')}) of seat {seat} failed "
                           f"in {rules.id}:\n" + traceback.format_exc())
            legal = rules.legal_actions(state)
            self.result = random.Random(len(legal)).choice(legal) if legal else None
        self.done = True
