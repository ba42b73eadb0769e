"""Guardians Arena's card pictures, second part: spells, corruptions, terrains, items,
reinforcements and weakenings (viewBox 0 0 100 75, each an opaque little scene). A tool module,
used by tools/make_ga_cards.py: never imported by the app.
"""
from tools.ga_svg import (BLUE, GOLD, GREEN, INK, ORANGE, PAPER, PURPLE, SKY, STONE, STONE_D, STONE_L,
                    VERMILION, WOOD, WOOD_D, YELLOW, circle, cloud, coin, coin_stack, ellipse,
                    flame, goblet, ground, line, path, poly, rect, sky, sparkle, star,
                    stroke)

NIGHT = ("#2B1E44", "#705292")
GEM = "#CC79A7"


def rot(shape, a, x, y):
    return shape.replace("/>", ' transform="rotate(%s %s %s)"/>' % (a, x, y), 1)

# ------------------------------------------------------------------------------------- spells


def fire_rain():
    out = sky("#5A1E1E", "#E69F00") + [ground(64, "#6B4A2A")]
    out += [cloud(24, 14, 2.2, "#4A3A3A"), cloud(70, 12, 2.6, "#4A3A3A")]
    for x, y in ((16, 34), (34, 46), (52, 30), (70, 44), (86, 32), (44, 58), (62, 60)):
        out += [rot(flame(x, y, 0.9)[0], 200, x, y - 4), rot(flame(x, y, 0.9)[1], 200, x, y - 4)]
    out += flame(20, 72, 1.1) + flame(80, 72, 1.0)
    return out


def cinder_storm():
    out = sky("#3A2230", "#A0522D") + [ground(66, "#4A3326")]
    out.append(path("M30 8 C70 4 84 14 70 20 C56 26 38 22 40 32 C42 40 64 38 60 46 C56 54 46 52 "
                    "48 60 C50 66 52 68 50 72", "none", 5, ' stroke="#D55E00"')
               .replace('stroke="#1a1a2e" stroke-width="5"', 'stroke-width="5"'))
    out.append(stroke("M30 8 C70 4 84 14 70 20 C56 26 38 22 40 32 C42 40 64 38 60 46 C56 54 46 52 "
                      "48 60 C50 66 52 68 50 72", 1.4))
    for x, y in ((20, 20), (84, 28), (26, 44), (76, 52), (14, 60), (88, 10), (36, 56), (66, 30)):
        out.append(star(x, y, 3, 1.3, 4, YELLOW, 0.9))
    return out


def war_hymn():
    out = sky("#F6D58C", "#FCF3DC") + [ground(66, "#8CB860")]
    out.append(path("M14 52 C24 56 40 50 52 38 L60 30 L66 44 L58 46 C46 58 28 66 14 60 Z", GOLD, 1.8))
    out.append(ellipse(63, 37, 5, 8, "#E2B020", 1.6).replace("/>", ' transform="rotate(-30 63 37)"/>'))
    for x, y in ((74, 20), (84, 34), (78, 50)):
        out += [ellipse(x, y + 6, 3, 2.2, INK, 0), line(x + 2.6, y + 6, x + 2.6, y - 4, 1.4),
                path("M%s %s q4 1 4 5" % (x + 2.6, y - 4), "none", 1.4)]
    out += [line(30, 8, 30, 38, 3.4), line(30, 8, 30, 36, 1.6, STONE_L), rect(24, 36, 12, 3, GOLD, 1.2),
            line(30, 39, 30, 46, 2.4, WOOD)]
    return out


def wither():
    out = sky("#5B4E6E", "#A99BB8") + [ground(64, "#6E6254")]
    out.append(stroke("M44 68 C42 50 46 30 58 20 C68 14 74 22 72 32", 4.4))
    out.append(stroke("M44 68 C42 50 46 30 58 20 C68 14 74 22 72 32", 2.2, "#8A8A3A"))
    for a in (-40, -10, 20, 50):
        out.append(rot(ellipse(72, 42, 4, 8, "#B59AB8", 1.5), a, 72, 34))
    out.append(circle(72, 34, 4, "#8A6A3A", 1.5))
    out += [path("M44 56 C34 50 26 54 22 62 C32 64 40 62 44 56 Z", "#9C8A5A", 1.6),
            path("M45 44 C54 40 60 44 62 50 C54 52 48 50 45 44 Z", "#9C8A5A", 1.6)]
    for x, y, a in ((20, 70, 30), (62, 70, -20), (80, 68, 60)):
        out.append(rot(ellipse(x, y, 3.4, 1.8, "#B59AB8", 1.1), a, x, y))
    out.append(path("M0 50 C20 44 40 54 60 48 C76 42 90 50 100 46 L100 54 C80 58 60 52 40 58 C20 "
                    "62 10 54 0 58 Z", "#CC79A7", 0, ' fill-opacity="0.35"'))
    return out


