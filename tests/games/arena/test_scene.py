"""ARENA's scene, driven as a person would: posture buttons, taps on hexes and fighters, the
strike button, fighters' cards, keys; and the screen at every window size."""
import copy

import pygame
import pytest

from engine.registry import GameEntry
from engine.ui import text
from engine.ui.board import name_chip_width
from games.arena import odds
from games.arena.fighters import attack_dice, defence_dice
from games.arena.view import hex_name_chips
from tests.helpers import click, key, run, start_game

ENTRY = GameEntry("games.arena")


@pytest.fixture
def game():
    app, scene = start_game(ENTRY, players=("human",) * 4, size=(1920, 1080), seed=5)
    run(app, 5)
    yield app, scene
    pygame.display.quit()


def place(app, scene, edit):
    """Edit the position in play (a copy of the state), as if the game had come there."""
    st = copy.deepcopy(scene.match.state)
    edit(st)
    scene.match.states[-1] = st
    scene.reset_view()
    run(app, 3)
    return st


def settle(app, scene, frames=200):
    for _ in range(frames):
        run(app, 1)
        if not scene.busy() and scene.match.actor() is not None and scene.match.actor() >= 0:
            return


def hexc(scene, h):
    return scene.g.board.cell_center(h)


def duel(st, me, other, foe_posture="balancee"):
    """`me` in the centre hex (18), `other` next to it (19), the rest far."""
    st["fighters"][me]["hex"] = 18
    st["fighters"][other]["hex"] = 19
    st["fighters"][other]["posture"] = foe_posture


def test_a_posture_button_starts_the_walk(game):
    app, sc = game
    me = sc.view["actor"]
    click(app, sc.posture_btns["agressive"].rect.center)
    settle(app, sc)
    assert sc.view["phase"] == "move" and sc.view["turn"]["posture"] == "agressive"
    assert sc.view["turn"]["left"] == 3 and sc.view["actor"] == me


def test_en_garde_is_the_rest_and_ends_the_turn(game):
    app, sc = game
    me = sc.view["actor"]
    click(app, sc.posture_btns["garde"].rect.center)
    settle(app, sc)
    assert sc.view["fighters"][me]["resting"] and sc.view["actor"] != me


def test_a_posture_without_a_path_is_refused_with_a_reason(game):
    app, sc = game

    def boxed(st):
        me = st["actor"]
        others = [i for i in range(4) if i != me]
        st["fighters"][me]["hex"] = 0                  # a corner: neighbours 1, 4, 5
        for i, h in zip(others, (1, 4, 5)):
            st["fighters"][i]["hex"] = h
    place(app, sc, boxed)
    b = sc.posture_btns["dechainee"]
    sc.refresh_buttons()
    assert not b.enabled
    click(app, b.rect.center)
    assert sc.view["phase"] == "posture"


def test_tapping_a_lit_hex_steps_and_tapping_the_end_walks_there(game):
    app, sc = game
    me = sc.view["actor"]
    place(app, sc, lambda st: st["fighters"][st["actor"]].update(hex=18))
    click(app, sc.posture_btns["agressive"].rect.center)
    settle(app, sc)
    step = [a for a in sc.legal() if a[0] == "step"][0]
    click(app, hexc(sc, step[1]))
    settle(app, sc)
    assert sc.view["fighters"][me]["hex"] == step[1] and sc.view["turn"]["left"] == 2
    ends = sc.walk_ends()
    assert ends
    click(app, hexc(sc, ends[0]))
    settle(app, sc, 400)
    # The walk is complete: it ended there (the turn ends by itself when no blow is left).
    assert sc.view["fighters"][me]["hex"] == ends[0]


