"""Guardians Arena's scene, drawing the middle: the phase track, the duel zone (primary
duellists, secondary attackers, shields, the terrain) with both sides' totals listing every line of
rules_totals, the action panel's words, the notices and a card shown large. Functions of the
table part `t` (draw.Table: its geometry, scale, helpers, and the `shown` and `look` of the draw
in progress), from `t.shown` only (observations)."""
import pygame

from engine.i18n import language, tr
from engine.ui import banner, classroom, text, theme, widgets
from games.guardians_arena import cardface
from games.guardians_arena import rules_totals as T
from games.guardians_arena.draw import FELT_EDGE, K, card_of
from games.guardians_arena.view import RATIO, rgb, zoom_rect
from games.guardians_arena.words import TRACK, duel_of


def safe_lines(view, duel, seat, which):
    """The lines of rules_totals for a side, or None while a card of the fight is face down."""
    secs = duel.get("secondaries") or [[], []]
    entries = list(duel["creatures"]) + secs[0] + secs[1]
    if any(e is not None and e.get("card") is None for e in entries):
        return None
    try:
        fn = T.primary_lines if which == "primary" else T.secondary_lines
        return fn(view, duel, seat)
    except (KeyError, TypeError, IndexError, AttributeError):
        return None


def track_cells(t, r):
    """([(kind, words, cell)], px): the phase track's cells in `r` and the size of its words."""
    s = t.s
    items = []
    for num, steps in TRACK:
        items.append(("phase", tr(K + "phase." + num)))
        items += [("step:" + st, tr(K + "step." + st)) for st in steps]
    px = t.px(22)
    widths = [text.render(w, px, theme.WHITE, True).get_width() + s(18) for _, w in items]
    scale = min(1.0, (r.width - s(12)) / max(1, sum(widths)))
    if scale < 1.0:
        px = max(10, int(px * scale))
        widths = [text.render(w, px, theme.WHITE, True).get_width() + s(12) for _, w in items]
    x, cells = r.x + s(6), []
    for (kind, words), w in zip(items, widths):
        cells.append((kind, words, pygame.Rect(x, r.y + s(6), w - s(4), r.height - s(12))))
        x += w
    return cells, px


def draw_track(t, surface, r, cells):
    """The phase track in `r` with no step lit (draw_track_step lights one over it: its paper
    cell covers the step's plain words); `cells`: track_cells(t, r)."""
    pygame.draw.rect(surface, FELT_EDGE, r, border_radius=t.s(12))
    cells, px = cells
    for kind, words, cell in cells:
        if kind == "phase":
            glyphs = text.render(words, px, theme.YELLOW, True)
            classroom.contrast(theme.YELLOW, FELT_EDGE, "track")
        else:
            glyphs = text.render(words, px, (226, 226, 226), True)
        surface.blit(glyphs, glyphs.get_rect(center=cell.center))


def draw_track_step(t, surface, cells, now, who):
    """The track's step `now` lit, in the colour of `who` (the seat acting)."""
    s = t.s
    cells, px = cells
    for kind, words, cell in cells:
        if kind != "step:" + str(now):
            continue
        seat_col = rgb(t.seat_info(who)["color"]) if who in (0, 1) else theme.PAPER
        pygame.draw.rect(surface, theme.PAPER, cell, border_radius=s(10))
        pygame.draw.rect(surface, seat_col, cell, max(3, s(5)), border_radius=s(10))
        glyphs = text.render(words, px, theme.INK, True)
        surface.blit(glyphs, glyphs.get_rect(center=cell.center))
        classroom.contrast(theme.INK, theme.PAPER, "track")

