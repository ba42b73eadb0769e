#!/usr/bin/env python3
"""Synthesise every sound effect of Dragons & Arenas into sounds/*.wav.

Pure Python standard library (wave, math, random, struct, zlib): no samples, no recordings, no
third-party code; every sound is built here from sine/triangle tones, noise and simple filters.
Output: 16-bit mono PCM WAV at 22050 Hz.  Deterministic: each sound draws its noise from its own
random.Random seeded from the sound's name, so running the script again writes the same bytes.

    python tools/make_sounds.py            # writes sounds/*.wav
    python tools/make_sounds.py --list     # prints name, duration and size of each sound

A tool script: never imported by the app.
"""
import math
import os
import random
import struct
import sys
import wave
import zlib

RATE = 22050
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "sounds")
TAU = 2.0 * math.pi


# --------------------------------------------------------------------------- building blocks
def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def rng_for(name):
    """A random generator private to one sound, seeded from its name (stable across runs)."""
    return random.Random(zlib.crc32(name.encode("utf-8")))


def note_freq(semitones_from_a4):
    return 440.0 * 2.0 ** (semitones_from_a4 / 12.0)


# Note names used below, as semitones from A4.
C4, D4, E4, F4, G4, A4, B4 = -9, -7, -5, -4, -2, 0, 2
C5, D5, E5, F5, G5, A5, B5 = 3, 5, 7, 8, 10, 12, 14
C6, D6, E6, F6, G6 = 15, 17, 19, 20, 22


def mix_into(buf, src, start_seconds, gain=1.0, wrap=False):
    """Add src into buf starting at start_seconds (growing buf unless wrap, which loops it)."""
    start = int(round(start_seconds * RATE))
    n = len(buf)
    if not wrap and start + len(src) > n:
        buf.extend([0.0] * (start + len(src) - n))
        n = len(buf)
    for i, v in enumerate(src):
        j = start + i
        if wrap:
            j %= n
        buf[j] += v * gain
    return buf


def tone(freq, seconds, amp=1.0, attack=0.004, decay=None, wave_shape="sine", partials=None,
         glide_to=None, vibrato=0.0, vib_rate=5.0):
    """One tone.  decay: time constant of an exponential fade (None = hold then short release).
    partials: list of (ratio, relative amplitude, relative decay) for bells and mallets.
    glide_to: end frequency for a pitch glide."""
    n = int(round(seconds * RATE))
    out = [0.0] * n
    parts = partials or [(1.0, 1.0, 1.0)]
    for ratio, pamp, pdec in parts:
        phase = 0.0
        for i in range(n):
            t = i / RATE
            f = freq if glide_to is None else freq + (glide_to - freq) * (i / max(1, n - 1))
            if vibrato:
                f *= 1.0 + vibrato * math.sin(TAU * vib_rate * t)
            phase += TAU * f * ratio / RATE
            if wave_shape == "sine":
                v = math.sin(phase)
            elif wave_shape == "triangle":
                x = (phase / TAU) % 1.0
                v = 4.0 * x - 1.0 if x < 0.5 else 3.0 - 4.0 * x
            else:  # soft square: a few odd harmonics only, so it stays gentle
                v = math.sin(phase) + math.sin(3 * phase) / 3.0 + math.sin(5 * phase) / 6.0
            if decay is None:
                env = 1.0
                rel = 0.04
                if t > seconds - rel:
                    env = max(0.0, (seconds - t) / rel)
            else:
                env = math.exp(-t / (decay * pdec))
            if t < attack:
                env *= t / attack
            out[i] += v * env * amp * pamp
    return out


def noise(rnd, seconds, amp=1.0):
    return [(rnd.random() * 2.0 - 1.0) * amp for _ in range(int(round(seconds * RATE)))]


def envelope(buf, attack, decay):
    """Apply a linear attack then exponential decay (time constant decay, seconds)."""
    out = []
    for i, v in enumerate(buf):
        t = i / RATE
        e = math.exp(-t / decay) if decay else 1.0
        if attack and t < attack:
            e *= t / attack
        out.append(v * e)
    return out


def lowpass(buf, cutoff):
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for v in buf:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(buf, cutoff):
    low = lowpass(buf, cutoff)
    return [v - l for v, l in zip(buf, low)]