def test_a_tap_where_the_walk_cannot_end_says_why(game):
    """It only sounded the refusal: a child did not learn that the walk is exact."""
    from engine.i18n import tr
    from games.arena import words
    app, sc = game
    place(app, sc, lambda st: st["fighters"][st["actor"]].update(hex=18))
    click(app, sc.posture_btns["balancee"].rect.center)
    settle(app, sc)
    taken = {f["hex"] for f in sc.view["fighters"]}
    far = [h for h in range(37) if h not in taken and h not in sc.walk_ends()
           and ["step", h] not in sc.legal()]
    click(app, hexc(sc, far[0]))                  # three hexes away: a walk of two cannot end there
    assert sc.stage.note_text() == tr("arena.why.not_an_end", n=2)
    assert sc.view["turn"]["left"] == 2 and sc.view["phase"] == "move"
    step = [a for a in sc.legal() if a[0] == "step"][0]
    click(app, hexc(sc, step[1]))
    settle(app, sc)
    click(app, hexc(sc, far[0]))
    assert sc.stage.note_text() == tr("arena.why.not_an_end.one")
    click(app, hexc(sc, 18))                      # where the walk began
    assert sc.stage.note_text() == tr("arena.why.twice")
    assert sc.view["turn"]["left"] == 1
    done = copy.deepcopy(sc.view)
    done["turn"]["left"] = 0
    assert words.why_not_there(done, far[0]) == tr("arena.why.walked")


def test_a_foe_tapped_twice_is_struck_after_the_forecast(game, monkeypatch):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: duel(st, me, other))
    click(app, sc.posture_btns["agressive"].rect.center)
    settle(app, sc)
    click(app, hexc(sc, 19))
    assert sc.target == other
    drawn = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda s, *a, **k: drawn.append(s) or real(s, *a, **k))
    sc.forget_layers()      # the forecast lies in the backdrop layer: drawn anew, it is seen
    run(app, 1)
    f = sc.view["fighters"]
    fc = odds.forecast(attack_dice(f[me]), defence_dice(f[other]))
    assert "%d %%" % round(fc["hit"] * 100) in drawn and "-%d" % fc["damage"] in drawn
    monkeypatch.undo()
    click(app, hexc(sc, 19))
    settle(app, sc, 600)
    assert any(a[0] == "attack" for a in sc.match.actions)
    assert sc.view["phase"] != "dice"


def test_the_sword_button_strikes_the_chosen_foe(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: duel(st, me, other))
    click(app, sc.posture_btns["balancee"].rect.center)
    settle(app, sc)
    sc.refresh_buttons()
    assert sc.strike_btn.visible and not sc.strike_btn.enabled
    click(app, hexc(sc, 19))
    sc.refresh_buttons()
    assert sc.strike_btn.enabled
    click(app, sc.strike_btn.rect.center)
    settle(app, sc, 600)
    assert ["attack", other] in sc.match.actions


def test_on_the_ground_the_buttons_get_up_and_a_foe_can_be_struck(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: (duel(st, me, other), st["fighters"][me].update(ground=True)))
    click(app, sc.posture_btns["defensive"].rect.center)
    settle(app, sc)
    assert sc.match.actions[-1] == ["up", "defensive"]
    assert not sc.view["fighters"][me]["ground"]
    sc.match.undo()
    sc.after_history_change()
    run(app, 3)
    click(app, hexc(sc, 19))
    click(app, hexc(sc, 19))
    settle(app, sc, 600)
    assert ["attack", other] in sc.match.actions


def test_the_weapon_is_picked_up_with_the_sixth_button_then_a_posture(game):
    app, sc = game
    me = sc.view["actor"]
    place(app, sc, lambda st: st["fighters"][me].update(disarmed=True,
                                                        weapon=st["fighters"][me]["hex"]))
    sc.refresh_buttons()
    assert sc.pickup_btn.visible
    click(app, sc.pickup_btn.rect.center)
    assert sc.mode == "pickup"
    click(app, sc.posture_btns["balancee"].rect.center)
    settle(app, sc)
    assert sc.match.actions[-1] == ["pickup", "balancee"]
    assert not sc.view["fighters"][me]["disarmed"]


def test_keys_choose_a_posture_and_end_a_walk(game):
    app, sc = game
    me = sc.view["actor"]
    place(app, sc, lambda st: st["fighters"][me].update(hex=18))
    key(app, pygame.K_2)            # défensive: one hex
    settle(app, sc)
    assert sc.view["turn"]["posture"] == "defensive"
    step = [a for a in sc.legal() if a[0] == "step"][0]
    sc.submit(step)
    settle(app, sc)
    if ["end"] in sc.legal():
        key(app, pygame.K_RETURN)
        settle(app, sc)
    assert sc.view["actor"] != me


