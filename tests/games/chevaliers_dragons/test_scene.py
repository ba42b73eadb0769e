"""The Chevaliers et Dragons scene driven by clicks, drags and the number buttons."""
import random

import pygame
import pytest

from engine.i18n import tr
from engine.play import PlayScene
from engine.play_menus import EndScene
from engine.registry import GameEntry
from games.chevaliers_dragons.rules import CAMP_SQUARES, SIDE
from tests.helpers import click, drag, make_app, press, run, start_game

ENTRY = GameEntry("games.chevaliers_dragons")
SIZES = ((800, 600), (1024, 768), (1920, 1080), (3840, 2160))


@pytest.fixture
def start():
    yield lambda *args, **kw: start_game(ENTRY, *args, **kw)
    pygame.quit()


def settle(app, scene, limit=2000):
    """Frames until the show is over (at instant speed a step or two per frame)."""
    for _ in range(limit):
        if not scene.busy() or scene.question is not None:
            return
        run(app)


def ready_both(app, scene):
    settle(app, scene)
    press(app, "ready")
    settle(app, scene)
    if scene.state["phase"] == "setup":
        press(app, "ready")
        settle(app, scene)
    assert scene.state["phase"] == "play"


def forward(scene, action):
    """How far a move takes a pawn towards the enemy camp (the Prince goes up, dragons down)."""
    if action[0] != "move":
        return -99
    d = action[2] // 6 - action[1] // 6
    return -d if scene.state["side"] == 0 else d


def walk_to_a_fight(app, scene, seed=0, limit=300):
    """Both armies march at each other until the side to act can attack; returns that attack."""
    pick = random.Random(seed)
    for _ in range(limit):
        st = scene.state
        legal = scene.rules.legal_actions(st)
        fights = [a for a in legal if a[0] == "move" and st["board"][a[2]] is not None]
        if fights:
            return fights[0]
        moves = [a for a in legal if a[0] == "move"]
        best = max(forward(scene, a) for a in moves)
        scene.play(pick.choice([a for a in moves if forward(scene, a) == best]))
        settle(app, scene)
    raise AssertionError("no fight was reached")


def answer_all(app, scene):
    while scene.question is not None:
        press(app, f"number:{scene.question['answer']}")
        settle(app, scene)


# --- setup ---------------------------------------------------------------------------------------
def a_swap(scene, seat=0):
    return next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "swap"
                and a[1] in CAMP_SQUARES[seat])


