"""Driving a game to its end screen and checking what it says about why the game ended: the
reason's words and pictures in their band (a child's size, never over the buttons), and the board
after the eye button, whose Result button (or Enter) opens the end screen again."""
import random

import pygame

from engine import assets
from engine.play_menus import EndScene
from engine.registry import GameEntry
from engine.rules import CHANCE, clone
from engine.ui import classroom
from tests.helpers import key, press, run, start_game

SIZES = [(1920, 1080), (1024, 768)]


def play_to_the_end(game, size=(1920, 1080), seats=2, seed=3, lang="en", frames=600, **options):
    """A real scene of `game` (games.<game>, or a module path) between random computers, its
    match played to the end by the rules alone (random moves, the same for a seed), and the
    scene brought to that last state until its end screen opens. Drawing every move of the game
    first took about a second and a half of each test's time; what the end screen shows is the
    last state, and the screens on the way are the play tests' own."""
    entry = GameEntry(game if "." in game else "games." + game)
    app, play = start_game(entry, players=["random"] * seats, seed=seed, size=size, **options)
    app.set_language(lang)
    match, pick = play.match, random.Random(seed)
    while not match.is_over() and len(match.actions) < 20000:
        if match.actor() == CHANCE:
            match.play_chance()
        else:
            match.play(pick.choice(match.rules.legal_actions(match.state)))
    play.after_history_change()
    for _ in range(frames):
        run(app)
        if isinstance(app.stack.top, EndScene):
            return app, play, app.stack.top
    raise AssertionError(f"{game}: no end screen after {frames} frames")


def finish_as(app, play, change):
    """The same scene ending another way: `change(state)` edits a copy of the final state (an end
    a random game rarely reaches), which becomes the match's last state; the end screen reopens
    on it. Only what the end screen reads is changed (the rules' own tests reach each end)."""
    state = clone(play.match.state)
    change(state)
    play.match.states.append(state)
    app.pop_to(type(play))
    play.after_history_change()
    for _ in range(20):
        run(app)
        if isinstance(app.stack.top, EndScene):
            return app.stack.top
    raise AssertionError("no end screen on the changed final state")


def drawn(app, end, monkeypatch):
    """Draw the end screen; returns (sprite names asked for, classroom record)."""
    asked = []
    real = assets.sprite

    def sprite(name, size):
        asked.append(name)
        return real(name, size)
    monkeypatch.setattr(assets, "sprite", sprite)
    try:
        with classroom.record() as seen:
            end.draw(app.target)
    finally:
        monkeypatch.setattr(assets, "sprite", real)
    return asked, seen


def end_line_inks(app, end, monkeypatch, draw):
    """Where the ink of each of the end screen's summary lines (end_lines) goes as `draw()` draws
    it, having checked that every one of them was drawn, whole; returns (inks, what draw gave)."""
    from engine import play_menus
    from engine.ui import text
    inks, said = [], []
    real = play_menus.text.child_lines

    def child_lines(surface, parts, px, colour, name, bold=True, step=1.1, **anchor):
        block = real(surface, parts, px, colour, name, bold=bold, step=step, **anchor)
        if name == "end-line":
            said.append(" ".join(parts))
            for i, line in enumerate(parts):
                glyphs = text.render(line, px, colour, bold)
                at = glyphs.get_rect(midtop=(block.centerx, block.top + i * int(px * step)))
                inks.append(glyphs.get_bounding_rect().move(at.topleft))
        return block
    monkeypatch.setattr(play_menus.text, "child_lines", child_lines)
    try:
        out = draw()
    finally:
        monkeypatch.setattr(play_menus.text, "child_lines", real)
    assert said == list(end.play.end_lines()), (said, end.play.end_lines())
    return inks, out


def assert_reason(app, end, monkeypatch, words, pictures):
    """The end screen says `words` (a piece of them) with `pictures` (sprite names, "|x" for
    crossed out), inside its band, a child's size at 1920x1080, clear of every button."""
    said, shown = end.play.end_reason()
    assert words in said, (words, said)
    assert list(shown) == list(pictures)
    inks, (asked, seen) = end_line_inks(app, end, monkeypatch,
                                        lambda: drawn(app, end, monkeypatch))
    for name in pictures:
        assert name.removesuffix("|x") in asked, (name, asked)
        if name.endswith("|x"):
            assert "ui/strike" in asked
    rects = end.reason_drawn
    assert 1 <= len(rects) <= 2, f"the reason takes {len(rects)} lines: {said!r}"
    for r in rects:
        assert end.reason_rect.contains(r), (r, end.reason_rect, said)
        for b in end.group.buttons:
            assert not r.colliderect(b.rect), (b.name, said)
    assert not end.reason_rect.colliderect(end.again.rect)
    # the summary's lines over the band, their tails too: the g's of "...and the village." went
    # under it
    for ink in inks:
        assert ink.bottom <= end.reason_rect.top, (ink, end.reason_rect, said)
    heights = [h for name, h, _ in seen.texts if name == "end-reason"]
    assert len(heights) == 1        # both lines share one size, measured on the first
    if app.size == (1920, 1080):
        assert min(heights) >= 42, (heights, said)


def assert_reopens(app, end):
    """The eye shows the board, which says the game is over; its Result button, then Enter,
    bring the end screen back."""
    play = end.play
    press(app, "look")
    assert app.stack.top is play
    with classroom.record() as seen:
        app.draw()
    over = [ink for name, ink, _ in seen.texts if name == "over-banner"]
    assert over
    if app.size == (1920, 1080):
        # drawn beside the Result button: at 520 px wide it left "La partie est finie !" 34 px
        assert min(over) >= classroom.TEXT_MIN, over
    result = play.result_btn
    assert result.visible and min(result.rect.size) >= (120 if app.size == (1920, 1080) else 1)
    press(app, "result")
    assert isinstance(app.stack.top, EndScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is play
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, EndScene)
