"""Every kind of ARENA's rule events has a move-log line or a reason for none."""
from games import registry
from games.arena import texts
from tests.event_lines import check_event_table


def test_every_event_kind_is_told_or_listed_quiet():
    entry = next(e for e in registry() if e.id == "arena")
    told = check_event_table(entry, texts, games=16)
    # Disarms, falls and rests are now said in the log, not only drawn on the board.
    assert told["Disarmed"] and told["Fell"] and told["Healed"]
