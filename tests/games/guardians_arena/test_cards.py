"""Guardians Arena's card data: the decks, the numbers, the operations, the generated texts."""
import json
import os
import re
import string

import pytest

from engine import i18n
from games.guardians_arena import cardtext, effects
from games.guardians_arena import carddata
from games.guardians_arena.carddata import CardDataError

POOL = carddata.pool()
DECKS = carddata.decks()
GOOD_CREATURE = {"id": "test_beast", "kind": "creature", "border": "mortal", "vitality": 5,
                 "offcolour": 1, "size": "small", "class": "beast"}


def deck_cards(deck_id):
    return [POOL[c] for c in carddata.deck_list(DECKS[deck_id])]


def test_the_pool_has_at_least_60_cards_and_four_ready_decks():
    assert len(POOL) >= 60
    assert len(DECKS) >= 4


@pytest.mark.parametrize("deck_id", sorted(DECKS))
def test_every_deck_has_55_cards_one_guardian_three_strongholds(deck_id):
    cards = deck_cards(deck_id)
    assert len(cards) == 55
    assert [c.kind for c in cards].count("guardian") == 1
    strongholds = [c for c in cards if c.kind == "stronghold"]
    assert sorted(c["position"] for c in strongholds) == ["centre", "left", "right"]
    assert len([c for c in cards if c.kind not in ("guardian", "stronghold")]) == 51


def test_every_card_a_deck_names_exists():
    for deck_id, counts in DECKS.items():
        assert set(counts) <= set(POOL), deck_id


def test_decks_differ_in_character():
    """Each deck leans on its own kind of card: the flying deck flies most, the heavy deck has
    the highest mean vitality, the coven the most spells and corruptions, the wilds the most
    terrains and items."""
    def share(deck_id, keep):
        cards = deck_cards(deck_id)
        return sum(1 for c in cards if keep(c)) / len(cards)

    def best(keep):
        return max(DECKS, key=lambda d: share(d, keep))

    assert best(lambda c: c.kind == "creature" and (c["flying"] or c["ranged"])) == "gale"
    assert max(DECKS, key=lambda d: sum(c["vitality"] for c in deck_cards(d)
                                        if c.kind == "creature")) == "bastion"
    assert best(lambda c: c.kind in ("spell", "corruption")) == "coven"
    assert best(lambda c: c.kind in ("terrain", "item")) == "wilds"


def test_every_number_within_the_ranges_of_the_original():
    for card in POOL.values():
        assert 1 <= card["dominance"] <= 30, card.id
        if card.kind == "creature":
            assert 1 <= card["vitality"] <= 17, card.id
            assert card["dominance"] == card["vitality"], card.id
            assert 0 <= card["offcolour"] <= 4, card.id
            assert card["channeller"] is None or 1 <= card["channeller"] <= 5, card.id
            assert card["ranged"] is None or 1 <= card["ranged"] <= 6, card.id
        if card.kind == "guardian":
            assert 26 <= card["vitality"] <= 30 and 5 <= card["channel"] <= 9, card.id
            assert 5 <= card["stones"] <= 10 and 2 <= card["draw"] <= 3, card.id
            assert all(-1 <= card[k] <= 1 for k in ("draw_fewer", "draw_more", "draw_lower"))
        if card.kind == "stronghold":
            assert 3 <= card["defence"] <= 6, card.id
        for op in card.all_ops():
            if op["op"] == "area":
                assert 2 <= op["n"] <= 11, card.id


def test_every_operation_is_in_the_table_with_parameters_of_the_right_type():
    for card in POOL.values():
        for op in card.all_ops():
            assert op["op"] in effects.OPS, card.id
            required, optional, _ = effects.OPS[op["op"]]
            assert set(required) <= set(op), card.id
            assert set(op) - {"op"} <= set(required) | set(optional), card.id
            assert effects.problems(op) == [], card.id


