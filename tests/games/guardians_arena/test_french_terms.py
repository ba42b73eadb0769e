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


def test_the_storage_pile_has_one_name_and_its_backs_are_told_as_the_rule_text_tells_them():
    """The pile "Entrepôt" was « la réserve » in the log and a note (a word the cards keep for
    the reserve items, « Objet Réserve (H) »); its cards' backs, « double liseré orange », were
    "double-edged" in English, which reads as risky."""
    import re
    texts = {}
    for lang in ("fr", "en"):
        texts[lang] = {}
        for path in glob.glob(os.path.join(ROOT, "locale", lang, "guardians-arena*.json")):
            with open(path, encoding="utf-8") as f:
                texts[lang].update(json.load(f))
    reserve = re.compile(r"\bréserve\b", re.I)
    # The rule text's own: the reserve items and the "Main de Réserve" step.
    item = re.compile(r"objets? (de )?réserve|main de réserve", re.I)
    assert [k for k, v in texts["fr"].items() if reserve.search(item.sub("", v))] == []
    assert texts["fr"]["guardians-arena.ui.zone.storage"] == "Entrepôt"
    assert [k for k, v in texts["en"].items() if "double-edged" in v] == []
