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
            # Each entry is a row of sprites (a single name is a row of one), e.g. a capture
            # table drawn as dice: attacker, arrow, victims.
            rows = [p if isinstance(p, list) else [p] for p in pictures]
            pic_w = int(r.width * (0.42 if max(len(row) for row in rows) > 2 else 0.32))
            body_rect.width = r.width - pic_w - s(30)
            avail_h = r.bottom - top - s(60)
            cell = min(pic_w // max(len(row) for row in rows), avail_h // len(rows))
            for j, row in enumerate(rows):
                y = top + j * cell
                for i, name in enumerate(row):
                    img = assets.sprite(name, (cell - s(8), cell - s(8)))
                    surface.blit(img, (r.right - pic_w + i * cell, y))
        text.draw_wrapped(surface, tr(key + ".body"), s(36), theme.INK, body_rect)
        page = f"{self.page + 1} / {len(nums)}"
        text.draw(surface, page, s(32), theme.INK, midbottom=(r.centerx, self.paper.bottom - s(16)))
        self.group.draw(surface)
