"""How tall Guardians Arena's cards are drawn: in the hand and on the table, with a fight on and
without, at the sizes a classroom meets (issue 22's figures).

    python tools/ga_card_sizes.py [--sizes 1024x768,1920x1080,3840x2160]
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1024x768,1920x1080,3840x2160")
    a = ap.parse_args()
    from tests.games.guardians_arena.test_scene import ENTRY, on_screen, positions
    from tests.helpers import make_app
    found = positions(("enlist", "primary"), seeds=range(1), per_phase=1)
    print(f"{'window':>10} {'moment':>8} {'hand card':>10} {'table card':>11} {'duel zone':>10}")
    for size in a.sizes.split(","):
        w, h = (int(v) for v in size.split("x"))
        app = make_app([ENTRY], size=(w, h))
        for phase, label in (("enlist", "no duel"), ("primary", "duel")):
            sc = on_screen(app, found[phase][0])
            hand = [r.height for r, key, _ in sc.hits if key and key[0] == "card"]
            g = sc.g
            print(f"{size:>10} {label:>8} {min(hand):>7} px {g.bands[g.near].guardian.height:>8} px"
                  f" {g.duel.height:>7} px")


if __name__ == "__main__":
    main()
