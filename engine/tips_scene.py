"""The first-time tip panel (engine/tips.py decides when it opens): a card-like panel over the
table with the game's picture of the moment, its title and a few sentences, one big "Got it"
button and, apart from it, "Don't show again" (turns the "tips" setting off). Esc, Enter or
"Got it" close it (in the class mode only "Got it": the teacher turns the tips off in the
Settings). The words are drawn at the child size (capitals s(42) px at 1080p) and shrink
only where the window leaves no room (a small or portrait window).
"""
import pygame

from engine import tips
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import classroom, text, theme, widgets
from engine.ui.widgets import Button, Group

LINE_GAP = 1.18


class TipScene(Scene):
    opaque = False

    def __init__(self, app, entry, key):
        super().__init__(app)
        self.entry = entry
        self.key = key
        g = Group()
        self.never = g.add(Button(self.never_again, icon="ui/eye-off", label="box.tip.never",
                                  name="tip:never"))
        self.ok = g.add(Button(self.close, icon="ui/tick", label="box.tip.ok",
                               color=theme.BUTTON_GO, key=pygame.K_RETURN, name="tip:ok"))
        # In the class mode the tips are the teacher's to turn off (Settings): no child's button.
        self.never.visible = not app.kiosk
        self.group = g

    def texts(self):
        base = f"{self.entry.id}.tip.{self.key}."
        return tr(base + "title"), tr(base + "body")

    # --- commands -------------------------------------------------------------------------------
    def close(self):
        if self.app.stack.top is self:
            self.app.pop()

    def never_again(self):
        tips.set_enabled(self.app.settings, False)
        self.close()

    # --- layout ---------------------------------------------------------------------------------
    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m = s(30)
        pw = min(w - 2 * m, s(1760))
        # A tall window lends the panel its height: the picture then sits above the words.
        ph = min(h - 2 * m, max(s(1010), pw))
        self.rect = pygame.Rect(0, 0, pw, ph)
        self.rect.center = (w // 2, h // 2)
        pad = s(36)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        bh, gap = s(theme.BUTTON_BIG), s(theme.GAP) * 3
        ok_w, never_w = s(400), s(640)
        if ok_w + never_w + gap <= inner.w:
            # Side by side: "Got it" at the right, "Don't show again" well apart at the left.
            self.ok.rect = pygame.Rect(inner.right - ok_w, inner.bottom - bh, ok_w, bh)
            self.never.rect = pygame.Rect(inner.left, inner.bottom - bh, never_w, bh)
            buttons_top = inner.bottom - bh
        else:
            bw = min(inner.w, max(ok_w, never_w))
            self.ok.rect = pygame.Rect(0, 0, bw, bh)
            self.ok.rect.midbottom = (inner.centerx, inner.bottom)
            self.never.rect = pygame.Rect(0, 0, bw, bh)
            self.never.rect.midbottom = (inner.centerx, self.ok.rect.top - gap)
            buttons_top = self.never.rect.top
        self.title_px = text.cap_px(s(48))
        self.title_y = inner.top
        body = pygame.Rect(inner.left, inner.top + int(self.title_px * 1.25), inner.w, 0)
        body.height = buttons_top - s(24) - body.top
        if body.w >= body.h * 1.3:
            # Landscape: the picture on the left, the words on the right.
            pic_w = min(int(body.w * 0.42), int(body.h * 1.25))
            self.pic_rect = pygame.Rect(body.left, body.top, pic_w, body.h)
            self.text_rect = pygame.Rect(body.left + pic_w + s(40), body.top,
                                         body.w - pic_w - s(40), body.h)
        else:
            # The picture above takes what the words below leave (at least a third).
            px = text.cap_px(s(theme.TEXT), bold=False)
            words_h = len(text.wrap(self.texts()[1], px, body.w)) * int(px * LINE_GAP)
            pic_h = max(body.h // 3, min(body.h - words_h - s(24), int(body.h * 0.7)))
            self.pic_rect = pygame.Rect(body.left, body.top, body.w, pic_h)
            self.text_rect = pygame.Rect(body.left, body.top + pic_h + s(24), body.w,
                                         body.h - pic_h - s(24))
        self._body = None

    def body_lines(self, body):
        """The body's size and lines: the child size, smaller only when it cannot fit."""
        key = (body, self.text_rect.size)
        if self._body is None or self._body[0] != key:
            r = self.text_rect
            px = text.cap_px(self.s(theme.TEXT), bold=False)
            least = max(10, self.s(20))
            while True:
                lines = text.wrap(body, px, r.w)
                if px <= least or len(lines) * int(px * LINE_GAP) <= r.h:
                    break
                px = max(least, int(px * 0.93))
            self._body = (key, px, lines)
        return self._body[1], self._body[2]

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_KP_ENTER):
            self.close()
            return
        self.group.handle(event)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface):
        widgets.dim(surface, 170)
        widgets.panel(surface, self.rect, radius=self.s(28))
        title, body = self.texts()
        px = text.fit(title, self.title_px, self.rect.w - 2 * self.s(36), bold=True)
        glyphs = text.render(title, px, theme.INK, True)
        surface.blit(glyphs, glyphs.get_rect(midtop=(self.rect.centerx, self.title_y)))
        classroom.child_text(glyphs, "tip:title")
        classroom.contrast(theme.INK, theme.PAPER, "tip:title")
        module = self.entry.tips()
        if module is not None and self.pic_rect.w > 8 and self.pic_rect.h > 8:
            module.draw_picture(surface, self.pic_rect, self.key)
        px, lines = self.body_lines(body)
        step = int(px * LINE_GAP)
        y = self.text_rect.top + max(0, (self.text_rect.h - step * len(lines)) // 2)
        for line in lines:
            glyphs = text.render(line, px, theme.INK)
            surface.blit(glyphs, (self.text_rect.left, y))
            classroom.child_text(glyphs, "tip:body")
            y += step
        classroom.contrast(theme.INK, theme.PAPER, "tip:body")
        self.group.draw(surface)
