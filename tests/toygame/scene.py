import pygame

from engine import sound
from engine.play import PlayScene
from engine.ui import text, theme
from engine.ui.widgets import Button, Group


class ToyScene(PlayScene):
    def __init__(self, app, match):
        super().__init__(app, match)
        self.bid_buttons = Group([Button(lambda b=b: self.submit(["bid", b]), label=str(b),
                                         raw=True, name=f"bid:{b}") for b in (1, 2, 3)])
        self.last_events = []

    def layout_board(self, rect):
        bw = min(rect.width // 4, 200)
        for i, b in enumerate(self.bid_buttons.buttons):
            b.rect = pygame.Rect(rect.x + i * (bw + 20), rect.centery, bw, bw)

    def handle_board(self, event):
        self.bid_buttons.handle(event)

    def on_events(self, events, before, after):
        self.last_events = events
        for e in events:
            if e["type"] == "DiceRolled":
                from engine.anim import Tween
                self.timeline.add(Tween(0.3))
                sound.play("roll")

    def draw_board(self, surface):
        pts = " ".join(str(p) for p in self.state["points"])
        text.draw(surface, pts, 40, theme.WHITE, topleft=self.board_rect.topleft)
        self.bid_buttons.draw(surface)

    def end_lines(self):
        return [" - ".join(str(p) for p in self.state["points"])]


SCENE = ToyScene
