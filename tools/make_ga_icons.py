"""Guardians Arena's icons (viewBox 0 0 100 100, transparent), the two card backs and the ruin
(viewBox 0 0 100 140, a whole card). Run by tools/make_ga_pictures.py; the SVG files it writes
are the source of record (docs/ASSETS.md). A tool module: never imported by the app.
"""
from tools.ga_svg import (BLUE, GOLD, GREEN, INK, ORANGE, PAPER, PURPLE, SKY, STONE, STONE_D, STONE_L,
                    VERMILION, WOOD, WOOD_D, YELLOW, arc_waves, circle, coin_stack, ellipse,
                    goblet, heater, line, mirror, path, poly, rect, star, stroke, svg)

SQ = "0 0 100 100"
CARD = "0 0 100 140"


def wing():
    return [path("M18 70 C20 40 45 18 86 14 C80 26 74 30 66 32 C74 34 78 38 80 42 C70 46 62 46 56 46 "
                 "C62 50 64 54 64 58 C52 62 42 60 36 58 C32 66 26 72 18 70 Z", PAPER, 5),
            stroke("M30 58 C40 48 52 36 70 24", 3.5)]


def icons():
    out = {}
    out["icon-flying"] = wing()
    out["icon-receiver"] = [
        path("M10 44 A40 40 0 0 0 56 90 L10 90 Z", SKY, 5),
        circle(22, 78, 6, INK, 0)] + arc_waves(22, 78, (44, 60), -78, -12, 5) + [
        line(88, 12, 50, 50, 6),
        poly([(36, 64), (56, 60), (40, 44)], YELLOW, 4)]
    out["icon-channeller"] = [
        rect(44, 48, 12, 44, WOOD, 4.5, rx=3),
        star(50, 36, 20, 9, 6, PURPLE, 4.5),
        circle(50, 36, 30, "none", 4, ' stroke-dasharray="7 7"'),
        line(50, 2, 50, 8, 5), line(14, 36, 20, 36, 5), line(80, 36, 86, 36, 5)]
    out["icon-ranged"] = [
        stroke("M22 14 C62 18 84 40 86 80", 7, INK),
        stroke("M22 14 C62 18 84 40 86 80", 3.5, WOOD),
        line(24, 16, 84, 78, 2.5),
        line(14, 88, 70, 32, 5),
        poly([(78, 24), (62, 30), (72, 40)], PAPER, 4),
        poly([(14, 88), (12, 74), (20, 80)], VERMILION, 3),
        poly([(14, 88), (28, 90), (22, 82)], VERMILION, 3)]
    out["icon-area"] = [
        circle(50, 50, 42, "none", 4, ' stroke-dasharray="9 6"'),
        star(50, 50, 34, 16, 8, VERMILION, 5),
        circle(50, 50, 11, YELLOW, 4)]
    out["icon-vanity"] = [p.replace('stroke-width="3.2"', 'stroke-width="4"')
                          for p in mirror(50, 38, 3.2, GOLD, "#BFE6F7", 4.5)]
    out["icon-nectar"] = goblet(50, 92, 4.2, PURPLE, VERMILION, 4.5)
    out["icon-greed"] = coin_stack(14, 92, 5, 36, 9) + [
        circle(66, 42, 24, GOLD, 5), circle(66, 42, 14, "none", 3.5),
        line(66, 32, 66, 52, 4)]
    out["icon-immune"] = [
        poly([(50, 6), (88, 28), (88, 72), (50, 94), (12, 72), (12, 28)], SKY, 5),
        poly([(50, 20), (76, 35), (76, 65), (50, 80), (24, 65), (24, 35)], "none", 3.5),
        line(50, 28, 50, 72, 6), line(32, 40, 68, 60, 6), line(32, 60, 68, 40, 6)]
    out["icon-stone"] = [
        poly([(30, 10), (70, 10), (92, 40), (50, 92), (8, 40)], PURPLE, 5),
        poly([(8, 40), (92, 40)], "none", 3.5), line(30, 10, 38, 40, 3.5), line(70, 10, 62, 40, 3.5),
        line(38, 40, 50, 92, 3.5), line(62, 40, 50, 92, 3.5),
        poly([(36, 16), (46, 16), (40, 32)], "#FFFFFF", 0)]
    leaves = []
    for i in range(5):
        for side in (-1, 1):
            y = 78 - i * 13
            x = 50 + side * (30 - i * 1 + (i * i) * 0.6)
            leaves.append(ellipse(x, y, 6, 10, GREEN, 3.5,
                                  ' transform="rotate(%d %s %s)"' % (side * (40 - i * 8), x, y)))
    out["icon-victory"] = [stroke("M50 92 C22 86 14 60 24 24", 5),
                           stroke("M50 92 C78 86 86 60 76 24", 5)] + leaves + [
        star(50, 44, 20, 9, 5, YELLOW, 4.5)]
    out["icon-deck"] = [rect(34, 8, 50, 70, BLUE, 4.5, rx=6), rect(24, 16, 50, 70, BLUE, 4.5, rx=6),
                        rect(14, 24, 50, 70, PAPER, 4.5, rx=6),
                        poly([(39, 40), (51, 59), (39, 78), (27, 59)], ORANGE, 4)]
    out["icon-discard"] = [
        rect(10, 74, 80, 18, STONE, 4.5, rx=4),
        rect(38, 10, 34, 48, PAPER, 4.5, rx=5, extra=' transform="rotate(24 55 34)"'),
        stroke("M24 20 C18 36 20 50 28 62", 6),
        poly([(18, 56), (34, 58), (28, 72)], INK, 3),
        line(44, 26, 64, 46, 5), line(64, 26, 44, 46, 5)]
    out["icon-kind-guardian"] = [
        poly([(12, 80), (8, 26), (30, 50), (50, 16), (70, 50), (92, 26), (88, 80)], GOLD, 5),
        rect(12, 74, 76, 14, GOLD, 5, rx=3),
        circle(50, 16, 7, VERMILION, 4), circle(8, 26, 6, SKY, 4), circle(92, 26, 6, SKY, 4),
        circle(50, 60, 7, VERMILION, 4)]
    out["icon-kind-stronghold"] = [
        rect(22, 30, 56, 62, STONE_L, 5),
        rect(16, 12, 14, 18, STONE_L, 5), rect(43, 12, 14, 18, STONE_L, 5),
        rect(70, 12, 14, 18, STONE_L, 5), rect(16, 24, 68, 10, STONE_L, 5),
        path("M40 92 L40 66 A10 10 0 0 1 60 66 L60 92 Z", WOOD_D, 4.5),
        rect(46, 42, 8, 12, INK, 0, rx=3)]
    toes = [ellipse(50, 64, 22, 18, WOOD, 5)]
    for x, y, a in ((22, 36, -30), (40, 22, -10), (60, 22, 10), (78, 36, 30)):
        toes.append(ellipse(x, y, 8, 12, WOOD, 4.5, ' transform="rotate(%d %s %s)"' % (a, x, y)))
        toes.append(poly([(x - 3, y - 10), (x + (a / 10), y - 22), (x + 3, y - 10)], PAPER, 3))
    out["icon-kind-creature"] = toes
    out["icon-kind-shield"] = [
        circle(50, 50, 42, WOOD, 5), line(30, 12, 30, 88, 3.5), line(50, 8, 50, 92, 3.5),
        line(70, 12, 70, 88, 3.5), circle(50, 50, 42, "none", 8, ""),
        circle(50, 50, 42, "none", 3, ""), circle(50, 50, 13, STONE_L, 5)]
    out["icon-kind-standard"] = [
        line(80, 6, 80, 96, 7), rect(78, 4, 4, 4, GOLD, 3),
        poly([(80, 10), (98, 16), (88, 22), (98, 28), (80, 34)], VERMILION, 4),
        heater(42, 56, 58, 66, BLUE, 5),
        star(42, 50, 14, 6, 5, YELLOW, 3.5)]
    out["icon-kind-spell"] = [
        line(16, 88, 58, 46, 12), line(16, 88, 58, 46, 5, WOOD),
        star(66, 36, 28, 11, 5, YELLOW, 5),
        circle(22, 24, 5, SKY, 3), circle(88, 78, 5, SKY, 3), circle(40, 14, 3, SKY, 2.5)]
    out["icon-kind-corruption"] = [
        path("M50 6 C62 30 84 46 84 64 C84 84 68 94 50 94 C32 94 16 84 16 64 C16 46 38 30 50 6 Z",
             PURPLE, 5),
        stroke("M50 62 C56 62 58 70 52 74 C44 78 36 70 40 60 C44 48 62 48 66 62", 5)]
    out["icon-kind-terrain"] = [
        poly([(4, 88), (38, 22), (58, 58), (70, 40), (96, 88)], STONE, 5),
        poly([(30, 38), (38, 22), (46, 38), (42, 34), (38, 40), (34, 34)], PAPER, 3.5),
        rect(64, 66, 6, 22, WOOD_D, 3.5),
        poly([(67, 30), (82, 70), (52, 70)], GREEN, 4.5)]
    out["icon-kind-item"] = [
        poly([(78, 8), (92, 8), (92, 22), (42, 72), (28, 58)], STONE_L, 5),
        line(82, 18, 40, 60, 3),
        rect(18, 52, 34, 8, GOLD, 4.5, extra=' transform="rotate(45 35 56)"'),
        line(30, 70, 14, 86, 9), line(30, 70, 14, 86, 4, WOOD), circle(12, 88, 6, GOLD, 4)]
    bricks = []
    for row in range(4):
        y = 52 + row * 10
        off = 0 if row % 2 == 0 else 10
        for i in range(-1, 5):
            x = 8 + off + i * 20
            bricks.append((max(8, x), y, min(x + 20, 92) - max(8, x)))
    wall = [rect(x, y, w, 10, STONE_L, 3.5) for x, y, w in bricks if w > 0]
    out["icon-kind-reinforcement"] = wall + [
        poly([(50, 4), (76, 30), (60, 30), (60, 46), (40, 46), (40, 30), (24, 30)], GREEN, 5)]
    out["icon-kind-weakening"] = wall + [
        stroke("M46 52 L54 64 L44 74 L56 84 L50 92", 5),
        poly([(50, 48), (76, 22), (60, 22), (60, 6), (40, 6), (40, 22), (24, 22)], VERMILION, 5)]
    return out


