"""Guardians Arena's French words name each step as the French rule text does: its rounds are
"round primaire" and "round secondaire" (the totals panel and the log once said "manche
principale", the tips, the rules pages and the phase bar "round primaire": one step, two names)."""
import glob
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_the_rounds_have_the_rule_text_s_one_name_in_french():
    strings = {}
    for path in glob.glob(os.path.join(ROOT, "locale", "fr", "guardians-arena*.json")):
        with open(path, encoding="utf-8") as f:
            strings.update(json.load(f))
    assert len(strings) > 100
    assert [k for k, v in strings.items() if "manche" in v.lower()] == []
    rounds = [v for v in strings.values() if "round primaire" in v.lower()]
    assert len(rounds) >= 4        # the rules, the tips, the panel and the log
