"""Guardians Arena's combat: the primary and secondary rounds, every modifier of the totals, the
lexicon's rules inside a duel (flying, red vitality, off-colour, immunity, corruption first,
shields, area attacks, influence, ranged attacks) and the resolution."""
from games.guardians_arena import rules_totals as T
from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.ga_table import combat, on, pass_round, put, table, take
from tests.games.guardians_arena.test_rules_phase1 import run_chance, step


def lines(s, seat):
    return {k: n for k, n, _ in T.primary_lines(s, s["duel"], seat)}


def test_the_active_player_attacks_and_acts_first_the_round_ends_at_two_passes():
    s = table(active=1)
    put(s, 0, "storage", "war_hymn")
    put(s, 1, "storage", "wither")
    s, events = combat(s, "iron_knight", "mire_hag")
    assert s["phase"] == "primary" and s["actor"] == 1, "the Active player first"
    assert s["duel"]["attacker"] == 1
    assert any(e["type"] == "Revealed" and e["card"] == "mire_hag" for e in events)
    assert s["players"][0]["hand"] == ["war_hymn"], "the primary combat hand is the storage"
    s, _ = step(s, ["pass"])
    assert s["phase"] == "primary" and s["actor"] == 0
    s, _ = step(s, ["play", "war_hymn", None])
    assert lines(s, 0)["card"] == 3
    s, _ = step(s, ["pass"])
    s, _ = step(s, ["pass"]) if s["phase"] == "primary" else (s, None)
    assert s["phase"] != "primary"


def test_off_colour_bonus_follows_the_cycle_and_red_vitality_gives_the_difference():
    s = table(decks=("bastion", "coven"))
    s, _ = combat(s, "iron_knight", "mire_hag", wait=True)    # a mortal against an external
    assert "offcolour" not in lines(s, 0), "white gets its bonus against grey, not black"
    assert lines(s, 1)["offcolour"] == 2, "black beats white"
    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "sand_djinn", "iron_knight", wait=True)   # red 7 / black 9 against a mortal
    assert lines(s, 0)["base"] == 7, "the red vitality is used in a duel"
    assert lines(s, 1)["red"] == -2, "red - black goes to the opponent"
    assert lines(s, 1)["offcolour"] == 3, "white beats grey"


def test_higher_total_wins_the_primary_round_and_stands_when_nobody_adds_anything():
    s = table()
    s, events = combat(s, "duke_of_ash", "grave_hound")
    # No cards: every round passes on its own; the duke wins (13 - 0 against 5 + 2 + 2 - 2).
    assert s["players"][0]["victories"] == ["duke_of_ash"]
    assert "grave_hound" in s["players"][1]["discard"], "the beaten duellist is discarded"


def test_a_tie_sends_both_duellists_back_to_their_pens():
    s = table(decks=("bastion", "wilds"))
    s, events = combat(s, "iron_knight", "iron_knight")
    assert any(e["type"] == "CombatEnds" and e["winner"] is None for e in events)
    for p in s["players"]:
        assert "iron_knight" in p["pen"] and not p["victories"]


def test_a_command_text_takes_effect_at_once_and_counts_in_both_rounds():
    s = table()
    put(s, 0, "pen", "lantern_squire")
    s, events = combat(s, "duke_of_ash", "chain_wraith", wait=True)
    assert any(e["type"] == "Command" and e["card"] == "duke_of_ash" for e in events)
    assert lines(s, 1)["command"] == -2
    s, _ = step(s, ["pass"])
    assert s["phase"] == "secondary"
    sec = {k: n for k, n, _ in T.secondary_lines(s, s["duel"], 1)}
    assert sec["command"] == -2, "command texts are kept in the secondary comparison"


def test_the_secondary_round_starts_with_the_beaten_side_and_counts_base_vitality_only():
    s = table(decks=("bastion", "coven"))
    put(s, 0, "storage", "war_hymn")
    put(s, 1, "pen", "mire_hag")
    s, _ = combat(s, "dread_knight", "chain_wraith")
    s, _ = step(s, ["play", "war_hymn", None])     # the other seat and then this one pass
    assert s["duel"]["primary_result"] == 0, "11 + 3 against 8"
    assert s["phase"] == "secondary" and s["actor"] == 1, "the beaten side starts"
    s, events = step(s, ["join", "mire_hag"])       # then both have nothing left: the end
    end = next(e for e in events if e["type"] == "RoundEnds")
    assert end["round"] == "secondary" and end["totals"] == [11, 8 + 7], \
        "the primary modifiers are spent: the knight's base 11 against 8 + 7"
    assert s["players"][1]["victories"] == ["chain_wraith"]
    assert "mire_hag" in s["players"][1]["deck"]["bottom"], "secondary attackers go under the deck"
    assert "dread_knight" in s["players"][0]["discard"]


