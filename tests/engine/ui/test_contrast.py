"""The theme's text colours stand at 7:1 or more from what is behind them, hovered and chosen
buttons included (the classroom rule: projectors wash colours out)."""
import pygame
import pytest

from engine.ui import contrast, theme
from engine.ui.widgets import Button, highlight

PAIRS = [
    ("white on a button", theme.WHITE, theme.BUTTON),
    ("white on go", theme.WHITE, theme.BUTTON_GO),
    ("white on danger", theme.WHITE, theme.BUTTON_DANGER),
    ("white on disabled", theme.WHITE, theme.DISABLED),
    ("white on the background, top", theme.WHITE, theme.BG_TOP),
    ("white on the background, bottom", theme.WHITE, theme.BG_BOTTOM),
    ("ink on paper", theme.INK, theme.PAPER),
    ("ink on dark paper", theme.INK, theme.PAPER_DARK),
]
for bg in (theme.BUTTON, theme.BUTTON_GO, theme.BUTTON_DANGER):
    PAIRS.append((f"white on {bg} hovered or chosen", theme.WHITE, highlight(bg, theme.WHITE)))
PAIRS.append(("ink on paper hovered or chosen", theme.INK, highlight(theme.PAPER, theme.INK)))
PAIRS += [
    ("white on the hover colour", theme.WHITE, theme.BUTTON_HOVER),
    ("ink on dark paper hovered or chosen", theme.INK, highlight(theme.PAPER_DARK, theme.INK)),
    ("descriptions (dark paper) on the background, top", theme.PAPER_DARK, theme.BG_TOP),
    ("descriptions (dark paper) on the background, bottom", theme.PAPER_DARK, theme.BG_BOTTOM),
]
# Colours of the theme that are not behind text nor text (accents drawn with a shape, the shadow).
NOT_TEXT = {"ORANGE", "SKY", "GREEN", "YELLOW", "BLUE", "VERMILION", "PURPLE", "SHADOW",
            "DISABLED_ICON"}


def test_every_colour_of_the_theme_is_in_a_checked_pair_or_is_no_text():
    """A colour added to the theme is either checked above as text or background, or listed as
    no text: a new button colour cannot slip in unchecked."""
    checked = {tuple(c) for _, fg, bg in PAIRS for c in (fg, bg)}
    names = [n for n, v in vars(theme).items()
             if n.isupper() and isinstance(v, tuple) and len(v) in (3, 4)]
    assert len(names) >= 15
    unchecked = [n for n in names if n not in NOT_TEXT and tuple(getattr(theme, n)) not in checked]
    assert not unchecked, f"theme colours in no checked pair: {unchecked}"


@pytest.mark.parametrize("name,fg,bg", PAIRS, ids=[p[0] for p in PAIRS])
def test_text_contrast_is_at_least_7_to_1(name, fg, bg):
    assert contrast.ratio(fg, bg) >= 7.0, f"{name}: {contrast.ratio(fg, bg):.2f}"


def test_the_ratio_matches_known_values():
    assert round(contrast.ratio((255, 255, 255), (0, 0, 0)), 1) == 21.0
    assert round(contrast.ratio((255, 255, 255), (230, 159, 0)), 2) == 2.25  # white on orange


def test_a_chosen_button_carries_a_tick_not_only_a_yellow_edge():
    pygame.font.init()
    surf = pygame.Surface((300, 300))
    b = Button(None, label="x", raw=True)
    b.rect = pygame.Rect(50, 50, 200, 200)
    b.draw(surf)
    plain = pygame.image.tobytes(surf, "RGB")
    b.selected = True
    surf.fill((0, 0, 0))
    b.draw(surf)
    corner = [surf.get_at((x, y))[:3] for x in range(170, 250) for y in range(50, 130)]
    assert theme.BUTTON_GO in corner and theme.WHITE in corner
    assert pygame.image.tobytes(surf, "RGB") != plain


OKABE_ITO = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178),
             (213, 94, 0), (204, 121, 167)]


def seat_colours():
    """Okabe-Ito, the engine's six seat styles and every registered game's own seat colours."""
    from engine import seats
    from tests.games_under_test import entries
    out = {tuple(c) for c in OKABE_ITO}
    out |= {tuple(pygame.Color(st["color"]))[:3] for st in seats.STYLES}
    for entry in entries():
        for i in range(entry.info.MAX_SEATS):
            out.add(tuple(pygame.Color(seats.info(entry.info, i).get("color", "#0072B2")))[:3])
    return sorted(out)


@pytest.mark.parametrize("colour", seat_colours())
def test_banner_words_stand_at_7_to_1_on_every_seat_colour(colour):
    from engine.ui import banner
    behind = banner.plate_for(colour) or colour
    assert contrast.ratio(theme.WHITE, behind) >= 7.0
