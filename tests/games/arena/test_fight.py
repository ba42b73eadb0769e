"""ARENA's attacks with the dice fixed: when an attack may come, ties, damage, and every special
result (disarm, fall, knock-down, on the ground, disarmed, knocked out)."""
import pytest

from games.arena.fighters import attack_dice, defence_dice, new_fighter
from games.arena.rules import RULES
from tests.games.arena.ar_helpers import arena, dice, event, hx, play, types


def attacks(s):
    return [a for a in RULES.legal_actions(s) if a[0] == "attack"]


# ---------------------------------------------------------------- when the attack comes

def test_attack_before_the_walk_then_the_walk_is_finished():
    s = arena(2, at="D4 D5", f1={"posture": "balancee"})
    s, _ = play(s, ["posture", "agressive"], ["attack", 1])
    assert s["phase"] == "dice" and s["fight"]["att_dice"] == 3 and s["fight"]["def_dice"] == 2
    s, ev = dice(s, [6, 6, 6], [1, 1])
    assert event(ev, "Resolved")["hit"] and s["fighters"][1]["hp"] == 7 - 1
    assert s["phase"] == "move" and RULES.actor(s) == 0 and s["turn"]["left"] == 3
    assert attacks(s) == [], "one attack per turn"
    s, _ = play(s, ["step", hx("C3")], ["step", hx("B2")])
    s, ev = play(s, ["step", hx("A1")])
    assert RULES.actor(s) == 1 and "TurnStarted" in types(ev)


def test_attack_in_the_middle_of_the_walk_then_the_rest_of_it():
    s = arena(2, at="B2 D5", f1={"posture": "balancee"})
    s, _ = play(s, ["posture", "agressive"], ["step", hx("C3")], ["step", hx("D4")])
    assert attacks(s) == [["attack", 1]]
    s, _ = play(s, ["attack", 1])
    s, _ = dice(s, [1, 1, 1], [6, 6])
    assert s["turn"]["left"] == 1 and attacks(s) == []
    s, _ = play(s, ["step", hx("E4")])
    assert RULES.actor(s) == 1 and s["fighters"][0]["hex"] == hx("E4")


def test_attack_after_the_walk_ends_the_turn_and_a_move_alone_is_allowed():
    s = arena(2, at="C3 D5")
    s, _ = play(s, ["posture", "defensive"], ["step", hx("D4")])
    assert RULES.legal_actions(s) == [["end"], ["attack", 1]]
    alone, ev = play(s, ["end"])
    assert RULES.actor(alone) == 1 and alone["fighters"][1]["hp"] == 7
    s, _ = play(s, ["attack", 1])
    s, ev = dice(s, [6], [1, 1, 1, 1])
    assert RULES.actor(s) == 1, "walk done, attack made: the turn ends by itself"


def test_end_is_only_offered_once_the_walk_is_complete():
    s = arena(2, at="C3 D5")
    s, _ = play(s, ["posture", "balancee"])
    assert ["end"] not in RULES.legal_actions(s)
    with pytest.raises(ValueError):
        RULES.apply(s, ["end"])


def test_only_an_adjacent_fighter_still_in_the_fight_can_be_attacked():
    s = arena(3, at="D4 D5 A1", f1={"hp": 0})
    s, _ = play(s, ["posture", "defensive"])
    assert attacks(s) == []
    with pytest.raises(ValueError):
        RULES.apply(s, ["attack", 2])


def test_en_garde_cannot_attack_it_is_the_rest_and_the_whole_turn():
    s = arena(2, at="D4 D5")
    assert attack_dice(s["fighters"][0], "garde") == 0
    s, ev = play(s, ["posture", "garde"])
    assert types(ev)[0] == "Rested" and RULES.actor(s) == 1
    assert s["fighters"][0]["resting"]


# ---------------------------------------------------------------- the dice and the damage

def test_a_tie_goes_to_the_defender():
    s = arena(2, at="D4 D5", f1={"posture": "balancee"})
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    s, ev = dice(s, [3], [1, 2])
    r = event(ev, "Resolved")
    assert (r["att_total"], r["def_total"], r["hit"], r["damage"]) == (3, 3, False, 0)
    assert s["fighters"][1]["hp"] == 7 and "Hurt" not in types(ev)


@pytest.mark.parametrize("att,dfn,dmg", [
    ("dechainee", "dechainee", 4), ("dechainee", "agressive", 3), ("agressive", "agressive", 2),
    ("balancee", "agressive", 1), ("defensive", "defensive", 1), ("defensive", "balancee", 1)])