def secondary_end(events):
    return next(e for e in events if e["type"] == "RoundEnds" and e["round"] == "secondary")


def test_a_red_secondary_attacker_gives_red_minus_black_to_its_opponent():
    s = table(decks=("gale", "bastion"))
    put(s, 0, "pen", "breeze_sprite")                 # red 3 / black 2: gives +1
    s, _ = combat(s, "tower_crossbow", "shield_maiden")
    assert s["duel"]["primary_result"] == 1, "6 against 8 (two mortals: no off-colour bonus)"
    s, events = step(s, ["join", "breeze_sprite"])
    # The crossbow's base 6 + the sprite's red 3 (grey has no bonus against white) = 9,
    # against the maiden's base 8 + the sprite's gift 3 - 2 = 9: a tie.
    assert secondary_end(events)["totals"] == [9, 9]
    assert any(e["type"] == "CombatEnds" and e["winner"] is None for e in events)
    assert "tower_crossbow" in s["players"][0]["pen"] and "shield_maiden" in s["players"][1]["pen"]


def test_red_gifts_go_both_ways_in_the_secondary_round():
    s = table(decks=("gale", "bastion"))
    put(s, 0, "pen", "sand_djinn")                    # red 7 / black 9: gives -2
    put(s, 1, "pen", "iron_knight")
    s, _ = combat(s, "breeze_sprite", "shield_maiden")
    assert s["duel"]["primary_result"] == 1, "3 against 8 + 1 (the sprite's gift) + 2 (white on grey)"
    s, _ = step(s, ["join", "sand_djinn"])
    s, events = step(s, ["join", "iron_knight"])
    # Seat 0: the sprite's base 3 + the djinn's red 7 = 10. Seat 1: the maiden's base 8, the
    # djinn's gift 7 - 9 = -2 (it faces the maiden), the knight's 10 + the sprite's gift +1 (it
    # faces the sprite) + its off-colour 3 (white beats grey) = 20.
    assert secondary_end(events)["totals"] == [10, 20]


def test_a_secondary_round_of_passes_only_keeps_the_primary_result():
    s = table(decks=("bastion", "bastion"))
    s, events = combat(s, "shield_maiden", "dune_strider")
    # Primary: the maiden's 8 + 2 (white beats grey) against the strider's 8 (no dunes laid).
    # Nobody has a card: the secondary round is two passes, and counted again on base
    # vitality it would be 8 against 8; the primary result stands instead.
    first = next(e for e in events if e["type"] == "RoundEnds" and e["round"] == "primary")
    assert first["totals"] == [10, 8] and first["winner"] == 0
    assert secondary_end(events)["totals"] == [8, 8] and secondary_end(events)["winner"] == 0
    assert s["players"][0]["victories"] == ["shield_maiden"]
    assert "dune_strider" in s["players"][1]["discard"]


