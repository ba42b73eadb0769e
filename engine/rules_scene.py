"""The rules of a game, page by page, in the current language, with the game's own pictures.

Pages are the locale keys <id>.rules.p1.title / .body, p2..., and info.RULES_PICTURES maps a page
number to sprite names drawn beside the text. A body too long for its window is drawn a little
smaller rather than past the page (RulesScene.body_box); a game splits a long page in two."""
import pygame

from engine import assets, i18n
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


BODY_PX = 36        # the body's size on the theme's scale
LEAST_PX = 28       # a page too long for its window shrinks to fit, never under this
PAGE_PX = 32        # the page number at the bottom


def pages(entry):
    out = []
    n = 1
    while i18n.has(f"{entry.id}.rules.p{n}.title"):
        out.append(n)
        n += 1
    return out


def lines_height(body, px, width):
    """The height text.draw_wrapped gives `body` at `px` in `width`."""
    return len(text.wrap(body, px, width, False)) * int(px * 1.2)


class RulesScene(Scene):
    def __init__(self, app, entry):
        super().__init__(app)
        self.entry = entry
        self.page = 0
        g = Group()
        self.back = g.add(Button(self.app.pop, icon="ui/back", name="back", key=pygame.K_ESCAPE))
        # The page before: a triangle, the mirror of the next page's, not the arrow that leaves
        self.prev = g.add(Button(lambda: self.turn(-1), icon="ui/page-back", name="prev",
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

    def body_box(self, n):
        """(rect, px, pictures' width) of page n's body: beside its pictures, from under the title
        to above the page number, at BODY_PX, or smaller when its wrapped lines would run past
        (a long page in a wide, short window, or a translation longer than its original), never
        under LEAST_PX."""
        s = self.s
        r = self.paper.inflate(-s(80), -s(60))
        top = r.top + s(90)
        rect = pygame.Rect(r.left, top, r.width, self.paper.bottom - s(16) - s(PAGE_PX) - top)
        pictures = getattr(self.entry.info, "RULES_PICTURES", {}).get(n, [])
        pic_w = 0
        if pictures:
            rows = [p if isinstance(p, list) else [p] for p in pictures]
            pic_w = int(r.width * (0.42 if max(len(row) for row in rows) > 2 else 0.32))
            rect.width = r.width - pic_w - s(30)
        body = tr(f"{self.entry.id}.rules.p{n}.body")
        px = s(BODY_PX)
        while px > s(LEAST_PX) and lines_height(body, px, rect.width) > rect.height:
            px -= 1
        return rect, px, pic_w

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
        body_rect, body_px, pic_w = self.body_box(n)
        if pictures:
            # Each entry is a row of sprites (a single name is a row of one), e.g. a capture
            # table drawn as dice: attacker, arrow, victims.
            rows = [p if isinstance(p, list) else [p] for p in pictures]
            avail_h = r.bottom - top - s(60)
            cell = min(pic_w // max(len(row) for row in rows), avail_h // len(rows))
            for j, row in enumerate(rows):
                y = top + j * cell
                for i, name in enumerate(row):
                    img = assets.sprite(name, (cell - s(8), cell - s(8)))
                    surface.blit(img, (r.right - pic_w + i * cell, y))
        text.draw_wrapped(surface, tr(key + ".body"), body_px, theme.INK, body_rect)
        page = f"{self.page + 1} / {len(nums)}"
        text.draw(surface, page, s(PAGE_PX), theme.INK,
                  midbottom=(r.centerx, self.paper.bottom - s(16)))
        self.group.draw(surface)
