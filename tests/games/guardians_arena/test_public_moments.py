"""Between two people at one computer, Guardians Arena hands the screen over only when the next
screen shows a secret to another person (issue 22, part 3): a combat round's choice is played
face up, so a seat with nothing hidden left decides from the table with both hands face down,
without a hand-over; a seat with a card in hand still gets one."""
from engine import screens
from engine.match import Match
from engine.rules import SPECTATOR
from games.guardians_arena.rules import RULES
from tests.games.guardians_arena.ga_table import combat, put, table
from tests.games.guardians_arena.test_scene import ENTRY
from tests.helpers import make_app, run


def bare_fight(card_in_hand):
    """A primary round whose actor holds nothing hidden (its cards in the discard, its creature
    in the arena face up), or one card in its combat hand."""
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    put(s, 1, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "iron_knight")
    seat = s["actor"]
    p = s["players"][seat]
    if not card_in_hand:
        p["discard"] += p["hand"]
        p["hand"] = []
    for h in p["strongholds"].values():
        for slot in ("on", "under"):
            if h[slot]:
                h[slot]["up"] = True
    return s


def opened(state):
    app = make_app([ENTRY], size=(1280, 720))
    match = Match(ENTRY, ["human", "human"], ENTRY.default_options(), 1)
    match.states[-1] = state
    sc = ENTRY.scene_class()(app, match)
    sc.eyes.at_screen = 1 - state["actor"]         # the other person had the screen last
    app.stack.clear()
    app.push(sc)
    run(app, 2)
    return app, sc


def test_a_round_decision_with_nothing_hidden_is_public_and_needs_no_hand_over():
    s = bare_fight(card_in_hand=False)
    assert s["phase"] == "primary" and s["actor"] in (0, 1)
    assert not RULES.private(s)
    app, sc = opened(s)
    assert not isinstance(app.stack.top, screens.get("handover"))
    assert sc.viewer() == SPECTATOR, "the table with both hands face down"
    assert sc.may_act(), "the person decides from it"


def test_a_round_decision_with_a_card_in_hand_is_still_handed_over():
    s = bare_fight(card_in_hand=True)
    assert s["players"][s["actor"]]["hand"]
    assert RULES.private(s)
    app, sc = opened(s)
    assert isinstance(app.stack.top, screens.get("handover"))


def test_a_secret_choice_is_handed_over_even_with_nothing_in_hand():
    s = bare_fight(card_in_hand=False)
    s["phase"] = "arena"        # choosing a creature for the arena: the choice is the secret
    assert RULES.private(s)
