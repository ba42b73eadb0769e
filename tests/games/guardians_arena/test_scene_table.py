"""Guardians Arena's table tells what its numbers alone do not: a total that does not count against
a flier, a round its loser cannot lose through immunity, the name of every pile (hovering it),
and a notice during a fight never covers the totals."""
import pygame
import pytest

from engine.i18n import tr
from engine.registry import GameEntry
from games.guardians_arena import draw_duel
from tests.games.guardians_arena.ga_table import combat, put, table
from tests.games.guardians_arena.test_scene import on_screen, settle
from tests.helpers import click, make_app, run

ENTRY = GameEntry("games.guardians_arena")


def scene_on(state, size=(1920, 1080)):
    app = make_app([ENTRY], size=size)
    return app, on_screen(app, state)


def words_asked(sc, app, prefix):
    """The text keys under `prefix` the duel zone's drawing asks for, the table drawn again."""
    seen = []
    real = draw_duel.tr

    def spy(key, **kw):
        if key.startswith(prefix):
            seen.append(key[len(prefix):])
        return real(key, **kw)
    draw_duel.tr = spy
    try:
        sc.forget_layers()          # the table is cached between moves: draw it again
        app.dirty = True
        run(app, 1)
    finally:
        draw_duel.tr = real
    return seen


def notes_drawn(sc, app):
    """The totals notes the scene draws."""
    return words_asked(sc, app, "guardians-arena.ui.total.note_")


