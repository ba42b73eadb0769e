"""Dragon Inferno's scene, driven as a person would: clicks, drags, the wheel, right clicks, keys
and the on-screen buttons."""
import pygame
import pytest

from engine.registry import GameEntry
from games.dragon_inferno import rules as DR
from games.dragon_inferno.draw import ghost_eggs
from tests.games.dragon_inferno.di_helpers import sq
from tests.helpers import band_as_the_next_step_starts, click, drag, key, press, run, start_game

ENTRY = GameEntry("games.dragon_inferno")
EGGS = ["B2", "C3", "D4", "E5", "F6", "G7", "B7", "G2"]


@pytest.fixture
def game():
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1920, 1080), first=0)
    yield app, scene
    pygame.display.quit()


def motion(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    run(app, 1)


def wheel(app):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    run(app, 1)


def right_click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    run(app, 1)


def place_eggs(app, scene, names=EGGS):
    for n in names:
        click(app, scene.g.square_center(sq(n)), frames=2)


def test_eggs_are_placed_by_clicking_free_inner_squares_and_only_there(game):
    app, sc = game
    click(app, sc.g.square_center(sq("A1")), frames=2)       # outside the eggs' field: nothing
    assert sc.view["eggs"] == []
    place_eggs(app, sc, ["B2"])
    click(app, sc.g.square_center(sq("B2")), frames=2)       # taken: nothing more
    assert sc.view["eggs"] == [sq("B2")]
    place_eggs(app, sc, EGGS[1:])
    assert sc.view["phase"] == "tiles" and sc.view["side"] == 0
    assert sorted(sc.view["eggs"]) == sorted(sq(n) for n in EGGS)


def test_a_tile_is_picked_in_the_tray_and_put_down_by_a_second_click(game):
    app, sc = game
    place_eggs(app, sc)
    click(app, sc.tiles[(0, "O")].rect.center)
    assert sc.held == {"kind": "tile", "name": "O", "orient": 0}
    click(app, sc.g.square_center(sq("A1")), frames=3)
    assert [t["tile"] for t in sc.view["tiles"]] == ["O"] and sc.view["side"] == 1
    assert sc.held is None and "O" not in sc.view["hands"][0]


def test_a_tile_can_be_dragged_from_the_tray_onto_the_board(game):
    app, sc = game
    place_eggs(app, sc)
    drag(app, sc.tiles[(0, "L")].rect.center, sc.g.square_center(sq("A2")))
    run(app, 3)
    assert [t["tile"] for t in sc.view["tiles"]] == ["L"]


def test_the_wheel_a_right_click_r_the_button_and_a_second_click_all_turn_the_tile(game):
    app, sc = game
    place_eggs(app, sc)
    click(app, sc.tiles[(0, "T")].rect.center)
    motion(app, sc.g.square_center(sq("D4")))
    wheel(app)
    assert sc.held["orient"] == 1
    right_click(app, sc.g.square_center(sq("D4")))
    assert sc.held["orient"] == 2
    key(app, pygame.K_r)
    assert sc.held["orient"] == 3
    click(app, sc.tiles[(0, "T")].rect.center)
    assert sc.held["orient"] == 0
    press(app, "rotate")
    assert sc.held["orient"] == 1


def test_the_ghost_says_before_letting_go_whether_and_why_not(game):
    app, sc = game
    place_eggs(app, sc)
    click(app, sc.tiles[(0, "O")].rect.center)
    motion(app, sc.g.square_center(sq("D4")))
    assert sc.ghost()[4] == "corner"
    click(app, sc.g.square_center(sq("D4")), frames=2)      # refused, nothing laid, reason said
    assert sc.view["tiles"] == [] and sc.held is not None
    assert sc.prompt_line() == "Your first tile must cover a corner of the board."
    motion(app, sc.g.square_center(sq("A1")))
    assert sc.ghost()[4] is None
    # over the egg on B2: the O's hole (its bottom-right square, B2) would hatch it
    assert ghost_eggs(sc.shown, "O", 0, sq("A1")) == ([], [sq("B2")])
    assert ghost_eggs(sc.shown, "O", 2, sq("B2")) == ([sq("B2")], [])


def test_the_arrow_keys_move_the_ghost_and_enter_puts_the_tile_down(game):
    app, sc = game
    place_eggs(app, sc)
    key(app, pygame.K_2)                                 # the second tile of the tray: O
    assert sc.held["name"] == "O"
    for _ in range(12):
        key(app, pygame.K_LEFT)
        key(app, pygame.K_UP)
    assert sc.aim == sq("A1")
    key(app, pygame.K_RETURN, frames=3)
    assert [t["tile"] for t in sc.view["tiles"]] == ["O"]


def test_escape_puts_the_tile_back_and_a_click_on_the_board_without_one_says_pick_first(game):
    app, sc = game
    place_eggs(app, sc)
    click(app, sc.tiles[(0, "I")].rect.center)
    key(app, pygame.K_ESCAPE)
    assert sc.held is None and app.stack.top is sc
    click(app, sc.g.square_center(sq("A1")), frames=2)
    assert sc.view["tiles"] == [] and sc.prompt_line() == "First pick a tile from your tray."


def _seed_with_first_dragon(letters):
    """A seed whose deal puts one of `letters` in cave 1."""
    from engine.rules import CHANCE
    for seed in range(1, 200):
        st = DR.RULES.initial_state(2, {"first": 0}, seed)
        while DR.RULES.actor(st) == CHANCE:
            st, _ = DR.RULES.apply(st, DR.RULES.chance_action(st))
        if st["caves"][0] in letters:
            return seed
    raise AssertionError("no such seed")


def to_the_dragon(size):
    """A game between two persons where light's third tile hatches a dragon, L or P (they have
    mirror images), for light to land."""
    seed = _seed_with_first_dragon("LP")
    app, sc = start_game(ENTRY, players=("human", "human"), size=size, seed=seed, first=0)
    place_eggs(app, sc, ["C2", "D3", "F4", "F5", "E6", "C6", "B5", "G4"])
    # light: O on A1 B1 A2 B2; dark: O in the H8 corner; light: T on C2 D2 E2 D3, hole on D3
    for name, squares in (("O", "A1 B1 A2 B2"), ("O", "G7 H7 G8 H8"), ("T", "C2 D2 E2 D3")):
        want = sorted(sq(n) for n in squares.split())
        act = [a for a in DR.RULES.legal_actions(sc.state) if a[1] == name
               and sorted(DR.TILE_PLACEMENTS[name][(a[2], a[3])].squares) == want
               and DR.TILE_PLACEMENTS[name][(a[2], a[3])].hole in (sq("D3"), sq("B2"), sq("H8"))]
        sc.play(act[0])
        run(app, 3)
    assert sc.view["phase"] == "dragon" and sc.human_to_act()
    return app, sc


def test_a_hatched_dragon_is_turned_flipped_walked_through_its_places_and_put_down():
    app, sc = to_the_dragon((1920, 1080))
    motion(app, sc.g.square_center(sq("H1")))
    assert sc.held["kind"] == "dragon"
    first = sc.held["orient"]
    key(app, pygame.K_f)
    assert sc.held["orient"] != first                 # L and P have mirror images
    legal = DR.RULES.legal_actions(sc.state)
    press(app, "cycle")
    assert sc.ghost_action() == legal[0]
    press(app, "cycle")
    assert sc.ghost_action() == legal[1 % len(legal)]
    press(app, "place", frames=4)
    assert sc.view["phase"] == "tiles" and len(sc.view["dragons"]) == 1
    pygame.display.quit()


def test_a_hatched_dragon_shows_on_a_place_where_it_lands_before_any_pointer_moves():
    # On a whiteboard nothing hovers the board: the dragon to land showed nowhere (its cave
    # empty, the tray's tiles put away) until the "next place" button was pressed.
    app, sc = to_the_dragon((1024, 768))
    drawn = []
    real = sc.table.draw_ghost
    sc.table.draw_ghost = lambda surface, ghost, *a: drawn.append(ghost) or real(surface, ghost,
                                                                                 *a)
    app.dirty = True
    app.draw()
    assert drawn and drawn[-1][0] == "dragon" and drawn[-1][4] is None     # a legal place
    assert sc.place_btn.visible and sc.place_btn.enabled
    press(app, "place", frames=4)
    assert sc.view["phase"] == "tiles" and len(sc.view["dragons"]) == 1
    pygame.display.quit()


def test_the_hint_shows_the_hard_players_tile_as_a_ghost(game):
    app, sc = game
    place_eggs(app, sc)
    sc.ask_hint()
    run(app, 3)
    assert isinstance(sc.hint, list) and sc.hint[0] == "tile"
    assert sc.hint in DR.RULES.legal_actions(sc.state)


def test_the_hinted_tile_comes_to_hand_where_it_goes_and_enter_lays_it(game):
    # The hint was a dashed outline only: the tile was not picked or turned, Enter did nothing.
    app, sc = game
    place_eggs(app, sc)
    sc.ask_hint()
    run(app, 3)
    hint = sc.hint
    assert sc.held == {"kind": "tile", "name": hint[1], "orient": hint[2]}
    assert sc.ghost_action() == hint
    key(app, pygame.K_RETURN, frames=3)
    laid = sc.view["tiles"][-1]
    assert (laid["tile"], laid["orient"], laid["anchor"]) == tuple(hint[1:])


def test_against_the_computer_the_game_reaches_its_end_screen():
    app, sc = start_game(ENTRY, players=("easy", "easy"), size=(1024, 768))
    for _ in range(600):
        run(app, 2)
        if sc.view["phase"] == "over" and not sc.busy():
            break
    run(app, 5)
    assert sc.view["phase"] == "over"
    assert type(app.stack.top).__name__ == "EndScene"
    pygame.display.quit()


def test_undo_and_redo_never_deal_the_caves_again(game):
    app, sc = game
    caves = list(sc.view["caves"])
    place_eggs(app, sc)
    click(app, sc.tiles[(0, "O")].rect.center)
    click(app, sc.g.square_center(sq("A1")), frames=3)
    assert len(sc.view["tiles"]) == 1
    sc.undo()
    run(app, 2)
    assert sc.view["tiles"] == [] and sc.view["caves"] == caves
    sc.redo()
    run(app, 2)
    assert len(sc.view["tiles"]) == 1 and sc.view["caves"] == caves


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (900, 1400), (3840, 2160), (2560, 800)])
def test_every_window_shape_keeps_the_board_trays_and_caves_apart_and_inside(size):
    app, sc = start_game(ENTRY, players=("human", "human"), size=size, first=0)
    g = sc.g
    inside = pygame.Rect((0, 0), sc.size)
    things = [g.frame] + g.caves + [r for seat in (0, 1) for r in g.trays[seat]] + \
        [g.heads[0], g.heads[1]]
    for r in things:
        assert inside.contains(r), (size, r)
        assert not r.colliderect(sc.log_rect), (size, r, sc.log_rect)
    for a in range(len(things)):
        for b in range(a + 1, len(things)):
            assert not things[a].colliderect(things[b]), (size, things[a], things[b])
    pygame.display.quit()


