"""Guardians Arena's raids on the strongholds (every case of the text), the third ruin, and the
challenge of a Guardian by a captured creature."""
import json

from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.ga_table import deploy_all, on, put, table, take
from tests.games.guardians_arena.test_rules_phase1 import run_chance, step


def raid(s, duel=(None, None)):
    """Start the raid as the rules do after a combat (every stronghold deployed)."""
    deploy_all(s)
    s["duel"] = {"creatures": list(duel)}
    s["phase"] = "resolved"
    events = []
    RULES.after_combat(s, events)
    return s, events


def target(s, a_pos, b_pos):
    """Both pick their targets (the Active player first), then both prepare nothing."""
    first = s["actor"]
    s, _ = step(s, ["target", a_pos if first == 0 else b_pos])
    s, events = step(s, ["target", b_pos if first == 0 else a_pos])
    return s, events


def raided(s, a_pos, b_pos, duel=(None, None)):
    """The raid started, the targets picked, and nobody moving or placing a card."""
    s, _ = raid(s, duel)
    s, _ = target(s, a_pos, b_pos)
    return prepare(s, {0: (None, None), 1: (None, None)})


def prepare(s, plans):
    events = []
    while s["phase"] == "raid_prep":
        s, ev = step(s, ["prep"] + list(plans[s["actor"]]))
        events += ev
    return s, events


def test_targets_are_chosen_in_secret_active_first_and_ruins_cannot_be_raided():
    s = table(active=1)
    s["players"][0]["strongholds"]["left"]["ruin"] = True
    deploy_all(s)
    s, _ = raid(s)
    assert s["phase"] == "raid_target" and s["actor"] == 1 and RULES.private(s)
    assert RULES.legal_actions(s) == [["target", "centre"], ["target", "right"]]
    s, events = step(s, ["target", "right"])
    assert "right" not in json.dumps(RULES.observation(s, 0)["secret"])
    s, events = step(s, ["target", "left"])
    shown = next(e for e in events if e["type"] == "RaidTargets")
    assert shown["targets"] == ["left", "right"]


def test_creature_against_creature_the_active_raider_wins_and_the_stronghold_falls():
    s = table(decks=("bastion", "coven"), active=0)
    on(s, 0, "centre", "boulder_giant")
    on(s, 1, "left", "grave_hound")
    on(s, 1, "left", "mire_hag", slot="under")
    s, events = raided(s, "left", "centre")
    s = run_chance(s)
    h = s["players"][1]["strongholds"]["left"]
    assert h["ruin"] and h["on"] is None and h["under"] is None
    assert {"grave_hound", "mire_hag"} <= set(s["players"][1]["discard"])
    assert s["players"][0]["strongholds"]["centre"]["on"]["card"] == "boulder_giant"
    assert s["players"][0]["strongholds"]["centre"]["on"]["up"]


def test_the_defender_takes_its_strongholds_bonus_and_wounds_a_flier():
    s = table(decks=("gale", "bastion"), active=0)
    on(s, 0, "centre", "storm_hawk")
    on(s, 1, "left", "lantern_squire")           # 3, + granite gate's 5 = 8 against the hawk's 5
    s, events = raided(s, "left", "centre")
    end = next(e for e in events if e["type"] == "RoundEnds")
    # 3, off-colour 2 against an elemental, the granite gate's 5
    assert end["totals"] == [5, 3 + 2 + 5] and end["winner"] == 1, "no flying advantage in a raid"
    assert "storm_hawk" in s["players"][0]["discard"], "a beaten raider is discarded"
    assert not s["players"][1]["strongholds"]["left"]["ruin"]


def test_shield_against_shield_both_go_to_the_discard():
    s = table(decks=("bastion", "bastion"))
    on(s, 0, "centre", "oak_shield")
    on(s, 1, "right", "iron_pavise")
    s, events = raided(s, "right", "centre")
    assert "oak_shield" in s["players"][0]["discard"]
    assert "iron_pavise" in s["players"][1]["discard"]