def test_damage_is_attack_value_minus_defence_value_at_least_one(att, dfn, dmg):
    s = arena(2, at="D4 D5", f1={"posture": dfn})
    s, _ = play(s, ["posture", att], ["attack", 1])
    f = s["fight"]
    s, ev = dice(s, [6] * f["att_dice"], [1] * f["def_dice"])
    assert event(ev, "Hurt")["damage"] == dmg
    assert s["fighters"][1]["hp"] == 7 - dmg


def test_damage_uses_the_disarmed_values():
    # Déchaîné (4) against a disarmed défensive defender (3 - 2 = 1 die): 3 points.
    s = arena(2, at="D4 D5", f1={"posture": "defensive", "disarmed": True})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    assert s["fight"]["def_dice"] == 1
    s, ev = dice(s, [6, 6, 6, 6], [1])
    assert event(ev, "Hurt")["damage"] == 3
    # A disarmed agressive attacker (3 - 2 = 1 die) against balancée (2): still at least 1.
    s = arena(2, at="D4 D5", f0={"disarmed": True, "weapon": hx("A1")},
              f1={"posture": "balancee"})
    s, _ = play(s, ["posture", "agressive"], ["attack", 1])
    assert s["fight"]["att_dice"] == 1
    s, ev = dice(s, [6], [1, 1])
    assert event(ev, "Hurt")["damage"] == 1


def test_disarmed_dice_are_two_fewer_at_least_one_and_zero_stays_zero():
    f = dict(new_fighter(0), disarmed=True, weapon=0)
    assert [attack_dice(f, p) for p in ("garde", "defensive", "balancee", "agressive",
                                        "dechainee")] == [0, 1, 1, 1, 2]
    assert [defence_dice(f, p) for p in ("garde", "defensive", "balancee", "agressive",
                                         "dechainee")] == [2, 1, 1, 1, 0]
    g = dict(f, ground=True)
    assert attack_dice(g) == defence_dice(g) == 1


def test_a_defender_at_zero_defence_dice_is_always_hit():
    s = arena(2, at="D4 D5", f1={"posture": "dechainee"})
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    assert s["fight"]["def_dice"] == 0
    s, ev = dice(s, [1], [])
    assert event(ev, "Resolved")["hit"] and s["fighters"][1]["hp"] == 6


# ---------------------------------------------------------------- disarm

def test_a_miss_against_en_garde_on_an_even_defence_total_disarms_the_attacker_on_its_hex():
    s = arena(2, at="C3 D5")
    s, _ = play(s, ["posture", "balancee"], ["step", hx("D4")], ["attack", 1])
    s, ev = dice(s, [1, 1], [1, 1, 1, 1])
    assert event(ev, "Disarmed") == {"type": "Disarmed", "seat": 0, "hex": hx("D4")}
    a = s["fighters"][0]
    assert a["disarmed"] and a["weapon"] == hx("D4")
    s, _ = play(s, ["step", hx("E4")])
    assert s["fighters"][0]["weapon"] == hx("D4"), "the weapon stays where it dropped"


def test_an_odd_defence_total_or_a_hit_does_not_disarm():
    s = arena(2, at="D4 D5")
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    odd, ev = dice(s, [1], [1, 1, 1, 2])
    assert "Disarmed" not in types(ev) and not odd["fighters"][0]["disarmed"]
    hit, ev = dice(s, [6], [1, 1, 1, 1])
    assert "Disarmed" not in types(ev) and not hit["fighters"][0]["disarmed"]


def test_a_miss_against_a_non_garde_defender_does_not_disarm():
    s = arena(2, at="D4 D5", f1={"posture": "defensive"})
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    s, ev = dice(s, [1], [1, 1, 2])
    assert "Disarmed" not in types(ev)


def test_a_disarmed_defender_en_garde_still_counts_as_en_garde():
    s = arena(2, at="D4 D5", f1={"disarmed": True})
    s, _ = play(s, ["posture", "defensive"], ["attack", 1])
    assert s["fight"]["def_dice"] == 2 and s["fight"]["en_garde"]
    s, ev = dice(s, [1], [1, 1])
    assert s["fighters"][0]["disarmed"]


def test_a_disarmed_attacker_cannot_be_disarmed_again_its_weapon_stays_put():
    s = arena(2, at="D4 D5", f0={"disarmed": True, "weapon": hx("A1")})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    assert s["fight"]["att_dice"] == 2
    s, ev = dice(s, [1, 1], [1, 1, 1, 1])
    assert "Disarmed" not in types(ev) and s["fighters"][0]["weapon"] == hx("A1")


