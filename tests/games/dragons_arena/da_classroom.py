"""The classroom figures checked on what a Dragons Arena draw recorded (engine/ui/classroom.py):
`breaches(seen)` lists every element under the figures, as readable lines (empty: all good).
Small on purpose: the engine's generic check (tests/classroom_checks.py) may replace it."""
from engine.ui import classroom
from engine.ui.contrast import ratio


def gap(a, b):
    """Pixels between two rectangles (x, y, w, h); negative when they overlap."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]))
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]))
    return max(dx, dy)


def contains(a, b):
    return a[0] <= b[0] and a[1] <= b[1] and a[0] + a[2] >= b[0] + b[2] and \
        a[1] + a[3] >= b[1] + b[3]


def breaches(seen):
    out = []
    presses = list(dict.fromkeys(seen.presses))      # the same element told twice counts once
    for name, r in presses:
        if min(r[2], r[3]) < classroom.PRESS_MIN:
            out.append(f"{name} {r}: short side {min(r[2], r[3])} < {classroom.PRESS_MIN}")
    for i, (na, a) in enumerate(presses):
        for nb, b in presses[i + 1:]:
            if contains(a, b) or contains(b, a):
                continue
            if gap(a, b) < classroom.PRESS_GAP:
                out.append(f"{na} {a} and {nb} {b}: {gap(a, b)} px apart < {classroom.PRESS_GAP}")
    for name, ink, number in seen.texts:
        least = classroom.NUMBER_MIN if number else classroom.TEXT_MIN
        if ink < least:
            out.append(f"{name}: drawn {ink} px tall < {least}")
    for name, fg, bg in seen.contrasts:
        if ratio(fg, bg) < classroom.CONTRAST_MIN:
            out.append(f"{name}: {fg} on {bg} at {ratio(fg, bg):.2f}:1 < {classroom.CONTRAST_MIN}")
    return out
