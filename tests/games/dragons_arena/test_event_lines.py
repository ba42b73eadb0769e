"""Every kind of Dragons Arena's rule events has a move-log line or a reason for none."""
from games import registry
from games.dragons_arena import texts
from tests.event_lines import check_event_table


def test_every_event_kind_is_told_or_listed_quiet():
    entry = next(e for e in registry() if e.id == "dragons-arena")
    told = check_event_table(entry, texts, games=24)
    # The duels' ends and who begins are now said in the log, not only on the board.
    assert told["DuelEnded"] and told["StarterChosen"]
