"""Overlays over a game in progress: the game menu (Esc) and the end screen."""
import pygame

from engine import assets, saves, screens, seats, sound
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


class GameMenuScene(Scene):
    opaque = False

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        g = Group()
        add = lambda *a, **k: g.add(Button(*a, **k))  # noqa: E731
        add(self.app.pop, icon="ui/play", label="box.menu.resume", name="resume",
            color=theme.BUTTON_GO)
        self.undo_btn = add(self.do(play.undo), icon="ui/undo", label="box.menu.undo", name="undo")
        self.redo_btn = add(self.do(play.redo), icon="ui/redo", label="box.menu.redo", name="redo")
        add(self.then(play.open_rules), icon="ui/rules", label="box.menu.rules", name="rules")
        self.settings_btn = add(self.then(self.open_settings), icon="ui/settings",
                                label="box.settings", name="settings")
        add(self.confirm_restart, icon="ui/restart", label="box.menu.restart", name="restart")
        add(self.then(play.back_to_box), icon="ui/home", label="box.menu.box", name="box",
            color=theme.BUTTON_DANGER)
        self.settings_btn.visible = not app.kiosk
        self.group = g

    def do(self, fn):
        def run():
            self.app.pop()
            fn()
        return run

    def then(self, fn):
        return self.do(fn)

    def open_settings(self):
        self.app.open("settings")

    def confirm_restart(self):
        self.app.pop()
        self.app.open("confirm", "box.menu.restart", tr("box.restart_question"),
                      self.play.restart)

    def layout(self, size):
        s = theme.Scale(size)
        self.s = s
        shown = [b for b in self.group.buttons if b.visible]
        bw, bh, gap = s(640), s(theme.BUTTON_SMALL), s(theme.GAP)
        total = len(shown) * bh + (len(shown) - 1) * gap
        if total > size[1] - s(40):  # short windows: two columns
            half = (len(shown) + 1) // 2
            bw = min(bw, (size[0] - s(120)) // 2)
            cols = [shown[:half], shown[half:]]
            total = half * bh + (half - 1) * gap
        else:
            cols = [shown]
        top = (size[1] - total) // 2
        xs = [size[0] // 2] if len(cols) == 1 else [size[0] // 2 - bw // 2 - gap,
                                                    size[0] // 2 + bw // 2 + gap]
        for col, x in zip(cols, xs):
            for b, r in zip(col, widgets.column(bw, len(col), bh, x, top, gap)):
                b.rect = r
        self.panel = pygame.Rect(0, 0, bw * len(cols) + s(100) + gap * (len(cols) - 1) * 2,
                                 total + s(80))
        self.panel.center = (size[0] // 2, size[1] // 2)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.undo_btn.enabled = self.play.match.can_undo()
        self.redo_btn.enabled = self.play.match.can_redo()
        self.group.handle(event)

    def draw(self, surface):
        self.undo_btn.enabled = self.play.match.can_undo()
        self.redo_btn.enabled = self.play.match.can_redo()
        widgets.dim(surface)
        widgets.panel(surface, self.panel, color=theme.PAPER_DARK)
        self.group.draw(surface)


class EndScene(Scene):
    """The result: who won (with their emblem), the game's own summary lines, Play again."""
    opaque = False

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        g = Group()
        self.again = g.add(Button(self.play_again, icon="ui/restart", label="box.end.again",
                                  color=theme.BUTTON_GO, name="again", key=pygame.K_RETURN))
        self.box = g.add(Button(self.to_box, icon="ui/home", label="box.menu.box", name="box"))
        self.look = g.add(Button(self.app.pop, icon="ui/eye", name="look"))
        self.group = g
        rets = play.rules.returns(play.state)
        best = max(rets)
        self.winners = [i for i, r in enumerate(rets) if r == best and r > 0]
        if len(self.winners) == len(rets):
            self.winners = []
        sound.play("win" if self.winners else "draw")

    def play_again(self):
        self.play.restart()

    def to_box(self):
        saves.clear()
        self.app.pop_to(screens.get("box"))

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - s(60), s(1300)), min(h - s(60), s(900)))
        self.panel.center = (w // 2, h // 2)
        bh = s(theme.BUTTON_BIG)
        y = self.panel.bottom - bh - s(30)
        self.again.rect = pygame.Rect(0, y, s(520), bh)
        self.again.rect.centerx = self.panel.centerx + s(100)
        self.box.rect = pygame.Rect(0, y, s(420), bh)
        self.box.rect.right = self.again.rect.left - s(30)
        self.look.rect = pygame.Rect(self.again.rect.right + s(30), y, bh, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()      # Esc shows the board, where Esc again opens the menu
            return
        self.group.handle(event)

    def draw(self, surface):
        s = self.s
        widgets.dim(surface, 120)
        widgets.panel(surface, self.panel)
        cx = self.panel.centerx
        y = self.panel.top + s(30)
        info = lambda seat: seats.info(self.play.entry.info, seat)  # noqa: E731
        if self.winners:
            icon_size = s(200)
            xs = [cx + (i - (len(self.winners) - 1) / 2) * (icon_size + s(20))
                  for i in range(len(self.winners))]
            for seat, x in zip(self.winners, xs):
                img = assets.sprite(info(seat).get("icon") or "ui/trophy", (icon_size, icon_size))
                surface.blit(img, img.get_rect(midtop=(int(x), y)))
            trophy = assets.sprite("ui/trophy", (s(120), s(120)))
            surface.blit(trophy, trophy.get_rect(topleft=(self.panel.left + s(40), y)))
            surface.blit(trophy, trophy.get_rect(topright=(self.panel.right - s(40), y)))
            names = ", ".join(tr(info(i)["name"]) for i in self.winners)
            title = tr(seats.verb_key("box.end.wins", [info(i) for i in self.winners]),
                       player=names)
            y += icon_size + s(20)
        else:
            title = tr("box.end.draw")
            y += s(40)
        px = text.fit(title, s(72), self.panel.width - s(60), bold=True)
        text.draw(surface, title, px, theme.INK, bold=True, midtop=(cx, y))
        y += s(100)
        for line in self.play.end_lines():
            px = text.fit(line, s(theme.TEXT), self.panel.width - s(80))
            text.draw(surface, line, px, theme.INK, midtop=(cx, y))
            y += s(56)
        self.group.draw(surface)
