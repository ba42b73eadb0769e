"""Guardians Arena, what is written of phases II and III: entering the arena as a simultaneous
secret choice, an unopposed creature victorious, five victories win, terrain, deployment."""
import json

from games.guardians_arena import rules_deck as D
from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.test_rules_phase1 import arrange, enlisting, run_chance, step


def with_creatures(seats_with, seed=2, options=None):
    """Enlistment with exactly one creature in each hand of `seats_with`, nothing else."""
    s = enlisting(seed, options) if options else enlisting(seed)
    for seat in (0, 1):
        p = s["players"][seat]
        pick = [c for c in p["hand"] + p["deck"]["pool"] if D.is_creature(c)][:1]
        arrange(p, pool=[c for c in p["deck"]["pool"] if c not in pick][:20],
                hand=pick if seat in seats_with else [])
    s["actor"] = s["active"]
    return s


def to_arena(s):
    """Each seat puts its creature on its centre stronghold, then both pass."""
    while s["phase"] == "enlist":
        moves = [a for a in RULES.legal_actions(s) if a[0] == "on"]
        s, _ = step(s, moves[0] if moves else ["pass"])
    return s


def test_entering_the_arena_is_secret_until_both_have_chosen_active_first():
    s = to_arena(with_creatures((0, 1)))
    assert s["phase"] == "arena" and s["actor"] == s["active"]
    first = s["actor"]
    assert RULES.private(s)
    assert RULES.legal_actions(s) == [["stay"], ["enter", "centre"]]
    s, events = step(s, ["enter", "centre"])
    assert s["actor"] == 1 - first
    assert RULES.observation(s, 1 - first)["secret"]["values"][str(first)] is None
    assert all("centre" not in json.dumps(e) for e in events)
    s, events = step(s, ["stay"])
    shown = next(e for e in events if e["type"] == "ArenaRevealed")
    assert shown["reveal"] and shown["values"][first] == "centre" and shown["values"][1 - first] \
        is None


def test_a_creature_alone_in_the_duel_zone_becomes_victorious_and_is_shown():
    s = to_arena(with_creatures((0,)))
    assert s["phase"] == "arena" and s["actor"] == 0 and s["secret"]["order"] == [0]
    card = s["players"][0]["strongholds"]["centre"]["on"]["card"]
    s, events = step(s, ["enter", "centre"])
    won = next(e for e in events if e["type"] == "Victorious")
    assert won["seat"] == 0 and won["card"] == card and won["reveal"]
    assert s["players"][0]["victories"] == [card]
    assert s["players"][0]["strongholds"]["centre"]["on"] is None


def test_five_victories_win_the_game():
    s = to_arena(with_creatures((0,)))
    p = s["players"][0]
    others = [c for c in p["deck"]["pool"] if D.is_creature(c)][:4]
    for c in others:
        p["deck"]["pool"].remove(c)
    p["victories"] = others
    D.sync(p)
    s, events = step(s, ["enter", "centre"])
    assert s["phase"] == "over" and s["winner"] == 0 and s["reason"] == "victories"
    assert RULES.returns(s) == [1.0, -1.0]


def test_two_creatures_in_the_duel_zone_fight_the_active_player_attacking():
    s = to_arena(with_creatures((0, 1)))
    s, _ = step(s, ["enter", "centre"])
    s, events = step(s, ["enter", "centre"])
    assert any(e["type"] == "CombatStarts" and e["attacker"] == s["active"] for e in events)
    assert s["duel"]["kind"] == "combat" and all(s["duel"]["creatures"])


def test_each_player_deploys_a_wing_stronghold_of_its_choice_then_the_last_on_its_own():
    s = to_arena(with_creatures(()))
    assert s["phase"] == "deploy" and s["actor"] == s["active"]
    assert not RULES.private(s), "deploying needs nothing hidden: no hand-over screen"
    first = s["actor"]
    s, events = step(s, ["deploy", "right"])
    assert s["players"][first]["strongholds"]["right"]["deployed"]
    s, events = step(s, ["deploy", "left"])
    assert s["players"][1 - first]["strongholds"]["left"]["deployed"]
    assert s["turn"] == 2
    while s["turn"] == 2:       # passing and staying out of the arena all through turn 2
        s = run_chance(s)
        s, events = step(s, RULES.legal_actions(s)[0])
    deployed = [e for e in events if e["type"] == "StrongholdDeployed"]
    assert sorted((e["seat"], e["pos"]) for e in deployed) == sorted([(first, "left"),
                                                                      (1 - first, "right")])
    for p in s["players"]:
        assert all(h["deployed"] for h in p["strongholds"].values())
    while s["phase"] not in ("raid_target", "raid_prep", "over"):
        s = run_chance(s)
        s, _ = step(s, RULES.legal_actions(s)[0])
    assert s["phase"] != "over", "complete strongholds: the raid comes after the arena"


