"""Overlays over a game in progress: the game menu (Esc) and the end screen (its result row of
emblems, trophies and captured pictures: engine.ui.results; why the game ended: the scene's
end_reason, engine.ending)."""
import pygame

from engine import (assets, ending, replay_scene, saves, screens, seats, shelf_scene,
                    sound)
from engine.i18n import tr
from engine.scenes import Scene
from engine.ui import classroom, results, text, theme, widgets
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
        rules = add(self.then(play.open_rules), icon="ui/rules", label="box.menu.rules",
                    name="rules")
        self.settings_btn = add(self.then(self.open_settings), icon="ui/settings",
                                label="box.settings", name="settings")
        restart = add(self.confirm_restart, icon="ui/restart", label="box.menu.restart",
                      name="restart")
        home = add(self.then(play.back_to_box), icon="ui/home", label="box.menu.box", name="box",
                   color=theme.BUTTON_DANGER)
        # The class mode: nothing that leaves the game in progress is a child's (a tap on Restart
        # or Back to the box ends the class's game); the teacher's keys open them (App.kiosk,
        # engine.play_keys).
        for b in (self.settings_btn, self.undo_btn, self.redo_btn, rules, restart, home):
            b.visible = not app.kiosk
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
    """The title, the result in pictures (engine.ui.results), the game's own summary lines
    (`end_lines`), why the game ended in words and pictures (`end_reason`) in a band of its own
    right above the buttons, and Back to the box, Play again, Watch again (engine.replay_scene),
    Save record (engine.shelf) and an eye to look at the board (where the board's Result button
    or Enter brings this screen back). The finished game goes on the shelf as this screen opens
    (engine.shelf_scene.keep_finished). In the class mode Watch again and Save record are the
    teacher's: Ctrl+Shift+W and Ctrl+Shift+R."""
    opaque = False

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self._ink_bottoms = {}      # (words, px): the lowest ink of a summary line, measured once
        g = Group()
        self.again = g.add(Button(self.play_again, icon="ui/restart", label="box.end.again",
                                  color=theme.BUTTON_GO, name="again", key=pygame.K_RETURN))
        self.box = g.add(Button(self.to_box, icon="ui/home", label="box.menu.box", name="box"))
        # The grown-up's two buttons: their pictures alone did not say what they do.
        self.watch = g.add(Button(self.watch_again, icon="ui/replay", label="box.end.watch",
                                  name="watch", adult=True))
        self.save = g.add(Button(self.save_record, icon="ui/save-record", label="box.end.save",
                                 name="save-record", adult=True))
        self.watch.label_lines = self.save.label_lines = 2
        self.watch.visible = self.save.visible = not app.kiosk
        self.look = g.add(Button(self.app.pop, icon="ui/eye", name="look"))
        self.group = g
        shelf_scene.keep_finished(play)
        self.outcome = results.results(play.rules.returns(play.state))
        self.winners = [i for i, r in enumerate(self.outcome) if r == results.WIN]
        self.all_lost = all(r == results.LOSS for r in self.outcome)
        sound.play("win" if self.winners else ("lose" if self.all_lost else "draw"))

    def play_again(self):
        self.play.restart()

    def watch_again(self):
        replay_scene.watch(self.app, self.play.match)

    def save_record(self):
        shelf_scene.save_record(self.app, self.play.match)

    def to_box(self):
        if not self.play.read_only:
            saves.clear(saves.slot_of(self.play.match))
        self.app.pop_to(screens.get("box"))

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        # Five or six seats share the results' row: the panel takes nearly the whole width, so
        # that a name's longest word ("Hexagone" of ARENA's "Hexagone ciel", 281 px) keeps a
        # child's size in its column (it was drawn 32 px tall).
        most = s(1840) if len(self.outcome) >= 5 else s(1560)
        self.panel = pygame.Rect(0, 0, min(w - s(40), most), min(h - s(40), s(1000)))
        self.panel.center = (w // 2, h // 2)
        bh = s(theme.BUTTON_BIG)
        gap = s(30)
        y = self.panel.bottom - bh - s(30)
        room = self.panel.width - s(60) - bh - 2 * gap
        self.box.rect = pygame.Rect(0, y, min(s(660), room * 11 // 20), bh)
        self.again.rect = pygame.Rect(0, y, min(s(520), room - self.box.rect.width), bh)
        total = self.box.rect.width + self.again.rect.width + bh + 2 * gap
        self.box.rect.x = self.panel.centerx - total // 2
        self.again.rect.x = self.box.rect.right + gap
        self.look.rect = pygame.Rect(self.again.rect.right + gap, y, bh, bh)
        # Watch again and Save record in the top corners, the title between them (square: wider
        # ones left a long title under a child's 42 px).
        corner = s(24)
        self.watch.rect = pygame.Rect(self.panel.x + corner, self.panel.y + corner, bh, bh)
        self.save.rect = pygame.Rect(self.panel.right - corner - bh, self.panel.y + corner, bh, bh)
        # Both words or neither: where one would spill out, both pictures stand alone.
        both = all(text.stacked_lines(b.text(), bh, bh, b.label_lines, theme.ADULT_CAP)
                   for b in (self.watch, self.save))
        self.watch.words = self.save.words = both
        self.title_room = self.panel.width - s(60) - (2 * (bh + corner + gap)
                                                      if self.watch.visible else 0)
        # Why the game ended: a fixed band over the buttons, two lines of a child's words.
        self.reason_px = text.cap_px(s(theme.TEXT))
        band_h = int(self.reason_px * 1.25) * 2 + s(24)
        self.reason_rect = pygame.Rect(self.panel.x + s(30), y - s(24) - band_h,
                                       self.panel.width - s(60), band_h)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()      # Esc shows the board, where Esc again opens the menu
            return
        if event.type == pygame.KEYDOWN and self.app.kiosk and event.mod & pygame.KMOD_CTRL \
                and event.mod & pygame.KMOD_SHIFT:
            teacher = {pygame.K_w: self.watch_again, pygame.K_r: self.save_record}.get(event.key)
            if teacher is not None:
                teacher()
                return
        self.group.handle(event)

    # --- drawing --------------------------------------------------------------------------------
    def title(self):
        return ending.title(self.play)

    def draw(self, surface):
        s = self.s
        widgets.dim(surface, 120)
        widgets.panel(surface, self.panel)
        classroom.contrast(theme.INK, theme.PAPER, "end")
        cx = self.panel.centerx
        y = self.panel.top + s(40)
        title = self.title()
        px = text.fit(title, text.cap_px(s(64)), self.title_room, bold=True)
        glyphs = text.render(title, px, theme.INK, True)
        ink = glyphs.get_bounding_rect()
        surface.blit(glyphs, glyphs.get_rect(midtop=(cx, y - ink.y)))
        classroom.child_text(glyphs, "end-title")
        y += ink.height + s(24)
        reason = self.play.end_reason()
        # The lines' lowest ink, a descender's tail too, stands this far over the reason's band
        # (or the buttons): "...and the village." once lost its g's under the band, and at 4 px
        # "Dernier duel : FEU 1 – GLACE 2" read as the band's own first line.
        floor = self.reason_rect.top - s(16) if reason else self.again.rect.top - s(16)
        # Each line at a child's capital height, wrapped onto two lines rather than shrunk.
        room = self.panel.width - s(80)
        lines = [text.child_fit(line, s(theme.TEXT), room, 2, False)
                 for line in self.play.end_lines()]
        line_h = s(72)

        def tall(blocks, step):
            """From the first line's top to the last one's lowest ink, lines `step` apart."""
            if not blocks:
                return 0
            px, parts = blocks[-1]
            key = (parts[-1], px)
            if key not in self._ink_bottoms:    # walking its pixels every frame, kept instead
                self._ink_bottoms[key] = text.render(*key, theme.INK,
                                                     False).get_bounding_rect().bottom
            ink = self._ink_bottoms[key]
            return (sum(step * len(ls) for _px, ls in blocks[:-1])
                    + max(step * len(parts), int(px * 1.1) * (len(parts) - 1) + ink))
        info = [seats.info(self.play.entry.info, i) for i in range(len(self.outcome))]
        y = results.draw_row(surface, s, self.panel.inflate(-s(60), 0), y,
                             floor - tall(lines, line_h),
                             [(i.get("icon"), tr(i["name"])) for i in info], self.outcome,
                             self.play.end_pictures)
        if y + tall(lines, line_h) > floor:
            # Wrapped, they would not all fit above the reason: each on one line, smaller,
            # rather than one of them left out (a draw once showed one kingdom's count only).
            lines = [text.child_fit(line, s(theme.TEXT), room, 1, False)
                     for line in self.play.end_lines()]
        # A few pixels short still (a tail under the last line): the lines a little closer,
        # rather than the last left out (solo training's best lead was, under its two scores).
        count = sum(len(ls) for _px, ls in lines)
        over = y + tall(lines, line_h) - floor
        if over > 0 and count > 1:
            least = int(max(px for px, _ls in lines) * 1.05)
            line_h = max(least, line_h - -(-over // (count - 1)))
        for lp, parts in lines:
            if y + tall([(lp, parts)], line_h) > floor:     # never under the reason or buttons
                break
            text.child_lines(surface, parts, lp, theme.INK, "end-line", bold=False, midtop=(cx, y))
            y += line_h * len(parts)
        self.reason_drawn = []     # where the reason's words went (tests hold them to the band)
        if reason:
            self.draw_reason(surface, *reason)
        self.group.draw(surface)

    def draw_reason(self, surface, words, pictures):
        """Why the game ended: its pictures on the left, its words beside them on at most two
        lines (wrapped before they shrink), all inside reason_rect."""
        s, r = self.s, self.reason_rect
        pygame.draw.rect(surface, theme.PAPER_DARK, r, border_radius=s(24))
        classroom.contrast(theme.INK, theme.PAPER_DARK, "end-reason")
        pictures = [pictures] if isinstance(pictures, str) else list(pictures or [])
        size = r.height - s(20)
        x = r.x + s(16)
        for name in pictures[:3]:
            crossed = name.endswith("|x")
            img = assets.sprite(name[:-2] if crossed else name, (size, size))
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
            if crossed:
                cross = assets.sprite("ui/strike", (size, size))
                surface.blit(cross, cross.get_rect(midleft=(x, r.centery)))
            x += size + s(8)
        room = r.right - s(20) - (x + s(12))
        px, rows = text.fit_lines(words, self.reason_px, room, max_lines=2, bold=True)
        rendered = [text.render(row, px, theme.INK, True) for row in rows]
        tall = rendered[0].get_height()
        line_h = int(px * 1.25)
        if len(rows) > 1:
            # the rows' boxes inside the band, not only their letters: at 800x600 two rows of a
            # 27 px size stood 1 px over its edge (Andika's box is far taller than its letters)
            line_h = min(line_h, (r.height - tall) // (len(rows) - 1))
        top = r.centery - (line_h * (len(rows) - 1) + tall) // 2
        for i, glyphs in enumerate(rendered):
            at = glyphs.get_rect(topleft=(x + s(12), top + i * line_h))
            surface.blit(glyphs, at)
            if i == 0:      # one size for both lines: measured on the first, with its capital
                classroom.child_text(glyphs, "end-reason")
            self.reason_drawn.append(at)
