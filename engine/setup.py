"""The setup screen of a game: who sits at each seat (a person, or the computer at easy / normal /
hard), the game's variants and options shown with pictures, and Start.

The grown-up sets a game up: the words on the seat, count and option buttons are theirs (smaller,
`adult=True`), while everything is pressable by a child (120 px, 16 px apart) and told in pictures
too: a person or a computer, one to three stars for the computer's level, a tick on the chosen
option. Start's word is a child's (42 px capitals)."""
import pygame

from engine import assets, screens, seats
from engine.ai import PLAYER_LEVELS
from engine.i18n import tr
from engine.scenes import Scene
from engine.setup_tiles import (ADULT_CAP, share_size, share_tile_words, third_line,
                                 tile_width)
from engine.ui import classroom, text, theme, widgets
from engine.ui.widgets import Button, Group

PLAYER_KINDS = ("human",) + PLAYER_LEVELS
KIND_ICON = {"human": "ui/human", "easy": "ui/computer", "normal": "ui/computer",
             "hard": "ui/computer"}


LABEL_H = 76      # design pixels over a row of buttons for its label: 42 px capitals and a descender
# A seat card's head: the name starts NAME_LEFT in (past the colour strip), after the emblem (the
# head's height less 8) and EMBLEM_GAP; the head is at most HEAD_MAX tall (layout_seats).
NAME_LEFT, EMBLEM_GAP, HEAD_MAX = 34, 12, 72


