"""Helpers for the Chevaliers et Dragons tests (no pygame)."""

import json

from engine import rng as R
from engine.rules import CHANCE, sample
from games.chevaliers_dragons import rules as CR
from games.chevaliers_dragons.rules import DICE, RULES

SQ = CR.square_from_name


def play_state(version="standard", seed=0, count_first=False):
    """A state in the play phase, seat 0 to move, with the ready-made arrangements."""
    s = RULES.initial_state(2, {"version": version, "count_first": count_first}, seed)
    s, _ = RULES.apply(s, ["ready"])
    s, _ = RULES.apply(s, ["ready"])
    assert s["phase"] == "play" and s["side"] == 0
    return s


def empty_play_state(version="standard", pieces=None, to_move=0, objectives=None):
    """A play-phase state with only the given pawns {"C5": "knight", ...}. The objectives keep their
    ready-made squares (B1, E1 for the Prince; B9, E9 for the dragons) unless given."""
    s = play_state(version)
    s["board"] = [None] * CR.NSQ
    for name, kind in (pieces or {}).items():
        s["board"][SQ(name)] = kind
    if objectives is not None:
        s["objectives"] = {k: (SQ(v) if v is not None else None) for k, v in objectives.items()}
    s["side"] = s["actor"] = to_move
    return s


def rng_for(dice, limit=400000):
    """A generator value with which the fights' chance nodes throw exactly `dice` (attacker's die,
    defender's die, then the next throw's...): searched once, then cached."""
    key = tuple(dice)
    if key in _RNG_CACHE:
        return _RNG_CACHE[key]
    pairs = [["dice", dice[i], dice[i + 1]] for i in range(0, len(dice), 2)]
    for i in range(limit):
        st = {"rng": R.seed_value(i)}
        ok = True
        for want in pairs:
            if sample(DICE, R.peek_float(st)) != want:
                ok = False
                break
            R.advance(st)
        if ok:
            _RNG_CACHE[key] = R.seed_value(i)
            return _RNG_CACHE[key]
    raise AssertionError("no seed found for %r" % (dice,))


_RNG_CACHE = {}


def with_dice(state, dice):
    s = json.loads(json.dumps(state))
    s["rng"] = rng_for(dice)
    return s


def types(events):
    return [e["type"] for e in events]


def random_playout(seed, version="standard", check=True):
    import random
    rnd = random.Random(seed)
    s = RULES.initial_state(2, {"version": version}, seed)
    states = [s]
    while RULES.actor(s) is not None:
        if RULES.actor(s) == CHANCE:
            s, _ = RULES.apply(s, RULES.chance_action(s))
        else:
            legal = RULES.legal_actions(s)
            assert legal
            s, _ = RULES.apply(s, legal[rnd.randrange(len(legal))])
        if check:
            RULES.check_invariants(s)
        states.append(s)
    return states


def settle(state, events=None):
    """Play the chance nodes that follow (a fight's dice, a random arrangement) as the box does,
    with the state's own generator; returns the state and all the events."""
    events = [] if events is None else events
    while RULES.actor(state) == CHANCE:
        state, more = RULES.apply(state, RULES.chance_action(state))
        RULES.check_invariants(state)
        events += more
    return state, events