# --- the duel zone ------------------------------------------------------------------------
def draw_duel(t, surface):
    g = t.g
    v = t.shown
    d = g.duel
    pygame.draw.rect(surface, FELT_EDGE, d, max(2, t.s(3)), border_radius=t.s(14))
    terrain = v.get("terrain")
    if terrain:
        t.card(surface, g.terrain, terrain["card"], key=("terrain",))
    else:
        t.empty_slot(surface, g.terrain, ("terrain",), tr(K + "zone.terrain"))
    duel = duel_of(v)
    if not duel:
        t.label(surface, tr(K + "zone.duel"), None, (200, 214, 208), 24,
                   midtop=(d.centerx, d.y + t.s(8)))
        draw_challenge(t, surface)
        return
    win = t.look.winner_frame
    for seat in (0, 1):
        e = duel["creatures"][seat]
        r = g.primary[seat]
        key = ("duel", seat, -1)
        if e is not None:
            t.card(surface, r, e["card"], key=key,
                      mine_hidden=seat == t.look.viewer_seat and not e.get("up", True))
            if e.get("cancelled"):
                pygame.draw.line(surface, theme.VERMILION, r.topleft, r.bottomright, t.s(8))
            if e.get("item") or e.get("with_item"):
                t.card(surface, t.item_rect(r, 0.4), e.get("item"))
            if win == seat:
                t.outline(surface, r, theme.YELLOW, max(5, t.s(10)))
        else:
            t.empty_slot(surface, r, key)
        sh = (duel.get("shields") or [None, None])[seat]
        if sh:
            t.card(surface, g.shield[seat], sh, key=("shield", seat))
        secs = (duel.get("secondaries") or [[], []])[seat]
        for i, (rr, se) in enumerate(zip(g.secondary_rects(seat, len(secs)), secs)):
            if se is not None:
                t.card(surface, rr, se["card"], key=("duel", seat, i))
        if "mods" in duel:
            draw_totals(t, surface, duel, seat)


def draw_totals(t, surface, duel, seat):
    r = t.g.totals[seat]
    if r.width < t.s(60):
        return
    s = t.s
    which = duel.get("round", "primary")
    lines = safe_lines(t.shown, duel, seat, which)
    widgets.panel(surface, r, color=theme.PAPER, radius=s(14), shadow=False)
    classroom.contrast(theme.INK, theme.PAPER, "totals")
    colour = rgb(t.seat_info(seat)["color"])
    pygame.draw.rect(surface, colour, (r.x, r.y, r.width, s(10)),
                     border_top_left_radius=s(14), border_top_right_radius=s(14))
    px = t.px(22)
    raid = t.shown.get("raid")
    head = tr(K + "total." + ("raid" if raid and raid.get("duel") is duel else which))
    y = r.y + s(14)
    line_h = int(px * 1.1)
    result = round_words(t, duel, seat, which)
    # Room under the heading and the result for one line, whose ink ends over the rule.
    least = min(14, px)
    one = int(px * 1.65) + int(px * 1.35) + s(6) + int(least * 1.5) + line_h + s(17)
    if result and (t.look.round_told is not None or r.height - s(14) < one):
        # The round just ended takes the heading's place (the phase track names it): under a
        # heading it left room for two lines, and the lines that won or lost it matter most;
        # so does the primary's result in a secondary round's panel too short for both.
        y = draw_result(t, surface, r, y, px, *result)
    else:
        # (In the secondary round the primary's result stays under this round's heading.)
        hr = t.label(surface, head, pygame.Rect(r.x, y, r.width - s(16), px), theme.INK, 22,
                     midtop=(r.centerx, y))
        y += int(px * 1.15)
        if result:
            y = draw_result(t, surface, r, max(y, hr.bottom), px, *result)
    note = totals_note(t, duel, seat, which) if lines is not None else None
    note_h = 2 * line_h + s(12) if note else 0
    if lines is None:
        t.label(surface, tr(K + "total.hidden"), None, theme.INK, 22,
                   topleft=(r.x + s(12), y))
        return
    rule_y = r.bottom - line_h - s(14)
    # Each line's ink (descenders too) stays above the note and the total's rule: the rule
    # drawn through the last line read as that bonus struck out. A little smaller before the
    # last lines are summed into one "…".
    foot = rule_y - s(3) - (note_h + s(4) if note else 0)
    # (Never under 14 px: in a small window the last lines are summed instead.)
    for lpx in [px] + [int(px * f) for f in (0.9, 0.8) if px * f >= 14]:
        step = int(lpx * 1.1)
        ink = text.render("g", lpx, theme.INK).get_bounding_rect().bottom
        room = (foot - y - ink) // step + 1
        if len(lines) <= room:
            break
    # No room for a line at all: the total alone (a line drawn anyway lay on it).
    shown_lines = [] if room < 1 else lines if len(lines) <= room else \
        lines[:room - 1] + [["more", sum(n for _, n, _ in lines[room - 1:]), {}]]
    for key, n, params in shown_lines:
        words = tr(K + "total." + key) if key != "more" else "…"
        num = "%+d" % n if key != "base" else str(n)
        nr = text.draw(surface, num, lpx, theme.INK, bold=True,
                       topright=(r.right - s(12), y))
        wpx = text.fit(words, lpx, nr.x - r.x - s(20), bold=False, min_px=max(10, lpx - 6))
        text.draw(surface, words, wpx, theme.INK, topleft=(r.x + s(12), y))
        y += step
    total = T.total(lines)
    sum_y = rule_y
    if note:
        # What the lines alone do not tell: this side's total does not count against a
        # flier, or it cannot lose to an attack it is immune to.
        box = pygame.Rect(r.x + s(8), sum_y - note_h - s(4), r.width - s(16), note_h)
        pygame.draw.rect(surface, theme.YELLOW, box, border_radius=s(8))
        pygame.draw.rect(surface, theme.INK, box, max(2, s(3)), border_radius=s(8))
        classroom.contrast(theme.INK, theme.YELLOW, "totals note")
        text.draw_wrapped(surface, tr(K + "total.note_" + note), max(10, px - 4), theme.INK,
                          box.inflate(-s(12), -s(8)), bold=True)
    pygame.draw.line(surface, theme.INK, (r.x + s(10), rule_y), (r.right - s(10), rule_y),
                     max(2, s(3)))
    text.draw(surface, tr(K + "total.sum"), px, theme.INK, bold=True,
              bottomleft=(r.x + s(12), r.bottom - s(8)))
    if t.look.counting:
        # The round's end: the totals count up, drawn over the table every frame (see
        # show_draw.draw_counting), so the cached table is not drawn again for each number.
        t.places.count_spots.append(((r.right - s(12), r.bottom - s(4)), int(total), px))
        return
    nr = text.draw(surface, str(int(total)), int(px * 1.2), theme.INK, bold=True,
                   bottomright=(r.right - s(12), r.bottom - s(4)))
    if note == "flying":            # struck through: it does not count
        pygame.draw.line(surface, theme.VERMILION, (nr.x - s(4), nr.centery),
                         (nr.right + s(4), nr.centery), max(3, s(5)))