def back(double):
    """A card back: navy field, an orange rim (two rims for storage), a medallion with the
    emblem of its place: an enclosure's gate for the pen, a locked chest for storage."""
    out = [rect(2, 2, 96, 136, "#1F2A44", 3, rx=8)]
    out += [rect(7, 7, 86, 126, "none", 5 if not double else 3.5, rx=6,
                 extra=' stroke="%s"' % ORANGE)]
    if double:
        out += [rect(13, 13, 74, 114, "none", 3.5, rx=5, extra=' stroke="%s"' % ORANGE)]
    out = [o.replace('stroke="#1a1a2e" stroke-width', 'stroke-width') if 'fill="none"' in o
           else o for o in out]
    # a lattice of small diamonds: the same on both backs
    for y in range(24, 125, 16):
        for x in range(24, 80, 16):
            if not (30 <= y <= 110 and 22 <= x <= 78):
                out.append(poly([(x, y - 3), (x + 3, y), (x, y + 3), (x - 3, y)], "#33426A", 0))
    out.append(circle(50, 70, 30, "#2C3B60", 3))
    out.append(circle(50, 70, 30, "none", 2.5, ' stroke="%s"' % ORANGE)
               .replace('stroke="#1a1a2e" stroke-width="2.5"', 'stroke-width="2.5"'))
    if double:  # storage: a chest with a lock
        out += [rect(30, 64, 40, 22, WOOD, 2.5, rx=2),
                path("M30 64 L30 58 C30 50 70 50 70 58 L70 64 Z", WOOD, 2.5),
                rect(30, 62, 40, 4, GOLD, 1.6), rect(45, 66, 10, 12, GOLD, 2, rx=1.5),
                circle(50, 71, 1.8, INK, 0), line(50, 71, 50, 75, 1.6)]
    else:      # pen: a gate of pales between two posts
        out += [rect(28, 52, 7, 36, WOOD, 2.5), rect(65, 52, 7, 36, WOOD, 2.5)]
        for x in (38, 44.5, 51, 57.5):
            out.append(path("M%s 86 L%s 62 L%s 58 L%s 62 L%s 86 Z" % (x, x, x + 2.5, x + 5, x + 5),
                            "#D8B27A", 2))
        out += [line(35, 66, 65, 66, 2.5), line(35, 80, 65, 80, 2.5),
                circle(31.5, 50, 4, ORANGE, 2), circle(68.5, 50, 4, ORANGE, 2)]
    return out