def test_a_creature_against_a_shield_is_captured_and_the_shield_becomes_a_prison():
    s = table(decks=("bastion", "coven"))
    on(s, 0, "centre", "oak_shield")
    on(s, 1, "right", "chain_wraith")
    s, events = raided(s, "right", "centre")
    assert s["players"][0]["prison"] == {"shield": "oak_shield", "creature": "chain_wraith",
                                         "owner": 1}


def test_an_undefended_stronghold_falls_unless_a_terrain_is_sacrificed():
    s = table(decks=("bastion", "wilds"))
    on(s, 0, "centre", "iron_knight")
    put(s, 1, "pen", "misty_marsh")
    s, events = raided(s, "left", "centre")
    assert s["phase"] == "raid_terrain" and s["actor"] == 1 and RULES.private(s)
    s, events = step(s, ["sacrifice", "misty_marsh"])
    assert not s["players"][1]["strongholds"]["left"]["ruin"]
    assert s["players"][0]["deck"]["bottom"] == ["iron_knight"], "the raider under its deck"
    assert "misty_marsh" in s["players"][1]["discard"]
    s = table(decks=("bastion", "wilds"))
    on(s, 0, "centre", "iron_knight")
    s, events = raided(s, "left", "centre")
    assert s["players"][1]["strongholds"]["left"]["ruin"]


def test_a_shield_without_opponent_captures_a_creature_in_the_duel_zone():
    s = table(decks=("bastion", "coven"))
    on(s, 0, "centre", "oak_shield")
    winner = {"card": "chain_wraith", "up": True, "item": None, "item_up": False,
              "with_item": False}
    take(s["players"][1], "chain_wraith")
    s, events = raided(s, "right", "centre", duel=(None, winner))
    assert s["phase"] == "raid_shield" and s["actor"] == 0
    assert ["capture", 1, "duel"] in RULES.legal_actions(s)
    s, events = step(s, ["capture", 1, "duel"])
    assert s["players"][0]["prison"]["creature"] == "chain_wraith"
    assert s["players"][1]["victories"] == [], "a captured creature never becomes victorious"


def test_a_shield_without_opponent_may_destroy_a_standard_or_go_back_to_the_pen():
    s = table(decks=("bastion", "bastion"))
    on(s, 0, "centre", "oak_shield")
    s["players"][1]["standard"] = "oath_standard"
    take(s["players"][1], "oath_standard")
    s, _ = raided(s, "right", "centre")
    s, _ = step(s, ["standard", 1])
    assert s["players"][1]["standard"] is None and "oak_shield" in s["players"][0]["discard"]
    s = table(decks=("bastion", "bastion"))
    on(s, 0, "centre", "oak_shield")
    s, _ = raided(s, "right", "centre")
    assert "oak_shield" in s["players"][0]["pen"], "nothing to do: back to the pen on its own"


def test_preparing_moves_a_card_and_places_one_from_the_raid_hand_in_secret():
    s = table(decks=("bastion", "bastion"))
    on(s, 0, "left", "iron_knight")
    put(s, 0, "pen", "boulder_giant")
    put(s, 1, "pen", "oak_shield")
    s, _ = raid(s)
    s, _ = target(s, "right", "centre")         # seat 1 raids seat 0's centre
    assert s["phase"] == "raid_prep" and s["actor"] == 0
    legal = RULES.legal_actions(s)
    assert ["prep", ["left", "centre"], None] in legal
    assert ["prep", None, "boulder_giant"] in legal
    assert ["prep", ["left", "centre"], "boulder_giant"] not in legal, "one card a stronghold"
    s, _ = step(s, ["prep", ["left", "centre"], None])
    assert s["players"][0]["strongholds"]["left"]["on"] is not None, "nothing moves until both chose"
    s, events = step(s, ["prep", None, "oak_shield"])
    # seat 0's knight (now on the raided centre) against seat 1's shield on its raided right
    assert s["players"][1]["prison"]["creature"] == "iron_knight"