def test_setup_swap_by_two_clicks_and_by_drag(start):
    app, scene = start()
    assert scene.state["phase"] == "setup" and scene.match.actor() == 0
    g = scene.g
    move = a_swap(scene)
    before = scene.shown["board"][move[1]], scene.shown["board"][move[2]]
    click(app, g.square_center(move[2]))
    assert scene.selected == move[2]
    click(app, g.square_center(move[1]), 2)
    assert scene.match.actions == [move]
    settle(app, scene)
    assert (scene.shown["board"][move[2]], scene.shown["board"][move[1]]) == before
    assert scene.shown["board"] == scene.state["board"]
    move = a_swap(scene)
    drag(app, g.square_center(move[1]), g.square_center(move[2]))
    assert scene.match.actions[-1] == move
    # an objective cannot go to the front row: nothing happens
    castle = scene.state["objectives"]["castle"]
    front = next(sq for sq in CAMP_SQUARES[0] if sq // 6 == 7)
    n = len(scene.match.actions)
    drag(app, g.square_center(castle), g.square_center(front))
    assert len(scene.match.actions) == n


def test_random_then_ready_then_the_other_side(start):
    app, scene = start()
    press(app, "random")
    assert scene.match.actions[0] == ["random"]
    assert all(a[0] in ("obj", "pawn") for a in scene.match.actions[1:]), "then chance draws"
    settle(app, scene)
    assert scene.shown["board"] == scene.state["board"]
    assert scene.shown["objectives"] == scene.state["objectives"]
    press(app, "ready")
    settle(app, scene)
    assert scene.match.actor() == 1 and scene.shown["actor"] == 1
    assert scene.random_btn.visible and scene.ready_btn.visible
    press(app, "ready")
    settle(app, scene)
    assert scene.state["phase"] == "play" and scene.match.actor() == 0
    assert scene.end_btn.visible and not scene.ready_btn.visible and not scene.random_btn.visible


def test_the_computer_arranges_its_own_side(start):
    app, scene = start(players=("human", "normal"))
    press(app, "ready")
    settle(app, scene)
    for _ in range(50):
        run(app)
        if scene.state["phase"] == "play" and not scene.busy():
            break
    assert scene.state["phase"] == "play" and scene.match.actor() == 0
    assert scene.match.actions[-1] == ["ready"] and len(scene.match.actions) >= 2


# --- moves ---------------------------------------------------------------------------------------
def test_a_move_by_click_click_and_by_drag_then_the_turn_passes(start):
    app, scene = start()
    ready_both(app, scene)
    g = scene.g
    legal = scene.rules.legal_actions(scene.state)
    move = next(a for a in legal if a[0] == "move")
    click(app, g.square_center(move[1]))
    assert scene.selected == move[1]
    assert move[2] in scene.pick.target_cells()
    click(app, g.square_center(move[2]), 2)
    assert scene.match.actions[-1] == move
    settle(app, scene)
    assert scene.shown["moves"] == 1 and scene.match.actor() == 0
    # the pawn that moved cannot move again: its click only explains why
    n = len(scene.match.actions)
    click(app, g.square_center(move[2]))
    assert scene.selected is None and len(scene.match.actions) == n
    other = next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "move")
    assert other[1] != move[2]
    drag(app, g.square_center(other[1]), g.square_center(other[2]))
    assert scene.match.actions[-1] == other
    settle(app, scene)
    # two moves: the turn passes by itself, with the red banner
    assert scene.match.actor() == 1 and scene.shown["actor"] == 1 and scene.shown["moves"] == 0


def test_the_tick_ends_the_turn_early(start):
    app, scene = start()
    ready_both(app, scene)
    move = next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "move")
    scene.play(move)
    settle(app, scene)
    press(app, "end")
    settle(app, scene)
    assert scene.match.actions[-1] == ["end"] and scene.match.actor() == 1
    press(app, "end")          # no move at all is fine too
    settle(app, scene)
    assert scene.match.actor() == 0


def test_highlighting_can_be_turned_off(start):
    app, scene = start()
    ready_both(app, scene)
    app.settings.data["highlight"] = False
    move = next(a for a in scene.rules.legal_actions(scene.state) if a[0] == "move")
    click(app, scene.g.square_center(move[1]))
    run(app, 2)     # draws without the targets, still plays
    click(app, scene.g.square_center(move[2]), 2)
    assert scene.match.actions[-1] == move


# --- combat --------------------------------------------------------------------------------------
def test_a_combat_plays_its_show_and_resolves(start):
    app, scene = start(speed="normal", seed=5)
    scene.timeline.speed = 0.0
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.timeline.speed = 1.0
    st = scene.state
    attacker, defender = st["board"][fight[1]], st["board"][fight[2]]
    click(app, scene.g.square_center(fight[1]))
    click(app, scene.g.square_center(fight[2]))
    assert [a for a in scene.match.actions if a[0] != "dice"][-1] == fight
    assert scene.busy() and len(scene.log_entries()) < len(scene.match.log)   # the log waits
    seen = {"stage": False, "totals": set(), "sign": None}
    lights = []
    last = None
    t = 0.0
    dt = 1 / 30
    while scene.busy() and t < 60:
        app.frame(dt)
        t += dt
        f = scene.fight
        if f is not None:
            seen["stage"] = True
            counts = tuple(side["count"] for side in f["sides"].values())
            if counts != last and last is not None and sum(counts) > sum(last):
                lights.append(t)
            last = counts
            for seat, side in f["sides"].items():
                if side["total"] is not None:
                    seen["totals"].add((seat, side["total"]))
            seen["sign"] = f["sign"] or seen["sign"]
    assert not scene.busy() and scene.fight is None and scene.log_entries() == scene.match.log
    assert seen["stage"] and len(seen["totals"]) >= 2 and seen["sign"] in ("<", ">")
    # never more than 3 lights a second
    gaps = [b - a for a, b in zip(lights, lights[1:])]
    assert lights and min(gaps, default=1) >= 0.33 - 1e-6
    board = scene.state["board"]
    assert (board[fight[2]] == attacker and board[fight[1]] is None) or \
        (board[fight[2]] == defender and board[fight[1]] is None)
    assert scene.shown["board"] == board
    told = [entry[0] for _, entry in scene.match.log if entry is not None]
    assert told[-1].startswith("chevaliers-dragons.log.attack") or \
        told[-2].startswith("chevaliers-dragons.log.attack")


