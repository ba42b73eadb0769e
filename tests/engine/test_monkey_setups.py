"""The monkey's planned setups cover every seat count, every mix of people and computers and every
choice of every option, read from a game's info alone."""
import random

import pytest

from games import registry
from tests.helpers import toy_entry
from tools import monkey_setups


def entries():
    return registry() + [toy_entry()]


@pytest.mark.parametrize("entry", entries(), ids=[e.id for e in entries()])
def test_the_plan_holds_every_mix_and_every_choice_and_starts_with_each_count_and_choice(entry):
    plan = monkey_setups.plan(entry, random.Random(4))
    info = entry.info
    counts = range(info.MIN_SEATS, info.MAX_SEATS + 1)
    every_mix = {"".join("h" if (i >> k) & 1 else "c" for k in range(n))
                 for n in counts for i in range(2 ** n)}
    assert {p["mix"] for p in plan} == every_mix
    for p in plan:
        assert len(p["players"]) == len(p["mix"])
        assert all((kind == "human") == (m == "h") for kind, m in zip(p["players"], p["mix"]))
        assert entry.check_options(p["options"]) == p["options"]
    head = plan[:2 * len(counts)]
    assert {p["mix"] for p in head} == {c * n for n in counts for c in "hc"}
    every_choice = {(o["id"], repr(c["value"])) for o in info.OPTIONS for c in o["choices"]}
    firsts = []
    for p in plan:
        firsts.append(p)
        if monkey_setups.choices_of([q["options"] for q in firsts]) >= every_choice:
            break
    assert monkey_setups.choices_of([q["options"] for q in firsts]) >= every_choice
    assert len(firsts) <= max(1, sum(len(o["choices"]) for o in info.OPTIONS))


def test_options_shown_only_under_another_choice_are_combined_only_under_it():
    da = next(e for e in registry() if e.id == "dragons-arena")
    sets = monkey_setups.option_sets(da)
    solo = [s for s in sets if s["mode"] == "solo"]
    duel = [s for s in sets if s["mode"] == "duel"]
    assert len(duel) == 5 * 2 * 4 and len(solo) == 2 * 2
    assert {s["placement"] for s in solo} == {"baby"}     # hidden in solo: left at its default
    assert len({tuple(sorted(s.items())) for s in sets}) == len(sets)


def test_too_many_combinations_give_each_choice_once(monkeypatch):
    monkeypatch.setattr(monkey_setups, "MAX_OPTION_SETS", 10)
    da = next(e for e in registry() if e.id == "dragons-arena")
    sets = monkey_setups.option_sets(da)
    assert len(sets) == sum(len(o["choices"]) for o in da.info.OPTIONS)
    assert all(da.check_options(s) == s for s in sets)
    assert monkey_setups.choices_of(sets) == {(o["id"], repr(c["value"]))
                                              for o in da.info.OPTIONS for c in o["choices"]}


def test_coverage_says_what_was_started_and_what_is_missing():
    toy = toy_entry()
    started = [{"mix": "hc", "options": {"target": 6}}, {"mix": "ccc", "options": {"target": 6}}]
    c = monkey_setups.coverage(toy, started)
    assert c["seat_mixes"] == 2 and c["seat_mixes_all"] == 4 + 8 + 16 + 32 + 64
    assert c["option_choices"] == 1 and c["option_choices_missing"] == ["target=9"]
