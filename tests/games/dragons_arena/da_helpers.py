"""Helpers for the Dragons Arena tests: build a duel position from a board picture."""
import json

from engine.rules import CHANCE
from games.dragons_arena.rules import RULES, EMPTY, NSQ


def board(picture, turn=0, seed=0, **options):
    """A duel state from a picture of 4 rows of 4 tokens (row 1 at the top):
    '.' empty square, 'F3' a FIRE dragon of power 3, 'I6*' an ICE 6 under a force field."""
    s = RULES.initial_state(2, options, seed)
    tokens = picture.split()
    assert len(tokens) == NSQ, tokens
    owner, power, field = [EMPTY] * NSQ, [0] * NSQ, [0] * NSQ
    for sq, tok in enumerate(tokens):
        if tok == ".":
            continue
        owner[sq] = {"F": 0, "I": 1}[tok[0]]
        power[sq] = int(tok[1])
        field[sq] = 1 if tok.endswith("*") else 0
    s.update(phase="duel", actor=turn, secret=None, lot_then=None, owner=owner, power=power, field=field, hands=[[], []],
             starter=turn, starter_reason="lot", moves=0)
    return s


def picture(state):
    """The inverse of board(): the arena as 4 lines."""
    out = []
    for r in range(4):
        row = []
        for c in range(4):
            sq = r * 4 + c
            o = state["owner"][sq]
            if o == EMPTY:
                row.append(".")
            else:
                row.append("FI"[o] + str(state["power"][sq]) + ("*" if state["field"][sq] else ""))
        out.append(" ".join(row))
    return "\n".join(out)


def legal(state):
    return RULES.legal_actions(state)


def play_one(state, action):
    """apply, checking that the input is untouched and the result is sound."""
    before = json.dumps(state, sort_keys=True)
    new, events = RULES.apply(state, action)
    assert json.dumps(state, sort_keys=True) == before, "apply changed its input"
    RULES.check_invariants(new)
    assert json.loads(json.dumps(new)) == new
    return new, events


def play(state, action):
    """A seat's action, then the chance nodes it leads to (dice falling, lots drawn) sampled from
    the state's own generator, as the box plays them: the events of all of them together."""
    new, events = play_one(state, action)
    return settle(new, events)


def settle(state, events=None):
    events = [] if events is None else events
    while RULES.actor(state) == CHANCE:
        state, more = play_one(state, RULES.chance_action(state))
        events += more
    return state, events


def types(events):
    return [e["type"] for e in events]


def pick(state, rng):
    """What a random player would do: a random legal action, or the chance outcome the state's
    generator gives at a chance node."""
    if RULES.actor(state) == CHANCE:
        return RULES.chance_action(state)
    return rng.choice(RULES.legal_actions(state))