def test_count_first_asks_for_the_total_wrong_then_right(start):
    app, scene = start(count_first=True, seed=5)
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.play(fight)
    settle(app, scene)
    q = scene.question
    assert q is not None and scene.busy()
    pad = [b for b in scene.pad.buttons if b.visible]
    assert len(pad) == 8
    # the attacker's side is asked first (both sides are children here), before any dot shows
    assert q["seat"] == scene.fight["attacker"] == SIDE[scene.fight["sides"][q["seat"]]["kind"]]
    assert scene.fight["sides"][q["seat"]]["count"] == 0
    wrong = q["answer"] % 8 + 1
    press(app, f"number:{wrong}")
    assert scene.question is q and wrong in q["wrong"]          # try again, no penalty
    assert scene.fight["caption"] == tr("chevaliers-dragons.combat.try_again")
    assert not scene.pad.find(f"number:{wrong}").enabled
    assert scene.fight["sides"][q["seat"]]["count"] == 0
    press(app, f"number:{q['answer']}")
    assert scene.question is not q
    settle(app, scene)
    # the right answer: the show counted that side's dots and asks the other child next
    assert scene.fight["sides"][q["seat"]]["total"] == q["answer"]
    assert scene.question is not None and scene.question["seat"] == 1 - q["seat"]
    answer_all(app, scene)
    settle(app, scene)
    assert not scene.busy() and scene.fight is None


def test_count_first_asks_only_the_childs_side_and_never_the_computers(start):
    app, scene = start(players=("human", "greedy"), count_first=True, seed=8)
    press(app, "ready")
    asked = []
    for _ in range(3000):
        run(app)
        if isinstance(app.stack.top, EndScene):
            break
        if scene.question is not None:
            asked.append(scene.question["seat"])
            answer_all(app, scene)
            continue
        if scene.human_to_act():
            st = scene.state
            legal = scene.rules.legal_actions(st)
            fights = [a for a in legal if a[0] == "move" and st["board"][a[2]] is not None]
            moves = [a for a in legal if a[0] == "move"]
            scene.play(fights[0] if fights else max(moves, key=lambda a: forward(scene, a)))
        if len(asked) >= 3:
            break
    assert asked and set(asked) == {0}


def test_computer_against_computer_with_count_first_reaches_the_end(start):
    app, scene = start(players=("greedy", "easy"), count_first=True, seed=2)
    for _ in range(6000):
        run(app)
        assert scene.question is None
        if isinstance(app.stack.top, EndScene):
            break
    assert isinstance(app.stack.top, EndScene)
    lines = scene.end_lines()
    assert len(lines) == 2 and all(lines)       # what each side took; why it ended: end_reason
    words, pictures = scene.end_reason()
    assert words and pictures
    app.draw()


# --- looks ---------------------------------------------------------------------------------------
def check_layout(scene, size):
    g = scene.g
    board = scene.board_rect
    assert board.contains(g.grid) and board.contains(g.panel)
    assert not g.panel.colliderect(g.grid)
    for b in scene.buttons.buttons:
        if b.visible:
            assert board.contains(b.rect), b.name
            assert not b.rect.colliderect(g.grid), b.name
    shown = [b for b in scene.buttons.buttons if b.visible]
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.name, b.name)
    for row in g.trophy_rows:
        assert g.panel.contains(row)
        for b in shown:
            assert not b.rect.colliderect(row), b.name
    for chrome in scene.chrome.buttons:
        assert not chrome.rect.colliderect(board), chrome.name
    if size == (1920, 1080):
        assert g.cell >= 120 and g.pawn >= 120
        for b in shown:
            assert min(b.rect.size) >= 120, b.name


