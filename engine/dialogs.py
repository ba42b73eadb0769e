"""Small scenes every game shares: a message, a question, and the hand-over screen that hides one
player's secret from the next player at the same computer."""
import pygame

from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


class MessageScene(Scene):
    """One clear message and an OK button."""
    opaque = False

    def __init__(self, app, title_key, body, on_close=None):
        super().__init__(app)
        self.title_key = title_key
        self.body = body
        self.on_close = on_close
        self.ok = Button(self.close, icon="ui/tick", label="box.ok", color=theme.BUTTON_GO,
                         key=pygame.K_RETURN, name="ok")

    def close(self):
        self.app.pop()
        if self.on_close:
            self.on_close()

    def layout(self, size):
        s = theme.Scale(size)
        self.s = s
        w, h = min(size[0] - s(80), s(1200)), min(size[1] - s(80), s(640))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.ok.rect = pygame.Rect(0, 0, s(360), s(theme.BUTTON_BIG))
        self.ok.rect.midbottom = (self.rect.centerx, self.rect.bottom - s(40))

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.ok.handle(event)

    def draw_words(self, surface, body):
        """The dimmed screen, the panel, the title and `body` wrapped under it: the buttons are
        each dialog's own."""
        widgets.dim(surface)
        widgets.panel(surface, self.rect)
        s = self.s
        text.draw(surface, tr(self.title_key), s(54), theme.INK, bold=True,
                  midtop=(self.rect.centerx, self.rect.top + s(36)))
        inner = pygame.Rect(self.rect.left + s(60), self.rect.top + s(130),
                            self.rect.width - s(120), self.rect.height - s(330))
        text.draw_wrapped(surface, body, s(theme.TEXT), theme.INK, inner, align="center")

    def draw(self, surface):
        body = self.body if isinstance(self.body, str) else tr(*self.body[:1], **self.body[1])
        self.draw_words(surface, body)
        self.ok.draw(surface)


class ConfirmScene(MessageScene):
    """A yes/no question (e.g. restart the game?)."""

    def __init__(self, app, title_key, body, on_yes):
        super().__init__(app, title_key, body)
        self.on_yes = on_yes
        self.ok.label = "box.yes"
        self.no = Button(self.app.pop, icon="ui/cross", label="box.no", color=theme.BUTTON_DANGER,
                         key=pygame.K_ESCAPE, name="no")

    def close(self):
        self.app.pop()
        self.on_yes()

    def layout(self, size):
        super().layout(size)
        s = self.s
        self.ok.rect.midbottom = (self.rect.centerx + s(200), self.rect.bottom - s(40))
        self.no.rect = self.ok.rect.copy()
        self.no.rect.midbottom = (self.rect.centerx - s(200), self.rect.bottom - s(40))

    def handle(self, event):
        if not self.no.handle(event):
            self.ok.handle(event)

    def draw(self, surface):
        super().draw(surface)
        self.no.draw(surface)


class HandOverScene(Scene):
    """Covers the whole screen until the named player says they are at the computer, so that a
    secret choice made by the previous player stays hidden."""
    opaque = True

    def __init__(self, app, seat_name_key, color, icon, on_ready):
        super().__init__(app)
        self.seat_name_key = seat_name_key
        self.color = color
        self.icon = icon
        self.on_ready = on_ready
        self.ready = Button(self.go, icon="ui/hand", label="box.handover.ready",
                            color=theme.BUTTON_GO, key=pygame.K_RETURN, name="ready")

    def go(self):
        self.app.pop()
        self.on_ready()

    def layout(self, size):
        s = theme.Scale(size)
        self.s = s
        self.size = size
        self.ready.rect = pygame.Rect(0, 0, s(780), s(theme.BUTTON_BIG))
        self.ready.rect.center = (size[0] // 2, int(size[1] * 0.75))

    def handle(self, event):
        self.ready.handle(event)

    def draw(self, surface):
        surface.blit(widgets.background(self.size), (0, 0))
        s = self.s
        w, h = self.size
        if self.icon:
            from engine import assets
            img = assets.sprite(self.icon, (s(260), s(260)))
            surface.blit(img, img.get_rect(center=(w // 2, int(h * 0.3))))
        name = tr(self.seat_name_key)
        msg = tr("box.handover.pass", player=name)
        px, lines = text.child_fit(msg, s(48), w - s(80))
        text.child_lines(surface, lines, px, theme.WHITE, "handover", center=(w // 2, int(h * 0.52)))
        self.ready.draw(surface)


class ChoiceScene(MessageScene):
    """A message with a few ways on, side by side (and Esc to step back): `choices` is a list of
    (label key, icon, name, action); the dialog closes before the action runs."""

    def __init__(self, app, title_key, body, choices):
        super().__init__(app, title_key, body)
        self.group = Group()
        for label, icon, name, action in choices:
            self.group.add(Button(lambda a=action: self.choose(a), icon=icon, label=label,
                                  color=theme.BUTTON_GO, name=name))
        self.group.add(Button(self.app.pop, icon="ui/back", label="box.back", name="back",
                              key=pygame.K_ESCAPE))

    def choose(self, action):
        self.app.pop()
        action()

    def layout(self, size):
        super().layout(size)
        s = self.s
        n = len(self.group.buttons)
        gap = s(30)
        bw = min(s(360), (self.rect.width - s(60) - (n - 1) * gap) // n)
        rects = widgets.row(bw, n, s(theme.BUTTON_BIG), self.rect.bottom - s(40)
                            - s(theme.BUTTON_BIG), self.rect.centerx, gap)
        for b, r in zip(self.group.buttons, rects):
            b.rect = r

    def handle(self, event):
        self.group.handle(event)

    def draw(self, surface):
        self.draw_words(surface, self.body)
        self.group.draw(surface)
