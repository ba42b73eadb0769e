"""tools/make_sounds_guardians_arena.py: each Guardians Arena sound is short, mono 16-bit at 22050
Hz, soft (peak under -1 dBFS), starts and ends on silence, and the committed sounds/ga-*.wav are
exactly what the script writes (it is deterministic)."""
import math
import os
import wave

from tools import make_sounds as synth          # the shared synthesiser
from tools import make_sounds_guardians_arena as script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = ("deal", "shuffle", "flip", "enlist", "clash", "spell", "corrupt", "shield", "win-round",
         "tie", "capture", "ruin", "victory", "challenge", "pass")


def test_every_sound_is_short_soft_faded_and_committed_as_written(tmp_path):
    assert sorted(script.SOUNDS) == sorted("ga-" + n for n in NAMES)
    for name, make in script.SOUNDS.items():
        samples = synth.fade_edges(synth.remove_dc(make()))
        assert 0.05 <= len(samples) / synth.RATE < 1.5, name
        peak = max(abs(v) for v in samples)
        assert 0.0 < peak < 10 ** (-1 / 20), name                  # under -1 dBFS, not silent
        edge = int(0.0005 * synth.RATE)                               # no click: fades at both ends
        assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01, name
        assert max(abs(v) for v in samples[:edge] + samples[-edge:]) < 0.3 * peak, name
        fresh = tmp_path / (name + ".wav")
        synth.write_wav(str(fresh), samples)
        committed = os.path.join(ROOT, "sounds", name + ".wav")
        with open(committed, "rb") as a, open(fresh, "rb") as b:
            assert a.read() == b.read(), "%s.wav differs from the script's output: run it" % name
        with wave.open(committed) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 20 * math.log10(peak) > -12, name                      # audible next to the others
