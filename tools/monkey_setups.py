"""The setups the monkey plays (tools/monkey.py): every seat count a game allows, every mix of
people and computers at each count, every choice of every option, read from the game's info, so a
game added to the registry is covered with nothing written for it here.

A plan is a list of {"players": [...], "options": {...}}; the first ones cover every seat count
(all people, all computers) and every option's every choice, so a short run already sees them;
then every other mix, and every combination of options when there are not too many.
"""
import itertools

from engine.ai import PLAYER_LEVELS

MAX_MIXES_PER_COUNT = 64     # 2**6: every mix up to six seats; beyond, a sample
MAX_OPTION_SETS = 256        # every combination of options up to this many; beyond, a cover


def option_sets(entry):
    """Every combination of the options that apply (an option shown only when another has a
    given value is set only then), or, when there are too many, each choice once."""
    sets = [{}]
    for opt in entry.info.OPTIONS:
        grown = []
        for chosen in sets:
            shown = all(chosen.get(k) in v for k, v in opt.get("when", {}).items())
            values = [c["value"] for c in opt["choices"]] if shown else [opt["default"]]
            grown += [dict(chosen, **{opt["id"]: v}) for v in values]
        sets = grown
        if len(sets) > MAX_OPTION_SETS:
            return option_cover(entry)
    return sets


def option_cover(entry):
    """For each choice of each option, the defaults with that choice (and what shows it)."""
    out = []
    for opt in entry.info.OPTIONS:
        for c in opt["choices"]:
            chosen = dict(entry.default_options())
            for k, allowed in opt.get("when", {}).items():
                if chosen.get(k) not in allowed:
                    chosen[k] = allowed[0]
            chosen[opt["id"]] = c["value"]
            out.append(chosen)
    return out


def choices_of(options_list):
    return {(k, repr(v)) for o in options_list for k, v in o.items()}


def cover_first(sets, rng):
    """The sets reordered: first a few that between them hold every choice, then the rest."""
    rest = list(sets)
    rng.shuffle(rest)
    first, seen = [], set()
    while rest:
        best = max(rest, key=lambda o: len(choices_of([o]) - seen))
        if not choices_of([best]) - seen:
            break
        first.append(best)
        seen |= choices_of([best])
        rest.remove(best)
    return first + rest


def mixes(entry, rng):
    """Who sits where: 'h' a person, 'c' a computer, for every seat count; all people and all
    computers at each count first."""
    info = entry.info
    first, rest = [], []
    for n in range(info.MIN_SEATS, info.MAX_SEATS + 1):
        every = ["".join(p) for p in itertools.product("hc", repeat=n)]
        ends = ["h" * n, "c" * n]
        others = [m for m in every if m not in ends]
        rng.shuffle(others)
        first += ends
        rest += others[:MAX_MIXES_PER_COUNT - 2]
    rng.shuffle(rest)
    return first + rest


def plan(entry, rng):
    """The setups to play, in order (see the module's docstring)."""
    seat_mixes = mixes(entry, rng)
    sets = cover_first(option_sets(entry), rng)
    out = []
    for i in range(max(len(seat_mixes), len(sets))):
        mix = seat_mixes[i % len(seat_mixes)]
        players = ["human" if m == "h" else rng.choice(PLAYER_LEVELS) for m in mix]
        out.append({"mix": mix, "players": players, "options": sets[i % len(sets)]})
    return out


def coverage(entry, started):
    """What a run's started setups (mixes and options) covered of what the game allows."""
    every_mix = {m for m in mixes(entry, _NoShuffle())}
    every_choice = choices_of(option_cover(entry))
    mixes_seen = {s["mix"] for s in started}
    choices_seen = choices_of([s["options"] for s in started])
    return {"seat_mixes": len(mixes_seen & every_mix), "seat_mixes_all": len(every_mix),
            "seat_mixes_missing": sorted(every_mix - mixes_seen)[:20],
            "seat_mixes_played": sorted(mixes_seen),
            "option_choices": len(choices_seen & every_choice),
            "option_choices_all": len(every_choice),
            "option_choices_missing": sorted(f"{k}={v}" for k, v in every_choice - choices_seen)}


class _NoShuffle:
    def shuffle(self, seq):
        pass