def moon_lure():
    out = sky(*NIGHT) + [circle(76, 16, 10, "#F3EBC8", 1.6), circle(81, 13, 9, "#3A2A58", 0)]
    out.append(path("M68 24 C60 40 40 50 34 66 L50 66 C52 52 64 38 70 26 Z", "#F3EBC8", 0,
                    ' fill-opacity="0.55"'))
    out.append(ground(62, "#3D2F55"))
    out += [rect(16, 50, 5, 20, WOOD, 1.4), rect(44, 50, 5, 20, WOOD, 1.4)]
    for x in (23, 29, 35):
        out.append(path("M%d 68 L%d 54 L%d 51 L%d 54 L%d 68 Z" % (x, x, x + 2, x + 4, x + 4),
                        "#D8B27A", 1.2))
    out += [line(21, 57, 44, 57, 1.2), line(21, 65, 44, 65, 1.2)]
    for x, y in ((58, 48), (52, 56), (64, 40)):
        out.append(sparkle(x, y, 2.4, "#F3EBC8", 0.8))
    return out


def shatter():
    out = sky("#3E5C8A", "#9DC3E6")
    out += [star(50, 38, 26, 12, 10, YELLOW, 1.6)]
    out += [poly([(20, 66), (34, 52), (38, 56), (24, 70)], STONE_L, 1.6),
            rect(14, 64, 12, 4, GOLD, 1.4, extra=' transform="rotate(-45 20 66)"'),
            poly([(40, 46), (48, 40), (50, 44), (44, 50)], STONE_L, 1.4),
            poly([(56, 34), (64, 28), (62, 36)], STONE_L, 1.4),
            poly([(68, 22), (78, 14), (80, 18), (72, 26)], STONE_L, 1.4),
            poly([(58, 46), (66, 48), (62, 54)], STONE_L, 1.3),
            poly([(44, 24), (50, 20), (48, 28)], STONE_L, 1.3)]
    return out


def far_sight():
    out = sky("#7FC8F0", "#E6F5FC") + [path("M0 60 L20 44 L34 54 L52 38 L72 56 L86 46 L100 56 L100 "
                                             "75 L0 75 Z", "#7DBA55", 1.6)]
    out += [ellipse(50, 22, 20, 11, PAPER, 1.8), circle(50, 22, 8, SKY, 1.6), circle(50, 22, 3.6,
                                                                                   INK, 0),
            circle(48, 20, 1.4, "#FFFFFF", 0)]
    for a in (-60, -30, 0, 30, 60):
        out.append(rot(line(50, 6, 50, 1, 1.6), a, 50, 22))
    for x, y in ((22, 62), (52, 50), (80, 60)):
        out += [rect(x - 4, y, 8, 8, PAPER, 1.2), poly([(x - 5, y), (x, y - 4), (x + 5, y)],
                                                       VERMILION, 1.2)]
    return out


def star_well():
    out = sky("#1F2A52", "#4B6AA8") + [ground(64, "#3E5A3A")]
    out += [ellipse(50, 50, 18, 6, STONE_D, 1.6), rect(32, 50, 36, 18, STONE, 1.8),
            ellipse(50, 50, 14, 4, "#101830", 1.4)]
    for x in (36, 46, 56):
        out.append(line(x, 56, x, 68, 1))
    out += [line(32, 60, 68, 60, 1), line(34, 50, 34, 26, 2), line(66, 50, 66, 26, 2),
            path("M30 26 L50 16 L70 26 Z", WOOD_D, 1.6)]
    for x, y, r in ((50, 42, 4), (42, 34, 3), (58, 30, 3.4), (80, 20, 2.6), (20, 22, 2.6),
                    (52, 8, 2.4)):
        out.append(star(x, y, r, r * 0.45, 5, YELLOW, 0.9))
    return out


def channel_surge():
    out = sky("#2E2A52", "#6E5AA8") + [ground(66, "#3D355E")]
    out += [poly([(40, 68), (44, 58), (56, 58), (60, 68)], STONE, 1.6),
            poly([(50, 20), (60, 38), (50, 58), (40, 38)], SKY, 1.8),
            poly([(50, 20), (54, 38), (50, 58)], "#BFE6F7", 0)]
    for pts in (((14, 10), (24, 24), (18, 26), (34, 38)), ((86, 10), (76, 24), (82, 26), (66, 38))):
        out.append(stroke("M" + " L".join("%d %d" % p for p in pts), 3.6, YELLOW))
        out.append(stroke("M" + " L".join("%d %d" % p for p in pts), 1.2))
    out += [circle(50, 38, 22, "none", 1.2, ' stroke-dasharray="3 3"')]
    return out


