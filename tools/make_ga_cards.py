"""Guardians Arena's card pictures (viewBox 0 0 100 75, a little opaque scene each): the four
Guardians, the twelve strongholds (three per deck, of one family), the shields and the
standard-bearer shields. Spells, corruptions, terrains, items, reinforcements and weakenings are
in make_ga_cards2.py. Run by tools/make_ga_pictures.py. A tool module: never imported by the app.
"""
from tools.ga_svg import (BLUE, GOLD, GREEN, INK, ORANGE, PAPER, PURPLE, SKIN, SKY, STONE, STONE_D,
                    STONE_L, VERMILION, WOOD, WOOD_D, YELLOW, bust, circle, cloud, ellipse, face,
                    ground, heater, line, path, pennant, poly, rect, sky, sparkle, stroke,
                    svg, tower)

from tools import make_ga_cards2

# ------------------------------------------------------------------------------------ Guardians


def ysolde():
    out = sky("#7FC8F0", "#E6F5FC")
    out += [cloud(16, 60, 1.6), cloud(84, 18, 1.3)]
    out += [stroke("M4 20 C20 14 28 26 44 18", 1.6, PAPER), stroke("M60 62 C74 54 84 66 98 58",
                                                                    1.6, PAPER)]
    out.append(path("M40 22 C46 10 62 10 66 20 C76 24 90 20 98 30 C88 32 84 30 78 34 C86 38 92 44 "
                    "96 50 C84 50 74 44 66 42 Z", "#F4E08A", 1.8))
    out += bust(50, SKIN, SKY, base=75, head_y=30)
    out.append(path("M38 28 C38 18 46 14 52 15 C60 16 64 22 62 30 C56 24 46 22 38 28 Z",
                    "#F4E08A", 1.6))
    out += [path("M40 20 C46 16 56 16 62 20", "none", 1.6),
            poly([(60, 19), (70, 6), (66, 20)], PAPER, 1.3), line(61, 18, 68, 9, 0.8)]
    out += face(50, 31)
    out += [path("M36 58 C44 62 56 62 64 58", "none", 1.4), circle(50, 60, 2.5, GOLD, 1.2)]
    return out


def granit():
    out = sky("#5E5A66", "#A79F94")
    for x in (6, 86):
        out += [rect(x, 6, 8, 69, STONE, 1.6), rect(x - 2, 4, 12, 5, STONE_L, 1.4)]
    out.append(rect(24, 8, 52, 6, STONE_D, 1.2))
    out += bust(50, SKIN, "#3E5C8A", head_y=28)
    out.append(path("M24 75 C24 60 34 54 50 54 C66 54 76 60 76 75 Z", "#3E5C8A", 1.8))
    out.append(path("M30 60 C36 52 64 52 70 60 C66 64 58 62 50 64 C42 62 34 64 30 60 Z",
                    PAPER, 1.6))
    out.append(path("M39 32 C38 44 42 56 50 62 C58 56 62 44 61 32 C58 38 54 40 50 40 C46 40 42 "
                    "38 39 32 Z", "#C9C4BD", 1.6))
    out.append(path("M44 38 C46 36 54 36 56 38 C54 40 46 40 44 38 Z", "#C9C4BD", 1.2))
    out += [circle(45.5, 29, 1.2, INK, 0), circle(54.5, 29, 1.2, INK, 0),
            line(42, 25, 48, 26, 1.6), line(52, 26, 58, 25, 1.6)]
    out.append(path("M38 20 L38 12 L42 16 L46 9 L50 15 L54 9 L58 16 L62 12 L62 20 Z", STONE_L,
                    1.6))
    out += [circle(50, 17, 1.6, VERMILION, 1), circle(43, 17.5, 1.2, SKY, 0.9),
            circle(57, 17.5, 1.2, SKY, 0.9)]
    return out


def morrow():
    out = sky("#2A1D45", "#6A4F8C")
    out += [circle(80, 16, 10, "#F3EBC8", 1.6), circle(85, 13, 9, "#2D2049", 0)]
    for x, y in ((12, 10), (24, 22), (70, 40), (92, 34), (8, 40)):
        out.append(sparkle(x, y, 2.2, "#F3EBC8", 0.8))
    out.append(path("M24 75 C22 50 32 18 50 14 C68 18 78 50 76 75 Z", "#4B2F6B", 1.8))
    out += bust(50, "#EADFD2", "#5E3C86", head_y=32, r=10)
    out.append(path("M36 44 C34 28 40 18 50 18 C60 18 66 28 64 44 C62 32 58 26 50 26 C42 26 38 "
                    "32 36 44 Z", "#4B2F6B", 1.6))
    out.append(path("M41 27 C44 24 56 24 59 27 C56 26 44 26 41 27 Z", PAPER, 1.2))
    out += face(50, 33, 0.9, smile=True, closed=True)
    out.append(path("M46 52 L50 60 L54 52 Z", "#F3EBC8", 1.2))
    out.append(circle(50, 62, 2.4, PURPLE, 1.2))
    return out


