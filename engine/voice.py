"""The counting voice: short spoken clips in the box's language, played instead of the counting
tones while the setting `voice` is on.

The clips are sound files made once by tools/make_voice.py (espeak-ng shaped by SoX), so the box
needs nothing installed to speak: sounds/voice/<lang>/<clip>.ogg, with clips.json giving each clip's
length in seconds. Every language has the same clips:
    count-N   a number said while counting ("trois,")      N = 1..MAX_COUNT
    and-N     a bonus joining the count ("et deux")          N = 1..MAX_AND
    total-N   the total, exclaimed ("sept !")                N = 0..MAX_TOTAL
(totals past MAX_COUNT and zero are Dragons Arena's: a species' power at the end of a duel, up to
eight dragons of power 6)
A game may add spoken prompts, said as a reader would read them (issue 24): whose turn it is, what
to do, who won. They are clips named "<game id>/<name>" (sounds/voice/<lang>/<game id>/<name>.ogg),
listed by the game's spoken.py (PROMPTS) with their words in the catalogue ("<game id>.say.<name>"),
made by the same tool. The play scene's `voice_prompt()` names the moment's clips and a Prompter
(below) says each once when the moment changes, never over another word.
A missing clip, a missing clips.json or no sound device means silence, never an error.
"""
import json

from engine import i18n, paths, screens, sound

MAX_COUNT = 12
MAX_AND = 6
MAX_TOTAL = 48
PAUSE = 0.15     # seconds of quiet after a word before the next one starts

_lengths = {}
_heard = [0, None]   # how many clips were said, and the last: a Prompter waits for it to end


def enabled(settings):
    """True when the player turned the voice on (settings: the app's Settings or a dict)."""
    try:
        return settings["voice"] is True
    except (KeyError, TypeError):
        return False


def counting(pips, bonus=0):
    """The clips that count `pips` one by one, then the bonus ("and N"), then say the total."""
    clips = [f"count-{min(MAX_COUNT, k)}" for k in range(1, pips + 1)]
    if bonus > 0:
        clips.append(f"and-{min(MAX_AND, bonus)}")
    clips.append(f"total-{min(MAX_COUNT, max(0, pips + bonus))}")
    return clips


def total(n):
    """The clip exclaiming the total `n` ("vingt-trois !")."""
    return f"total-{min(MAX_TOTAL, max(0, n))}"


def all_clips():
    """Every clip name a language must have."""
    return ([f"count-{n}" for n in range(1, MAX_COUNT + 1)]
            + [f"and-{n}" for n in range(1, MAX_AND + 1)]
            + [f"total-{n}" for n in range(0, MAX_TOTAL + 1)])


def clip_path(clip, lang=None):
    return paths.asset("sounds", "voice", lang or i18n.language(), clip + ".ogg")


def length(clip, lang=None):
    """How long the clip speaks, in seconds (0.0 when unknown)."""
    lang = lang or i18n.language()
    if lang not in _lengths:
        try:
            with open(paths.asset("sounds", "voice", lang, "clips.json"), encoding="utf-8") as f:
                table = json.load(f)
            _lengths[lang] = {k: float(v) for k, v in table.items()
                              if isinstance(v, (int, float)) and not isinstance(v, bool)}
        except (OSError, ValueError, AttributeError):
            _lengths[lang] = {}
    return _lengths[lang].get(clip, 0.0)


def room(clip, lang=None):
    """Real seconds a clip needs before the next word: itself and a short pause."""
    return length(clip, lang) + PAUSE


def say(clip, lang=None, volume=1.0):
    """Say one clip in the language (the box's by default); returns the channel or None."""
    lang = lang or i18n.language()
    _heard[0] += 1
    _heard[1] = (clip, lang)
    return sound.speak(f"voice/{lang}/{clip}", volume)


def moment(names):
    """A voice_prompt() answer as a tuple of clip names: None, one name or several."""
    if names is None:
        return ()
    return (names,) if isinstance(names, str) else tuple(names)


class Prompter:
    """Says a play scene's spoken prompts (PlayScene.voice_prompt), part of the scene.

    Each frame, while the voice setting is on, it asks the scene for the moment's clips. When the
    moment changes, the clips that were not in the last one are queued (a turn said once, then
    what to do, even when the task changes within the turn). One clip is said at a time, each
    only once the last word said (a counting word too) has had its room; while the show tells a
    move (the counting among it) the moment is not even asked: it has not come yet. A moment
    that changes before its clips are said replaces them: what has passed is not said late.
    Time is the frames' dt, so a test drives it without a clock."""

    def __init__(self):
        self.moment = ()
        self.queue = []
        self.quiet = 0.0        # seconds before the voice is free
        self.heard = _heard[0]  # clips said so far, by anybody

    def update(self, scene, dt):
        self.quiet = max(0.0, self.quiet - dt)
        if self.heard != _heard[0]:        # a word said elsewhere (counting): give it its room
            self.heard = _heard[0]
            self.quiet = max(self.quiet, room(*_heard[1]))
        if not enabled(scene.app.settings):
            self.moment, self.queue = (), []
            return None
        if scene.show.telling() or not self.facing(scene):
            return None
        now = moment(scene.voice_prompt())
        if now != self.moment:
            self.queue = [c for c in now if c not in self.moment]
            self.moment = now
        if not self.queue or self.quiet > 0:
            return None
        clip = self.queue.pop(0)
        say(clip)
        self.heard = _heard[0]
        self.quiet = room(clip)
        return clip

    @staticmethod
    def facing(scene):
        """The children see the game: it is on top, or under its hand-over or end screen (not
        under the menu, the settings, the rules book or a tip, which wait for a grown-up)."""
        top = scene.app.stack.top
        return top is scene or type(top) in (screens.get("handover"), screens.get("end"))
