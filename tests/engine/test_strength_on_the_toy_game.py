"""tools/strength.py on the engine's test-only game (small numbers of games): A's seat goes round
the table, the score counts wins, losses and draws, and N processes give the same result as one."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools import strength

TOY = "tests.toygame"


def results_only(out):
    """What does not depend on the machine's speed."""
    return {k: v for k, v in out.items() if k != "moves"}


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_a_sits_at_each_seat_in_turn_and_b_at_the_others(seats, monkeypatch):
    from engine import selfplay
    seen = []
    real = selfplay.play_one

    def spy(entry, levels, seed, options=None):
        seen.append((seed, list(levels)))
        return real(entry, levels, seed, options)
    monkeypatch.setattr(selfplay, "play_one", spy)
    out = strength.measure(TOY, "greedy", "random", 2 * seats, seed=40, seats=seats)
    assert out["seats"] == seats and out["game"] == "toy"
    assert [s for s, _ in seen] == list(range(40, 40 + 2 * seats))
    for g, (_seed, levels) in enumerate(seen):
        assert len(levels) == seats
        assert levels[g % seats] == "greedy"
        assert levels.count("greedy") == 1 and levels.count("random") == seats - 1


def test_the_score_counts_wins_losses_and_draws(monkeypatch):
    # Results forced per game: A's return highest alone, lower, shared at the top.
    from engine import selfplay
    plan = iter([[1, -1], [-1, 1], [0, 0], [1, -1]])

    def fake(entry, levels, seed, options=None):
        rets = next(plan)
        a = levels.index("greedy")
        rets = rets if a == 0 else rets[::-1]
        return rets, 3, [[1.0] * 2 for _ in levels]
    monkeypatch.setattr(selfplay, "play_one", fake)
    out = strength.measure(TOY, "greedy", "random", 4)
    assert (out["a_wins"], out["a_losses"], out["draws"]) == (2, 1, 1)
    assert out["a_score_rate"] == 0.625
    lo, hi = out["a_score_95"]
    assert lo < 0.625 < hi
    assert out["moves"]["greedy (A)"] == {"median_ms": 1.0, "max_ms": 1.0}


def test_a_stronger_level_scores_more_and_jobs_change_nothing_but_time():
    one = strength.measure(TOY, "greedy", "random", 12, seed=7)
    two = strength.measure(TOY, "greedy", "random", 12, seed=7, jobs=2)
    assert results_only(one) == results_only(two)
    assert one["a_wins"] + one["a_losses"] + one["draws"] == 12
    # Greedy reads the toy's heuristic, random does not: seeded bots, so this is no coin toss.
    assert one["a_score_rate"] > 0.5
    assert strength.measure(TOY, "random", "greedy", 12, seed=7)["a_score_rate"] < 0.5


def test_command_line_on_the_toy_game():
    run = lambda *a: subprocess.run([sys.executable, "tools/strength.py", *a], cwd=ROOT,
                                    capture_output=True, text=True, timeout=300)
    ok = run(TOY, "greedy", "random", "--games", "4", "--jobs", "2", "--seats", "3",
             "--seed", "5")
    assert ok.returncode == 0, ok.stderr
    out = json.loads(ok.stdout)
    assert out["games"] == 4 and out["seats"] == 3 and out["seed"] == 5
    assert out["a_wins"] + out["a_losses"] + out["draws"] == 4
    assert set(out["moves"]) == {"greedy (A)", "random (B)"}
    for argv, words in [((TOY, "greedy", "random", "--seats", "7"), "2 to 6 seats"),
                        (("no.such.game", "greedy", "random"), "unknown game"),
                        ((TOY, "greedy", "random", "--games", "0"), "at least 1")]:
        bad = run(*argv)
        assert bad.returncode == 2 and words in bad.stderr, bad.stderr