def tamsin():
    out = sky("#A9D98B", "#F0F7D4")
    for x, h in ((8, 40), (22, 30), (80, 36), (93, 44)):
        out += [rect(x - 1.5, 75 - h * 0.4, 3, h * 0.4, WOOD_D, 1.2),
                poly([(x, 75 - h), (x + 9, 75 - h * 0.38), (x - 9, 75 - h * 0.38)], GREEN, 1.4)]
    out += [line(74, 75, 70, 14, 3.4), line(74, 75, 70, 14, 1.6, WOOD),
            ellipse(66, 14, 4, 2, GREEN, 1.1), ellipse(74, 12, 4, 2, GREEN, 1.1)]
    out.append(path("M36 44 C32 30 38 16 50 16 C62 16 68 30 64 44 Z", "#A0522D", 1.6))
    out += bust(50, "#D9A27A", GREEN, head_y=30)
    out.append(path("M38 28 C40 18 60 18 62 28 C56 24 44 24 38 28 Z", "#A0522D", 1.6))
    for x, y, a in ((40, 20, -30), (50, 16, 0), (60, 20, 30)):
        out.append(ellipse(x, y, 2.2, 4, "#6FBF4A", 1.1, ' transform="rotate(%d %s %s)"' % (a, x, y)))
    out += face(50, 31)
    out += [path("M32 62 C40 58 60 58 68 62", "none", 1.4), ellipse(50, 60, 3, 2, "#6FBF4A", 1.2)]
    return out

# --------------------------------------------------------------------------------- Strongholds


GALE_SKY = ("#8ED0F2", "#EAF7FD")
BASTION_SKY = ("#7B7683", "#C9C0B2")
COVEN_SKY = ("#2B1E44", "#705292")
WILDS_SKY = ("#BFE6F5", "#F3F9DC")
WHITE_STONE = "#E6EBEF"


def eyrie_spire():
    out = sky(*GALE_SKY) + [cloud(18, 56, 1.5), cloud(84, 50, 1.2)]
    out.append(poly([(26, 75), (36, 46), (44, 40), (56, 42), (66, 50), (76, 75)], STONE, 1.8))
    out += tower(44, 44, 12, 30, WHITE_STONE, roof="cone", roof_fill=BLUE, windows=3)
    out += pennant(50, 1.5, ORANGE)[1:]
    out += [stroke("M14 18 q3 -3 6 0 q3 -3 6 0", 1.4), stroke("M74 24 q2.5 -2.5 5 0 q2.5 -2.5 5 0",
                                                              1.4)]
    return out


def cloud_bridge():
    out = sky(*GALE_SKY)
    out += [cloud(20, 62, 2.4), cloud(82, 60, 2.2)]
    out.append(path("M14 50 C36 34 64 34 88 50 L88 55 C64 40 36 40 14 55 Z", WHITE_STONE, 1.6))
    out += [line(24 + 7 * i, 44 - (i in (2, 3, 4, 5)) * 3, 24 + 7 * i, 49 - (i in (2, 3, 4, 5)) * 3,
                 1.0) for i in range(9)]
    out += tower(8, 56, 14, 22, WHITE_STONE, roof="crenel", windows=1, door=True)
    out += pennant(15, 31, ORANGE)
    out += tower(82, 54, 10, 14, WHITE_STONE, roof="cone", roof_fill=BLUE, windows=0)
    return out


def wind_tower():
    out = sky(*GALE_SKY) + [cloud(16, 20, 1.1)]
    out.append(ground(66, "#9BCB7A"))
    out += tower(38, 68, 24, 42, WHITE_STONE, roof="cone", roof_fill=BLUE, windows=3, door=True)
    out += [line(50, 13, 50, 3, 1.4), line(42, 7, 58, 7, 1.4), line(50, 3, 50, 11, 1.4),
            poly([(58, 7), (55, 5), (55, 9)], ORANGE, 1), poly([(42, 7), (45, 5), (45, 9)],
                                                                ORANGE, 1)]
    for y, x0, x1 in ((22, 4, 30), (40, 70, 96), (54, 6, 30), (30, 72, 94)):
        out.append(stroke("M%d %d C%d %d %d %d %d %d" % (x0, y, (x0 + x1) / 2, y - 6, (x0 + x1) / 2,
                                                         y + 6, x1, y), 1.8, PAPER))
    return out


