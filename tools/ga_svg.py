"""Shape helpers for the Guardians Arena pictures (tools/make_ga_pictures.py): each returns SVG
text of plain shapes nanosvg draws (paths, rects, circles, ellipses, userSpaceOnUse gradients),
with the house's thick #1a1a2e outlines. A tool module: never imported by the app.
"""
import math

INK = "#1a1a2e"
PAPER = "#FFF8EC"
ORANGE, SKY, GREEN, YELLOW = "#E69F00", "#56B4E9", "#009E73", "#F0E442"
BLUE, VERMILION, PURPLE = "#0072B2", "#D55E00", "#CC79A7"
GOLD, GOLD_D = "#F0C330", "#B8860B"
STONE, STONE_D, STONE_L = "#A79C8E", "#7A6F63", "#CFC6B8"
WOOD, WOOD_D = "#A0673A", "#6E4424"
SKIN, SKIN_D = "#E8B48A", "#C98E62"


def f(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


def style(fill, sw=1.6, extra=""):
    s = ' fill="%s"' % fill
    if sw:
        s += ' stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"' % (
            INK, f(sw))
    return s + extra


def svg(body, vb="0 0 100 75", note=""):
    head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="%s">\n' % vb
    if note:
        head += "<!-- Dragons & Arenas - %s Original art drawn for this project. -->\n" % note
    return head + "\n".join(body) + "\n</svg>\n"


def lin(gid, stops, x1=0, y1=0, x2=0, y2=75):
    s = "".join('<stop offset="%s" stop-color="%s"/>' % (f(o), c) for o, c in stops)
    return ('<defs><linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s" '
            'gradientUnits="userSpaceOnUse">%s</linearGradient></defs>'
            % (gid, f(x1), f(y1), f(x2), f(y2), s))


def rad(gid, cx, cy, r, stops):
    s = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % (f(o), c, f(a))
                for o, c, a in stops)
    return ('<defs><radialGradient id="%s" cx="%s" cy="%s" r="%s" gradientUnits="userSpaceOnUse">'
            '%s</radialGradient></defs>' % (gid, f(cx), f(cy), f(r), s))


def sky(top, bottom, gid="sky", w=100, h=75):
    return [lin(gid, [(0, top), (1, bottom)], 0, 0, 0, h),
            '<rect width="%s" height="%s" fill="url(#%s)"/>' % (w, h, gid)]


def rect(x, y, w, h, fill, sw=1.6, rx=0, extra=""):
    r = ' rx="%s"' % f(rx) if rx else ""
    return '<rect x="%s" y="%s" width="%s" height="%s"%s%s/>' % (f(x), f(y), f(w), f(h), r,
                                                                 style(fill, sw, extra))


def circle(cx, cy, r, fill, sw=1.6, extra=""):
    return '<circle cx="%s" cy="%s" r="%s"%s/>' % (f(cx), f(cy), f(r), style(fill, sw, extra))


def ellipse(cx, cy, rx, ry, fill, sw=1.6, extra=""):
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s"%s/>' % (f(cx), f(cy), f(rx), f(ry),
                                                             style(fill, sw, extra))


def path(d, fill, sw=1.6, extra=""):
    return '<path d="%s"%s/>' % (d, style(fill, sw, extra))


def poly(points, fill, sw=1.6, extra=""):
    d = "M" + " L".join("%s %s" % (f(x), f(y)) for x, y in points) + " Z"
    return path(d, fill, sw, extra)


def line(x1, y1, x2, y2, sw=1.6, colour=INK, extra=""):
    return ('<path d="M%s %s L%s %s" fill="none" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round"%s/>' % (f(x1), f(y1), f(x2), f(y2), colour, f(sw), extra))


def stroke(d, sw=1.6, colour=INK, extra=""):
    return ('<path d="%s" fill="none" stroke="%s" stroke-width="%s" stroke-linecap="round" '
            'stroke-linejoin="round"%s/>' % (d, colour, f(sw), extra))


def star(cx, cy, r1, r2, n, fill, sw=1.2, turn=-90):
    pts = []
    for i in range(2 * n):
        a = math.radians(turn + i * 180 / n)
        r = r1 if i % 2 == 0 else r2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(pts, fill, sw)


def ground(y, fill, wave=2.0, sw=1.6, w=100, h=75):
    d = "M0 %s C25 %s 45 %s 65 %s C80 %s 92 %s %s %s L%s %s L0 %s Z" % (
        f(y), f(y - wave), f(y + wave), f(y), f(y - wave), f(y), w, f(y - wave / 2), w, h, h)
    return path(d, fill, sw)


