"""Dragons Arena in front of a class, at 1920x1080: what a child presses (at least 120 px, 16 px
apart), the number children count (96 px drawn) and its word (42 px), text contrast (7:1), in
every phase a child meets; flashes at most three a second at every speed; a stray tap never
swallows the end-of-duel count. Recorded where things are drawn (engine/ui/classroom.py)."""
import math

import pygame
import pytest

from engine.dialogs import HandOverScene
from engine.registry import GameEntry
from engine import scenes
from engine.ui import classroom
from games.dragons_arena import view
from tests.games.dragons_arena.da_classroom import breaches
from tests.games.dragons_arena.da_helpers import board
from tests.games.dragons_arena.test_scene import play_until
from tests.helpers import click, press, run, start_game
from tools.classroom_figures import lid_cases, lid_rate

ENTRY = GameEntry("games.dragons_arena")
HD = (1920, 1080)
# FIRE to play: every elimination ends the duel (no dragon touches an enemy afterwards), then
# seven FIRE dragons and four ICE dragons are counted.
LAST_MOVE = """F4 I3 .  I6
               F6 F5 .  I5
               F2 F3 .  I4
               F1 F2 .  I2"""

# Every run, the fastest show speed: where changes come quickest. The middle and the slowest
# speeds (where an animation lasts longest: about 6 s of the test tier) before a release
# (pytest -m slow).
SPEEDS = ["fast", pytest.param("normal", marks=pytest.mark.slow),
          pytest.param("slow", marks=pytest.mark.slow)]


@pytest.fixture
def start():
    yield lambda **kw: start_game(ENTRY, size=HD, **kw)
    pygame.quit()


def recorded(app):
    """What one draw recorded, its cached layers drawn again (nothing hides in a cache)."""
    for scene in app.stack.visible():
        scenes.forget_layers(scene)
    with classroom.record() as seen:
        app.draw()
    return seen


def names(seen):
    return {name.split(":")[0] for name, _r in seen.presses}


def clean(seen):
    assert breaches(seen) == []
    return seen


def at_position(app, scene, picture, turn=0, **options):
    scene.match.states = [board(picture, turn=turn, **dict(scene.match.options, **options))]
    scene.reset_view()
    run(app, 2)


def test_shaking_the_arena(start):
    app, scene = start()
    assert "shake" in names(clean(recorded(app)))


def test_little_dragon_roll_then_place(start):
    app, scene = start(placement="little")
    assert "roll" in names(clean(recorded(app)))
    press(app, "roll")
    press(app, "roll")
    assert scene.state["phase"] == "place"
    seen = clean(recorded(app))
    assert sum(n.startswith("hand:") for n, _r in seen.presses) == 8
    click(app, scene.g.hand_slot(scene.match.actor(), 0))
    seen = clean(recorded(app))
    assert sum(n.startswith("square:") for n, _r in seen.presses) == 16   # every free square


@pytest.mark.parametrize("placement", ["big", "free"])
def test_secret_powers(start, placement):
    app, scene = start(placement=placement)
    while isinstance(app.stack.top, HandOverScene):
        press(app, "ready")
    seen = clean(recorded(app))
    assert {"hand", "confirm", "random-powers"} <= names(seen)


def test_equal_power_split(start):
    app, scene = start(placement="equal")
    seen = clean(recorded(app))
    assert {n for n, _r in seen.presses if n.startswith("split")} == {"split:1", "split:2",
                                                                      "split:3"}


def test_duel_with_eliminations(start):
    app, scene = start(seed=5)
    press(app, "shake", frames=3)
    legal = play_until(app, scene, lambda lg: any(a[0] == "elim" for a in lg))
    seen = clean(recorded(app))
    sources = {a[1] for a in legal if a[0] == "elim"}
    assert set(scene.mark_squares()) == sources
    assert {n for n, _r in seen.presses if n.startswith("square:")} == \
        {f"square:{sq}" for sq in sources}
    assert [n for n, _ink, number in seen.texts if number] == ["power-total", "power-total"]
    move = next(a for a in legal if a[0] == "elim")
    click(app, scene.g.square_center(move[1]))
    seen = clean(recorded(app))
    targets = {a[2] for a in legal if a[0] == "elim" and a[1] == move[1]}
    assert {f"square:{sq}" for sq in targets} <= {n for n, _r in seen.presses}


