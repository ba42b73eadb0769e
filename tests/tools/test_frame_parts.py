"""tools/frame_parts.py splits a game screen's frames by drawing part and says what made the
backdrop layer be drawn again; a bad game or size is refused with the list or the form."""
import sys

import pytest

from tools import frame_parts


def run(monkeypatch, capsys, *args):
    monkeypatch.setattr(sys, "argv", ["frame_parts.py", *args])
    frame_parts.main()
    return capsys.readouterr().out


def test_it_prints_the_percentiles_the_redraws_and_the_parts_of_the_slowest_frames(monkeypatch,
                                                                                   capsys):
    out = run(monkeypatch, capsys, "dragon-inferno", "--size", "640x400", "--frames", "40",
              "--worst", "3")
    lines = out.splitlines()
    assert lines[0].startswith("dragon-inferno 640x400: cpu median ") and "of 35 frames" in out
    assert lines[1].startswith("backdrop redrawn by:")
    assert len(lines) == 5 and all("draw=" in line for line in lines[2:])


@pytest.mark.parametrize("args, said", [(["nope"], "no game 'nope': dragons-arena"),
                                        (["arena", "--size", "big"], "WIDTHxHEIGHT")])
def test_a_bad_game_or_size_gets_a_clear_message(monkeypatch, capsys, args, said):
    with pytest.raises(SystemExit) as stop:
        run(monkeypatch, capsys, *args)
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_the_scene_is_put_back_as_it_was(monkeypatch, capsys):
    from games.dragon_inferno.scene import DragonInfernoScene as scene
    before = dict(vars(scene))
    run(monkeypatch, capsys, "dragon-inferno", "--size", "640x400", "--frames", "8")
    assert dict(vars(scene)) == before