def bandpass(buf, centre, q=4.0, centre_end=None):
    """Resonant two-pole band-pass (constant peak gain); centre may sweep to centre_end."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    n = len(buf)
    for i, x in enumerate(buf):
        f = centre if centre_end is None else centre * (centre_end / centre) ** (i / max(1, n - 1))
        w0 = TAU * min(f, RATE * 0.45) / RATE
        alpha = math.sin(w0) / (2.0 * q)
        a0 = 1.0 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2.0 * math.cos(w0) / a0, (1.0 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def fade_edges(buf, fade_in=0.002, fade_out=0.01):
    n = len(buf)
    fi, fo = int(fade_in * RATE), int(fade_out * RATE)
    for i in range(min(fi, n)):
        buf[i] *= i / fi
    for i in range(min(fo, n)):
        buf[n - 1 - i] *= i / fo
    return buf


def normalise(buf, peak):
    top = max(1e-9, max(abs(v) for v in buf))
    return [v * peak / top for v in buf]


def soft_limit(buf, drive=2.5):
    """Even out loud and quiet clicks (a gentle tanh limiter) so a rattle sounds full."""
    top = max(1e-9, max(abs(v) for v in buf))
    k = math.tanh(drive)
    return [math.tanh(drive * v / top) / k for v in buf]


def remove_dc(buf):
    mean = sum(buf) / max(1, len(buf))
    return [v - mean for v in buf]


def trim_to(buf, seconds):
    n = int(round(seconds * RATE))
    return (buf + [0.0] * n)[:n]


# --------------------------------------------------------------------------- small instruments
def dice_click(rnd, strength=1.0, bright=1.0):
    """One die hitting the box: a resonant tick, a tiny noise splash and a soft low thump."""
    dur = 0.045
    f = rnd.uniform(1700, 3600) * bright
    tick = tone(f, dur, amp=0.55, attack=0.0005, decay=0.006,
                partials=[(1.0, 1.0, 1.0), (1.53, 0.5, 0.7), (2.41, 0.3, 0.5)])
    splash = envelope(bandpass(noise(rnd, dur), rnd.uniform(2500, 4500), 2.0), 0.0003, 0.004)
    thump = tone(rnd.uniform(140, 260), dur, amp=0.35, attack=0.001, decay=0.012)
    return [(a + 1.6 * b + c) * strength for a, b, c in zip(tick, splash, thump)]


def marimba(freq, seconds=0.42, amp=1.0):
    """A soft wooden bar: fundamental, the bar's high partial (about x3.9) and a mallet knock."""
    body = tone(freq, seconds, amp=amp, attack=0.002, decay=0.16,
                partials=[(1.0, 1.0, 1.0), (3.93, 0.28, 0.25), (9.2, 0.06, 0.1)])
    knock = tone(freq * 2.0, 0.03, amp=0.15 * amp, attack=0.0005, decay=0.004)
    return mix_into(body, knock, 0.0)