def test_the_move_log_is_as_wide_as_the_board_s_squares_allow(monkeypatch):
    """At 12 % of the window a move ("... an egg is crushed, another hatches, the dragon of cave 1
    comes out!") took six lines at 1920x1080 beside room the squares did not use. Now the log
    takes that room in a 16:9 window, and no more: a little wider and some window's squares get
    smaller; a 16:10 window has none to give (its squares shrank from 83 to 79 px at 1440x900)."""
    from games.dragon_inferno.scene import DragonInfernoScene
    wide = [(1920, 1080), (1600, 900), (1366, 768), (1280, 720)]
    sizes = wide + [(1440, 900), (1920, 1200), (1280, 800)]

    def layouts(log_share=None):
        if log_share is not None:
            monkeypatch.setattr(DragonInfernoScene, "log_share", log_share)
        out = []
        for size in sizes:
            _app, sc = start_game(ENTRY, players=("human", "human"), size=size, first=0)
            out.append((sc.g.cell, sc.log_rect.width))
            pygame.display.quit()
        monkeypatch.undo()
        return out
    now, before = layouts(), layouts(0.12)
    assert [cell for cell, _ in now] == [cell for cell, _ in before]
    assert all(a > b for (_, a), (_, b) in zip(now[:len(wide)], before))
    more = layouts(0.155)
    assert any(a < b for (a, _), (b, _) in zip(more[:len(wide)], now))


