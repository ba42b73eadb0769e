"""The seeded random generator that lives inside a game state.

A state keeps one integer under the key "rng"; every draw advances it. Because the generator is part
of the state, an undo, a redo or a reload can never re-roll a die, and a replay is the seed plus the
list of actions. SplitMix64 is used because its whole state is one 64-bit integer, which JSON holds.
Pure Python, no pygame.
"""

MASK = (1 << 64) - 1


def seed_value(seed):
    """Turn any int seed into a well-mixed 64-bit generator state."""
    return _mix((int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK)


def _mix(z):
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def next_u64(state):
    """Advance state["rng"] and return 64 random bits."""
    s = (state["rng"] + 0x9E3779B97F4A7C15) & MASK
    state["rng"] = s
    return _mix(s)


def randint(state, lo, hi):
    """A uniform integer in [lo, hi], both ends included."""
    span = hi - lo + 1
    if span <= 0:
        raise ValueError("empty range")
    # Rejection sampling keeps the draw exactly uniform.
    limit = (1 << 64) - ((1 << 64) % span)
    while True:
        v = next_u64(state)
        if v < limit:
            return lo + v % span


def roll(state, sides=6):
    """One die: 1..sides."""
    return randint(state, 1, sides)


def choice(state, seq):
    if not seq:
        raise IndexError("choice from an empty sequence")
    return seq[randint(state, 0, len(seq) - 1)]


def shuffle(state, items):
    """Shuffle a list in place (Fisher-Yates) and return it."""
    for i in range(len(items) - 1, 0, -1):
        j = randint(state, 0, i)
        items[i], items[j] = items[j], items[i]
    return items


def random_float(state):
    """A float in [0, 1)."""
    return (next_u64(state) >> 11) / float(1 << 53)


def peek_float(state):
    """The float in [0, 1) the next draw would give, without advancing the generator: a chance
    node is sampled with it, and applying the outcome advances the generator (see advance)."""
    probe = {"rng": state["rng"]}
    return random_float(probe)


def advance(state):
    """Move the generator on by one draw: a game's apply() calls this for every chance outcome,
    so that the next chance node samples a fresh number."""
    next_u64(state)
