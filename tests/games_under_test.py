"""The games every generic test runs over: every game in the box (games/__init__.py) plus the
engine's toy game, at every seat count each allows. A game joins the box, and so these tests,
only once it is playable from start to end."""
import pytest

from games import registry
from tests.helpers import toy_entry


def entries():
    return registry() + [toy_entry()]


def ids():
    return [e.id for e in entries()]


def _seatings():
    return [(e, n) for e in entries() for n in range(e.info.MIN_SEATS, e.info.MAX_SEATS + 1)]


def seatings():
    """(entry, seats) for every game and every seat count it allows, as parameters of a test.
    The seat counts between a game's smallest and largest table run in the long tier (pytest
    -m slow): a table's two ends already show what three to five seats would (the hand-overs
    going round the table, every card and seat laid out), and those middle counts took about a
    twentieth of the default tier's time."""
    return [pytest.param(e, n, marks=pytest.mark.slow)
            if e.info.MIN_SEATS < n < e.info.MAX_SEATS else (e, n) for e, n in _seatings()]


def seating_ids():
    return [f"{e.id}-{n}" for e, n in _seatings()]


def option_sets(entry, each_option_once=False):
    """The default options, plus each single choice changed (so every variant gets played). An
    option that applies only with others set ("when", as Dragons Arena's solo options with the
    solo mode) is changed with them set so: changed alone it was the default game again, and
    the solo game's other species and difficulty were never played. each_option_once: only
    each option's first other choice (a quicker round of every option)."""
    base = entry.default_options()
    sets = [dict(base)]
    for opt in entry.info.OPTIONS:
        needs = {k: v[0] for k, v in opt.get("when", {}).items() if base[k] not in v}
        others = [c["value"] for c in opt["choices"] if c["value"] != base[opt["id"]]]
        for value in others[:1] if each_option_once else others:
            sets.append(dict(base, **needs, **{opt["id"]: value}))
    return sets