def bell(freq, seconds=0.6, amp=1.0, decay=0.25):
    return tone(freq, seconds, amp=amp, attack=0.002, decay=decay,
                partials=[(1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (2.76, 0.25, 0.45), (5.4, 0.08, 0.25)])


def brassy(freq, seconds, amp=1.0):
    """A friendly toy-trumpet tone: triangle plus a little octave, soft attack, short release."""
    a = tone(freq, seconds, amp=amp, attack=0.02, wave_shape="triangle", vibrato=0.004, vib_rate=6.0)
    b = tone(freq * 2.0, seconds, amp=0.25 * amp, attack=0.03)
    return [x + y for x, y in zip(a, b)]


# --------------------------------------------------------------------------- the sounds
def s_rattle():
    """About 1.2 s of dice shaken in a box; clicks wrap around the end so the sound can loop."""
    rnd = rng_for("rattle")
    length = 1.2
    buf = silence(length)
    t = 0.0
    while t < length:
        mix_into(buf, dice_click(rnd, rnd.uniform(0.4, 1.0), rnd.uniform(0.8, 1.2)), t, wrap=True)
        if rnd.random() < 0.3:  # two dice touching at once
            mix_into(buf, dice_click(rnd, rnd.uniform(0.2, 0.6)), t + rnd.uniform(0.003, 0.01), wrap=True)
        t += rnd.uniform(0.01, 0.05)
    # a faint wooden box resonance under the clicks (looped noise filtered twice round)
    rumble = noise(rnd, length, 0.5)
    rumble = lowpass(rumble + rumble, 300)[len(rumble):]
    buf = [a + 0.25 * b for a, b in zip(buf, rumble)]
    buf = remove_dc(soft_limit(remove_dc(buf)))
    # start the loop at its quietest moment, so a single play starts without a pop
    win = int(0.004 * RATE)
    energy = [abs(v) for v in buf]
    quiet = min(range(0, len(buf), win), key=lambda i: sum(energy[i:i + win]) + sum(energy[:max(0, i + win - len(buf))]))
    buf = buf[quiet:] + buf[:quiet]
    return normalise(buf, 0.7)


def s_roll():
    """A short roll: fast clicks that slow down, then the die settles with a last tock."""
    rnd = rng_for("roll")
    buf = silence(0.8)
    t, gap, strength = 0.0, 0.02, 1.0
    while t < 0.55:
        mix_into(buf, dice_click(rnd, strength * rnd.uniform(0.7, 1.0)), t)
        t += gap * rnd.uniform(0.8, 1.2)
        gap *= 1.17
        strength *= 0.93
    mix_into(buf, s_place_raw(rng_for("roll-settle"), 0.55), t + 0.02)
    return normalise(fade_edges(soft_limit(remove_dc(trim_to(buf, 0.8)), 1.5)), 0.7)


def s_place_raw(rnd, amp=1.0):
    body = tone(520, 0.16, amp=amp, attack=0.001, decay=0.03, glide_to=470,
                partials=[(1.0, 1.0, 1.0), (2.32, 0.35, 0.5)])
    knock = envelope(bandpass(noise(rnd, 0.16), 900, 3.0), 0.0005, 0.012)
    return [a + 0.9 * amp * b for a, b in zip(body, knock)]


def s_place():
    """A soft wooden tock."""
    return normalise(fade_edges(s_place_raw(rng_for("place"))), 0.6)


def s_click():
    """A small, soft user-interface click."""
    rnd = rng_for("click")
    a = tone(1800, 0.05, amp=0.8, attack=0.0005, decay=0.006, partials=[(1.0, 1.0, 1.0), (2.7, 0.3, 0.6)])
    b = envelope(highpass(noise(rnd, 0.05), 2000), 0.0003, 0.002)
    return normalise(fade_edges([x + 0.5 * y for x, y in zip(a, b)]), 0.45)


def s_elim_fire():
    """A dragon of fire is eliminated: a swelling whoosh with crackles."""
    rnd = rng_for("elim-fire")
    dur = 0.85
    whoosh = bandpass(noise(rnd, dur), 300, 1.2, centre_end=2400)
    out = []
    for i, v in enumerate(whoosh):
        t = i / RATE
        env = (t / 0.18) if t < 0.18 else math.exp(-(t - 0.18) / 0.22)
        out.append(v * env)
    for _ in range(26):  # crackles
        t = rnd.uniform(0.05, 0.7)
        pop = envelope(bandpass(noise(rnd, 0.02), rnd.uniform(1500, 5000), 1.5), 0.0003, 0.003)
        mix_into(out, pop, t, gain=rnd.uniform(0.4, 1.2) * math.exp(-t / 0.5))
    low = tone(110, dur, amp=0.35, attack=0.05, decay=0.25, glide_to=70)
    out = [a + b for a, b in zip(out, low)]
    return normalise(fade_edges(trim_to(out, dur)), 0.75)


def s_elim_ice():
    """A dragon of ice is eliminated: a glassy shatter and high tinkles."""
    rnd = rng_for("elim-ice")
    dur = 0.9
    crash = envelope(highpass(noise(rnd, 0.25), 2500), 0.0005, 0.05)
    buf = trim_to(crash, dur)
    count = 22
    for k in range(count):
        t = 0.01 + (k / count) ** 1.6 * 0.6 + rnd.uniform(0, 0.03)
        f = rnd.uniform(2400, 6000)
        tink = tone(f, 0.25, amp=rnd.uniform(0.25, 0.6) * (1.0 - 0.6 * k / count), attack=0.0005,
                    decay=rnd.uniform(0.03, 0.08), partials=[(1.0, 1.0, 1.0), (1.47, 0.5, 0.6), (2.09, 0.3, 0.4)])
        mix_into(buf, tink, t)
    return normalise(fade_edges(trim_to(buf, dur), 0.001, 0.05), 0.7)


def s_forcefield():
    """A force field goes up: a rising, shimmering hum (0.6 s)."""
    dur = 0.6
    buf = silence(dur)
    for detune, amp in ((1.0, 0.5), (1.006, 0.4), (2.003, 0.22), (3.01, 0.1)):
        mix_into(buf, tone(220 * detune, dur, amp=amp, attack=0.08, glide_to=440 * detune,
                           vibrato=0.01, vib_rate=7.0), 0.0)
    out = []
    for i, v in enumerate(buf):
        t = i / RATE
        shimmer = 0.75 + 0.25 * math.sin(TAU * 14.0 * t)
        env = min(1.0, t / 0.1) * (1.0 if t < dur - 0.15 else max(0.0, (dur - t) / 0.15))
        out.append(v * shimmer * env)
    return normalise(out, 0.6)


def s_win():
    """A cheerful rising arpeggio and a held chord (about 1.2 s)."""
    buf = silence(1.25)
    step = 0.11
    for k, n in enumerate((C5, E5, G5, C6)):
        mix_into(buf, brassy(note_freq(n), 0.16, 0.8), k * step)
    for n, amp in ((C5, 0.45), (E5, 0.4), (G5, 0.4), (C6, 0.55)):
        mix_into(buf, brassy(note_freq(n), 0.7, amp), 4 * step + 0.02)
    mix_into(buf, bell(note_freq(C6) * 2, 0.5, 0.25, 0.15), 4 * step + 0.02)
    return normalise(fade_edges(trim_to(buf, 1.25), 0.002, 0.15), 0.7)


def s_draw():
    """A tie: two calm notes of the same pitch."""
    buf = silence(0.75)
    mix_into(buf, marimba(note_freq(G4), 0.4, 0.9), 0.0)
    mix_into(buf, marimba(note_freq(G4), 0.4, 0.9), 0.26)
    return normalise(fade_edges(trim_to(buf, 0.75)), 0.6)


def s_lose():
    """A gentle falling third, never scary."""
    buf = silence(0.95)
    mix_into(buf, tone(note_freq(E5), 0.45, 0.8, attack=0.01, decay=0.25, wave_shape="triangle"), 0.0)
    mix_into(buf, tone(note_freq(C5), 0.6, 0.8, attack=0.01, decay=0.3, wave_shape="triangle"), 0.3)
    return normalise(fade_edges(lowpass(trim_to(buf, 0.95), 3000), 0.002, 0.1), 0.55)


def s_nugget():
    """A coin-like clink: two bright metallic strikes."""
    buf = silence(0.5)
    metal = [(1.0, 1.0, 1.0), (1.34, 0.6, 0.8), (2.76, 0.3, 0.5)]
    mix_into(buf, tone(2100, 0.4, 0.8, attack=0.0005, decay=0.09, partials=metal), 0.0)
    mix_into(buf, tone(2650, 0.4, 0.7, attack=0.0005, decay=0.12, partials=metal), 0.075)
    return normalise(fade_edges(trim_to(buf, 0.5)), 0.6)


def s_turn():
    """Your turn: a bright two-note chime."""
    buf = silence(0.7)
    mix_into(buf, bell(note_freq(G5), 0.4, 0.8, 0.15), 0.0)
    mix_into(buf, bell(note_freq(C6), 0.55, 0.8, 0.2), 0.13)
    return normalise(fade_edges(trim_to(buf, 0.7)), 0.6)


def s_combat():
    """A short, light clash of two blades."""
    rnd = rng_for("combat")
    buf = envelope(bandpass(noise(rnd, 0.4), 3000, 1.0), 0.0005, 0.03)
    clang = [(1.0, 1.0, 1.0), (1.41, 0.7, 0.8), (2.13, 0.5, 0.6), (3.07, 0.3, 0.4)]
    mix_into(buf, tone(1250, 0.4, 0.6, attack=0.0005, decay=0.08, partials=clang), 0.0)
    mix_into(buf, tone(1480, 0.3, 0.4, attack=0.0005, decay=0.06, partials=clang), 0.05)
    return normalise(fade_edges(trim_to(buf, 0.4)), 0.65)


# counting: one marimba note per pip, rising along a major scale
COUNT_NOTES = [C5, D5, E5, F5, G5, A5, B5, C6, D6, E6, F6, G6]


def s_count(k):
    return normalise(fade_edges(trim_to(marimba(note_freq(COUNT_NOTES[k - 1]), 0.4), 0.4)), 0.6)


def s_capture():
    """An objective is taken: a short, bright fanfare."""
    buf = silence(0.75)
    for k, n in enumerate((G4, C5, E5)):
        mix_into(buf, brassy(note_freq(n), 0.1, 0.8), k * 0.08)
    mix_into(buf, brassy(note_freq(G5), 0.4, 0.9), 0.26)
    mix_into(buf, brassy(note_freq(C5), 0.4, 0.35), 0.26)
    return normalise(fade_edges(trim_to(buf, 0.75), 0.002, 0.1), 0.65)


def s_error():
    """A soft, low 'nope': two short falling blips."""
    buf = silence(0.32)
    mix_into(buf, tone(233, 0.12, 0.8, attack=0.006, wave_shape="square", glide_to=220), 0.0)
    mix_into(buf, tone(196, 0.16, 0.8, attack=0.006, wave_shape="square", glide_to=185), 0.14)
    return normalise(fade_edges(lowpass(trim_to(buf, 0.32), 1200)), 0.5)


def s_shake_lid():
    """The closed arena is shaken: a short rumble with dice knocking inside."""
    rnd = rng_for("shake-lid")
    dur = 0.7
    rumble = lowpass(lowpass(noise(rnd, dur), 400), 400)
    out = []
    for i, v in enumerate(rumble):
        t = i / RATE
        wobble = 0.55 + 0.45 * math.sin(TAU * 7.0 * t)
        env = min(1.0, t / 0.05) * (1.0 if t < dur - 0.2 else max(0.0, (dur - t) / 0.2))
        out.append(v * 6.0 * wobble * env)
    t = 0.02
    while t < dur - 0.12:
        mix_into(out, lowpass(dice_click(rnd, rnd.uniform(0.3, 0.8), 0.6), 2500), t)
        t += rnd.uniform(0.03, 0.08)
    return normalise(fade_edges(trim_to(out, dur)), 0.65)


SOUNDS = {
    "rattle": s_rattle, "roll": s_roll, "place": s_place, "click": s_click,
    "elim-fire": s_elim_fire, "elim-ice": s_elim_ice, "forcefield": s_forcefield,
    "win": s_win, "draw": s_draw, "lose": s_lose, "nugget": s_nugget, "turn": s_turn,
    "combat": s_combat, "capture": s_capture, "error": s_error, "shake-lid": s_shake_lid,
}
for _k in range(1, 13):
    SOUNDS["count-%d" % _k] = (lambda k=_k: s_count(k))


def write_wav(path, samples):
    frames = struct.pack("<%dh" % len(samples),
                         *[max(-32767, min(32767, int(round(v * 32767)))) for v in samples])
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def write_sounds(sounds, argv, keep_offset=()):
    """Write each sound of `sounds` (name -> maker) to sounds/<name>.wav, DC removed and edges
    faded except for the names in keep_offset; --list in argv prints each one's length and size."""
    os.makedirs(OUT_DIR, exist_ok=True)
    total = 0
    for name, make in sounds.items():
        path = os.path.join(OUT_DIR, name + ".wav")
        samples = make()
        if name not in keep_offset:
            samples = fade_edges(remove_dc(samples))
        write_wav(path, samples)
        size = os.path.getsize(path)
        total += size
        if "--list" in argv:
            print("%-16s %5.2f s %7d bytes" % (name, len(samples) / RATE, size))
    print("%d sounds, %d bytes in %s" % (len(sounds), total, OUT_DIR))
    return 0


def main(argv):
    # (the rattle already removed its own offset, keeping its loop seamless)
    return write_sounds(SOUNDS, argv, keep_offset=("rattle",))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