def ruin():
    """A stronghold turned over: broken walls and a fallen tower under a grey sky, card-sized."""
    from tools.ga_svg import lin
    out = [rect(2, 2, 96, 136, "#3E4250", 3, rx=8), lin("rs", [(0, "#6C7386"), (1, "#B7B2A8")],
                                                          0, 8, 0, 100),
           rect(8, 8, 84, 92, "url(#rs)", 2, rx=4),
           path("M8 84 C30 80 60 86 92 80 L92 100 L8 100 Z", "#7C8A5A", 2),
           path("M14 88 L14 52 L20 48 L22 56 L28 50 L30 60 L34 88 Z", STONE, 2),
           path("M60 88 L60 40 L66 34 L68 44 L74 38 L78 50 L80 88 Z", STONE, 2),
           path("M34 88 L34 70 L40 66 L44 74 L50 68 L56 76 L60 74 L60 88 Z", STONE_D, 2),
           rect(40, 88, 10, 6, STONE_L, 1.6), rect(50, 90, 8, 5, STONE_L, 1.6),
           rect(24, 90, 7, 5, STONE_L, 1.6, extra=' transform="rotate(20 27 92)"'),
           path("M66 60 L70 60 L70 70 L66 70 Z", INK, 0),
           stroke("M62 46 L66 54 L63 60", 1.4), stroke("M20 60 L24 68 L21 74", 1.4),
           line(74, 34, 84, 14, 1.6), poly([(84, 14), (80, 22), (88, 20)], "#8A8F9E", 1.2),
           rect(8, 104, 84, 28, "#2A2E3A", 2, rx=4)]
    for x in (22, 40, 58, 76):
        out.append(poly([(x - 6, 126), (x - 3, 112), (x + 3, 110), (x + 6, 126)], STONE_D, 1.6))
    return out


def write_all(write):
    for name, body in icons().items():
        write(name, svg(body, SQ, "guardians-arena/%s." % name))
    write("back-pen", svg(back(False), CARD, "guardians-arena/back-pen: the back of a card that "
                          "goes to the pen: one orange rim, a gate."))
    write("back-storage", svg(back(True), CARD, "guardians-arena/back-storage: the back of a card "
                              "that goes to storage: two orange rims, a locked chest."))
    write("ruin", svg(ruin(), CARD, "guardians-arena/ruin: a stronghold turned over as a ruin."))