def test_the_totals_say_when_a_total_does_not_count_against_a_flier():
    s = table(decks=("gale", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    app, sc = scene_on(s)
    sc.table.shown = sc.shown
    assert draw_duel.totals_note(sc.table, s["duel"], 1, "primary") == "flying"
    assert "flying" in notes_drawn(sc, app)


def test_the_totals_say_why_an_immune_creature_ties_the_round():
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "shield_maiden", wait=True)
    app, sc = scene_on(s)
    assert "immune" in notes_drawn(sc, app)
    s = table(decks=("bastion", "bastion"))
    put(s, 0, "storage", "war_hymn")
    s, _ = combat(s, "dread_knight", "iron_knight", wait=True)
    app, sc = scene_on(s)
    assert notes_drawn(sc, app) == [], "a plain win needs no note"


def test_hovering_a_pile_names_it_with_its_count():
    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    app, sc = scene_on(s)
    zones = {z for _, z, _ in sc.pile_tips}
    assert {"deck", "discard", "dominance", "storage", "pen", "hand", "victories"} <= zones
    near = sc.g.near
    rect = sc.g.bands[near].piles["discard"]
    sc.hover(rect.center)
    assert sc.tip is not None and sc.tip[1] == "discard"
    assert sc.tip[2] == len(sc.view["players"][near]["discard"])
    sc.hover((2, 2))
    assert sc.tip is None


def test_a_notice_during_a_fight_leaves_the_totals_uncovered():
    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    for size in ((1920, 1080), (1024, 768), (1080, 1920)):
        app, sc = scene_on(s, size)
        bands = []
        real = draw_duel.banner.draw_overlay

        def spy(surface, rect, *a, **kw):
            bands.append(pygame.Rect(rect))
            return real(surface, rect, *a, **kw)
        draw_duel.banner.draw_overlay = spy
        try:
            sc.show.speed = 1.0            # the band lasts on the timeline (instant ends it)
            sc.stage.say("Combat!", 5, 0)
            app.dirty = True
            run(app, 1)
        finally:
            draw_duel.banner.draw_overlay = real
        assert bands, size
        for seat in (0, 1):
            assert not bands[-1].colliderect(sc.g.totals[seat]), size


def test_a_game_is_played_from_the_keyboard_alone():
    """Tab to each place of an action, Enter to pick it, 1-3 for the panel's buttons, P to pass."""
    import random

    from games.guardians_arena.view_steps import PASSES, clicks
    from tests.helpers import key, start_game
    app, sc = start_game(ENTRY, players=("human", "random"), size=(1280, 720), seed=5)
    pick = random.Random(5)
    made = 0
    while made < 40:
        settle(app, sc)
        if sc.match.actor() is None:
            break
        action = pick.choice(sc.legal())
        before = len(sc.match.actions)
        if action[0] in PASSES:
            key(app, pygame.K_p)
        for place in ([] if action[0] in PASSES else clicks(action, sc.match.actor())):
            run(app, 1)
            if place[0] == "btn":
                sc.refresh_buttons()
                c = sc.controls
                shown = [b for b in [c.cancel_btn] + c.action_btns if b.visible]
                names = [c.names.get(k) if b is not c.cancel_btn else "cancel"
                         for k, b in [(c.action_btns.index(b) if b in c.action_btns else -1, b)
                                      for b in shown]]
                if place[1] not in names and place[1].startswith("ch:"):
                    break           # a channeller with one mode was played on the key before
                key(app, (pygame.K_1, pygame.K_2, pygame.K_3)[names.index(place[1])])
                continue
            for _ in range(60):
                if sc.keys.focus == place:
                    break
                key(app, pygame.K_TAB)
            assert sc.keys.focus == place, f"Tab never reached {place} of {action}"
            key(app, pygame.K_RETURN)
        run(app, 1)
        assert sc.match.actions[before] == action, "the keys played another action"
        made += 1
    assert made >= 20


def test_a_raids_totals_are_headed_as_a_raid():
    from tests.games.guardians_arena.test_scene import positions
    found = positions(("raid_round",), seeds=range(8), per_phase=1).get("raid_round")
    assert found, "no raid in eight random games"
    app, sc = scene_on(found[0])
    heads = [k for k in words_asked(sc, app, "guardians-arena.ui.total.")
             if k in ("primary", "secondary", "raid")]
    assert heads and set(heads) == {"raid"}, heads


def test_a_card_dragged_onto_its_place_is_played_there():
    from tests.games.guardians_arena.test_scene import positions, where
    from games.guardians_arena.view_steps import clicks
    from tests.helpers import drag
    dragged = 0
    for state in positions(("enlist",), seeds=range(6), per_phase=2)["enlist"]:
        app, sc = scene_on(state)
        me = state["actor"]
        two = [a for a in sc.legal() if len(clicks(a, me) or ()) == 2
               and clicks(a, me)[0][0] == "card" and clicks(a, me)[1][0] != "btn"]
        if not two:
            continue
        action = two[-1]
        card, place = clicks(action, me)
        start = where(sc, card)
        n = len(sc.match.actions)
        # The target is found on the table drawn with the card picked, as the person sees it.
        sc.click_place(card)
        run(app, 1)
        end = where(sc, place)
        sc.chooser.reset()
        run(app, 1)
        assert start and end, (card, place)
        drag(app, start, end)
        assert sc.match.actions[n] == action, "the drop played another action"
        dragged += 1
        if dragged >= 3:
            break
    assert dragged


def test_a_card_dropped_nowhere_stays_picked():
    from tests.games.guardians_arena.test_scene import positions, where
    from tests.helpers import drag
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    app, sc = scene_on(state)
    card = next(k for k in sc.lit if k[0] == "card")
    n = len(sc.match.actions)
    drag(app, where(sc, card), (sc.g.duel.centerx, sc.g.duel.centery))
    assert len(sc.match.actions) == n
    assert sc.chooser.picked_card() == card[1]


def test_a_card_one_click_plays_is_not_played_by_a_slip_of_the_pointer():
    """A discard is one click on the card: pressing it and sliding away is no drag (nothing
    follows the pointer) and, let go off the card, plays nothing."""
    from tests.games.guardians_arena.test_scene import positions, where
    from tests.helpers import drag
    state = positions(("discard",), seeds=range(4), per_phase=1)["discard"][0]
    app, sc = scene_on(state)
    card = next(k for k in sc.lit if k[0] == "card")
    n = len(sc.match.actions)
    drag(app, where(sc, card), (sc.g.duel.centerx, sc.g.duel.centery))
    assert len(sc.match.actions) == n, "the card was discarded as the pointer moved"
    assert sc.drag.card is None
    click(app, where(sc, card))
    assert sc.match.actions[n] == ["discard", card[1]]


def test_a_piles_label_follows_its_count_under_a_still_pointer():
    """The pointer rests on the own hand's pile while a card leaves the hand: the label says the
    new count, as the pile's badge does."""
    from tests.games.guardians_arena.test_scene import positions
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    app, sc = scene_on(state)
    near = sc.g.near
    sc.hover(sc.g.bands[near].piles["hand"].center)
    n = len(sc.view["players"][near]["hand"])
    assert sc.tip[1:] == ("hand", n)
    sc.submit(next(a for a in sc.legal() if a[0] in ("on", "under")))
    for _ in range(200):
        run(app, 1)
        if not sc.busy():
            break
    assert sc.tip[1:] == ("hand", n - 1)


def test_the_hint_rings_the_places_of_the_suggested_action_in_click_order():
    from tests.games.guardians_arena.test_scene import where
    from tests.helpers import click, start_game
    app, sc = start_game(ENTRY, players=("human", "random"), size=(1920, 1080), seed=7)
    shown = 0
    for _ in range(30):
        settle(app, sc)
        if sc.match.actor() is None:
            break
        sc.ask_hint()
        for _ in range(200):
            run(app, 1)
            if sc.hint is not None:
                break
        assert sc.hint in sc.legal(), "the hint is a legal action"
        assert sc.hint_rings.places, "the hint shows where to click"
        action, n = sc.hint, len(sc.match.actions)
        # Following the rings plays the hinted action.
        for place in sc.hint_rings.places:
            run(app, 1)
            r = sc.place_rect(place)
            if r is None and place[0] == "btn":
                break               # a one-mode channeller is played on the click before
            assert r is not None, f"{place} of the hint is not on the screen"
            if place == "pass" or place[0] == "btn":
                click(app, r.center)
            else:
                click(app, where(sc, place))
        run(app, 1)
        assert sc.match.actions[n] == action
        assert not sc.hint_rings.places, "the hint is cleared by the move"
        shown += 1
    assert shown >= 10


def test_with_highlighting_off_the_places_are_not_outlined_but_still_work():
    from games.guardians_arena import draw as table_draw
    from tests.games.guardians_arena.test_scene import positions, where
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    for on in (True, False):
        app, sc = scene_on(state)
        app.settings["highlight"] = on
        rings = []
        real = table_draw.Table.outline

        def spy(self, surface, rect, colour, width=None):
            rings.append(colour)
            return real(self, surface, rect, colour, width)
        table_draw.Table.outline = spy
        try:
            sc.forget_layers()
            app.dirty = True
            run(app, 1)
        finally:
            table_draw.Table.outline = real
        assert (table_draw.LIT in rings) == on
        card = next(k for k in sc.lit if k[0] == "card")
        n = len(sc.chooser.picked)
        click(app, where(sc, card))
        assert len(sc.chooser.picked) == n + 1, "a place that is not outlined still works"


def test_a_tap_picks_a_card_without_leaving_it_large_and_names_a_tapped_pile():
    from tests.games.guardians_arena.test_scene import positions, where
    from tests.helpers import tap
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    app, sc = scene_on(state)
    card = next(k for k in sc.lit if k[0] == "card")
    # SDL also sends the finger's position as a motion: it must not show the card large.
    pos = where(sc, card)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0), touch=True)])
    tap(app, pos)
    assert sc.chooser.picked_card() == card[1], "the tap picked the card"
    assert sc.large.card is None, "a tap leaves no large card over the table"
    pile = sc.g.bands[sc.g.near].piles["deck"]
    tap(app, pile.center)
    assert sc.tip is not None and sc.tip[1] == "deck"


