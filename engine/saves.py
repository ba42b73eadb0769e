"""The autosaves: every match in progress has its own file, autosave-<slot>.json, written after
every action, so two games (two boxes open on one folder) never overwrite each other.

A person's action is written at once, durably (flushed, fsynced, renamed: `save(match,
durable=True)`), before anything slow starts: what a person did survives a crash. A computer's
moves go to a small background thread so a long game's save never costs a frame; only the newest
position of each file waits there, and flush() (called before reading, clearing and quitting)
waits until it is on disk. A newer position is never replaced by an older one, whichever thread
writes first.

A match open in a box holds its slot's lock (filelock, beside the file), so a second box on the
same folder knows it is open elsewhere and never writes over it. The autosave.json of earlier
versions is read as the slot "" and goes on being written there.
"""
import atexit
import os
import re
import secrets
import threading
from collections import namedtuple

import filelock

from engine import jsonfile, paths
from engine.match import Match
from engine.registry import find

PREFIX, SUFFIX = "autosave-", ".json"
LEGACY_SLOT = ""
SLOT_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,80}")

Saved = namedtuple("Saved", "slot match mtime")


def new_slot(game_id):
    return f"{game_id}-{secrets.token_hex(4)}"


def slot_of(match):
    """The match's slot, given one on first use."""
    if getattr(match, "slot", None) is None:
        match.slot = new_slot(match.entry.id)
    return match.slot


def path_for(slot):
    name = "autosave.json" if slot == LEGACY_SLOT else f"{PREFIX}{slot}{SUFFIX}"
    return os.path.join(paths.user_dir(), name)


def autosave_path():
    """The file of earlier versions (one autosave for the whole box)."""
    return path_for(LEGACY_SLOT)


_cond = threading.Condition()
_pending = {}        # path -> (sequence, data) waiting for the background writer
_busy = False
_thread = None
_write_lock = threading.Lock()   # one writer at a time, so the sequence check below holds
_written = {}        # path -> sequence number of the newest position on disk
_seq = 0


def _next_seq():
    global _seq
    with _cond:
        _seq += 1
        return _seq


def _write(path, seq, data, durable):
    with _write_lock:
        if _written.get(path, 0) > seq:
            return  # a newer position is already there
        jsonfile.write(path, data, durable=durable)
        _written[path] = seq


def _writer():
    global _busy
    while True:
        with _cond:
            while not _pending:
                _cond.wait()
            path, (seq, data) = _pending.popitem()
            _busy = True
        try:
            _write(path, seq, data, durable=False)
        except OSError:
            pass  # a full or read-only disk must not stop the game in progress
        except Exception:
            # Anything else would end this thread with _busy set, and flush() (at quitting)
            # would then wait for ever: log it and go on.
            import traceback
            from engine import crashlog
            crashlog.write("the autosave could not be written:\n" + traceback.format_exc())
        finally:
            with _cond:
                _busy = False
                _cond.notify_all()


def _snapshot(match):
    data = match.to_json()
    data["actions"] = list(data["actions"])   # the match goes on growing on the main thread
    data["redo"] = list(data["redo"])
    return data


def save(match, durable=False):
    """Keep the match's position. durable=True (after a person's action): written, fsynced and
    renamed before this returns; returns False when it could not be written (a read-only or full
    disk: the game goes on). Otherwise queued for the background writer."""
    global _thread
    path = path_for(slot_of(match))
    seq, data = _next_seq(), _snapshot(match)
    if durable:
        with _cond:
            _pending.pop(path, None)    # older than this one
        try:
            _write(path, seq, data, durable=True)
            return True
        except OSError:
            return False
    with _cond:
        _pending[path] = (seq, data)
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_writer, name="autosave", daemon=True)
            _thread.start()
        _cond.notify_all()
    return True


def flush():
    """Wait until the newest saves are written."""
    with _cond:
        while _pending or _busy:
            _cond.wait(0.5)


atexit.register(flush)


def clear(slot):
    """Remove one match's autosave (its game ended or was given up); the others stay."""
    if slot is None:
        return
    path = path_for(slot)
    with _cond:
        _pending.pop(path, None)
    flush()
    with _write_lock:
        _written[path] = _next_seq()    # a position still on its way must not bring it back
        for p in (path, path + ".lock"):
            try:
                os.remove(p)
            except OSError:
                pass


def slots():
    """The slots that have an autosave file in the data folder."""
    try:
        names = os.listdir(paths.user_dir())
    except OSError:
        return []
    found = [LEGACY_SLOT] if "autosave.json" in names else []
    for name in names:
        if name.startswith(PREFIX) and name.endswith(SUFFIX):
            slot = name[len(PREFIX):-len(SUFFIX)]
            if SLOT_RE.fullmatch(slot) and ".bad-" not in name:
                found.append(slot)
    return found


def _checker(registry):
    def check(data):
        if not isinstance(data, dict):
            raise jsonfile.Refused("file.wrong_shape")
        entry = find(registry, data.get("game"))
        if entry is None:
            raise jsonfile.Refused("save.unknown_game")
        try:
            match = Match.from_json(entry, data)
        except Exception:  # rules refusing a tampered action must not crash the box
            import traceback
            from engine import crashlog
            crashlog.write("a saved game could not be replayed:\n" + traceback.format_exc())
            raise jsonfile.Refused("save.cannot_replay")
        if match.is_over():
            raise jsonfile.Refused("save.finished")
        return match
    return check


def load_slot(registry, slot):
    """The Match saved in `slot`, or None. Raises jsonfile.BadFile for a file that cannot be used."""
    flush()
    match = jsonfile.read(path_for(slot), _checker(registry))
    if match is not None:
        match.slot = slot
    return match


def load_all(registry):
    """Every saved match, newest first, and the BadFile of each file that could not be used.
    Also removes the temporary files a killed writer left behind."""
    flush()
    jsonfile.sweep(paths.user_dir())
    found, problems = [], []
    for slot in slots():
        try:
            match = load_slot(registry, slot)
        except jsonfile.BadFile as bad:
            problems.append(bad)
            continue
        if match is not None:
            try:
                mtime = os.path.getmtime(path_for(slot))
            except OSError:
                mtime = 0.0
            found.append(Saved(slot, match, mtime))
    found.sort(key=lambda s: s.mtime, reverse=True)
    return found, problems


def load(registry):
    """The newest saved Match, or None (raises BadFile for the first unusable file)."""
    found, problems = load_all(registry)
    if problems:
        raise problems[0]
    return found[0].match if found else None


class Lock:
    """A match open in this box: held while its scene lives, so another box knows. The lock is
    the operating system's (released when the process ends, even by kill -9)."""

    def __init__(self, slot):
        self.slot = slot
        self._lock = filelock.FileLock(path_for(slot) + ".lock", timeout=0,
                                       thread_local=False, is_singleton=False)

    def acquire(self):
        """True when this box now holds it; False when another box does. A folder where no lock
        can be made (read-only) counts as free: nothing will be written there anyway."""
        try:
            self._lock.acquire(timeout=0)
            return True
        except filelock.Timeout:
            return False
        except OSError:
            return True

    def release(self):
        try:
            self._lock.release()
        except OSError:
            pass
