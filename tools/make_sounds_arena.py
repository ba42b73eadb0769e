#!/usr/bin/env python3
"""Synthesise the sound effects of ARENA into sounds/ar-*.wav.

Same rules as tools/make_sounds.py, whose building blocks (tones, noise, filters, envelopes, WAV
writer) it imports rather than copies: pure Python standard library, no samples, no recordings;
16-bit mono PCM at 22050 Hz; deterministic (each sound's noise comes from a generator seeded with
its name, so running it again writes the same bytes). The dice keep the box's own sounds/roll.wav.

    python tools/make_sounds_arena.py            # writes sounds/ar-*.wav
    python tools/make_sounds_arena.py --list     # prints name, duration and size of each

A tool script: never imported by the app.
"""
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:          # run as a script: the project's root makes `tools.` importable
    sys.path.insert(0, ROOT)
from tools.make_sounds import (  # noqa: E402  (the shared synthesiser, next to this file)
    RATE, TAU, bandpass, bell, brassy, envelope, fade_edges, highpass, lowpass, mix_into, noise,
    normalise, note_freq, rng_for, silence, tone, trim_to, write_sounds,
    C4, E4, G4, C5, E5, G5, C6)

# The partials of a struck metal plate (a gong): ratio, relative amplitude, relative decay.
GONG = [(1.0, 1.0, 1.0), (1.52, 0.55, 0.8), (2.03, 0.4, 0.6), (2.74, 0.3, 0.45), (3.41, 0.18, 0.35),
        (4.2, 0.1, 0.25)]
# A sword blade rung by a blow: bright, inharmonic, shorter.
BLADE = [(1.0, 1.0, 1.0), (2.32, 0.7, 0.7), (3.87, 0.45, 0.5), (5.1, 0.3, 0.35), (6.9, 0.15, 0.25)]


def shaped(buf, shape):
    """Multiply buf by shape(t) sample by sample (t in seconds)."""
    return [v * shape(i / RATE) for i, v in enumerate(buf)]


def add(*bufs):
    """Sample-by-sample sum of buffers of any lengths."""
    out = [0.0] * max(len(b) for b in bufs)
    for b in bufs:
        for i, v in enumerate(b):
            out[i] += v
    return out


def gong(freq, seconds, decay, amp=1.0, strike=None):
    """A struck gong: soft mallet attack, the plate's partials, a faint slow shimmer."""
    body = tone(freq, seconds, amp=amp, attack=0.012, decay=decay, partials=GONG)
    body = shaped(body, lambda t: 1.0 + 0.12 * math.sin(TAU * 3.2 * t))
    if strike is not None:
        thump = envelope(lowpass(noise(strike, 0.08), 500), 0.002, 0.02)
        mix_into(body, thump, 0.0, gain=0.5 * amp)
    return body


def clang(rnd, freq, seconds, decay, amp=1.0):
    """A short metal clang: the blade's partials and a bright click."""
    ring = tone(freq, seconds, amp=amp, attack=0.0008, decay=decay, partials=BLADE)
    click = envelope(highpass(noise(rnd, 0.03), 2500), 0.0003, 0.004)
    return mix_into(ring, click, 0.0, gain=0.8 * amp)


# --------------------------------------------------------------------------- the sounds
def s_step():
    """A soft footstep on sand: a dull low pat and a short grainy crunch."""
    rnd = rng_for("ar-step")
    dur = 0.2
    pat = tone(120, dur, amp=0.7, attack=0.003, decay=0.03, glide_to=90)
    crunch = bandpass(noise(rnd, dur), 1400, 1.2)
    crunch = [v * (0.6 + 0.4 * rnd.random()) for v in crunch]     # the grains of sand
    crunch = shaped(crunch, lambda t: min(1.0, t / 0.008) * math.exp(-t / 0.045))
    return normalise(fade_edges(trim_to(add(pat, [0.7 * v for v in crunch]), dur)), 0.5)