def tear_banner():
    out = sky("#8E8A96", "#D6D0C6") + [ground(66, "#7A8A5A")]
    out += [line(30, 72, 30, 6, 3.4), line(30, 72, 30, 6, 1.6, WOOD)]
    out.append(path("M31 10 L58 12 L54 22 L60 28 L50 34 L56 42 L31 40 Z", VERMILION, 1.8))
    out += [path("M66 20 L78 22 L74 30 L64 28 Z", VERMILION, 1.4),
            path("M72 40 L84 44 L78 50 L70 46 Z", VERMILION, 1.4),
            path("M62 56 L70 54 L72 60 L64 62 Z", VERMILION, 1.3)]
    out.append(stroke("M54 22 L60 28 L50 34 L56 42", 1.2, PAPER))
    return out


def fade_away():
    out = sky("#4A5A7A", "#A8B8CE") + [ground(64, "#5A6A5A")]
    out.append(path("M38 64 C36 44 40 30 50 28 C60 30 64 44 62 64 Z", PAPER, 1.6,
                    ' fill-opacity="0.45" stroke-dasharray="3 3"'))
    out.append(circle(50, 22, 8, PAPER, 1.6, ' fill-opacity="0.45" stroke-dasharray="3 3"'))
    out += [circle(47, 21, 1.2, INK, 0), circle(53, 21, 1.2, INK, 0)]
    for x, y, r in ((66, 18, 3.4), (74, 30, 2.6), (70, 44, 2.2), (30, 20, 2.6), (26, 38, 3),
                    (80, 12, 2)):
        out.append(sparkle(x, y, r, PAPER, 0.8))
    return out


def mind_leech():
    out = sky("#3A2A4A", "#7A5A8A")
    out.append(path("M14 75 C12 50 20 30 36 28 C50 28 56 40 54 52 L56 60 L50 62 L50 75 Z", SKIN_L,
                    1.8))
    out.append(circle(42, 40, 1.6, INK, 0))
    out.append(path("M40 28 C50 14 66 12 74 22 C80 30 76 38 70 40", "none", 4.4,
                    ' stroke="%s"' % PURPLE).replace('stroke="#1a1a2e" stroke-width="4.4"',
                                                     'stroke-width="4.4"'))
    out.append(stroke("M40 28 C50 14 66 12 74 22 C80 30 76 38 70 40", 1.2))
    out += [rect(70, 40, 12, 17, PAPER, 1.4, rx=1.5, extra=' transform="rotate(15 76 48)"'),
            rect(80, 46, 12, 17, PAPER, 1.4, rx=1.5, extra=' transform="rotate(30 86 54)"')]
    return out


SKIN_L = "#E8C4A2"

# -------------------------------------------------------------------------------- corruptions


def gilded_promise():
    out = sky("#5A3A1E", "#B8860B")
    out += [rect(10, 58, 80, 17, WOOD_D, 1.6)]
    out.append(path("M18 58 C14 40 24 30 32 30 C40 30 48 40 44 58 Z", "#8B5A2B", 1.8))
    out += [line(26, 32, 38, 32, 2.4)]
    out += coin_stack(52, 62, 4, 14, 3) + coin_stack(70, 62, 6, 14, 3)
    out += coin(40, 52, 5) + coin(60, 30, 5) + coin(84, 38, 4)
    out += [path("M14 12 L46 12 L46 24 L14 24 Z", PAPER, 1.4), line(18, 16, 40, 16, 1),
            line(18, 20, 36, 20, 1), circle(44, 24, 3.4, VERMILION, 1.2)]
    return out


def honeyed_wine():
    out = sky("#6A2A3A", "#C98A5A") + [rect(0, 62, 100, 13, WOOD, 1.6)]
    out.append(path("M22 62 C14 58 14 40 22 34 L22 26 C20 22 24 18 30 18 C36 18 40 22 38 26 L38 34 "
                    "C46 40 46 58 38 62 Z", "#8B3A3A", 1.8))
    out.append(path("M38 34 C46 34 48 44 40 48", "none", 2))
    out.append(path("M23 30 C26 34 22 38 26 40 C30 38 28 32 34 30 Z", "#F0C330", 1.2))
    out += goblet(66, 62, 2.2, GOLD, "#8B1A3A")
    out.append(path("M60 21 C60 26 62 28 62 30 C62 32 60 32 60 30", "#F0C330", 1))
    out += [ellipse(84, 20, 3.4, 2.4, YELLOW, 1.1), line(82, 19, 82, 22, 0.8), line(85, 19, 85, 22,
                                                                                    0.8),
            ellipse(84, 17, 2.2, 1.4, PAPER, 0.8), ellipse(88, 17.5, 2.2, 1.4, PAPER, 0.8)]
    return out


