"""The size every Guardians Arena card's name is written at on the table's face and the hand's,
in both languages, at the window sizes a classroom meets (issue 22: a name >= 18 px at 1920x1080,
scaled with the window). The table's geometry and the asked sizes come from the scene itself
(a real table laid out at each size), the name's size from the face's own layout, so this prints
what the screen draws.

    python tools/ga_card_names.py [--sizes 1024x768,1920x1080,3840x2160] [--list N] [--full]

--full: the full names only (what the faces wrote before the short names), to compare.
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import i18n  # noqa: E402
from games.guardians_arena import carddata, cardface_table, cardtext  # noqa: E402
# The faces a real table lays out at a window size: the same ones the tests check.
from tests.games.guardians_arena.test_card_names import faces  # noqa: E402


def measure(face_size, asked, seen, full=False):
    """[(px, lang, card id, name written, short name written)] for every card in both
    languages."""
    out = []
    for lang in i18n.LANGS:
        for cid, card in carddata.pool().items():
            if full:
                name = cardtext.name(card, lang)
                box = cardface_table.layout(face_size, name, *asked, seen)
                px, lines, shortened = box[5], box[1], False
            else:
                px, lines, name = cardface_table.face_name(face_size, card, lang, *asked, seen)
                shortened = name != cardtext.name(card, lang)
            out.append((px, lang, cid, " / ".join(lines), shortened))
    return sorted(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1024x768,1920x1080,3840x2160")
    ap.add_argument("--list", type=int, default=5, help="the N smallest names of each place")
    ap.add_argument("--full", action="store_true", help="full names only (before short names)")
    a = ap.parse_args()
    pool = carddata.pool().values()
    print("cards with a short name: " + ", ".join(
        f"{lang} {sum(1 for c in pool if cardtext.short_name(c, lang))}/{len(pool)}"
        for lang in i18n.LANGS))
    for size in a.sizes.split(","):
        w, h = (int(v) for v in size.split("x"))
        for place, (face_size, asked, seen) in faces((w, h)).items():
            rows = measure(face_size, asked, seen, a.full)
            under = {lang: sum(1 for px, lg, *_ in rows if lg == lang and px < asked[0])
                     for lang in i18n.LANGS}
            shortened = {lang: sum(1 for row in rows if row[1] == lang and row[4])
                         for lang in i18n.LANGS}
            print(f"{size} {place}: face {face_size[0]}x{face_size[1]}"
                  + (f" ({seen} px seen)" if seen else "")
                  + f", name asked at {asked[0]} px: smallest {rows[0][0]} px, under the asked "
                  + ", ".join(f"{lang} {n}/{len(pool)}" for lang, n in under.items())
                  + "; short names written " + ", ".join(f"{lang} {n}"
                                                          for lang, n in shortened.items()))
            for px, lang, cid, lines, _ in rows[:a.list]:
                print(f"    {px:>3} px  {lang}  {cid:<18} {lines}")


if __name__ == "__main__":
    main()
