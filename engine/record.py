"""A game record: one finished match as a JSON file another box can open and watch again.

Pure Python. A record holds what a match is (engine.match): the game and its version, the options,
who sat where (a person or a computer level), the seed and every action, chance outcomes included,
with the result and the date for the shelf's list. Nothing in it is ever executed: it is read as
plain JSON, capped in size like the saves (engine.jsonfile.MAX_BYTES), and only accepted once
every action has been replayed with the rules' own checks (legal for its seat, or the very chance
outcome the seed gives), the game ends where the record ends, and the result is the recorded one.

    data = record.make(match)               # a finished Match -> the record's dict
    record.write(path, data)                # atomically (engine.jsonfile)
    loaded = record.read(registry, path)    # -> Loaded(entry, match, events), or raises Refused
    loaded = record.check(registry, data)

A refusal carries the key of a sentence (`record.*`, `file.*` in locale/) and nothing else
happens: the file is left where it is, as it is (it may be someone's, on a USB stick).
"""
import datetime
import json
from collections import namedtuple

from engine import jsonfile
from engine.ai import LEVELS
from engine.match import Match
from engine.registry import find
from engine.rules import CHANCE

KIND = "dragons-arenas-record"
VERSION = 1
MAX_ACTIONS = 100000      # far more than any game plays; a bigger list is not a record of ours

Loaded = namedtuple("Loaded", "entry match events data")


class Refused(ValueError):
    """A record that cannot be shown: `key` names the sentence that says why."""

    def __init__(self, key, detail=""):
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key


def game_version(entry, options=None):
    """A game's rules version: a game raises RULES_VERSION in its info.py when a change of its
    rules makes old action lists play differently, so older records are refused, not misplayed.
    A change that touches one option's games only is told by `rules_version(options)` in info.py
    instead, so the records of the other settings still play."""
    by_options = getattr(entry.info, "rules_version", None)
    if by_options is not None:
        return int(by_options(options or {}))
    return int(getattr(entry.info, "RULES_VERSION", 1))


def make(match, date=None):
    """The record of a finished match (a Match that has played to its end)."""
    date = date or datetime.datetime.now().replace(microsecond=0)
    return {"kind": KIND, "version": VERSION, "game": match.entry.id,
            "game_version": game_version(match.entry, match.options),
            "options": dict(match.options),
            "players": list(match.players), "seed": match.seed,
            "actions": list(match.actions), "result": match.rules.returns(match.state),
            "date": date.isoformat()}


def write(path, data):
    """Written whole or not at all (a kill mid-way leaves the old file or none)."""
    jsonfile.write(path, data, durable=True)


def read(registry, path):
    """The checked record in the file at `path`. Raises Refused (the file stays untouched)."""
    try:
        raw = jsonfile.read_bytes(path)
    except jsonfile.Refused as refused:
        raise Refused(refused.key)
    except FileNotFoundError:
        raise Refused("record.missing", path)
    except OSError as exc:
        raise Refused("file.unreadable", str(exc))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        # A file cut short (a copy that stopped), or not JSON at all.
        raise Refused("record.damaged")
    return check(registry, data)


def summary(data):
    """What the shelf lists without replaying anything (game, date, players, result), or None
    when the dict is not shaped like a record."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        return None
    players, result = data.get("players"), data.get("result")
    if not (isinstance(players, list) and isinstance(result, list)
            and isinstance(data.get("game"), str) and isinstance(data.get("date"), str)):
        return None
    return {"game": data["game"], "date": data["date"], "players": players, "result": result,
            "options": data.get("options") if isinstance(data.get("options"), dict) else {}}


def check(registry, data):
    """Every check of a record, the replay included; returns Loaded or raises Refused."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise Refused("record.not_record")
    if data.get("version") != VERSION:
        raise Refused("record.other_version")
    entry = find(registry, data.get("game"))
    if entry is None:
        raise Refused("record.unknown_game")
    players, options, seed = data.get("players"), data.get("options"), data.get("seed")
    if data.get("game_version") != game_version(entry, options if isinstance(options, dict)
                                                else None):
        raise Refused("record.other_version")
    actions, result = data.get("actions"), data.get("result")
    if not (isinstance(players, list) and isinstance(options, dict) and isinstance(actions, list)
            and isinstance(result, list) and type(seed) is int):
        raise Refused("record.damaged", "fields")
    if not entry.info.MIN_SEATS <= len(players) <= entry.info.MAX_SEATS:
        raise Refused("record.damaged", "seats")
    if any(p != "human" and p not in LEVELS for p in players):
        raise Refused("record.damaged", "players")
    if len(actions) > MAX_ACTIONS:
        raise Refused("record.damaged", "too many actions")
    if entry.check_options(options) != options:
        raise Refused("record.other_version", "options")  # an option this version does not have
    match, events = replay(entry, players, options, seed, actions)
    if match.rules.returns(match.state) != result:
        raise Refused("record.damaged", "result")
    return Loaded(entry, match, events, data)


def replay(entry, players, options, seed, actions):
    """Play `actions` from the start with every check; returns (the finished Match, the events of
    each action). Raises Refused at the first action that does not fit."""
    match = Match(entry, players, options, seed)
    rules = match.rules
    events = []
    for i, action in enumerate(actions):
        who = match.actor()
        if who is None:
            raise Refused("record.illegal", f"action {i} after the end")
        try:
            if who == CHANCE:
                if action != rules.chance_action(match.state):
                    raise Refused("record.illegal", f"chance {i} is not the seed's")
            elif action not in rules.legal_actions(match.state):
                raise Refused("record.illegal", f"action {i} is not legal")
            events.append(match.play(action))
        except Refused:
            raise
        except Exception as exc:   # rules meeting a shape they never make: refused, not a crash
            raise Refused("record.illegal", f"action {i}: {exc!r}")
    if not match.is_over():
        raise Refused("record.unfinished")
    return match, events
