"""The registry: the box shows exactly the games listed here, in this order.
A game is listed only when it is really playable from start to end."""

GAME_PACKAGES = [
    "games.dragons_arena",
    "games.chevaliers_dragons",
    "games.dragon_inferno",
    "games.arena",
    "games.guardians_arena",
]


def registry():
    from engine.registry import GameEntry
    return [GameEntry(p) for p in GAME_PACKAGES]