def test_the_weapon_is_picked_up_only_standing_on_its_hex_as_the_whole_action():
    away = arena(2, at="D4 G4", f0={"disarmed": True, "weapon": hx("C3")})
    assert not [a for a in RULES.legal_actions(away) if a[0] == "pickup"]
    s = arena(2, at="C3 G4", f0={"disarmed": True})
    pick = [a for a in RULES.legal_actions(s) if a[0] == "pickup"]
    assert pick == [["pickup", p] for p in ("garde", "defensive", "balancee", "agressive",
                                           "dechainee")]
    t, ev = play(s, ["pickup", "agressive"])
    f = t["fighters"][0]
    assert not f["disarmed"] and f["weapon"] is None and f["posture"] == "agressive"
    assert f["hex"] == hx("C3") and RULES.actor(t) == 1, "no walk after picking it up"
    assert types(ev)[0] == "PickedUp" and not f["resting"]


def test_a_disarmed_fighter_on_the_ground_must_get_up_before_picking_up():
    s = arena(2, at="C3 G4", f0={"disarmed": True, "ground": True})
    assert {a[0] for a in RULES.legal_actions(s)} == {"up"}


# ---------------------------------------------------------------- déchaîné: falls and knock-downs

def test_a_dechaine_miss_on_an_odd_attack_total_falls_and_loses_the_rest_of_its_walk():
    s = arena(2, at="D4 D5", f1={"posture": "defensive"})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, [1, 1, 1, 2], [6, 6, 6])
    assert event(ev, "Fell") == {"type": "Fell", "seat": 0, "hex": hx("D4"), "why": "miss"}
    assert s["fighters"][0]["ground"] and s["fighters"][0]["hex"] == hx("D4")
    assert RULES.actor(s) == 1, "four hexes were left to walk: lost"


def test_a_dechaine_miss_on_an_even_total_does_not_fall_and_walks_on():
    s = arena(2, at="D4 D5", f1={"posture": "defensive"})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, [1, 1, 1, 1], [6, 6, 6])
    assert "Fell" not in types(ev) and s["turn"]["left"] == 4 and RULES.actor(s) == 0


def test_a_dechaine_hit_never_falls_whatever_the_total():
    s = arena(2, at="D4 D5", f1={"posture": "agressive"})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, [6, 6, 6, 1], [1])
    assert "Fell" not in types(ev) and not s["fighters"][0]["ground"]


@pytest.mark.parametrize("att,dfn", [([6, 6, 6, 6], [1, 1, 1, 1]), ([1, 1, 1, 1], [6, 6, 6, 6])])
def test_dechaine_against_en_garde_always_knocks_the_defender_down(att, dfn):
    s = arena(2, at="D4 D5")
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, att, dfn)
    assert {"type": "Fell", "seat": 1, "hex": hx("D5"), "why": "knocked"} in ev
    assert s["fighters"][1]["ground"]


def test_one_miss_can_disarm_fell_and_knock_down_at_once():
    s = arena(2, at="D4 D5")
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, [1, 1, 1, 2], [6, 6, 6, 6])
    assert types(ev).count("Fell") == 2 and "Disarmed" in types(ev)
    a, d = s["fighters"]
    assert a["ground"] and a["disarmed"] and a["weapon"] == hx("D4") and d["ground"]


def test_no_knock_down_is_told_when_the_defender_is_knocked_out():
    s = arena(3, at="D4 D5 A1", f1={"hp": 1})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    s, ev = dice(s, [6, 6, 6, 6], [1, 1, 1, 1])
    assert "Fell" not in types(ev) and event(ev, "KnockedOut")["seat"] == 1
    assert not s["fighters"][1]["ground"] and s["fighters"][1]["hp"] == 0


# ---------------------------------------------------------------- on the ground

def test_on_the_ground_get_up_in_a_chosen_posture_as_the_whole_action():
    s = arena(2, at="D4 G4", f0={"ground": True})
    legal = RULES.legal_actions(s)
    assert legal == [["up", p] for p in ("garde", "defensive", "balancee", "agressive",
                                         "dechainee")], "no rest, no walk on the ground"
    t, ev = play(s, ["up", "balancee"])
    f = t["fighters"][0]
    assert not f["ground"] and f["posture"] == "balancee" and f["hex"] == hx("D4")
    assert types(ev)[0] == "GotUp" and RULES.actor(t) == 1


def test_getting_up_en_garde_is_not_a_rest():
    s = arena(2, at="D4 G4", f0={"ground": True, "hp": 5})
    s, _ = play(s, ["up", "garde"])
    assert not s["fighters"][0]["resting"]
    s, _ = play(s, ["posture", "garde"])
    assert s["fighters"][0]["hp"] == 5