def round_words(t, duel, seat, which):
    """(words, won) of the round told on `seat`'s totals: the round whose end is being
    counted, or in the secondary round how the primary ended (it stands if both pass)."""
    told = t.look.round_told
    if told is not None:
        w = told[1]
        key = "total.even" if w is None else "total.won" if w == seat else "total.lost"
        return tr(K + key), w == seat
    if which == "secondary" and "primary_result" in duel:
        w = duel["primary_result"]
        key = "total.primary_even" if w is None else \
            "total.primary_won" if w == seat else "total.primary_lost"
        return tr(K + key), w == seat
    return None


def draw_result(t, surface, r, y, px, words, won):
    """A round's result on a totals panel, in words: on a yellow plate with a tick for the
    side that won it (the words say it; the plate and tick only repeat them)."""
    s = t.s
    box = pygame.Rect(r.x + s(8), y, r.width - s(16), int(px * 1.35))
    fill = theme.YELLOW if won else theme.PAPER
    pygame.draw.rect(surface, fill, box, border_radius=s(8))
    pygame.draw.rect(surface, theme.INK, box, max(2, s(3)), border_radius=s(8))
    classroom.contrast(theme.INK, fill, "round result")
    words = ("\u2713 " + words) if won else words
    fpx = text.fit(words, px, box.width - s(12), bold=True, min_px=10)
    text.draw(surface, words, fpx, theme.INK, bold=True, center=box.center)
    return box.bottom + s(6)


def totals_note(t, duel, seat, which):
    if which != "primary":
        return None
    try:
        return T.primary_notes(t.shown, duel)[seat]
    except (KeyError, TypeError, IndexError, AttributeError):
        return None


def draw_challenge(t, surface):
    ch = t.shown.get("challenge")
    if not ch:
        return
    seat = ch.get("seat")
    p = t.shown["players"][seat] if seat in (0, 1) else None
    pr = p.get("prison") if p else None
    if pr:
        t.card(surface, t.g.primary[seat], pr.get("creature"))

