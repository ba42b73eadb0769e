"""The top bar's turn banner keeps its words in the top bar: a call too long for one line at a
child's size goes on two only when two fit the banner and the bar's margins, plates included;
else one smaller line (at 1024x768 "Carré bleu : à toi de jouer !" once spilled past them)."""
import pygame
import pytest

from engine.ui import banner, text, theme


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1024, 768))
    yield
    pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("label", ["Carré bleu : à toi de jouer !",
                                   "Les dragons de Tyran : à toi de jouer !",
                                   "Hexagone ciel : à toi de jouer !",
                                   "The light green kingdom: your turn!",
                                   "L'armée du Prince : à toi de jouer !"])
def test_the_banners_words_stay_inside_it(size, label, monkeypatch):
    s = theme.Scale(size)
    bh = s(theme.BUTTON_SMALL)
    area = pygame.Rect(s(150), s(20), size[0] // 2 - s(150), bh)
    boxes = []
    real = pygame.draw.rect

    def rect(surface, colour, box, *a, **kw):
        if tuple(colour)[:3] == tuple(theme.INK)[:3] and not a:     # a filled ink plate
            boxes.append(pygame.Rect(box))
        return real(surface, colour, box, *a, **kw)
    monkeypatch.setattr(pygame.draw, "rect", rect)
    drawn = said_words(monkeypatch)
    # painted where it stands (draw_turn keeps the painting in the cache and blits it)
    banner.paint_turn(pygame.Surface(size), area, s, pygame.Color("#0072B2"), "ui/seat-square",
                     label, False)
    assert boxes and len(drawn) == len(boxes)
    for line, px, placed in drawn:      # the letters themselves, plates or none
        ink = banner.ink_rows(line, px, text.render(line, px, theme.WHITE, True))
        ink = ink.move(placed.topleft)
        assert area.top < ink.top and ink.bottom < area.bottom, (label, ink, area)
    area = pygame.Rect(s(150), s(20), size[0] // 2 - s(150), bh)
    # Inside the banner itself: a plate that hung 14 px under it at 1920x1080 covered the
    # numbers over the board's columns (Knights and Dragons)
    for box in boxes:
        assert area.top <= box.top and box.bottom <= area.bottom, (label, box, area)


def test_the_thinking_dots_do_not_paint_the_banner_again(monkeypatch):
    """A computer thinking: the dots after its words move three times a second. Each count of
    dots is painted once per wording and then blitted (painting the 4K banner each time cost
    4 ms a frame); the words with 2 dots still show 2 dots."""
    from engine import cache
    cache.clear()
    s = theme.Scale((1920, 1080))
    rect = pygame.Rect(200, 20, 900, s(theme.BUTTON_SMALL))
    painted = []
    real = banner.paint_turn

    def paint(surface, r, s_, colour, emblem, label, computer, person_icon=True):
        painted.append(label)
        return real(surface, r, s_, colour, emblem, label, computer, person_icon)
    monkeypatch.setattr(banner, "paint_turn", paint)
    shots = {}
    for turn in range(3):
        for dots in range(4):
            screen = pygame.Surface((1200, 200))
            banner.draw_turn(screen, rect, s, pygame.Color("#0072B2"), "ui/seat-square",
                             "Rond vert réfléchit", True, dots)
            shots[dots] = pygame.image.tobytes(screen, "RGB")
    assert painted == ["Rond vert réfléchit" + "." * d for d in range(4)]
    assert len(set(shots.values())) == 4        # each count of dots looks its own
    banner.draw_turn(pygame.Surface((1200, 200)), rect, s, pygame.Color("#0072B2"),
                     "ui/seat-square", "Carré bleu réfléchit", True, 2)
    assert painted[-1] == "Carré bleu réfléchit.."   # a new wording is painted again


@pytest.mark.parametrize("px", [13, 24, 48, 97, 150])
@pytest.mark.parametrize("label", ["Carré bleu frappe Rond vert", "Écu Miroir : à toi de jouer !",
                                   "aaa", "Tyran’s dragons play", "Été", "gjpqy", "7 – 12"])
def test_the_plates_ink_rows_are_those_the_words_are_drawn_on(label, px):
    """The plate hugs the words' ink, measured from the glyphs' metrics rather than by walking
    the pixels: the same rows as the pixels give."""
    surf = text.render(label, px, theme.WHITE, True)
    ink, walked = banner.ink_rows(label, px, surf), surf.get_bounding_rect()
    assert (ink.top, ink.bottom) == (walked.top, walked.bottom)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("label", ["The light green kingdom: your turn!",
                                   "Le royaume vert clair : à toi de jouer !"])
def test_no_lines_plate_covers_the_words_of_the_line_above(size, label, monkeypatch):
    """Two lines of words on ink plates, over a light seat colour: the plate of the second line
    once covered the descenders of the first (the g of "green" at 1920x1080). Every pixel the
    words' letters fill whole is white where the banner was painted."""
    s = theme.Scale(size)
    area = pygame.Rect(s(150), s(20), size[0] // 2 - s(150), s(theme.BUTTON_SMALL))
    light = pygame.Color("#9BE09B")
    assert banner.plate_for(light) is not None
    drawn = said_words(monkeypatch)
    screen = pygame.Surface(size)
    banner.paint_turn(screen, area, s, light, "ui/seat-square", label, False)
    assert len(drawn) == 2, drawn       # the call is said on two lines at every size here
    for line, px, rect in drawn:
        covered = covered_letters(screen, line, px, rect)
        assert not covered, (line, len(covered), covered[:5])


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("title, line", [("FIRE attacks first!", "All equal: drawn by lot"),
                                         ("GLACE attaque en premier !",
                                          "Tout est égal : tirage au sort")])
def test_no_plate_of_a_bands_second_part_covers_its_title(size, title, line, monkeypatch):
    """A band's title and its second line are laid out as one block: each part centred alone
    moved the second over the foot of the title, and its plates covered the title's letters."""
    s = theme.Scale(size)
    band = pygame.Rect(0, 0, s(1050), s(300))
    light = pygame.Color("#9BE09B")
    drawn = said_words(monkeypatch)
    screen = pygame.Surface(band.size)
    banner.paint_overlay(screen, band, s, light, "ui/seat-square", title, line)
    assert len(drawn) >= 2
    for said, px, rect in drawn:
        covered = covered_letters(screen, said, px, rect)
        assert not covered, (said, len(covered))
    inks = [banner.ink_rows(said, px, text.render(said, px, theme.WHITE, True)).move(rect.topleft)
            for said, px, rect in drawn]
    above, below = inks[0].top - band.top, band.bottom - inks[-1].bottom
    assert abs(above - below) <= max(4, s(8)), (above, below)          # the block centred


def said_words(monkeypatch):
    """[(words, px, rect)] of each call to banner.words from now on (the real one still draws)."""
    drawn = []
    real = banner.words

    def words(surface, said, px, colour, *a, **k):
        rect = real(surface, said, px, colour, *a, **k)
        drawn.append((said, px, rect))
        return rect
    monkeypatch.setattr(banner, "words", words)
    return drawn


def covered_letters(screen, said, px, rect):
    """The pixels the white letters of `said` (at px, drawn at rect) fill whole that are not
    white on `screen`: something drawn over them."""
    letters = text.render(said, px, theme.WHITE, True)
    whole = [(x, y) for x in range(letters.get_width()) for y in range(letters.get_height())
             if letters.get_at((x, y)).a == 255]
    assert whole
    return [p for p in whole
            if screen.get_at((rect.x + p[0], rect.y + p[1]))[:3] != tuple(theme.WHITE)[:3]]


@pytest.mark.parametrize("label, first", [("The light green kingdom: your turn!",
                                           "The light green kingdom:"),
                                          ("Cercle orange : à toi de jouer !", "Cercle orange :"),
                                          ("Les dragons de Tyran : à toi de jouer !",
                                           "Les dragons de Tyran :")])
def test_a_call_on_two_lines_breaks_after_the_seat_s_name(label, first, monkeypatch):
    # "Orange Circle: your" / "turn!" at 1920x1080: the greedy wrap left one word alone.
    s = theme.Scale((1920, 1080))
    area = pygame.Rect(171, 20, 1022, s(theme.BUTTON_SMALL))
    drawn = said_words(monkeypatch)
    banner.paint_turn(pygame.Surface((1920, 1080)), area, s, pygame.Color("#D55E00"),
                      "ui/seat-square", label, False)
    lines = [line for line, _px, _placed in drawn]
    assert len(lines) == 2 and lines[0] == first, lines
    assert " ".join(lines) == label


def test_a_call_that_fits_beside_the_person_picture_keeps_one_line(monkeypatch):
    # "Orange Circle: your turn!" went onto two lines at 1920x1080 for 9 px while 70 px of the
    # banner stayed empty before the person picture.
    s = theme.Scale((1920, 1080))
    area = pygame.Rect(171, 20, 1022, s(theme.BUTTON_SMALL))
    drawn = said_words(monkeypatch)
    banner.paint_turn(pygame.Surface((1920, 1080)), area, s, pygame.Color("#D55E00"),
                      "ui/seat-square", "Orange Circle: your turn!", False)
    assert [line for line, _px, _placed in drawn] == ["Orange Circle: your turn!"]
    line, px, placed = drawn[0]
    plate = banner.plate_box(line, px, topleft=placed.topleft)
    icon_left = area.right - s(16) - (area.height - s(24))
    assert plate.right < icon_left and area.contains(plate), (plate, icon_left)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_a_bands_second_line_keeps_a_childs_size_when_the_title_can_give_a_little(size,
                                                                                  monkeypatch):
    # Dragons Arena's duel-end band at 1024x768: the title wrapped onto two lines, the four
    # lines did not fit, and both parts went on one line each: the reason at half a child's size.
    s = theme.Scale(size)
    band = pygame.Rect(0, 0, s(1120), s(230))
    drawn = said_words(monkeypatch)
    banner.paint_overlay(pygame.Surface(band.size), band, s, pygame.Color("#0072B2"),
                         "ui/seat-square", "GLACE gagne le duel, 2 à 1 !",
                         "Plus aucun dragon ne touche un dragon adverse.")
    child = text.cap_px(s(theme.TEXT))
    reason = [px for said, px, _ in drawn if said.startswith(("Plus", "un dragon"))]
    title = [px for said, px, _ in drawn if said.startswith("GLACE")]
    assert reason and min(reason) >= child, (reason, child)
    assert title and min(title) >= child, (title, child)
