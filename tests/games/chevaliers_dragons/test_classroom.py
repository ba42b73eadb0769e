"""Chevaliers et Dragons held to the classroom figures at 1920x1080 (issue 12): what the scene
registers with engine.ui.classroom while it draws the setup, normal play and the counting show
(asked and not asked), checked by tests/classroom_checks.py; and the drawing vocabulary of the dots
that count."""
import pygame
import pytest

from engine import sound
from engine.i18n import tr
from engine.registry import GameEntry
from engine import scenes
from engine.ui import classroom, contrast, text, theme
from games.chevaliers_dragons import view
from games.chevaliers_dragons.rules import SETUP_ACTION_LIMIT
from tests.classroom_checks import classroom_failures, rect_gap
from tests.games.chevaliers_dragons.test_scene import ready_both, settle, walk_to_a_fight
from tests.helpers import click, run, start_game

ENTRY = GameEntry("games.chevaliers_dragons")
HD = (1920, 1080)
K = "chevaliers-dragons."


@pytest.fixture
def start():
    yield lambda *args, **kw: start_game(ENTRY, *args, size=HD, **kw)
    pygame.quit()


def recorded(app):
    """What one draw recorded, its cached layers drawn again (nothing hides in a cache)."""
    for scene in app.stack.visible():
        scenes.forget_layers(scene)
    with classroom.record() as seen:
        app.draw()
    return seen


def names(seen):
    return {n for n, _ in seen.presses}, {n for n, _, _ in seen.texts}


def heights(seen, name):
    return [h for n, h, _ in seen.texts if n == name]


# --- the checker can fail ------------------------------------------------------------------------
def test_the_checks_catch_each_shortfall():
    ok = classroom.Seen()
    ok.presses = [("a", (0, 0, 120, 120)), ("b", (136, 0, 120, 120)),
                  ("square:1", (0, 200, 130, 130)), ("square:2", (130, 200, 130, 130))]
    ok.texts = [("caption", 42, False), ("total", 96, True)]
    ok.contrasts = [("words", theme.INK, theme.PAPER)]
    assert classroom_failures(ok) == []
    for field, bad, says in (
            ("presses", ("small", (300, 0, 119, 200)), "small: 119x200 px"),
            ("presses", ("close", (271, 0, 120, 120)), "15 px apart"),
            ("texts", ("caption", 41, False), "caption: text drawn 41"),
            ("texts", ("total", 95, True), "total: number drawn 95"),
            ("contrasts", ("banner", theme.WHITE, view.SEAT_COLOR[1]), "banner:")):
        seen = classroom.Seen()
        seen.presses, seen.texts, seen.contrasts = list(ok.presses), list(ok.texts), \
            list(ok.contrasts)
        getattr(seen, field).append(bad)
        failures = classroom_failures(seen)
        assert len(failures) == 1 and says in failures[0], failures
    # squares of one board may touch; a square and a button may not
    near = classroom.Seen()
    near.presses = [("square:3", (0, 0, 130, 130)), ("ready", (130, 0, 130, 130))]
    failures = classroom_failures(near)
    assert len(failures) == 1 and "ready" in failures[0] and "square:3" in failures[0]
    assert rect_gap((0, 0, 10, 10), (30, 5, 10, 10)) == 20


# --- the figures in every part of the game -------------------------------------------------------
def test_setup_registers_and_meets_the_figures(start):
    app, scene = start()
    settle(app, scene)
    seen = recorded(app)
    presses, texts = names(seen)
    assert {"ready", "random"} <= presses
    assert sum(n.startswith("square:") for n in presses) == 12     # the camp being arranged
    assert {"caption:ready", "caption:random"} <= texts
    assert classroom_failures(seen) == []


def test_play_registers_squares_buttons_and_captions(start):
    app, scene = start()
    ready_both(app, scene)
    seen = recorded(app)
    presses, texts = names(seen)
    assert "end" in presses and "caption:end" in texts
    movable = {a[1] for a in scene.rules.legal_actions(scene.state) if a[0] == "move"}
    assert {n for n in presses if n.startswith("square:")} == {"square:%d" % q for q in movable}
    assert classroom_failures(seen) == []
    # a pawn chosen: where it can go is pressable too
    pawn = min(movable)
    click(app, scene.g.square_center(pawn))
    seen = recorded(app)
    targets = {a[2] for a in scene.rules.legal_actions(scene.state) if a[:2] == ["move", pawn]}
    assert {"square:%d" % q for q in targets} <= names(seen)[0]
    assert classroom_failures(seen) == []


