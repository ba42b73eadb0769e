"""Important events wait to be seen: on a computer's or another person's turn, an event that
changes the viewer's pieces holds at least two seconds at normal speed (its own animation
included), or until a click; the viewer's own moves and other fighters' troubles do not."""
import os
import re

import pytest

from engine.show import LOOK_S, Show
from games import registry
from tests.helpers import start_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENTRIES = {e.id: e for e in registry()}


def busy_seconds(show, limit=30.0, dt=1 / 60, click_at=None):
    t = 0.0
    while show.busy() and t < limit:
        if click_at is not None and t >= click_at:
            show.skip()
            click_at = None
        show.update(dt)
        t += dt
    return t


class Quick:
    def anim_Bump(self, e, before, after):
        self.show.then(0.5, "bump")


def test_a_looked_at_event_holds_two_seconds_its_own_animation_included():
    handler = Quick()
    show = handler.show = Show(handler, 1.0)
    show.play([{"type": "Bump"}], {}, {}, look=lambda e: True)
    assert LOOK_S - 0.05 <= busy_seconds(show) <= LOOK_S + 0.1
    show.play([{"type": "Bump"}], {}, {}, look=lambda e: False)
    assert busy_seconds(show) < 0.6
    show.play([{"type": "Bump"}], {}, {}, look=lambda e: True)
    assert busy_seconds(show, click_at=0.7) < 0.8          # a click goes on at once
    slow = Show(handler, 1.8)
    handler.show = slow
    slow.play([{"type": "Bump"}], {}, {}, look=lambda e: True)
    assert busy_seconds(slow) >= LOOK_S * 1.8 - 0.05         # the speed setting stretches it


def hurt(sc, seat):
    f = sc.view["fighters"][seat]
    return {"type": "Hurt", "seat": seat, "hex": f["hex"], "damage": 1, "hp": max(0, f["hp"] - 1)}


@pytest.mark.parametrize("seats", [2, 6])
def test_arena_a_blow_to_my_fighter_on_a_computers_turn_is_held(seats):
    players = ("human",) + ("normal",) * (seats - 1)
    app, sc = start_game(ENTRIES["arena"], players=players, speed="normal", seed=4)
    sc.show.finish_all()
    sc.batch_actor = 1                      # a computer's blow
    sc.on_events([hurt(sc, 0)], sc.view, sc.view)
    assert busy_seconds(sc.show) >= LOOK_S - 0.05
    sc.batch_actor = 0                      # my own move: not held beyond its animation
    sc.on_events([hurt(sc, 1)], sc.view, sc.view)
    assert busy_seconds(sc.show) < 1.0
    sc.batch_actor = 1
    other = seats - 1                       # another computer's trouble
    sc.on_events([hurt(sc, other)], sc.view, sc.view)
    assert (busy_seconds(sc.show) >= LOOK_S - 0.05) == (seats == 2)


def test_every_game_looks_only_at_events_its_rules_emit():
    """LOOK_AT names event types; a typo would silently never hold anything."""
    for entry in registry():
        scene_cls = entry.scene_class()
        assert scene_cls.LOOK_AT, f"{entry.id} holds nothing for a person to see"
        folder = os.path.join(ROOT, *entry.package.split("."))
        source = ""
        for name in os.listdir(folder):
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    source += f.read()
        emitted = set(re.findall(r'"type":\s*"([A-Za-z]+)"', source))
        assert set(scene_cls.LOOK_AT) <= emitted, (entry.id, set(scene_cls.LOOK_AT) - emitted)


def test_every_look_at_picture_is_a_sprite_of_the_box():
    """The chips' pictures, for the events random games really give (fields filled in)."""
    import random

    from engine.play_hooks import picture_for
    from engine.rules import CHANCE
    for entry in registry():
        look_at = entry.scene_class().LOOK_AT
        seen = set()
        for seed in range(6):
            rules = entry.rules
            state = rules.initial_state(entry.info.MIN_SEATS, entry.default_options(), seed)
            pick = random.Random(seed)
            for _ in range(3000):
                who = rules.actor(state)
                if who is None:
                    break
                action = (rules.chance_action(state) if who == CHANCE
                          else pick.choice(rules.legal_actions(state)))
                state, events = rules.apply(state, action)
                for e in events:
                    name = picture_for(look_at, e)
                    if name is not None and name not in seen:
                        seen.add(name)
                        path = os.path.join(ROOT, "sprites", name + ".svg")
                        assert os.path.isfile(path), (entry.id, e["type"], name)
        assert seen, f"{entry.id}: no event of LOOK_AT met in six random games"