def test_the_opening_hands_are_dealt_onto_a_laid_out_table():
    from tests.helpers import start_game
    app, sc = start_game(ENTRY, players=("human", "random"), size=(1280, 720), seed=7,
                         speed="normal")
    seen = []
    for _ in range(300):
        run(app, 1)
        if sc.show.active("fly"):
            seen.append([p is not None for p in sc.shown["players"]])
        if sc.human_to_act() and not sc.show.busy():
            break
    assert seen, "the opening hands fly from the decks"
    assert all(all(s) for s in seen), "every dealt card flies over a table with both seats on it"


def test_an_undo_in_the_middle_of_a_drag_drops_the_dragged_card():
    from tests.games.guardians_arena.test_scene import where
    from tests.helpers import start_game
    app, sc = start_game(ENTRY, players=("human", "random"), size=(1280, 720), seed=7)
    settle(app, sc)
    # One move of the person's first, so there is something to undo.
    sc.submit(next(a for a in sc.legal() if a[0] in ("on", "under", "pass")))
    settle(app, sc)
    card = next(k for k in sc.lit if k[0] == "card")
    start = where(sc, card)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 80, start[1] - 80),
                                          rel=(0, 0), buttons=(1, 0, 0))])
    assert sc.drag.card and sc.drag.card["on"], "the drag started"
    assert sc.match.can_undo()
    sc.undo()
    run(app, 1)
    assert sc.drag.card is None


