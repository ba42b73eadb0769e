"""kill -9 of a real box (a child process driven headless) at chosen moments, then a real restart
on the same folder: every action a person finished before the kill is there, and the temporary
file a kill during a write leaves is gone. A few kills here; the whole matrix is marked slow."""
import pytest

from tools import kill_matrix

# Each kill starts the box twice (about 3 s each on a shared machine): the two moments of a
# write here (in the middle of it, before its rename); a kill while the computer thinks, with
# the rest of the matrix, before a release (pytest -m slow).
QUICK = [("dragons-arena", "midwrite"), ("chevaliers-dragons", "prerename"),
         pytest.param("dragons-arena", "thinking", marks=pytest.mark.slow)]


def check(result, random_time=False):
    assert result["reached"], result
    if not random_time:     # a kill at a random time may come before the person's first move
        assert result["persons"] >= 1, result      # a person had acted before the kill
    assert result["lost"] == 0, result
    assert result["true_prefix"], result
    assert result["tmp"] == 0, result


@pytest.mark.parametrize("game,moment", QUICK)
def test_a_persons_actions_survive_a_kill(game, moment):
    check(kill_matrix.one_kill(game, moment, turn=2, seed=1))


@pytest.mark.slow
def test_the_whole_kill_matrix():
    from games import GAME_PACKAGES
    for pkg in GAME_PACKAGES:
        game = pkg.split(".")[-1].replace("_", "-")
        for moment in kill_matrix.MOMENTS:
            result = kill_matrix.one_kill(game, moment, turn=2, seed=1)
            if moment == "random" and not result["reached"]:
                continue    # the game ended before the random time came
            check(result, random_time=moment == "random")