def test_the_end_lines_count_squares_castles_and_eggs_in_good_grammar():
    from engine import i18n
    from games.dragon_inferno.words import counted
    i18n.set_language("en")
    assert [counted("eggs", n) for n in (0, 1, 2)] == ["0 eggs", "1 egg",
                                                         "2 eggs"]
    i18n.set_language("fr")
    assert [counted("castles", n) for n in (0, 1, 2)] == ["0 château", "1 château", "2 châteaux"]
    i18n.set_language("en")


def test_the_squares_names_are_drawn_over_the_frames_the_hint_and_the_piece_in_hand(monkeypatch):
    # The frames of where a tile may go, the hint's outline and the piece in hand covered the
    # letters and numbers of the edge squares.
    from games.dragon_inferno import draw as di_draw
    from tests.helpers import names_and_marks_order
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1024, 768), first=0)
    order = names_and_marks_order(monkeypatch, di_draw)
    scene.table.draw_layer(pygame.Surface(app.size), scene, scene.regions)
    assert "marks" in order and order[-1] == "names", order
    order.clear()
    monkeypatch.setattr(scene, "ghost", lambda: ("tile", "O", 0, sq("A1"), None))
    real_draw_ghost = scene.table.draw_ghost
    monkeypatch.setattr(scene.table, "draw_ghost", lambda *a: order.append("ghost") or
                        real_draw_ghost(*a))
    scene.draw_board(pygame.Surface(app.size))
    assert "ghost" in order and order[-1] == "names", order


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_both_kingdoms_emblems_keep_one_size_whatever_their_scores(size, monkeypatch):
    # A score reaching 10 shrank its panel's flag beside the other's.
    from engine import assets
    from games.dragon_inferno.draw import EMBLEM
    app, scene = start_game(ENTRY, players=("human", "human"), size=size, first=0)
    asked = {}
    real = assets.sprite

    def sprite(name, box):
        if name in EMBLEM.values():
            asked.setdefault(name, set()).add(tuple(box))
        return real(name, box)
    monkeypatch.setattr(assets, "sprite", sprite)
    for score in (0, 7, 10, 23):
        scene.table.draw_head(pygame.Surface(app.size), 0, score, 0)
        scene.table.draw_head(pygame.Surface(app.size), 1, 3, 0)
    assert len(asked) == 2 and len(set().union(*asked.values())) == 1, asked


