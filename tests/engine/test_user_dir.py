"""The per-user data folder while tests run (engine/paths.user_dir)."""
import os
import subprocess
import sys

import platformdirs
import pytest

from engine import paths

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="module")
def home_seen_by_a_module_fixture():
    # Made before any test's own folder (conftest's user_home): a card-size test read the
    # settings of whoever ran the tests from here.
    return paths.user_dir()


def test_a_fixture_shared_by_a_module_never_reads_the_player_s_own_folder(
        home_seen_by_a_module_fixture):
    player = platformdirs.user_data_dir("dragons-arenas", appauthor=False)
    assert os.path.realpath(home_seen_by_a_module_fixture) != os.path.realpath(player)
    assert os.path.basename(home_seen_by_a_module_fixture).startswith("dragons-arenas-tests-")


def test_importing_a_tool_keeps_the_folder_already_set(tmp_path):
    # The tools that measure the box make a folder of their own when run; imported while the
    # tests are collected (tests/tools), bench.py and memory.py replaced the session's folder.
    # A fresh interpreter: in this one they were imported long ago.
    code = ("import os, tools.bench, tools.memory, tools.pace, tools.frame_parts, "
            "tools.classroom_figures; print(os.environ['DRAGONS_ARENAS_HOME'])")
    seen = []
    for home in (str(tmp_path), ""):        # empty counts as none, as for paths.user_dir
        env = dict(os.environ, DRAGONS_ARENAS_HOME=home)
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        seen.append(out.stdout.strip().splitlines()[-1])
    assert seen[0] == str(tmp_path)
    assert os.path.basename(seen[1]).startswith("da-bench-")
    assert os.path.isdir(seen[0])           # a folder given to the tool is never removed
    assert not os.path.exists(seen[1])      # one it made is removed when it ends


def test_each_test_still_gets_its_own_empty_folder(user_home, home_seen_by_a_module_fixture):
    assert paths.user_dir() == str(user_home)
    assert paths.user_dir() != home_seen_by_a_module_fixture
    assert os.listdir(user_home) == []
