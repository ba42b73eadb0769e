"""What a game in progress keeps on disk (engine.saves): its autosave, written so a person's
action is never lost, and the lock that tells another box this match is open here."""
from engine import saves
from engine.rules import CHANCE


class Keeping:
    read_only = False   # a match another box has open: shown, never played nor written here
    lock = None         # saves.Lock held while the scene lives

    def keep(self, lock=None, read_only=False):
        """Called once by PlayScene.for_match: hold the match's lock (taken by the box that asked,
        or taken here for a new match, whose slot no other box knows)."""
        self.read_only = read_only
        if read_only:
            return
        if lock is None:
            lock = saves.Lock(saves.slot_of(self.match))
            lock.acquire()
        self.lock = lock

    def autosave(self, durable=None):
        """Keep the position. After a person's action (and the chance it led to) the file is on
        disk before anything slow starts (an animation, a computer thinking), so a crash never
        takes a person's move; a computer's moves go to the background writer. A match that ends
        removes its own autosave, and only its own."""
        if self.read_only:
            return
        if self.match.is_over():
            saves.clear(saves.slot_of(self.match))
            return
        if durable is None:
            durable = self.person_moved_last()
        saves.save(self.match, durable=durable)

    def person_moved_last(self):
        """Was the last decision (chance aside) a person's?"""
        m = self.match
        for i in range(len(m.actions) - 1, -1, -1):
            who = self.rules.actor(m.states[i])
            if who != CHANCE:
                return m.is_human(who)
        return False

    def exit(self):
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        super().exit()
