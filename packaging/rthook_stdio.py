"""PyInstaller runtime hook: a windowed Windows program has no console, so sys.stdout and
sys.stderr are None there; writing to them would crash the box (main.py writes error lines to
sys.stderr). Send them to the null device instead. Does nothing when a console exists."""
import os
import sys

if sys.stdout is None:
    sys.stdout = open(os.devnull, "w", encoding="utf-8")
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w", encoding="utf-8")
