"""Settings: language (applied at once), volume and mute, full screen, animation speed,
legal-move highlighting, the counting voice, the first-time tips (engine/tips.py), and the
classroom preset a teacher sets once (engine.settings.classroom_preset). Saved as soon as they
change. The words here are the grown-up's (`adult`)."""
import pygame

from engine import sound, tips, voice
from engine.i18n import tr
from engine.scenes import Scene
from engine.settings import SPEEDS, classroom_preset
from engine.ui import text, theme, widgets
from engine.ui.widgets import Button, Group


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.build()

    def build(self):
        g = Group()
        st = self.app.settings
        self.back = g.add(Button(self.app.pop, icon="ui/back", name="back", key=pygame.K_ESCAPE))
        self.rows = []

        def row(label, buttons):
            self.rows.append((label, [g.add(b) for b in buttons]))

        row("box.set.language", [
            Button(lambda: self.set_lang("fr"), picture="ui/lang-fr", label="Français", raw=True,
                   name="lang:fr", color=theme.PAPER, text_color=theme.INK, adult=True),
            Button(lambda: self.set_lang("en"), picture="ui/lang-en", label="English", raw=True,
                   name="lang:en", color=theme.PAPER, text_color=theme.INK, adult=True)])
        row("box.set.sound", [
            Button(lambda: self.volume(-0.2), icon="ui/minus", name="vol:down"),
            Button(self.toggle_mute, icon="ui/sound-off" if st["mute"] else "ui/sound-on",
                   name="mute"),
            Button(lambda: self.volume(0.2), icon="ui/plus", name="vol:up")])
        row("box.set.fullscreen", [
            Button(lambda: self.set_full(False), label="box.set.window", name="full:off",
                   adult=True),
            Button(lambda: self.set_full(True), icon="ui/fullscreen", label="box.set.full",
                   name="full:on", adult=True)])
        row("box.set.speed", [
            Button(lambda sp=sp: self.set("speed", sp), label="box.speed." + sp,
                   name="speed:" + sp, adult=True) for sp in SPEEDS])
        row("box.set.highlight", [
            Button(lambda: self.set("highlight", True), icon="ui/eye", label="box.on",
                   name="hl:on", adult=True),
            Button(lambda: self.set("highlight", False), icon="ui/eye-off", label="box.off",
                   name="hl:off", adult=True)])
        row("box.set.voice", [
            Button(lambda: self.set_voice(True), icon="ui/voice", label="box.on", name="voice:on",
                   adult=True),
            Button(lambda: self.set_voice(False), icon="ui/voice-off", label="box.off",
                   name="voice:off", adult=True)])
        row("box.set.tips", [
            Button(lambda: self.set_tips(True), icon="ui/hint", label="box.on", name="tips:on",
                   adult=True),
            Button(lambda: self.set_tips(False), icon="ui/eye-off", label="box.off",
                   name="tips:off", adult=True)])
        row("box.set.classroom", [
            Button(lambda: self.set_classroom(True), icon="ui/classroom", label="box.on",
                   name="class:on", adult=True),
            Button(lambda: self.set_classroom(False), label="box.off", name="class:off",
                   adult=True)])
        self.group = g
        self.refresh()

    def refresh(self):
        st = self.app.settings
        f = self.group.find
        f("lang:fr").selected = st["lang"] == "fr"
        f("lang:en").selected = st["lang"] == "en"
        f("mute").icon = "ui/sound-off" if st["mute"] else "ui/sound-on"
        f("mute").selected = st["mute"]
        f("full:on").selected = self.app.fullscreen
        f("full:off").selected = not self.app.fullscreen
        for sp in SPEEDS:
            f("speed:" + sp).selected = st["speed"] == sp
        f("hl:on").selected = st["highlight"]
        f("hl:off").selected = not st["highlight"]
        f("voice:on").selected = voice.enabled(st)
        f("voice:off").selected = not voice.enabled(st)
        f("tips:on").selected = st["tips"]
        f("tips:off").selected = not st["tips"]
        f("class:on").selected = st["classroom"]
        f("class:off").selected = not st["classroom"]
        # The class mode keeps the full screen: Window is the teacher's only by leaving it.
        f("full:off").enabled = not self.app.kiosk

    def set(self, key, value):
        self.app.settings[key] = value
        self.refresh()

    def set_voice(self, on):
        self.set("voice", on)
        if on:
            voice.say("count-1")   # a first word, so the grown-up hears the voice

    def set_tips(self, on):
        """First-time tips (engine/tips.py): turned back on, every tip shows again once."""
        tips.set_enabled(self.app.settings, on)
        self.refresh()

    def set_classroom(self, on):
        """The classroom preset: set once by a teacher, kept in the settings."""
        self.app.settings.update(classroom_preset(on))
        if on and not self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.refresh()

    def set_lang(self, lang):
        self.app.set_language(lang)
        self.refresh()

    def volume(self, delta):
        st = self.app.settings
        st["volume"] = round(max(0.0, min(1.0, st["volume"] + delta)), 2)
        if st["volume"] > 0:
            st["mute"] = False
        sound.set_volume(st["volume"], st["mute"])
        sound.play("click")
        self.refresh()

    def toggle_mute(self):
        st = self.app.settings
        st["mute"] = not st["mute"]
        sound.set_volume(st["volume"], st["mute"])
        self.refresh()

    def set_full(self, on):
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.refresh()

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m = s(30)
        self.back.rect = pygame.Rect(m, m, s(theme.BUTTON_SMALL), s(theme.BUTTON_SMALL))
        top = m + s(theme.BUTTON_SMALL) + s(20)
        n = len(self.rows)
        row_h = min(s(180), (h - top - m) // n)
        self.label_x = int(w * 0.06)
        self.row_rects = []
        for i, (label, buttons) in enumerate(self.rows):
            y = top + i * row_h
            bh = min(s(theme.BUTTON_SMALL), row_h - s(20))
            if buttons[0].picture:
                bh = min(row_h - s(10), s(170))
            area_x = int(w * 0.36)
            area_w = w - area_x - m
            bw = min(s(380), (area_w - (len(buttons) - 1) * s(theme.GAP)) // len(buttons))
            rects = widgets.row(bw, len(buttons), bh, y + (row_h - bh) // 2,
                                area_x + area_w // 2, s(theme.GAP))
            for b, r in zip(buttons, rects):
                b.rect = r
            self.row_rects.append((label, y + row_h // 2))

    def handle(self, event):
        self.group.handle(event)

    def draw(self, surface):
        s = self.s
        surface.blit(widgets.background(self.size), (0, 0))
        text.draw(surface, tr("box.settings"), s(64), theme.WHITE, bold=True,
                  center=(self.size[0] // 2, s(30) + s(theme.BUTTON_SMALL) // 2))
        for label, y in self.row_rects:
            px = text.fit(tr(label), s(theme.TEXT), int(self.size[0] * 0.28), bold=True)
            lift = s(28) if label == "box.set.classroom" else 0
            r = text.draw(surface, tr(label), px, theme.WHITE, bold=True,
                          midleft=(self.label_x, y - lift))
            if label == "box.set.classroom":
                # What the preset does, for the teacher, under its name.
                area = pygame.Rect(self.label_x, r.bottom, int(self.size[0] * 0.29), s(90))
                text.draw_wrapped(surface, tr("box.set.classroom.desc"), s(24), theme.PAPER_DARK,
                                  area)
        self.group.draw(surface)
        # The volume, a gauge of five steps (one per press of - or +) along the foot of the
        # sound button's face, under its speaker: below the button it lay on the button's
        # shadow, in rows too close for it, and looked like a stray line.
        vol = self.app.settings["volume"]
        b = self.group.find("mute").rect
        steps, gap = 5, max(2, s(6))
        inner = b.inflate(-2 * max(12, b.height // 3), 0)
        w = (inner.width - (steps - 1) * gap) // steps
        h = max(3, b.height // 11)
        top = b.bottom - h - max(3, b.height // 11)
        for k in range(steps):
            block = pygame.Rect(inner.x + k * (w + gap), top, w, h)
            lit = vol >= (k + 1) / steps - 1e-6
            pygame.draw.rect(surface, theme.YELLOW if lit else theme.PAPER_DARK, block,
                             border_radius=max(1, h // 3))
            pygame.draw.rect(surface, theme.INK, block, 1, border_radius=max(1, h // 3))