def test_of_two_copies_of_a_card_in_hand_only_the_one_pressed_is_picked():
    import copy

    from tests.games.guardians_arena.test_scene import positions
    state = copy.deepcopy(positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0])
    me = state["actor"]
    app, sc = scene_on(state)
    cid = next(k for k in sc.lit if k[0] == "card")[1]
    hand = state["players"][me]["hand"]
    hand.insert(hand.index(cid), cid)           # a second copy right beside the first
    app, sc = scene_on(state)
    ids = sc.view["players"][me]["hand"]
    rects = sc.g.hand_rects(len(ids))
    slots = [k for k, c in enumerate(ids) if c == cid]
    assert len(slots) == 2
    lifted = []
    real = sc.table.card

    def card(surface, rect, c, *a, selected=False, **kw):
        if selected:
            lifted.append(pygame.Rect(rect))
        return real(surface, rect, c, *a, selected=selected, **kw)
    sc.table.card = card
    for slot in reversed(slots):                # the second copy, then the first
        sc.chooser.reset()
        click(app, rects[slot].center)
        lifted.clear()
        app.dirty = True
        sc.forget_layers()
        app.draw()
        assert sc.chooser.picked_card() == cid
        assert len(lifted) == 1 and lifted[0].centerx == rects[slot].centerx, (slot, lifted)


def test_a_stronghold_not_yet_in_play_keeps_its_name_readable():
    # Its veil once lay over its name too: dark ink on dark grey, 2.5:1.
    from engine.i18n import language
    from games.guardians_arena import cardface
    from games.guardians_arena.draw import card_of
    from tests.games.guardians_arena.test_scene import positions
    state = positions(("enlist",), seeds=range(3), per_phase=1)["enlist"][0]
    app, sc = scene_on(state)
    app.draw()
    waiting = [(rect, key, cid) for rect, key, cid in sc.hits if key and key[0] == "hold"
               and not state["players"][key[1]]["strongholds"][key[2]]["deployed"]]
    assert waiting, "no stronghold under the centre: the check would see nothing"
    for rect, key, cid in waiting:
        name = sc.table.name_plate(rect, cid)
        assert name and name.height > 10
        alone = pygame.Surface(app.target.get_size())
        cardface.draw_card(alone, rect, card_of(cid), language(), reading=sc.table.reading(rect))
        inner = name.inflate(-6, -6)
        assert (pygame.image.tobytes(app.target.subsurface(inner), "RGB")
                == pygame.image.tobytes(alone.subsurface(inner), "RGB")), key
        # and the rest of the card is still veiled
        below = pygame.Rect(rect.x + 4, name.bottom + 6, rect.width - 8, 6)
        assert (pygame.image.tobytes(app.target.subsurface(below), "RGB")
                != pygame.image.tobytes(alone.subsurface(below), "RGB")), key


