"""Chevaliers et Dragons: texts in both languages, info constants, no pygame."""

import json
import os
import string
import subprocess
import sys


from tests.games.chevaliers_dragons.cd_helpers import random_playout  # noqa: E402
from games.chevaliers_dragons import info  # noqa: E402
from games.chevaliers_dragons import rules as CR  # noqa: E402
from games.chevaliers_dragons.rules import RULES  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def load(lang):
    with open(os.path.join(ROOT, "locale", lang, "chevaliers-dragons.json"), encoding="utf-8") as fh:
        return json.load(fh)


FR, EN = load("fr"), load("en")


def fields(text):
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)


def test_both_languages_have_the_same_keys_and_placeholders():
    assert FR.keys() == EN.keys()
    for key in FR:
        assert key.startswith("chevaliers-dragons."), key
        assert FR[key].strip() and EN[key].strip(), key
        assert fields(FR[key]) == fields(EN[key]), key


def test_names():
    assert FR[info.NAME] == "Chevaliers et Dragons"
    assert EN[info.NAME] == "Knights and Dragons"


def test_every_info_label_is_translated():
    keys = [info.NAME] + [s["name"] for s in info.SEATS]
    for opt in info.OPTIONS:
        keys += [opt["label"], opt["label"] + ".desc"]
        for c in opt["choices"]:
            keys += [c["label"], c["label"] + ".desc"]
    for k in keys:
        assert k in FR and k in EN, k
    assert {o["id"] for o in info.OPTIONS} == {"version", "count_first"}
    assert [c["value"] for c in info.OPTIONS[0]["choices"]] == ["standard", "pocket"]


def test_pieces_objectives_and_screens():
    for kind in CR.SIDE:
        for suffix in ("", ".subject", ".object"):
            assert "chevaliers-dragons.piece." + kind + suffix in FR
    for o in CR.OBJECTIVE_NAMES:
        assert "chevaliers-dragons.objective." + o in FR
        assert "chevaliers-dragons.taken." + o in FR
    for key in ("prompt.setup", "prompt.move", "button.end", "button.ready", "button.random",
                "combat.more", "combat.fewer", "combat.same", "win.0.objectives", "win.1.objectives",
                "win.0.army", "win.1.army", "draw.limit"):
        assert "chevaliers-dragons." + key in FR, key
    assert EN["chevaliers-dragons.prompt.setup"] == "Arrange your army"
    assert EN["chevaliers-dragons.prompt.move"] == "Move up to two pawns"


def test_rules_pages():
    n = 0
    while "chevaliers-dragons.rules.p%d.title" % (n + 1) in FR:
        n += 1
        assert "chevaliers-dragons.rules.p%d.body" % n in FR
    assert 5 <= n <= 6


def test_every_log_key_exists_and_formats():
    for seed in range(15):
        states = random_playout(seed, check=False)
        import random
        rnd = random.Random(seed)
        for s in states[:-1]:
            legal = RULES.legal_actions(s)
            for a in rnd.sample(legal, min(4, len(legal))):
                described = RULES.describe(s, a)
                if described is None:   # an attack: the throw that settles it tells it
                    continue
                key, params = described
                assert key in FR and key in EN, key
                FR[key].format(**params)
                EN[key].format(**params)


def test_decor_layout():
    assert info.DECOR and all(d["kind"] in ("wood", "hill") for d in info.DECOR)
    assert all(0 <= d["sq"] < CR.NSQ for d in info.DECOR)
    assert len({d["sq"] for d in info.DECOR}) == len(info.DECOR)
    for d in info.DECOR:
        assert "chevaliers-dragons.decor." + d["kind"] in FR


def test_rules_and_ai_never_import_pygame():
    code = ("import sys; import games.chevaliers_dragons.rules, games.chevaliers_dragons.ai, "
            "games.chevaliers_dragons.info; assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_the_board_page_names_its_size_and_no_side_of_the_screen():
    # It said "6 columns and 9 rows" beside a board lying on its side (9 across), and a first
    # mend named the left and right, which a portrait window turns to top and bottom.
    en, fr = EN["chevaliers-dragons.rules.p2.body"], FR["chevaliers-dragons.rules.p2.body"]
    assert "9 squares long and 6 wide" in en and "9 cases de long et 6 de large" in fr
    for body, sides in ((en, ("left", "right", "column")), (fr, ("gauche", "droite", "colonne"))):
        assert not any(side in body for side in sides), body
