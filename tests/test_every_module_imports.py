"""Every module of the project imports in the environment the tests run in: the README's fresh
.venv, made from requirements-dev.txt alone (.ci/run). A module that needs a package nobody
declared (numpy once hid this way, installed on the CI machine but in no requirements file) fails
here by name, instead of passing on one machine and failing on the next."""
import importlib
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ("engine", "games", "tools", "tests")


def modules():
    found = []
    for folder in FOLDERS:
        for here, dirs, files in os.walk(os.path.join(ROOT, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
            package = os.path.relpath(here, ROOT).replace(os.sep, ".")
            for name in sorted(files):
                if name.endswith(".py"):
                    stem = name[:-3]
                    found.append(package if stem == "__init__" else package + "." + stem)
    return found


def test_the_walk_finds_every_folder_and_the_big_modules():
    names = set(modules())
    assert {"games", "tools", "tests"} <= names
    assert {"engine.match", "tools.monkey", "tests.conftest",
            "games.guardians_arena.rules"} <= names
    assert len(names) > 200


@pytest.mark.parametrize("name", modules())
def test_the_module_imports(name):
    importlib.import_module(name)


def test_main_imports():
    importlib.import_module("main")
