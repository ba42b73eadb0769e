"""Game records and the replay model (engine/record.py, engine/replay.py), for every game: a
finished self-play match -> record -> replay reaches the same final state with the same events;
steps back and forward land on identical states without drawing a die again; records that do not
fit (an illegal action, another chance outcome, an old version, a cut file) are refused with a
reason and the file is left as it was."""
import json
import os
import random

import pytest

from engine import paths, record
from engine.match import Match
from engine.replay import EVERYTHING, Replay, ReplayEyes, everything, first_eyes
from engine.rules import CHANCE, SPECTATOR
from tests.games_under_test import entries, ids


def finished(entry, seed=7, players=None):
    """A match played to its end by seeded random choices; returns it and each action's events."""
    players = players or ["random"] * entry.info.MIN_SEATS
    match = Match(entry, players, entry.default_options(), seed)
    pick = random.Random(seed)
    events = []
    while not match.is_over():
        if match.actor() == CHANCE:
            events.append(match.play_chance())
        else:
            events.append(match.play(pick.choice(match.rules.legal_actions(match.state))))
        assert len(events) < 20000, "a random playout did not end"
    return match, events


def registry():
    return entries()


def loaded_from(data):
    """A record written and read back as a file would be (through JSON)."""
    return record.check(registry(), json.loads(json.dumps(data)))


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_a_record_replays_to_the_same_end_with_the_same_events(entry):
    match, events = finished(entry)
    loaded = loaded_from(record.make(match))
    replay = Replay(loaded.match, loaded.events)
    shown = []
    while not replay.at_end():
        for batch in replay.forward():
            shown += batch.events
    assert replay.match.state == match.state
    assert replay.match.actions == match.actions
    assert shown == [e for es in events for e in es]
    assert replay.match.log == match.log
    assert loaded.data["result"] == match.rules.returns(match.state)


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_steps_back_and_forward_land_on_identical_states(entry):
    match, events = finished(entry, seed=11)
    replay = Replay(match, events)
    forward = [replay.state()]
    while not replay.at_end():
        replay.forward()
        forward.append(replay.state())
        assert replay.match.state is replay.state()       # the scene sees the position
    backward = [replay.state()]
    while not replay.at_start():
        replay.back()
        backward.append(replay.state())
    assert backward[::-1] == forward
    assert all(a is b for a, b in zip(backward[::-1], forward))   # kept states: no die again
    # A jump into the middle and a step on: the same state as walking there.
    middle = len(replay.stops) // 2
    replay.jump(middle)
    replay.forward()
    assert replay.state() == forward[middle + 1]
    assert len(replay.match.log) == sum(match.log_counts[:replay.position])


@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_every_stop_is_a_decision_or_the_end_and_marks_point_at_stops(entry):
    match, events = finished(entry, seed=3)
    replay = Replay(match, events)
    for p in replay.stops[1:]:
        assert match.rules.actor(match.states[p]) != CHANCE
    marks = replay.marks(lambda e: "ui/star" if e.get("reveal") else None)
    assert marks[-1].kind == "end" and marks[-1].stop == len(replay.stops) - 1
    assert any(m.kind == "turn" for m in marks)
    assert all(0 <= m.stop < len(replay.stops) for m in marks)