def flattering_mirror():
    out = sky("#4A2A5A", "#A06A9A") + [rect(0, 64, 100, 11, "#6A3A5A", 1.6)]
    out.append(path("M30 68 L30 20 C30 6 70 6 70 20 L70 68 Z", GOLD, 2))
    out.append(path("M35 64 L35 22 C35 12 65 12 65 22 L65 64 Z", "#BFE6F7", 1.6))
    out.append(path("M38 30 L48 16 L52 18 L40 36 Z", "#FFFFFF", 0))
    out += [path("M40 38 L44 30 L48 36 L50 28 L52 36 L56 30 L60 38 Z", YELLOW, 1.2)]
    out += [circle(50, 6, 3, VERMILION, 1.2)]
    for x, y in ((18, 18), (82, 24), (14, 44), (86, 50), (76, 10)):
        out.append(sparkle(x, y, 3.2, YELLOW, 0.9))
    return out


def siren_toast():
    out = sky("#2A4A7A", "#7FB6D8")
    out.append(path("M0 54 C10 50 20 58 30 54 C40 50 50 58 60 54 C70 50 80 58 90 54 C95 52 100 54 "
                    "100 54 L100 75 L0 75 Z", BLUE, 1.6))
    out.append(path("M0 62 C10 58 20 66 30 62 C40 58 50 66 60 62 C70 58 80 66 90 62 L100 62", "none",
                    1.2))
    out += [rot(g, -18, 40, 46) for g in goblet(40, 46, 1.7, GOLD, "#8B1A3A")]
    out += [rot(g, 18, 60, 46) for g in goblet(60, 46, 1.7, GOLD, "#8B1A3A")]
    out += [sparkle(50, 10, 4, YELLOW, 1)]
    out.append(path("M78 66 C84 60 86 52 82 46 C90 50 92 58 88 64 L94 70 L82 70 Z", GREEN, 1.6))
    return out

# ----------------------------------------------------------------------------------- terrains


def misty_marsh():
    out = sky("#9FB8A8", "#D8E4D2")
    out.append(rect(0, 40, 100, 35, "#6E8A5A", 0))
    out += [ellipse(30, 56, 20, 5, "#5A8AA0", 1.4), ellipse(74, 66, 22, 5, "#5A8AA0", 1.4),
            ellipse(80, 46, 12, 3, "#5A8AA0", 1.2)]
    for x in (8, 12, 50, 54, 90, 60):
        out += [line(x, 72, x + 1, 50, 1.4, "#3E5A2A"), ellipse(x + 1, 50, 1.3, 4, WOOD_D, 0.9)]
    for y, o in ((30, 0.6), (44, 0.5), (62, 0.45)):
        out.append(path("M0 %d C20 %d 40 %d 60 %d C80 %d 90 %d 100 %d L100 %d L0 %d Z" % (
            y, y - 3, y + 3, y, y - 3, y, y - 1, y + 4, y + 4), "#FFFFFF", 0,
            ' fill-opacity="%s"' % o))
    return out


def whispering_wood():
    out = sky("#CDE8B0", "#8CC070")
    out.append(path("M40 75 C44 60 48 52 50 46 C52 52 56 60 60 75 Z", "#D6C496", 1.4))
    for x, y, s in ((10, 60, 1.2), (26, 52, 1.0), (74, 52, 1.0), (90, 60, 1.2), (40, 44, 0.7),
                    (60, 44, 0.7), (4, 76, 1.4), (96, 76, 1.4)):
        out += [rect(x - 1.5 * s, y, 3 * s, 12 * s, WOOD_D, 1.2),
                poly([(x, y - 26 * s), (x + 10 * s, y + 2 * s), (x - 10 * s, y + 2 * s)], GREEN, 1.4)]
    for x, y in ((36, 20), (64, 16)):
        out.append(stroke("M%d %d q3 -2 6 0 q3 2 6 0" % (x, y), 1.2, PAPER))
    return out


def howling_peaks():
    out = sky("#6FA8D8", "#DDEFFA")
    out.append(poly([(0, 75), (20, 24), (34, 46), (52, 8), (72, 44), (84, 26), (100, 60), (100, 75)],
                    "#8A8F9E", 1.8))
    out += [poly([(15, 37), (20, 24), (25, 34), (21, 32), (18, 38)], PAPER, 1.2),
            poly([(45, 22), (52, 8), (59, 22), (55, 19), (52, 24), (49, 19)], PAPER, 1.2),
            poly([(80, 34), (84, 26), (89, 36), (85, 33)], PAPER, 1.2)]
    for y, x0 in ((18, 60), (34, 4), (52, 56)):
        out.append(stroke("M%d %d C%d %d %d %d %d %d" % (x0, y, x0 + 12, y - 5, x0 + 22, y + 5,
                                                         x0 + 34, y), 2, PAPER))
    out.append(stroke("M70 12 q4 -4 8 0 q4 -4 8 0", 1.6))
    return out


