"""Undo in Guardians Arena never crosses a card drawn or peeked at (its owner has seen it), a
shuffle, or any other reveal: the player cannot take a decision back after learning something."""
import random

from engine.match import Match
from engine.registry import GameEntry
from engine.rules import CHANCE

ENTRY = GameEntry("games.guardians_arena")
# Besides draws, peeks and shuffles: a standard, a reinforcement or weakening and a terrain are
# laid face up out of a hidden hand or pen (undo across them let a person see the computer's card
# and choose again knowing it).
LAID_FACE_UP = {"StandardRaised", "StrongholdModified", "TerrainLaid"}
UNCOVERING = {"CardDrawn", "CardPeeked", "DeckReshuffled", "DominanceTurned"} | LAID_FACE_UP


def test_undo_never_takes_back_a_draw_a_peek_or_a_shuffle():
    crossed_candidates = 0
    laid = set()
    for seed in range(3):
        m = Match(ENTRY, ["human", "human"], ENTRY.default_options(), seed)
        pick = random.Random(seed)
        kinds = []                  # kinds[i]: the event types of actions[i]
        seen = set()
        for _ in range(3000):
            who = m.actor()
            if who is None:
                break
            action = m.rules.chance_action(m.state) if who == CHANCE else \
                pick.choice(m.rules.legal_actions(m.state))
            events = m.play(action)
            kinds.append({e["type"] for e in events})
            seen |= kinds[-1]
            k = m.undo_target()
            for i in range(len(kinds) - k, len(kinds)):
                assert not kinds[i] & UNCOVERING, \
                    f"an undo of {k} would take back {kinds[i] & UNCOVERING}"
            crossed_candidates += bool(kinds[-1] & UNCOVERING)
        assert {"CardDrawn", "DominanceTurned"} <= seen
        laid |= seen & LAID_FACE_UP
    assert laid == LAID_FACE_UP, f"never met {LAID_FACE_UP - laid}: nothing tested for them"
    assert crossed_candidates > 10
