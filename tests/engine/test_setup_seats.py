"""The setup screen lays out 2 to 6 seats legibly: every seat's buttons on screen, apart, and big
enough for a child's finger at 1920x1080."""
import pygame
import pytest

from tests.helpers import make_app, run, toy_entry


def seat_rects(scene):
    return [b.rect for row in scene.seat_buttons for _, b in row]


def all_rects(scene):
    return [b.rect for b in scene.group.buttons if b.visible]


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_seat_count_fits(size, seats):
    app = make_app([toy_entry()], size=size)
    scene = app.open("setup", toy_entry())
    scene.set_count(seats)
    run(app, 1)
    assert len(scene.seat_cards) == seats
    screen = pygame.Rect((0, 0), size)
    rects = all_rects(scene)
    for r in rects:
        assert screen.contains(r), r
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    gap = 16 if size == (1920, 1080) else 8
    for card in scene.seat_cards:
        assert screen.contains(card)
    mine = seat_rects(scene)
    for r in mine:
        if size == (1920, 1080):
            assert min(r.size) >= 120, r
    for i, a in enumerate(mine):
        for b in mine[i + 1:]:
            if a.y == b.y:
                assert abs(a.centerx - b.centerx) - (a.width + b.width) // 2 >= gap - 1, (a, b)
    for i, a in enumerate(scene.seat_cards):
        for b in scene.seat_cards[i + 1:]:
            assert not a.colliderect(b)


def test_six_seats_have_six_distinct_emblems_and_colours():
    info = toy_entry().info
    assert len({s["icon"] for s in info.SEATS}) == 6
    assert len({s["color"] for s in info.SEATS}) == 6


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)])
@pytest.mark.parametrize("game", ["toy", "arena"])
def test_start_keeps_one_place_whatever_the_seat_count(size, game):
    from engine.registry import GameEntry
    entry = toy_entry() if game == "toy" else GameEntry("games.arena")
    app = make_app([entry], size=size)
    scene = app.open("setup", entry)
    places = set()
    for seats in range(entry.info.MIN_SEATS, entry.info.MAX_SEATS + 1):
        scene.set_count(seats)
        run(app, 1)
        places.add(tuple(scene.start.rect))
        for r in all_rects(scene):
            assert r is scene.start.rect or not r.colliderect(scene.start.rect), r
    assert len(places) == 1, places
