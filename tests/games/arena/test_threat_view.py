"""A fighter's card tapped shows its threat in its own colour: the fighters it could strike next
turn (thick ring, sword), where it could stand (thin ring), and whether it can reach the person
with the exact chances of its best blow (games/arena/threats.best_blow, draw_threat)."""
import copy

import pygame
import pytest

from engine.i18n import tr
from engine.ui import classroom, text
from games.arena import draw_threat, odds, threats
from games.arena.fighters import attack_dice, defence_dice, en_garde
from tests.games.arena.test_scene import duel, game, place  # noqa: F401
from tests.helpers import run


def test_the_best_blow_is_the_likeliest_posture_that_reaches(game):
    app, sc = game
    st = copy.deepcopy(sc.match.state)
    me, other = 0, 1
    duel(st, me, other)
    blow = threats.best_blow(st, other, me)
    f, t = st["fighters"][other], st["fighters"][me]
    best = max((odds.forecast(attack_dice(f, p), defence_dice(t), en_garde(t),
                              p == "dechainee", f["disarmed"])["hit"], p)
               for p in ("agressive", "balancee", "dechainee", "defensive", "garde")
               if attack_dice(f, p) > 0)
    assert blow is not None and abs(blow["hit"] - best[0]) < 1e-9
    far = copy.deepcopy(st)
    far["fighters"][other].update(hex=far["fighters"][other]["hex"], hp=1)   # walks one hex
    far["fighters"][me]["hex"] = 0
    far["fighters"][other]["hex"] = 36
    assert threats.best_blow(far, other, me) is None


def duel_and_tap(app, sc, mine):
    """The fighter to act and the next one side by side in the middle; one's own card tapped
    (`mine`), or the other's. Returns (me, other)."""
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: duel(st, me, other))
    sc.toggle_reach(me if mine else other)
    run(app, 2)
    return me, other


def test_a_tapped_card_rings_who_is_in_danger_in_its_colour_and_says_if_it_reaches_me(game):
    app, sc = game
    me, other = duel_and_tap(app, sc, mine=False)
    stands, danger = sc.reach.zone(sc.shown, sc.stage.version)
    assert sc.view["fighters"][me]["hex"] in danger          # me: next to it, in danger
    assert sc.view["fighters"][other]["hex"] not in danger
    said = []
    real = draw_threat.draw_reach_words
    draw_threat.draw_reach_words = lambda surface, rect, s, words: said.append(words) or \
        real(surface, rect, s, words)
    try:
        surface = pygame.Surface(app.size)
        sc.forget_layers()      # the words lie in the backdrop layer: drawn anew, they are seen
        sc.draw(surface)
    finally:
        draw_threat.draw_reach_words = real
    blow = threats.best_blow(sc.shown, other, me)
    assert said == [tr("arena.reach.yes", hit=round(blow["hit"] * 100), damage=blow["damage"])]


def test_ones_own_card_marks_the_free_hexes_with_a_warning_and_says_the_danger_here(
        game, monkeypatch):
    # A vermilion sword badge and ring on every hex, fighters' hexes too, read as "I can strike
    # here" for the orange fighter (a fresh user's try).
    from engine import assets
    app, sc = game
    me, other = duel_and_tap(app, sc, mine=True)
    zone = sc.reach.zone(sc.shown, sc.stage.version)
    held = {f["hex"] for f in sc.shown["fighters"]}
    assert zone and not set(zone) & held
    assert sc.reach.on_card(me) == "danger" and sc.reach.on_card(other) is None
    n = len(threats.danger(sc.shown, me)[sc.shown["fighters"][me]["hex"]])
    assert n > 1 and sc.reach.words(sc.shown, sc.stage.version, me) == tr("arena.danger.here",
                                                                          n=n)
    drawn = []
    real = assets.sprite
    monkeypatch.setattr(assets, "sprite", lambda name, *a, **k: drawn.append(name) or
                        real(name, *a, **k))
    sc.table.draw_reach(pygame.Surface(app.size), sc.shown, sc.reach.of, zone)
    assert "arena/danger" in drawn and "arena/reach" not in drawn


