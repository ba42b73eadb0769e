"""The "what happened" strip says what happened: a chip pressed shows its event again and tells it
in words on the prompt line, while it is shown (that chip ringed) and for a few seconds after.
Before, ARENA's chip replayed a blow in under a second without a word, and a child who missed
it learnt nothing. Every game words every event its chips can hold, at a child's size."""
import random

import pygame
import pytest

from engine import i18n
from engine.rules import CHANCE
from engine.ui import strip as strip_module
from engine.ui import text, theme
from games import registry
from tests.helpers import click, run, start_game

ENTRIES = {e.id: e for e in registry()}


def prompt_words(app, monkeypatch):
    """The words the chrome draws on the prompt line in the next frame."""
    said = []
    real = text.child_lines

    def spy(surface, lines, px, colour, name, **kw):
        if name == "prompt":
            said.append(" ".join(lines))
        return real(surface, lines, px, colour, name, **kw)
    monkeypatch.setattr(text, "child_lines", spy)
    app.dirty = True
    app.draw()
    monkeypatch.setattr(text, "child_lines", real)
    return said


def play_for(app, seconds):
    """The scene's time goes on `seconds` (nothing drawn meanwhile: prompt_words draws)."""
    for _ in range(int(seconds * 60)):
        app.stack.top.update(1 / 60)


def test_a_pressed_chip_says_its_event_while_it_is_shown_and_after(monkeypatch):
    app, sc = start_game(ENTRIES["arena"], players=("human", "normal"), speed="normal", seed=4,
                         size=(1920, 1080))
    sc.show.finish_all()
    run(app, 2)
    assert sc.human_to_act(), "the seed must give the person the first turn"
    me = sc.view["fighters"][0]
    sc.batch_actor = 1                      # the computer's blow on my fighter
    sc.on_events([{"type": "Hurt", "seat": 0, "hex": me["hex"], "damage": 2,
                   "hp": me["hp"] - 2}], sc.view, sc.view)
    play_for(app, 3)
    told = i18n.tr("arena.again.hurt", by="arena.seat.1", seat="arena.seat.0", n=2)
    assert told == "Blue Square hit Orange Circle: 2 hit points lost."
    assert told not in prompt_words(app, monkeypatch)
    pace = sc.show.speed
    click(app, sc.strip.rects[0].center)
    assert sc.show.busy() and sc.strip.replaying()
    assert sc.strip.shown(), "the row stays while its chip is shown again"
    assert sc.show.speed == pace * strip_module.SLOWER, "shown again a little slower"
    assert prompt_words(app, monkeypatch) == [told]
    # A second press while it plays changes nothing: the first goes on to its end.
    playing = sc.strip.playing
    click(app, sc.strip.rects[0].center)
    assert sc.strip.playing is playing
    for _ in range(600):
        if not sc.show.busy():
            break
        sc.update(1 / 60)
    assert not sc.strip.replaying() and sc.human_to_act()
    assert sc.show.speed == pace, "then the show's own pace"
    assert prompt_words(app, monkeypatch) == [told], "the words stay a moment after"
    play_for(app, strip_module.AFTER_S + 0.5)
    assert prompt_words(app, monkeypatch) == [i18n.tr("arena.prompt.posture")]
    assert sc.strip.items, "the chip stays until the person acts"


def test_at_the_instant_speed_a_pressed_chip_s_words_stay_until_the_next_input(monkeypatch):
    app, sc = start_game(ENTRIES["chevaliers-dragons"], players=("human", "easy"), seed=4,
                         size=(1024, 768))
    run(app, 3)
    assert sc.human_to_act()
    taken = {"type": "ObjectiveTaken", "seat": 1, "objective": "castle", "owner": 0, "sq": 0,
             "by": "tyran"}
    sc.strip.remember(taken, sc.view, sc.view, 1)
    app.dirty = True
    app.draw()
    click(app, sc.strip.rects[0].center)
    play_for(app, strip_module.AFTER_S + 1)
    told = i18n.tr("chevaliers-dragons.taken.castle")
    assert prompt_words(app, monkeypatch) == [told]


def test_the_chip_shown_again_is_ringed(monkeypatch):
    app, sc = start_game(ENTRIES["dragon-inferno"], players=("human", "easy"), seed=4,
                         speed="normal", size=(1024, 768))
    sc.show.finish_all()
    run(app, 3)
    assert sc.human_to_act()
    tile = {"type": "TilePlaced", "seat": 1, "tile": "I", "orient": 0, "anchor": 47,
            "squares": [39, 47, 55, 63], "castle": 39, "hole": 55}
    sc.strip.remember(tile, sc.view, sc.view, 1)
    sc.strip.remember(dict(tile, anchor=46, squares=[38, 46, 54, 62]), sc.view, sc.view, 1)
    app.dirty = True
    app.draw()
    first, second = sc.strip.rects
    ring = first.inflate(sc.s(12), sc.s(12))
    edge = (ring.centerx, ring.top + 1)         # on the ring, outside the chip

    def at_edge():
        app.dirty = True
        app.draw()
        return tuple(app.screen.get_at(edge))[:3]
    before = at_edge()
    sc.strip.press(sc.strip.visible[0])
    assert sc.strip.replaying()
    assert at_edge() == theme.WHITE != before
    other = (second.centerx, second.inflate(sc.s(12), sc.s(12)).top + 1)
    assert tuple(app.screen.get_at(other))[:3] != theme.WHITE, "only the chip pressed"


