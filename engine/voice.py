"""The counting voice: short spoken clips in the box's language, played instead of the counting
tones while the setting `voice` is on.

The clips are sound files made once by tools/make_voice.py (espeak-ng shaped by SoX), so the box
needs nothing installed to speak: sounds/voice/<lang>/<clip>.ogg, with clips.json giving each clip's
length in seconds. Every language has the same clips:
    count-N   a number said while counting ("trois,")      N = 1..MAX_COUNT
    and-N     a bonus joining the count ("et deux")          N = 1..MAX_AND
    total-N   the total, exclaimed ("sept !")                N = 1..MAX_COUNT
A missing clip, a missing clips.json or no sound device means silence, never an error.
"""
import json

from engine import i18n, paths, sound

MAX_COUNT = 12
MAX_AND = 6
PAUSE = 0.15     # seconds of quiet after a word before the next one starts

_lengths = {}


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


def all_clips():
    """Every clip name a language must have."""
    return ([f"count-{n}" for n in range(1, MAX_COUNT + 1)]
            + [f"and-{n}" for n in range(1, MAX_AND + 1)]
            + [f"total-{n}" for n in range(1, MAX_COUNT + 1)])


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
    return sound.speak(f"voice/{lang}/{clip}", volume)