def test_power_change_told_in_pictures_then_the_six_faces(start):
    app, scene = start(seed=11)
    legal = play_until(app, scene, lambda lg: any(a[0] == "power" for a in lg)
                       and not any(a[0] == "elim" for a in lg))
    seen = clean(recorded(app))
    turnable = {a[1] for a in legal if a[0] == "power"}
    assert scene.mark_squares() == {sq: "turn" for sq in turnable}
    assert scene.power_turn_pictures() == scene.match.actor()
    move = next(a for a in legal if a[0] == "power")
    click(app, scene.g.square_center(move[1]))
    assert scene.picker == move[1]
    seen = clean(recorded(app))
    faces = [n for n, _r in seen.presses if n.startswith("picker:")]
    assert len(faces) == 5          # the face it shows now is not offered
    assert scene.power_turn_pictures() is None


def test_element_power_button_and_its_dragons(start):
    app, scene = start(elements=True)
    at_position(app, scene, """F1 I5 .  .
                               .  .  .  .
                               .  .  .  .
                               .  .  .  I2*""")
    seen = clean(recorded(app))
    assert "element" in names(seen)
    assert scene.mark_squares() == {0: "turn", 1: "turn"}   # no elimination: turn a power...
    press(app, "element")
    seen = clean(recorded(app))
    assert scene.mark_squares() == {0: "act"}                # ...or burn with the flame
    assert "square:0" in {n for n, _r in seen.presses}


def test_end_screen_shows_the_nuggets_won(start):
    app, scene = start(nuggets=1)
    at_position(app, scene, LAST_MOVE)
    scene.submit(["elim", 0, 1])
    run(app, 3)
    assert scene.match.is_over()
    assert scene.end_pictures(0) == ["dragons-arena/nugget"] and scene.end_pictures(1) == []


@pytest.mark.parametrize("sq", range(16))
def test_the_six_faces_keep_their_size_and_spacing_on_every_square(start, sq):
    app, scene = start()
    seen = classroom.Seen()
    seen.presses = [(f"picker:{v}", tuple(r)) for v, r in scene.g.picker_rects(sq, scene.board_rect)]
    assert breaches(seen) == []
    assert all(scene.board_rect.contains(r) for _n, r in scene.g.picker_rects(sq, scene.board_rect))


def test_end_of_duel_count_and_result_banner(start):
    app, scene = start(speed="normal")
    at_position(app, scene, LAST_MOVE)
    assert scene.submit(["elim", 0, 1])
    counted = banner = None
    for _ in range(900):
        run(app)
        if scene.show.active("count") and counted is None and scene.anims.count_totals:
            counted = clean(recorded(app))
        if scene.show.active("banner") and scene.table.banner_tween().raw > 0.5:
            banner = clean(recorded(app))
            break
    assert counted is not None and banner is not None
    assert [n for n, _ink, number in counted.texts if number] == ["power-total", "power-total"]
    assert "banner" in {n for n, _fg, _bg in banner.contrasts}


def test_the_checks_can_fail(start, monkeypatch):
    seen = classroom.Seen()
    seen.presses = [("small", (0, 0, 119, 200)), ("a", (0, 300, 120, 120)),
                    ("b", (135, 300, 120, 120))]
    seen.texts = [("word", 41, False), ("number", 95, True)]
    seen.contrasts = [("pale", (255, 255, 255), (86, 180, 233))]
    assert len(breaches(seen)) == 5
    # The picker as it was (faces 62% of a square, pressed against the board's edge) is caught.
    app, scene = start(seed=11)
    play_until(app, scene, lambda lg: any(a[0] == "power" for a in lg)
               and not any(a[0] == "elim" for a in lg))
    scene.picker = next(a for a in scene.legal() if a[0] == "power")[1]

    def old_faces(self, sq, bounds):
        size = int(self.cell * 0.62)
        cx, cy = self.square_center(sq)
        out = []
        for v in range(1, 7):
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (cx + int(self.cell * 0.95 * [0, .87, .87, 0, -.87, -.87][v - 1]),
                           cy + int(self.cell * 0.95 * [-1, -.5, .5, 1, .5, -.5][v - 1]))
            out.append((v, rect))
        return out
    monkeypatch.setattr(view.Geometry, "picker_rects", old_faces)
    assert any(line.startswith("picker:") for line in breaches(recorded(app)))


