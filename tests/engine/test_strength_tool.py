"""tools/strength.py measures one level against another with seats alternating."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools import strength


def test_wilson_interval():
    assert strength.wilson(0, 0) == (0.0, 1.0)
    lo, hi = strength.wilson(60, 100)
    assert 0.50 < lo < 0.6 < hi < 0.70


def test_greedy_against_random_in_a_real_game():
    out = strength.measure("chevaliers-dragons", "greedy", "random", 4, seed=3)
    assert out["a_wins"] + out["a_losses"] + out["draws"] == 4
    assert 0.0 <= out["a_score_rate"] <= 1.0
    assert set(out["moves"]) == {"greedy (A)", "random (B)"}


def test_command_line_prints_json_and_refuses_bad_levels():
    run = lambda *a: subprocess.run([sys.executable, "tools/strength.py", *a], cwd=ROOT,
                                    capture_output=True, text=True, timeout=300)
    ok = run("dragons-arena", "random", "random", "--games", "2")
    assert ok.returncode == 0 and json.loads(ok.stdout)["games"] == 2
    bad = run("dragons-arena", "genius", "random")
    assert bad.returncode == 2 and "unknown level" in bad.stderr