def deep_hall():
    out = sky(*BASTION_SKY)
    out.append(poly([(0, 75), (0, 30), (18, 14), (36, 22), (54, 6), (74, 20), (100, 12),
                     (100, 75)], "#8A8178", 1.8))
    out.append(rect(20, 30, 60, 45, STONE_L, 1.8))
    out.append(poly([(16, 30), (50, 14), (84, 30)], STONE, 1.8))
    for x in (22, 34, 62, 74):
        out.append(rect(x, 34, 5, 36, STONE, 1.4))
    out.append(path("M40 75 L40 48 A10 10 0 0 1 60 48 L60 75 Z", "#3A2A1E", 1.8))
    out += [line(50, 38, 50, 75, 1.2), circle(46, 60, 1.2, GOLD, 0.8), circle(54, 60, 1.2, GOLD, 0.8)]
    out += [rect(16, 70, 68, 5, STONE_D, 1.4)]
    return out


def granite_gate():
    out = sky(*BASTION_SKY)
    out.append(ground(68, "#8C9A6A"))
    out += tower(6, 72, 26, 50, STONE_L, roof="crenel", windows=3)
    out += tower(68, 72, 26, 50, STONE_L, roof="crenel", windows=3)
    out.append(rect(30, 34, 40, 38, STONE, 1.8))
    out += [rect(30 + i * 6.4, 27, 4, 7, STONE, 1.2) for i in range(7)]
    out.append(path("M36 72 L36 50 A14 14 0 0 1 64 50 L64 72 Z", "#2E2620", 1.8))
    for x in (40, 45, 50, 55, 60):
        out.append(line(x, 44 if x in (45, 50, 55) else 48, x, 72, 1.3, STONE_L))
    for y in (52, 60, 68):
        out.append(line(37, y, 63, y, 1.3, STONE_L))
    return out


def anvil_keep():
    out = sky(*BASTION_SKY)
    out.append(ground(66, "#8C9A6A"))
    out.append(path("M34 70 L38 50 L22 46 L18 30 L82 30 L78 46 L62 50 L66 70 Z", STONE_L, 1.8))
    out += [rect(16 + i * 10, 23, 6, 7, STONE_L, 1.3) for i in range(7)]
    out.append(path("M46 70 L46 60 A4 4 0 0 1 54 60 L54 70 Z", WOOD_D, 1.4))
    out += [rect(27, 35, 4, 6, INK, 0), rect(48, 35, 4, 6, INK, 0), rect(69, 35, 4, 6, INK, 0)]
    for x, y in ((12, 16), (88, 14), (30, 12), (74, 10)):
        out.append(sparkle(x, y, 3, ORANGE, 0.9))
    return out


def moon_tower():
    out = sky(*COVEN_SKY) + [circle(56, 26, 20, "#F3EBC8", 1.6)]
    for x, y in ((10, 12), (20, 40), (88, 50), (92, 14)):
        out.append(sparkle(x, y, 2, "#F3EBC8", 0.7))
    out.append(ground(68, "#3D2F55"))
    out += tower(40, 70, 14, 44, "#9C93AE", roof="cone", roof_fill=PURPLE, windows=3, door=True)
    out += [rect(24, 56, 16, 14, "#9C93AE", 1.4), rect(54, 56, 14, 14, "#9C93AE", 1.4)]
    out += [rect(26 + i * 5, 53, 3, 3, "#9C93AE", 1) for i in range(3)]
    return out


