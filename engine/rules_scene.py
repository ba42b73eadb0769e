"""The rules of a game, page by page, in the current language, with the game's own pictures.

Pages are the locale keys <id>.rules.p1.title / .body, p2..., and info.RULES_PICTURES maps a page
number to sprite names drawn beside the text, or under it across the page where they come out
larger there. A body too long for its window is drawn a little smaller rather than past
the page (RulesScene.body_box); a game splits a long page in two."""
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
        """(rect, px, pictures' width) of page n's body: beside its pictures (or over them:
        pictures_below), from under the title to above the page number, at BODY_PX, or smaller
        when its wrapped lines would run past (a long page in a wide, short window, or a
        translation longer than its original), never under LEAST_PX."""
        s = self.s
        r = self.paper.inflate(-s(80), -s(60))
        rect = self.body_area()
        below = self.pictures_below(n, rect)
        if below:
            return below[0], s(BODY_PX), 0
        pic_w = 0
        if self.rows(n):
            pic_w = self.beside_cell(self.rows(n))[0]
            rect.width = r.width - pic_w - s(30)
        body = tr(f"{self.entry.id}.rules.p{n}.body")
        px = s(BODY_PX)
        while px > s(LEAST_PX) and lines_height(body, px, rect.width) > rect.height:
            px -= 1
        return rect, px, pic_w

    def body_area(self):
        """The page's room for its body and pictures: under the title, above the page number."""
        s = self.s
        r = self.paper.inflate(-s(80), -s(60))
        top = r.top + s(90)
        return pygame.Rect(r.left, top, r.width, self.paper.bottom - s(16) - s(PAGE_PX) - top)

    def rows(self, n):
        """Page n's pictures as rows of sprite names (a single name is a row of one)."""
        rows = getattr(self.entry.info, "RULES_PICTURES", {}).get(n, [])
        return [p if isinstance(p, list) else [p] for p in rows]

    def beside_cell(self, rows):
        """(column width, cell) of pictures in the column beside the text: each in a square."""
        s = self.s
        r = self.paper.inflate(-s(80), -s(60))
        pic_w = int(r.width * (0.42 if max(len(row) for row in rows) > 2 else 0.32))
        avail_h = r.bottom - (r.top + s(90)) - s(60)
        return pic_w, min(pic_w // max(len(row) for row in rows), avail_h // len(rows))

    def pictures_below(self, n, body):
        """(text's rect, [(name, rect)]) when page n's pictures come out larger under its text,
        across the page, than in the column beside it, and the text at full size across the page
        leaves them at least 40 % of the room. Under the text, each row stays a row (a capture
        table's attacker, arrow and victims), one above the other, all from one left edge;
        pictures alone in their rows stand side by side. Beside the text, in a third of the
        page, ARENA's posture table came out 16 px an icon over a page two thirds empty."""
        s = self.s
        rows = self.rows(n)
        if not rows:
            return None
        th = lines_height(tr(f"{self.entry.id}.rules.p{n}.body"), s(BODY_PX), body.width)
        # clear of the page number under it, whose line is taller than its letters
        room = pygame.Rect(body.x, body.y + th + s(30), body.width, body.height - th - s(50))
        if room.height < body.height * 0.4:
            return None
        aspect = {name: (lambda w, h: w / h)(*self.picture(name, (200, 200)).get_size())
                  for row in rows for name in row}

        def fitted(lines):
            gap = s(40) if len(lines) == 1 else s(16)
            h = (room.height - s(16) * (len(lines) - 1)) // len(lines)
            for line in lines:
                h = min(h, int((room.width - gap * (len(line) - 1)) /
                               sum(aspect[x] for x in line)))
            return h, gap
        if all(len(row) == 1 for row in rows):
            # Pictures alone in their rows stand side by side, on one line or, where they come
            # out larger so (four cards in a tall window), on two
            alone = [row[0] for row in rows]
            half = (len(alone) + 1) // 2
            options = [[alone]] + ([[alone[:half], alone[half:]]] if len(alone) > 2 else [])
            lines = max(options, key=lambda ls: fitted(ls)[0])
        else:
            lines = rows
        h, gap = fitted(lines)
        # Beside the text each picture fits its cell (a square, or the column's width for one
        # alone in its row: draw() gives it that); under it, a line's height: a picture moves
        # there only when each comes out clearly larger (wide pictures gain the most)
        column, cell = self.beside_cell(rows)
        beside = {}
        for row in rows:
            box_w = (column if len(row) == 1 else cell) - s(8)
            for x in row:
                beside[x] = min(box_w, (cell - s(8)) * aspect[x])
        if any(h * aspect[x] < 1.15 * beside[x] for line in lines for x in line):
            return None
        placed = []
        y = room.centery - (len(lines) * (h + s(16)) - s(16)) // 2
        widths = [[int(h * aspect[name]) for name in line] for line in lines]
        # The block centred, each row of several from its left edge: a table's columns stay
        # lined up. A picture alone in its row is centred (Dragons Arena's arena stood off to
        # the left above its four dice).
        several = [w for w in widths if len(w) > 1] or widths
        widest = max(sum(w) + gap * (len(w) - 1) for w in several)
        for line, ws in zip(lines, widths):
            x = room.centerx - (widest if len(ws) > 1 else ws[0]) // 2
            for name, w in zip(line, ws):
                placed.append((name, pygame.Rect(x, y, w, h)))
                x += w + gap
            y += h + s(16)
        return pygame.Rect(body.x, body.y, body.width, th), placed

    def picture(self, name, size):
        """A picture of the page: the game's own drawing of it when its scene makes one
        (`rules_picture(name, size)`: Guardians Arena's card faces), else the sprite."""
        own = getattr(self.entry.scene_class(), "rules_picture", None)
        img = own(name, size) if own else None
        return img if img is not None else assets.sprite(name, size)

    # Keys a reader tries besides the arrows: Page Down / Page Up, Space and Backspace, Home, End.
    TURN_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_SPACE: 1, pygame.K_PAGEUP: -1,
                 pygame.K_BACKSPACE: -1, pygame.K_HOME: -99, pygame.K_END: 99}

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in self.TURN_KEYS:
            self.turn(self.TURN_KEYS[event.key])
            return
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
        below = self.pictures_below(n, self.body_area())
        if below:
            for name, spot in below[1]:
                img = self.picture(name, spot.size)
                surface.blit(img, img.get_rect(center=spot.center))
        elif pictures:
            # Each entry is a row of sprites, e.g. a capture table drawn as dice: attacker,
            # arrow, victims.
            rows = self.rows(n)
            _width, cell = self.beside_cell(rows)
            for j, row in enumerate(rows):
                y = top + j * cell
                for i, name in enumerate(row):
                    # A picture alone in its row may take the column's whole width: Dragon
                    # Inferno's seven tile shapes, a wide strip, were fitted to the square cell
                    # of the row of two under them (a third of the room beside the text).
                    wide = pic_w if len(row) == 1 else cell
                    img = self.picture(name, (wide - s(8), cell - s(8)))
                    surface.blit(img, (r.right - pic_w + i * cell, y))
        text.draw_wrapped(surface, tr(key + ".body"), body_px, theme.INK, body_rect)
        page = f"{self.page + 1} / {len(nums)}"
        text.draw(surface, page, s(PAGE_PX), theme.INK,
                  midbottom=(r.centerx, self.paper.bottom - s(16)))
        self.group.draw(surface)
