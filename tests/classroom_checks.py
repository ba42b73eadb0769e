"""Holding what a draw recorded (engine.ui.classroom.record()) to the classroom figures.

    with classroom.record() as seen:
        app.draw()
    assert classroom_failures(seen) == []

Sizes are window pixels, so record at 1920x1080 (the design canvas the figures are given for).
Squares of one board touch by nature: names starting with one of `touching` ("square:" by
default) are exempt from the gap between each other, never from the size nor from the gap to
anything else. A rectangle inside another (a button on a panel that is pressable too) is not a
neighbour either.
"""
from engine.ui import classroom, contrast

BOARD_CELLS = ("square:",)


def rect_gap(a, b):
    """The clearance between two rectangles (x, y, w, h) along the axis that separates them
    (0 when they touch or overlap)."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0)
    return max(dx, dy)


def _inside(a, b):
    return a[0] >= b[0] and a[1] >= b[1] and a[0] + a[2] <= b[0] + b[2] and \
        a[1] + a[3] <= b[1] + b[3]


def classroom_failures(seen, touching=BOARD_CELLS):
    """Every way `seen` falls short of the classroom figures, one readable line each."""
    out = []
    presses = sorted(set(seen.presses))
    for name, r in presses:
        if min(r[2], r[3]) < classroom.PRESS_MIN:
            out.append("%s is %dx%d px, under %d" % (name, r[2], r[3], classroom.PRESS_MIN))
    for i, (na, a) in enumerate(presses):
        for nb, b in presses[i + 1:]:
            if _inside(a, b) or _inside(b, a):
                continue
            if any(na.startswith(p) and nb.startswith(p) for p in touching):
                continue
            if rect_gap(a, b) < classroom.PRESS_GAP:
                out.append("%s and %s are %d px apart, under %d"
                           % (na, nb, rect_gap(a, b), classroom.PRESS_GAP))
    for name, h, number in sorted(set(seen.texts)):
        least = classroom.NUMBER_MIN if number else classroom.TEXT_MIN
        if h < least:
            out.append("%s %s is drawn %d px tall, under %d"
                       % ("number" if number else "text", name, h, least))
    for name, fg, bg in sorted(set(seen.contrasts)):
        ratio = contrast.ratio(fg, bg)
        if ratio < classroom.CONTRAST_MIN:
            out.append("%s: %s on %s is %.2f:1, under %.0f:1"
                       % (name, fg, bg, ratio, classroom.CONTRAST_MIN))
    return out
