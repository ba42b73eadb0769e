"""The shelf of past games (opened from the box page), and the saved records' list ("Open a
record"): one row per game, newest first, with a small picture of its final position, the game,
the date, who won (each seat's emblem, a trophy over the winners), and Watch, Same again (a new
game with the same seats, levels and options) and Delete. The shelf's own page also sets how many
games it keeps.

The box has no file picker: "Open a record" lists the .json files of the records folder
(engine.shelf.RECORDS, where "Save record" writes and where a record from another box is put),
and `python main.py --replay FILE` opens any file.

Also here, for the end screen: `keep_finished(play)` puts a game that has just ended on the
shelf with a picture of the screen, and `save_record(app, match)` writes its record on purpose.
"""
import datetime
import io
import os

import pygame

from engine import assets, record, screens, seats, shelf
from engine.i18n import tr
from engine.registry import find
from engine.scenes import Scene
from engine.ui import classroom, results, text, theme, widgets
from engine.ui.widgets import Button, Group

THUMB_W = 320       # pixels of the kept picture's width


def keep_finished(play):
    """Once per match: the finished game on the shelf, with the screen as it shows the final
    position (the end screen opens over it) as its picture."""
    match = play.match
    if play.read_only or getattr(match, "shelved", False) or not match.is_over():
        return None
    match.shelved = True
    picture = None
    try:
        screen = play.app.target
        if screen is not None:
            w, h = screen.get_size()
            small = pygame.transform.smoothscale(screen, (THUMB_W, max(1, THUMB_W * h // w)))
            blob = io.BytesIO()
            pygame.image.save(small, blob, "final.png")
            picture = blob.getvalue()
    except (pygame.error, ValueError):
        picture = None          # no picture: the row shows the game's own tile
    return shelf.add(record.make(match), picture, keep=play.app.settings["shelf_keep"])


def save_record(app, match):
    """"Save record": the record in the records folder, and where it went, in words."""
    try:
        path = shelf.save_record(record.make(match))
    except OSError:
        app.message(tr("box.record.not_saved"))
        return None
    app.message(tr("box.record.saved", where=path))
    return path


def open_record(app, path):
    """Watch the record at `path`; a record that cannot be shown is said why, and that is all."""
    try:
        loaded = record.read(app.registry, path)
    except record.Refused as refused:
        app.message(tr("box.record.refused", reason=tr(refused.key)))
        return None
    return app.open("replay", loaded.match, loaded.events)


class ShelfScene(Scene):
    def __init__(self, app, which=shelf.SHELF):
        super().__init__(app)
        self.which = which
        self.page = 0
        self.entries = []
        g = Group()
        self.back = g.add(Button(self.app.pop, icon="ui/back", name="back", key=pygame.K_ESCAPE))
        self.open_btn = g.add(Button(lambda: self.app.open("shelf", shelf.RECORDS),
                                     icon="ui/open-record", label="box.shelf.open",
                                     name="open-record", adult=True))
        self.open_btn.visible = which == shelf.SHELF
        self.prev_btn = g.add(Button(lambda: self.turn(-1), icon="ui/step-back", name="page:prev",
                                     key=pygame.K_PAGEUP))
        self.next_btn = g.add(Button(lambda: self.turn(1), icon="ui/step-forward",
                                     name="page:next", key=pygame.K_PAGEDOWN))
        self.keep_btns = []
        if which == shelf.SHELF:
            for n in shelf.KEEP_CHOICES:
                self.keep_btns.append(g.add(Button(lambda n=n: self.set_keep(n), label=str(n),
                                                   raw=True, name=f"keep:{n}", adult=True)))
        self.group = g
        self.rows = Group()
        self.refresh()

    def enter(self):
        self.refresh()

    def resume(self):
        self.refresh()
        self.layout(self.app.size)

    def refresh(self):
        self.entries = [e for e in shelf.entries(self.which)
                        if find(self.app.registry, e.summary["game"]) is not None]
        self.page = max(0, min(self.page, self.pages() - 1))
        for b in self.keep_btns:
            b.selected = b.label == str(self.app.settings["shelf_keep"])

    def set_keep(self, n):
        self.app.settings["shelf_keep"] = n
        shelf.prune(n)
        self.refresh()
        self.layout(self.app.size)

    def pages(self):
        return max(1, -(-len(self.entries) // self.per_page)) if hasattr(self, "per_page") else 1

    def turn(self, step):
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self.layout(self.app.size)

    # --- what a row does --------------------------------------------------------------------------
    def watch(self, entry):
        open_record(self.app, entry.path)

    def again(self, entry):
        game = find(self.app.registry, entry.summary["game"])
        play = screens.get("play")
        self.app.push(play.new(self.app, game, entry.summary["players"], entry.summary["options"]))

    def delete(self, entry):
        def gone():
            shelf.delete(entry.path)
            self.refresh()
            self.layout(self.app.size)
        self.app.open("confirm", "box.shelf.delete", tr("box.shelf.delete_question"), gone)

    # --- layout -----------------------------------------------------------------------------------
    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m, bh, gap = s(20), s(theme.BUTTON_SMALL), s(theme.GAP)
        self.back.rect = pygame.Rect(m, m, bh, bh)
        self.open_btn.rect = pygame.Rect(w - m - s(560), m, s(560), bh)
        self.title_rect = pygame.Rect(self.back.rect.right + m, m,
                                      self.open_btn.rect.x - self.back.rect.right - 2 * m, bh)
        foot = h - m - bh
        self.prev_btn.rect = pygame.Rect(w - m - 2 * bh - s(200) - gap, foot, bh, bh)
        self.next_btn.rect = pygame.Rect(w - m - bh, foot, bh, bh)
        self.page_rect = pygame.Rect(self.prev_btn.rect.right, foot, s(200), bh)
        x = m + s(360)
        for b in self.keep_btns:
            b.rect = pygame.Rect(x, foot, s(160), bh)
            x += s(160) + gap
        self.keep_label = (m, foot + bh // 2)
        top, bottom = m + bh + s(30), foot - s(30)
        row_h = s(170)
        self.per_page = max(1, (bottom - top + gap) // (row_h + gap))
        self.page = max(0, min(self.page, self.pages() - 1))
        self.prev_btn.enabled = self.page > 0
        self.next_btn.enabled = self.page < self.pages() - 1
        self.prev_btn.visible = self.next_btn.visible = self.pages() > 1
        self.shown = []
        rows = Group()
        first = self.page * self.per_page
        for i, entry in enumerate(self.entries[first:first + self.per_page]):
            r = pygame.Rect(m, top + i * (row_h + gap), w - 2 * m, row_h)
            y = r.centery - bh // 2
            made = []
            right = r.right - s(16)
            # Delete is the bin alone (the picture says it, and it asks first); the two ways on
            # carry their words at a child's size.
            for label, icon, fn, color, width in (
                    ("box.shelf.delete", "ui/delete", self.delete, theme.BUTTON_DANGER, bh),
                    ("box.shelf.again", "ui/restart", self.again, theme.BUTTON, s(440)),
                    ("box.shelf.watch", "ui/play", self.watch, theme.BUTTON_GO, s(300))):
                b = rows.add(Button(lambda e=entry, f=fn: f(e), icon=icon,
                                    label=None if width == bh else label, color=color,
                                    name=f"{label.split('.')[-1]}:{first + i}"))
                b.rect = pygame.Rect(right - width, y, width, bh)
                right -= width + gap
                made.append(b)
            self.shown.append((entry, r, made[-1].rect.x - gap))
        self.rows = rows

    def handle(self, event):
        if not self.group.handle(event):
            self.rows.handle(event)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface):
        s = self.s
        surface.blit(widgets.background(self.size), (0, 0))
        title = tr("box.shelf.title" if self.which == shelf.SHELF else "box.shelf.records_title")
        px = text.fit(title, text.cap_px(s(theme.TEXT)), self.title_rect.width, bold=True)
        glyphs = text.render(title, px, theme.WHITE, True)
        surface.blit(glyphs, glyphs.get_rect(midleft=(self.title_rect.x, self.title_rect.centery)))
        classroom.child_text(glyphs, "shelf-title")
        classroom.contrast(theme.WHITE, theme.BG_TOP, "shelf")
        if not self.entries:
            words = (tr("box.shelf.empty") if self.which == shelf.SHELF else
                     tr("box.shelf.records_empty", folder=shelf.folder(shelf.RECORDS)))
            box = pygame.Rect(0, 0, self.size[0] - s(200), s(400))
            box.center = (self.size[0] // 2, self.size[1] // 2)
            text.draw_wrapped(surface, words, s(theme.TEXT_SMALL), theme.WHITE, box,
                              align="center")
        for entry, r, room in self.shown:
            self.draw_row(surface, entry, r, room)
        if self.keep_btns:
            text.draw(surface, tr("box.shelf.keep"), s(30), theme.WHITE,
                      midleft=self.keep_label)
        elif self.entries:      # where to put a record from another box, for the grown-up
            text.draw(surface, tr("box.shelf.folder", folder=shelf.folder(shelf.RECORDS)),
                      s(26), theme.WHITE, midleft=self.keep_label)
        if self.pages() > 1:
            text.draw(surface, tr("box.shelf.page", page=self.page + 1, pages=self.pages()),
                      s(40), theme.WHITE, bold=True, center=self.page_rect.center)
        self.group.draw(surface)
        self.rows.draw(surface)

    def draw_row(self, surface, entry, r, room):
        s = self.s
        widgets.panel(surface, r, color=theme.PAPER, radius=s(20), shadow=False)
        summary = entry.summary
        game = find(self.app.registry, summary["game"])
        pic = pygame.Rect(r.x + s(12), r.y + s(12), (r.height - s(24)) * 16 // 9, r.height - s(24))
        img = self.thumbnail(entry, pic.size) if entry.picture else None
        if img is None:
            img = assets.sprite(game.info.PICTURE, (pic.height, pic.height))
        surface.blit(img, img.get_rect(center=pic.center))
        x = pic.right + s(24)
        name = tr(game.info.NAME)
        # The game's name, the date and the result are the grown-up's (the picture and the
        # emblems are what a child reads here).
        px = text.fit(name, text.cap_px(s(theme.TEXT)), room - x, bold=True)
        glyphs = text.render(name, px, theme.INK, True)
        surface.blit(glyphs, glyphs.get_rect(topleft=(x, r.y + s(14))))
        title = glyphs.get_bounding_rect().move(x, r.y + s(14))
        classroom.contrast(theme.INK, theme.PAPER, "shelf-row")
        when = summary["date"]
        try:
            when = datetime.datetime.fromisoformat(when).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            pass
        date = text.draw(surface, when, s(28), theme.INK, bottomleft=(x, r.bottom - s(16)))
        # Who won: every seat's emblem, a trophy over each winner (never colour alone).
        outcome = results.results(summary["result"]) if summary["result"] else []
        n = max(1, len(outcome))
        ex = date.right + s(30)
        size = min(s(56), (room - ex) // n - s(10))
        if ex < title.right:
            # Under the game's name, a winner's trophy (half an emblem, over it) once covered
            # its letters ("Inferno"): emblem and trophy keep to the room below the name, or
            # stand beside it where they are bigger there.
            size = min(size, (r.bottom - s(12) - title.bottom - s(4)) * 2 // 3)
            beside = min(s(56), (room - title.right - s(30)) // n - s(10))
            if beside > size:
                ex, size = title.right + s(30), beside
        if size < s(20):
            return
        for k, res in enumerate(outcome):
            icon = seats.info(game.info, k).get("icon")
            at = pygame.Rect(ex, r.bottom - s(12) - size, size, size)
            if icon:
                surface.blit(assets.sprite(icon, (size, size)), at)
            if res != results.LOSS:
                cup = assets.sprite("ui/trophy-gold", (size // 2, size // 2))
                surface.blit(cup, cup.get_rect(midbottom=(at.centerx, at.top + s(4))))
            ex += size + s(10)

    def thumbnail(self, entry, size):
        """The kept picture of the final position, fitted into `size` (in the byte budget)."""
        def make(old):
            try:
                img = pygame.image.load(entry.picture)
            except (pygame.error, OSError, FileNotFoundError):
                return pygame.Surface((1, 1))
            w, h = img.get_size()
            k = min(size[0] / w, size[1] / h)
            return pygame.transform.smoothscale(img, (max(1, int(w * k)), max(1, int(h * k))))
        img = self.layer("thumb:" + os.path.basename(entry.path), (entry.path, size), make)
        return None if img.get_size() == (1, 1) else img
