"""tools/scene_coupling.py: the figures of how tightly a game's scene is coupled (issue 21)."""
from games.dragons_arena.scene import SCENE
from tools.scene_coupling import measure, presentation_modules


def test_the_figures_follow_the_scene_class():
    m = measure("dragons-arena")
    assert m["mro"] == len(SCENE.__mro__)
    assert m["own_classes_in_mro"] == sum(c.__module__.startswith("games.dragons_arena.")
                                         for c in SCENE.__mro__)
    assert 0 < m["attributes"] and m["attributes_in_two_or_more_files"] <= m["attributes"]
    # A scene of one class of its own lies in one file: no attribute is shared between files.
    assert m["own_classes_in_mro"] > 1 or m["attributes_in_two_or_more_files"] == 0
    assert m["presentation_lines"] == sum(m["presentation_files"].values())


def test_presentation_leaves_out_the_rules_the_players_and_the_description():
    mods = presentation_modules("games.dragons_arena")
    assert "games.dragons_arena.scene" in mods and "games.dragons_arena.show" in mods
    assert not [m for m in mods if m.rsplit(".", 1)[1].startswith(("rules", "ai", "arena",
                                                                   "duel", "info"))]