def test_the_eggs_still_to_lay_stand_under_each_kingdom_s_score(game, monkeypatch):
    """Only the prompt's "(4 left)" counted them: now each panel holds its kingdom's eggs still to
    lay, whole, in the row where the crushed eggs go later, and the screen updates as one is
    laid."""
    from games.dragon_inferno import paint
    app, sc = game
    drawn = []
    real = paint.egg

    def egg(surface, center, cell, name="egg", scale=0.72):
        drawn.extend(seat for seat in (0, 1)
                     if name == "egg" and sc.g.eggs[seat].collidepoint(center))
        return real(surface, center, cell, name, scale)
    monkeypatch.setattr(paint, "egg", egg)

    def whole_draw():
        drawn.clear()
        sc.table.draw_pieces(pygame.Surface(app.size), sc.shown, sc.stage.hidden,
                             sc.anims.counting)
        return drawn.count(0), drawn.count(1)

    assert whole_draw() == (4, 4)
    heads = []
    real_head = sc.table.draw_head
    monkeypatch.setattr(sc.table, "draw_head", lambda surface, seat, score, crushed, to_place=0:
                        heads.append((seat, to_place)) or
                        real_head(surface, seat, score, crushed, to_place))
    for k, name in enumerate(EGGS):
        heads.clear()
        place_eggs(app, sc, [name])
        run(app, 30)
        placer = 0 if k < 4 else 1
        left = 3 - k % 4
        # the frames after the click drew the placer's panel again, with one egg fewer
        assert [n for seat, n in heads if seat == placer][-1:] == [left], (name, heads)
        assert whole_draw() == ((left, 4) if placer == 0 else (0, left)), name
    assert sc.view["phase"] == "tiles" and whole_draw() == (0, 0)


@pytest.mark.parametrize("anim, e", [("anim_Passed", {"seat": 1}),
                                     ("anim_EggHatched", {"sq": 9, "cave": 0, "dragon": None}),
                                     ("anim_DragonGone", {"cave": 1})])
