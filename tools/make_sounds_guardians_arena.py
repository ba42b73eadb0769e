#!/usr/bin/env python3
"""Synthesise the sound effects of Guardians Arena into sounds/ga-*.wav.

Same rules as tools/make_sounds.py, whose building blocks (tones, noise, filters, envelopes, WAV
writer) it imports rather than copies, and ARENA's metal helpers from tools/make_sounds_arena.py:
pure Python standard library, no samples, no recordings; 16-bit mono PCM at 22050 Hz;
deterministic (each sound's noise comes from a generator seeded with its name, so running it
again writes the same bytes). Every sound is under 1.5 s, soft (peaks -7 to -3.5 dBFS) and fades in
and out, so it never clicks.

    python tools/make_sounds_guardians_arena.py            # writes sounds/ga-*.wav
    python tools/make_sounds_guardians_arena.py --list     # prints name, duration and size of each

A tool script: never imported by the app.
"""
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:          # run as a script: the project's root makes `tools.` importable
    sys.path.insert(0, ROOT)
from tools.make_sounds import (  # noqa: E402  (the shared synthesiser, next to this file)
    TAU, bandpass, bell, brassy, envelope, fade_edges, highpass, lowpass, marimba, mix_into,
    noise, normalise, note_freq, rng_for, silence, tone, trim_to, write_sounds,
    C4, D4, G4, C5, D5, E5, G5, C6, E6)
from tools.make_sounds_arena import add, clang, gong, shaped  # noqa: E402  (metal and envelopes)

G3 = -14  # G3 (196 Hz), as semitones from A4


def swish(rnd, seconds, start_hz, end_hz, q=1.2, rise=None, fall=None):
    """A card's edge brushing the table: band-passed noise sweeping from start_hz to end_hz;
    with rise and fall (seconds) it swells in linearly and dies away exponentially."""
    buf = bandpass(noise(rnd, seconds), start_hz, q, centre_end=end_hz)
    if rise is None:
        return buf
    return shaped(buf, lambda t: min(1.0, t / rise) * math.exp(-t / fall))


def tap(rnd, amp=1.0, low=170):
    """A card landing flat: a muffled low pat with a puff of air."""
    pat = tone(low, 0.09, amp=0.8 * amp, attack=0.002, decay=0.018, glide_to=low * 0.8)
    puff = envelope(lowpass(noise(rnd, 0.09), 900), 0.001, 0.012)
    return add(pat, [0.7 * amp * v for v in puff])


def flick(rnd, amp=1.0, centre=3200):
    """One card's corner snapping past the thumb: a very short bright noise burst."""
    return [amp * v for v in envelope(bandpass(noise(rnd, 0.03), centre, 2.0), 0.0004, 0.005)]


# --------------------------------------------------------------------------- the sounds
def s_deal():
    """One card dealt: a quick slide over the felt, then a soft landing."""
    rnd = rng_for("ga-deal")
    dur = 0.24
    buf = add(swish(rnd, 0.16, 3000, 1400, rise=0.02, fall=0.07), silence(dur))
    mix_into(buf, tap(rnd, 0.6, 200), 0.12)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.03), 0.5)


def s_shuffle():
    """A deck riffled: two halves' corners flick down ever faster, then the deck is squared."""
    rnd = rng_for("ga-shuffle")
    dur = 1.05
    buf = silence(dur)
    t, gap = 0.03, 0.034
    while t < 0.72:
        mix_into(buf, flick(rnd, rnd.uniform(0.5, 1.0), rnd.uniform(2400, 4200)), t)
        t += gap * rnd.uniform(0.8, 1.2)
        gap = max(0.016, gap * 0.96)
    mix_into(buf, swish(rnd, 0.2, 1800, 900, 0.9, rise=0.05, fall=0.06), 0.74, gain=0.8)
    mix_into(buf, tap(rnd, 0.9, 160), 0.9)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.05), 0.55)


def s_flip():
    """A card turned face up: a light flick and the flap of it falling flat."""
    rnd = rng_for("ga-flip")
    dur = 0.26
    buf = add(flick(rnd, 0.8, 3600), silence(dur))
    air = shaped(swish(rnd, 0.1, 900, 2200, 1.0), lambda t: math.sin(math.pi * min(1.0, t / 0.1)))
    mix_into(buf, air, 0.02, gain=0.6)
    mix_into(buf, tap(rnd, 0.7, 230), 0.12)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.03), 0.5)