def test_every_size_draws_with_nothing_overlapping():
    for size in SIZES:
        app = make_app([ENTRY], size=size)
        scene = PlayScene.new(app, ENTRY, ["human", "human"],
                              dict(ENTRY.default_options(), count_first=True), seed=5)
        app.push(scene)
        run(app, 2)
        assert scene.g.sideways           # landscape windows: the board lies on its side
        check_layout(scene, size)
        ready_both(app, scene)
        run(app, 2)
        check_layout(scene, size)
        fight = walk_to_a_fight(app, scene)
        scene.play(fight)
        settle(app, scene)
        assert scene.question is not None
        g = scene.g
        pads = [b.rect for b in scene.pad.buttons if b.visible]
        assert len(pads) == 8
        for i, r in enumerate(pads):
            assert g.stage.contains(r) and not r.colliderect(g.body)
            assert not any(r.colliderect(o) for o in pads[i + 1:])
            if size == (1920, 1080):
                assert min(r.size) >= 120
        for seat in (0, 1):
            assert g.cols[seat].contains(g.fighter_rect[seat])
            # the die, "+" and the bonus dots inside the frame drawn round the side being asked
            # (Tyran's second dot once hung off the card, the Prince's was cut by the frame)
            inner = g.cols[seat].inflate(-g.s(4) - 2 * g.frame_w, -2 * g.frame_w)
            for bonus in (0, 1, 2):
                die, plus, dots = g.die_group(seat, bonus)
                assert inner.contains(die) and g.stage.contains(die)
                for c in dots:
                    dot = pygame.Rect(0, 0, g.bonus_dot, g.bonus_dot)
                    dot.center = c
                    assert inner.contains(dot), (size, seat, bonus)
            assert g.mid.contains(g.tower_rect(seat))
            assert not g.tower_rect(seat).colliderect(g.cols[1 - seat])
            # the winner's star over the tallest tower (8 dots) stays under the arrow; it sat
            # on the arrow's shaft
            top = g.tower_dot(seat, 7)
            star = pygame.Rect(0, 0, g.pitch * 1.3, g.pitch * 1.3)
            star.center = (top[0], top[1] - g.pitch)
            assert star.top >= g.arrow_band.bottom, (size, star, g.arrow_band)
        run(app, 2)
        app.pop()
        pygame.quit()


def test_a_portrait_window_stands_the_board_up():
    app = make_app([ENTRY], size=(900, 1400))
    scene = PlayScene.new(app, ENTRY, ["human", "human"], ENTRY.default_options(), seed=5)
    app.push(scene)
    run(app, 2)
    g = scene.g
    assert not g.sideways and scene.board_rect.contains(g.grid)
    # the numbering is kept: the Prince's back row is at the bottom, the dragons' at the top
    assert g.square_rect(49).bottom == g.grid.bottom and g.square_rect(4).top == g.grid.top
    for sq in range(54):
        assert g.square_at(g.square_center(sq)) == sq
    check_layout(scene, (900, 1400))
    pygame.quit()


def test_sideways_squares_keep_the_rules_numbering(start):
    app, scene = start(size=(1920, 1080))
    g = scene.g
    for sq in range(54):
        assert g.square_at(g.square_center(sq)) == sq
    # the Prince's camp on the left, the dragons' on the right, column A at the top
    assert g.square_rect(48).left == g.grid.left and g.square_rect(48).top == g.grid.top
    assert g.square_rect(0).right == g.grid.right


def test_undo_during_a_question_puts_everything_back(start):
    app, scene = start(count_first=True, seed=5)
    ready_both(app, scene)
    fight = walk_to_a_fight(app, scene)
    scene.play(fight)
    settle(app, scene)
    assert scene.question is not None
    scene.timeline.speed = 1.0
    press(app, "undo")
    scene.timeline.speed = 0.0
    run(app, 2)
    assert scene.question is None and scene.fight is None and not scene.busy()
    assert scene.shown["board"] == scene.state["board"]


def test_hint_shows_a_move(start):
    app, scene = start(seed=5)
    ready_both(app, scene)
    press(app, "hint", frames=3)
    assert scene.hint in scene.rules.legal_actions(scene.state)
    run(app, 2)


