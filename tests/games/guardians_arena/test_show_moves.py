"""Guardians Arena says what happened (issue 22, part 2): every card an event moves flies to where
it goes, the move log says what moved it and where, the hands sorted into storage and pen slide
there with a notice, and the totals panels say in words who won the round."""
import pygame
import pytest

from engine.registry import GameEntry
from games.guardians_arena import rules_event_texts
from games.guardians_arena.show_moves import MOVES
from tests.event_lines import played_events, source_event_kinds
from tests.games.guardians_arena.ga_table import combat, put, table
from tests.games.guardians_arena.test_scene import on_screen
from tests.games.guardians_arena.test_scene_table import scene_on, words_asked
from tests.helpers import make_app

ENTRY = GameEntry("games.guardians_arena")
# Kinds whose scene method flies (or turns) its card itself.
FLIES_ITSELF = {"CardDrawn", "DominanceTurned", "CardEnlisted", "StandardRaised",
                "StandardDestroyed", "EntersArena", "CardPlayed", "Joined", "ShieldPlayed",
                "Victorious", "TerrainLaid", "Revealed", "Channelled"}
# Kinds that move no card a person sees go anywhere, and why.
STILL = {
    "DeckChosen": "the decks are laid out at once", "ActiveByLot": "a lot", "CardPeeked":
    "a card looked at stays in the deck", "NothingToDraw": "nothing moves", "DominanceTied":
    "a tie", "ActivePlayer": "who leads", "StockDraw": "its draws are CardDrawn events",
    "Peek": "its looks are CardPeeked", "EnlistmentStarts": "a phase", "EnlistmentEnds":
    "a phase", "AutoPassed": "a pass", "Passed": "a pass", "CardSetAside":
    "a card laid aside face down stays in its hand's pile until CardsDiscarded",
    "ArenaChosen": "a secret choice", "ArenaRevealed": "its creatures' EntersArena fly",
    "CombatStarts": "a notice", "Command": "its effects' events fly",
    "RoundOpens": "a notice", "GuardianInfluence": "stones", "Ability": "its effects' events",
    "Influenced": "a number", "RoundEnds": "the totals count", "CombatEnds":
    "its creatures' CreatureLeaves fly", "StonesSpent": "stones", "StonesGained": "stones",
    "Challenge": "a notice", "GuardianDefeated": "the end",
    "GameOver": "the end", "StrongholdDeployed": "a card turned where it lies",
    "RaidStarts": "a notice", "RaidTargetChosen": "a secret choice", "RaidTargets":
    "a notice", "RaidTargetsRevealed": "a notice", "RaidPrepared": "a secret choice",
    "RaidPrepsRevealed": "its RaidMoved and RaidPlaced fly", "RaidFight": "a notice",
    "RaidEnds": "a notice"}


def test_every_event_kind_flies_its_cards_or_moves_none():
    kinds = source_event_kinds("games.guardians_arena")
    classified = set(MOVES) | FLIES_ITSELF | set(STILL)
    assert kinds - classified == set(), "a new event kind: does it move a card?"
    assert set(MOVES) <= kinds, "MOVES names a kind the rules no longer emit"


class Flights:
    def __init__(self, sc):
        self.seen, self.real = [], sc.anims.fly

    def __call__(self, cid, src, dst, *a, **k):
        self.seen.append((cid, src, dst))
        return self.real(cid, src, dst, *a, **k)


def synthetic():
    """Events of kinds random games rarely meet, with the fields the rules give them."""
    return {
        "ShieldDestroyed": {"type": "ShieldDestroyed", "seat": 1, "card": "iron_pavise",
                            "by": "fireball"},
        "FortificationDestroyed": {"type": "FortificationDestroyed", "seat": 0, "card": "x",
                                   "target": 1, "pos": "left", "which": "weakening"},
        "ItemDestroyed": {"type": "ItemDestroyed", "seat": 1, "card": "x", "where": "centre"},
        "TerrainSacrificed": {"type": "TerrainSacrificed", "seat": 0, "card": "x",
                              "raider": "y", "pos": "right"},
        "ChallengeBlocked": {"type": "ChallengeBlocked", "seat": 0, "card": "x"},
        "ChallengeFailed": {"type": "ChallengeFailed", "seat": 0, "card": "x"},
        "PrisonerFreed": {"type": "PrisonerFreed", "seat": 0, "card": "x"},
        "UnderCancelled": {"type": "UnderCancelled", "seat": 1, "pos": "left", "card": "x"},
        "RaiderBeaten": {"type": "RaiderBeaten", "seat": 1},
        "ShieldsClash": {"type": "ShieldsClash"},
        "ShieldBack": {"type": "ShieldBack", "seat": 0},
        "DeckReshuffled": {"type": "DeckReshuffled", "seat": 1, "cards": 20},
        "RaidMoved": {"type": "RaidMoved", "seat": 0, "from": "left", "to": "right"},
        "RaidPlaced": {"type": "RaidPlaced", "seat": 1, "pos": "centre"},
        "StrongholdRuined": {"type": "StrongholdRuined", "seat": 1, "pos": "left"},
        "TerrainDestroyed": {"type": "TerrainDestroyed", "seat": 0, "card": "x", "owner": 1},
        "Captured": {"type": "Captured", "seat": 0, "card": "x", "shield": "y"},
        "AreaAttack": {"type": "AreaAttack", "seat": 1, "n": 3, "cards": ["x", "y"]},
        "ForcedDiscard": {"type": "ForcedDiscard", "seat": 1, "cards": ["x"]},
        "ItemAttached": {"type": "ItemAttached", "seat": 0, "pos": "left"},
        "StrongholdModified": {"type": "StrongholdModified", "seat": 0, "target": 1,
                               "pos": "left", "card": "x", "which": "weakening"},
        "CreatureLeaves": {"type": "CreatureLeaves", "seat": 1, "card": "x", "to": "pen",
                           "why": "tie", "at": 0},
    }