def bone_orchard():
    out = sky(*COVEN_SKY) + [circle(84, 14, 7, "#F3EBC8", 1.4)]
    out.append(ground(62, "#3D2F55"))
    for x, s in ((14, 1.0), (36, 0.8), (86, 0.9)):
        out.append(stroke("M%d 66 C%d 54 %d 48 %d 36 M%d 48 C%d 44 %d 42 %d 38 M%d 46 C%d 42 %d 40 "
                          "%d 34" % (x, x - 2, x + 2, x, x, x - 4, x - 8, x - 10, x + 1, x + 5,
                                     x + 8, x + 10), 3.4))
        out.append(stroke("M%d 66 C%d 54 %d 48 %d 36 M%d 48 C%d 44 %d 42 %d 38 M%d 46 C%d 42 %d 40 "
                          "%d 34" % (x, x - 2, x + 2, x, x, x - 4, x - 8, x - 10, x + 1, x + 5,
                                     x + 8, x + 10), 1.6, "#EFE8DA"))
    out += tower(50, 64, 20, 30, "#9C93AE", roof="crenel", windows=2, door=True)
    for x in range(4, 100, 8):
        out += [line(x, 75, x, 66, 2.6), line(x, 75, x, 66, 1.2, "#EFE8DA"),
                circle(x, 65, 1.4, "#EFE8DA", 0.8)]
    return out


def hollow_crypt():
    out = sky(*COVEN_SKY)
    for x, y in ((12, 10), (40, 8), (88, 20)):
        out.append(sparkle(x, y, 2, "#F3EBC8", 0.7))
    out.append(path("M6 75 C10 40 90 40 94 75 Z", "#54456E", 1.8))
    out.append(rect(34, 44, 32, 31, "#9C93AE", 1.6))
    out.append(poly([(30, 44), (50, 30), (70, 44)], "#9C93AE", 1.6))
    out.append(path("M42 75 L42 58 A8 8 0 0 1 58 58 L58 75 Z", "#140F20", 1.6))
    out += [line(50, 33, 50, 42, 1.4), line(46, 37, 54, 37, 1.4)]
    for x in (14, 82):
        out.append(path("M%d 75 L%d 64 A4 4 0 0 1 %d 64 L%d 75 Z" % (x, x, x + 8, x + 8),
                        "#9C93AE", 1.4))
    return out


def heart_tree():
    out = sky(*WILDS_SKY)
    out.append(ground(66, "#7DBA55"))
    out.append(path("M50 64 C20 50 10 28 26 16 C36 8 46 12 50 20 C54 12 64 8 74 16 C90 28 80 50 "
                    "50 64 Z", "#3E9B4F", 1.8))
    out.append(path("M42 72 C44 60 44 50 40 40 L60 40 C56 50 56 60 58 72 Z", WOOD, 1.8))
    out.append(path("M46 72 L46 62 A4 4 0 0 1 54 62 L54 72 Z", WOOD_D, 1.4))
    out += [circle(50, 50, 2.5, YELLOW, 1.1), circle(32, 28, 2.4, VERMILION, 1),
            circle(66, 24, 2.4, VERMILION, 1), circle(58, 40, 2.2, VERMILION, 1)]
    out += [stroke("M40 72 C34 72 30 74 26 75", 1.6), stroke("M58 72 C66 72 70 74 74 75", 1.6)]
    return out


def fern_hollow():
    out = sky(*WILDS_SKY)
    out.append(path("M0 40 C30 54 70 54 100 40 L100 75 L0 75 Z", "#6FAE4A", 1.8))
    for x in range(30, 74, 5):
        out.append(path("M%d 58 L%d 44 L%d 40 L%d 44 L%d 58 Z" % (x, x, x + 2, x + 4, x + 4), WOOD,
                        1.2))
    out.append(path("M42 58 L42 50 A5 5 0 0 1 52 50 L52 58 Z", WOOD_D, 1.3))
    for x, s in ((10, 1), (86, 1.1), (20, 0.8), (76, 0.8), (50, 0.9)):
        base = 75 if s >= 1 else 70
        for a in (-40, -15, 15, 40):
            out.append(path("M%d %d q%d %d %d %d" % (x, base, a / 3, -14 * s, a / 2, -20 * s),
                            "none", 2.6 * s, ' stroke="#2E7D32"').replace('stroke="#1a1a2e" ', ''))
    return out


def stone_circle():
    out = sky(*WILDS_SKY)
    out.append(path("M0 60 C30 44 70 44 100 60 L100 75 L0 75 Z", "#7DBA55", 1.8))
    stones = ((12, 62, 8, 18), (28, 52, 8, 22), (62, 52, 8, 22), (80, 62, 8, 18), (45, 54, 9, 14))
    for x, y, w, h in stones:
        out.append(path("M%d %d L%d %d C%d %d %d %d %d %d L%d %d Z" % (
            x, y + h, x + 0.5, y + 2, x + 1, y - 1, x + w - 1, y - 1, x + w - 0.5, y + 2, x + w,
            y + h), STONE, 1.6))
    out.append(rect(26, 47, 46, 6, STONE_L, 1.6))
    out.append(circle(84, 14, 7, YELLOW, 1.4))
    return out