def glass_dunes():
    out = sky("#F6C27A", "#FCEBCB") + [circle(80, 14, 7, YELLOW, 1.4)]
    out.append(path("M0 46 C20 34 40 40 56 48 C70 40 86 36 100 44 L100 75 L0 75 Z", "#E8B86A", 1.6))
    out.append(path("M0 62 C24 52 46 56 66 64 C80 58 92 58 100 62 L100 75 L0 75 Z", "#D9A050", 1.6))
    for x, y in ((20, 52), (48, 60), (74, 50), (88, 66), (30, 68)):
        out += [poly([(x, y - 5), (x + 3, y), (x, y + 2), (x - 3, y)], "#BFE6F7", 1.1),
                sparkle(x + 4, y - 5, 1.8, "#FFFFFF", 0.6)]
    return out


def rime_glacier():
    out = sky("#BFD8EE", "#EEF6FC")
    out.append(poly([(0, 75), (0, 30), (18, 24), (30, 34), (50, 20), (70, 30), (86, 22), (100, 28),
                     (100, 75)], "#CFEAF7", 1.8))
    out += [poly([(30, 34), (36, 75), (26, 75)], "#8EC4E0", 1.2),
            poly([(70, 30), (74, 75), (62, 75)], "#8EC4E0", 1.2)]
    out.append(path("M40 75 L46 56 L50 62 L54 52 L58 75 Z", "#3E6A8A", 1.4))
    for x in (10, 18, 82, 90):
        out.append(poly([(x - 1.5, 30), (x + 1.5, 30), (x, 38)], PAPER, 0.9))
    out += [sparkle(20, 50, 3, "#FFFFFF", 0.8), sparkle(86, 48, 3, "#FFFFFF", 0.8)]
    return out

# -------------------------------------------------------------------------------------- items


def brass_wings():
    out = sky("#7FC8F0", "#E6F5FC") + [rect(36, 62, 28, 13, STONE, 1.6)]
    for side in (-1, 1):
        pts = [(50 + side * 4, 52), (50 + side * 40, 14), (50 + side * 36, 26), (50 + side * 44, 30),
               (50 + side * 34, 38), (50 + side * 38, 44), (50 + side * 22, 48)]
        out.append(poly(pts, "#D9A441", 1.8))
        out += [line(50 + side * 8, 50, 50 + side * 36, 24, 1.0),
                line(50 + side * 10, 50, 50 + side * 34, 38, 1.0)]
        for t in (0.3, 0.55, 0.8):
            out.append(circle(50 + side * (4 + 32 * t), 52 - 36 * t, 1.0, "#8B5A2B", 0))
    out.append(rect(46, 46, 8, 16, "#B8862B", 1.6, rx=2))
    return out


def runed_blade():
    out = sky("#3E4A6A", "#8A96B0") + [rect(0, 64, 100, 11, STONE_D, 1.6)]
    out.append(poly([(46, 60), (46, 14), (50, 6), (54, 14), (54, 60)], STONE_L, 1.8))
    out += [rect(36, 58, 28, 5, GOLD, 1.6, rx=1.5), rect(47.5, 63, 5, 10, WOOD_D, 1.4),
            circle(50, 73, 2.4, GOLD, 1.2)]
    for y in (20, 30, 40, 50):
        out.append(stroke("M48.5 %d l3 2 l-3 2" % y, 1.1, SKY))
    out.append(circle(50, 34, 18, "none", 1.0, ' stroke-dasharray="2 3"'))
    return out


def salamander_cloak():
    out = sky("#5A1E1E", "#D58A3A")
    out += [line(20, 10, 80, 10, 2.4, WOOD_D)]
    out.append(path("M30 10 L70 10 C74 30 80 50 84 70 C70 66 60 72 50 68 C40 72 30 66 16 70 C20 50 26 "
                    "30 30 10 Z", VERMILION, 2))
    out.append(path("M44 30 C48 26 54 28 54 34 C54 40 46 42 46 48 C46 54 54 54 56 58", "none", 2.8,
                    ' stroke="%s"' % YELLOW).replace('stroke="#1a1a2e" stroke-width="2.8"',
                                                    'stroke-width="2.8"'))
    out += [circle(46, 29, 2.2, YELLOW, 1.1), line(44, 40, 40, 40, 1.6, YELLOW),
            line(50, 50, 54, 48, 1.6, YELLOW)]
    out += flame(12, 75, 1.0) + flame(88, 75, 1.0)
    return out