def s_enlist():
    """A card laid face down on a stronghold: a slow slide, a soft thud and a tiny stone knock."""
    rnd = rng_for("ga-enlist")
    dur = 0.42
    buf = add(swish(rnd, 0.22, 1600, 700, 1.0, rise=0.06, fall=0.08), silence(dur))
    mix_into(buf, tap(rnd, 1.0, 140), 0.18)
    knock = tone(620, 0.08, amp=0.25, attack=0.001, decay=0.012,
                 partials=[(1.0, 1.0, 1.0), (2.3, 0.4, 0.5)])
    mix_into(buf, knock, 0.19)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.06), 0.55)


def s_clash():
    """Two creatures meet in the duel zone: a dull boom and a bright clang, with a rush of air."""
    rnd = rng_for("ga-clash")
    dur = 0.7
    rush = shaped(swish(rnd, 0.12, 600, 2400, 0.9), lambda t: (t / 0.12) ** 2)
    buf = add(rush, silence(dur))
    boom = tone(95, 0.5, amp=1.0, attack=0.003, decay=0.11, glide_to=60)
    mix_into(buf, boom, 0.11)
    mix_into(buf, clang(rnd, 880, 0.5, 0.12, 0.55), 0.11)
    mix_into(buf, clang(rnd, 1170, 0.4, 0.08, 0.35), 0.14)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 6000), 0.002, 0.12), 0.65)


def s_spell():
    """A spell or an item played: a shimmer of high bells over a soft airy sweep."""
    rnd = rng_for("ga-spell")
    dur = 0.95
    air = shaped(highpass(swish(rnd, dur, 2500, 6000, 0.8), 1500),
                 lambda t: min(1.0, t / 0.25) * math.exp(-max(0.0, t - 0.25) / 0.2))
    buf = [0.35 * v for v in air]
    for k, n in enumerate((G5, C6, E6, G5 + 12, C6 + 12, E6)):
        mix_into(buf, bell(note_freq(n), 0.45, 0.5 - 0.04 * k, 0.14), 0.04 + 0.07 * k)
    buf = shaped(buf, lambda t: 0.75 + 0.25 * math.sin(TAU * 9.0 * t))
    return normalise(fade_edges(trim_to(buf, dur), 0.004, 0.15), 0.55)


def s_corrupt():
    """A creature corrupted: two slightly out-of-tune voices sliding down together, sour."""
    dur = 0.8
    buf = silence(dur)
    for f, amp in ((520, 0.7), (552, 0.6), (390, 0.4)):
        mix_into(buf, tone(f, 0.75, amp=amp, attack=0.03, decay=0.35, wave_shape="triangle",
                           glide_to=f * 0.62, vibrato=0.012, vib_rate=5.5), 0.0)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 2200), 0.004, 0.15), 0.55)


def s_shield():
    """A shield cancels: a struck metal ward that rings, and a hum that rises as it holds."""
    rnd = rng_for("ga-shield")
    dur = 0.85
    buf = add(gong(520, dur, 0.22, 0.7, strike=rnd), silence(dur))
    hum = tone(660, 0.6, amp=0.3, attack=0.15, decay=0.25, glide_to=880, vibrato=0.01, vib_rate=7.0)
    mix_into(buf, hum, 0.08)
    mix_into(buf, bell(note_freq(E6), 0.5, 0.25, 0.12), 0.02)
    return normalise(fade_edges(trim_to(buf, dur), 0.003, 0.15), 0.6)


def s_win_round():
    """A duellist wins the round: three quick rising notes and a held top note."""
    dur = 0.9
    buf = silence(dur)
    for k, n in enumerate((G4, C5, E5)):
        mix_into(buf, brassy(note_freq(n), 0.11, 0.75), k * 0.085)
    mix_into(buf, brassy(note_freq(G5), 0.5, 0.85), 0.26)
    mix_into(buf, brassy(note_freq(C5), 0.5, 0.3), 0.26)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.14), 0.62)


def s_tie():
    """A tie: two equal, calm notes."""
    dur = 0.72
    buf = silence(dur)
    mix_into(buf, marimba(note_freq(D5), 0.36, 0.9), 0.0)
    mix_into(buf, marimba(note_freq(D5), 0.4, 0.9), 0.27)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.08), 0.55)


