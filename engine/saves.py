"""The autosave: the match in progress, written after every action (autosave.json).

Writing happens on a small background thread so a long game's save never costs a frame; only
the newest position is kept waiting, and flush() (called before reading, clearing and quitting)
waits until it is on disk.
"""
import atexit
import os
import threading

from engine import jsonfile, paths
from engine.match import Match
from engine.registry import find


def autosave_path():
    return os.path.join(paths.user_dir(), "autosave.json")


_cond = threading.Condition()
_pending = None      # (path, data) waiting to be written
_busy = False
_thread = None


def _writer():
    global _pending, _busy
    while True:
        with _cond:
            while _pending is None:
                _cond.wait()
            path, data = _pending
            _pending = None
            _busy = True
        try:
            jsonfile.write(path, data, durable=False)
        except OSError:
            pass  # a full or read-only disk must not stop the game in progress
        with _cond:
            _busy = False
            _cond.notify_all()


def save(match):
    global _pending, _thread
    data = match.to_json()
    data["actions"] = list(data["actions"])   # the match goes on growing on the main thread
    data["redo"] = list(data["redo"])
    with _cond:
        _pending = (autosave_path(), data)
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_writer, name="autosave", daemon=True)
            _thread.start()
        _cond.notify_all()


def flush():
    """Wait until the newest save is written."""
    with _cond:
        while _pending is not None or _busy:
            _cond.wait(0.5)


atexit.register(flush)


def clear():
    global _pending
    with _cond:
        _pending = None
    flush()
    try:
        os.remove(autosave_path())
    except OSError:
        pass


def load(registry):
    """The saved Match, or None. Raises jsonfile.BadFile for a file that cannot be used."""
    flush()
    def check(data):
        if not isinstance(data, dict):
            raise ValueError("the saved game has the wrong shape")
        entry = find(registry, data.get("game"))
        if entry is None:
            raise ValueError("the saved game is of a game this box does not have")
        try:
            match = Match.from_json(entry, data)
        except ValueError:
            raise
        except Exception as exc:  # rules refusing a tampered action must not crash the box
            raise ValueError(f"the saved game cannot be replayed ({exc.__class__.__name__})")
        if match.is_over():
            raise ValueError("the saved game was already finished")
        return match
    return jsonfile.read(autosave_path(), check)
