"""How a fight's dice are told: at the table a fighter throws its dice in one handful, so on screen
each side's dice tumble together (the attacker's, then the defender's) in a person's fight, and
both sides' at once in a fight between two computers, which is told briefly."""
import copy

import pygame
import pytest

from engine.registry import GameEntry
from tests.helpers import run, start_game

ENTRY = GameEntry("games.arena")


def fight_events(att, dfn):
    events = [{"type": "Attacked", "seat": 0, "target": 1, "from": 18, "at": 19,
               "att_dice": len(att), "def_dice": len(dfn)}]
    events += [{"type": "DieRolled", "side": "att", "index": i, "face": f}
               for i, f in enumerate(att)]
    events += [{"type": "DieRolled", "side": "def", "index": i, "face": f}
               for i, f in enumerate(dfn)]
    return events


def throws(between_computers):
    """Which dice were in the air together, frame by frame, while a 3-against-2 fight is told at
    the normal speed (two persons play: the fight is said to be between computers or not)."""
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1280, 720), seed=5,
                            speed="normal")
    scene.anims.among_computers = lambda *seats: between_computers
    try:
        run(app, 5)
        scene.show.finish_all()
        before = copy.deepcopy(scene.shown)
        before["fight"] = {"attacker": 0, "defender": 1}
        scene.show.play(fight_events([4, 2, 6], [3, 5]), before, copy.deepcopy(scene.shown))
        seen = []
        for _ in range(400):
            run(app, 1)
            duel = scene.anims.duel
            if duel is not None and duel["rolling"]:
                group = frozenset(duel["rolling"])
                if not seen or seen[-1] != group:
                    seen.append(group)
            if duel is not None and len(duel["att"]) == 3 and len(duel["def"]) == 2:
                return seen, duel
        raise AssertionError("the dice never all landed")
    finally:
        pygame.display.quit()


ATT = frozenset({("att", 0), ("att", 1), ("att", 2)})
DEF = frozenset({("def", 0), ("def", 1)})


def test_a_persons_fight_throws_each_sides_dice_in_one_handful():
    seen, duel = throws(False)
    assert seen == [ATT, DEF]
    assert duel["att"] == [4, 2, 6] and duel["def"] == [3, 5]


def test_a_fight_between_computers_throws_both_sides_at_once():
    seen, duel = throws(True)
    assert seen == [ATT | DEF]
    assert duel["att"] == [4, 2, 6] and duel["def"] == [3, 5]


@pytest.mark.parametrize("between_computers", [False, True])
def test_no_die_is_left_tumbling_once_it_landed(between_computers):
    _, duel = throws(between_computers)
    assert duel["rolling"] == []


def test_dice_told_after_a_reset_between_two_dice_land_on_the_duel():
    """After undo (or a saved game) stops between two dice, the duel is rebuilt from the
    observation; the dice still to come tumble and land on it."""
    app, scene = start_game(ENTRY, players=("human", "human"), size=(1280, 720), seed=5)
    try:
        run(app, 2)
        st = copy.deepcopy(scene.match.state)
        st["fight"] = {"attacker": 0, "defender": 1, "att_dice": 2, "def_dice": 1,
                       "att": [4], "def": []}
        scene.anims.reset(st)
        die = {"type": "DieRolled", "side": "att", "index": 1, "face": 6}
        scene.show.play([die], st, st)
        run(app, 3)
        assert scene.anims.duel["att"] == [4, 6]
    finally:
        pygame.display.quit()