def crenels(x, y, w, n, fill, size=None, sw=1.4):
    """A row of n merlons standing on y between x and x+w."""
    size = size or w / (2 * n - 1)
    out = []
    step = (w - size) / max(1, n - 1)
    for i in range(n):
        out.append(rect(x + i * step, y - size, size, size, fill, sw))
    return out


def tower(x, base, w, h, fill, roof="crenel", roof_fill=BLUE, windows=1, door=False, sw=1.6):
    """A square tower from `base` up h units, x its left side."""
    out = []
    top = base - h
    if roof == "crenel":
        out += crenels(x - 1, top, w + 2, 3, fill, sw=sw)
    out.append(rect(x, top, w, h, fill, sw))
    if roof == "cone":
        out.append(poly([(x - 2, top), (x + w / 2, top - w * 1.1), (x + w + 2, top)], roof_fill, sw))
    for i in range(windows):
        wy = top + 4 + i * 8
        if wy + 5 < base - (8 if door else 2):
            out.append(path("M%s %s L%s %s A%s %s 0 0 1 %s %s Z" % (
                f(x + w / 2 - 1.5), f(wy + 5), f(x + w / 2 - 1.5), f(wy + 1.5), f(1.5), f(1.5),
                f(x + w / 2 + 1.5), f(wy + 1.5)) + " L%s %s Z" % (f(x + w / 2 + 1.5), f(wy + 5)),
                INK, 0.8))
    if door:
        dw = min(w * 0.5, 8)
        out.append(path("M%s %s L%s %s A%s %s 0 0 1 %s %s L%s %s Z" % (
            f(x + w / 2 - dw / 2), f(base), f(x + w / 2 - dw / 2), f(base - dw * 0.9),
            f(dw / 2), f(dw / 2), f(x + w / 2 + dw / 2), f(base - dw * 0.9),
            f(x + w / 2 + dw / 2), f(base)), WOOD_D, sw * 0.8))
    return out


def pennant(x, y, colour, length=9, swallow=True):
    """A flag pole standing at (x, y) with a pennant flying right."""
    out = [line(x, y, x, y - 10, 1.2)]
    if swallow:
        out.append(poly([(x, y - 10), (x + length, y - 8.5), (x + length * 0.7, y - 7.5),
                         (x + length, y - 6.5), (x, y - 5.5)], colour, 1))
    else:
        out.append(poly([(x, y - 10), (x + length, y - 7.7), (x, y - 5.5)], colour, 1))
    return out


def cloud(cx, cy, s, fill="#FFFFFF", sw=1.2):
    d = ("M%s %s a%s %s 0 0 1 %s %s a%s %s 0 0 1 %s %s a%s %s 0 0 1 %s %s Z" % (
        f(cx - 6 * s), f(cy + 2 * s), f(3 * s), f(3 * s), f(4 * s), f(-4 * s), f(4 * s),
        f(4 * s), f(7 * s), f(0), f(3 * s), f(3 * s), f(1 * s), f(4 * s)))
    return path(d, fill, sw)


def coin(cx, cy, r, sw=1.2):
    return [circle(cx, cy, r, GOLD, sw), circle(cx, cy, r * 0.6, "none", sw * 0.6)]


def coin_stack(x, base, n, w=10, h=2.6):
    out = []
    for i in range(n):
        y = base - (i + 1) * h
        out.append(rect(x, y, w, h, GOLD if i % 2 == 0 else "#E2B020", 1, rx=1.2))
    return out


def goblet(cx, base, s, cup=GOLD, wine=None, sw=1.4):
    """A stemmed goblet standing on `base`, s about its height / 20."""
    out = [ellipse(cx, base - 0.8 * s, 5 * s, 1.4 * s, cup, sw),
           rect(cx - 0.9 * s, base - 8 * s, 1.8 * s, 7 * s, cup, sw),
           path("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
               f(cx - 6 * s), f(base - 19 * s), f(cx - 6 * s), f(base - 11 * s), f(cx - 3 * s),
               f(base - 8 * s), f(cx), f(base - 8 * s), f(cx + 3 * s), f(base - 8 * s),
               f(cx + 6 * s), f(base - 11 * s), f(cx + 6 * s), f(base - 19 * s)), cup, sw)]
    if wine:
        out.append(ellipse(cx, base - 18.5 * s, 5.6 * s, 1.5 * s, wine, sw * 0.8))
    return out


