"""The box: what a person sees first. One big illustrated tile per registered game, a Continue
tile for each unfinished game saved (newest first), Settings, the shelf of past games
(engine.shelf_scene) and Quit, hidden in kiosk mode: there the teacher opens the shelf with
Ctrl+Shift+P (children cannot open another class's game by mistake)."""
import math

import pygame

from engine import assets, jsonfile, paths, saves, screens
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import classroom, text, theme, widgets
from engine.ui.widgets import Button, Group


MAX_CONTINUE = 5    # more unfinished games than this (rare) keep their files; the newest show


class BoxScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saved = []         # saves.Saved, newest first: one Continue tile each
        self.group = Group()
        self.build()

    def enter(self):
        self.refresh()

    def resume(self):
        self.refresh()

    def refresh(self):
        """Look for unfinished games and rebuild the tiles; tell what could not be used."""
        found, problems = saves.load_all(self.app.registry)
        self.saved = found[:MAX_CONTINUE]
        self.build()
        self.layout(self.app.size)
        for problem in problems:
            self.tell("box.bad_save", problem)
        settings_problem = getattr(self.app.settings, "problem", None)
        if settings_problem is not None:
            self.app.settings.problem = None
            self.tell("box.bad_settings", settings_problem)
        if not getattr(self.app, "home_checked", False):
            # Once a run: a folder where nothing can be written keeps no game (said once, not
            # after every move that could not be saved).
            self.app.home_checked = True
            if not jsonfile.writable(paths.user_dir()) and not self.told_read_only:
                self.app.message(tr("box.read_only_home", folder=paths.user_dir()))

    told_read_only = False

    def tell(self, key, problem):
        """One plain message about a file that could not be used: why, and where it went (or
        that it could not be moved)."""
        told = self.app.__dict__.setdefault("files_told", set())
        if problem.path is not None and problem.path in told:
            return  # a file that could not be moved stays: said once a run, not at every return
        told.add(problem.path)
        reason = tr(problem.reason)
        if problem.moved_to:
            self.app.message(tr(key, reason=reason, where=problem.moved_to))
        else:
            self.told_read_only = True
            self.app.message(tr(key + "_stuck", reason=reason))

    def build(self):
        g = Group()
        self.tiles = []
        for i, saved in enumerate(self.saved):
            # The newest is "continue", the others "continue-2", "continue-3"...
            b = Button(lambda sv=saved: self.continue_game(sv),
                       picture=saved.match.entry.info.PICTURE, label="box.continue",
                       color=theme.BUTTON_GO, name="continue" if i == 0 else f"continue-{i + 1}")
            self.tiles.append(b)
            g.add(b)
        for entry in self.app.registry:
            b = Button(lambda e=entry: self.open_setup(e), picture=entry.info.PICTURE,
                       label=entry.info.NAME, name="game:" + entry.id, color=theme.BUTTON)
            self.tiles.append(b)
            g.add(b)
        self.settings_btn = g.add(Button(self.open_settings, icon="ui/settings",
                                         label="box.settings", name="settings"))
        self.shelf_btn = g.add(Button(self.open_shelf, icon="ui/shelf", label="box.shelf.title",
                                      name="shelf"))
        self.quit_btn = g.add(Button(self.app.quit, icon="ui/quit", label="box.quit",
                                     name="quit", color=theme.BUTTON_DANGER))
        self.settings_btn.visible = self.quit_btn.visible = not self.app.kiosk
        self.shelf_btn.visible = not self.app.kiosk
        self.group = g

    def continue_game(self, saved):
        """Open a saved match, unless another box has it open: then say so, and offer to look at
        it read-only or to start a new game of it; never write over the other box's game."""
        play = screens.get("play")
        lock = saves.Lock(saved.slot)
        if not lock.acquire():
            def look():
                match = self.reload(saved) or saved.match
                self.app.push(play.for_match(self.app, match, read_only=True))
            self.app.open("choice", "box.open_elsewhere.title", tr("box.open_elsewhere"), [
                ("box.open_elsewhere.look", "ui/eye", "look", look),
                ("box.open_elsewhere.new", "ui/play", "new",
                 lambda: self.open_setup(saved.match.entry))])
            return
        # The other box may have played on (or finished) since this page was drawn.
        match = self.reload(saved)
        if match is None:
            lock.release()
            self.refresh()
            return
        self.app.push(play.for_match(self.app, match, lock=lock))

    def reload(self, saved):
        try:
            return saves.load_slot(self.app.registry, saved.slot)
        except jsonfile.BadFile as bad:
            self.tell("box.bad_save", bad)
            return None

    def open_setup(self, entry):
        self.app.open("setup", entry)

    def open_settings(self):
        self.app.open("settings")

    def open_shelf(self):
        self.app.open("shelf")

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
        self.shelf_btn.rect = pygame.Rect(s(40) + bw + s(40), y, s(680), bh)
        self.quit_btn.rect = pygame.Rect(w - s(40) - bw, y, bw, bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.app.kiosk:
            self.app.quit()
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.app.kiosk
                and event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_SHIFT):
            self.open_shelf()       # the teacher's key: the shelf is not the children's
            return
        self.group.handle(event)

    def draw(self, surface):
        surface.blit(widgets.background(self.size), (0, 0))
        img = assets.sprite("ui/box-logo", self.logo_rect.size)
        surface.blit(img, img.get_rect(midtop=self.logo_rect.midtop))
        self.group.draw(surface)
        for b in self.tiles[:len(self.saved)]:
            # A small badge tells a Continue tile from the game's own tile.
            badge = assets.sprite("ui/continue", (b.rect.height // 3, b.rect.height // 3))
            surface.blit(badge, badge.get_rect(topright=(b.rect.right - self.s(10),
                                                         b.rect.top + self.s(10))))
        if self.app.kiosk:
            classroom.contrast(theme.PAPER_DARK, theme.BG_BOTTOM, "kiosk hint")
            text.draw(surface, tr("box.kiosk_hint"), self.s(26), theme.PAPER_DARK,
                      midbottom=(self.size[0] // 2, self.size[1] - self.s(12)))