def lodestone_torc():
    out = sky("#4A4A5A", "#9A9AAA")
    out.append(path("M22 40 C22 18 78 18 78 40 C78 56 64 62 60 62 L60 56 C66 54 72 50 72 40 C72 24 "
                    "28 24 28 40 C28 50 34 54 40 56 L40 62 C36 62 22 56 22 40 Z", GOLD, 1.8))
    out += [ellipse(38, 60, 5, 4, "#3A3A4A", 1.6), ellipse(62, 60, 5, 4, "#3A3A4A", 1.6)]
    for x, y, a in ((20, 66, 30), (82, 66, -30), (50, 70, 90)):
        out.append(rot(rect(x - 4, y - 1, 8, 2, STONE_L, 1), a, x, y))
    out += [stroke("M30 66 q3 -3 6 0", 1.2, SKY), stroke("M64 66 q3 -3 6 0", 1.2, SKY)]
    return out


def prism_pendant():
    out = sky("#2A2A44", "#4A4A6A")
    out.append(stroke("M36 0 L50 24 L64 0", 1.4, GOLD))
    out.append(poly([(50, 24), (62, 46), (38, 46)], "#E8F4FA", 1.8))
    out.append(path("M0 40 L42 36 L44 38 Z", "#FFFFFF", 0.8))
    for i, c in enumerate((VERMILION, ORANGE, YELLOW, GREEN, SKY, BLUE, PURPLE)):
        out.append(poly([(58, 36 + i * 1.2), (100, 34 + i * 6), (100, 40 + i * 6),
                         (58, 37.2 + i * 1.2)], c, 0))
    out.append(line(58, 36, 100, 34, 1))
    out.append(line(58, 44.4, 100, 76, 1))
    return out


def horn_of_plenty():
    out = sky("#E8D8A8", "#C8A868") + [rect(0, 62, 100, 13, WOOD, 1.6)]
    out.append(path("M12 20 C16 22 20 30 26 40 C34 54 52 62 70 58 L66 36 C50 40 36 36 24 24 C20 20 "
                    "14 16 12 20 Z", "#D9A441", 1.8))
    for t in (0.3, 0.55):
        out.append(stroke("M%d %d q6 -8 4 -14" % (20 + t * 60, 34 + t * 28), 1.2))
    out.append(ellipse(68, 47, 5, 11, "#8B5A2B", 1.6))
    for x, y, c in ((74, 40, GEM), (80, 50, SKY), (76, 58, GREEN), (86, 44, GEM), (88, 58, YELLOW)):
        out.append(poly([(x - 3, y - 2), (x + 3, y - 2), (x + 4, y), (x, y + 4), (x - 4, y)], c, 1.1))
    return out


def seer_orb():
    out = sky("#2A1E44", "#5A4A7A")
    out += [path("M34 70 L38 56 L62 56 L66 70 Z", GOLD, 1.6), rect(30, 68, 40, 5, GOLD, 1.4)]
    out += [circle(50, 34, 22, "#9FD3EE", 1.8), circle(50, 34, 18, "#BFE6F7", 0)]
    out += [ellipse(50, 34, 10, 6, PAPER, 1.4), circle(50, 34, 4, PURPLE, 1.2),
            circle(50, 34, 1.8, INK, 0), path("M38 22 C42 16 50 14 56 16 L44 28 Z", "#FFFFFF", 0)]
    for x, y in ((14, 16), (86, 20), (20, 54), (82, 54)):
        out.append(sparkle(x, y, 3, "#F3EBC8", 0.8))
    return out


def hoard_chest():
    out = sky("#4A3A2A", "#8A6A4A")
    out += coin_stack(8, 72, 3, 12, 3) + coin_stack(80, 72, 4, 12, 3)
    out += [path("M26 34 L26 24 C26 12 74 12 74 24 L74 34 Z", WOOD_D, 1.8)]
    out.append(path("M24 36 C30 26 70 26 76 36 Z", GOLD, 1.6))
    for x in (34, 44, 56, 66):
        out += coin(x, 32, 3.6)
    out += [rect(24, 36, 52, 32, WOOD, 1.8), rect(24, 36, 52, 5, GOLD, 1.4),
            rect(46, 42, 8, 10, GOLD, 1.4, rx=1.2), circle(50, 46, 1.3, INK, 0)]
    out += [line(30, 41, 30, 68, 1.2), line(70, 41, 70, 68, 1.2)]
    out.append(sparkle(62, 18, 3.4, YELLOW, 0.9))
    return out


