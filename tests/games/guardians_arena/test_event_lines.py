"""Every kind of Guardians Arena's rule events has a move-log line or a reason for none, and no
line names a card that a seat keeps hidden (tests/event_lines.check_line)."""
from games import registry
from games.guardians_arena import rules_event_texts
from tests.event_lines import check_event_table


def test_every_event_kind_is_told_or_listed_quiet():
    entry = next(e for e in registry() if e.id == "guardians-arena")
    told = check_event_table(entry, rules_event_texts, games=12)
    # The three silences: a creature sent away by an effect, the winner of the primary
    # round, the hands sorted into storage and pen.
    assert told["CreatureLeaves"] and told["RoundEnds"] and told["HandsSplit"]


def test_counts_are_written_in_good_grammar():
    # "Player 1 gains 1 power stone(s)." and "Discard: Player 1 3 card(s), Player 2 0 card(s)."
    from engine import i18n

    def say(event):
        key, params = rules_event_texts.EVENT_LINES[event["type"]](None, event)[1]
        return i18n.tr(key, **params)
    i18n.set_language("en")
    assert say({"type": "StonesGained", "seat": 0, "n": 1}) == "Player 1 gains 1 power stone."
    assert say({"type": "StonesSpent", "seat": 1, "n": 2}) == "Player 2 spends 2 power stones."
    assert say({"type": "CardsDiscarded", "values": [[3, 4, 5], None]}) == \
        "Discards: 3 cards for Player 1, no cards for Player 2."
    assert say({"type": "ForcedDiscard", "seat": 0, "cards": []}) == \
        "Player 1 has no card left to discard."
    assert say({"type": "AutoPassed", "seat": 1}) == "Player 2 has nothing to play and passes."
    i18n.set_language("fr")
    try:
        assert say({"type": "StonesGained", "seat": 0, "n": 1}) == \
            "Joueur 1 gagne 1 pierre de pouvoir."
        assert say({"type": "CardsDiscarded", "values": [[7], []]}) == \
            "Défausse : 1 carte pour Joueur 1, aucune carte pour Joueur 2."
    finally:
        i18n.set_language("en")


def test_a_ruined_stronghold_is_named_in_a_sentence():
    # "Player 2's Stronghold, right falls into ruin." read the table's label into the line.
    from engine import i18n

    def say(pos):
        key, params = rules_event_texts.EVENT_LINES["StrongholdRuined"](
            None, {"type": "StrongholdRuined", "seat": 1, "pos": pos})[1]
        return i18n.tr(key, **params)
    i18n.set_language("en")
    assert say("right") == "Player 2's right stronghold falls into ruin."
    assert say("centre") == "Player 2's centre stronghold falls into ruin."
    i18n.set_language("fr")
    try:
        assert say("left") == "La forteresse gauche de Joueur 2 tombe en ruine."
    finally:
        i18n.set_language("en")
