"""Whole games: invariants, JSON round trips, apply never mutating, hidden information, texts."""
import json
import os
import random
import re
import string

import pytest

from engine.rules import CHANCE

from games.dragons_arena import info
from games.dragons_arena.rules import RULES
from engine.rules import get_path

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

OPTION_SETS = [
    {},
    {"nuggets": 1},
    {"nuggets": 5, "elements": True},
    {"placement": "little"},
    {"placement": "little", "elements": True, "nuggets": 2},
    {"placement": "big"},
    {"placement": "big", "elements": True},
    {"placement": "equal"},
    {"placement": "equal", "elements": True, "nuggets": 1},
    {"placement": "free", "nuggets": 2},
    {"mode": "solo", "solo_species": "fire"},
    {"mode": "solo", "solo_species": "ice", "solo_difficulty": "high"},
]


def load(lang):
    with open(os.path.join(ROOT, "locale", lang, "dragons-arena.json"), encoding="utf-8") as f:
        return json.load(f)


EN, FR = load("en"), load("fr")


def fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def check_text(key, params):
    for cat in (EN, FR):
        assert key in cat, key
        # Species names are passed as locale keys; the engine translates them.
        p = {k: (cat[v] if isinstance(v, str) and v in cat else v) for k, v in params.items()}
        assert fields(cat[key]) <= set(p), (key, params)
        cat[key].format(**p)
        assert all(isinstance(v, (str, int)) for v in params.values())


# Eight games a set in every run (the generic tests play every game's random playouts too);
# forty before a release. At 25 a set they took ten seconds of the default tier.
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: json.dumps(o))
def test_random_games(options):
    random_games(options, range(8))


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: json.dumps(o))
def test_many_random_games(options):
    random_games(options, range(8, 48))


def random_games(options, seeds):
    for seed in seeds:
        rng = random.Random(seed)
        s = RULES.initial_state(2, options, seed)
        RULES.check_invariants(s)
        steps = 0
        while RULES.actor(s) is not None:
            if RULES.actor(s) == CHANCE:
                outcomes = RULES.chance_outcomes(s)
                assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
                a = RULES.chance_action(s)
                assert a in [o for o, _ in outcomes]
                assert RULES.describe(s, a) is None, "the dice as they fall are not logged"
            else:
                acts = RULES.legal_actions(s)
                assert acts, "a seat to act always has an action"
                a = rng.choice(acts)
                key, params = RULES.describe(s, a)
                check_text(key, params)
            assert json.loads(json.dumps(a)) == a
            frozen = json.dumps(s, sort_keys=True)
            s2, events = RULES.apply(s, a)
            assert json.dumps(s, sort_keys=True) == frozen, "apply mutated its input"
            assert json.loads(json.dumps(s2)) == s2
            assert json.loads(json.dumps(events)) == events
            for e in events:
                assert re.fullmatch(r"[A-Z][A-Za-z]+", e["type"])
            RULES.check_invariants(s2)
            # Hidden information never reaches the other seat.
            for seat in (0, 1):
                for path in RULES.secret_paths(s2, seat):
                    assert get_path(RULES.observation(s2, 1 - seat), path) is None
                    assert get_path(RULES.observation(s2, seat), path) is not None
            s = s2
            steps += 1
            assert steps < 5000
        r = RULES.returns(s)
        assert len(r) == 2 and sum(r) == 0 and set(r) <= {-1, 0, 1}
        assert RULES.legal_actions(s) == []


def test_apply_leaves_nested_lists_unshared():
    s = RULES.initial_state(2, {"placement": "little"}, 1)
    s2, _ = RULES.apply(s, ["roll"])
    for _ in range(8):
        s2, _ = RULES.apply(s2, RULES.chance_action(s2))
    s3, _ = RULES.apply(s2, ["roll"])
    for a, b in ((s, s2), (s2, s3)):
        for key in ("owner", "power", "field", "nuggets", "hands"):
            assert a[key] is not b[key]
        for h1, h2 in zip(a["hands"], b["hands"]):
            assert h1 is None or h1 is not h2


def test_locales_complete_and_equal():
    assert set(EN) == set(FR)
    assert all(k.startswith("dragons-arena.") for k in EN)
    for k in EN:
        assert fields(EN[k]) == fields(FR[k]), k
        assert EN[k].strip() and FR[k].strip()


def test_info_texts_exist():
    keys = [info.NAME] + [seat["name"] for seat in info.SEATS]
    for o in info.OPTIONS:
        keys += [o["label"], o["desc"]]
        values = [c["value"] for c in o["choices"]]
        assert o["default"] in values
        for c in o["choices"]:
            keys += [c["label"], c["desc"]]
            assert c["picture"].startswith("dragons-arena/opt-")
    for n in range(1, info.RULES_PAGES + 1):
        keys += ["dragons-arena.rules.p%d.title" % n, "dragons-arena.rules.p%d.body" % n]
    for k in keys:
        assert k in EN and k in FR, k
    assert "dragons-arena.rules.p%d.title" % (info.RULES_PAGES + 1) not in EN
    assert 6 <= info.RULES_PAGES <= 8
    assert info.ID == RULES.id == "dragons-arena"
    assert EN["dragons-arena.seat.0"] == "FIRE" and FR["dragons-arena.seat.1"] == "GLACE"


def test_solo_choice_is_all_human():
    mode = [o for o in info.OPTIONS if o["id"] == "mode"][0]
    solo = [c for c in mode["choices"] if c["value"] == "solo"][0]
    assert solo.get("all_human") is True


def test_no_pygame_in_rules_and_ai():
    import subprocess
    import sys
    code = ("import sys; import games.dragons_arena.info, games.dragons_arena.rules, "
            "games.dragons_arena.ai; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_luck_goes_through_explicit_chance_nodes():
    s = RULES.initial_state(2, {}, 0)
    assert RULES.actor(s) in (0, 1)            # the shake itself is a person's act
    s, events = RULES.apply(s, ["shake"])
    assert events == [] and RULES.actor(s) == CHANCE and s["rng"] == RULES.initial_state(2, {}, 0)["rng"]
    for k in range(16):
        outcomes = RULES.chance_outcomes(s)
        fire = sum(p for (o, p) in outcomes if o[1] == 0)
        left_fire = 8 - s["owner"].count(0)
        assert abs(fire - left_fire / (16 - k)) < 1e-9, "species weighted by the dice still to fall"
        s, events = RULES.apply(s, RULES.chance_action(s))
    assert events[0]["type"] == "ArenaShaken" and s["owner"].count(0) == 8
    e = RULES.initial_state(2, {"placement": "equal"}, 3)
    assert RULES.actor(e) == CHANCE and RULES.chance_outcomes(e) == [(["lot", 0], 0.5),
                                                                      (["lot", 1], 0.5)]
