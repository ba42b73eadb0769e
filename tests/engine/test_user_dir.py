"""The per-user data folder while tests run (engine/paths.user_dir)."""
import os
import tempfile

import platformdirs
import pytest

from engine import paths


@pytest.fixture(scope="module")
def home_seen_by_a_module_fixture():
    # Made before any test's own folder (conftest's user_home): a card-size test read the
    # settings of whoever ran the tests from here.
    return paths.user_dir()


def test_a_fixture_shared_by_a_module_never_reads_the_player_s_own_folder(
        home_seen_by_a_module_fixture):
    player = platformdirs.user_data_dir("dragons-arenas", appauthor=False)
    assert os.path.realpath(home_seen_by_a_module_fixture) != os.path.realpath(player)
    # A temporary folder (the session's, or one a tool imported by an earlier test made its own).
    assert os.path.realpath(home_seen_by_a_module_fixture).startswith(
        os.path.realpath(tempfile.gettempdir()) + os.sep)


def test_each_test_still_gets_its_own_empty_folder(user_home, home_seen_by_a_module_fixture):
    assert paths.user_dir() == str(user_home)
    assert paths.user_dir() != home_seen_by_a_module_fixture
    assert os.listdir(user_home) == []