def test_a_band_over_the_board_is_gone_before_the_next_move(game, anim, e):
    # "Dark green passes" showed 1.8 s for a pause of 1.4: the next tile came down under it.
    app, sc = game
    sc.show.speed = 1.0
    sc.show.clear()
    getattr(sc.anims, anim)(e, sc.view, sc.view)
    assert band_as_the_next_step_starts(sc) is None, anim


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (800, 600)])
def test_each_crushed_egg_stands_apart_in_its_kingdom_s_row(size, monkeypatch):
    # 0.62 of a cell apart, the two half shells of two crushed eggs touched: a child counted four
    # where the end said "- 2 eggs".
    from games.dragon_inferno import paint
    app, sc = start_game(ENTRY, players=("human", "human"), size=size, first=0)
    try:
        spots = []
        real = paint.egg
        monkeypatch.setattr(paint, "egg", lambda surface, center, cell, name="egg", scale=0.72: (
            spots.append((center, int(cell * scale))) if name == "egg-crushed" else None) or
            real(surface, center, cell, name, scale))
        for crushed in (1, 2, 4, 5, 8):     # 8: every egg of the board
            spots.clear()
            sc.table.draw_head(pygame.Surface(size), 1, 10, crushed)
            assert len(spots) == crushed
            row = sc.g.eggs[1]
            for (x, y), side in spots:
                assert row.left <= x - side // 2 and x + side // 2 <= row.right + 1
            xs = [x for (x, _y), _side in spots]
            assert all(b - a > spots[0][1] for a, b in zip(xs, xs[1:])), (crushed, spots)
    finally:
        pygame.display.quit()


def test_a_tile_aimed_by_its_middle_lands_on_the_legal_place_around_the_square_tapped(game):
    # A child aimed the square tile's middle at the board's corner and tapped B2: the tile's
    # pivot went on B2, and "Your first tile must cover a corner of the board." came instead.
    from games.dragon_inferno.aim import landing
    from games.dragon_inferno.pieces import TILE_PLACEMENTS
    app, sc = game
    place_eggs(app, sc)
    assert sc.view["phase"] == "tiles"
    me = sc.view["side"]
    click(app, sc.tiles[(me, "O")].rect.center)
    assert sc.held == {"kind": "tile", "name": "O", "orient": 0}
    b2 = sq("B2")
    assert DR.why_not(sc.view, me, "O", sc.held["orient"], b2) is not None   # its pivot: refused
    anchor = landing(sc.view, sc.held, b2)
    placed = TILE_PLACEMENTS["O"][(sc.held["orient"], anchor)]
    assert b2 in placed.squares and sq("A1") in placed.squares
    n = len(sc.match.actions)
    click(app, sc.g.square_center(b2), frames=2)
    assert sc.match.actions[n] == ["tile", "O", placed.orient, anchor]
    # a square no legal place covers is still refused, and says why
    assert landing(sc.view, {"kind": "tile", "name": "O", "orient": 0}, sq("D4")) == sq("D4")


def test_enter_lays_the_hinted_egg(game):
    # The hinted egg square was framed, but Enter did nothing (a look at 1920x1080).
    app, sc = game
    sc.ask_hint()
    run(app, 3)
    hint = sc.hint
    assert hint[0] == "egg"
    key(app, pygame.K_RETURN, frames=3)
    assert hint[1] in sc.view["eggs"]
    assert sc.picker.cursor is None, "no keyboard frame left over the egg"


def test_a_hint_that_comes_while_another_tile_is_in_hand_leaves_it_there(game):
    # The hint comes a moment after it is asked: it swapped the tile a person had taken
    # meanwhile, and their drop laid the hinted one.
    app, sc = game
    place_eggs(app, sc)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                          pos=sc.tiles[(0, "L")].rect.center, button=1)])
    assert sc.held["name"] == "L" and sc.dragging
    hint = next(a for a in DR.RULES.legal_actions(sc.state) if a[0] == "tile" and a[1] != "L")
    sc.set_hint(hint)
    assert sc.held["name"] == "L"
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP,
                                          pos=sc.tiles[(0, "L")].rect.center, button=1)])
    sc.dragging = False
    sc.set_hint(hint)                     # not dragging now, but the L is still in hand
    assert sc.held["name"] == "L"


def test_the_frame_stays_on_the_called_cave_through_the_roar(game):
    """The roar moved the next cave on before the board showed the dragon to lay: for 0.6 s the
    yellow frame stood on the cave after it, then came back."""
    from games.dragon_inferno.view import framed_cave
    app, sc = game
    sc.show.speed = 1.0
    sc.show.clear()
    sc.shown.update(caves=["L", "P", "T", "X", "Z"], next_cave=0, summon=None)
    after = dict(sc.view, summon={"cave": 0, "dragon": "L"}, next_cave=1)
    sc.anims.anim_EggHatched({"sq": 9, "cave": 0, "dragon": "L"}, sc.view, after)
    seen = set()
    for _ in range(90):
        run(app, 1)
        if sc.shown["next_cave"] == 1:
            seen.add(framed_cave(sc.shown))
    assert seen == {0}
