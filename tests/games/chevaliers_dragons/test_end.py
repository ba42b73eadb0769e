"""Chevaliers et Dragons' end: the title agrees with a plural side ("Les dragons de Tyran
gagnent !"), and each side's captures are given as pictures for the end screen."""
import pygame
import pytest

from engine import i18n
from engine.play import PlayScene
from engine.play_menus import EndScene
from engine.registry import GameEntry
from engine.ui import text
from games.chevaliers_dragons import view
from tests.helpers import make_app, run

ENTRY = GameEntry("games.chevaliers_dragons")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")
    pygame.quit()


def win_by_objectives(lang, seat):
    """A game where `seat` has taken its first objective and takes the second: returns the app
    and the play scene, with the end screen on top."""
    app = make_app([ENTRY], size=(1920, 1080), lang=lang)
    scene = PlayScene.new(app, ENTRY, ["human", "human"], ENTRY.default_options(), seed=4)
    app.push(scene)
    run(app, 2)
    s = scene.rules.initial_state(2, ENTRY.default_options(), 4)
    s, _ = scene.rules.apply(s, ["ready"])
    s, _ = scene.rules.apply(s, ["ready"])
    first, second = view.WANTS[seat]
    step = 6 if seat == 0 else -6             # the Prince comes from below, the dragons from above
    s["board"] = [None] * len(s["board"])
    s["board"][0 if seat == 0 else 53] = "small_dragon" if seat == 0 else "soldier"
    s["taken"][seat] = [first]
    s["objectives"][first] = None
    goal = s["objectives"][second]
    s["board"][goal + step] = "knight" if seat == 0 else "big_dragon"
    s["side"] = s["actor"] = seat
    scene.match.states[-1] = s
    scene.reset_view()
    drawn = []
    real = text.render
    text.render = lambda t, *a, **k: drawn.append(t) or real(t, *a, **k)
    try:
        scene.play(["move", goal + step, goal])
        for _ in range(400):
            run(app)
            if isinstance(app.stack.top, EndScene):
                break
        run(app, 2)
    finally:
        text.render = real
    assert isinstance(app.stack.top, EndScene)
    return scene, drawn


@pytest.mark.parametrize("lang,seat,title", [
    ("fr", 1, "Les dragons de Tyran gagnent !"),
    ("fr", 0, "L'armée du Prince gagne !"),
    ("en", 1, "Tyran's dragons win!"),
    ("en", 0, "The Prince's army wins!"),
])
def test_the_title_agrees_with_the_side(lang, seat, title):
    scene, drawn = win_by_objectives(lang, seat)
    assert title in drawn
    # what each side captured, in pictures: the winner both of its objectives, the other none
    assert scene.end_pictures(seat) == [view.objective_sprite(o) for o in view.WANTS[seat]]
    assert scene.end_pictures(1 - seat) == []


@pytest.mark.parametrize("lang,seat", [("fr", 1), ("en", 0)])
def test_the_captured_objectives_are_drawn_large_beside_the_side_emblem(monkeypatch, lang, seat):
    """At 1920x1080 each objective taken is at least 80 px (a child across the room sees a
    castle, not a speck), level with the winning side's emblem and right of it, and above the
    reason band."""
    from engine import assets
    scene, _drawn = win_by_objectives(lang, seat)
    end = scene.app.stack.top
    pictures = set(scene.end_pictures(seat))
    emblem = ENTRY.info.SEATS[seat]["icon"]
    made, blits = {}, []
    real_sprite, real_blit = assets.sprite, pygame.Surface.blit

    def sprite(name, size):
        img = real_sprite(name, size)
        made[id(img)] = name
        return img

    class Target(pygame.Surface):
        def blit(self, source, dest, *a, **k):
            at = pygame.Rect(dest[0], dest[1], *source.get_size())
            blits.append((made.get(id(source)), at))
            return real_blit(self, source, dest, *a, **k)
    monkeypatch.setattr(assets, "sprite", sprite)
    end.draw(Target((1920, 1080)))
    monkeypatch.setattr(assets, "sprite", real_sprite)
    drawn = [r for name, r in blits if name in pictures]
    # the reason band draws the same objectives: the end row's are those above it
    row = [r for r in drawn if r.bottom <= end.reason_rect.top]
    assert len(row) == len(pictures) == 2
    assert all(r.width >= 80 and r.height >= 80 for r in row)
    side = next(r for name, r in blits if name == emblem)
    assert all(r.left >= side.right and r.top < side.centery < r.bottom for r in row)