def test_the_everything_eyes_see_every_secret_and_never_the_generator():
    toy = [e for e in entries() if e.id.startswith("toy")][0]
    match, events = finished(toy, seed=5)
    mid = match.states[len(match.states) // 2]
    shown = everything(toy.rules, mid)
    assert shown.get("rng") is None
    assert {k: v for k, v in shown.items() if k != "rng"} == \
        {k: v for k, v in mid.items() if k != "rng"}
    eyes = ReplayEyes(Replay(match, events).match, EVERYTHING)
    assert eyes.who() == SPECTATOR
    eyes.choice = 1
    assert eyes.observation() == toy.rules.observation(match.states[0], 1)
    assert first_eyes(["human", "normal"]) == 0
    assert first_eyes(["easy", "human", "hard"]) == 1
    assert first_eyes(["human", "human"]) == EVERYTHING
    assert first_eyes(["easy", "hard"]) == EVERYTHING


# --- records that are refused --------------------------------------------------------------------
def sample_record(seed=4):
    entry = entries()[0]
    match, _events = finished(entry, seed=seed)
    return record.make(match)


def refused(data):
    with pytest.raises(record.Refused) as caught:
        loaded_from(data)
    return caught.value.key


def test_an_illegal_action_is_refused():
    data = sample_record()
    rules = entries()[0].rules
    match = Match(entries()[0], data["players"], data["options"], data["seed"])
    # The first seat's decision, changed into something no rule allows.
    for i, action in enumerate(data["actions"]):
        if match.actor() != CHANCE:
            data["actions"][i] = ["no-such-move", 99]
            break
        match.play(action)
    assert ["no-such-move", 99] not in rules.legal_actions(match.state)
    assert refused(data) == "record.illegal"


def test_another_chance_outcome_than_the_seed_gives_is_refused():
    data = sample_record()
    entry = entries()[0]
    match = Match(entry, data["players"], data["options"], data["seed"])
    for i, action in enumerate(data["actions"]):
        if match.actor() == CHANCE:
            others = [o for o, _p in entry.rules.chance_outcomes(match.state) if o != action]
            if others:
                data["actions"][i] = others[0]
                assert refused(data) == "record.illegal"
                return
        match.play(action)
    pytest.skip("no chance node with two outcomes in this game's sample")


@pytest.mark.parametrize("change,key", [
    (lambda d: d.update(version=0), "record.other_version"),
    (lambda d: d.update(game_version=d["game_version"] + 1), "record.other_version"),
    (lambda d: d.update(game="no-such-game"), "record.unknown_game"),
    (lambda d: d.update(kind="something else"), "record.not_record"),
    (lambda d: d["actions"].pop(), "record.unfinished"),
    (lambda d: d["actions"].append(d["actions"][-1]), "record.illegal"),
    (lambda d: d.update(result=[9] * len(d["result"])), "record.damaged"),
    (lambda d: d.update(players=["human"] * 40), "record.damaged"),
    (lambda d: d.update(players=["__import__('os')"] * 2), "record.damaged"),
    (lambda d: d.update(seed="12"), "record.damaged"),
])
def test_a_record_that_does_not_fit_is_refused_with_its_reason(change, key):
    data = sample_record()
    change(data)
    assert refused(data) == key


def test_a_game_can_change_the_rules_of_one_setting_and_keep_the_others_records():
    # ARENA's "to the last" crowns a champion among fighters level at the top since its rules
    # version 2: its older records would end otherwise, the game as written plays as before.
    arena = next(e for e in entries() if e.id == "arena")
    for options, version in (({"length": "ten"}, 1), ({"length": "last"}, 2)):
        match = Match(arena, ["random", "random"], options, 3)
        pick = random.Random(3)
        while not match.is_over():
            if match.actor() == CHANCE:
                match.play_chance()
            else:
                match.play(pick.choice(match.rules.legal_actions(match.state)))
        data = record.make(match)
        assert data["game_version"] == version
        assert loaded_from(data).match.is_over()
        data["game_version"] = 1
        if version == 1:
            assert loaded_from(data).match.is_over()
        else:
            assert refused(data) == "record.other_version"


def test_a_cut_or_old_file_is_refused_and_left_as_it_was(tmp_path):
    data = sample_record()
    whole = json.dumps(data)
    cut = tmp_path / "cut.json"
    cut.write_text(whole[:len(whole) // 2])
    old = tmp_path / "old.json"
    old.write_text(json.dumps(dict(data, version=0)))
    for path, key in ((cut, "record.damaged"), (old, "record.other_version"),
                      (tmp_path / "none.json", "record.missing")):
        before = sorted(os.listdir(tmp_path))
        content = path.read_bytes() if path.exists() else None
        with pytest.raises(record.Refused) as caught:
            record.read(registry(), str(path))
        assert caught.value.key == key
        assert sorted(os.listdir(tmp_path)) == before          # nothing moved aside or made
        assert (path.read_bytes() if path.exists() else None) == content


def test_a_file_over_the_size_cap_is_refused(tmp_path, monkeypatch):
    from engine import jsonfile
    path = tmp_path / "big.json"
    path.write_text(json.dumps(sample_record()))
    monkeypatch.setattr(jsonfile, "MAX_BYTES", 100)
    with pytest.raises(record.Refused) as caught:
        record.read(registry(), str(path))
    assert caught.value.key == "file.too_big"


def test_every_refusal_has_words_in_both_languages():
    for lang in ("en", "fr"):
        with open(paths.asset("locale", lang, "box-replay.json"), encoding="utf-8") as f:
            words = json.load(f)
        for key in ("record.missing", "record.damaged", "record.not_record", "record.illegal",
                    "record.other_version", "record.unknown_game", "record.unfinished"):
            assert words.get(key), (lang, key)
