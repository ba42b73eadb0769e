"""The classroom figures as checks, over what engine.ui.classroom recorded during one draw.

    with classroom.record() as seen:
        scene.draw(surface)
    assert_classroom(seen, "dragons-arena play, 1920x1080")

Each `*_problems` function returns readable lines (empty when all is well), so a game's own tests
can check one kind alone. Figures are design pixels: record at 1920x1080.

Gaps: two things a child presses, drawn in the same frame, stand PRESS_GAP apart or more, unless
one holds the other (a board and its cells, a tile and a badge on it): a press on the inner one is
meant for the inner one. Two that overlap without one holding the other are too close. The squares
of one board touch by nature: names starting with one of `touching` ("square:", "hex:") are
exempt from the gap between each other, never from the size nor from the gap to anything else.
"""
import pygame

from engine.ui import classroom, contrast


def press_problems(presses, minimum=classroom.PRESS_MIN, floors=None):
    """Sizes under `minimum`; `floors` ({name prefix: (pixels, reason)}, a game's
    info.CLASSROOM_FLOORS) lowers the figure for things whose geometry leaves no choice (the
    squares of an 8x8 board under the box's top bar), never to nothing: under the floor fails."""
    out = []
    for name, rect in presses:
        least = minimum
        for prefix, (floor, _reason) in (floors or {}).items():
            if name.startswith(prefix):
                least = floor
        if min(rect[2], rect[3]) < least:
            out.append(f"{name}: {rect[2]}x{rect[3]} px, short side under {least}")
    return out


def gap(a, b):
    """Pixels between two rects (negative when they overlap)."""
    a, b = pygame.Rect(a), pygame.Rect(b)
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


BOARD_CELLS = ("square:", "hex:")


def gap_problems(presses, minimum=classroom.PRESS_GAP, touching=BOARD_CELLS):
    out = []
    shown = list(dict.fromkeys(presses))        # a button drawn twice is one button
    for i, (na, a) in enumerate(shown):
        for nb, b in shown[i + 1:]:
            ra, rb = pygame.Rect(a), pygame.Rect(b)
            if ra.contains(rb) or rb.contains(ra):
                continue
            if any(na.startswith(p) and nb.startswith(p) for p in touching):
                continue
            g = gap(a, b)
            if g < minimum:
                out.append(f"{na} {a} and {nb} {b}: {g} px apart, under {minimum}")
    return out


def text_problems(texts, words=classroom.TEXT_MIN, numbers=classroom.NUMBER_MIN):
    out = []
    for name, ink, number in texts:
        need = numbers if number else words
        if ink < need:
            out.append(f"{name}: {'number' if number else 'text'} drawn {ink} px tall, "
                       f"under {need}")
    return out


def contrast_problems(pairs, minimum=classroom.CONTRAST_MIN):
    out = []
    for name, fg, bg in pairs:
        r = contrast.ratio(fg, bg)
        if r < minimum:
            out.append(f"{name}: {fg} on {bg} is {r:.2f}:1, under {minimum}:1")
    return out


def problems(seen, floors=None):
    return (press_problems(seen.presses, floors=floors) + gap_problems(seen.presses)
            + text_problems(seen.texts) + contrast_problems(seen.contrasts))


def assert_classroom(seen, where):
    found = sorted(set(problems(seen)))
    assert not found, f"{where}: " + "; ".join(found[:12]) + (
        f" (and {len(found) - 12} more)" if len(found) > 12 else "")


# --- the same checks as one list of lines, and the clearance between two rectangles (the form the
# Chevaliers et Dragons tests use)

def classroom_failures(seen, touching=BOARD_CELLS):
    presses = sorted(set(seen.presses))
    return (press_problems(presses) + gap_problems(presses, touching=touching)
            + text_problems(sorted(set(seen.texts))) + contrast_problems(sorted(set(seen.contrasts))))


def rect_gap(a, b):
    """The clearance between two rectangles (0 when they touch or overlap)."""
    return max(0, gap(a, b))
