"""Safe JSON files for settings and saves: written atomically, read with suspicion.

A file that is truncated, not JSON, too big, not an ordinary file (a pipe, a device, a link to
/dev/zero), of another version or of the wrong shape is moved aside (name.bad-N.json) so nothing
is lost, and the caller gets a reason to show: a key in the box's texts (`file.*`, `save.*`),
never Python's own wording, which goes to the crash log with the details.
Nothing read is ever executed or unpickled.
"""
import json
import os
import stat
import tempfile
import time
import traceback

from engine import crashlog

MAX_BYTES = 4 * 1024 * 1024
TMP_PREFIX = ".tmp-"
STALE_TMP_S = 60    # a write takes milliseconds: a temporary file this old was left by a kill


class Refused(ValueError):
    """A check's refusal, with the key of the plain sentence that says why."""

    def __init__(self, key):
        super().__init__(key)
        self.key = key


class BadFile(Exception):
    """The file exists but cannot be used. `reason` is a text key (file.*, save.*); `moved_to` is
    where it was kept aside, None when it could not be moved (a read-only folder)."""

    def __init__(self, reason, moved_to=None, path=None):
        super().__init__(reason)
        self.reason = reason
        self.moved_to = moved_to
        self.path = path


def write(path, data, durable=True):
    """Write JSON so that a crash mid-way leaves either the old file or the new one, whole.
    durable=True also fsyncs the file and its folder, so once this returns the new file survives
    a power cut; durable=False skips that (the rename still keeps the file whole against a killed
    process, which is what the background writer of computer moves needs)."""
    _write_whole(path, lambda f: json.dump(data, f, ensure_ascii=False, separators=(",", ":")),
                 durable, ".json", "w")


def write_bytes(path, blob, durable=True, suffix=".json"):
    """Bytes written whole or not at all (see write); `suffix` names the temporary file, which
    sweep() clears after a kill (.json, or .png for the shelf's pictures)."""
    _write_whole(path, lambda f: f.write(blob), durable, suffix, "wb")


def _write_whole(path, put, durable, suffix, mode):
    folder = os.path.dirname(path) or "."
    os.makedirs(folder, exist_ok=True)
    # The writer's process id is in the name, so the next start knows a kill left it (sweep).
    fd, tmp = tempfile.mkstemp(prefix=f"{TMP_PREFIX}{os.getpid()}-", suffix=suffix, dir=folder)
    try:
        with os.fdopen(fd, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
            put(f)
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
    if durable:
        _sync_folder(folder)


def _sync_folder(folder):
    """The rename itself is only durable once the folder is synced (POSIX; Windows cannot open a
    folder this way and journals renames itself)."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def _writer_gone(name):
    """Is the process that wrote this temporary file gone? (Its id is in the name; on Windows,
    where signal 0 would end a process, only the age tells.)"""
    try:
        pid = int(name[len(TMP_PREFIX):].split("-", 1)[0])
    except ValueError:
        return False
    if pid == os.getpid():
        return True     # this box: it sweeps before it writes anything
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False    # alive, someone else's
    return False


def sweep(folder, now=None):
    """Remove the temporary files a killed writer left behind: those whose process is gone, and
    any old one. Never a fresh one of a live process: another box open on the same folder may be
    writing it right now. Returns how many went."""
    now = time.time() if now is None else now
    gone = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        # .png: the shelf's pictures of final positions (engine.shelf) are written the same way
        if not (name.startswith(TMP_PREFIX) and name.endswith((".json", ".png"))):
            continue
        full = os.path.join(folder, name)
        try:
            st = os.lstat(full)
            if stat.S_ISREG(st.st_mode) and (_writer_gone(name)
                                              or now - st.st_mtime > STALE_TMP_S):
                os.remove(full)
                gone += 1
        except OSError:
            pass
    return gone


def writable(folder):
    """Can files be created in `folder`? (Tried, not guessed from its mode: root ignores modes,
    and a read-only mount does not show in them.)"""
    try:
        fd, probe = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".json", dir=folder)
    except OSError:
        return False
    os.close(fd)
    try:
        os.remove(probe)
    except OSError:
        pass
    return True


def set_aside(path):
    """Rename a bad file to the first free name.bad-N.json; returns the new path, or None when it
    cannot be renamed (a read-only folder)."""
    stem = path[:-5] if path.endswith(".json") else path
    n = 1
    while os.path.lexists(f"{stem}.bad-{n}.json"):
        n += 1
    target = f"{stem}.bad-{n}.json"
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read_bytes(path, limit=None):
    """The bytes of an ordinary file of at most `limit` bytes. Refuses anything else without
    waiting on it: a FIFO is opened non-blocking, and /dev/zero or /dev/urandom (a device, or a
    link to one) is never read, since its size says 0 whatever it holds."""
    limit = MAX_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused("file.not_regular")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise Refused("file.too_big")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read(path, check):
    """Return the checked data, or None when there is no file.

    `check(data)` returns the cleaned data or raises Refused (or ValueError) with a reason. Raises
    BadFile (after moving the file aside) when the file cannot be used."""
    if not os.path.lexists(path):
        return None
    try:
        data = json.loads(read_bytes(path).decode("utf-8"))
        return check(data)
    except Refused as refused:
        reason = refused.key
    except (UnicodeDecodeError, json.JSONDecodeError):
        reason = "file.damaged"
    except FileNotFoundError:
        return None  # a link to nothing: there is no file to read
    except OSError:
        # A folder in its place, no permission, an I/O error: the wording is the system's.
        crashlog.write(f"{path} could not be read:\n" + traceback.format_exc())
        reason = "file.unreadable"
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        # Deeply nested lists, numbers that do not parse, a shape a check did not expect.
        crashlog.write(f"{path} could not be used:\n" + traceback.format_exc())
        reason = "file.damaged"
    raise BadFile(reason, set_aside(path), path)
