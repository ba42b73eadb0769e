"""The autosave: the match in progress, written after every action (autosave.json)."""
import os

from engine import jsonfile, paths
from engine.match import Match
from engine.registry import find


def autosave_path():
    return os.path.join(paths.user_dir(), "autosave.json")


def save(match):
    try:
        jsonfile.write(autosave_path(), match.to_json(), durable=False)
    except OSError:
        pass  # a full or read-only disk must not stop the game in progress


def clear():
    try:
        os.remove(autosave_path())
    except OSError:
        pass


def load(registry):
    """The saved Match, or None. Raises jsonfile.BadFile for a file that cannot be used."""
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