def test_each_moving_event_flies_its_cards_between_two_places_of_the_table():
    found = played_events(ENTRY, 8, per_kind=3)
    app = make_app([ENTRY], size=(1920, 1080))
    table_state = found["HandsSplit"][0][1]
    sc = None
    for kind in sorted(MOVES):
        samples = [(after, e) for _, after, e in found.get(kind, [])] or \
            [(table_state, synthetic()[kind])]
        for after, e in samples:
            st = dict(after, actor=0) if after["actor"] not in (0, 1) else after
            sc = on_screen(app, st)
            flights = Flights(sc)
            sc.anims.fly = flights
            obs = sc.rules.observation(after, sc.viewer())
            sc.show.speed = 1.0
            getattr(sc.anims, "anim_" + kind)(e, obs, obs)
            if kind in ("HandsSplit", "HandsMerged", "CardsDiscarded", "AreaAttack",
                        "ForcedDiscard") and not flights.seen:
                continue        # none moved this time (an empty hand, nothing hit)
            assert flights.seen, kind
            for cid, src, dst in flights.seen:
                a, b = sc.anims.place_rect(src), sc.anims.place_rect(dst)
                assert a != b, (kind, src, dst)
                for place, rect in ((src, a), (dst, b)):
                    if place[0] not in ("duel", "terrain"):
                        assert rect != sc.g.duel, (kind, place, "has no rect of its own")
            sc.show.finish_all()


def test_a_card_flies_over_the_table_while_the_show_tells_it():
    found = played_events(ENTRY, 8, per_kind=1)
    before, after, e = found["CreatureLeaves"][0]
    app = make_app([ENTRY], size=(1280, 720), speed="normal")
    sc = on_screen(app, dict(before, actor=0) if before["actor"] not in (0, 1) else before)
    obs = sc.rules.observation(after, sc.viewer())
    sc.show.speed = 1.0
    sc.show.play([e], sc.shown, obs)
    for _ in range(4):
        sc.show.update(0.05)
    assert sc.show.active("fly"), "the creature leaving is seen flying"
    surface = pygame.Surface((1280, 720))
    sc.anims.draw_tweens(surface)


def test_the_log_says_which_card_sent_a_creature_away_and_where():
    line = rules_event_texts.EVENT_LINES["CreatureLeaves"](
        {}, {"type": "CreatureLeaves", "seat": 1, "card": "plague_toad", "to": "discard",
             "why": "destroyed", "by": "fireball", "at": -1})
    seat, (key, params) = line
    assert key.endswith("leaves_by.destroyed")
    assert params["by"].endswith("card.fireball") and params["to"].endswith("to.discard")
    line = rules_event_texts.EVENT_LINES["ShieldDestroyed"](
        {}, synthetic()["ShieldDestroyed"])
    assert line[1][0].endswith("shield_destroyed_by")


def test_sorting_the_hands_slides_the_cards_to_their_piles_and_says_so():
    found = played_events(ENTRY, 4, per_kind=1)
    before, after, e = found["HandsSplit"][0]
    app = make_app([ENTRY], size=(1920, 1080), speed="normal")
    sc = on_screen(app, dict(before, actor=0) if before["actor"] not in (0, 1) else before)
    obs = sc.rules.observation(after, sc.viewer())
    flights = Flights(sc)
    sc.anims.fly = flights
    said = []
    real = sc.stage.say_in_turn
    sc.stage.say_in_turn = lambda words, *a, **k: (said.append(words), real(words, *a, **k))
    sc.anims.anim_HandsSplit(e, sc.shown, obs)
    piles = {dst[0] for _, _, dst in flights.seen}
    assert piles == {"storage", "pen"}, piles
    assert all(src[0] == "handpile" for _, src, _ in flights.seen)
    n = sum(len(obs["players"][s]["storage"] or []) + len(obs["players"][s]["pen"] or [])
            for s in (0, 1) if obs["players"][s]["storage"] is not None)
    assert len(flights.seen) >= n
    assert said and "storage" in said[0].lower()


def fight_state(secondary=False):
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "iron_knight", wait=True)
    if secondary:
        s["duel"]["round"] = "secondary"
        s["duel"]["primary_result"] = 0
    return s


@pytest.mark.parametrize("winner", [0, 1, None])
def test_the_totals_panels_say_who_won_the_round(winner):
    app, sc = scene_on(fight_state())
    assert not [k for k in words_asked(sc, app, "guardians-arena.ui.total.")
                if k in ("won", "lost", "even")], "no result before the round ends"
    sc.anims.round_told = ("primary", winner)
    said = words_asked(sc, app, "guardians-arena.ui.total.")
    if winner is None:
        assert said.count("even") == 2
    else:
        assert said.count("won") == 1 and said.count("lost") == 1


def test_the_secondary_rounds_totals_say_how_the_primary_ended():
    app, sc = scene_on(fight_state(secondary=True))
    said = words_asked(sc, app, "guardians-arena.ui.total.")
    assert "primary_won" in said and "primary_lost" in said
