"""Every kind of Chevaliers et Dragons' rule events has a move-log line or a reason for none."""
from games import registry
from games.chevaliers_dragons import texts
from tests.event_lines import check_event_table


def test_every_event_kind_is_told_or_listed_quiet():
    entry = next(e for e in registry() if e.id == "chevaliers-dragons")
    told = check_event_table(entry, texts, games=12)
    # The pawn a fight removed is now named in the log, not only by its absence from the board.
    assert told["PawnEliminated"]