def ember_wand():
    out = sky("#3A2230", "#8A4A3A")
    out += [line(20, 68, 62, 26, 5), line(20, 68, 62, 26, 2.6, WOOD), rect(22, 60, 8, 5, GOLD, 1.2,
                                                                           extra=' transform="rotate(-45 26 62)"')]
    out += [circle(66, 22, 7, VERMILION, 1.6), circle(66, 22, 3.6, YELLOW, 1.0)]
    for x, y in ((80, 10), (84, 28), (74, 40), (56, 8), (88, 18)):
        out.append(star(x, y, 2.6, 1.1, 4, ORANGE, 0.8))
    out.append(stroke("M8 72 C12 70 16 72 20 70", 1.0))
    return out


def thief_glove():
    out = sky("#2A2A3A", "#5A5A6A")
    out.append(rect(0, 56, 100, 19, "#6A4A3A", 1.6))
    out.append(path("M10 36 L30 30 C36 24 44 22 48 26 L60 22 C64 22 64 26 60 28 L50 32 L64 30 C68 30 "
                    "68 34 64 36 L50 40 L62 40 C66 40 66 44 62 44 L48 46 C44 52 34 54 26 50 L10 52 Z",
                    "#3A3A4A", 1.8))
    out += [line(10, 38, 10, 52, 2.4, PURPLE)]
    out += [circle(78, 48, 7, "none", 2.6, ' stroke="%s"' % GOLD)
            .replace('stroke="#1a1a2e" stroke-width="2.6"', 'stroke-width="2.6"'),
            circle(78, 40, 3, VERMILION, 1.2)]
    out += [rect(72, 18, 6, 22, STONE_L, 1.4, extra=' transform="rotate(30 75 29)"'),
            sparkle(86, 14, 3, YELLOW, 0.8)]
    return out

# -------------------------------------------------------------------- reinforcements, weakenings