def look_at_events(entry, seeds=2, steps=2500):
    """(event, observation after, actor) for the events LOOK_AT holds, from random games."""
    rules, found = entry.rules, []
    look_at = entry.scene_class().LOOK_AT
    for seed in range(seeds):
        state = rules.initial_state(entry.info.MIN_SEATS, entry.default_options(), seed)
        pick, last = random.Random(seed), None
        for _ in range(steps):
            who = rules.actor(state)
            if who is None:
                break
            if who != CHANCE:
                last = who
            action = (rules.chance_action(state) if who == CHANCE
                      else pick.choice(rules.legal_actions(state)))
            state, events = rules.apply(state, action)
            for e in events:
                if e["type"] in look_at:
                    seat = e.get("seat")
                    viewer = seat if isinstance(seat, int) and seat >= 0 else 0
                    found.append((e, rules.observation(state, viewer), last))
    return found


def rare_events(entry):
    """The events of LOOK_AT that random games seldom or never give, made by hand, with a fresh
    observation and the other seat as the one whose turn did it."""
    made = {
        "dragons-arena": [
            {"type": "Combustion", "seat": 0, "src": 1, "sq": 2, "old": 5, "new": 2,
             "eliminated": False},
            {"type": "Combustion", "seat": 0, "src": 1, "sq": 2, "old": 3, "new": 0,
             "eliminated": True},
            {"type": "Blizzard", "seat": 1, "src": 1, "sq": 2, "dest": 15, "old": 5, "new": 3,
             "eliminated": False},
            {"type": "Blizzard", "seat": 1, "src": 1, "sq": 2, "dest": 2, "old": 5, "new": 3,
             "eliminated": False},
            {"type": "Blizzard", "seat": 1, "src": 1, "sq": 2, "dest": 2, "old": 2, "new": 0,
             "eliminated": True}],
        "dragon-inferno": [{"type": "DragonGone", "seat": 0, "cave": 2, "dragon": "L"}],
        "arena": [{"type": "Disarmed", "seat": 0, "hex": 5},
                  {"type": "KnockedOut", "seat": 0, "hex": 5, "by": 1},
                  {"type": "Hurt", "seat": 0, "damage": 3, "hp": 4, "hex": 5},
                  {"type": "Hurt", "seat": 0, "damage": 1, "hp": 6, "hex": 5},
                  {"type": "Hurt", "seat": 0, "damage": 4, "hp": 0, "hex": 5},
                  {"type": "Fell", "seat": 0, "hex": 5, "why": "knocked"},
                  {"type": "Fell", "seat": 0, "hex": 5, "why": "miss"}],
        "guardians-arena": [{"type": "GuardianDefeated", "seat": 0, "total": 31,
                             "guardian": 30}],
    }.get(entry.id, [])
    if entry.id == "guardians-arena":       # every item and standard: the longest names
        from games.guardians_arena import carddata
        pool = carddata.load_pool()
        kinds = {kind: [cid for cid, c in pool.items() if c["kind"] == kind]
                 for kind in ("item", "standard", "shield", "creature")}
        made += [{"type": "ItemDestroyed", "seat": 0, "card": cid, "where": "left", "by": None}
                 for cid in kinds["item"]]
        made += [{"type": "StandardDestroyed", "seat": 0, "card": cid, "by": None}
                 for cid in kinds["standard"]]
        longest = max(kinds["creature"], key=lambda cid: len(i18n.tr(f"{entry.id}.card.{cid}")))
        made += [{"type": "Captured", "seat": 0, "card": longest, "shield": cid}
                 for cid in kinds["shield"]]
    rules = entry.rules
    state = rules.initial_state(entry.info.MIN_SEATS, entry.default_options(), 1)
    return [(e, rules.observation(state, e["seat"]), 1 - e["seat"]) for e in made]


@pytest.mark.parametrize("entry", registry(), ids=[e.id for e in registry()])
def test_every_event_a_chip_holds_has_words_that_fit_the_prompt_line(entry):
    events = look_at_events(entry) + rare_events(entry)
    kinds = {e["type"] for e, _, _ in events}
    look_at = set(entry.scene_class().LOOK_AT)
    assert kinds == look_at, f"{entry.id}: never checked: {look_at - kinds}"
    old = i18n.language()
    small, unsaid = [], []
    try:
        for size in ((1024, 768), (1920, 1080)):
            app, sc = start_game(entry, size=size)
            for lang in ("en", "fr"):
                i18n.set_language(lang)
                child = text.cap_px(sc.s(theme.TEXT))
                worded = set()
                for e, view, actor in events:
                    words = sc.event_words(e, view, actor)
                    if not words or "{" in words or f"{entry.id}." in words:
                        unsaid.append((lang, e, words))
                        continue
                    key = (e["type"], len(words) // 8)     # one of each type and length
                    if key in worded:
                        continue
                    worded.add(key)
                    px, _ = text.child_fit(words, sc.s(theme.TEXT), sc.prompt_rect.width,
                                           max_lines=getattr(sc, "PROMPT_LINES", 1))
                    if px < child:
                        small.append((size, lang, words, px, child))
            pygame.display.quit()
    finally:
        i18n.set_language(old)
    assert not unsaid, unsaid[:5]
    assert not small, small
