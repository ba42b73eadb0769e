"""Guardians Arena's first-time tips (games/guardians_arena/tips.py): every moment has its words in
both languages and a picture that draws; moments come from the phase name alone; in a game
against the computer each tip shows once, only at a person's decision; the panel holds the
classroom figures at 1920x1080 and fits 1024x768 and a portrait window in both languages."""
import random
import re

import pygame
import pytest

from engine import i18n, screens
from engine.registry import GameEntry
from engine.ui import classroom, text, theme
from games.guardians_arena import tips as ga_tips
from games.guardians_arena.rules import PRIVATE_PHASES
from tests.classroom_checks import assert_classroom
from tests.helpers import key, make_app, run, start_game

ENTRY = GameEntry("games.guardians_arena")
TipScene = screens.get("tip")
# Every phase in which a seat decides (rules.py's docstring), chance phases aside.
DECIDING = set(PRIVATE_PHASES) | {"deploy", "challenge", "raid_shield"}


def test_the_game_offers_its_tips_module():
    assert ENTRY.tips() is ga_tips


def test_every_moment_has_words_in_both_languages():
    for lang in i18n.LANGS:
        cat = i18n.catalog(lang)
        for moment in ga_tips.MOMENTS:
            title = cat.get(f"guardians-arena.tip.{moment}.title")
            body = cat.get(f"guardians-arena.tip.{moment}.body")
            assert title and body, (lang, moment)
            sentences = [p for p in body.replace("!", ".").split(". ") if p.strip()]
            assert 2 <= len(sentences) <= 4, (lang, moment, body)
            if lang == "fr":
                # French typography: a space before a colon, the typographic apostrophe.
                assert not re.search(r"\S:", body) and "'" not in body + title, (moment, body)


def test_every_moment_comes_from_a_phase_and_every_deciding_phase_is_known():
    met = set()
    for phase in DECIDING:
        met |= set(ga_tips.moments({"phase": phase}))
    assert met == set(ga_tips.MOMENTS)
    assert set(ga_tips.PHASE_MOMENTS) <= DECIDING
    assert ga_tips.moments({"phase": "enlist"}) == ["enlist", "dominance"]
    assert ga_tips.moments({"phase": "draw"}) == [] and ga_tips.moments({"phase": "over"}) == []


def test_a_moment_reads_the_phase_name_only():
    """The same phase with everything else different gives the same moments: nothing else of the
    state (no card, no hand) can reach a tip."""
    rules = ENTRY.rules
    state = rules.initial_state(2, {}, 5)
    while state["phase"] != "enlist":
        state, _ = rules.apply(state, rules.chance_action(state))
    view = rules.observation(state, 0)
    assert ga_tips.moments(view) == ga_tips.moments({"phase": view["phase"]})


@pytest.mark.parametrize("moment", ga_tips.MOMENTS)
def test_every_picture_draws_our_cards(moment):
    pygame.init()
    for size in ((700, 620), (900, 300), (160, 120)):
        surface = pygame.Surface(size)
        surface.fill((250, 244, 230))
        before = pygame.image.tobytes(surface, "RGB")
        ga_tips.draw_picture(surface, surface.get_rect(), moment)
        assert pygame.image.tobytes(surface, "RGB") != before, (moment, size)


@pytest.mark.parametrize("moment", ga_tips.MOMENTS)
def test_no_number_disc_covers_a_cards_name(moment):
    # A dominance value once sat on its card's corner, over the end of its name ("Magma Gol").
    cards = [item for item in ga_tips.PICTURES[moment] if item[0] == "card"]
    for _kind, number, x, y, size in (item for item in ga_tips.PICTURES[moment]
                                      if item[0] == "value"):
        disc = pygame.Rect(0, 0, size, size)
        disc.center = (x, y)
        for _kind, card, cx, cy, w, *_ring in cards:
            h = w * 7 / 5
            # The name plate: the top fifth of the card.
            plate = pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h / 5))
            assert not disc.colliderect(plate), (moment, number, card)


def tip_scene(moment, size, lang):
    app = make_app([ENTRY], size=size, lang=lang, tips=True)
    tip = app.open("tip", ENTRY, moment)
    run(app)
    return app, tip


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_panel_holds_the_classroom_figures_at_1080p(lang):
    for moment in ga_tips.MOMENTS:
        app, tip = tip_scene(moment, (1920, 1080), lang)
        with classroom.record() as seen:
            tip.draw(app.target)
        assert {"tip:ok", "tip:never"} <= {name for name, _ in seen.presses}
        assert any(name == "tip:body" for name, _, _ in seen.texts)
        assert_classroom(seen, f"tip {moment} ({lang})")
        # The words keep the child size: nothing was shrunk to fit at 1080p.
        assert tip.body_lines(tip.texts()[1])[0] == text.cap_px(tip.s(theme.TEXT), bold=False)
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 768), (768, 1024), (1080, 1920), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_panel_fits_small_and_portrait_windows(size, lang):
    for moment in ga_tips.MOMENTS:
        app, tip = tip_scene(moment, size, lang)
        px, lines = tip.body_lines(tip.texts()[1])
        assert len(lines) * int(px * 1.18) <= tip.text_rect.h, (moment, size, lang)
        assert px >= tip.s(26), (moment, size, lang, px)
        assert pygame.Rect((0, 0), size).contains(tip.rect)
        for r in (tip.ok.rect, tip.never.rect, tip.pic_rect, tip.text_rect):
            assert tip.rect.contains(r)
        tip.draw(app.target)
        pygame.quit()


def test_against_the_computer_each_tip_shows_once_and_only_at_the_persons_decision():
    # Seed 5: a game in which the person meets every moment checked below (with the red gift of
    # secondary attackers, seed 4's game no longer asks the person in a primary round).
    app, scene = start_game(ENTRY, players=("human", "random"), size=(1280, 720), seed=5,
                            tips=True)
    pick = random.Random(5)
    shown = []
    decided = True      # a decision of the person's own between two tips
    for _ in range(600):
        if scene.match.is_over():
            break
        top = app.stack.top
        if isinstance(top, TipScene):
            who = scene.match.actor()
            assert who == 0 and top.key in ga_tips.moments(scene.view), (who, top.key)
            assert decided, f"{top.key} came straight after {shown[-1]}"
            decided = False
            shown.append(top.key)
            key(app, pygame.K_RETURN)
            continue
        if top is not scene:
            app.pop()
            continue
        if scene.human_to_act():
            scene.submit(pick.choice(scene.rules.legal_actions(scene.state)))
            decided = True
        run(app)
    assert len(shown) == len(set(shown)), shown
    # The decision at hand first; the dominance cards at a later enlistment (the next turn's
    # when the person enlisted once and passed), right after they were played again.
    assert shown[0] == "enlist" and "dominance" in shown, shown
    assert {"discard", "arena", "primary"} <= set(shown), shown
    assert app.settings["tips_seen"]["guardians-arena"] == shown
