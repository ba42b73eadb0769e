"""Dragons Arena's show: what the screen tells agrees with itself while it tells it."""
import pygame
import pytest

from engine.i18n import tr
from engine.registry import GameEntry
from engine.ui import banner, classroom
from tests.helpers import start_game

ENTRY = GameEntry("games.dragons_arena")


@pytest.fixture
def start():
    yield lambda **kw: start_game(ENTRY, size=(1920, 1080), speed="normal", **kw)
    pygame.quit()


def test_the_top_bar_names_the_side_the_start_banner_names_from_its_first_frame(start, monkeypatch):
    app, scene = start()
    drawn = []
    real = banner.draw_turn
    monkeypatch.setattr(banner, "draw_turn", lambda surface, rect, s, color, icon, label, *a:
                        drawn.append(label) or real(surface, rect, s, color, icon, label, *a))
    scene.submit(["shake"])
    frames = []
    for _ in range(900):
        drawn.clear()
        app.frame(1 / 60)
        with classroom.record():    # the top bar drawn anew, not from its cached layer
            app.draw()
        tellings = [tw for tw in scene.show.active("banner") if tw.data.get("announces") is not None]
        if tellings:
            frames.append((tellings[0].data["seat"], list(drawn)))
        elif frames:
            break
    assert frames, "the start banner was shown"
    for seat, labels in frames:
        name = scene.seat_info(seat)["name"]
        assert labels and all(tr(name) in label for label in labels), (seat, labels)


def test_a_duels_start_band_names_the_side_the_top_bar_names(start):
    # The band "Duel 2: ICE starts" slid in while the top bar still named the side that had
    # just played the last duel's move.
    app, scene = start()
    scene.show.clear()
    scene.anims.starter_shown = False
    scene.anims.anim_DuelStarted({"type": "DuelStarted", "seat": 1, "duel": 2}, scene.view,
                                 scene.view)
    for _ in range(30):
        app.frame(1 / 60)
        if scene.show.active("banner"):
            break
    assert scene.show.active("banner")
    assert scene.announced_turn() == 1 and scene.shown_actor() == 1


@pytest.mark.parametrize("reason, why", [
    ("no_contact", "No dragon touches an enemy any more."),
    ("no_move", "ICE cannot do anything any more."),
])
def test_a_duels_end_band_says_why_it_stopped_under_who_won(start, reason, why):
    # "ICE wins the duel, 2 to 1!" came for two seconds and the next duel's lid closed: why the
    # duel had stopped was said only on the end screen, after the match's last duel.
    app, scene = start()
    scene.show.clear()
    view = dict(scene.view, last={"owner": scene.view["owner"], "power": scene.view["power"]},
                mode="duel")
    scene.anims.anim_DuelEnded({"type": "DuelEnded", "duel": 1, "totals": [1, 2], "winner": 1,
                                "nuggets": [0, 1], "reason": reason,
                                "stuck": 1 if reason == "no_move" else None}, view, view)
    bands = []
    for _ in range(60 * 12):
        scene.update(1 / 60)          # the show alone: nothing needs drawing
        bands += [(tw.data["title"], tw.data["line"]) for tw in scene.show.active("banner")]
        if not scene.show.busy():
            break
    assert ("ICE wins the duel, 2 to 1!", why) in bands


def before_fire_takes_b1(start):
    """A scene where FIRE, to play, may eliminate ICE's 3 on B1 with its 4 on A1."""
    from tests.games.dragons_arena.da_helpers import board
    from tests.helpers import run
    app, scene = start()
    scene.match.states = [board("""F4 I3 .  I6
                                   F6 F5 .  I5
                                   F2 I2 F3 I4
                                   F1 F2 .  I2""", turn=0)]
    scene.reset_view()
    run(app, 2)
    return app, scene


def test_the_totals_go_from_before_a_blow_to_after_it_with_nothing_between(start):
    # The attacker left its square as it took off: ICE's total read 23, then 17 while it flew,
    # then 21, a number no arena ever held.
    app, scene = before_fire_takes_b1(start)

    def totals():
        o, p = scene.shown["owner"], scene.shown["power"]
        return tuple(sum(p[i] for i in range(16) if o[i] == seat) for seat in (0, 1))
    before = totals()
    assert scene.submit(["elim", 0, 1])
    seen = []
    for _ in range(200):
        scene.update(1 / 60)
        seen.append(totals())
        if not scene.show.busy():
            break
    after = totals()
    assert before != after
    assert set(seen) <= {before, after}, sorted(set(seen) - {before, after})


def test_an_eliminated_dragon_s_chip_shows_the_eliminating_side_s_burst(start):
    # Its chip was the ring with arrows, read as "a power turned".
    app, scene = start()
    e = {"type": "DragonEliminated", "seat": 1, "from": 13, "to": 14, "attacker": 1, "victim": 6}
    assert scene.event_picture(e) == "dragons-arena/burst-ice"
    assert scene.event_picture(dict(e, seat=0)) == "dragons-arena/burst-fire"


def test_an_eliminating_dragon_never_shows_on_its_own_square_again_as_it_lands(start):
    # Kept on its square until a step after the slide, it stood there again for a few frames
    # while the burst still hid the square it took.
    app, scene = before_fire_takes_b1(start)
    assert scene.submit(["elim", 0, 1])
    flying, back = False, 0
    for _ in range(200):
        scene.update(1 / 60)
        if 0 in scene.table.moving_squares():
            flying = True
        elif flying and scene.shown["owner"][0] == 0:
            back += 1
        if not scene.show.busy():
            break
    assert flying and back == 0, back


def test_in_solo_training_a_duel_stopped_for_a_stuck_species_names_it(start):
    # Solo training's end gave no "stuck" seat: the band read " cannot do anything any more."
    from games.dragons_arena import duel
    app, scene = start()
    st = {"mode": "solo", "solo_you": 0, "solo_difficulty": "normal", "nuggets": [0, 0],
          "owner": scene.view["owner"][:], "power": scene.view["power"][:],
          "field": scene.view["field"][:], "actor": 0}
    events = []
    duel.end_solo(st, [5, 3], "no_move", events)
    scene.show.clear()
    view = dict(scene.view, last={"owner": scene.view["owner"], "power": scene.view["power"]},
                mode="solo")
    scene.anims.anim_DuelEnded(events[0], view, view)
    lines = set()
    for _ in range(60 * 12):
        scene.update(1 / 60)
        lines |= {tw.data["line"] for tw in scene.show.active("banner")}
        if not scene.show.busy():
            break
    assert "FIRE cannot do anything any more." in lines, lines
