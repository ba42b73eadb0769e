"""Safe JSON files for settings and saves: written atomically, read with suspicion.

A file that is truncated, not JSON, too big, of another version or of the wrong shape is moved
aside (name.bad-N.json) so nothing is lost, and the caller gets a clear reason to show.
Nothing read is ever executed or unpickled.
"""
import json
import os
import tempfile

MAX_BYTES = 4 * 1024 * 1024


class BadFile(Exception):
    """The file exists but cannot be used; `moved_to` is where it was kept aside."""

    def __init__(self, reason, moved_to=None):
        super().__init__(reason)
        self.reason = reason
        self.moved_to = moved_to


def write(path, data, durable=True):
    """Write JSON so that a crash mid-way leaves either the old file or the new one, whole.
    durable=False skips fsync: the rename still keeps the file whole, and a power cut may only
    lose the last move (the autosave writes after every move and must not cost a frame)."""
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path):
    """Rename a bad file to the first free name.bad-N.json; returns the new path."""
    stem = path[:-5] if path.endswith(".json") else path
    n = 1
    while os.path.exists(f"{stem}.bad-{n}.json"):
        n += 1
    target = f"{stem}.bad-{n}.json"
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read(path, check):
    """Return the checked data, or None when there is no file.

    `check(data)` returns the cleaned data or raises ValueError with a reason. Raises BadFile
    (after moving the file aside) when the file cannot be used."""
    if not os.path.exists(path):
        return None
    try:
        if os.path.getsize(path) > MAX_BYTES:
            raise ValueError("the file is far too big")
        with open(path, "r", encoding="utf-8") as f:
            data = json.load(f)
        return check(data)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OSError,
            RecursionError) as exc:
        reason = str(exc) or exc.__class__.__name__
        if isinstance(exc, json.JSONDecodeError) or isinstance(exc, UnicodeDecodeError):
            reason = "the file is damaged (not readable JSON)"
        raise BadFile(reason, set_aside(path))