def test_a_card_shows_that_fighters_reach_and_ones_own_card_every_danger(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    click(app, sc.card_btns[other].rect.center)
    assert sc.reach.of == other
    click(app, sc.card_btns[other].rect.center)
    assert sc.reach.of is None
    click(app, sc.card_btns[me].rect.center)
    assert sc.reach.of == "all"


def test_the_last_one_standing_is_the_champion_on_the_end_screen(game):
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4

    def last_two(st):
        duel(st, me, other, foe_posture="dechainee")       # no defence dice: a sure hit
        st["fighters"][other]["hp"] = 1
        for i in range(4):
            if i not in (me, other):
                st["fighters"][i]["hp"] = 0
    place(app, sc, last_two)
    click(app, sc.posture_btns["agressive"].rect.center)
    settle(app, sc)
    click(app, hexc(sc, 19))
    click(app, hexc(sc, 19))
    for _ in range(400):
        run(app, 1)
        if type(app.stack.top).__name__ == "EndScene":
            break
    assert sc.match.is_over() and sc.view["winner"] == me
    assert type(app.stack.top).__name__ == "EndScene"
    assert "arena/champion" in sc.end_pictures(me)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160), (900, 1200),
                                  (320, 240)])
def test_every_window_size_lays_out_and_draws(size):
    app, sc = start_game(ENTRY, players=("human",) * 6, size=size, seed=2)
    run(app, 3)
    g = sc.g
    assert g.board.rect.width > 0
    if size[0] >= 1024 and size[0] > size[1]:
        # Nothing overlaps: the cards, the board and the buttons each keep their own place.
        board = g.board.rect
        for c in g.cards:
            assert not c.colliderect(board)
        for r in g.slots:
            assert not r.colliderect(board)
        # Nor do the hexes' names at the arena's edge: at 1024x768 "D1" and "D7" ran under
        # the fighters' cards and the postures.
        for name, at, h in hex_name_chips(g.board):
            chip = pygame.Rect(0, 0, name_chip_width(name, h), h)
            chip.center = at
            assert sc.app.screen.get_rect().contains(chip), (name, size)
            for r in g.cards + g.slots + g.choice_slots + [g.track]:
                assert not chip.colliderect(r), (name, size)
    click(app, sc.posture_btns["balancee"].rect.center)
    run(app, 5)
    pygame.display.quit()


@pytest.mark.parametrize("size", [(768, 1024), (1080, 1920)])
def test_a_portrait_window_gives_the_postures_the_height_the_arena_leaves(size):
    # At 768x1024 the arena took the height and left the posture cards 57 px; at 1080x1920 it
    # fitted the width and left 400 px unused under 84 px cards.
    app, sc = start_game(ENTRY, players=("human",) * 6, size=size, seed=2)
    try:
        g = sc.g
        area = sc.app.screen.get_rect()
        assert g.tall and area.height == size[1]      # the app may widen a narrow window
        for r in g.slots:
            assert r.width >= g.rect.width // 6 and r.width == r.height
            assert not r.colliderect(g.board.rect) and area.contains(r)
        assert not g.track.colliderect(g.board.rect)
        # no band of empty height left under the postures worth another row of them
        below = area.bottom - max(r.bottom for r in g.slots)
        widest = (g.rect.width * 3 // 5 - 2 * g.sgap) // 3       # beside them, the forecast
        assert below < g.slots[0].height or g.slots[0].width >= widest
        assert g.cell >= sc.s(120)                   # the hexes, pressed too, keep a child's size
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(800, 800), (1000, 1000)])
def test_a_square_window_keeps_its_hexes_a_child_s_size(size):
    # A window about as tall as wide is laid out tall too: there the postures' sixth of the
    # width took the hexes under the child size (61 px to 40 at 800x800).
    app, sc = start_game(ENTRY, players=("human",) * 6, size=size, seed=2)
    try:
        assert sc.g.tall and sc.g.cell >= sc.s(120)
    finally:
        pygame.display.quit()


