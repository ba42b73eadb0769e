#!/usr/bin/env python3
"""Synthesise the sound effects of Les Dragons 100 Flammes / Dragon Inferno into sounds/di-*.wav.

Same rules as tools/make_sounds.py, whose building blocks (tones, noise, filters, envelopes, WAV
writer) it imports rather than copies: pure Python standard library, no samples, no recordings;
16-bit mono PCM at 22050 Hz; deterministic (each sound's noise comes from a generator seeded with
its name, so running it again writes the same bytes).

    python tools/make_sounds_dragon_inferno.py            # writes sounds/di-*.wav
    python tools/make_sounds_dragon_inferno.py --list     # prints name, duration and size of each

A tool script: never imported by the app.
"""
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:          # run as a script: the project's root makes `tools.` importable
    sys.path.insert(0, ROOT)
from tools.make_sounds import (  # noqa: E402  (the shared synthesiser, next to this file)
    RATE, TAU, bandpass, bell, envelope, fade_edges, highpass, lowpass, mix_into, noise, normalise,
    note_freq, rng_for, silence, soft_limit, tone, trim_to, write_sounds,
    C5, E5, G5, C6, E6)


def shaped(buf, shape):
    """Multiply buf by shape(t) sample by sample (t in seconds)."""
    return [v * shape(i / RATE) for i, v in enumerate(buf)]


def swell(t, rise, fall):
    """Linear rise over `rise` seconds then exponential fall with time constant `fall`."""
    return t / rise if t < rise else math.exp(-(t - rise) / fall)


# --------------------------------------------------------------------------- the sounds
def s_egg_drop():
    """An egg set down softly on the board: a low round thud and a tiny second bounce."""
    rnd = rng_for("di-egg-drop")
    dur = 0.32
    buf = silence(dur)
    for at, amp in ((0.0, 1.0), (0.09, 0.3)):
        thud = tone(190, 0.2, amp=amp, attack=0.002, decay=0.035, glide_to=140,
                    partials=[(1.0, 1.0, 1.0), (2.1, 0.25, 0.5)])
        puff = envelope(lowpass(noise(rnd, 0.2), 700), 0.001, 0.015)
        mix_into(buf, [a + 0.6 * amp * b for a, b in zip(thud, puff)], at)
    return normalise(fade_edges(trim_to(buf, dur)), 0.6)


def s_tile_slide():
    """A stone tile sliding over the board, then settling with a dull stone clack."""
    rnd = rng_for("di-tile-slide")
    dur = 0.7
    slide_len = 0.42
    scrape = bandpass(noise(rnd, slide_len), 1100, 1.4, centre_end=650)
    grit = highpass(noise(rnd, slide_len), 3000)
    out = []
    for i, (a, b) in enumerate(zip(scrape, grit)):
        t = i / RATE
        rough = 0.7 + 0.3 * math.sin(TAU * 23.0 * t) * math.sin(TAU * 7.0 * t)
        tail = 1.0 if t < slide_len - 0.12 else max(0.0, (slide_len - t) / 0.12)
        env = min(1.0, t / 0.06) * tail
        out.append((a + 0.12 * b) * rough * env * 0.8)
    buf = trim_to(out, dur)
    clack = tone(330, 0.25, amp=0.9, attack=0.001, decay=0.03, glide_to=300,
                 partials=[(1.0, 1.0, 1.0), (2.7, 0.4, 0.5), (4.1, 0.2, 0.3)])
    knock = envelope(bandpass(noise(rnd, 0.25), 1500, 2.0), 0.0005, 0.01)
    mix_into(buf, [a + 0.8 * b for a, b in zip(clack, knock)], slide_len - 0.03)
    return normalise(fade_edges(trim_to(buf, dur)), 0.6)


def s_egg_crack():
    """A shell crunching under a tile: a quick cluster of brittle cracks and tiny tinks."""
    rnd = rng_for("di-egg-crack")
    dur = 0.34
    buf = silence(dur)
    t = 0.0
    k = 0
    while t < 0.26:
        amp = rnd.uniform(0.5, 1.0) * math.exp(-t / 0.18)
        crack = envelope(bandpass(noise(rnd, 0.03), rnd.uniform(1800, 4200), 1.2), 0.0002,
                         rnd.uniform(0.002, 0.006))
        mix_into(buf, crack, t, gain=amp)
        if k % 3 == 0:
            tink = tone(rnd.uniform(2800, 4800), 0.08, amp=0.25 * amp, attack=0.0003, decay=0.015,
                        partials=[(1.0, 1.0, 1.0), (1.6, 0.5, 0.6)])
            mix_into(buf, tink, t + 0.003)
        t += rnd.uniform(0.008, 0.035)
        k += 1
    body = tone(240, 0.12, amp=0.35, attack=0.001, decay=0.02, glide_to=180)  # the crunch's weight
    mix_into(buf, body, 0.0)
    return normalise(fade_edges(trim_to(buf, dur), 0.001, 0.05), 0.65)


