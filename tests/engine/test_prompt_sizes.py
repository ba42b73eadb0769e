"""Every game's prompts fit the prompt line at a child's size (capitals s(TEXT) tall), on as
many lines as the game gives it (PROMPT_LINES), in both languages, at 1024x768 and 1920x1080:
text.child_fit shrinks a phrase too long for its line, and a child then reads smaller letters
than the classroom allows. Dragon Inferno's "The dragon of cave 3 must land on five kingdom
squares: turn it, flip it, or try the next place." came out at 22 px where a child's words are
31 (18 in French)."""
import json
import os
import string

import pygame
import pytest

from engine import i18n, paths
from engine.ui import text, theme
from tests.games_under_test import entries, ids
from tests.helpers import start_game


def prompts(entry_id, lang):
    said = {}
    folder = paths.asset("locale", lang)
    for name in sorted(os.listdir(folder)):
        if name.startswith(entry_id):
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                said.update(json.load(fh))
    # Guardians Arena names its prompts "…ui.do.<step>"; a refusal's note ("…why.") takes the
    # prompt's line too
    return {k: v for k, v in said.items()
            if (".prompt." in k or ".ui.do." in k or ".why." in k) and isinstance(v, str)}


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
@pytest.mark.parametrize("entry", entries(), ids=ids())
def test_every_prompt_fits_its_line_at_a_childs_size(entry, size):
    app, scene = start_game(entry, size=size)
    old = i18n.language()
    checked, small = 0, []
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            child = text.cap_px(scene.s(theme.TEXT))
            for key, words in prompts(entry.id, lang).items():
                fields = [f for _, f, _, _ in string.Formatter().parse(words) if f]
                said = words.format(**{f: "33" for f in fields})
                px, _lines = text.child_fit(said, scene.s(theme.TEXT), scene.prompt_rect.width,
                                            max_lines=getattr(scene, "PROMPT_LINES", 1))
                if px < child:
                    small.append((lang, key, said, px, child))
                checked += 1
    finally:
        i18n.set_language(old)
        pygame.display.quit()
    assert not small, small
    assert checked or entry.id == "toy"