def s_posture():
    """Leather and armour shifting: a short rustle and two small buckle clicks."""
    rnd = rng_for("ar-posture")
    dur = 0.28
    rustle = shaped(bandpass(noise(rnd, dur), 1800, 1.0, centre_end=1100),
                    lambda t: min(1.0, t / 0.03) * math.exp(-t / 0.08))
    buf = [0.6 * v for v in rustle]
    for at, f in ((0.04, 2600), (0.11, 3100)):
        tick = tone(f, 0.06, amp=0.5, attack=0.0005, decay=0.008, partials=[(1.0, 1.0, 1.0), (1.7, 0.4, 0.6)])
        mix_into(buf, tick, at)
    return normalise(fade_edges(trim_to(buf, dur)), 0.55)


def s_hit():
    """A hit: a round thump on the body and a short clang of the blade, never harsh."""
    rnd = rng_for("ar-hit")
    dur = 0.5
    thump = tone(120, dur, amp=1.0, attack=0.002, decay=0.06, glide_to=60)
    puff = envelope(lowpass(noise(rnd, 0.2), 900), 0.001, 0.025)
    buf = add(thump, [0.6 * v for v in puff])
    mix_into(buf, clang(rnd, 880, 0.4, 0.07, 0.35), 0.01)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 6000), 0.001, 0.05), 0.7)


def s_parry():
    """A parry: a bright clean clang of blade on shield, ringing out."""
    rnd = rng_for("ar-parry")
    dur = 0.8
    buf = clang(rnd, 1250, dur, 0.22)
    mix_into(buf, tone(1250 * 1.007, dur, amp=0.35, attack=0.001, decay=0.3), 0.0)  # a slow beat
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 7000), 0.001, 0.08), 0.6)


def s_disarm():
    """A sword knocked away: it clatters on the floor, bouncing three times, then settles."""
    rnd = rng_for("ar-disarm")
    dur = 0.95
    buf = silence(dur)
    for at, amp, f in ((0.0, 1.0, 1500), (0.22, 0.7, 1650), (0.38, 0.5, 1450), (0.48, 0.35, 1700)):
        mix_into(buf, clang(rnd, f, 0.35, 0.05, amp), at)
    # the last skitter along the floor
    skitter = shaped(bandpass(noise(rnd, 0.35), 3500, 2.0),
                     lambda t: 0.25 * min(1.0, t / 0.02) * math.exp(-t / 0.12)
                     * (0.5 + 0.5 * math.sin(TAU * 30 * t)))
    mix_into(buf, skitter, 0.52)
    return normalise(fade_edges(trim_to(buf, dur), 0.001, 0.08), 0.55)


def s_fall():
    """A fighter falls: a short whoosh, a soft body thud on the sand, a little sand sliding."""
    rnd = rng_for("ar-fall")
    dur = 0.55
    whoosh = shaped(bandpass(noise(rnd, 0.12), 500, 1.0, centre_end=900),
                    lambda t: 0.35 * min(1.0, t / 0.1))
    buf = trim_to(whoosh, dur)
    thud = tone(85, 0.4, amp=1.0, attack=0.004, decay=0.08, glide_to=55,
                partials=[(1.0, 1.0, 1.0), (2.3, 0.3, 0.4)])
    mix_into(buf, thud, 0.1)
    sand = shaped(lowpass(noise(rnd, 0.35), 1400), lambda t: 0.5 * math.exp(-t / 0.09))
    mix_into(buf, sand, 0.11)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.08), 0.7)


def s_out():
    """A fighter dismissed for good: a low gong, sad but gentle, fading slowly."""
    rnd = rng_for("ar-out")
    dur = 1.2
    buf = gong(110, dur, 0.45, strike=rnd)
    buf = shaped(buf, lambda t: min(1.0, t / 0.03))
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 2500), 0.002, 0.25), 0.6)


