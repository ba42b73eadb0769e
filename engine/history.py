"""Undo and redo in a game in progress (the match's history, engine.match), and what the prompt
line says after them: the move taken back or played again, in the words of its own move-log
line ("Taken back: Orange Circle walks to C3."). Before, a press of Ctrl+Z during a blow's dice
only made them vanish, and a class saw the board jump back with nothing saying why."""
from engine.i18n import tr
from engine.ui import text, theme

SECONDS = 3.0


def undo(scene):
    """Take back to the person's last decision (Match.undo); True if anything was."""
    log = list(scene.match.log)
    if not scene.match.undo():
        return False
    scene.after_history_change()
    tell(scene, "box.taken_back", log[len(scene.match.log):])
    return True


def redo(scene):
    """Play again up to the person's next decision (Match.redo)."""
    told = len(scene.match.log)
    scene.match.redo()
    scene.after_history_change()
    tell(scene, "box.played_again", scene.match.log[told:])


def tell(scene, key, entries):
    """Note on `scene`'s prompt line what `entries` (move-log entries, (seat, (key, params) or
    None), oldest first) did: the first that has a line, under `key` ("box.taken_back",
    "box.played_again"); `key`.short alone when the line would not fit at a child's size."""
    lines = [desc for _, desc in entries if desc is not None]
    words = tr(key + ".short")
    if lines:
        said = tr(key, what=tr(lines[0][0], **lines[0][1]))
        cap, lines_max = scene.s(theme.TEXT), getattr(scene, "PROMPT_LINES", 1)
        px, _ = text.child_fit(said, cap, scene.prompt_rect.width, max_lines=lines_max)
        if px >= text.cap_px(cap):
            words = said
    scene.stage.note(words, SECONDS)