def test_the_squares_names_are_drawn_over_the_marks_of_where_a_pawn_may_go(monkeypatch):
    # The white frames round the edge squares struck through the "3" over the board and the
    # "B" beside it: the names' chips are drawn again once the picker's marks are down.
    from games.chevaliers_dragons import draw as cd_draw
    from tests.helpers import names_and_marks_order
    app, scene = start_game(ENTRY, players=("human", "random"), size=(1024, 768))
    order = names_and_marks_order(monkeypatch, cd_draw)
    assert scene.human_to_act()
    app.draw()
    assert "marks" in order and order[-1] == "names", order


def test_the_top_bar_names_the_side_the_sliding_band_announces():
    # For a second the top bar said "The Prince's army: your turn!" beside a band sliding in
    # with "Tyran's dragons", and then the other way round.
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1024, 768), speed="normal")
    scene.maybe_hand_over = lambda seat: None
    ready_both(app, scene)
    seen = []
    for _ in range(4):
        moves = [a for a in scene.legal() if a[0] == "move"]
        if not moves:
            break
        scene.play(moves[0])
        if scene.legal() and ["end"] in scene.legal():
            scene.play(["end"])
        for _ in range(400):
            run(app)
            for tw in scene.show.active("banner"):
                seen.append((tw.data["seat"], scene.shown_actor()))
            if not scene.busy():
                break
    assert seen, "no band announced a turn"
    assert all(band == top for band, top in seen), seen


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (768, 1024)])
def test_the_turn_banner_slides_clear_of_the_pawns_that_just_landed(start, size):
    # Across the board's middle for 1.15 s, the banner came down on the pawn that had just moved
    # there, at every change of turn.
    from types import SimpleNamespace
    app, scene = start(players=("human", "human"), size=size)
    settle(app, scene)
    scene.show.speed = 1.0
    g = scene.g
    for landed in ([], [q for q in range(54) if g.square_rect(q).collidepoint(g.grid.center)],
                   [q for q in range(54) if g.square_rect(q).collidepoint(
                       g.grid.centerx, g.grid.y + g.grid.height // 4)]):
        scene.anims.shown["moved"] = list(landed)
        scene.show.clear()
        scene.anims.turn_banner(1)
        for _ in range(20):
            if scene.show.active("banner"):
                break
            scene.show.update(0.01)
        [tw] = scene.show.active("banner")
        assert tw.data["clear_of"] == landed
        board = pygame.Surface(size)
        board.fill((1, 2, 3))
        scene.calls.draw_turn_banner(board, SimpleNamespace(data=tw.data, raw=0.5))
        drawn = board.get_bounding_rect(min_alpha=1)
        covered = [q for q in range(54) if board.get_at(g.square_rect(q).center)[:3] != (1, 2, 3)]
        assert covered, "the banner is drawn"
        assert not set(covered) & set(landed), (landed, covered)
        if not landed:                      # the middle of the board, as always
            assert abs(drawn.centery - g.grid.centery) < g.grid.height // 8


@pytest.mark.parametrize("size", [(1024, 768), (800, 600), (1280, 720), (1920, 1080),
                                  (768, 1024), (1080, 1920)])
def test_the_squares_names_straddle_the_board_s_edges_clear_of_the_prompt_and_panel(size):
    """At 1024x768 the board touched the window's edge and the row names' chips, kept in the
    window, lay whole over the first column's pawns; standing upright, the column letters
    under the board covered the prompt line (768x1024) or the panel's buttons (1080x1920)."""
    app, scene = start_game(ENTRY, size=size)
    grid = scene.g.grid
    for strip in scene.table.name_areas(tuple(scene.size)):
        if strip.height > strip.width:          # the column of names beside the board
            assert strip.centerx <= grid.left + 1 and strip.left >= 0, (strip, grid)
        elif strip.centery > grid.centery:      # the letters under an upright board
            assert strip.centery >= grid.bottom - 1, (strip, grid)
        assert not strip.colliderect(scene.prompt_rect), (strip, scene.prompt_rect)
        assert not strip.colliderect(scene.g.panel), (strip, scene.g.panel)
    pygame.quit()