def test_a_guessed_state_keeps_what_the_seat_sees_and_is_a_legal_state():
    from tests.games.guardians_arena.test_rules_phase1 import playout
    from engine.rules import CHANCE
    seen = {"guessed": 0}

    def check(s):
        if RULES.actor(s) in (None, CHANCE):
            return
        for seat in (0, 1):
            obs = RULES.observation(s, seat)
            guess = RULES.determinize(obs, seat, 7)
            RULES.check_invariants(guess)
            again = RULES.observation(guess, seat)
            again["rng"] = obs["rng"]
            assert again == obs
            assert RULES.legal_actions(guess) == RULES.legal_actions(s) \
                or RULES.actor(s) != seat
            seen["guessed"] += 1
    for seed in range(4):
        playout(200 + seed, on_state=check)
    assert seen["guessed"] > 20


def test_the_victorious_creatures_owner_may_clear_the_terrain_and_lay_one_from_its_pen():
    s = with_creatures((0,), options={"deck0": "bastion", "deck1": "wilds"})
    p = s["players"][0]
    t = terrains_of(p)[0]
    (p["deck"]["pool"] if t in p["deck"]["pool"] else p["discard"]).remove(t)
    p["hand"].append(t)
    p["hand"].sort()
    D.sync(p)
    foe_t = terrains_of(s["players"][1])[0]
    q = s["players"][1]
    (q["deck"]["pool"] if foe_t in q["deck"]["pool"] else q["discard"]).remove(foe_t)
    D.sync(q)
    s["terrain"] = {"card": foe_t, "owner": 1}
    s = to_arena(s)
    s, _ = step(s, ["enter", "centre"])
    assert s["phase"] == "terrain" and s["actor"] == 0 and RULES.private(s)
    assert RULES.legal_actions(s) == [["pass"], ["clear"]], "one terrain at a time"
    s, events = step(s, ["clear"])
    assert foe_t in s["players"][1]["discard"] and s["terrain"] is None
    assert RULES.legal_actions(s) == [["pass"], ["terrain", t]]
    s, events = step(s, ["terrain", t])
    assert s["terrain"] == {"card": t, "owner": 0} and t not in s["players"][0]["pen"]


def terrains_of(p):
    return [c for c in p["deck"]["pool"] + p["discard"] if D.card(c).kind == "terrain"]


def test_a_guess_fills_the_places_under_the_strongholds_first():
    """Only a channeller or a ranged creature may lie under a stronghold: the guess deals those
    places first, so a place on top never takes the last card only they could hold."""
    from tests.games.guardians_arena.ga_table import on, table
    s = table(decks=("bastion", "coven"))
    q = s["players"][1]
    shooters = [c for c in q["deck"]["pool"] + q["discard"]
                if D.is_creature(c) and (D.card(c)["channeller"] or D.card(c)["ranged"])]
    others = [c for c in q["discard"] if c not in shooters and D.card(c).kind == "creature"]
    q["discard"] = sorted(q["discard"] + q["deck"]["pool"])
    q["deck"]["pool"] = []
    for c in others[:6]:
        q["discard"].remove(c)
        q["deck"]["pool"].append(c)
    q["deck"]["pool"].sort()
    D.sync(q)
    on(s, 1, "centre", others[6])
    on(s, 1, "left", "mire_hag", slot="under")      # the one channeller nobody has seen
    s["phase"], s["actor"] = "deploy", 1
    obs = RULES.observation(s, 0)
    for seed in range(200):         # each guess deals the centre's card out of 8 candidates
        guess = RULES.determinize(obs, 0, seed)
        assert guess["players"][1]["strongholds"]["left"]["under"]["card"] == "mire_hag"
        RULES.check_invariants(guess)