def run_show_until(app, scene, done, limit=3000):
    for _ in range(limit):
        if done():
            return
        app.frame(1 / 30)
    raise AssertionError("the show never got there")


def test_the_counting_show_when_the_children_are_asked(start):
    app, scene = start(count_first=True, seed=5, speed="normal")
    scene.timeline.speed = 0.0
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.timeline.speed = 1.0
    played = []
    real_play = sound.play
    sound.play = lambda name, *a, **k: played.append(name) or real_play(name, *a, **k)
    try:
        scene.play(fight)
        run_show_until(app, scene, lambda: scene.question is not None)
    finally:
        sound.play = real_play
    asked = scene.question["seat"]
    assert "turn" in played                      # the call to the side that answers
    seen = recorded(app)
    presses, texts = names(seen)
    assert {"number:%d" % n for n in range(1, 9)} <= presses
    assert all(h >= classroom.NUMBER_MIN for n in range(1, 9) for h in heights(seen, "number:%d" % n))
    assert classroom_failures(seen) == []
    # inside each number button: the digit over its dots, all clear of the border by a margin
    for b in scene.pad.buttons:
        inner = b.rect.inflate(-2 * (b.edge() + 4), -2 * (b.edge() + 4))
        digit, dots = b.places()
        glyphs = text.render(str(b.n), b.digit_px, theme.INK, True).get_bounding_rect()
        glyphs.center = digit
        assert inner.contains(glyphs) and len(dots) == b.n
        for c in dots:
            spot = pygame.Rect(0, 0, 2 * b.dot, 2 * b.dot)
            spot.center = c
            assert inner.contains(spot) and spot.top >= glyphs.bottom + 4, b.name
    # the top bar names the side that answers, not (only) the side whose turn it is
    drawn = []
    real_render = text.render
    text.render = lambda t, *a, **k: drawn.append(t) or real_render(t, *a, **k)
    try:
        with classroom.record():    # the banner painted afresh, not blitted from the cache
            app.draw()
    finally:
        text.render = real_render
    seat_name = tr(scene.entry.info.SEATS[asked]["name"])
    # (the banner may wrap it onto two lines rather than make it smaller)
    assert tr(K + "combat.ask.banner", seat=seat_name) in " ".join(drawn)
    # the answers given, the totals show: numbers a child counts, >= 96 px drawn
    scene.answer(scene.question["answer"])
    run_show_until(app, scene, lambda: scene.question is not None)     # the other child
    scene.answer(scene.question["answer"])
    run_show_until(app, scene, lambda: scene.fight is not None and scene.fight["sign"])
    seen = recorded(app)
    totals = [h for n, h, number in seen.texts if n.startswith("total:") and number]
    assert len(totals) == 2 and min(totals) >= classroom.NUMBER_MIN
    assert "sign" in names(seen)[1]
    assert classroom_failures(seen) == []


def test_the_counting_show_when_the_game_counts(start):
    app, scene = start(seed=5, speed="normal")
    scene.timeline.speed = 0.0
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.timeline.speed = 1.0
    scene.play(fight)
    run_show_until(app, scene, lambda: scene.fight is not None and any(
        s["count"] for s in scene.fight["sides"].values()))
    seen = recorded(app)
    assert classroom_failures(seen) == []
    run_show_until(app, scene, lambda: scene.fight is not None and scene.fight["sign"])
    seen = recorded(app)
    assert len([n for n, _, number in seen.texts if n.startswith("total:") and number]) == 2
    assert classroom_failures(seen) == []
    # the next turn's banner: white words on the seat's colour darkened to 7:1 or more
    run_show_until(app, scene, lambda: not scene.busy())
    scene.play(["end"])
    run_show_until(app, scene, lambda: bool(scene.show.active("banner")))
    run(app, 10)
    seen = recorded(app)
    assert "turn banner" in names(seen)[1]
    assert classroom_failures(seen) == []


def test_plain_seat_colours_fail_under_white_and_the_plates_pass():
    for seat in (0, 1):
        assert contrast.ratio(theme.WHITE, view.SEAT_COLOR[seat]) < classroom.CONTRAST_MIN
        assert contrast.ratio(theme.WHITE, view.SEAT_INK[seat]) >= classroom.CONTRAST_MIN
        assert contrast.ratio(view.SEAT_INK[seat], theme.PAPER) >= classroom.CONTRAST_MIN