# -------------------------------------------------------------------------- Shields, standards


def oak_shield():
    out = sky("#C8E6A0", "#7DB860") + [ground(64, "#5C9A3E")]
    out += [circle(50, 38, 28, WOOD, 2)]
    for x in (36, 43, 50, 57, 64):
        out.append(line(x, 11 + abs(x - 50) * 0.2, x, 65 - abs(x - 50) * 0.2, 1.2))
    out += [circle(50, 38, 28, "none", 4.2), circle(50, 38, 28, "none", 2.2, ' stroke="%s"' % STONE)
            .replace('stroke="#1a1a2e" stroke-width="2.2"', 'stroke-width="2.2"'),
            circle(50, 38, 8, STONE_L, 1.8), circle(48, 36, 2, "#FFFFFF", 0)]
    out += [ellipse(16, 20, 5, 3, "#6FBF4A", 1.1), ellipse(88, 58, 5, 3, "#6FBF4A", 1.1)]
    return out


def mirror_buckler():
    out = sky("#3E5C8A", "#8FB6DA")
    out += [circle(50, 38, 27, "#C9D3DD", 2), circle(50, 38, 21, "#E8F1F8", 1.6)]
    out.append(path("M36 28 C40 20 48 17 54 18 L44 40 Z", "#FFFFFF", 0))
    out += [rect(44, 50, 12, 14, PAPER, 1.3, rx=1.5), poly([(50, 53), (53, 57), (50, 61), (47, 57)],
                                                           ORANGE, 1)]
    for x, y in ((16, 14), (84, 20), (80, 62), (18, 60)):
        out.append(sparkle(x, y, 4, YELLOW, 1))
    return out


def iron_pavise():
    out = sky("#6B6F7E", "#A9AEB8") + [ground(68, "#6E7A58")]
    out.append(path("M30 8 L70 8 L72 66 L50 70 L28 66 Z", "#8E98A6", 2))
    out.append(path("M36 14 L64 14 L65 60 L50 63 L35 60 Z", "none", 1.3))
    for x, y in ((33, 11), (67, 11), (31, 62), (69, 62), (50, 66)):
        out.append(circle(x, y, 1.4, STONE_L, 0.9))
    out += [rect(46, 28, 8, 12, INK, 0, rx=2)]
    for i in range(5):
        out.append(ellipse(78 + (i % 2) * 2, 20 + i * 7, 2.6, 3.8, "#C9CFD8", 1.3))
    out += [path("M74 54 A6 6 0 0 1 88 54 L88 62 L74 62 Z", "#C9CFD8", 1.5),
            circle(81, 58, 1.3, INK, 0)]
    return out


def thorn_targe():
    out = sky("#E7D9B9", "#B79D70")
    out += [circle(50, 38, 26, "#7A5230", 2), circle(50, 38, 18, "#8C6239", 1.4),
            circle(50, 38, 6, STONE_L, 1.6)]
    out.append(stroke("M26 26 C38 6 66 8 76 28 C84 44 72 66 50 66 C30 66 18 50 24 34", 3.2, "#2E5E2A"))
    for x, y, a in ((30, 18, -40), (50, 10, 0), (70, 18, 40), (77, 38, 90), (68, 60, 140),
                    (46, 66, 180), (26, 56, 220), (22, 36, 270)):
        out.append(poly([(x - 2, y), (x, y - 5), (x + 2, y)], "#9BC45A", 1,
                        ).replace("/>", ' transform="rotate(%d %d %d)"/>' % (a, x, y)))
    out += [ellipse(14, 62, 5, 3, "#6FBF4A", 1.1), circle(86, 12, 3, VERMILION, 1.1)]
    return out


def _standard(bg, shield_fill, flag_fill, emblem, swallow=True):
    out = list(bg)
    out += [line(74, 72, 74, 4, 4), line(74, 72, 74, 4, 2, WOOD), circle(74, 4, 2, GOLD, 1.2)]
    if swallow:
        out.append(path("M75 7 C84 5 92 9 98 7 L92 15 L98 23 C92 25 84 21 75 23 Z", flag_fill, 1.6))
    else:
        out.append(path("M75 7 C82 4 90 10 98 12 C90 14 82 20 75 22 Z", flag_fill, 1.6))
    out.append(heater(44, 40, 44, 56, shield_fill, 2))
    out += emblem
    return out


