"""The games every generic test runs over: all registered games, a game whose rules are written
but which is not in the box yet, plus the engine's toy game, at every seat count each allows."""
from engine.registry import GameEntry
from games import GAME_PACKAGES, registry
from tests.helpers import toy_entry

# Rules complete and tested, scene still being built: the rules' generic checks run already.
NOT_YET_IN_THE_BOX = [p for p in ("games.guardians_arena",) if p not in GAME_PACKAGES]


def entries():
    return registry() + [GameEntry(p) for p in NOT_YET_IN_THE_BOX] + [toy_entry()]


def box_entries():
    """The games with a scene in the box (the checks of what reaches the screen)."""
    return registry() + [toy_entry()]


def box_seatings():
    return [(e, n) for e in box_entries() for n in range(e.info.MIN_SEATS, e.info.MAX_SEATS + 1)]


def box_seating_ids():
    return [f"{e.id}-{n}" for e, n in box_seatings()]


def ids():
    return [e.id for e in entries()]


def seatings():
    """(entry, seats) for every game and every seat count it allows."""
    return [(e, n) for e in entries() for n in range(e.info.MIN_SEATS, e.info.MAX_SEATS + 1)]


def seating_ids():
    return [f"{e.id}-{n}" for e, n in seatings()]


def option_sets(entry):
    """The default options, plus each single choice changed (so every variant gets played)."""
    base = entry.default_options()
    sets = [dict(base)]
    for opt in entry.info.OPTIONS:
        for c in opt["choices"]:
            if c["value"] != base[opt["id"]]:
                sets.append(dict(base, **{opt["id"]: c["value"]}))
    return sets