# --- flashes ---------------------------------------------------------------------------------------
def most_in_a_second(times):
    """The most changes in any one second (three exactly 1/3 s apart are three a second)."""
    return max((sum(1 for u in times if t <= u < t + 1.0 - 1e-6) for t in times), default=0)


@pytest.mark.parametrize("speed", SPEEDS)
def test_end_of_duel_count_lights_at_most_three_dice_a_second(start, speed):
    app, scene = start(speed=speed)
    at_position(app, scene, LAST_MOVE)
    scene.submit(["elim", 0, 1])
    lit, last, clock = [], None, 0.0
    for _ in range(1200):
        app.frame(1 / 60)
        app.draw()
        clock += 1 / 60
        if scene.anims.count_totals is not None and scene.anims.count_totals != last:
            lit.append(clock)
            last = list(scene.anims.count_totals)
        if scene.show.active("banner"):
            break
    assert len(lit) >= 7, "seven FIRE dragons are counted one by one"
    assert most_in_a_second(lit) <= 3


def face_changes(app, scene, active, frames=300):
    """Times at which any die drawn while `active()` holds shows a new face (dice told apart by
    their order in the frame)."""
    faces, changes, clock = None, [], 0.0
    drawn = []
    real = view.draw_die

    def spy(surface, seat, power, *args, **kw):
        drawn.append(power)
        return real(surface, seat, power, *args, **kw)
    view.draw_die = spy
    try:
        for _ in range(frames):
            drawn.clear()
            app.frame(1 / 60)
            app.draw()
            clock += 1 / 60
            if not active():
                if faces is not None:
                    break
                continue
            now = list(drawn)
            if faces is not None and len(now) == len(faces):
                if any(a != b for a, b in zip(now, faces)):
                    changes.append(clock)
            faces = now
    finally:
        view.draw_die = real
    return changes


@pytest.mark.parametrize("speed", SPEEDS)
def test_tumbling_dice_change_face_at_most_three_times_a_second(start, speed):
    app, scene = start(speed=speed)
    scene.submit(["shake"])
    changes = face_changes(app, scene, lambda: bool(scene.show.active("tumble")))
    assert changes, "the dice tumbled"
    assert most_in_a_second(changes) <= 3
    app, scene = start(speed=speed, placement="little")
    scene.submit(["roll"])
    changes = face_changes(app, scene, lambda: bool(scene.show.active("handroll")))
    assert changes, "the hand tumbled"
    assert most_in_a_second(changes) <= 3


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_lid_sways_changing_direction_at_most_three_times_a_second(speed):
    # The lid covers the whole arena: each change of direction is a light/dark change at its edges.
    cases = lid_cases(speed, HD)
    assert set(cases) == {"held", "wobble", "rattle"}
    assert cases["rattle"] >= 1 and cases["held"] >= 1, f"the lid moved: {cases}"
    assert max(cases.values()) <= 3, cases


def test_the_lid_count_sees_a_rattle():
    # The measure can fail: ten swings a second, as the lid rattled before, count over three.
    xs = [round(10 * math.sin(i / 60 * 10 * 2 * math.pi)) for i in range(120)]
    assert lid_rate(xs) > 3
    assert lid_rate([0, 1, 2, 1, None, 0, 1]) == 2


# --- a stray tap ---------------------------------------------------------------------------------
def test_a_stray_tap_during_the_count_keeps_the_count_and_the_result(start):
    app, scene = start(speed="normal")
    at_position(app, scene, LAST_MOVE)
    scene.submit(["elim", 0, 1])
    for _ in range(600):
        run(app)
        if scene.show.active("count"):
            break
    assert scene.show.active("count")
    click(app, scene.g.arena.center)
    click(app, scene.g.square_center(5))
    assert scene.show.active("count"), "the tap skipped the count"
    titles = []
    for _ in range(900):
        run(app)
        if scene.show.active("banner"):
            titles.append(scene.table.banner_tween().data["title"])
        if not scene.show.busy():
            break
    assert titles and "FIRE" in titles[0]
    assert scene.shown["nuggets"] == [1, 0]
