"""How tightly a game's scene is coupled (issue 21: scenes composed of parts, not stacks of
mixins). Prints per game, as JSON:

- mro: the number of classes in the scene's MRO (mixins included), and how many are the game's own;
- attributes: the scene attributes (`self.x` inside the game's own classes of that MRO) and how
  many of them are used in two or more files (what a change must follow across files);
- presentation_lines: lines of the game's presentation files (those scene.py imports, directly or
  not, that neither the rules nor the computer players import; info.py, the game's description
  for the box, is left out).

    python tools/scene_coupling.py [--games ID,...]

Parts held by the scene (objects of their own) do not count: their `self` is not the scene's.
"""
import argparse
import ast
import importlib
import inspect
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def package_imports(path, pkg):
    """The modules of `pkg` that the file at `path` imports."""
    tree = ast.parse(open(path, encoding="utf-8").read())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == pkg:
                out.update(f"{pkg}.{a.name}" for a in node.names)
            elif node.module.startswith(pkg + "."):
                out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith(pkg + "."))
    return out


def closure(pkg, start):
    """`start` and every module of `pkg` it imports, directly or not (names that exist)."""
    seen, todo = set(), [start]
    while todo:
        mod = todo.pop()
        path = module_path(mod)
        if mod in seen or path is None:
            continue
        seen.add(mod)
        todo.extend(package_imports(path, pkg))
    return seen


def module_path(mod):
    base = os.path.join(ROOT, *mod.split("."))
    for path in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.exists(path):
            return path
    return None


def presentation_modules(pkg):
    shown = closure(pkg, pkg + ".scene")
    behind = set()
    for name in os.listdir(os.path.join(ROOT, *pkg.split("."))):
        if name.endswith(".py") and (name.startswith("rules") or name.startswith("ai")):
            behind |= closure(pkg, f"{pkg}.{name[:-3]}")
    return sorted(shown - behind - {pkg + ".info"})


def self_attributes(cls):
    """The names used as `self.<name>` in the body of class `cls` (its own source only)."""
    tree = ast.parse(inspect.getsource(cls).lstrip())
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}


def measure(entry_id):
    pkg = "games." + entry_id.replace("-", "_")
    scene_cls = importlib.import_module(pkg + ".scene").SCENE
    own = [c for c in scene_cls.__mro__ if c.__module__.startswith(pkg + ".")]
    files = {}
    for cls in own:
        for attr in self_attributes(cls):
            files.setdefault(attr, set()).add(inspect.getsourcefile(cls))
    lines = {}
    for mod in presentation_modules(pkg):
        with open(module_path(mod), encoding="utf-8") as f:
            lines[mod.rsplit(".", 1)[1]] = sum(1 for _ in f)
    return {"mro": len(scene_cls.__mro__), "own_classes_in_mro": len(own),
            "attributes": len(files),
            "attributes_in_two_or_more_files": sum(1 for f in files.values() if len(f) >= 2),
            "presentation_lines": sum(lines.values()), "presentation_files": lines}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    args = p.parse_args()
    from games import GAME_PACKAGES
    ids = [pkg.split(".")[1].replace("_", "-") for pkg in GAME_PACKAGES]
    if args.games:
        ids = [i for i in ids if i in args.games.split(",")]
    print(json.dumps({i: measure(i) for i in ids}, indent=1))


if __name__ == "__main__":
    main()