class SetupScene(Scene):
    def __init__(self, app, entry):
        super().__init__(app)
        self.entry = entry
        self._ink = {}          # (words, px, bold) -> the ink's rect in their rendered line
        self._seat_px = (None, 0)   # (names and room, the size they share): seat_name_px()
        info = entry.info
        last = app.settings["last_setup"].get(entry.id, {})
        self.options = entry.check_options(last.get("options", {}) if isinstance(last, dict) else {})
        if app.settings["classroom"]:
            self.options.update(entry.classroom_options())  # the preset's values, each time
        saved = last.get("seats") if isinstance(last, dict) else None
        n = info.MIN_SEATS
        if isinstance(saved, list) and info.MIN_SEATS <= len(saved) <= info.MAX_SEATS:
            n = len(saved)
        default = ["human"] + ["normal"] * (n - 1)
        self.players = [p if p in PLAYER_KINDS else d
                        for p, d in zip(saved or default, default)] if saved else default
        self.players = (self.players + default)[:n]
        self.build()

    # --- building the buttons -------------------------------------------------------------------
    def build(self):
        g = Group()
        info = self.entry.info
        self.back = g.add(Button(self.app.pop, icon="ui/back", name="back",
                                 key=pygame.K_ESCAPE))
        self.start = g.add(Button(self.start_game, icon="ui/play", label="box.start",
                                  color=theme.BUTTON_GO, name="start", key=pygame.K_RETURN))
        self.count_buttons = []
        if info.MIN_SEATS != info.MAX_SEATS:
            for n in range(info.MIN_SEATS, info.MAX_SEATS + 1):
                b = g.add(Button(lambda n=n: self.set_count(n), label=str(n), raw=True,
                                 name=f"count:{n}", adult=True))
                self.count_buttons.append((n, b))
        self.seat_buttons = []
        locked = self.entry.all_human(self.options)
        for seat in range(len(self.players)):
            row = []
            kinds = ("human",) if locked else PLAYER_KINDS
            for kind in kinds:
                b = g.add(Button(lambda s=seat, k=kind: self.set_player(s, k), icon=KIND_ICON[kind],
                                 label="box.player." + kind, name=f"seat:{seat}:{kind}",
                                 adult=True))
                row.append((kind, b))
            self.seat_buttons.append(row)
        self.option_buttons = []
        for opt in self.entry.visible_options(self.options):
            row = []
            for choice in opt["choices"]:
                b = g.add(Button(lambda o=opt["id"], v=choice["value"]: self.set_option(o, v),
                                 picture=choice.get("picture"), label=choice["label"],
                                 name=f"opt:{opt['id']}:{choice['value']}", color=theme.PAPER,
                                 text_color=theme.INK, adult=True))
                row.append((choice["value"], b))
            self.option_buttons.append((opt, row))
        self.group = g
        self.refresh_selection()

    def refresh_selection(self):
        locked = self.entry.all_human(self.options)
        for seat, row in enumerate(self.seat_buttons):
            for kind, b in row:
                b.selected = (self.players[seat] == kind) or locked
        for n, b in self.count_buttons:
            b.selected = n == len(self.players)
        for opt, row in self.option_buttons:
            for value, b in row:
                b.selected = self.options.get(opt["id"]) == value

    def set_count(self, n):
        default = ["human"] + ["normal"] * (n - 1)
        self.players = (self.players + default[len(self.players):])[:n]
        self.rebuild()

    def set_player(self, seat, kind):
        self.players[seat] = kind
        self.refresh_selection()

    def set_option(self, opt_id, value):
        self.options[opt_id] = value
        self.rebuild()

    def rebuild(self):
        self.build()
        self.layout(self.app.size)

    def chosen_players(self):
        if self.entry.all_human(self.options):
            return ["human"] * len(self.players)
        return list(self.players)

    def start_game(self):
        players = self.chosen_players()
        self.app.settings["last_setup"] = dict(self.app.settings["last_setup"], **{
            self.entry.id: {"seats": players, "options": self.options}})
        seed = self.app.seed if self.app.seed is not None else None
        self.app.push(screens.get("play").new(self.app, self.entry, players, dict(self.options),
                                              seed))

    # --- layout and drawing ---------------------------------------------------------------------
    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m = s(30)
        gap = s(theme.GAP)
        self.back.rect = pygame.Rect(m, m, s(theme.BUTTON_SMALL), s(theme.BUTTON_SMALL))
        self.title_pos = (w // 2, m + s(theme.BUTTON_SMALL) // 2)
        top = m + s(theme.BUTTON_SMALL) + s(20)
        start_h = s(theme.BUTTON_BIG)
        n = len(self.seat_buttons)
        y = top
        # room for a seat name at 42 px capitals ("Les dragons de Tyran"), more for a longer one
        # ("Le royaume vert clair" came out 39 px), up to 48 % of the window: the options keep
        # the rest
        left_w = max(int(w * 0.40), min(int(w * 0.48), self.seat_names_width() + m))
        # A game without options (ARENA) has nothing for the right side: its column is centred.
        x0 = (w - left_w) // 2 - m if not self.option_buttons else 0
        if self.count_buttons:
            # Two seats leave the right side to the options: the count row keeps to the left.
            span = (left_w - m) if n <= 2 else (w - 2 * m) // 2
            k = len(self.count_buttons)
            bw = min(s(130), (span - (k - 1) * gap) // k)
            row_w = len(self.count_buttons) * (bw + gap) - gap
            cx = w // 2 if not self.option_buttons else m + row_w // 2
            self.count_label_x = cx - row_w // 2
            # Room over the buttons for "Players" at the children's 42 px capitals.
            rects = widgets.row(bw, len(self.count_buttons), s(120), y + s(LABEL_H), cx, gap)
            for (_, b), r in zip(self.count_buttons, rects):
                b.rect = r
            y += s(LABEL_H) + s(120) + s(16)
        # Where the seat count can go past two, Start keeps one place, the bottom right, whatever
        # the count: a person changing the count finds it where it was. A game of two seats
        # only keeps it under its seat cards, leaving the right side's full height to options.
        start_w = min(s(420), (w - 2 * m) // 3)
        self.start.rect = pygame.Rect(w - m - start_w, h - m - start_h, start_w, start_h)
        if n <= 2 and not (self.count_buttons and self.entry.info.MAX_SEATS > 2):
            left = pygame.Rect(x0 + m, y, left_w - m, h - y - m)
            self.start.rect = pygame.Rect(left.x, left.bottom - start_h, left.width, start_h)
            seat_area = pygame.Rect(left.x, left.y, left.width, self.start.rect.top - s(20) - y)
            self.right = pygame.Rect(left_w + m, top, w - left_w - 2 * m, h - top - m)
        elif n <= 2:
            # Two seats of a bigger table: a column of seat cards on the left, options right,
            # over Start.
            seat_area = pygame.Rect(x0 + m, y, left_w - m, h - y - m)
            if seat_area.right > self.start.rect.left - gap:     # a centred column
                seat_area.height = self.start.rect.top - s(20) - y
            self.right = pygame.Rect(left_w + m, top, w - left_w - 2 * m,
                                     self.start.rect.top - s(20) - top)
        else:
            # Many seats: seat cards across the whole width, options underneath, left of Start.
            seat_h = int((h - y - m) * 0.64)
            seat_area = pygame.Rect(m, y, w - 2 * m, seat_h)
            below = seat_area.bottom + s(20)
            self.right = pygame.Rect(m, below, w - 3 * m - start_w, h - below - m)
        self.layout_seats(seat_area)
        self.layout_options()

    def layout_seats(self, area):
        """One card a seat, in the grid of columns that gives the biggest buttons; in each card the
        seat's emblem and name over its person / computer buttons, 16 px (at 1080p) apart."""
        s = self.s
        gap = s(theme.GAP)
        n = max(1, len(self.seat_buttons))
        kinds = max((len(row) for row in self.seat_buttons), default=1)
        pad = s(12)
        best = None
        for cols in range(1, min(n, 3) + 1):
            rows = -(-n // cols)
            card_w = (area.width - (cols - 1) * gap) // cols
            card_h = min(s(260), (area.height - (rows - 1) * gap) // rows)
            # the seat's name at 42 px capitals, as far as the buttons keep a child's 120 px
            head = max(min(s(56), card_h // 3),
                       min(s(HEAD_MAX), card_h // 3, card_h - 2 * pad - s(theme.BUTTON_SMALL)))
            bw = (card_w - 2 * pad - (kinds - 1) * gap) // kinds
            bh = min(s(150), card_h - head - 2 * pad)
            short = min(bw, bh)
            if best is None or short > best[0]:
                best = (short, cols, card_w, card_h, head, bw, bh)
        _, cols, card_w, card_h, head, bw, bh = best
        self.seat_cards = []
        self.seat_head = head
        for seat, row in enumerate(self.seat_buttons):
            c, r = seat % cols, seat // cols
            card = pygame.Rect(area.x + c * (card_w + gap), area.y + r * (card_h + gap), card_w,
                               card_h)
            self.seat_cards.append(card)
            width = bw if len(row) > 1 else min(card.width - 2 * pad, bw * 2)
            rects = widgets.row(width, len(row), bh, card.bottom - bh - pad, card.centerx, gap)
            for (kind, b), rect in zip(row, rects):
                b.rect = rect
            # One text size for the row's words: each fitted alone, "Normal" and "Person" came
            # out smaller than "Easy" and "Hard" beside them.
            share_size([b for _kind, b in row], [b.stacked_px(self.size) for _kind, b in row])

    def layout_options(self):
        """Options: one row of picture buttons each. A row whose names need a third line even
        widened grows by that line where the column has room, so its pictures keep about their
        size (the tile's padding grows a little with it) instead of giving the line up."""
        s = self.s
        y = self.right.y
        n = max(1, len(self.option_buttons))
        row_h = min(s(250), (self.right.height - (n - 1) * s(14)) // n)
        spare = self.right.height - n * row_h - (n - 1) * s(14)
        # Room left under the rows goes first to the labels' line, up to half as much again: a
        # chosen variant's words then keep two lines where they were cut to one (800x600, and
        # the tall 768x1024 with 600 px empty under its options).
        head = s(56) + max(0, min(s(28), spare // n))
        spare -= n * (head - s(56))
        self.option_labels = []
        for opt, row in self.option_buttons:
            self.option_labels.append((opt, (self.right.x, y)))
            bh = row_h - s(60)
            cols = len(row)
            room = (self.right.width - (cols - 1) * s(theme.GAP)) // cols
            tiles = [b for _value, b in row if b.picture]
            bw = tile_width(tiles, min(int(bh * 1.25), room), min(int(bh * 2), room), bh)
            rects = widgets.row(bw, cols, bh, y + head, self.right.centerx, s(theme.GAP))
            for (value, b), r in zip(row, rects):
                b.rect = r
            share_tile_words(tiles)
            more = third_line(tiles)
            if more and more <= spare:  # else the third line comes out of its own picture
                spare -= more
                for _value, b in row:
                    b.rect.height += more
                share_tile_words(tiles, most=3)     # sized again in the tiles they now are
            else:
                more = 0
            y += row_h + more + s(14) + head - s(56)

    def handle(self, event):
        self.group.handle(event)

    def draw(self, surface):
        s = self.s
        surface.blit(widgets.background(self.size), (0, 0))
        name = tr(self.entry.info.NAME)
        text.draw(surface, name, s(64), theme.WHITE, bold=True, center=self.title_pos)
        classroom.contrast(theme.WHITE, theme.BG_TOP, "setup words")
        classroom.contrast(theme.PAPER_DARK, theme.BG_TOP, "setup descriptions")
        classroom.contrast(theme.INK, theme.PAPER, "seat names")
        if self.count_buttons:
            px, lines, topleft, _ink = self.players_label()
            text.child_lines(surface, lines, px, theme.WHITE, "players", topleft=topleft)
        for seat, card in enumerate(self.seat_cards):
            info = seats.info(self.entry.info, seat)
            color = pygame.Color(info.get("color", "#0072B2"))
            widgets.panel(surface, card, color=theme.PAPER, radius=s(20))
            pygame.draw.rect(surface, color, (card.x, card.y, s(18), card.height),
                             border_top_left_radius=s(20), border_bottom_left_radius=s(20))
            icon = info.get("icon")
            ih = max(8, self.seat_head - s(8))
            x = card.x + s(NAME_LEFT)
            if icon:
                img = assets.sprite(icon, (ih, ih))
                surface.blit(img, img.get_rect(topleft=(x, card.y + s(6))))
                x += ih + s(EMBLEM_GAP)
            px, lines = text.fit_lines(tr(info["name"]), self.seat_name_px(),
                                       card.right - x - s(10), 1, bold=True)
            text.child_lines(surface, lines, px, theme.INK, "seat-name",
                             midleft=(x, card.y + s(6) + ih // 2))
        rows = {id(opt): row for opt, row in self.option_buttons}
        ceiling = self.title_ink().bottom
        for opt, pos in self.option_labels:
            r = text.draw(surface, tr(opt["label"]), s(36), theme.WHITE, bold=True, topleft=pos)
            # A one-line description of the chosen variant, for the grown-up setting up.
            chosen = next((c for c in opt["choices"] if c["value"] == self.options.get(opt["id"])),
                          None)
            if chosen and chosen.get("desc"):
                buttons_top = min(b.rect.top for _value, b in rows[id(opt)])
                for line, px, spot in self.description(tr(chosen["desc"]), r, buttons_top,
                                                       ceiling):
                    text.draw(surface, line, px, theme.PAPER_DARK, midleft=spot)
            ceiling = max(b.rect.bottom for _value, b in rows[id(opt)])
        self.group.draw(surface)
        self.draw_level_stars(surface)

    def seat_names_width(self):
        """The width a seat card needs for its longest name on one line at a child's 42 px
        capitals, beside the emblem at its largest (layout_seats: a head of HEAD_MAX), with a
        margin at its end (fitted to the pixel, "kingdom" touched the card's edge)."""
        s = self.s
        px = text.cap_px(s(theme.TEXT), True)
        font = assets.font(px, True)
        longest = max((font.size(tr(seats.info(self.entry.info, seat)["name"]))[0]
                       for seat in range(len(self.seat_buttons))), default=0)
        return s(NAME_LEFT) + s(HEAD_MAX - 8) + s(EMBLEM_GAP) + longest + s(30)

    def seat_name_px(self):
        """One size for every seat's name, the size of the longest as it fits its card (fitted
        one by one, "Le royaume vert clair" came out bigger than "Le royaume vert foncé"), but
        never pulling a name that keeps a child's size under it: then the longer keeps its own,
        smaller one (share_size's rule for the grown-ups' words)."""
        s = self.s
        names, widths = [], []
        for seat, card in enumerate(self.seat_cards):
            info = seats.info(self.entry.info, seat)
            icon_w = max(8, self.seat_head - s(8)) + s(EMBLEM_GAP) if info.get("icon") else 0
            names.append(tr(info["name"]))
            widths.append(card.right - card.x - s(NAME_LEFT) - icon_w - s(10))
        key = (tuple(names), tuple(widths), s(theme.TEXT))
        if self._seat_px[0] != key:
            child = text.cap_px(s(theme.TEXT), True)
            own = [text.child_fit(n, s(theme.TEXT), w, max_lines=1)[0]
                   for n, w in zip(names, widths)] or [child]
            self._seat_px = (key, max(min(own), child) if max(own) >= child else min(own))
        return self._seat_px[1]

    def description(self, desc, label, buttons_top, ceiling):
        """[(line, px, midleft)] of an option's description beside its label: wrapped onto two
        lines before it shrinks, never under a grown-up's readable size (ADULT_CAP) even in a
        small window; centred on the label but kept between `ceiling` (what stands above: the
        row of buttons before, or the game's name) and the option's own buttons: a second line,
        "hasard.", once lay on the cards under it. Where two lines cannot fit there (800x600),
        one, its end cut and marked."""
        s = self.s
        room = self.right.right - label.right - s(24)
        px, lines = text.fit_lines(desc, s(28), room, 2, min_px=text.cap_px(ADULT_CAP, False))
        step = int(px * 1.05)
        low_limit, high_limit = buttons_top - s(4), ceiling + s(2)
        first, last = self.ink(lines[0], px, False), self.ink(lines[-1], px, False)
        half = text.render(lines[0], px, theme.PAPER_DARK).get_height() // 2
        ink_above = half - first.top            # from the line's centre
        ink_below = last.bottom - half
        tall = step * (len(lines) - 1) + ink_above + ink_below
        if len(lines) > 1 and tall > low_limit - high_limit:
            lines = text.cut_lines(lines, px, room, 1)
            ink_below = first.bottom - half
        top = label.centery - step * len(lines) // 2
        low = top + step * (len(lines) - 1) + step // 2 + ink_below
        top -= max(0, low - low_limit)
        top += max(0, high_limit - (top + step // 2 - ink_above))
        return [(line, px, (label.right + s(24), top + step * i + step // 2))
                for i, line in enumerate(lines)]

    def title_ink(self):
        """Where the letters of the game's name over the screen are drawn."""
        name, px = tr(self.entry.info.NAME), self.s(64)
        title = text.render(name, px, theme.WHITE, True)
        return self.ink(name, px, True).move(title.get_rect(center=self.title_pos).topleft)

    def ink(self, words, px, bold):
        """The rect of the ink in `words` rendered at px, kept: walking a line's pixels took up
        to a millisecond of a 3840x2160 redraw."""
        key = (words, px, bold)
        if key not in self._ink:
            self._ink[key] = text.render(words, px, theme.WHITE, bold).get_bounding_rect()
        return self._ink[key]

    def players_label(self):
        """(px, lines, topleft, ink) of the word over the seat-count buttons: its ink (where the
        letters are drawn, on the screen), the descender too ("Players", "Joueurs"), ends just
        over the buttons; placed by the font's box, the "y" of "Players" went under them."""
        s = self.s
        px, lines = text.child_fit(tr("box.players"), s(theme.TEXT), self.size[0], max_lines=1)
        ink = self.ink(lines[0], px, True)
        topleft = (self.count_label_x, self.count_buttons[0][1].rect.top - s(10) - ink.bottom)
        return px, lines, topleft, ink.move(topleft)

    def draw_level_stars(self, surface):
        """One, two or three stars on the computer buttons: the level told without words."""
        for row in self.seat_buttons:
            for kind, b in row:
                if kind not in PLAYER_LEVELS:
                    continue
                size = max(10, b.rect.height // 6)
                star = assets.sprite("ui/star", (size, size))
                for i in range(PLAYER_LEVELS.index(kind) + 1):
                    surface.blit(star, (b.rect.x + size // 3, b.rect.y + size // 3 + i * size))
