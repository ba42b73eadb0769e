#!/usr/bin/env python3
"""Contact sheets of Guardians Arena's cards, drawn by the game's own card frame (cardface.py).

    python3 tools/preview_cards.py                  # /tmp/ga_cards.png: every face at 240x336
    python3 tools/preview_cards.py --size 120       # every face at 120x168
    python3 tools/preview_cards.py --lang fr --grey # French names, and a greyscale copy
    python3 tools/preview_cards.py --large ID ...   # /tmp/ga_large_<id>.png: the large view

The sheet ends with the two backs and a selected card. A tool script: never imported by the app.
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from games.guardians_arena import carddata, cardface  # noqa: E402

KIND_ORDER = ("guardian", "stronghold", "creature", "shield", "standard", "spell", "corruption",
              "terrain", "item", "reinforcement", "weakening")


def sheet(width, lang, out, grey=False, cols=12):
    cards = sorted(carddata.pool().values(), key=lambda c: (KIND_ORDER.index(c.kind), c.id))
    w, h = cardface.card_size(width)
    gap = max(6, width // 16)
    n = len(cards) + 3
    rows = -(-n // cols)
    surf = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    surf.fill((58, 52, 70))
    spots = [pygame.Rect(gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap), w, h)
             for i in range(n)]
    for card, spot in zip(cards, spots):
        cardface.draw_card(surf, spot, card, lang)
    cardface.draw_back(surf, spots[len(cards)], "pen")
    cardface.draw_back(surf, spots[len(cards) + 1], "storage")
    cardface.draw_card(surf, spots[len(cards) + 2], cards[0], lang, selected=True)
    if grey:
        surf = pygame.transform.grayscale(surf)
    pygame.image.save(surf, out)
    print(out)


def large(card_id, lang, size):
    card = carddata.pool()[card_id]
    surf = pygame.Surface((size[0] + 40, size[1] + 40))
    surf.fill((58, 52, 70))
    cardface.draw_card_large(surf, pygame.Rect(20, 20, *size), card, lang)
    out = f"/tmp/ga_large_{card_id}_{lang}.png"
    pygame.image.save(surf, out)
    print(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=240, help="card width in px (height is 7/5)")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--grey", action="store_true")
    ap.add_argument("--large", nargs="*", metavar="ID")
    ap.add_argument("--large-size", default="480x672")
    args = ap.parse_args(argv)
    pygame.init()
    pygame.display.set_mode((1, 1))
    from engine import i18n
    if hasattr(i18n, "set_language"):
        i18n.set_language(args.lang)
    if args.large is not None:
        size = tuple(int(v) for v in args.large_size.split("x"))
        for cid in args.large or ["ysolde", "sand_djinn", "cinder_storm"]:
            large(cid, args.lang, size)
        return 0
    base = f"/tmp/ga_cards_{args.size}_{args.lang}"
    sheet(args.size, args.lang, base + ".png")
    if args.grey:
        sheet(args.size, args.lang, base + "_grey.png", grey=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
