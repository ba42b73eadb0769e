"""A fighter's card tapped: its threat, in its own colour. The hexes it could strike next turn
that hold a fighter (who is in danger) get a thick ring and a sword; where it could stand, lighter,
a thin ring; and the card's reader learns whether it can reach them, with the exact chances of its
best blow ("Can hit you: 63 %, −2"). Plain functions of what is shown: the scene
passes the board, the shown state and the seats."""
import pygame

from engine import assets
from engine.i18n import tr
from engine.ui import classroom, text, theme
from engine.ui.picker import inset
from games.arena import threats
from games.arena.view import P, seat_colour


def zone_of(state, seat):
    """(hexes it could stand on, hexes holding a fighter it could strike), for the drawing."""
    stands = threats.stands(state, seat)
    held = {f["hex"]: i for i, f in enumerate(state["fighters"]) if i != seat and f["hp"] > 0}
    strike = threats.strike_zone(state, seat)
    return stands, {h for h in strike if h in held}


def draw_threat(surface, board, state, seat, zone):
    stands, danger = zone
    colour = seat_colour(seat)
    unit = max(2, board.cell // 28)
    for h in stands:                    # lighter: a thin ring where it could stand
        pts = inset(board.cell_polygon(h), unit * 3)
        pygame.draw.polygon(surface, colour, pts, max(2, unit))
    badge = assets.sprite(P + "reach", (board.cell // 3, board.cell // 3))
    for h in danger:                    # who is in danger: a thick ring and a sword
        pts = inset(board.cell_polygon(h), unit * 2)
        pygame.draw.polygon(surface, theme.INK, pts, unit * 4)
        pygame.draw.polygon(surface, colour, inset(pts, unit), unit * 3)
        c = board.cell_center(h)
        surface.blit(badge, badge.get_rect(center=(c[0], c[1] - board.cell // 3)))


def reach_words(state, seat, you):
    """What the card says to `you` (a seat) about `seat`'s reach next turn."""
    blow = threats.best_blow(state, seat, you)
    if blow is None:
        return tr("arena.reach.no")
    return tr("arena.reach.yes", hit=round(blow["hit"] * 100), damage=blow["damage"])


def danger_words(state, seat):
    """What one's own card says: how many opponents could strike `seat` where it stands."""
    f = state["fighters"][seat]
    n = len(threats.danger(state, seat).get(f["hex"], [])) if f["hp"] > 0 else 0
    return tr("arena.danger.here" + {0: ".none", 1: ".one"}.get(n, ""), n=n)


def draw_reach_words(surface, rect, s, words):
    """The words on a paper panel in `rect` (the forecast's place: no blow is being weighed)."""
    if rect.height < s(40) or rect.width < s(80):
        return
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=s(16))
    pygame.draw.rect(surface, theme.INK, rect, s(4), border_radius=s(16))
    classroom.contrast(theme.INK, theme.PAPER, "reach words")
    px, lines = text.child_fit(words, s(theme.TEXT), rect.width - s(24), max_lines=3, bold=True)
    text.child_lines(surface, lines, px, theme.INK, "reach words",
                     midtop=(rect.centerx, rect.y + s(12)))