def test_the_third_ruin_loses_the_game():
    s = table(decks=("bastion", "coven"))
    for pos in ("left", "right"):
        s["players"][1]["strongholds"][pos]["ruin"] = True
    on(s, 0, "centre", "iron_knight")
    s, _ = raid(s)
    assert s["phase"] == "raid_target" and s["actor"] == 1, "seat 0 has one target: not asked"
    s, _ = step(s, ["target", "centre"])         # the knight faces no one on the last stronghold
    s, _ = prepare(s, {0: (None, None), 1: (None, None)})
    assert s["phase"] == "over" and s["winner"] == 0 and s["reason"] == "strongholds"


# ------------------------------------------------------------------ the challenge
def challenge_table(prisoner, stones=0, shield_in_pen=False, ruin=True):
    """Seat 0 (the Pale Coven, Mother Morrow: channel 9) holds a prisoner of seat 1 (the Granite
    Host, King Granit: vitality 30)."""
    s = table(decks=("coven", "bastion"), active=0)
    deploy_all(s)
    s["players"][1]["strongholds"]["right"]["ruin"] = ruin
    take(s["players"][1], prisoner)
    take(s["players"][0], "thorn_targe")
    s["players"][0]["prison"] = {"shield": "thorn_targe", "creature": prisoner, "owner": 1}
    s["players"][0]["stones"] = stones
    if shield_in_pen:
        put(s, 1, "pen", "oak_shield")
    s["deployers"] = []
    RULES.start_challenge(s, [])
    return s


def test_a_prisoner_challenges_a_guardian_only_beside_a_ruin():
    s = challenge_table("iron_knight")
    assert s["phase"] == "challenge" and s["actor"] == 0
    assert RULES.legal_actions(s) == [["pass"], ["attack"]], "no stone: no influence"
    s = challenge_table("iron_knight", ruin=False)
    assert s["phase"] != "challenge" and s["turn"] == 2, "no ruin on the Guardian's side"


def test_influence_lifts_any_prisoner_up_to_its_base_and_a_higher_total_defeats_the_guardian():
    s = challenge_table("iron_knight", stones=3)      # 10 + Morrow's 9 + 1 (capped at 10) = 20
    s, _ = step(s, ["influence"])
    s, events = step(s, ["influence"])
    got = next(e for e in events if e["type"] == "Influenced")
    assert (got["n"], got["lost"]) == (1, 8), "at most its base vitality of influence"
    assert ["influence"] not in RULES.legal_actions(s)
    s, events = step(s, ["attack"])
    assert s["phase"] != "over", "20 is not above King Granit's 30"
    assert "iron_knight" in s["players"][1]["discard"] and s["players"][0]["prison"] is None
    assert "thorn_targe" in s["players"][0]["discard"]
    s = challenge_table("abyss_titan", stones=3)      # red 16 + 9 + 7 = 32 > 30
    for _ in range(2):
        s, _ = step(s, ["influence"])
    s, events = step(s, ["attack"])
    assert s["phase"] == "over" and s["winner"] == 0 and s["reason"] == "guardian"


def test_a_red_prisoner_counts_its_red_vitality_and_the_guardian_gets_no_gift():
    s = challenge_table("bone_colossus")             # red 17 / black 15, no stone
    s, events = step(s, ["attack"])
    failed = next(e for e in events if e["type"] == "ChallengeFailed")
    # 17 (red, not the black 15) against King Granit's printed 30 (not 30 + 17 - 15).
    assert (failed["total"], failed["guardian"]) == (17, 30)


def test_a_shield_in_the_pen_cancels_the_attack_on_the_guardian():
    s = challenge_table("abyss_titan", stones=3, shield_in_pen=True)
    for _ in range(2):
        s, _ = step(s, ["influence"])
    s, _ = step(s, ["attack"])
    assert s["phase"] == "challenge_defend" and s["actor"] == 1 and RULES.private(s)
    s, events = step(s, ["block", "oak_shield"])
    assert s["phase"] != "over" and s["players"][0]["prison"]["creature"] == "abyss_titan"
    assert "oak_shield" in s["players"][1]["discard"]