def test_every_standing_fighter_wears_its_emblem_large_on_the_board(monkeypatch):
    # Blue square and sky hexagon look alike by colour: each pawn carries its seat's emblem at
    # about a third of the hex wide, so shape alone tells them apart.
    from engine import assets
    app, scene = start_game(ENTRY, players=("human",) * 6, size=(1024, 768), seed=5)
    asked = []
    real = assets.sprite

    def spy(name, size, *a, **k):
        asked.append((name, size))
        return real(name, size, *a, **k)
    monkeypatch.setattr(assets, "sprite", spy)
    surface = pygame.Surface(app.screen.get_size())
    scene.table.draw_fighters(surface, scene.shown, range(6), None, scene.motion)
    cell = scene.g.board.cell
    for seat in range(6):
        icon = scene.seat_info(seat)["icon"]
        sizes = [sz for name, sz in asked if name == icon]
        assert sizes and sizes[0][0] >= cell * 3 // 10, (icon, sizes, cell)


@pytest.mark.parametrize("length", ["last", "ten"])
def test_to_the_last_the_trophy_is_on_the_card_of_the_one_the_masters_would_name(
        monkeypatch, length):
    from engine import assets
    app, sc = start_game(ENTRY, players=("human",) * 4, size=(1920, 1080), seed=5, length=length)
    run(app, 5)
    asked = []
    real = assets.sprite

    def spy(name, size, *a, **k):
        asked.append(name)
        return real(name, size, *a, **k)
    monkeypatch.setattr(assets, "sprite", spy)

    def level_at_seven(st):         # all at 7 hit points; seat 1's blows took the most
        st["taken"] = [0, 3, 1, 0]
    place(app, sc, level_at_seven)
    crowned = [b.crowned for b in sc.card_btns]
    if length == "ten":             # as written the Masters name nobody: no trophy
        assert crowned == [False] * 4 and "arena/champion" not in asked
        pygame.display.quit()
        return
    assert crowned == [False, True, False, False] and "arena/champion" in asked

    def two_ahead(st):              # alone at the top of the hit points, seat 2 is named
        st["taken"] = [0, 3, 1, 0]
        for i, f in enumerate(st["fighters"]):
            f["hp"] = 7 if i == 2 else 6
    place(app, sc, two_ahead)
    assert [b.crowned for b in sc.card_btns] == [False, False, True, False]

    def nobody(st):                 # level in both counts: nobody would be named
        st["taken"] = [2, 2, 0, 0]
        for f in st["fighters"]:
            f["hp"] = 7
    place(app, sc, nobody)
    assert not any(b.crowned for b in sc.card_btns)
    pygame.display.quit()


def test_a_wound_shows_the_masters_second_count_as_it_lands():
    # The trophy on the cards follows the count shown: a hurt updates it with the hit points,
    # not only at the end of the batch.
    from games.arena.show import ArenaShow

    class Show:                     # starts each animation at once
        def then(self, seconds, kind, data, on_start=None, **k):
            if on_start:
                on_start(None)

    class Stage:
        def __init__(self):
            self.shown = {"fighters": [{"hp": 7}, {"hp": 7}], "taken": [0, 0]}

        def touch(self):
            pass

    stage = Stage()
    show = ArenaShow(Show(), stage, None)
    show.among_computers = lambda *seats: False
    show.anim_Hurt({"type": "Hurt", "seat": 1, "damage": 2, "hp": 5, "hex": 3}, {},
                   {"taken": [2, 0]})
    assert stage.shown["fighters"][1]["hp"] == 5 and stage.shown["taken"] == [2, 0]


def test_the_round_band_names_the_fighter_who_begins_the_round_in_the_top_bar():
    """Seen: after Orange Circle's last turn of round 1 the top bar still said "Orange Circle:
    your turn!" over the "Round 2 of 10" band."""
    from engine.i18n import tr
    app, sc = start_game(ENTRY, players=("human", "human"), size=(1024, 768), seed=4,
                         speed="normal")
    settle(app, sc, 400)
    first = sc.match.actor()
    sc.submit(["posture", "garde"])
    settle(app, sc, 400)
    last = sc.match.actor()
    assert last != first
    sc.submit(["posture", "garde"])         # the round's last turn: round 2 begins
    round_two = tr("arena.ui.round", n=2)
    seen = []
    for _ in range(400):
        run(app, 1)
        band = sc.stage.band()
        if band is not None and band.text == round_two:
            seen.append(sc.shown_actor())
            assert sc.shown["actor"] == first       # the ring under the same fighter's feet
        elif seen:
            break
    assert seen, "no round band"
    assert set(seen) == {first}, (seen, first, last)
    pygame.display.quit()