@pytest.mark.parametrize("op,fault", [
    ({"op": "fly"}, "unknown operation 'fly'"),
    ({"op": "vitality"}, "missing parameter 'n'"),
    ({"op": "vitality", "n": "3"}, "whole number"),
    ({"op": "vitality", "n": 3, "on_terrain": "moon"}, "vitality.on_terrain must be one of"),
    ({"op": "area", "n": 12}, "from 2 to 11"),
    ({"op": "draw", "n": 1, "colour": "red"}, "unknown parameter 'colour'"),
    ({"op": "vitality", "n": 2, "against_flying": "yes"}, "true or false"),
    ({"op": "destroy", "what": "terrain", "max_vitality": 4}, "only with what: creature"),
])
def test_the_table_refuses_a_wrong_operation(op, fault):
    assert any(fault in p for p in effects.problems(op)), effects.problems(op)


def test_every_op_in_the_table_has_a_meaning_and_typed_parameters():
    for name, required, optional, meaning in effects.table():
        assert meaning and all(required.values()) and all(optional.values()), name


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_card_has_a_name_and_a_whole_generated_text_in_both_languages(lang):
    for card in POOL.values():
        name = cardtext.name(card, lang)
        assert name.strip(), card.id
        lines = cardtext.lines(card, lang)
        assert len(lines) >= 2 and all(line.strip() for line in lines), card.id
        text = "\n".join(lines)
        assert "{" not in text and "}" not in text, (card.id, text)
        assert "guardians-arena." not in text, (card.id, text)
        # one sentence per operation, at least
        assert len(lines) >= 2 + len(card.all_ops()) - len(card.get("ability", [])), card.id


def test_texts_follow_the_operations():
    en = {c: cardtext.text(POOL[c], "en") for c in ("iron_knight", "cinder_storm", "honeyed_wine",
                                                    "tide_wyrm", "duke_of_ash", "sand_djinn")}
    assert "+3 Vitality against dragons." in en["iron_knight"]
    assert "Cost: 2 power stones." in en["cinder_storm"] and "Area-effect attack 9" in en["cinder_storm"]
    assert "vulnerable to nectar" in en["honeyed_wine"]
    assert "+4 Vitality in a marsh." in en["tide_wyrm"]
    assert "Command — Opposing duellist: \u22122 Vitality." in en["duke_of_ash"]
    assert "Red vitality 7: the opponent gets \u22122 Vitality." in en["sand_djinn"]
    fr = cardtext.text(POOL["honeyed_wine"], "fr")
    assert "vulnérable au nectar" in fr
    assert "Piochez 2 cartes." in cardtext.text(POOL["far_sight"], "fr")
    assert "Gagnez 1 Pierre de Pouvoir." in cardtext.text(POOL["cinder_imp"], "fr")


def test_changing_an_operation_changes_the_text():
    card = carddata.make_card(dict(GOOD_CREATURE, effects=[{"op": "vitality", "n": 2,
                                                            "on_terrain": "forest"}]))
    assert "+2 Vitality in a forest." in cardtext.text(card, "en")
    card = carddata.make_card(dict(GOOD_CREATURE, effects=[{"op": "vitality", "n": 4,
                                                            "on_terrain": "glacier"}]))
    assert "+4 Vitality on a glacier." in cardtext.text(card, "en")
    assert "+4 Vitalité sur un glacier." in cardtext.text(card, "fr")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_card_names_are_unique(lang):
    names = [cardtext.name(c, lang) for c in POOL.values()]
    assert len(set(names)) == len(names)


def test_every_locale_key_of_the_cards_is_used_or_a_word_of_the_vocabulary():
    """No card name without a card: the names in the locale file are exactly the pool."""
    cat = i18n.catalog("en")
    named = {k.split(".")[-1] for k in cat if k.startswith("guardians-arena.card.")}
    assert named == set(POOL)


def test_every_mechanic_of_the_rules_appears_in_a_deck():
    shown = set()
    for deck_id in DECKS:
        for card in deck_cards(deck_id):
            shown |= carddata.mechanics(card)
    assert carddata.every_mechanic() - shown == set()


def test_backs_send_cards_to_storage_or_pen():
    assert POOL["fire_rain"]["back"] == POOL["honeyed_wine"]["back"] == "storage"
    assert POOL["horn_of_plenty"]["back"] == "storage"
    assert POOL["runed_blade"]["back"] == POOL["oak_shield"]["back"] == "pen"
    assert POOL["misty_marsh"]["back"] == POOL["iron_knight"]["back"] == "pen"


