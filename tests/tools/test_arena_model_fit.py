"""tools/arena_model_fit.py: the cautious model names greedy's choices (up to its ties) in duels,
and bad flags get a clear message."""
import json

import pytest

from tools import arena_model_fit


# Whole duels of a research tool (the figures of issue 23), not of the box: the long tier.
@pytest.mark.slow
def test_the_cautious_model_misreads_greedy_nowhere_in_these_two_duels(capsys):
    arena_model_fit.main(["--games", "2", "--work", "2"])
    out = json.loads(capsys.readouterr().out)
    cautious = out["cautious"]
    assert cautious["same"] + cautious["tie"] > 10 and cautious["other"] == 0
    assert sum(out["planner"].values()) == sum(cautious.values())


@pytest.mark.parametrize("argv, says", [(["--options", "[1]"], "JSON object"),
                                        (["--options", "{"], "JSON object"),
                                        (["--games", "0"], "at least 1")])
def test_bad_flags_say_so(argv, says, capsys):
    with pytest.raises(SystemExit) as e:
        arena_model_fit.main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and says in err
