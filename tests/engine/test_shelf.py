"""The shelf of past games (engine/shelf.py): one record per finished game, the newest kept up to
the setting, and a kill -9 while it is written loses nothing already on it."""
import os
import signal
import subprocess
import sys

from engine import jsonfile, record, shelf
from tests.engine.test_replay import entries, finished

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def a_record(seed=3):
    match, _events = finished(entries()[0], seed=seed)
    return record.make(match)


def test_the_shelf_keeps_its_limit_newest_first():
    data = a_record()
    for n in range(12):
        shelf.add(dict(data, date=f"2025-01-01T10:00:{n:02d}"), picture=b"png", keep=10)
    kept = shelf.entries()
    assert len(kept) == 10
    assert [e.summary["date"][-2:] for e in kept] == [f"{n:02d}" for n in range(11, 1, -1)]
    assert all(e.picture and os.path.exists(e.picture) for e in kept)
    files = os.listdir(shelf.folder())
    assert len(files) == 20                       # ten records, ten pictures: the rest went
    shelf.prune(3)
    assert len(shelf.entries()) == 3 and len(os.listdir(shelf.folder())) == 6


def test_deleting_a_game_takes_its_picture_too_and_strays_are_left_out():
    data = a_record()
    path = shelf.add(data, picture=b"png")
    with open(os.path.join(shelf.folder(), "stray.json"), "w") as f:
        f.write("{not json")
    assert [e.path for e in shelf.entries()] == [path]
    shelf.delete(path)
    assert shelf.entries() == []
    assert os.listdir(shelf.folder()) == ["stray.json"]    # not ours to remove


def test_a_saved_record_goes_to_the_records_folder_and_reads_back():
    data = a_record()
    path = shelf.save_record(data)
    again = shelf.save_record(data)
    assert path != again and os.path.dirname(path) == shelf.folder(shelf.RECORDS)
    loaded = record.read(entries(), path)
    assert loaded.match.actions == data["actions"]
    assert shelf.entries() == []                  # the shelf itself is not touched


WRITER = r"""
import sys
sys.path.insert(0, {root!r})
from engine import shelf
from tests.engine.test_shelf import a_record
data = a_record()
n = 0
while True:
    shelf.add(data, picture=b"x" * 200000, keep=5)
    n += 1
    print(n, flush=True)
"""


def test_a_kill_while_the_shelf_is_written_loses_nothing_on_it():
    data = a_record()
    before = shelf.add(data)
    proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=ROOT)],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT, env=dict(os.environ))
    try:
        for line in proc.stdout:                  # it has written and pruned some twenty times
            if int(line) >= 20:
                break
        proc.send_signal(signal.SIGKILL)          # most likely in the middle of another write
    finally:
        proc.kill()
        proc.wait()
    kept = shelf.entries()                        # sweeps what the killed writer left
    assert 1 <= len(kept) <= 6
    assert before not in [e.path for e in kept]   # the oldest went by the limit, as it should
    for e in kept:
        assert record.read(entries(), e.path).match.actions == data["actions"]
    assert not [n for n in os.listdir(shelf.folder()) if n.startswith(jsonfile.TMP_PREFIX)]
