"""Guardians Arena keeps each seat's secrets with their owner beyond the observation's masked
places: what the rules remember of the decks after endless dominance ties shows no peeked card."""
from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.test_rules_phase1 import by_dominance, dealt, run_chance, values


def tie_then_decide(hidden):
    """Both shuffled parts run out on a dominance tie while seat 0 still holds two peeked cards
    (known to it only); the next dominance cards decide. `hidden` is the deeper peeked card,
    which is never turned."""
    s = dealt()
    p0, p1 = s["players"]
    tie = sorted(set(values(p0)) & set(values(p1)))[0]
    t0, t1 = by_dominance(p0, tie), by_dominance(p1, tie)
    x = next(c for c in p0["deck"]["pool"] if D.card(c)["dominance"] != tie)
    for p, keep in ((p0, [t0, x, hidden]), (p1, [t1])):
        rest = list(p["deck"]["pool"])
        for cid in keep:
            rest.remove(cid)
        p["discard"] += rest
        p["hand"] = sorted(p["hand"] + p["discard"])      # nothing left to reshuffle either
        p["discard"] = []
        p["deck"]["pool"] = [] if p is p0 else keep
        p["deck"]["bottom"] = []
    p0["deck"]["seen"] = [t0, x, hidden]
    D.sync(p0)
    D.sync(p1)
    RULES._run(s, [])               # the draw step looks at the decks again
    return run_chance(s)


def test_the_decks_kept_after_endless_ties_show_no_peeked_card():
    p0 = dealt()["players"][0]
    tie = sorted(set(values(p0)) & set(values(dealt()["players"][1])))[0]
    first, second = [c for c in dict.fromkeys(p0["deck"]["pool"])
                     if D.card(c)["dominance"] != tie][1:3]
    a, b = tie_then_decide(first), tie_then_decide(second)
    assert a["tie_cycle"] is not None and a["players"][0]["deck"]["seen"] == [first]
    assert b["players"][0]["deck"]["seen"] == [second]
    # Seat 1 cannot tell which card seat 0 peeked at; seat 0 can.
    assert RULES.observation(a, 1) == RULES.observation(b, 1)
    assert RULES.observation(a, 0) != RULES.observation(b, 0)
