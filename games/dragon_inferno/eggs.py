"""Les Dragons 100 Flammes: where the bots put their eggs (pure Python, no pygame)."""


def heuristic(state, seat):
    return 0.0


def choose(obs, seat, rng, noise=0.0):
    taken = set(obs["eggs"])
    from games.dragon_inferno.pieces import INNER
    free = [sq for sq in INNER if sq not in taken]
    return ["egg", free[rng.randrange(len(free))]]
