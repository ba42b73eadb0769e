"""ARENA's forecast against a brute-force count of every dice face combination, and against the
rules themselves (the same dice played through RULES.apply)."""
import itertools
from fractions import Fraction

import pytest

from games.arena import odds
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import arena, play


def brute(att_dice, def_dice, en_garde, wild, disarmed):
    """Every face of every die, counted: exact fractions."""
    counts = {"hit": 0, "disarm": 0, "fall": 0}
    total = 0
    for faces in itertools.product(range(1, 7), repeat=att_dice + def_dice):
        a, d = sum(faces[:att_dice]), sum(faces[att_dice:])
        total += 1
        if a > d:
            counts["hit"] += 1
        else:
            if en_garde and d % 2 == 0 and not disarmed:
                counts["disarm"] += 1
            if wild and a % 2 == 1:
                counts["fall"] += 1
    return {k: Fraction(v, total) for k, v in counts.items()}


CASES = [(a, d, g, w, x) for a in range(1, 5) for d in range(0, 5)
         for g in (False, True) for w in (False, True) for x in (False, True)
         if a + d <= 6]


@pytest.mark.parametrize("att,dfn,garde,wild,disarmed", CASES)
def test_forecast_matches_every_dice_combination(att, dfn, garde, wild, disarmed):
    f = odds.forecast(att, dfn, defender_en_garde=garde, attacker_wild=wild,
                      attacker_disarmed=disarmed)
    b = brute(att, dfn, garde, wild, disarmed)
    for k in ("hit", "disarm", "fall"):
        assert f[k] == pytest.approx(float(b[k]), abs=1e-12), k
    assert f["damage"] == max(1, att - dfn)
    assert f["knock"] == (1.0 if wild and garde else 0.0)


@pytest.mark.parametrize("n", range(0, 6))
def test_the_totals_of_n_dice_are_exact(n):
    dist = odds.totals(n)
    count = {}
    for faces in itertools.product(range(1, 7), repeat=n):
        count[sum(faces)] = count.get(sum(faces), 0) + 1
    assert set(dist) == set(count)
    assert all(dist[t] == pytest.approx(c / 6 ** n, abs=1e-15) for t, c in count.items())


def test_some_known_figures():
    assert odds.forecast(1, 1)["hit"] == pytest.approx(15 / 36)
    assert odds.forecast(1, 0)["hit"] == pytest.approx(1.0)
    assert odds.forecast(4, 4, True, True)["knock"] == 1.0


# Few enough dice to play every combination through the rules (a disarmed fighter has fewer).
@pytest.mark.parametrize("posture,dfn_posture,disarmed", [
    ("defensive", "garde", ()), ("dechainee", "garde", (0, 1)), ("dechainee", "agressive", ()),
    ("balancee", "balancee", ()), ("agressive", "garde", (0,))])
def test_the_rules_give_what_the_forecast_counts(posture, dfn_posture, disarmed):
    """Playing every dice combination through the rules gives the forecast's figures."""
    s = arena(2, at="D4 D5", f0={"disarmed": 0 in disarmed},
              f1={"posture": dfn_posture, "disarmed": 1 in disarmed})
    s, _ = play(s, ["posture", posture], ["attack", 1])
    fight = s["fight"]
    n = fight["att_dice"] + fight["def_dice"]
    got = {"hit": 0, "disarm": 0, "fall": 0, "knock": 0}
    for faces in itertools.product(range(1, 7), repeat=n):
        t = s
        events = []
        for face in faces:
            t, ev = RULES.apply(t, ["die", face])
            events += ev
        kinds = [(e["type"], e.get("seat")) for e in events]
        got["hit"] += any(e["type"] == "Resolved" and e["hit"] for e in events)
        got["disarm"] += ("Disarmed", 0) in kinds
        got["fall"] += ("Fell", 0) in kinds
        got["knock"] += ("Fell", 1) in kinds
    f = odds.forecast(fight["att_dice"], fight["def_dice"], fight["en_garde"], fight["wild"],
                      0 in disarmed)
    for k in got:
        assert got[k] / 6 ** n == pytest.approx(f[k], abs=1e-12), k
