"""The shelf of past games and the saved records, in the per-user data folder. Pure Python.

Every finished game goes on the shelf by itself (`add`): one record file each (engine.record), and
beside it a small picture of the final position (PNG bytes the scene made), the newest `keep`
kept (a setting, 50 by default). A record the person saves on purpose ("Save record…") goes to the
records folder, which the shelf never prunes, and where records from another box are put to be
opened ("Open record…" lists it).

Each file is written whole or not at all (a temporary file renamed over, engine.jsonfile), one
file per game: a kill -9 while the shelf is written leaves every other game as it was, and at
worst a temporary file the next start sweeps. Reading the list replays nothing: it reads each
record's summary (record.summary); a file that is not a record is left out of the list.
"""
import datetime
import json
import os
import secrets
from collections import namedtuple

from engine import jsonfile, paths, record

SHELF, RECORDS = "shelf", "records"
DEFAULT_KEEP = 50
KEEP_CHOICES = (10, 50, 100)
PICTURE = ".png"

Entry = namedtuple("Entry", "path summary picture")


def folder(which=SHELF):
    path = os.path.join(paths.user_dir(), which)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError:
        pass
    return path


def new_name(data, now=None):
    """Names sort oldest first (the time to the microsecond), then the game and a token: two
    boxes on one folder never write the same file."""
    now = now or datetime.datetime.now()
    return f"{now:%Y%m%d-%H%M%S-%f}-{data['game']}-{secrets.token_hex(3)}.json"


def picture_of(path):
    return path[:-len(".json")] + PICTURE


def write_bytes(path, blob):
    """Bytes written whole or not at all, as jsonfile.write does for JSON."""
    jsonfile.write_bytes(path, blob, durable=False, suffix=PICTURE)


def add(data, picture=None, keep=DEFAULT_KEEP, which=SHELF):
    """Put a finished game's record (and its picture's PNG bytes) on the shelf, then let the
    oldest go beyond `keep`. Returns the record's path, or None when nothing can be written there
    (a read-only home: the game is simply not kept)."""
    where = folder(which)
    path = os.path.join(where, new_name(data))
    try:
        if picture:
            write_bytes(picture_of(path), picture)   # first: a listed record finds its picture
        record.write(path, data)
    except OSError:
        return None
    if which == SHELF:
        prune(keep)
    return path


def names(which=SHELF):
    """The record files, oldest first."""
    try:
        found = os.listdir(folder(which))
    except OSError:
        return []
    return sorted(n for n in found if n.endswith(".json") and not n.startswith(jsonfile.TMP_PREFIX))


def prune(keep, which=SHELF):
    """Keep the newest `keep` games; the older ones' records and pictures go."""
    old = names(which)
    for name in old[:max(0, len(old) - keep)]:
        delete(os.path.join(folder(which), name))


def delete(path):
    for p in (path, picture_of(path)):
        try:
            os.remove(p)
        except OSError:
            pass


def entries(which=SHELF):
    """The games on the shelf (or in the records folder), newest first, as Entry(path, summary,
    picture path or None). Files that are not records are left out (and left alone)."""
    where = folder(which)
    jsonfile.sweep(where)
    out = []
    for name in reversed(names(which)):
        path = os.path.join(where, name)
        try:
            summary = record.summary(json.loads(jsonfile.read_bytes(path).decode("utf-8")))
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            summary = None
        if summary is None:
            continue
        picture = picture_of(path)
        out.append(Entry(path, summary, picture if os.path.isfile(picture) else None))
    return out


def save_record(data):
    """"Save record…": the record in the records folder under a name a person can read
    (game and date); returns its path. Raises OSError when it cannot be written."""
    where = folder(RECORDS)
    stamp = data["date"].replace(":", "-").replace("T", "_")
    base = os.path.join(where, f"{data['game']}_{stamp}")
    path, n = base + ".json", 2
    while os.path.exists(path):
        path, n = f"{base}-{n}.json", n + 1
    record.write(path, data)
    return path
