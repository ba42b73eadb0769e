"""How a game's scene is put together (figures for the issue's closing note, never asserted):

    python tools/scene_shared_attrs.py [GAME_ID ...]

- mro: the length of the scene class's MRO (mixins stacked on one `self`);
- attrs: the scene's attributes the game's own files use (`self.x` inside the scene class and the
  game's classes mixed into it; `scene.x`, `sc.x` and `self.scene.x` anywhere in the game);
- shared: those used in two or more files (state shared through one `self`);
- presentation_lines: lines of the game's on-screen files: the game's modules scene.py reaches
  through its imports, but for info.py (what the box reads) and those its rules or computer
  players reach too (shared with the screen, not of it).
"""
import ast
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games import registry  # noqa: E402

BACK_REFS = {"scene", "sc"}


def scene_attrs(tree, own_classes):
    """{attribute names of the scene} used in one file's syntax tree."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name in own_classes:
            for sub in ast.walk(node):
                if (isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name)
                        and sub.value.id == "self"):
                    found.add(sub.attr)
        if isinstance(node, ast.Attribute):
            v = node.value
            if isinstance(v, ast.Name) and v.id in BACK_REFS:
                found.add(node.attr)
            elif (isinstance(v, ast.Attribute) and v.attr in BACK_REFS
                  and isinstance(v.value, ast.Name) and v.value.id == "self"):
                found.add(node.attr)
    return found


def imports(folder, pkg, name):
    """The game's own modules `name` imports (module names inside its package)."""
    with open(os.path.join(folder, name + ".py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == pkg:
                found.update(a.name for a in node.names)
            elif node.module.startswith(pkg + "."):
                found.add(node.module[len(pkg) + 1:].split(".")[0])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith(pkg + "."):
                    found.add(a.name[len(pkg) + 1:].split(".")[0])
    return {m for m in found if os.path.exists(os.path.join(folder, m + ".py"))}


def reached(folder, pkg, start):
    seen, todo = set(), [start]
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo.extend(imports(folder, pkg, m))
    return seen


def figures(entry):
    cls = entry.scene_class()
    pkg = "games." + entry.id.replace("-", "_")
    folder = os.path.join(ROOT, *pkg.split("."))
    own = {k.__name__ for k in cls.__mro__ if k.__module__.startswith("games.")}
    other = {"info"}
    for name in os.listdir(folder):
        if name.startswith(("rules", "ai")) and name.endswith(".py"):
            other |= reached(folder, pkg, name[:-3])
    screen = reached(folder, pkg, "scene") - other
    per_file, lines = {}, 0
    for name in sorted(m + ".py" for m in screen):
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            source = f.read()
        lines += source.count("\n")
        per_file[name] = scene_attrs(ast.parse(source), own)
    counts = {}
    for attrs in per_file.values():
        for a in attrs:
            counts[a] = counts.get(a, 0) + 1
    shared = sorted(a for a, n in counts.items() if n >= 2)
    return {"mro": len(cls.__mro__), "attrs": len(counts), "shared": len(shared),
            "presentation_lines": lines, "files": sorted(per_file), "shared_names": shared}


def main():
    wanted = set(sys.argv[1:])
    out = {e.id: figures(e) for e in registry() if not wanted or e.id in wanted}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
