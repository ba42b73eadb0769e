"""The command line: exact forms other tools rely on, and one clear line for bad input."""
import json
import os
import subprocess
import sys

import pytest

import main
from tests.helpers import toy_entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_main(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, env=env, timeout=120)


@pytest.mark.parametrize("args", [
    ["--bogus"], ["--size", "huge"], ["--size", "10x10"], ["--lang", "de"], ["--seed", "x"],
    ["--fullscreen", "--windowed"], ["--game", "no-such-game"], ["--selfplay", "no-such-game",
                                                                 "--players", "random,random"],
    ["--players", "random,random"], ["--games", "0"],
])
def test_bad_input_gives_one_line_and_status_2(args):
    r = run_main(*args)
    assert r.returncode == 2
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in r.stderr and lines[0].startswith("main.py:")


def test_help_lists_every_flag():
    r = run_main("--help")
    assert r.returncode == 0
    for flag in ("--game", "--lang", "--fullscreen", "--windowed", "--size", "--kiosk", "--seed",
                 "--selfplay", "--players", "--games", "--smoke"):
        assert flag in r.stdout


def test_selfplay_prints_the_promised_json(monkeypatch, capsys):
    monkeypatch.setattr(main, "registry", lambda: [toy_entry()])
    code = main.main(["--selfplay", "toy", "--players", "random,greedy,random", "--games", "6",
                      "--seed", "3"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "games", "players", "wins", "draws", "all_lost", "move_ms",
                        "plies"}
    assert out["game"] == "toy" and out["games"] == 6
    assert out["players"] == ["random", "greedy", "random"]
    assert len(out["wins"]) == 3 and sum(out["wins"]) + out["draws"] + out["all_lost"] == 6
    assert all(set(m) == {"median", "max"} for m in out["move_ms"])
    assert set(out["plies"]) == {"mean", "max"} and out["plies"]["max"] > 0


def test_selfplay_repeats_exactly_with_a_seed(monkeypatch, capsys):
    monkeypatch.setattr(main, "registry", lambda: [toy_entry()])
    outs = []
    for _ in range(2):
        main.main(["--selfplay", "toy", "--players", "greedy,random", "--games", "8", "--seed", "5"])
        outs.append(json.loads(capsys.readouterr().out))
    assert outs[0]["wins"] == outs[1]["wins"] and outs[0]["plies"] == outs[1]["plies"]


def test_smoke_plays_every_game_to_its_end(monkeypatch, capsys):
    monkeypatch.setattr(main, "registry", lambda: [toy_entry()])
    assert main.main(["--smoke"]) == 0
    assert "toy: finished" in capsys.readouterr().out


def test_smoke_fails_when_a_game_breaks(monkeypatch, capsys):
    entry = toy_entry()

    class Broken(type(entry.rules)):
        def apply(self, state, action):
            raise RuntimeError("boom")
    entry.rules = Broken()
    monkeypatch.setattr(main, "registry", lambda: [entry])
    assert main.main(["--smoke"]) == 1
    assert "FAILED" in capsys.readouterr().out
