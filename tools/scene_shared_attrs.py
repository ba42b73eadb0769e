"""How a game's scene is put together (figures for the issue's closing note, never asserted):

    python tools/scene_shared_attrs.py [GAME_ID ...]

- mro: the length of the scene class's MRO (mixins stacked on one `self`);
- attrs: the scene's attributes the game's own files use (`self.x` inside the scene class and the
  game's classes mixed into it; `scene.x`, `sc.x` and `self.scene.x` anywhere in the game);
- shared: those used in two or more files (state shared through one `self`);
- presentation_lines: lines of the game's on-screen files (those importing pygame, and the
  scene's words and show).
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


def presentation(path, source):
    name = os.path.basename(path)
    return "import pygame" in source or name.startswith(("scene", "draw", "show", "words"))


def figures(entry):
    cls = entry.scene_class()
    pkg = entry.module.__name__.rsplit(".", 1)[0] if hasattr(entry, "module") else None
    folder = os.path.join(ROOT, "games", entry.id.replace("-", "_"))
    own = {k.__name__ for k in cls.__mro__ if k.__module__.startswith("games.")}
    per_file, lines = {}, 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".py"):
            continue
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as f:
            source = f.read()
        if not presentation(path, source):
            continue
        lines += source.count("\n")
        per_file[name] = scene_attrs(ast.parse(source), own)
    del pkg
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
