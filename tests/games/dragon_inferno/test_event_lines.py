"""Every kind of Les Dragons 100 Flammes' rule events has a move-log line or a reason for none."""
from games import registry
from games.dragon_inferno import texts
from tests.event_lines import check_event_table


def test_every_event_kind_is_told_or_listed_quiet():
    entry = next(e for e in registry() if e.id == "dragon-inferno")
    told = check_event_table(entry, texts, games=16)
    # A dragon that flies away is now said in the log, as is the end's score.
    assert told["DragonGone"] and told["GameOver"]
