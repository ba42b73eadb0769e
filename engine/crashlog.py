"""The per-user crash log: details for the developers, never a traceback on a player's screen."""
import os
import time

from engine import paths


def write(text):
    """Append `text` (a traceback) to crash.log in the per-user data folder; returns its path, or
    None when the folder cannot be written (the box goes on all the same)."""
    try:
        path = os.path.join(paths.user_dir(), "crash.log")
        with open(path, "a", encoding="utf-8") as f:
            f.write(time.strftime("%Y-%m-%d %H:%M:%S ") + text.rstrip("\n") + "\n")
        return path
    except Exception:
        return None