def s_up():
    """Getting up: a rising whoosh with a small rising tone under it."""
    rnd = rng_for("ar-up")
    dur = 0.5
    whoosh = shaped(bandpass(noise(rnd, dur), 300, 1.3, centre_end=2000),
                    lambda t: math.sin(math.pi * min(1.0, t / dur)) ** 1.5)
    rise = tone(220, dur, amp=0.25, attack=0.05, glide_to=520)
    rise = shaped(rise, lambda t: math.sin(math.pi * min(1.0, t / dur)))
    return normalise(fade_edges(add(whoosh, rise), 0.005, 0.05), 0.55)


def s_pickup():
    """Picking up the sword: a short scrape as it leaves the floor and a small ring."""
    rnd = rng_for("ar-pickup")
    dur = 0.6
    scrape = bandpass(noise(rnd, 0.25), 2600, 2.5, centre_end=4200)
    scrape = shaped(scrape, lambda t: min(1.0, t / 0.03) * (0.6 + 0.4 * math.sin(TAU * 40 * t))
                    * (1.0 if t < 0.18 else max(0.0, (0.25 - t) / 0.07)))
    buf = trim_to([0.6 * v for v in scrape], dur)
    mix_into(buf, bell(note_freq(C6) * 1.5, 0.4, 0.45, 0.12), 0.2)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.08), 0.5)


def s_rest():
    """Resting: one slow calm breath (in and out) over a soft low tone."""
    rnd = rng_for("ar-rest")
    dur = 1.1
    breath = bandpass(noise(rnd, dur), 900, 0.9, centre_end=600)
    breath = shaped(breath, lambda t: 0.5 * (math.sin(math.pi * min(1.0, t / 0.5)) if t < 0.5 else
                                             0.8 * math.sin(math.pi * min(1.0, (t - 0.5) / 0.6))))
    hum = tone(note_freq(G4) / 2, dur, amp=0.3, attack=0.2)
    hum = shaped(hum, lambda t: 1.0 if t < 0.8 else max(0.0, (dur - t) / 0.3))
    return normalise(fade_edges(lowpass(add(breath, hum), 2500), 0.01, 0.15), 0.45)


def s_heal():
    """A hit point back: a gentle rising chime of four little bells."""
    dur = 0.9
    buf = silence(dur)
    for k, n in enumerate((C5, E5, G5, C6)):
        mix_into(buf, bell(note_freq(n) * 2, 0.5, 0.5 - 0.05 * k, 0.14), 0.08 * k)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.12), 0.5)


def s_round():
    """A new round: a single arena gong, brighter than the dismissal's."""
    rnd = rng_for("ar-round")
    dur = 1.2
    buf = gong(165, dur, 0.4, strike=rnd)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 4000), 0.002, 0.25), 0.6)


def s_champion():
    """The champion: a short bright brass-like fanfare, G C E then a held G."""
    dur = 1.2
    buf = silence(dur)
    notes = ((G4, 0.0, 0.14), (C5, 0.15, 0.14), (E5, 0.30, 0.14), (G5, 0.45, 0.7))
    for n, at, length in notes:
        mix_into(buf, brassy(note_freq(n), length, 0.6), at)
        mix_into(buf, brassy(note_freq(n) * 0.5, length, 0.25), at)   # a lower horn under it
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.1), 0.6)


def s_dismissed():
    """All dismissed after round 10: a descending horn in three notes, soft and slow."""
    dur = 1.2
    buf = silence(dur)
    for n, at, length in ((G4, 0.0, 0.3), (E4, 0.32, 0.3), (C4, 0.64, 0.55)):
        mix_into(buf, brassy(note_freq(n), length, 0.6), at)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 2200), 0.002, 0.15), 0.55)


SOUNDS = {
    "ar-step": s_step, "ar-posture": s_posture, "ar-hit": s_hit, "ar-parry": s_parry,
    "ar-disarm": s_disarm, "ar-fall": s_fall, "ar-out": s_out, "ar-up": s_up,
    "ar-pickup": s_pickup, "ar-rest": s_rest, "ar-heal": s_heal, "ar-round": s_round,
    "ar-champion": s_champion, "ar-dismissed": s_dismissed,
}


def main(argv):
    return write_sounds(SOUNDS, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
