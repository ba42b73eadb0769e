"""The caves' numbers stand at the classroom's 7:1 contrast on every cave: one waiting with its
dragon, the next to come (framed), and one whose dragon flew away in smoke. Measured on the
pixels: what is on the screen under each digit just before it is drawn, against its colour."""
import pygame
import pytest

from engine.registry import GameEntry
from engine.ui import classroom, contrast, text
from games.dragon_inferno import draw as di_draw
from tests.helpers import start_game

ENTRY = GameEntry("games.dragon_inferno")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_cave_number_has_7_to_1_on_what_is_behind_it(monkeypatch, size):
    app, scene = start_game(ENTRY, players=("human", "human"), size=size, first=0)
    shown = scene.shown
    shown["caves"] = ["L", "P", "T", "X", "Z"]
    shown["next_cave"], shown["gone"] = 2, [0]      # 1 in smoke, 3 next, 4 and 5 waiting
    worst = {}
    real = di_draw.outlined

    def measure(surface, msg, px, color, outline=None, **anchor):
        glyphs = text.render(msg, px, color, True)
        at = glyphs.get_rect(**anchor)
        ratios = [contrast.ratio(color, surface.get_at((at.x + x, at.y + y)))
                  for x in range(glyphs.get_width()) for y in range(glyphs.get_height())
                  if glyphs.get_at((x, y)).a > 128 and surface.get_rect().collidepoint(
                      at.x + x, at.y + y)]
        worst[msg] = min(ratios)
        return real(surface, msg, px, color, **anchor)

    monkeypatch.setattr(di_draw, "outlined", measure)
    surface = pygame.Surface(app.size)
    with classroom.record() as seen:
        scene.table.draw_caves(surface, shown)
    assert sorted(worst) == ["1", "2", "3", "4", "5"]
    for number, ratio in worst.items():
        assert ratio >= classroom.CONTRAST_MIN, f"cave {number}: {ratio:.1f}:1"
    # and the classroom recorder (tests/engine/test_classroom.py) is told the same
    told = [contrast.ratio(fg, bg) for name, fg, bg in seen.contrasts if name == "cave-number"]
    assert len(told) == 5 and min(told) >= classroom.CONTRAST_MIN
    pygame.display.quit()


def test_a_dragon_is_named_by_its_caves_number_in_the_prompt_and_when_it_flies_away():
    # "Dragon P must land..." named a dragon by a letter shown nowhere on the board; the caves
    # show numbers, and the move log already said "(cave 2)".
    from engine import i18n
    from games.dragon_inferno import words
    old = i18n.language()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            said = words.prompt({"phase": "dragon", "summon": {"cave": 1, "dragon": "P"}}, None)
            assert " 2 " in said and " P " not in said, said
            gone = i18n.tr("dragon-inferno.ui.gone", cave=4)
            assert " 4 " in gone and "{" not in gone, gone
    finally:
        i18n.set_language(old)


def test_no_words_of_the_game_name_a_dragon_by_its_letter():
    # The move log said "dragon P (cave 2)": the letter is shown nowhere on the board.
    import json
    import os
    from engine import paths
    for lang in ("en", "fr"):
        folder = paths.asset("locale", lang)
        for name in os.listdir(folder):
            if name.startswith("dragon-inferno"):
                with open(os.path.join(folder, name), encoding="utf-8") as fh:
                    said = json.load(fh)
                assert not [k for k, v in said.items() if "{dragon}" in str(v)], (lang, name)


def frame_yellow(surface, r, scene):
    """Whether the yellow frame runs round cave rect `r` (sampled on its top edge)."""
    s = scene.g.s
    x, y = r.centerx, r.inflate(s(6), s(6)).top + max(1, s(5) // 2)
    return tuple(surface.get_at((x, y)))[:3] == di_draw.theme.YELLOW


def test_while_a_dragon_is_laid_the_frame_marks_its_own_cave_not_the_next():
    # The prompt said "Lay dragon 2" while the frame stood on cave 3: a child looked there.
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1920, 1080), first=0)
    shown = scene.shown
    shown["caves"] = ["L", "P", "T", "X", "Z"]
    shown["next_cave"], shown["gone"] = 2, []
    shown["summon"] = {"cave": 1, "dragon": "P"}
    surface = pygame.Surface(app.size)
    scene.table.draw_caves(surface, shown, hidden={1})
    caves = scene.g.caves
    assert frame_yellow(surface, caves[1], scene) and not frame_yellow(surface, caves[2], scene)
    # Once it has landed, the next dragon to come out is framed again.
    shown["summon"] = None
    surface = pygame.Surface(app.size)
    scene.table.draw_caves(surface, shown)
    assert frame_yellow(surface, caves[2], scene) and not frame_yellow(surface, caves[1], scene)
    pygame.quit()


def test_a_cave_waiting_to_hatch_and_one_being_laid_are_not_one_picture():
    """Cave 2 framed either way (its dragon next to come out, then that dragon being laid), but
    drawn whole once it is out: the kept picture of the first stood for the second."""
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1920, 1080), first=0)
    shown = scene.shown
    shown["caves"] = ["L", "P", "T", "X", "Z"]
    shown["gone"], shown["next_cave"], shown["summon"] = [], 1, None
    surface = pygame.Surface(app.size)
    scene.table.draw_caves(surface, shown)
    cave = scene.g.caves[1]
    waiting = pygame.image.tobytes(surface.subsurface(cave), "RGB")
    shown["next_cave"], shown["summon"] = 2, {"cave": 1, "dragon": "P"}
    scene.table.draw_caves(surface, shown)
    assert pygame.image.tobytes(surface.subsurface(cave), "RGB") != waiting
    pygame.quit()
