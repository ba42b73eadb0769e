"""The classroom figures, recorded where things are drawn, so one test can hold every game to them.

A scene (or a widget) says what a child presses and what a child reads as it draws it:

    classroom.pressable(rect, "end-turn")                   # a button, a piece, a number button
    classroom.child_text(surface_rect, glyphs, "turn")      # words a child needs
    classroom.child_text(surface_rect, glyphs, "total", number=True)   # a number a child counts
    classroom.contrast(fg, bg, "banner")                     # a text colour on what is behind it

`glyphs` is the rendered text surface (from engine.ui.text.render). Words are measured by the
drawn height of their capitals at the size they were rendered at, never by the ink box of the whole
string (a descender or an accent would make "puissance" count taller than its letters read);
numbers by the drawn height of their digits (Andika draws a "96 px" digit about 71 px tall). In play nothing is recorded (one
test of a global per call); a test opens `with classroom.record() as seen:` around a draw and
checks `seen` against the figures below (design pixels at 1920x1080).
"""
import contextlib

PRESS_MIN = 120       # short side of anything a child presses, at 1920x1080
PRESS_GAP = 16        # between two things a child presses
TEXT_MIN = 42         # drawn capital height of words a child needs
NUMBER_MIN = 96       # drawn glyph height of numbers a child counts
CONTRAST_MIN = 7.0    # WCAG ratio of text against what is behind it

_seen = None


class Seen:
    """What one draw recorded: lists of (name, rect), (name, ink_height, number) and
    (name, fg, bg)."""

    def __init__(self):
        self.presses = []
        self.texts = []
        self.contrasts = []


def recording():
    return _seen is not None


def pressable(rect, name):
    if _seen is not None and rect is not None and rect[2] > 0 and rect[3] > 0:
        _seen.presses.append((name, tuple(int(v) for v in rect)))


def child_text(glyphs, name, number=False):
    """`glyphs`: the surface engine.ui.text.render gave. A surface made otherwise is measured by
    its ink box (too kind to words with descenders: render child text with text.render)."""
    if _seen is not None:
        from engine.ui import text
        made = None if number else text.made_at(glyphs)
        height = text.cap_height(*made) if made else glyphs.get_bounding_rect().height
        _seen.texts.append((name, height, number))


def contrast(fg, bg, name):
    if _seen is not None:
        _seen.contrasts.append((name, tuple(fg[:3]), tuple(bg[:3])))


@contextlib.contextmanager
def record():
    global _seen
    old, _seen = _seen, Seen()
    try:
        yield _seen
    finally:
        _seen = old
