#!/usr/bin/env python3
"""Check every SVG sprite of the box and draw contact sheets.

Usage:
    python tools/check_sprites.py                 # every folder under sprites/
    python tools/check_sprites.py ui dragons-arena
    python tools/check_sprites.py --grey ui       # also a greyscale sheet (colour-blind check)
    python tools/check_sprites.py guardians-arena/cards   # a sub-folder: /tmp/contact_guardians-arena_cards.png

For each folder it writes /tmp/contact_<folder>.png: a grid of every sprite rasterised with
pygame-ce's own SVG loader (nanosvg) at 256x256, a 48 px copy in the corner (the smallest size the
program uses), and the file name.  With --grey it also writes /tmp/contact_<folder>_grey.png.

It also checks what nanosvg cannot draw or what the project forbids, and exits with status 1 if
any file is wrong:
  - the file must parse as XML and have a viewBox on the root <svg>;
  - no <text>, <filter>, <mask>, <clipPath>, <pattern>, <use>, <image>, <style>, <script>,
    <foreignObject>, no class= attributes, no external references (href to anything);
  - gradients must use gradientUnits="userSpaceOnUse" (nanosvg misreads unitless
    objectBoundingBox coordinates such as x2="1");
  - every url(#id) must point to a gradient defined in the same file;
  - the rasterised picture must not be empty.
A tool script: never imported by the app.
"""
import os
import sys
import xml.etree.ElementTree as ET

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPRITES = os.path.join(ROOT, "sprites")
SVG_NS = "{http://www.w3.org/2000/svg}"
FORBIDDEN = {"text", "tspan", "filter", "mask", "clipPath", "pattern", "use", "image", "style",
             "script", "foreignObject", "symbol", "marker"}
CELL = 256
PAD = 12
LABEL_H = 26
# Button colours used behind the off-white ui icons, as the program will show them.
BUTTON_COLOURS = ["#0072B2", "#009E73", "#D55E00", "#CC79A7", "#E69F00", "#56B4E9"]


def local(tag):
    return tag.split("}", 1)[1] if "}" in tag else tag


def lint(path):
    """Return a list of problems found in one SVG file."""
    problems = []
    try:
        tree = ET.parse(path)
    except ET.ParseError as exc:
        return ["XML: %s" % exc]
    root = tree.getroot()
    if local(root.tag) != "svg":
        problems.append("root is not <svg>")
    if not root.get("viewBox"):
        problems.append("no viewBox")
    ids = set()
    gradient_ids = set()
    urls = []
    for el in root.iter():
        name = local(el.tag)
        if name in FORBIDDEN:
            problems.append("forbidden element <%s>" % name)
        if el.get("id"):
            ids.add(el.get("id"))
        if name in ("linearGradient", "radialGradient"):
            gradient_ids.add(el.get("id"))
            if el.get("gradientUnits") != "userSpaceOnUse":
                problems.append("gradient %s without gradientUnits=userSpaceOnUse" % el.get("id"))
        for key, value in el.attrib.items():
            k = local(key)
            if k == "class":
                problems.append("class attribute")
            if k == "href":
                problems.append("href reference %r" % value)
            if "url(" in value:
                for part in value.split("url(")[1:]:
                    ref = part.split(")", 1)[0].strip()
                    if not ref.startswith("#"):
                        problems.append("external url %r" % ref)
                    else:
                        urls.append(ref[1:])
    for ref in urls:
        if ref not in gradient_ids:
            problems.append("url(#%s) is not a gradient of this file" % ref)
    return problems


def checker(size, a=(200, 200, 200), b=(150, 150, 150), step=16):
    surf = pygame.Surface(size)
    surf.fill(a)
    for y in range(0, size[1], step):
        for x in range(0, size[0], step):
            if (x // step + y // step) % 2:
                surf.fill(b, (x, y, step, step))
    return surf


def greyscale(surface):
    try:
        return pygame.transform.grayscale(surface)
    except AttributeError:  # very old pygame
        out = surface.copy()
        for y in range(out.get_height()):
            for x in range(out.get_width()):
                r, g, b, a = out.get_at((x, y))
                v = int(0.299 * r + 0.587 * g + 0.114 * b)
                out.set_at((x, y), (v, v, v, a))
        return out


def sheet(folder, grey=False):
    """Check one folder and save its contact sheet. Returns (files, problems)."""
    directory = os.path.join(SPRITES, folder)
    names = sorted(n for n in os.listdir(directory) if n.endswith(".svg"))
    problems = {}
    cols = 6
    rows = max(1, (len(names) + cols - 1) // cols)
    width = cols * (CELL + PAD) + PAD
    height = rows * (CELL + LABEL_H + PAD) + PAD
    out = pygame.Surface((width, height))
    out.fill((245, 238, 222))
    font = pygame.font.Font(None, 24)
    for i, name in enumerate(names):
        path = os.path.join(directory, name)
        issues = lint(path)
        x = PAD + (i % cols) * (CELL + PAD)
        y = PAD + (i // cols) * (CELL + LABEL_H + PAD)
        if folder == "ui":
            bg = pygame.Surface((CELL, CELL))
            bg.fill((245, 238, 222))
            pygame.draw.rect(bg, BUTTON_COLOURS[i % len(BUTTON_COLOURS)], bg.get_rect(),
                             border_radius=36)
        else:
            bg = checker((CELL, CELL))
        out.blit(bg, (x, y))
        try:
            big = pygame.image.load_sized_svg(path, (CELL, CELL))
            small = pygame.image.load_sized_svg(path, (48, 48))
        except Exception as exc:  # pygame.error or anything nanosvg rejects
            issues.append("load failed: %s" % exc)
            big = small = None
        if big is not None:
            if pygame.mask.from_surface(big).count() == 0:
                issues.append("renders empty")
            if grey:
                big, small = greyscale(big), greyscale(small)
            bx = x + (CELL - big.get_width()) // 2
            by = y + (CELL - big.get_height()) // 2
            out.blit(big, (bx, by))
            # the 48 px copy, on its own little card in the bottom-right corner
            card = pygame.Rect(0, 0, 56, 56)
            card.bottomright = (x + CELL - 2, y + CELL - 2)
            pygame.draw.rect(out, (60, 60, 70), card, border_radius=6)
            inner = card.inflate(-4, -4)
            out.blit(bg, inner, area=pygame.Rect(0, 0, inner.w, inner.h))
            out.blit(small, small.get_rect(center=card.center))
        colour = (170, 0, 0) if issues else (26, 26, 46)
        label = font.render(name[:-4] + ("  !" if issues else ""), True, colour)
        out.blit(label, (x + 2, y + CELL + 4))
        if issues:
            problems[name] = issues
    suffix = "_grey" if grey else ""
    target = "/tmp/contact_%s%s.png" % (folder.replace("/", "_"), suffix)
    pygame.image.save(out, target)
    return names, problems, target


def main(argv):
    grey = "--grey" in argv
    folders = [a for a in argv if not a.startswith("--")]
    if not folders:
        folders = sorted(d for d in os.listdir(SPRITES)
                         if os.path.isdir(os.path.join(SPRITES, d)))
    pygame.init()
    failed = False
    for folder in folders:
        names, problems, target = sheet(folder)
        print("%-22s %3d sprites -> %s" % (folder, len(names), target))
        if grey:
            print("%-22s %3s         -> %s" % ("", "", sheet(folder, grey=True)[2]))
        for name, issues in sorted(problems.items()):
            failed = True
            for issue in issues:
                print("   %s: %s" % (name, issue))
    pygame.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
