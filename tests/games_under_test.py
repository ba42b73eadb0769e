"""The games every generic test runs over: all registered games, plus the engine's toy game."""
from games import registry
from tests.helpers import toy_entry


def entries():
    return registry() + [toy_entry()]


def ids():
    return [e.id for e in entries()]