@pytest.mark.parametrize("change,fault", [
    ({"vitality": 18}, "vitality must be from 1 to 17"),
    ({"offcolour": 5}, "offcolour must be from 0 to 4"),
    ({"border": "golden"}, "border must be one of"),
    ({"dominance": 9}, "dominance is its vitality"),
    ({"flying": "yes"}, "flying must be true or false"),
    ({"wings": 2}, "unknown field 'wings'"),
    ({"vulnerabilities": ["sloth"]}, "vulnerabilities must be one of"),
    ({"effects": [{"op": "teleport"}]}, "unknown operation 'teleport'"),
    ({"red_vitality": 10}, "red_vitality must be within 3"),
])
def test_a_bad_card_is_refused_with_its_file_and_id_named(change, fault):
    with pytest.raises(CardDataError) as err:
        carddata.make_card(dict(GOOD_CREATURE, **change), "creatures_test.json")
    assert "creatures_test.json" in str(err.value) and "'test_beast'" in str(err.value)
    assert fault in str(err.value)


def write_pool(folder, cards, name="test_family.json"):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(json.dumps({"cards": cards}), encoding="utf-8")


def test_a_broken_card_file_gives_a_clear_message(tmp_path):
    write_pool(tmp_path, [GOOD_CREATURE, dict(GOOD_CREATURE, id="bad_one", size="enormous")])
    with pytest.raises(CardDataError, match=r"test_family\.json, card 'bad_one': size must be"):
        carddata.load_pool(str(tmp_path))
    (tmp_path / "test_family.json").write_text('{"cards": [', encoding="utf-8")
    with pytest.raises(CardDataError, match=r"test_family\.json: cannot be read as JSON"):
        carddata.load_pool(str(tmp_path))


def test_an_id_used_twice_is_refused(tmp_path):
    write_pool(tmp_path, [GOOD_CREATURE, GOOD_CREATURE])
    with pytest.raises(CardDataError, match="used twice"):
        carddata.load_pool(str(tmp_path))


def test_a_wrong_deck_is_refused_with_its_file_named(tmp_path):
    counts = dict(DECKS["gale"])
    (tmp_path / "gale.json").write_text(json.dumps({"id": "gale", "cards": counts}))
    assert carddata.load_decks(POOL, str(tmp_path))["gale"] == counts
    counts["storm_hawk"] -= 1
    (tmp_path / "gale.json").write_text(json.dumps({"id": "gale", "cards": counts}))
    with pytest.raises(CardDataError, match=r"decks/gale\.json: a deck holds 55 cards, this one 54"):
        carddata.load_decks(POOL, str(tmp_path))
    counts["storm_hawk"] += 1
    counts["no_such_card"] = 1
    del counts["breeze_sprite"]
    counts["cinder_imp"] += 2
    (tmp_path / "gale.json").write_text(json.dumps({"id": "gale", "cards": counts}))
    with pytest.raises(CardDataError, match="'no_such_card': no such card"):
        carddata.load_decks(POOL, str(tmp_path))


def test_a_deck_without_its_right_stronghold_is_refused():
    counts = dict(DECKS["gale"])
    del counts["wind_tower"]
    counts["deep_hall"] = 1
    with pytest.raises(CardDataError, match="centre, left and right"):
        carddata.check_deck("gale", counts, POOL, "decks/gale.json")


def test_card_files_stay_readable():
    folder = carddata.CARDS_DIR
    for root, _, files in os.walk(folder):
        for name in files:
            with open(os.path.join(root, name), encoding="utf-8") as f:
                lines = f.read().splitlines()
            assert len(lines) <= 400 and max(map(len, lines)) <= 110, name


def test_french_templates_use_french_spacing_before_colons():
    fmt = string.Formatter()
    for key, value in i18n.catalog("fr").items():
        if key.startswith("guardians-arena."):
            plain = "".join(part[0] for part in fmt.parse(value))
            assert not re.search(r"\S:", plain), (key, value)