def test_the_strip_keeps_what_a_computer_did_to_me_shows_it_again_and_empties_when_i_act():
    from tests.helpers import click, run
    app, sc = start_game(ENTRIES["arena"], players=("human", "normal"), speed="normal", seed=4,
                         size=(1920, 1080))
    sc.show.finish_all()
    run(app, 2)
    me = 0
    sc.batch_actor = 1
    sc.on_events([hurt(sc, me)], sc.view, sc.view)
    busy_seconds(sc.show)
    assert len(sc.strip.items) == 1
    assert sc.human_to_act(), "the seed must give the person the first turn"
    app.dirty = True
    app.draw()
    rect = sc.strip.rects[0]
    assert rect.width >= 120 and sc.event_picture(sc.strip.items[0][0]) == "arena/hit"
    before = len(sc.match.actions)
    click(app, rect.center)
    assert sc.show.busy() and len(sc.match.actions) == before     # shown again, nothing played
    busy_seconds(sc.show)
    assert sc.shown == sc.view                  # back to the present
    sc.submit(sc.rules.legal_actions(sc.state)[0])
    assert sc.strip.items == []


def test_to_my_turn_tells_the_computers_turns_at_once_results_included():
    from tests.helpers import run

    def to_the_computer(seed):
        app, sc = start_game(ENTRIES["arena"], players=("human",) + ("normal",) * 3,
                             speed="normal", seed=seed)
        for _ in range(2000):
            run(app, 1)
            if sc.human_to_act():
                legal = sc.legal()
                sc.submit(["end"] if ["end"] in legal else legal[0])
            elif sc.match.actor() not in (None, 0) and not sc.match.is_human(sc.match.actor()):
                return app, sc
        raise AssertionError("the computers never came to play")

    def frames_to_my_turn(app, sc, rush):
        if rush:
            sc.to_my_turn()
        for n in range(1, 4000):
            run(app, 1)
            if sc.human_to_act() or sc.match.is_over():
                return n
        return 4000
    app, sc = to_the_computer(7)
    slow = frames_to_my_turn(app, sc, rush=False)
    app, sc = to_the_computer(7)
    assert sc.skip_btn.visible                    # a person waits for computers here
    fast = frames_to_my_turn(app, sc, rush=True)
    assert slow > 120, slow                       # the show takes seconds at normal speed...
    assert fast < slow // 4, (fast, slow)         # ...and a few frames when rushed


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_strip_leaves_the_banner_s_words_their_size(size):
    # The chips show only while a person may act: the banner's person picture makes room for
    # them, not its words (at 1024x768 "Le royaume vert clair : à toi de jouer !" shrank from 20
    # to 15 px when the chips came). The picture takes less room than the chips and their gap,
    # and the words now run up to it: beside the chips they are a step smaller at most (22 and
    # 20 px at 1024x768).
    from engine.ui import classroom
    from tests.helpers import run
    app, sc = start_game(ENTRIES["dragon-inferno"], players=("human", "easy"), seed=4, size=size)
    app.set_language("fr")
    run(app, 3)
    assert sc.human_to_act()

    def words():
        app.dirty = True
        with classroom.record() as seen:
            app.draw()
        return sorted(ink for name, ink, _ in seen.texts if name == "banner")
    alone = words()
    sc.strip.remember({"type": "TilePlaced", "seat": 1}, sc.view, sc.view, 1)
    assert sc.strip.shown()
    beside = words()
    assert len(alone) == len(beside) == 2 and len(set(beside)) == 1, (alone, beside)
    assert beside[0] >= alone[0] * 0.9, (alone, beside)
    assert sc.strip.area.x > sc.banner_rect.x + sc.banner_rect.width // 2
