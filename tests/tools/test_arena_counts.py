"""tools/arena_counts.py: what ARENA games hold for one fighter, read from the rules' events."""
import collections
import json

import pytest

from tools import arena_counts


def counted(*events, me=1):
    st = collections.Counter()
    for e in events:
        arena_counts.count(e, me, st)
    return st


def test_each_event_goes_to_its_own_count():
    assert counted({"type": "Resolved", "seat": 1, "target": 0, "hit": True, "damage": 2}) == {
        "mine_blows": 1, "mine_hits": 1, "mine_dmg": 2}
    assert counted({"type": "Resolved", "seat": 2, "target": 1, "hit": False, "damage": 0}) == {
        "onme_blows": 1, "onme_hits": 0, "onme_dmg": 0}
    assert counted({"type": "Resolved", "seat": 2, "target": 3, "hit": True, "damage": 4}) == {
        "other_blows": 1, "other_hits": 1, "other_dmg": 4}
    assert counted({"type": "KnockedOut", "seat": 0, "by": 1}) == {"ko_by_me": 1}
    assert counted({"type": "KnockedOut", "seat": 1, "by": 3}) == {"ko_me": 1}
    assert counted({"type": "KnockedOut", "seat": 2, "by": 3}) == {"ko_other": 1}
    assert counted({"type": "Fell", "seat": 1, "why": "miss"},
                   {"type": "Fell", "seat": 1, "why": "knocked"},
                   {"type": "Fell", "seat": 2, "why": "miss"}) == {
        "me_fell_miss": 1, "me_fell_knocked": 1}
    assert counted({"type": "Disarmed", "seat": 1}, {"type": "Disarmed", "seat": 0}) == {
        "me_disarmed": 1}
    assert counted({"type": "Healed", "seat": 1, "hp": 7}) == {}


def test_how_a_game_ended_is_told_for_the_fighter_counted():
    def state(hps, winner, stopped=False):
        return {"fighters": [{"hp": h} for h in hps], "winner": winner, "stopped": stopped}
    assert arena_counts.ended(state([5, 0], 0), 0) == "felled_all"
    assert arena_counts.ended(state([5, 0], 0), 1) == "felled"
    assert arena_counts.ended(state([0, 3, 2], 1), 2) == "other_won"
    assert arena_counts.ended(state([4, 4], None), 0) == "dismissed"
    assert arena_counts.ended(state([6, 4], 0, True), 0) == "stop_won"
    assert arena_counts.ended(state([6, 4], 0, True), 1) == "stop_behind"
    assert arena_counts.ended(state([6, 6, 2], None, True), 1) == "stop_level"
    assert arena_counts.ended(state([6, 6, 2], None, True), 2) == "stop_behind"
    # Level at the top, named for its blows (the Masters' second count): won; the other level
    # fighter was level and not named.
    assert arena_counts.ended(state([6, 6, 2], 0, True), 0) == "stop_won"
    assert arena_counts.ended(state([6, 6, 2], 0, True), 1) == "stop_level"


def test_a_game_s_counts_add_up():
    won, st = arena_counts.play(("easy", "random", 3, 11, 1, {}, None))
    assert st["turns"] > 0
    assert sum(v for k, v in st.items() if k.startswith("p_")) == st["turns"]
    assert st.get("mine_blows", 0) + st.get("onme_blows", 0) + st.get("other_blows", 0) > 0
    for who in ("mine", "onme", "other"):
        assert st.get(who + "_hits", 0) <= st.get(who + "_blows", 0)
    assert st.get("ko_me", 0) <= 1 and not (won and st.get("ko_me", 0))
    ends = {k: v for k, v in st.items() if k.startswith("end_")}
    assert list(ends.values()) == [1]
    assert won == (next(iter(ends)) in ("end_felled_all", "end_stop_won"))


def test_main_prints_the_means_per_game(capsys):
    assert arena_counts.main(["easy", "random", "--seats", "2", "--games", "2", "--seed", "5",
                              "--options", '{"length": "last"}']) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["options"] == {"length": "last"}
    assert 0 <= out["a_wins"] <= 2
    assert sum(v for k, v in out["mean"].items() if k.startswith("p_")) == pytest.approx(
        out["mean"]["turns"], abs=0.02)
    assert sum(v for k, v in out["mean"].items() if k.startswith("end_")) == pytest.approx(1.0)


@pytest.mark.parametrize("argv", [
    ["hard", "random", "--seats", "9"],
    ["hrad", "random"],
    ["easy", "random", "--options", "nope"],
    ["easy", "random", "--options", '{"lenght": "last"}'],
    ["easy", "random", "--games", "0"],
])
def test_bad_input_gets_a_message_not_a_traceback(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        arena_counts.main(argv)
    assert stop.value.code == 2
    assert "error:" in capsys.readouterr().err