def _wall(top, fill=STONE_L, gaps=()):
    out = [rect(0, top, 100, 75 - top, STONE, 1.8)]
    rows = int((75 - top) // 8) + 1
    for r in range(rows):
        y = top + r * 8
        off = 0 if r % 2 == 0 else 8
        for x in range(-8 + off, 100, 16):
            if any(a <= x <= b for a, b in gaps):
                continue
            out.append(rect(max(0, x), y, min(16, 100 - max(0, x)), 8, fill, 1.0))
    return out


def stone_ramparts():
    out = sky("#7FC8F0", "#E6F5FC") + _wall(40)
    out += [rect(20, 32, 16, 8, "#E6DCCB", 1.4), rect(52, 32, 16, 8, "#E6DCCB", 1.4)]
    out += [line(86, 40, 86, 4, 2.4, WOOD_D), line(86, 6, 60, 6, 2.4, WOOD_D), line(62, 6, 62, 16, 1)]
    out.append(rect(54, 16, 16, 8, "#E6DCCB", 1.4))
    out.append(poly([(12, 30), (20, 24), (24, 28), (16, 34)], STONE_L, 1.2))
    out += [rect(6, 34, 10, 3, WOOD, 1.0, extra=' transform="rotate(-20 11 35)"')]
    return out


def arrow_slits():
    out = sky("#7FC8F0", "#E6F5FC") + _wall(34)
    out += [rect(i * 20 + 2, 26, 12, 8, STONE_L, 1.4) for i in range(5)]
    for x in (22, 62):
        out += [rect(x, 44, 4, 18, INK, 0), rect(x - 3, 50, 10, 3, INK, 0)]
    out.append(path("M56 14 C62 8 68 8 72 12 C76 8 82 8 88 14 C82 14 76 16 72 20 C68 16 62 14 56 14 Z",
                    "#3A3A4A", 1.4))
    for x0, y0 in ((30, 40), (50, 34)):
        out += [line(x0, y0, x0 + 16, y0 - 20, 1.4), poly([(x0 + 16, y0 - 20), (x0 + 12, y0 - 18),
                                                           (x0 + 16, y0 - 15)], INK, 0.8)]
    return out


def sappers_tunnel():
    out = sky("#9DB0C0", "#D8DEE4") + _wall(12)
    out.append(path("M8 75 L8 56 C8 40 40 40 40 56 L40 75 Z", "#2A201A", 1.8))
    out += [rect(10, 52, 3, 23, WOOD, 1), rect(35, 52, 3, 23, WOOD, 1), rect(10, 50, 28, 3, WOOD, 1)]
    out.append(stroke("M60 12 L56 24 L64 32 L58 44 L66 56", 2))
    out += [line(70, 72, 84, 54, 2.6, WOOD_D),
            path("M76 50 C82 48 90 52 92 58 C88 54 82 54 78 56 Z", STONE_L, 1.4)]
    out += [poly([(44, 70), (50, 66), (54, 72)], STONE_D, 1.1), poly([(50, 74), (56, 70), (60, 75)],
                                                                     STONE_D, 1.1)]
    return out


def rot_in_the_beams():
    out = sky("#4A3A2A", "#7A6A4A")
    out += [rect(0, 14, 100, 10, WOOD, 1.8), rect(14, 24, 10, 51, WOOD, 1.8), rect(76, 24, 10, 51,
                                                                                 WOOD, 1.8)]
    out.append(path("M30 24 L74 24 L70 40 L56 34 L46 44 L34 36 Z", WOOD_D, 1.6))
    out += [stroke("M18 40 L22 48 L18 56", 1.4), stroke("M80 30 L84 38 L80 46", 1.4),
            stroke("M40 16 L46 22 L52 16", 1.2)]
    for x, y, c in ((24, 50, VERMILION), (24, 58, ORANGE), (86, 40, VERMILION), (14, 66, ORANGE)):
        side = 1 if x in (24, 86) else -1
        out += [rect(x if side > 0 else x - 3, y, 3, 2.4, PAPER, 0.8),
                path("M%s %s a4 3 0 0 %d %s 0 Z" % (x + (1.5 if side > 0 else -1.5) - 4, y,
                                                  1, 8), c, 1.1)]
    out.append(stroke("M50 66 C54 62 58 70 62 66 C66 62 68 68 70 66", 2.2, "#D8A0A0"))
    return out


CARDS = {
    "fire_rain": (fire_rain, "Rain of Fire: burning drops fall from dark clouds"),
    "cinder_storm": (cinder_storm, "Cinder Storm: a whirlwind of embers over dark land"),
    "war_hymn": (war_hymn, "War Hymn: a golden war horn sounding notes, a raised sword"),
    "wither": (wither, "Wither: a plant wilting in a purple mist, its leaves fallen"),
    "moon_lure": (moon_lure, "Moon Lure: a moonbeam leading back to a pen's gate"),
    "shatter": (shatter, "Shatter: a sword bursting into pieces"),
    "far_sight": (far_sight, "Far Sight: an eye in the sky over the land"),
    "star_well": (star_well, "Star Well: stars rising out of a stone well at night"),
    "channel_surge": (channel_surge, "Surge of Power: lightning flowing into a blue crystal"),
    "tear_banner": (tear_banner, "Torn Banner: a red banner ripped, its pieces flying"),
    "fade_away": (fade_away, "Fade Away: a ghostly figure vanishing in sparkles"),
    "mind_leech": (mind_leech, "Mind Leech: a purple tendril pulling cards out of a head"),
    "gilded_promise": (gilded_promise, "Gilded Promise: a purse, gold coins and a sealed promise"),
    "honeyed_wine": (honeyed_wine, "Honeyed Wine: a wine jug dripping honey, a goblet, a bee"),
    "flattering_mirror": (flattering_mirror, "Flattering Mirror: a golden mirror with a crown"),
    "siren_toast": (siren_toast, "Siren's Toast: two goblets clink over the sea, a siren's tail"),
    "misty_marsh": (misty_marsh, "Misty Marsh: pools and reeds under bands of mist"),
    "whispering_wood": (whispering_wood, "Whispering Wood: a path into a pine forest"),
    "howling_peaks": (howling_peaks, "Howling Peaks: snowy peaks in a howling wind, an eagle"),
    "glass_dunes": (glass_dunes, "Glass Dunes: sand dunes glittering with glass"),
    "rime_glacier": (rime_glacier, "Rime Glacier: blue ice cliffs and a crevasse"),
    "brass_wings": (brass_wings, "Brass Wings: riveted metal wings on a stone stand"),
    "runed_blade": (runed_blade, "Runed Blade: a sword with glowing runes on its blade"),
    "salamander_cloak": (salamander_cloak, "Salamander Cloak: a red cloak with a salamander"),
    "lodestone_torc": (lodestone_torc, "Lodestone Torc: a golden torc with lodestone ends"),
    "prism_pendant": (prism_pendant, "Prism Pendant: a prism splitting light into colours"),
    "horn_of_plenty": (horn_of_plenty, "Horn of Plenty: a horn spilling power stones"),
    "seer_orb": (seer_orb, "Seer's Orb: a crystal ball with an eye in it"),
    "hoard_chest": (hoard_chest, "Hoard Chest: an open chest full of gold"),
    "ember_wand": (ember_wand, "Ember Wand: a wand with a glowing ember, sparks flying"),
    "thief_glove": (thief_glove, "Thief's Glove: a dark glove reaching for a ring"),
    "stone_ramparts": (stone_ramparts, "Stone Ramparts: new stones raised onto a wall"),
    "arrow_slits": (arrow_slits, "Arrow Slits: a wall with slits, arrows at a flying foe"),
    "sappers_tunnel": (sappers_tunnel, "Sappers' Tunnel: a propped tunnel under a cracked wall"),
    "rot_in_the_beams": (rot_in_the_beams, "Rot in the Beams: rotten beams with toadstools"),
}
