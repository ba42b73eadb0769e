"""The table check behind each game's test_event_lines.py: every kind of rule event a game's
rules emit (found in its rules source, and met in seeded random playouts) either gets a move-log
line of its own (texts.EVENT_LINES) or is listed, with its reason, among the events that need none
(texts.QUIET_EVENTS). A new event kind with neither fails the game's test.

Every line is checked as the move log draws it: a seat (or None / CHANCE for a neutral line), a key
in both languages that formats with its params, and words that are public: a param naming
something a seat keeps secret must be seen by a spectator before or after the step."""
import glob
import os
import random
import re
from collections import Counter

from engine import i18n
from engine.rules import CHANCE, SPECTATOR
from tests.games_under_test import option_sets
from tests.helpers import _leaves

_PYGAME = re.compile(r"^\s*(import pygame|from pygame)", re.M)
_EMITTED = re.compile(r'"type":\s*"([A-Z]\w+)"|events,\s*"([A-Z]\w+)"')


def source_event_kinds(package):
    """The event types written in a game's rules files (rules*.py and the rule modules they use:
    every .py of the package without pygame)."""
    kinds = set()
    folder = os.path.join(os.path.dirname(os.path.dirname(__file__)), *package.split("."))
    for path in glob.glob(os.path.join(folder, "*.py")):
        text = open(path, encoding="utf-8").read()
        if _PYGAME.search(text):
            continue        # scenes and drawing read events, they do not emit them
        for a, b in _EMITTED.findall(text):
            kinds.add(a or b)
    return kinds


def played_events(entry, games, per_kind=40):
    """{kind: [(before, after, event), ...]} from seeded random playouts over the options and
    seat counts, at most `per_kind` of each kind."""
    rules, found = entry.rules, {}
    sets = option_sets(entry)
    low, high = entry.info.MIN_SEATS, entry.info.MAX_SEATS
    for n in range(games):
        seats = low + n % (high - low + 1)
        state = rules.initial_state(seats, sets[n % len(sets)], 21000 + n)
        pick = random.Random(n)
        while rules.actor(state) is not None:
            who = rules.actor(state)
            action = rules.chance_action(state) if who == CHANCE else pick.choice(
                rules.legal_actions(state))
            after, events = rules.apply(state, action)
            for e in events:
                kept = found.setdefault(e["type"], [])
                if len(kept) < per_kind:
                    kept.append((state, after, e))
            state = after
    return found


def _secret_leaves(rules, state):
    return _leaves([_get(state, p) for seat in range(rules.seats(state))
                    for p in rules.secret_paths(state, seat)], Counter())


def _get(state, path):
    from engine.rules import get_path
    try:
        return get_path(state, path)
    except (KeyError, IndexError, TypeError):
        return None


def _keys(value, found):
    if isinstance(value, dict):
        found.update(k for k in value if isinstance(k, str))
        for v in value.values():
            _keys(v, found)
    elif isinstance(value, list):
        for v in value:
            _keys(v, found)
    return found


def check_line(rules, before, after, event, line):
    seat, (key, params) = line
    assert seat is None or seat == CHANCE or 0 <= seat < rules.seats(after), line
    # A placeholder may be a key with its own placeholders ([key, {params}]: "3 cards").
    nested = {k: v for k, v in params.items() if isinstance(v, list)}
    flat = dict(params, **{k: "" for k in nested})
    said = [(key, flat)] + [(sub, subs) for sub, subs in nested.values()]
    for lang in i18n.LANGS:
        for k, ps in said:
            assert k in i18n.catalog(lang), f"{lang} lacks {k}"
            text = i18n.catalog(lang)[k].format(**ps)      # every placeholder is given
            assert "{" not in text, (k, text)
    values = [v for _k, ps in said for v in ps.values()]
    assert all(isinstance(v, (str, int, float)) for v in values), params
    secret = set(_secret_leaves(rules, before)) | set(_secret_leaves(rules, after))
    seen = [rules.observation(before, SPECTATOR), rules.observation(after, SPECTATOR)]
    # Public: the values a spectator sees, and the names of places (the keys of the state).
    public = set(_leaves(seen, Counter())) | _keys(seen, set())
    for v in values:
        if isinstance(v, str):
            name = v.rsplit(".", 1)[-1]       # a card key names the card's id
            assert name not in secret or name in public, (
                f"{key} names {name}, which no spectator sees ({event['type']})")


def check_event_table(entry, texts, games):
    """Runs the table check; returns {kind: lines seen} for the kinds that got lines."""
    package = texts.__name__.rsplit(".", 1)[0]
    lines, quiet = set(texts.EVENT_LINES), set(texts.QUIET_EVENTS)
    assert not lines & quiet, f"both told and quiet: {lines & quiet}"
    assert all(isinstance(why, str) and why for why in texts.QUIET_EVENTS.values())
    played = played_events(entry, games)
    kinds = source_event_kinds(package) | set(played)
    untold = kinds - lines - quiet
    assert not untold, f"{entry.id}: event kinds with no log line and no reason: {sorted(untold)}"
    stale = (lines | quiet) - kinds
    assert not stale, f"{entry.id}: listed event kinds its rules never emit: {sorted(stale)}"
    told = Counter()
    for kind, seen in played.items():
        for before, after, event in seen:
            line = entry.rules.event_line(after, event)
            if kind in quiet:
                assert line is None, f"{kind} is listed as quiet but wrote {line}"
                continue
            if line is not None:
                check_line(entry.rules, before, after, event, line)
                told[kind] += 1
    never = [k for k in lines & set(played) if not told[k]]
    assert not never, f"{entry.id}: events met in play that never wrote their line: {never}"
    return told