def test_on_the_ground_attack_with_one_die_without_moving():
    s = arena(2, at="D4 D5", f0={"ground": True, "posture": "dechainee"},
              f1={"posture": "dechainee"})
    assert ["attack", 1] in RULES.legal_actions(s)
    s, _ = play(s, ["attack", 1])
    f = s["fight"]
    assert (f["att_dice"], f["def_dice"], f["wild"]) == (1, 0, False)
    s, ev = dice(s, [3], [])
    assert event(ev, "Hurt")["damage"] == 1
    assert s["fighters"][0]["ground"] and s["fighters"][0]["hex"] == hx("D4")
    assert RULES.actor(s) == 1


def test_a_fighter_on_the_ground_defends_with_one_die_and_is_not_en_garde():
    # Its posture pawn still says en garde, but on the ground it has no posture: no disarm, no
    # second knock-down.
    s = arena(2, at="D4 D5", f1={"ground": True, "posture": "garde"})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    f = s["fight"]
    assert (f["def_dice"], f["en_garde"]) == (1, False)
    s, ev = dice(s, [1, 1, 1, 1], [6])
    assert "Disarmed" not in types(ev) and "Fell" not in types(ev)
    s = arena(2, at="D4 D5", f1={"ground": True})
    s, _ = play(s, ["posture", "agressive"], ["attack", 1])
    s, ev = dice(s, [6, 6, 6], [1])
    assert event(ev, "Hurt")["damage"] == 3 - 1


# ---------------------------------------------------------------- knocked out

def test_a_fighter_at_zero_is_out_skipped_and_its_hex_stays():
    s = arena(3, at="D4 D5 A1", f1={"hp": 2, "posture": "dechainee"})
    s, _ = play(s, ["posture", "agressive"], ["attack", 1])
    s, ev = dice(s, [6, 6, 6], [])
    assert event(ev, "KnockedOut") == {"type": "KnockedOut", "seat": 1, "hex": hx("D5"), "by": 0}
    assert s["fighters"][1]["hp"] == 0 and s["fighters"][1]["hex"] == hx("D5")
    assert s["phase"] == "move" and RULES.actor(s) == 0, "two still stand: the game goes on"
    s, _ = play(s, ["step", hx("E4")], ["step", hx("E5")], ["step", hx("F5")])
    assert RULES.actor(s) == 2


def test_the_last_one_standing_wins_at_once_even_with_walk_left():
    s = arena(3, at="D4 D5 A1", f1={"hp": 1, "posture": "dechainee"}, f2={"hp": 0})
    s, _ = play(s, ["posture", "agressive"], ["attack", 1])
    s, ev = dice(s, [1, 1, 1], [])
    assert s["phase"] == "over" and s["winner"] == 0 and not s["dismissed"]
    assert event(ev, "GameOver") == {"type": "GameOver", "winner": 0, "standing": [0]}
    assert RULES.is_terminal(s) and RULES.legal_actions(s) == []
    assert RULES.returns(s) == [1.0, -1.0, -1.0]
    with pytest.raises(ValueError):
        RULES.apply(s, ["step", hx("E4")])


def test_the_handicap_does_not_touch_the_dice():
    s = arena(2, at="D4 D5", f0={"hp": 1}, f1={"hp": 2, "posture": "defensive"})
    s, _ = play(s, ["posture", "dechainee"])
    assert s["turn"]["left"] == 1
    s, _ = play(s, ["attack", 1])
    assert (s["fight"]["att_dice"], s["fight"]["def_dice"]) == (4, 3)


def test_an_attacker_on_the_ground_can_be_disarmed_too():
    s = arena(2, at="D4 D5", f0={"ground": True})
    s, _ = play(s, ["attack", 1])
    assert (s["fight"]["att_dice"], s["fight"]["def_dice"]) == (1, 4)
    s, ev = dice(s, [2], [1, 1, 1, 1])
    f = s["fighters"][0]
    assert f["ground"] and f["disarmed"] and f["weapon"] == hx("D4")


def test_a_disarmed_dechaine_attacker_still_falls_and_knocks_down():
    s = arena(2, at="D4 D5", f0={"disarmed": True, "weapon": hx("A1")})
    s, _ = play(s, ["posture", "dechainee"], ["attack", 1])
    assert s["fight"]["wild"] and s["fight"]["att_dice"] == 2
    s, ev = dice(s, [1, 2], [6, 6, 6, 6])
    assert s["fighters"][0]["ground"] and s["fighters"][1]["ground"]
