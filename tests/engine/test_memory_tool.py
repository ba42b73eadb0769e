"""tools/memory.py measures a game screen's peak memory in its own process and prints JSON."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_memory_tool_prints_a_peak_and_the_caches_within_their_budget():
    out = subprocess.run([sys.executable, "tools/memory.py", "dragons-arena", "--sweep",
                          "--steps", "4", "--frames", "5"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["what"] == "sweep" and data["peak_mb"] > 0
    assert data["surface_caches_mb"] <= 256
