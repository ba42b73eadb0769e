"""The box: what a person sees first. One big illustrated tile per registered game, a Continue
tile when an unfinished game was saved, Settings and Quit (hidden in kiosk mode)."""
import math

import pygame

from engine import assets, jsonfile, saves, screens
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import classroom, text, theme, widgets
from engine.ui.widgets import Button, Group


class BoxScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saved = None
        self.group = Group()
        self.build()

    def enter(self):
        self.refresh()

    def resume(self):
        self.refresh()

    def refresh(self):
        """Look for an unfinished game and rebuild the tiles."""
        problem = None
        try:
            self.saved = saves.load(self.app.registry)
        except jsonfile.BadFile as bad:
            self.saved = None
            problem = bad
        self.build()
        self.layout(self.app.size)
        if problem is not None:
            where = problem.moved_to or ""
            self.app.message(tr("box.bad_save", reason=problem.reason, where=where))
        settings_problem = getattr(self.app.settings, "problem", None)
        if settings_problem is not None:
            self.app.settings.problem = None
            self.app.message(tr("box.bad_settings", reason=settings_problem.reason,
                                where=settings_problem.moved_to or ""))

    def build(self):
        g = Group()
        self.tiles = []
        if self.saved is not None:
            entry = self.saved.entry
            b = Button(self.continue_game, picture=entry.info.PICTURE, label="box.continue",
                       color=theme.BUTTON_GO, name="continue")
            self.tiles.append(b)
            g.add(b)
        for entry in self.app.registry:
            b = Button(lambda e=entry: self.open_setup(e), picture=entry.info.PICTURE,
                       label=entry.info.NAME, name="game:" + entry.id, color=theme.BUTTON)
            self.tiles.append(b)
            g.add(b)
        self.settings_btn = g.add(Button(self.open_settings, icon="ui/settings",
                                         label="box.settings", name="settings"))
        self.quit_btn = g.add(Button(self.app.quit, icon="ui/quit", label="box.quit",
                                     name="quit", color=theme.BUTTON_DANGER))
        self.settings_btn.visible = self.quit_btn.visible = not self.app.kiosk
        self.group = g

    def continue_game(self):
        self.app.push(screens.get("play").for_match(self.app, self.saved))

    def open_setup(self, entry):
        self.app.open("setup", entry)

    def open_settings(self):
        self.app.open("settings")

    def layout(self, size):
        s = theme.Scale(size)
        self.s = s
        self.size = size
        w, h = size
        n = max(1, len(self.tiles))
        # Never more than two rows, so each tile keeps room for its name at classroom size.
        cols = min(n, max(3, math.ceil(n / 2)))
        rows = math.ceil(n / cols)
        # The logo gives way to a second row of tiles.
        self.logo_rect = pygame.Rect(0, 0, s(560), s(280) if rows == 1 else s(170))
        self.logo_rect.midtop = (w // 2, s(20))
        top = self.logo_rect.bottom + s(10)
        bottom = h - s(theme.BUTTON_SMALL) - s(60)
        gap = s(40)
        tile_w = min(s(600), (w - s(80) - (cols - 1) * gap) // cols)
        tile_h = min(int(tile_w * 0.9), (bottom - top - (rows - 1) * gap) // rows)
        tile_w = min(tile_w, int(tile_h / 0.75) + 1)
        for r in range(rows):
            items = self.tiles[r * cols:(r + 1) * cols]
            rects = widgets.row(tile_w, len(items), tile_h, top + r * (tile_h + gap), w // 2, gap)
            for b, rect in zip(items, rects):
                b.rect = rect
        # One text size for every tile's name: capitals 42 px at 1080p, a long name on two lines.
        names = [b.text() for b in self.tiles]
        if names:
            room = tile_w - 2 * max(6, tile_h // 14)
            want = text.cap_px(s(theme.TEXT))
            px = min(text.fit_lines(n, want, room, bold=True)[0] for n in names)
            lines = max(len(text.fit_lines(n, px, room, bold=True)[1]) for n in names)
            for b in self.tiles:
                b.label_px, b.label_lines = px, lines
        bw, bh = s(420), s(theme.BUTTON_SMALL)
        y = h - bh - s(30)
        self.settings_btn.rect = pygame.Rect(s(40), y, bw, bh)
        self.quit_btn.rect = pygame.Rect(w - s(40) - bw, y, bw, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.app.kiosk:
            self.app.quit()
            return
        self.group.handle(event)

    def draw(self, surface):
        surface.blit(widgets.background(self.size), (0, 0))
        img = assets.sprite("ui/box-logo", self.logo_rect.size)
        surface.blit(img, img.get_rect(midtop=self.logo_rect.midtop))
        self.group.draw(surface)
        if self.saved is not None:
            # A small badge tells which game the Continue tile resumes.
            b = self.tiles[0]
            badge = assets.sprite("ui/continue", (b.rect.height // 3, b.rect.height // 3))
            surface.blit(badge, badge.get_rect(topright=(b.rect.right - self.s(10),
                                                         b.rect.top + self.s(10))))
        if self.app.kiosk:
            classroom.contrast(theme.PAPER_DARK, theme.BG_BOTTOM, "kiosk hint")
            text.draw(surface, tr("box.kiosk_hint"), self.s(26), theme.PAPER_DARK,
                      midbottom=(self.size[0] // 2, self.size[1] - self.s(12)))