def s_hatch():
    """A hatching egg: a round magical pop, then a rising shimmer of little bells."""
    dur = 0.95
    buf = silence(dur)
    pop = tone(260, 0.12, amp=1.0, attack=0.002, decay=0.03, glide_to=900)
    mix_into(buf, pop, 0.0)
    for k, n in enumerate((C5, E5, G5, C6, E6)):
        mix_into(buf, bell(note_freq(n) * 2, 0.5, 0.45 - 0.04 * k, 0.12), 0.06 + 0.07 * k)
    buf = shaped(buf, lambda t: 0.8 + 0.2 * math.sin(TAU * 11.0 * t))
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.12), 0.6)


def s_roar():
    """A friendly dragon roar (0.85 s): a growling voice through a moving vowel, never scary;
    the pitch goes up at the end like a proud little 'rrrOAR!'."""
    rnd = rng_for("di-roar")
    dur = 0.85
    n = int(dur * RATE)
    voice = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 120 + 60 * (t / dur) ** 2 + 4.0 * math.sin(TAU * 6.0 * t)
        f *= 1.0 + 0.02 * (rnd.random() - 0.5)  # a little roughness
        phase += TAU * f / RATE
        v = sum(math.sin(h * phase) / h for h in range(1, 9))  # a soft sawtooth: all harmonics
        rumble = 0.7 + 0.3 * math.sin(TAU * 28.0 * t)  # the growl
        voice.append(v * rumble)
    vowel = [a + b for a, b in zip(bandpass(voice, 500, 2.5, centre_end=850),
                                   bandpass(voice, 1200, 3.0, centre_end=1500))]
    breath = bandpass(noise(rnd, dur), 700, 1.0, centre_end=1200)
    mixed = [a + 0.35 * b for a, b in zip(vowel, breath)]
    mixed = shaped(mixed, lambda t: min(1.0, t / 0.12) * (1.0 if t < dur - 0.25 else
                                                            max(0.0, (dur - t) / 0.25)))
    return normalise(fade_edges(soft_limit(lowpass(mixed, 2800), 1.6)), 0.7)


def s_flames():
    """A dragon lands in flames: a rising whoosh, a soft thump on landing, crackles as it burns."""
    rnd = rng_for("di-flames")
    dur = 1.05
    whoosh = bandpass(noise(rnd, dur), 350, 1.1, centre_end=1600)
    buf = shaped(whoosh, lambda t: swell(t, 0.3, 0.3))
    thump = tone(95, 0.35, amp=0.8, attack=0.004, decay=0.09, glide_to=60)
    mix_into(buf, thump, 0.28)
    for _ in range(30):
        t = rnd.uniform(0.25, 0.95)
        pop = envelope(bandpass(noise(rnd, 0.02), rnd.uniform(1500, 5000), 1.5), 0.0003, 0.003)
        mix_into(buf, pop, t, gain=rnd.uniform(0.3, 0.9) * math.exp(-(t - 0.25) / 0.45))
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.08), 0.7)


def s_fly_away():
    """A dragon with nowhere to land leaves: wing beats and a whoosh that falls and fades away."""
    rnd = rng_for("di-fly-away")
    dur = 1.3
    buf = shaped(bandpass(noise(rnd, dur), 1400, 1.3, centre_end=350),
                 lambda t: min(1.0, t / 0.1) * math.exp(-t / 0.45) * 0.7)
    for k in range(4):  # wing beats, ever softer and further away
        beat = envelope(lowpass(noise(rnd, 0.18), 600 - 80 * k), 0.03, 0.04)
        mix_into(buf, beat, 0.05 + 0.22 * k, gain=1.6 * 0.6 ** k)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 4000), 0.002, 0.2), 0.6)


def s_count(castle=False):
    """A soft wooden tick for each scoring square of the final count; a castle rings higher."""
    rnd = rng_for("di-count-castle" if castle else "di-count")
    dur = 0.3 if castle else 0.16
    f = 1500 if castle else 1000
    buf = tone(f, dur, amp=0.8, attack=0.0008, decay=0.025,
               partials=[(1.0, 1.0, 1.0), (2.4, 0.3, 0.5)])
    tap = envelope(bandpass(noise(rnd, dur), f * 1.5, 2.5), 0.0003, 0.004)
    buf = [a + 0.5 * b for a, b in zip(buf, tap)]
    if castle:
        mix_into(buf, bell(note_freq(C6) * 2, dur, 0.35, 0.08), 0.02)
    return normalise(fade_edges(trim_to(buf, dur)), 0.55)


SOUNDS = {
    "di-egg-drop": s_egg_drop, "di-tile-slide": s_tile_slide, "di-egg-crack": s_egg_crack,
    "di-hatch": s_hatch, "di-roar": s_roar, "di-flames": s_flames, "di-fly-away": s_fly_away,
    "di-count": s_count, "di-count-castle": lambda: s_count(castle=True),
}


def main(argv):
    return write_sounds(SOUNDS, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