def mirror(cx, cy, s, frame=GOLD, glass="#BFE6F7", sw=1.6):
    """A hand mirror: oval glass in a frame, handle down."""
    return [rect(cx - 1.6 * s, cy + 8 * s, 3.2 * s, 10 * s, frame, sw, rx=1.2 * s),
            ellipse(cx, cy, 8 * s, 10 * s, frame, sw),
            ellipse(cx, cy, 6 * s, 8 * s, glass, sw * 0.8),
            path("M%s %s L%s %s L%s %s Z" % (f(cx - 3.5 * s), f(cy - 2 * s), f(cx - 1 * s),
                                            f(cy - 6 * s), f(cx), f(cy - 4 * s)), "#FFFFFF", 0)]


def flame(cx, base, s, outer=VERMILION, inner=YELLOW, sw=1.3):
    d = ("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(cx - 4 * s), f(base), f(cx - 6 * s), f(base - 5 * s), f(cx - 2 * s), f(base - 7 * s),
        f(cx - 1 * s), f(base - 12 * s), f(cx + 2 * s), f(base - 8 * s), f(cx + 6 * s),
        f(base - 6 * s), f(cx + 4 * s), f(base), f(cx + 2 * s), f(base + 1 * s), f(cx - 2 * s),
        f(base + 1 * s), f(cx - 4 * s), f(base)))
    di = ("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(cx - 2 * s), f(base), f(cx - 3 * s), f(base - 3 * s), f(cx), f(base - 4 * s),
        f(cx), f(base - 7 * s), f(cx + 2 * s), f(base - 4 * s), f(cx + 3 * s),
        f(base - 2 * s), f(cx + 2 * s), f(base)))
    return [path(d, outer, sw), path(di, inner, 0)]


def sparkle(cx, cy, r, fill=YELLOW, sw=1):
    return star(cx, cy, r, r * 0.3, 4, fill, sw)


def bust(cx, skin=SKIN, robe=BLUE, hair="#5A3A22", base=75, head_y=30, r=11):
    """Shoulders and a head; callers add hair, beard, crown over it."""
    out = [path("M%s %s C%s %s %s %s %s %s L%s %s C%s %s %s %s %s %s Z" % (
        f(cx - 30), f(base), f(cx - 28), f(base - 18), f(cx - 16), f(head_y + r + 8),
        f(cx), f(head_y + r + 6), f(cx), f(head_y + r + 6), f(cx + 16), f(head_y + r + 8),
        f(cx + 28), f(base - 18), f(cx + 30), f(base)), robe, 1.8),
        rect(cx - 4, head_y + r - 3, 8, 9, skin, 1.5),
        ellipse(cx, head_y, r * 0.86, r, skin, 1.8)]
    return out


def face(cx, cy, s=1.0, smile=True, closed=False, brows=None):
    out = []
    for dx in (-3.8, 3.8):
        if closed:
            out.append(stroke("M%s %s q2 1.5 4 0" % (f(cx + dx * s - 2), f(cy)), 1.2))
        else:
            out.append(circle(cx + dx * s, cy, 1.2 * s, INK, 0))
    if brows:
        for dx in (-3.8, 3.8):
            sign = 1 if dx < 0 else -1
            out.append(line(cx + dx * s - 2.2, cy - 3 + sign * brows, cx + dx * s + 2.2,
                            cy - 3 - sign * brows, 1.2))
    if smile:
        out.append(stroke("M%s %s q%s %s %s 0" % (f(cx - 3 * s), f(cy + 5 * s), f(3 * s),
                                                 f(2.5 * s), f(6 * s)), 1.3))
    else:
        out.append(line(cx - 2.5 * s, cy + 5.5 * s, cx + 2.5 * s, cy + 5.5 * s, 1.3))
    return out


def heater(cx, cy, w, h, fill, sw=1.8):
    """A heater shield outline: flat top, pointed bottom."""
    return path("M%s %s L%s %s L%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(cx - w / 2), f(cy - h / 2), f(cx + w / 2), f(cy - h / 2), f(cx + w / 2), f(cy),
        f(cx + w / 2), f(cy + h * 0.3), f(cx + w * 0.2), f(cy + h * 0.42), f(cx), f(cy + h / 2),
        f(cx - w * 0.2), f(cy + h * 0.42), f(cx - w / 2), f(cy + h * 0.3), f(cx - w / 2),
        f(cy)), fill, sw)


def arc_waves(cx, cy, radii, a0, a1, sw=2.2, colour=INK):
    out = []
    for r in radii:
        x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
        x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
        out.append(stroke("M%s %s A%s %s 0 0 1 %s %s" % (f(x0), f(y0), f(r), f(r), f(x1), f(y1)),
                          sw, colour))
    return out