def totals_drawn(monkeypatch, size, lines_of, result=("Wins the round", True), told=True,
                 height=None):
    """(texts drawn on the near totals panel in order, as (words, ink's rect); the rule's y),
    the panel given the lines `lines_of(real_lines)` and a round's result over them (`told`:
    as the round's end is told, in the heading's place; else under the heading)."""
    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    app, sc = scene_on(s, size)
    seat = sc.g.near
    real = draw_duel.safe_lines
    monkeypatch.setattr(draw_duel, "safe_lines",
                        lambda v, d, st, w: lines_of(real(v, d, st, w)) if st == seat else None)
    monkeypatch.setattr(draw_duel, "round_words", lambda t, d, st, w: result)
    if told:            # the round's end being told (else the primary's result in the secondary)
        monkeypatch.setattr(sc.anims, "round_told", ("primary", seat))
    if height is not None:      # a duel zone laid out shorter (the secondary attackers')
        sc.g.totals[seat] = pygame.Rect(sc.g.totals[seat].x, sc.g.totals[seat].y,
                                        sc.g.totals[seat].width, height)
    panel = sc.g.totals[seat]
    texts, rules = [], []
    real_text, real_line = draw_duel.text.draw, pygame.draw.line

    def text_spy(surface, words, px, colour, bold=False, **anchor):
        rect = real_text(surface, words, px, colour, bold, **anchor)
        if panel.colliderect(rect):
            ink = draw_duel.text.render(words, px, colour, bold).get_bounding_rect()
            texts.append((words, ink.move(rect.topleft)))
        return rect

    def line_spy(surface, colour, a, b, *rest):
        if a[1] == b[1] and panel.collidepoint(a):
            rules.append(a[1])
        return real_line(surface, colour, a, b, *rest)
    from games.guardians_arena.draw import Table
    real_label = Table.label

    def label_spy(table, surface, words, *a, **kw):
        rect = real_label(table, surface, words, *a, **kw)
        if panel.colliderect(rect):
            texts.append((words, rect))
        return rect
    monkeypatch.setattr(draw_duel.text, "draw", text_spy)
    monkeypatch.setattr(Table, "label", label_spy)
    monkeypatch.setattr(pygame.draw, "line", line_spy)
    sc.forget_layers()
    app.dirty = True
    run(app, 1)
    assert rules, "no total's rule drawn"
    return texts, rules[-1]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
def test_the_totals_rule_never_crosses_a_line_above_it(monkeypatch, size):
    """Seen at 1920x1080: with five lines under the round's result the rule of the total ran
    through the last one ("Card played +4"), which read as struck out."""
    total = tr("guardians-arena.ui.total.sum")
    for times in (1, 2, 3):
        texts, rule = totals_drawn(monkeypatch, size, lambda lines: lines * times)
        above = texts[:[w for w, _ in texts].index(total)]
        assert len(above) > 2, "no lines drawn"
        for words, rect in above:
            assert rect.bottom <= rule, (size, times, words, rect, rule)


