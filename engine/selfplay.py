"""Headless matches between computer players: `python main.py --selfplay ID --players A,B --games N`.

Seats rotate from game to game so no level keeps the first move. Prints one JSON object. With
`--record DIR` each game is also written there as a game record (engine.record) to watch again.
"""
import statistics
import time

from engine.ai import make_bot
from engine.rules import CHANCE


def play_one(entry, levels, seed, options=None, actions=None):
    """Play one match; levels[i] sits at seat i. Returns (returns per seat, plies, move times).
    `actions`, a list, receives every action played (chance outcomes included), for a record."""
    rules = entry.rules
    options = entry.check_options(options or {})
    state = rules.initial_state(len(levels), options, seed)
    bots = [make_bot(level, rules, entry.ai, seed * 31 + i) for i, level in enumerate(levels)]
    times = [[] for _ in levels]
    plies = 0
    while True:
        who = rules.actor(state)
        if who is None:
            break
        if who == CHANCE:
            action = rules.chance_action(state)
        else:
            t0 = time.perf_counter()
            action = bots[who].choose(rules, state, who)
            times[who].append((time.perf_counter() - t0) * 1000)
            plies += 1
        state, _events = rules.apply(state, action)
        if actions is not None:
            actions.append(action)
        if plies > 100000:
            raise RuntimeError("a self-play game did not end")
    return rules.returns(state), plies, times


def run(entry, players, games, seed=0, options=None, progress=None, record_dir=None):
    n = len(players)
    wins = [0] * n
    draws = 0
    all_lost = 0       # every seat's return below 0: nobody won (ARENA after round 10)
    move_ms = [[] for _ in players]
    plies_list = []
    for g in range(games):
        shift = g % n
        # Entry k of --players sits at seat (k + shift) % n in game g.
        seat_of = [(k + shift) % n for k in range(n)]
        levels = [None] * n
        for k, seat in enumerate(seat_of):
            levels[seat] = players[k]
        actions = [] if record_dir else None
        rets, plies, times = play_one(entry, levels, seed + g, options, actions)
        if record_dir:
            write_record(entry, levels, seed + g, options, actions, record_dir, g)
        plies_list.append(plies)
        best = max(rets)
        winners = [k for k in range(n) if rets[seat_of[k]] == best]
        if best < 0:
            all_lost += 1
        elif len(winners) == n or best <= 0 and len(winners) > 1:
            draws += 1
        elif len(winners) == 1:
            wins[winners[0]] += 1
        else:
            draws += 1
        for k in range(n):
            move_ms[k].extend(times[seat_of[k]])
        if progress:
            progress(g + 1, games)
    return {
        "game": entry.id,
        "games": games,
        "players": list(players),
        "wins": wins,
        "draws": draws,
        "all_lost": all_lost,
        "move_ms": [{"median": round(statistics.median(t), 2) if t else 0.0,
                     "max": round(max(t), 2) if t else 0.0} for t in move_ms],
        "plies": {"mean": round(statistics.mean(plies_list), 2) if plies_list else 0,
                  "max": max(plies_list) if plies_list else 0},
    }


def write_record(entry, levels, seed, options, actions, record_dir, g):
    """One game's record in record_dir (engine.record), named for the game and its number."""
    import os
    from engine import record
    from engine.match import Match
    match = Match(entry, levels, options or {}, seed)
    for action in actions:
        match.play(action)
    os.makedirs(record_dir, exist_ok=True)
    record.write(os.path.join(record_dir, f"{entry.id}-{g + 1:03d}.json"), record.make(match))
