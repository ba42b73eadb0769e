#!/usr/bin/env python3
"""Make the counting voice of Dragons & Arenas: sounds/voice/<lang>/*.ogg, French and English.

The words are spoken by espeak-ng (Debian package `espeak-ng`) and shaped by SoX (package `sox`,
with its Ogg Vorbis writer): silence trimmed at both ends, peak normalised, a short fade in and
out, mono 22050 Hz Ogg Vorbis. The box only plays the files; it needs nothing installed to speak.

Clips, the same names in every language (engine/voice.py plays them):
    count-N   a number said while counting, with a "more to come" lilt ("trois,")    N = 1..12
    and-N     the bonus joining the count ("et deux", "and two")                    N = 1..6
    total-N   the total, exclaimed ("sept !", "seven!")                             N = 0..48
and the games' spoken prompts (issue 24: the voice says what a reader would read), in a folder per
game: sounds/voice/<lang>/<game id>/<name>.ogg for every name in games/<pkg>/spoken.py's PROMPTS
(that list is the one place the tool and the tests read), spoken from the catalogue's
"<game id>.say.<name>" (locale/<lang>/*.json); said.json records the words each was made from, so
a test sees a catalogue text changed without its clip made again.
A count goes up to 12 (two dice) although Chevaliers et Dragons needs only 8 (die 6 + bonus 2).
The totals go on to 48 and start at 0 for Dragons Arena's final count (a species' power: up to
eight dragons of power 6, or none left); past twelve espeak-ng reads the digits in the language.
Each folder also gets clips.json: every clip's length in seconds, which the shows read to leave
each word time to finish (tests check it against the files).

Deterministic: espeak-ng writes the same samples on every run and SoX runs with -R (repeatable
dither and Vorbis stream serial), so running the script again writes the same bytes (with the same
versions of espeak-ng, SoX and libvorbis).

    python3 tools/make_voice.py            # writes sounds/voice/fr/ and sounds/voice/en/
    python3 tools/make_voice.py --check    # only checks the clips there: present, not silent,
                                           # sane lengths, clips.json up to date
A tool script: never imported by the app.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "sounds", "voice")
RATE = 22050
MAX_COUNT = 12
MAX_AND = 6
MAX_TOTAL = 48

# One clear, friendly, slow voice per language: espeak-ng's formant voices with a female variant
# (f3) a little higher than usual, at about 70 % of the default speed (175 words a minute).
VOICES = {
    "fr": {"voice": "fr+f3", "speed": 125, "pitch": 58,
           "numbers": ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
                       "dix", "onze", "douze"],
           "zero": "zéro", "count": "{n},", "and": "et {n}", "total": "{n} !"},
    "en": {"voice": "en-gb+f3", "speed": 125, "pitch": 58,
           "numbers": ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                       "ten", "eleven", "twelve"],
           "zero": "zero", "count": "{n},", "and": "and {n}", "total": "{n}!"},
}
TOTAL_PITCH = 70      # the exclaimed total sits higher: "seven!"
QUALITY = 3           # Vorbis quality (-1..10): speech stays clear, a clip is a few kilobytes

# Listen-check figures: every clip must have sound in it and a sane length.
MIN_SECONDS, MAX_SECONDS = 0.15, 1.6
MIN_RMS = 0.03        # RMS amplitude of the whole clip (full scale = 1)


# The games that speak prompts: the module listing them (no pygame), read by the tool and tests.
SPOKEN = ["games.dragons_arena.spoken", "games.chevaliers_dragons.spoken"]
MIN_PROMPT, MAX_PROMPT = 0.4, 3.5     # a prompt is a short sentence


def catalogue(lang):
    """Every text of a language, as engine/i18n merges them (locale/<lang>/*.json)."""
    merged = {}
    folder = os.path.join(ROOT, "locale", lang)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                merged.update(json.load(f))
    return merged


def prompts(lang):
    """[(clip name, text, pitch)]: the games' spoken prompts in one language."""
    import importlib
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    texts = catalogue(lang)
    out = []
    for module in SPOKEN:
        m = importlib.import_module(module)
        out += [(f"{m.GAME}/{name}", texts[f"{m.GAME}.say.{name}"], VOICES[lang]["pitch"])
                for name in m.PROMPTS]
    return out


def clips(lang):
    """[(clip name, text, pitch)] for one language: the counting words, then the prompts."""
    v = VOICES[lang]
    # Twelve and under as the list spells them (the clips made before stay byte-identical); zero
    # and the bigger totals as espeak-ng reads them in the language.
    word = lambda n: (v["zero"] if n == 0 else  # noqa: E731
                      v["numbers"][n - 1] if n <= len(v["numbers"]) else str(n))
    out = [(f"count-{n}", v["count"].format(n=word(n)), v["pitch"])
           for n in range(1, MAX_COUNT + 1)]
    out += [(f"and-{n}", v["and"].format(n=word(n)), v["pitch"]) for n in range(1, MAX_AND + 1)]
    out += [(f"total-{n}", v["total"].format(n=word(n)), TOTAL_PITCH)
            for n in range(0, MAX_TOTAL + 1)]
    return out + prompts(lang)


def need(program):
    if shutil.which(program) is None:
        sys.exit(f"make_voice: {program} is not installed (Debian: apt-get install {program})")


def run(args):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"make_voice: {' '.join(args)} failed:\n{r.stderr}")
    return r.stdout + r.stderr


def speak(lang, text, pitch, out_path, scratch):
    v = VOICES[lang]
    raw = os.path.join(scratch, "raw.wav")
    run(["espeak-ng", "-v", v["voice"], "-s", str(v["speed"]), "-p", str(pitch), "-a", "150",
         "-w", raw, text])
    # trim the silence at the start, reverse, trim the silence at the (former) end and fade it out
    # gently (40 ms), reverse back and fade in (10 ms); then peak normalise to -1 dBFS
    run(["sox", "-R", raw, "-r", str(RATE), "-c", "1", "-C", str(QUALITY),
         "--comment", "Dragons & Arenas counting voice (espeak-ng, SoX)", out_path,
         "silence", "1", "0.01", "0.5%", "reverse", "silence", "1", "0.01", "0.5%",
         "fade", "t", "0.04", "reverse", "fade", "t", "0.01", "norm", "-1"])


def measure(path):
    """(seconds, rms amplitude) of a sound file, read back through SoX."""
    stat = run(["sox", path, "-n", "stat"])
    figures = {}
    for line in stat.splitlines():
        if ":" in line:
            k, _, val = line.partition(":")
            try:
                figures[k.strip()] = float(val.split()[0])
            except (ValueError, IndexError):
                pass
    return figures.get("Length (seconds)", 0.0), figures.get("RMS     amplitude", 0.0)


def check(lang):
    """Problems with one language's clips (an empty list when all is well)."""
    folder = os.path.join(OUT_DIR, lang)
    problems = []
    try:
        with open(os.path.join(folder, "clips.json"), encoding="utf-8") as f:
            lengths = json.load(f)
    except (OSError, ValueError) as bad:
        return [f"{lang}: clips.json unreadable ({bad})"]
    try:
        with open(os.path.join(folder, "said.json"), encoding="utf-8") as f:
            said = json.load(f)
    except (OSError, ValueError):
        said = {}
    for name, text, _pitch in clips(lang):
        path = os.path.join(folder, name + ".ogg")
        if not os.path.isfile(path):
            problems.append(f"{lang}/{name}.ogg is missing")
            continue
        seconds, rms = measure(path)
        low, high = (MIN_PROMPT, MAX_PROMPT) if "/" in name else (MIN_SECONDS, MAX_SECONDS)
        if "/" in name and said.get(name) != text:
            problems.append(f"{lang}/{name}.ogg was made from {said.get(name)!r}, not {text!r}")
        if not low <= seconds <= high:
            problems.append(f"{lang}/{name}.ogg lasts {seconds:.2f} s")
        if rms < MIN_RMS:
            problems.append(f"{lang}/{name}.ogg is nearly silent (RMS {rms:.3f})")
        if abs(lengths.get(name, -1) - seconds) > 0.01:
            problems.append(f"{lang}/clips.json says {lengths.get(name)} s for {name}")
    return problems


def make(lang):
    folder = os.path.join(OUT_DIR, lang)
    os.makedirs(folder, exist_ok=True)
    lengths, said = {}, {}
    with tempfile.TemporaryDirectory() as scratch:
        for name, text, pitch in clips(lang):
            path = os.path.join(folder, name + ".ogg")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            speak(lang, text, pitch, path, scratch)
            lengths[name] = round(measure(path)[0], 3)
            if "/" in name:
                said[name] = text
    for table, name in ((lengths, "clips.json"), (said, "said.json")):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            json.dump(table, f, indent=1, sort_keys=True, ensure_ascii=False)
            f.write("\n")
    return lengths


def main(argv):
    need("sox")
    if "--check" not in argv:
        need("espeak-ng")
        for lang in VOICES:
            lengths = make(lang)
            print(f"{lang}: {len(lengths)} clips, {min(lengths.values()):.2f}-"
                  f"{max(lengths.values()):.2f} s")
    problems = [p for lang in VOICES for p in check(lang)]
    size = sum(os.path.getsize(os.path.join(here, f))
               for here, _d, files in os.walk(OUT_DIR) for f in files)
    print(f"sounds/voice: {size / 1024:.0f} KB")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
