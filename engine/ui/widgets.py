"""Big buttons and picture choices. Everything is clickable by mouse or finger (fingers arrive as
mouse events, see engine.app)."""
import pygame

from engine import assets, cache, sound
from engine.i18n import tr
from engine.ui import classroom, contrast, text, theme


def background(size, top=theme.BG_TOP, bottom=theme.BG_BOTTOM):
    """A vertical gradient the size of the window, cached in the box's byte budget."""
    key = ("background", tuple(size), top, bottom)
    surf = cache.get(key)
    if surf is None:
        surf = cache.put(key, paint_background(pygame.Surface(size), top, bottom))
    return surf


def paint_background(surf, top=theme.BG_TOP, bottom=theme.BG_BOTTOM):
    """Paint background()'s gradient over all of `surf` and return it: a layer that starts with
    the background need not keep a cached copy beside its own (33 MB at 3840x2160)."""
    w, h = surf.get_size()
    for y in range(0, h, 2):
        t = y / max(1, h - 1)
        c = [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
        pygame.draw.rect(surf, c, (0, y, w, 2))
    return surf


SHADOW = (0, 0, 0, 80)


def panel(surface, rect, color=theme.PAPER, radius=24, border=theme.INK, border_w=3, shadow=True):
    """A rounded, opaque panel, with a shadow down and to the right."""
    rect = pygame.Rect(rect)
    if shadow:
        for piece, at in shadow_pieces(rect.size, radius):
            surface.blit(piece, rect.move(at).topleft)
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border_w:
        pygame.draw.rect(surface, border, rect, border_w, border_radius=radius)


def shadow_pieces(size, radius):
    """A panel's shadow is its shape moved down and right by `off`; the opaque panel drawn over
    it hides all of it but a band along its right and bottom edges (and under its rounded
    corners). Two strips that cover that band, each drawn once and kept in the byte budget, with
    where they go from the panel's top left: a whole shadow of a 4K dialog would be 25 MB."""
    w, h = size
    off = max(2, radius // 4)
    band = radius + off + 1
    shade = pygame.Rect(off, off, w, h)
    split = max(off, h - band)
    strips = (("right", pygame.Rect(max(off, w - band), off, 0, split - off)),
              ("bottom", pygame.Rect(off, split, w, h + off - split)))
    pieces = []
    for name, strip in strips:
        strip.width = w + off - strip.x if name == "right" else strip.width
        if strip.width <= 0 or strip.height <= 0:
            continue
        key = ("shadow", w, h, radius, name)
        surf = cache.get(key)
        if surf is None:
            surf = pygame.Surface(strip.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, SHADOW, shade.move(-strip.x, -strip.y), border_radius=radius)
            surf = cache.put(key, surf)
        pieces.append((surf, strip.topleft))
    return pieces


VEIL = (10, 10, 25)


def dim(surface, alpha=150):
    """Darken the whole surface towards VEIL as if a veil of that opacity lay over it, in place:
    colour * (1 - a) + VEIL * a, without a window-sized veil surface every frame."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(c * alpha // 255 for c in VEIL), special_flags=pygame.BLEND_RGB_ADD)


def stacked_room(r):
    """How wide the word under a narrow button's picture may be: a twelfth of the button clear
    on each side ("Humain" and "Difficile" once ran into the selection ring at the edges)."""
    return r.width - max(r.height // 6, r.width // 6)


BUTTON_MARGIN = 8    # a button's picture reaches past its rect: the shadow (4, 6), a pressed one


class Button:
    """A rounded button with an icon (a sprite name) and/or a label (a locale key or, with
    raw=True, literal text). `action` is called when it is clicked.

    Its words are for a child (drawn with capitals s(theme.TEXT) = 42 px tall at 1920x1080) unless
    `adult=True` (the setup's options, the settings: smaller, for the grown-up). Each draw tells
    engine.ui.classroom what a child presses (the button), reads (a child caption) and the contrast
    of its words on its colour, so one test holds every screen to the classroom figures."""

    def __init__(self, action, icon=None, label=None, color=theme.BUTTON, raw=False, key=None,
                 name=None, text_color=theme.WHITE, picture=None, adult=False):
        self.action = action
        self.icon = icon
        self.picture = picture      # a full-colour sprite drawn large (tiles, option pictures)
        self.label = label
        self.raw = raw
        self.color = color
        self.text_color = text_color
        self.key = key              # a keyboard shortcut (pygame key code)
        self.name = name or label or icon
        self.adult = adult          # words for the grown-up: not held to the child text size
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.selected = False
        self.hover = False
        self.pressed = False
        self.label_px = None        # a fixed text size (e.g. the same for every tile of a row)
        self.label_lines = 1        # lines kept for a picture's name (the same for every tile);
        #                             for a grown-up's narrow button, the most its words wrap onto
        self.words = True           # False: such a button shows its picture alone

    def text(self):
        if self.label is None:
            return ""
        return self.label if self.raw else tr(self.label)

    def handle(self, event):
        """True when this event clicked the button."""
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.click()
            return True
        return False

    def click(self):
        sound.play("click", 0.5)
        if self.action:
            self.action()

    def face(self):
        """The colour the button is drawn in now (disabled, hovered or chosen change it)."""
        color = self.color if self.enabled else theme.DISABLED
        if self.enabled and (self.hover or self.selected):
            color = highlight(color, self.text_color)
        return color

    def caption_px(self, surface):
        """The text size a child caption aims at in this window (capitals 42 px at 1080p)."""
        window = self.__dict__.get("_window") or surface.get_size()
        return text.cap_px(theme.Scale(window)(theme.TEXT))

    def caption(self, surface, label, px, **anchor):
        """Draw the words and tell the classroom recorder what a child reads."""
        glyphs = text.render(label, px, self.text_color, True)
        rect = glyphs.get_rect(**anchor)
        surface.blit(glyphs, rect)
        if not self.adult:
            classroom.child_text(glyphs, self.name)
        return rect

    def look(self):
        """Everything the button's picture depends on besides its size and the window's."""
        return (self.face(), self.pressed, self.selected, self.text(), self.icon, self.picture,
                tuple(self.text_color), self.adult, self.label_px, self.label_lines, self.words)

    def draw(self, surface):
        """Painted once per look and size into a picture of the box's byte budget, then blitted:
        a bar of rounded buttons with their shadows, edges and words took a few milliseconds of
        a 3840x2160 frame (painted where it stands while the classroom figures are recorded)."""
        if not self.visible or self.rect.width <= 0:
            return
        r = self.rect
        if classroom.recording():
            self.paint(surface)
            return
        key = ("button", type(self).__name__, r.size, surface.get_size(), self.look())
        img = cache.get(key)
        if img is None:
            img = pygame.Surface((r.width + BUTTON_MARGIN, r.height + BUTTON_MARGIN),
                                 pygame.SRCALPHA)
            self._window = surface.get_size()
            self.rect = pygame.Rect((0, 0), r.size)
            try:
                self.paint(img)
            finally:
                self.rect, self._window = r, None
            img = cache.put(key, img)
        surface.blit(img, r.topleft)

    def paint(self, surface):
        r = self.rect
        radius = max(8, min(r.width, r.height) // 5)
        color = self.face()
        offset = 2 if self.pressed else 0
        shadow = pygame.Rect(r.x + 4, r.y + 6, r.width, r.height)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        body = r.move(0, offset)
        pygame.draw.rect(surface, color, body, border_radius=radius)
        edge = theme.YELLOW if self.selected else theme.INK
        pygame.draw.rect(surface, edge, body, max(3, r.height // 22) if self.selected else 3,
                         border_radius=radius)
        classroom.pressable(r, self.name)
        label = self.text()
        if label:
            classroom.contrast(self.text_color, color, self.name)
        if self.picture:
            self.draw_picture(surface, body, label)
        elif self.icon and label and r.width < r.height * 2.2:
            self.draw_stacked(surface, body, label)
        elif self.icon and label:
            size = int(min(r.height * 0.62, r.width * 0.4))
            gap = max(6, r.height // 10)
            want = r.height * 0.36 if self.adult else self.caption_px(surface)
            # A child's word keeps its size: the picture gives way first (down to 40 % of the
            # button's height), and only then the word shrinks.
            room = r.width - 3 * gap - assets.font(int(want), True).size(label)[0]
            size = max(min(size, int(r.height * 0.4)), min(size, room))
            img = assets.sprite(self.icon, (size, size))
            px = text.fit(label, want, r.width - size - 3 * gap, bold=True)
            lab = text.render(label, px, self.text_color, True)
            total = size + gap + lab.get_width()
            x = body.centerx - total // 2
            surface.blit(img, img.get_rect(midleft=(x, body.centery)))
            self.caption(surface, label, px, midleft=(x + size + gap, body.centery))
        elif self.icon:
            self.draw_icon(surface, body)
        elif label:
            want = r.height * 0.4
            if not self.adult:
                want = min(max(want, self.caption_px(surface)), r.height * 0.62)
            px = text.fit(label, want, r.width - r.height // 3, bold=True)
            self.caption(surface, label, px, center=body.center)
        if self.selected:
            draw_tick_badge(surface, body, radius)

    def draw_icon(self, surface, body):
        size = int(min(body.width, body.height) * 0.66)
        img = assets.sprite(self.icon, (size, size))
        surface.blit(img, img.get_rect(center=body.center))

    def stacked_px(self, window):
        """The size of the word of a narrow button (picture on top), fitted alone; a row of them
        may share the smallest (label_px)."""
        r = self.rect
        want = r.height * 0.26 if self.adult else text.cap_px(theme.Scale(window)(theme.TEXT))
        return text.fit(self.text(), want, stacked_room(r), bold=True)

    def draw_stacked(self, surface, body, label):
        """Narrow buttons: the picture on top, the word underneath, both readable. A child's word
        has its capitals s(42) px tall; the picture takes the height left."""
        r = body
        pad = max(4, r.height // 12)
        px = self.label_px or self.stacked_px(self.__dict__.get("_window") or surface.get_size())
        lines = [label]
        if self.adult and not self.label_px and self.label_lines > 1:
            # A grown-up's longer words ("Watch again") wrap before they shrink; where they would
            # spill out (or a neighbour's would: `words`), the picture stands alone.
            fitted = self.words and text.stacked_lines(label, r.width, r.height,
                                                       self.label_lines, theme.ADULT_CAP)
            if not fitted:
                return self.draw_icon(surface, r)
            px, lines = fitted
        f = assets.font(px, True)
        line_h = int(px * 1.02)
        baseline = r.bottom - pad - int(px * 0.24) - (len(lines) - 1) * line_h
        cap_top = baseline - int(px * 0.74)
        size = int(min(r.width * 0.6, cap_top - pad // 2 - (r.y + pad)))
        if size > 4:
            img = assets.sprite(self.icon, (size, size))
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + pad)))
        for i, line in enumerate(lines):
            self.caption(surface, line, px,
                         midtop=(r.centerx, baseline + i * line_h - f.get_ascent()))

    def draw_picture(self, surface, body, label):
        """A picture tile: the picture above, its name underneath on up to two lines."""
        r = body
        pad = max(6, r.height // 14)
        lines, px = [], 0
        if label:
            if self.adult:
                px, lines = text.tile_words(label, r.width, r.height, theme.ADULT_CAP,
                                            self.label_px)
            else:
                px, lines = text.fit_lines(label, self.label_px or self.caption_px(surface),
                                           r.width - 2 * pad, bold=True)
        line_h = int(px * 1.02)
        words_h = max(len(lines), self.label_lines) * line_h + (pad // 2 if lines else 0)
        pic_h = r.height - 2 * pad - words_h
        if pic_h > 4:
            img = assets.sprite(self.picture, (r.width - 2 * pad, pic_h))
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + pad)))
        if not lines:
            return
        f = assets.font(px, True)
        # Baselines from the bottom: each line's capitals and descenders inside the tile.
        baseline = r.bottom - pad - int(px * 0.24) - (len(lines) - 1) * line_h
        for line in lines:
            self.caption(surface, line, px, midtop=(r.centerx, baseline - f.get_ascent()))
            baseline += line_h


def highlight(color, text_color):
    """A hovered or chosen button: towards ink under light text (its contrast only grows), towards
    white under dark text."""
    light_text = sum(text_color[:3]) > 382
    return contrast.mix(color, theme.INK if light_text else theme.WHITE, theme.HOVER_SHADE)


def draw_tick_badge(surface, rect, radius):
    """The chosen option also carries a tick in its corner: chosen is told by a shape, not only by
    the yellow edge."""
    size = max(14, min(rect.width, rect.height) // 4)
    c = (rect.right - radius // 2 - size // 3, rect.top + radius // 2 + size // 3)
    pygame.draw.circle(surface, theme.INK, c, size // 2 + 2)
    pygame.draw.circle(surface, theme.BUTTON_GO, c, size // 2)
    w = max(2, size // 7)
    pts = [(c[0] - size * 0.24, c[1]), (c[0] - size * 0.06, c[1] + size * 0.2),
           (c[0] + size * 0.26, c[1] - size * 0.18)]
    pygame.draw.lines(surface, theme.WHITE, False, pts, w)


def row(rects_width, count, height, y, center_x, gap):
    """`count` rects of width rects_width side by side, centred on center_x."""
    total = count * rects_width + (count - 1) * gap
    x = center_x - total // 2
    return [pygame.Rect(x + i * (rects_width + gap), y, rects_width, height) for i in range(count)]


def column(width, count, height, x_center, top, gap):
    return [pygame.Rect(x_center - width // 2, top + i * (height + gap), width, height)
            for i in range(count)]


class Group:
    """Buttons handled and drawn together."""

    def __init__(self, buttons=()):
        self.buttons = list(buttons)

    def add(self, b):
        self.buttons.append(b)
        return b

    def handle(self, event):
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return any(b.visible and b.rect.collidepoint(event.pos) for b in self.buttons)
        return False

    def draw(self, surface):
        for b in self.buttons:
            b.draw(surface)

    def look(self):
        """Everything a button's drawing depends on besides the game's position, as a hashable
        key: a cached layer that holds the buttons is drawn again when one of these changes."""
        return tuple((b.name, b.visible, b.enabled, b.hover, b.selected, b.pressed,
                      tuple(b.rect), getattr(b, "kind", None)) for b in self.buttons)

    def find(self, name):
        for b in self.buttons:
            if b.name == name:
                return b
        return None
