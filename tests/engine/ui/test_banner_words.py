"""The banner's words on a computer's turn: "is thinking" while it decides, "plays" once its move
is being shown (dice in the air, a walk): a computer shown rolling dice is not thinking."""
import pygame

from engine.ui import chrome
from tests.helpers import run, start_game, toy_entry


def labels(monkeypatch, app, scene, frames):
    said = []
    monkeypatch.setattr(chrome.banner, "draw_turn",
                        lambda surface, rect, s, colour, icon, label, computer, dots=0,
                        person_icon=True: said.append((label, scene.show.telling())))
    run(app, frames)
    return said


def test_a_computer_is_thinking_until_its_move_is_shown_then_it_plays(monkeypatch):
    app, scene = start_game(toy_entry(), players=("random", "random"), speed="normal")
    try:
        said = labels(monkeypatch, app, scene, 240)
        telling = [label for label, busy in said if busy]
        waiting = [label for label, busy in said if not busy]
        assert telling and all(" plays" in label for label in telling), telling[:3]
        assert waiting and all("thinking" in label for label in waiting), waiting[:3]
    finally:
        pygame.display.quit()


def test_while_the_show_tells_the_end_the_last_one_to_move_plays(monkeypatch):
    # The bar stood empty while the end was told: eight seconds of Dragon Inferno's last dragon
    # and count with nothing over the board.
    from engine.play_menus import EndScene
    app, scene = start_game(toy_entry(), players=("random", "random"), speed="normal")
    try:
        said = []
        monkeypatch.setattr(chrome.banner, "draw_turn",
                            lambda surface, rect, s, colour, icon, label, computer, dots=0,
                            person_icon=True: said.append((label, scene.match.is_over())))
        for _ in range(6000):
            run(app, 1)
            if isinstance(app.stack.top, EndScene):
                break
        assert isinstance(app.stack.top, EndScene)
        at_the_end = [label for label, over in said if over]
        assert at_the_end and all(" plays" in label for label in at_the_end), at_the_end[:3]
    finally:
        pygame.display.quit()
