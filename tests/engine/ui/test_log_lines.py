"""The log panel's lines are worded and wrapped once per entry (engine/ui/chrome.py log_layout):
what it keeps must never show a stale line: a new entry or another language shows at once."""
from engine import i18n
from games import registry
from tests.engine.ui.test_drawer import drawn_while, game_with_log, newest_lines


def shows(line, drawn):
    # A long entry wraps: its first line starts the sentence.
    return any(len(d) > 4 and line.startswith(d) for d in drawn)


def test_the_log_shows_a_new_entry_and_another_language_at_once():
    app, scene = game_with_log(registry()[0], (1920, 1080))
    assert scene.log_rect.width, "a wide window shows the log panel"
    lines = newest_lines(scene)
    drawn = drawn_while(app, lambda: None)
    assert lines and all(shows(line, drawn) for line in lines), (lines, drawn)
    before = len(scene.match.log)
    drawn = drawn_while(app, lambda: scene.play(scene.legal()[0]))
    assert len(scene.match.log) > before
    assert shows(newest_lines(scene, 1)[0], drawn), drawn
    was = i18n.language()
    try:
        drawn = drawn_while(app, lambda: i18n.set_language("fr" if was == "en" else "en"))
        other = newest_lines(scene)
        assert all(shows(line, drawn) for line in other), (other, drawn)
    finally:
        i18n.set_language(was)
