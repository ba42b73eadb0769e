"""The rules of a game, page by page, in the current language, with the game's own pictures.

Pages are the locale keys <id>.rules.p1.title / .body, p2..., and info.RULES_PICTURES maps a page
number to sprite names drawn beside the text."""
import pygame

from engine import assets, i18n
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


def pages(entry):
    out = []
    n = 1
    while i18n.has(f"{entry.id}.rules.p{n}.title"):
        out.append(n)
        n += 1
    return out


class RulesScene(Scene):
    def __init__(self, app, entry):
        super().__init__(app)
        self.entry = entry
        self.page = 0
        g = Group()
        self.back = g.add(Button(self.app.pop, icon="ui/back", name="back", key=pygame.K_ESCAPE))
        self.prev = g.add(Button(lambda: self.turn(-1), icon="ui/back", name="prev",
                                 key=pygame.K_LEFT))
        self.next = g.add(Button(lambda: self.turn(1), icon="ui/play", name="next",
                                 key=pygame.K_RIGHT))
        self.group = g

    def turn(self, d):
        n = len(pages(self.entry))
        self.page = max(0, min(n - 1, self.page + d))

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m = s(30)
        bh = s(theme.BUTTON_SMALL)
        self.back.rect = pygame.Rect(m, m, bh, bh)
        self.prev.rect = pygame.Rect(m, h - m - bh, bh, bh)
        self.next.rect = pygame.Rect(w - m - bh, h - m - bh, bh, bh)
        self.paper = pygame.Rect(m + bh + s(20), m, w - 2 * (m + bh + s(20)), h - 2 * m)

    def handle(self, event):
        self.group.handle(event)

    def draw(self, surface):
        s = self.s
        surface.blit(widgets.background(self.size), (0, 0))
        widgets.panel(surface, self.paper)
        nums = pages(self.entry)
        if not nums:
            return
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(nums) - 1
        n = nums[self.page]
        key = f"{self.entry.id}.rules.p{n}"
        r = self.paper.inflate(-s(80), -s(60))
        title = tr(key + ".title")
        px = text.fit(title, s(60), r.width, bold=True)
        text.draw(surface, title, px, theme.INK, bold=True, midtop=(r.centerx, r.top))
        top = r.top + s(90)
        pictures = getattr(self.entry.info, "RULES_PICTURES", {}).get(n, [])
        body_rect = pygame.Rect(r.left, top, r.width, r.bottom - top)
        if pictures:
            pic_w = int(r.width * 0.32)
            body_rect.width = r.width - pic_w - s(30)
            per = min(pic_w, (r.bottom - top - s(60)) // max(1, len(pictures)))
            cols = 2 if len(pictures) > 3 else 1
            per = min(pic_w // cols, (r.bottom - top - s(60)) * cols // len(pictures))
            for i, name in enumerate(pictures):
                img = assets.sprite(name, (per - s(10), per - s(10)))
                x = r.right - pic_w + (i % cols) * per
                y = top + (i // cols) * per
                surface.blit(img, (x, y))
        text.draw_wrapped(surface, tr(key + ".body"), s(36), theme.INK, body_rect)
        page = f"{self.page + 1} / {len(nums)}"
        text.draw(surface, page, s(32), theme.INK, midbottom=(r.centerx, self.paper.bottom - s(16)))
        self.group.draw(surface)
