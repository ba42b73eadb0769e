"""The stage: what the screen tells the players of a game in progress, the same way in every game.

PlayScene owns one Stage beside its Show and hands it to the game's scene as `self.stage`. It holds

- `shown`: the viewer's observation as the screen shows it. Animations change it as they land;
  `resync(view)` (the engine calls it at the end of every batch of events, and after undo, redo and
  a hand-over) makes it equal to the observation again, whatever was skipped.
- named hide-sets: pieces that an animation is still bringing (`hide("tiles", 3)`, `hidden("tiles")`),
  emptied by resync.
- `version`: bumped by `touch()` whenever what is shown changes, so a cached layer keyed on it is
  drawn again exactly when needed.
- `say(...)`: a band across the board for a moment (who did what, a result), and `band()` to draw it.
- `note(...)`: a short note in place of the prompt line (why a tap did nothing), and `note_text()`.
- the move log's hold: the lines of a batch wait until the show has told it (`log(entries)`).
- `time`: the screen's one clock, for ambient motion (a shimmer, a pulse) and a long press;
  `ambient(moving)` keeps the screen drawn while such motion goes on.

Bands and notes are tweens on the show's one timeline: the animation speed stretches them,
`Show.skip()` ends them with the rest, and `PlayScene.animating()` sees them, so no game keeps a
clock or a timer of its own. At the "instant" speed the timeline finishes every tween at once: a
note (a person's own tap) then stays until that person's next input instead, so it is still read;
at any speed the next input ends it.
"""
from engine.rules import clone
from engine.ui.effects import fade

BAND, NOTE = "stage.band", "stage.note"


class Band:
    """What a band shows: words (`text`, an optional second `line`), the seat it is about (its
    colour and emblem) or a picture (`icon`), and `alpha` (0..1, fading in and out)."""
    __slots__ = ("text", "line", "seat", "icon", "alpha", "data")

    def __init__(self, text, line, seat, icon, alpha, data):
        self.text, self.line, self.seat, self.icon = text, line, seat, icon
        self.alpha, self.data = alpha, data


class Stage:
    def __init__(self, show):
        self.show = show
        self.shown = None
        self.version = 0
        self.time = 0.0
        self._hidden = {}
        self._note = None          # (words, its tween or None until first shown, seconds)
        self._log_told = None      # how many log lines the screen has told; None: all of them
        self._ambient = []         # () -> True while something moves by itself (a pulse)
        self._rush = None          # () -> True once the rush to a person's turn is over

    # --- the clock -------------------------------------------------------------------------------
    def update(self, dt):
        self.time += dt
        if self._rush is not None:
            if self._rush():
                self._rush = None
            else:
                self.show.rush()

    def rush_until(self, arrived):
        """Tell everything at once, results included, until `arrived()` (a person's turn)."""
        self._rush = arrived

    def rushing(self):
        return self._rush is not None

    def ambient(self, moving):
        """Register `moving()`: while it is true the screen keeps being drawn (a slow pulse that
        calls a child, a piece being dragged), drawn from `time`."""
        self._ambient.append(moving)

    def moving(self):
        return any(m() for m in self._ambient)

    # --- what is shown ---------------------------------------------------------------------------
    def touch(self):
        self.version += 1

    def resync(self, view):
        """The shown observation becomes `view`; nothing stays hidden."""
        self.shown = clone(view)
        self._hidden = {}
        self.touch()

    def hide(self, name, key):
        self._hidden.setdefault(name, set()).add(key)
        self.touch()

    def unhide(self, name, key):
        self._hidden.get(name, set()).discard(key)
        self.touch()

    def hidden(self, name):
        """The keys hidden under `name` (a set the caller must not change)."""
        return self._hidden.get(name, frozenset())

    def hidden_key(self):
        """Everything hidden, as a hashable key for a cached layer."""
        return tuple(sorted((name, tuple(sorted(keys, key=repr)))
                            for name, keys in self._hidden.items() if keys))

    # --- a band across the board -----------------------------------------------------------------
    def say(self, text, seconds=2.0, seat=None, line="", icon=None, blocking=False, **data):
        """A band from now on for `seconds` of the timeline (call it inside a show step to have it
        come in its turn). blocking=True makes input wait for it too. Extra keywords are kept
        for the drawing (`band().data`)."""
        self.show.timeline.tweens = [tw for tw in self.show.timeline.tweens if tw.tag != BAND]
        spec = {"text": text, "line": line, "seat": seat, "icon": icon, "data": data}
        tw = self.show.tween(seconds, BAND, spec, blocking=blocking,
                             on_start=lambda tw: self.touch(), on_done=lambda tw: self.touch())
        tw.update(0)                 # showing from this very frame on
        return tw

    def say_in_turn(self, text, seconds=2.0, seat=None, line="", icon=None, hold=None,
                    skippable=True, sound_name=None, **data):
        """A band that comes after everything queued so far; the show waits `hold` seconds of it
        (all of it by default) before going on."""
        def start():
            self.say(text, seconds, seat, line, icon, **data)
        self.show.step(start)
        self.show.then(seconds if hold is None else hold, "stage.wait", skippable=skippable,
                       sound_name=sound_name)

    def band(self):
        """The band to draw now, or None."""
        for tw in self.show.timeline.tweens:
            if tw.tag == BAND and tw.active:
                d = tw.data
                alpha = fade(tw.raw, 0.1, 0.15) / 255
                return Band(d["text"], d["line"], d["seat"], d["icon"], alpha, d["data"])
        return None

    # --- a note on the prompt line ---------------------------------------------------------------
    def note(self, words, seconds=2.5, when_seen=False):
        """`words` in place of the prompt for `seconds` (a tap that could not be done, and why).
        when_seen: its time starts when the prompt line first shows it (note_text), not now: a
        note after an undo waited behind a hand-over screen and was gone when the board came."""
        tw = None if when_seen else self.show.tween(seconds, NOTE, {}, blocking=False)
        self._note = (words, tw, seconds)

    def note_text(self):
        """The note in place of the prompt now, or None (asked as the prompt line is drawn)."""
        if self._note is None:
            return None
        words, tw, seconds = self._note
        if tw is None:
            self._note = (words, self.show.tween(seconds, NOTE, {}, blocking=False), seconds)
        elif tw.done and self.show.speed:
            self._note = None
            return None
        return words

    def input(self):
        """A person's input (a press, a key): the note told about their last one is past, at any
        speed. It stayed its full time, so after a refused tap and a good one "A 4 cannot beat
        a 4." still stood under the dragon chosen next; a new refusal sets a new note."""
        self._note = None

    # --- the move log ------------------------------------------------------------------------------
    def hold_log(self, before, after):
        """A batch of events took the log from `before` lines to `after`: the new lines wait until
        the show has told the batch (queue this after the batch's animations)."""
        if self._log_told is None:
            self._log_told = before
        self.show.step(lambda: self._told(after))

    def _told(self, count):
        self._log_told = max(self._log_told or 0, count)
        if not self.show.steps:      # nothing else waits its turn: the whole log is told
            self._log_told = None

    def log(self, entries):
        """The move log's entries the screen may show now (newest last)."""
        if self._log_told is None:
            return entries
        return entries[:self._log_told]

    # --- starting again --------------------------------------------------------------------------
    def reset(self):
        """After undo, redo, a restart or a new viewer: no band, no note, no rush, the whole log
        (the scene then resyncs the shown observation, its own way)."""
        self._note = None
        self._log_told = None
        self._rush = None
        self.show.timeline.tweens = [tw for tw in self.show.timeline.tweens
                                     if tw.tag not in (BAND, NOTE)]