def test_a_flier_ignores_a_non_flier_in_the_primary_round_unless_it_has_reach():
    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "storm_hawk", "boulder_giant")
    assert s["players"][0]["victories"] == ["storm_hawk"] or \
        "storm_hawk" in s["players"][0]["deck"]["bottom"] + s["players"][0]["discard"]
    s = table(decks=("gale", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "storm_hawk", "boulder_giant")
    assert T.primary_result(s, s["duel"]) == 0, "5 flying beats 16 on foot"
    assert T.ignored_by_flying(s, s["duel"], 1)
    assert T.primary_notes(s, s["duel"]) == [None, "flying"], "the table says the 16 does not count"
    s = table(decks=("gale", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "storm_hawk", "shield_maiden")
    assert T.primary_result(s, s["duel"]) == 1, "reach: the flying advantage does not apply"
    assert T.primary_notes(s, s["duel"]) == [None, None]


def test_a_creature_immune_to_the_primary_attack_cannot_be_beaten_by_it():
    s = table(decks=("bastion", "wilds"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "magma_golem", "tide_wyrm", item_b="salamander_cloak")
    assert T.primary_totals(s, s["duel"]) == [14, 12]
    assert T.primary_result(s, s["duel"]) is None, "a fire attack against a fire-proof cloak"
    assert T.primary_notes(s, s["duel"]) == [None, "immune"], "the table says why it is a tie"
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "shield_maiden")      # fear against a fear-immune maiden
    assert T.primary_totals(s, s["duel"]) == [14, 8]
    assert T.primary_result(s, s["duel"]) is None
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "iron_knight")
    assert T.primary_result(s, s["duel"]) == 0
    assert T.primary_notes(s, s["duel"]) == [None, None]


def test_corruption_comes_first_and_sends_a_vulnerable_creature_back_to_its_pen():
    s = table(decks=("bastion", "coven"), active=0)
    put(s, 0, "storage", "war_hymn")
    put(s, 1, "storage", "gilded_promise")
    s, _ = combat(s, "iron_knight", "chain_wraith")
    s, _ = step(s, ["pass"])
    assert ["play", "gilded_promise", [0, -1]] in RULES.legal_actions(s)
    s, events = step(s, ["play", "gilded_promise", [0, -1]])
    left = next(e for e in events if e["type"] == "CreatureLeaves")
    assert (left["card"], left["to"]) == ("iron_knight", "pen"), "back to the pen, unharmed"
    # The pen becomes the secondary combat hand: the knight may come back, as a secondary
    # attacker with its base vitality (the text sends it to the pen; docs/guardians-arena-rules).
    assert s["phase"] == "secondary" and s["actor"] == 0
    assert ["join", "iron_knight"] in RULES.legal_actions(s)
    s = table(decks=("bastion", "coven"), active=0)
    put(s, 0, "storage", "war_hymn")
    put(s, 1, "storage", "gilded_promise")
    s, _ = combat(s, "iron_knight", "chain_wraith")
    s, _ = step(s, ["play", "war_hymn", None])
    assert not [a for a in RULES.legal_actions(s) if a[0] == "play"], \
        "after another combat action it is too late to corrupt"


def test_guardian_influence_needs_a_receiver_costs_a_stone_and_stops_at_base_vitality():
    s = table(decks=("bastion", "coven"))
    s["players"][0]["stones"] = 5
    s, _ = combat(s, "lantern_squire", "mire_hag")
    assert ["influence"] in RULES.legal_actions(s)
    s, events = step(s, ["influence"])
    assert s["players"][0]["stones"] == 4
    got = next(e for e in events if e["type"] == "Influenced")
    assert (got["n"], got["lost"]) == (3, 2), "Granit's 5 capped at the squire's 3"
    s = table(decks=("bastion", "coven"))
    s, _ = combat(s, "duke_of_ash", "mire_hag")
    assert ["influence"] not in RULES.legal_actions(s), "the duke is not a channel receiver"


def test_a_creature_under_a_stronghold_turns_up_once_a_turn_for_its_ranged_attack():
    s = table(decks=("gale", "bastion"))
    on(s, 0, "centre", "tower_crossbow", slot="under")
    s, _ = combat(s, "griffon_rider", "dread_knight", wait=True)
    assert ["channel", "centre", "ranged"] in RULES.legal_actions(s)
    s, events = step(s, ["channel", "centre", "ranged"])
    assert s["players"][0]["strongholds"]["centre"]["under"]["up"]
    assert lines(s, 0)["ranged"] == 5
    assert s["actor"] == 0, "the knight's side had nothing to do"
    assert ["channel", "centre", "ranged"] not in RULES.legal_actions(s), "once a turn"


def test_a_shield_cancels_an_opposing_creature_and_an_iron_pavise_captures_it():
    s = table(decks=("bastion", "coven"))
    put(s, 1, "pen", "thorn_targe")
    put(s, 1, "pool", "wither", "wither")
    s, _ = combat(s, "boulder_giant", "chain_wraith")
    s = run_chance(s)
    assert s["phase"] == "secondary" and s["actor"] == 1
    s, events = step(s, ["shield", "thorn_targe", ["creature", 0, -1]])
    s = run_chance(s)
    assert s["duel"]["creatures"][0]["cancelled"]
    assert len(s["players"][1]["hand"]) == 1, "the targe draws a card"
    assert not [a for a in RULES.legal_actions(s) if a[0] == "shield"], "one shield a combat"
    while s["phase"] == "secondary":
        s, events = step(s, ["pass"])
    assert s["players"][1]["victories"] == ["chain_wraith"]
    assert "thorn_targe" in s["players"][1]["discard"]
    s = table(decks=("bastion", "bastion"))
    put(s, 1, "pen", "iron_pavise")
    s, _ = combat(s, "boulder_giant", "iron_knight")
    s, events = step(s, ["shield", "iron_pavise", ["creature", 0, -1]])
    assert s["players"][1]["prison"] == {"shield": "iron_pavise", "creature": "boulder_giant",
                                         "owner": 0}


def test_an_area_attack_discards_the_small_creatures_of_the_opposing_hand():
    s = table(decks=("bastion", "coven"))
    put(s, 1, "pen", "grave_hound", "chain_wraith", "mire_hag")
    put(s, 0, "pen", "quake_beetle")
    s, _ = combat(s, "iron_knight", "mire_hag")
    s = pass_round(s) if s["phase"] == "primary" else s
    assert s["phase"] == "secondary"
    s, events = step(s, ["join", "quake_beetle"]) if s["actor"] == 0 else \
        step(step(s, ["pass"])[0], ["join", "quake_beetle"])
    area = next(e for e in events if e["type"] == "AreaAttack")
    assert area["cards"] == [], "3: nothing of vitality 3 or less"
    s = table(decks=("gale", "coven"))
    put(s, 1, "pen", "grave_hound", "chain_wraith", "frost_wisp")
    s, events = combat(s, "cloud_serpent", "mire_hag")
    hit = [e for e in events if e["type"] == "AreaAttack"]
    assert hit and sorted(hit[0]["cards"]) == ["frost_wisp", "grave_hound"], \
        "a primary duellist's area attack strikes the secondary hand; the wraith is immune"


def test_spells_change_vitality_return_destroy_and_make_the_foe_discard():
    s = table(decks=("bastion", "coven"))
    put(s, 1, "storage", "wither", "moon_lure", "fade_away", "mind_leech")
    put(s, 0, "storage", "war_hymn", "hoard_chest", "channel_surge")
    s["players"][1]["stones"] = 3
    s, _ = combat(s, "lantern_squire", "mire_hag")
    s, _ = step(s, ["pass"])
    s, _ = step(s, ["play", "wither", None])
    assert lines(s, 0)["card"] == -3
    s, _ = step(s, ["pass"])
    s, _ = step(s, ["play", "mind_leech", None])
    assert s["phase"] == "forced" and s["actor"] == 0 and RULES.private(s)
    s, _ = step(s, ["drop", "war_hymn"])
    s, _ = step(s, ["drop", "hoard_chest"])
    assert s["phase"] == "primary" and s["actor"] == 0
    assert s["players"][0]["hand"] == ["channel_surge"]
    s, _ = step(s, ["pass"])
    s, _ = step(s, ["play", "fade_away", ["creature", 0, -1]])
    assert s["duel"]["creatures"][0] is None and "lantern_squire" in s["players"][0]["discard"]
    assert s["players"][1]["stones"] == 2


def test_a_spell_cannot_touch_a_creature_immune_to_spells():
    s = table(decks=("coven", "coven"))
    put(s, 0, "storage", "wither", "moon_lure", "fade_away")
    s["players"][0]["stones"] = 5
    s, _ = combat(s, "mire_hag", "glass_sage")
    assert not [a for a in RULES.legal_actions(s) if a[0] == "play"]


def test_terrain_and_standard_modify_the_duellists_they_name():
    s = table(decks=("bastion", "wilds"))
    s["players"][0]["standard"] = "oath_standard"
    take(s["players"][0], "oath_standard")
    take(s["players"][1], "rime_glacier")
    s["terrain"] = {"card": "rime_glacier", "owner": 1}
    s, _ = combat(s, "boulder_giant", "oak_warden", wait=True)
    assert lines(s, 0)["terrain"] == 2 and lines(s, 0)["standard"] == 3
    assert "terrain" not in lines(s, 1)