def test_a_danger_count_on_a_start_hex_lies_on_a_plate_clear_of_the_ring(game):
    # The counts were outlined digits straight on the board: on a corner hex the start ring's
    # spokes ran through them and "2" was half hidden. Now sign and count lie on paper.
    from games.arena import board as B
    app, sc = game
    me, other = duel_and_tap(app, sc, mine=True)
    zone = sc.reach.zone(sc.shown, sc.stage.version)
    corners = [h for h in zone if h in B.CORNERS]
    assert corners, "a free corner hex within someone's reach"
    b = sc.table.g.board
    surface = pygame.Surface(app.size)
    with classroom.record() as seen:
        sc.table.draw_reach(surface, sc.shown, sc.reach.of, zone)
    assert ("danger count", (26, 26, 46), (250, 244, 230)) in seen.contrasts
    for h in corners:
        c = b.cell_center(h)
        # Between the sign and the count's right edge, on the count's line: paper or ink only.
        y = c[1] - b.cell // 4
        row = {tuple(surface.get_at((x, y)))[:3]
               for x in range(c[0] - b.cell // 6, c[0] + b.cell // 3)}
        assert (250, 244, 230) in row


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reach_words_never_cover_a_posture_to_choose(game, lang):
    # While a standing fighter picks its posture the five postures fill the column, and the
    # words lay over the unleashed one; the postures take the smaller slots, and the words the
    # forecast's place under them.
    from engine import i18n
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4
    place(app, sc, lambda st: duel(st, me, other))
    old = i18n.language()
    i18n.set_language(lang)
    sc.toggle_reach(other)
    run(app, 2)
    assert sc.view["phase"] == "posture"
    placed = []
    real = draw_threat.draw_reach_words
    draw_threat.draw_reach_words = lambda surface, rect, s, words: placed.append(
        (rect.copy(), words)) or real(surface, rect, s, words)
    try:
        with classroom.record() as seen:
            sc.forget_layers()
            sc.draw(pygame.Surface(app.size))
    finally:
        draw_threat.draw_reach_words = real
        i18n.set_language(old)
    assert len(placed) == 1
    rect, words = placed[0]
    shown = [b.rect for b in sc.controls.buttons if b.visible]
    assert sc.posture_btns["dechainee"].rect in shown
    assert rect.collidelist(shown) < 0
    # every word said at the child size, the longest words too (a sure blow of 4)
    child = text.cap_height(text.cap_px(sc.s(classroom.TEXT_MIN)))
    i18n.set_language(lang)
    try:
        with classroom.record() as longest:
            # ...and one's own card's words (at 21 px at first: "Là où tu es, 3 combattants…")
            for said in (tr("arena.reach.yes", hit=100, damage=4), tr("arena.reach.no"),
                         tr("arena.danger.here", n=5), tr("arena.danger.here.one"),
                         tr("arena.danger.here.none")):
                real(pygame.Surface(app.size), rect, sc.s, said)
    finally:
        i18n.set_language(old)
    for texts in (seen.texts, longest.texts):
        heights = [h for name, h, _n in texts if name == "reach words"]
        assert heights and min(heights) >= child, (lang, heights)


@pytest.mark.parametrize("case", ["its-card", "my-card", "target"])
def test_a_ring_or_a_frame_in_a_corner_hex_leaves_its_name_chip_whole(game, case):
    # The danger ring, or the picked target's frame, reaches the hex's edge, where the row's
    # name chip lies: "A1" came out "A" (or "A)").
    from engine.ui.board import name_chip, name_chip_width
    from games.arena.view import hex_name_chips
    app, sc = game
    me = sc.view["actor"]
    other = (me + 1) % 4

    def edit(st):
        st["fighters"][other]["hex"] = 0            # A1, a corner, its chip at its left
        st["fighters"][me]["hex"] = 1
    place(app, sc, edit)
    if case == "target":
        sc.target = other
    else:
        sc.toggle_reach(me if case == "my-card" else other)
    run(app, 2)
    name, at, h = [c for c in hex_name_chips(sc.g.board) if c[0] == "A1"][0]
    chip = pygame.Rect(0, 0, name_chip_width(name, h), h)
    chip.center = at
    inside = chip.inflate(-6, -6)                  # the chip's face, clear of its rounded corners
    expected = pygame.Surface(app.size)
    name_chip(expected, name, at, h)
    plain = pygame.Surface(app.size)
    sc.table.draw_static(plain)
    sc.forget_layers()
    surface = pygame.Surface(app.size)
    sc.draw(surface)
    corner = sc.g.board.cell_rect(0)
    assert pygame.image.tobytes(surface.subsurface(corner), "RGB") != \
        pygame.image.tobytes(plain.subsurface(corner), "RGB"), "nothing drawn on the corner hex"
    assert pygame.image.tobytes(surface.subsurface(inside), "RGB") == \
        pygame.image.tobytes(expected.subsurface(inside), "RGB")


def test_the_dangers_to_one_s_fighter_go_when_the_next_person_plays(game):
    # At a shared screen they stayed up on the next person's turn, whose panel then read "Here,
    # 1 can hit you" about the last one's fighter (the review).
    from tests.games.arena.test_scene import settle
    app, sc = game
    me = sc.view["actor"]
    sc.toggle_reach(me)
    assert sc.reach.words(sc.shown, sc.stage.version, me)
    assert sc.reach.words(sc.shown, sc.stage.version, (me + 1) % 4) is None
    sc.submit(["posture", "garde"])              # the rest: the whole turn
    settle(app, sc)
    assert sc.view["actor"] != me and sc.human_to_act()
    assert sc.reach.of is None


def test_a_fighter_out_of_the_fight_has_no_dangers_to_show(game):
    app, sc = game
    me = sc.view["actor"]
    place(app, sc, lambda st: st["fighters"][(me + 1) % 4].update(hp=0))
    out = (me + 1) % 4
    sc.reach.toggle(out, True)
    assert sc.reach.zone(sc.shown, sc.stage.version) == {}
    assert sc.reach.words(sc.shown, sc.stage.version, out) is None
