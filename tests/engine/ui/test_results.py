"""The end screen's row of emblems keeps what each seat captured above the reason band, for every
game and seat count, at 1920x1080 and at 1024x768: the pictures take fewer rows, then fewer
pictures, rather than spill under the band (ARENA's hearts once did at 1920x1080)."""
import pygame
import pytest

from engine import assets
from engine.ui import results
from tests.games_under_test import seatings, seating_ids
from tests.helpers import run, start_game

PICTURE = "ui/die-3"        # drawn nowhere else on the end screen, so its blits are the pictures


class Spy(pygame.Surface):
    """A target that remembers where each surface was blitted."""

    def __init__(self, size):
        super().__init__(size)
        self.blits = []

    def blit(self, source, dest, *args, **kwargs):
        self.blits.append((source, pygame.Rect(dest[0], dest[1], *source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


def picture_rects(monkeypatch, entry, seats, counts, size):
    """Where the end screen of `entry` at `seats` draws each of `counts` captured pictures per
    seat (seat 0 wins), with a reason band: {count: (rects, the end scene)}. One game is started
    and its end screen opened afresh for each count (a game started for each cost 0.1 s)."""
    app, play = start_game(entry, players=["human"] * seats, size=size)
    monkeypatch.setattr(entry.rules, "returns", lambda state: [1] + [-1] * (seats - 1))
    play.end_reason = lambda: ("Why it ended", ["ui/trophy-gold"])
    real = assets.sprite
    out = {}
    for count in counts:
        play.end_pictures = lambda seat, count=count: [PICTURE] * count
        end = app.open("end", play)
        run(app)
        made = set()

        def sprite(name, px):
            img = real(name, px)
            if name == PICTURE:
                made.add(id(img))
            return img
        monkeypatch.setattr(assets, "sprite", sprite)
        target = Spy(size)
        end.draw(target)
        monkeypatch.setattr(assets, "sprite", real)
        out[count] = [r for img, r in target.blits if id(img) in made], end
        while app.stack.top is not play:      # the end screen, and a hand-over it let come
            app.pop()
    return out


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768)], ids=["1080p", "1024x768"])
@pytest.mark.parametrize("entry,seats", seatings(), ids=seating_ids())
def test_captured_pictures_never_reach_the_reason_band(monkeypatch, entry, seats, size):
    for count, (rects, end) in picture_rects(monkeypatch, entry, seats, (2, 5, 12, 30),
                                             size).items():
        where = f"{count} pictures a seat"
        assert rects, f"{where}: no captured picture was drawn: the check saw nothing"
        band = end.reason_rect.top
        low = [r for r in rects if r.bottom > band]
        assert not low, f"{where}: pictures under the reason band (top {band}): {low[:3]}"
        assert all(end.panel.contains(r) for r in rects), where
        assert min(r.width for r in rects) >= end.s(results.PICTURE_MIN), \
            f"{where}: a speck of a picture"


def test_two_pictures_a_seat_keep_their_full_size_beside_the_emblem(monkeypatch):
    from tests.helpers import toy_entry
    rects, _end = picture_rects(monkeypatch, toy_entry(), 2, [2], (1920, 1080))[2]
    assert len(rects) == 4 and all(r.width >= 80 and r.height >= 80 for r in rects)


@pytest.mark.parametrize("count,width,height", [(3, 400, 90), (12, 300, 60), (40, 200, 200),
                                                (5, 1000, 10)])
def test_the_grid_never_takes_more_room_than_it_is_given(count, width, height):
    def s(v):
        return v
    size, per_row, rows = results.grid(s, count, width, height)
    assert rows <= 2 and per_row * rows >= min(count, per_row * rows)
    if rows:
        assert per_row * (size + results.GAP) - results.GAP <= width
        assert rows * (size + results.GAP) - results.GAP <= height
    else:
        assert height < results.PICTURE_MIN