# --- setup after its last change -----------------------------------------------------------------
def test_after_the_last_swap_the_ready_button_calls_slowly(start):
    app, scene = start()
    settle(app, scene)

    def around_ready():
        shot = pygame.Surface(app.target.get_size())
        scene.draw(shot)
        r = scene.ready_btn.rect.inflate(300, 40)
        return pygame.image.tobytes(shot.subsurface(r.clip(shot.get_rect())), "RGB")
    scene.stage.time = 0.0
    before = around_ready()
    scene.stage.time = 0.6
    assert around_ready() == before and not scene.animating()    # nothing calls yet
    for _ in range(SETUP_ACTION_LIMIT):
        swap = next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "swap")
        scene.play(swap)
        settle(app, scene)
    assert scene.view["setup_actions"][0] == SETUP_ACTION_LIMIT and scene.ready_call()
    assert scene.animating()                 # the call keeps the screen redrawing
    from games.chevaliers_dragons.overlays import READY_PULSE_HZ
    assert READY_PULSE_HZ <= 3               # a swell, at most 3 a second
    frames = []
    for t in (0.0, 0.6 / READY_PULSE_HZ, 1.0 / READY_PULSE_HZ):
        scene.stage.time = t
        frames.append(around_ready())
    assert frames[0] != frames[1] and frames[0] == frames[2]     # it moves, with that period


# --- the dots that count -------------------------------------------------------------------------
def dot_pixels(**kw):
    """What count_dot draws on paper: (inked pixels, white pixels, mean colour of the inked)."""
    surf = pygame.Surface((80, 80))
    surf.fill(theme.PAPER)
    view.count_dot(surf, (40, 40), 30, view.SEAT_COLOR[0], **kw)
    inked, white, total = 0, 0, [0, 0, 0]
    for x in range(80):
        for y in range(80):
            c = tuple(surf.get_at((x, y)))[:3]
            if c == theme.WHITE:
                white += 1
            elif c != theme.PAPER:
                inked += 1
                total = [a + b for a, b in zip(total, c)]
    return inked, white, tuple(v // max(1, inked) for v in total)


def test_every_dot_that_counts_looks_like_one():
    waiting_pip = dot_pixels(lit=False)
    waiting_bonus = dot_pixels(lit=False, bonus=True)
    counted_pip = dot_pixels()
    counted_bonus = dot_pixels(bonus=True)
    # a bonus dot waiting to be counted is a solid dark dot, as visible as a die's pip
    for d in (waiting_pip, waiting_bonus):
        assert contrast.ratio(d[2], theme.PAPER) >= 7
    # bonus and pip differ by a ring (white pixels), not by colour alone
    assert waiting_pip[1] == 0 and counted_pip[1] == 0
    assert waiting_bonus[1] > 100 and counted_bonus[1] > 100
    # counted and waiting differ by size as well as colour
    assert counted_pip[0] > waiting_pip[0] * 1.3
    assert counted_bonus[0] + counted_bonus[1] > (waiting_bonus[0] + waiting_bonus[1]) * 1.3


# --- where a chosen pawn may go ------------------------------------------------------------------
def test_legal_move_marks_are_white_on_ink_on_grass_and_on_objective_tiles(start):
    app, scene = start()
    ready_both(app, scene)
    st = scene.state
    own = set(st["objectives"].values())
    moves = [a for a in scene.rules.legal_actions(st) if a[0] == "move"]
    pawn = next(a[1] for a in moves if a[2] in own)
    targets = [a[2] for a in moves if a[1] == pawn]
    click(app, scene.g.square_center(pawn))
    assert scene.selected == pawn
    app.draw()
    shot = app.target
    grounds = set()
    for sq in targets:
        r = scene.g.square_rect(sq)
        edge = [tuple(shot.get_at((x, y)))[:3] for x in range(r.left, r.right)
                for y in (r.top + 3, r.top + 5, r.top + 7, r.top + 9)]
        # an ink band with a white core along the square's edge: 17:1 on any ground
        assert edge.count(theme.WHITE) > r.width // 2 and edge.count(theme.INK) > r.width // 2, sq
        grounds.add("objective" if sq in own else "grass")
    assert grounds == {"objective", "grass"}