@pytest.mark.parametrize("count, result", [(5, None), (4, ("Wins the round", True))])
def test_a_primary_round_s_lines_all_show_at_classroom_size(monkeypatch, count, result):
    """The cases seen: five lines fit, a little smaller, and four under the round's result,
    which takes the heading's place, rather than the last ones being summed into one "…" (the
    rule clear of them, above)."""
    texts, rule = totals_drawn(monkeypatch, (1920, 1080), lambda lines: (lines * 5)[:count],
                               result=result)
    words = [w for w, _ in texts]
    assert "…" not in words
    assert sum(1 for w in words if w.startswith(("+", "-")) or w.isdigit()) >= count, words


def test_a_combat_round_s_prompt_names_only_what_can_be_played():
    """Seen: with an empty hand the prompt still said "Play a card, your Guardian or a
    channeller; or pass." It names what the legal actions hold."""
    from games.guardians_arena import rules_deck as D, words
    from games.guardians_arena.rules import RULES

    s = table(decks=("gale", "bastion"))
    s, _ = combat(s, "storm_hawk", "boulder_giant", wait=True)
    me = s["actor"]
    app, sc = scene_on(s)
    kinds = {a[0] for a in RULES.legal_actions(s)}
    assert kinds == {"pass", "play"}, kinds
    assert sc.prompt() == tr("guardians-arena.ui.do.round.only_card")
    p = s["players"][me]
    p["hand"] = []
    D.sync(p)
    assert {a[0] for a in RULES.legal_actions(s)} == {"pass"}
    app, sc = scene_on(s)
    assert sc.prompt() == tr("guardians-arena.ui.do.round.nothing")
    # What the hand, the Guardian and a channeller offer, in both languages.
    for lang in ("en", "fr"):
        app.set_language(lang)
        said = {kinds: words.prompt(sc.view, False, set(kinds)) for kinds in (
            ("pass", "influence"), ("pass", "ability", "channel"), ("pass", "join"),
            ("pass", "shield", "play", "ability"), ("pass", "play", "influence", "channel"))}
        assert len(set(said.values())) == len(said), said
        card = tr("guardians-arena.ui.do.round.only_card")
        assert said[("pass", "join")] == card
        assert said[("pass", "influence")] == tr("guardians-arena.ui.do.round.only_guardian")
        assert said[("pass", "play", "influence", "channel")] == tr("guardians-arena.ui.do.round")


def test_in_the_secondary_round_the_primary_s_result_stays_under_this_round_s_heading(monkeypatch):
    """The plate takes the heading's place only while the round's own end is told: in the
    secondary round "Primary round: won" over the secondary's lines read as the primary's."""
    texts, _ = totals_drawn(monkeypatch, (1920, 1080), lambda lines: lines,
                            result=("Primary round won", True), told=False)
    words = [w for w, _ in texts]
    head = tr("guardians-arena.ui.total.primary")
    assert head in words and words.index(head) < words.index("\u2713 Primary round won")
    # A small window sums its last lines rather than shrinking them out of reading.
    for size in ((1280, 720), (1024, 768)):
        texts, rule = totals_drawn(monkeypatch, size, lambda lines: lines * 5)
        for words_, rect in texts[:[x for x, _ in texts].index(
                tr("guardians-arena.ui.total.sum"))]:
            if words_.lstrip("+-").isdigit():       # its digits never under 14 px text's
                assert rect.height >= 10, (size, words_, rect)


@pytest.mark.parametrize("told", [True, False])
def test_a_short_panel_never_lays_a_line_on_its_total(monkeypatch, told):
    """Seen in a secondary round at 1920x1080: a panel 125 px tall drew "Vitality 8" (and a
    "… +16") on the total's own line under its heading and the primary's result."""
    total = tr("guardians-arena.ui.total.sum")
    for height in (125, 105):
        texts, rule = totals_drawn(monkeypatch, (1920, 1080), lambda lines: lines * 3,
                                   result=("Primary round won", True), told=told,
                                   height=height)
        words = [w for w, _ in texts]
        above = texts[:words.index(total)]
        for w, rect in above:
            assert rect.bottom <= rule, (height, told, w, rect, rule)
        assert "\u2713 Primary round won" in words