def s_capture():
    """A creature captured: chain links clinking faster and faster, then the lock snaps shut."""
    rnd = rng_for("ga-capture")
    dur = 0.85
    buf = silence(dur)
    link = [(1.0, 1.0, 1.0), (1.73, 0.6, 0.7), (2.9, 0.35, 0.5)]
    t, gap = 0.0, 0.075
    while t < 0.5:
        f = rnd.uniform(2300, 3400)
        mix_into(buf, tone(f, 0.08, amp=rnd.uniform(0.35, 0.6), attack=0.0005, decay=0.015,
                           partials=link), t)
        t += gap
        gap = max(0.03, gap * 0.85)
    lock = tone(420, 0.3, amp=0.9, attack=0.001, decay=0.05, partials=link)
    mix_into(buf, lock, 0.55)
    mix_into(buf, tap(rnd, 0.8, 150), 0.55)
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.1), 0.6)


def s_ruin():
    """A stronghold crumbling: a low rumble that swells, and stones tumbling down, ever fewer."""
    rnd = rng_for("ga-ruin")
    dur = 1.4
    rumble = lowpass(lowpass(noise(rnd, dur), 220), 220)
    buf = shaped(rumble, lambda t: 7.0 * min(1.0, t / 0.25) * math.exp(-max(0.0, t - 0.25) / 0.45))
    for k in range(18):
        t = 0.1 + 1.0 * (k / 18.0) ** 1.4 + rnd.uniform(-0.03, 0.03)
        size = rnd.uniform(0.5, 1.0) * math.exp(-t / 0.8)
        thud = tone(rnd.uniform(70, 140), 0.16, amp=size, attack=0.002, decay=0.035)
        grit = envelope(bandpass(noise(rnd, 0.06), rnd.uniform(900, 2200), 1.5), 0.0005, 0.008)
        mix_into(buf, add(thud, [0.5 * size * v for v in grit]), t)
    return normalise(fade_edges(trim_to(buf, dur), 0.01, 0.25), 0.65)


def s_victory():
    """A creature goes victorious under its Guardian: a bright major chord, rolled and held."""
    dur = 1.25
    buf = silence(dur)
    for k, n in enumerate((C5, E5, G5, C6)):
        mix_into(buf, brassy(note_freq(n), 0.9 - 0.05 * k, 0.5), 0.05 * k)
        mix_into(buf, bell(note_freq(n) * 2, 0.7, 0.25, 0.25), 0.05 * k)
    mix_into(buf, brassy(note_freq(C4), 0.9, 0.3), 0.0)
    buf = shaped(buf, lambda t: 1.0 + 0.08 * math.sin(TAU * 6.0 * t))
    return normalise(fade_edges(trim_to(buf, dur), 0.002, 0.3), 0.65)


def s_challenge():
    """A Guardian challenged: a low horn call, a fourth rising to a long note."""
    dur = 1.2
    buf = silence(dur)
    mix_into(buf, brassy(note_freq(D4 - 12), 0.3, 0.8), 0.0)
    mix_into(buf, brassy(note_freq(G3), 0.85, 1.0), 0.26)
    mix_into(buf, brassy(note_freq(G3 - 12), 0.85, 0.35), 0.26)
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 1400), 0.01, 0.25), 0.5)


def s_pass():
    """A player passes: a soft wooden tick."""
    rnd = rng_for("ga-pass")
    dur = 0.1
    tick = tone(1150, dur, amp=0.7, attack=0.0008, decay=0.014,
                partials=[(1.0, 1.0, 1.0), (2.6, 0.25, 0.5)])
    knock = envelope(bandpass(noise(rnd, dur), 1800, 2.0), 0.0003, 0.003)
    buf = add(tick, [0.4 * v for v in knock])
    return normalise(fade_edges(lowpass(trim_to(buf, dur), 4000), 0.001, 0.03), 0.5)


SOUNDS = {
    "ga-deal": s_deal, "ga-shuffle": s_shuffle, "ga-flip": s_flip, "ga-enlist": s_enlist,
    "ga-clash": s_clash, "ga-spell": s_spell, "ga-corrupt": s_corrupt, "ga-shield": s_shield,
    "ga-win-round": s_win_round, "ga-tie": s_tie, "ga-capture": s_capture, "ga-ruin": s_ruin,
    "ga-victory": s_victory, "ga-challenge": s_challenge, "ga-pass": s_pass,
}


def main(argv):
    return write_sounds(SOUNDS, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