# --- the panel, notices, the large card ---------------------------------------------------
def draw_panel(t, surface):
    r = t.g.info
    if r.height < t.s(40):
        return
    words = t.look.panel
    if not words:
        return
    inner = r.inflate(-t.s(20), -t.s(20))
    px = t.px(22)
    # The plate is as tall as its words (a step's name is one line): a tall empty plate under
    # one word looked like something missing from it.
    lines = len(text.wrap(words, px, inner.width, True))
    r = pygame.Rect(r.x, r.y, r.width, min(r.height, t.s(20) + int(px * (1.2 * lines + 0.3))))
    widgets.panel(surface, r, color=theme.PAPER, radius=t.s(14), shadow=False)
    classroom.contrast(theme.INK, theme.PAPER, "panel")
    text.draw_wrapped(surface, words, px, theme.INK, inner, bold=True)


def draw_notice(t, surface, band):
    """The stage's band (a notice, or None) over the duel zone."""
    if band is None:
        return
    d = t.g.duel
    rect = pygame.Rect(d.x, d.centery - t.s(70), d.width, t.s(140))
    if duel_of(t.shown) and "mods" in duel_of(t.shown):
        # During a fight the totals stay readable: the notice spans only the space between
        # them (or, when they sit under the duellists, crosses the duellists only).
        g = t.g
        if g.tall:
            rect.centery = g.primary[g.near].centery
        else:
            left = g.totals[g.near].right + g.gap
            rect.width = max(t.s(200), g.totals[g.far].x - g.gap - left)
            rect.x = left
    seat = band.seat
    colour = rgb(t.seat_info(seat)["color"]) if seat in (0, 1) else theme.BG_TOP
    icon = t.seat_info(seat)["icon"] if seat in (0, 1) else None
    banner.draw_overlay(surface, rect, t.s, band.alpha, colour, icon, band.text)


def draw_pile_tip(t, surface, tip, area):
    """The name and count of the pile under the pointer (`tip`: rect, zone, count, or None), on
    a label beside it, inside `area` (the window between the top bar and the prompt line)."""
    if tip is None:
        return
    rect, zone, n = tip
    name = tr(K + "zone." + zone)
    words = name if n is None else tr(K + ("zone.count_" + str(n) if n in (0, 1) else "zone.count"),
                                      zone=name, n=n)
    px = t.px(24)
    glyphs = text.render(words, px, theme.INK, True)
    r = glyphs.get_rect().inflate(t.s(24), t.s(12))
    r.midbottom = (rect.centerx, rect.y - t.s(8))
    if r.y < area.y:
        # The top row: above it is the top bar, so the label goes under the pile.
        r.y = rect.bottom + t.s(8)
    r.clamp_ip(area)
    pygame.draw.rect(surface, theme.PAPER, r, border_radius=t.s(10))
    pygame.draw.rect(surface, theme.INK, r, max(2, t.s(3)), border_radius=t.s(10))
    surface.blit(glyphs, glyphs.get_rect(center=r.center))
    classroom.contrast(theme.INK, theme.PAPER, "pile tip")


def large_rect(t, near, area, avoid=()):
    """Where the card shown large beside `near` goes inside `area` (view.zoom_rect), clear of
    the rects in `avoid` where a side allows it: 420 px wide at 1920x1080, or three quarters of
    the room's height in a smaller window, where 420 scaled down would cut its text (but not
    over 0.6 of a portrait window's width, to leave the table around it); never taller than
    the room it has."""
    most = max(t.s(420), min(int(area.height * 0.75 / RATIO), int(area.width * 0.6)))
    return zoom_rect(near, area, most, t.s(16), avoid)


def draw_zoom(t, surface, zoom, area, avoid=()):
    """The card shown large (`zoom`: card id, rect it is shown next to, or None), off the
    buttons in `avoid` where it can be (it covered "Send it in" beside the hand)."""
    if zoom is None:
        return
    cid, near = zoom
    c = card_of(cid)
    if c is None:
        return
    cardface.draw_card_large(surface, large_rect(t, near, area, avoid), c, language())
