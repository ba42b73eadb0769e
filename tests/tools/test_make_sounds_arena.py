"""tools/make_sounds_arena.py: every ARENA sound is short, mono 16-bit at 22050 Hz, within full
scale, and the committed sounds/ar-*.wav are exactly what the script writes (it is deterministic)."""
import os
import wave

from tools import make_sounds as synth          # the shared synthesiser
from tools import make_sounds_arena as script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_every_sound_is_short_in_range_and_committed_as_written(tmp_path):
    assert sorted(script.SOUNDS) == sorted(
        "ar-" + n for n in ("step", "posture", "hit", "parry", "disarm", "fall", "out", "up",
                            "pickup", "rest", "heal", "round", "champion", "dismissed"))
    total = 0
    for name, make in script.SOUNDS.items():
        samples = make()
        assert 0.1 <= len(samples) / synth.RATE <= 1.2, name
        assert max(abs(v) for v in samples) <= 1.0, name
        fresh = tmp_path / (name + ".wav")
        synth.write_wav(str(fresh), synth.fade_edges(synth.remove_dc(samples)))
        committed = os.path.join(ROOT, "sounds", name + ".wav")
        with open(committed, "rb") as a, open(fresh, "rb") as b:
            assert a.read() == b.read(), "%s.wav differs from the script's output: run it" % name
        with wave.open(committed) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        total += os.path.getsize(committed)
    assert total < 600 * 1024