def dawn_banner():
    bg = sky("#F6C27A", "#FCEBCB") + [circle(24, 74, 20, YELLOW, 1.6), ground(70, "#8CB860")]
    emblem = [circle(44, 40, 8, ORANGE, 1.5)]
    for i in range(8):
        a = i * 45
        emblem.append(line(44, 40, 44, 26, 1.6).replace(
            "/>", ' transform="rotate(%d 44 40)"/>' % a))
    emblem.append(circle(44, 40, 8, ORANGE, 1.5))
    emblem.append(circle(84, 15, 3, YELLOW, 1))
    return _standard(bg, PAPER, VERMILION, emblem)


def gale_pennant():
    bg = sky(*GALE_SKY) + [cloud(16, 62, 1.4)]
    emblem = [path("M34 54 C34 40 42 28 56 24 C54 34 50 40 44 44 C50 42 54 44 56 46 C48 52 40 54 34 "
                   "54 Z", PAPER, 1.5), stroke("M36 52 C42 44 48 36 54 28", 1.2)]
    out = _standard(bg, SKY, ORANGE, emblem, swallow=False)
    out.append(path("M75 7 C82 4 90 10 98 12", "none", 1.2))
    return out


def oath_standard():
    bg = sky(*BASTION_SKY) + [poly([(0, 75), (16, 40), (30, 58), (46, 30), (62, 75)], "#8A8178", 1.6)]
    emblem = [poly([(28, 52), (38, 32), (44, 42), (50, 30), (60, 52)], STONE_L, 1.5),
              poly([(36, 36), (38, 32), (40, 36)], PAPER, 0), rect(32, 52, 24, 3, STONE, 1.2)]
    return _standard(bg, "#8E98A6", BLUE, emblem)


CARDS = {
    "ysolde": (ysolde, "Ysolde of the Thousand Winds: a Guardian, her golden hair blown by the wind"),
    "granit": (granit, "King Granit of the Deep Halls: a grey-bearded king with a stone crown"),
    "morrow": (morrow, "Mother Morrow of the Pale Coven: a hooded pale elder under the moon"),
    "tamsin": (tamsin, "Tamsin Rootwalker: a young warden with leaves in her hair and a staff"),
    "eyrie_spire": (eyrie_spire, "Eyrie Spire: a slender white tower on a crag, birds around"),
    "cloud_bridge": (cloud_bridge, "Cloud Bridge: an arched bridge from cloud to cloud"),
    "wind_tower": (wind_tower, "Tower of the Four Winds: a tower with a weathervane, wind about it"),
    "deep_hall": (deep_hall, "The Deep Hall: a great pillared door cut in the mountain"),
    "granite_gate": (granite_gate, "Granite Gate: a portcullis between two blocky towers"),
    "anvil_keep": (anvil_keep, "Anvil Keep: a keep shaped like an anvil, sparks flying"),
    "moon_tower": (moon_tower, "Moonlit Tower: a purple-roofed tower before a full moon"),
    "bone_orchard": (bone_orchard, "Bone Orchard: pale twisted trees and a bone fence by a keep"),
    "hollow_crypt": (hollow_crypt, "Hollow Crypt: a crypt's dark door in a mound, gravestones"),
    "heart_tree": (heart_tree, "The Heart Tree: a heart-shaped tree with a door in its trunk"),
    "fern_hollow": (fern_hollow, "Fern Hollow: a wooden palisade in a hollow among ferns"),
    "stone_circle": (stone_circle, "Standing Stones: a ring of stones with a lintel on a hill"),
    "oak_shield": (oak_shield, "Oak Shield: a round shield of oak planks with an iron rim"),
    "mirror_buckler": (mirror_buckler, "Mirror Buckler: a polished buckler showing a card"),
    "iron_pavise": (iron_pavise, "Iron Pavise: a tall iron shield with a chain and a shackle"),
    "thorn_targe": (thorn_targe, "Thorn Targe: a round targe wrapped in a thorny bramble"),
    "dawn_banner": (dawn_banner, "Banner of the Dawn: a white shield with a sun, a red banner"),
    "gale_pennant": (gale_pennant, "Gale Pennant: a sky shield with a feather, an orange pennant"),
    "oath_standard": (oath_standard, "Standard of the Mountain Oath: a mountain on a grey shield"),
}


def write_all(write):
    for cid, (draw, note) in dict(CARDS, **make_ga_cards2.CARDS).items():
        write("cards/" + cid, svg(draw(), note="guardians-arena/cards/%s: %s." % (cid, note)))
