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
