"""Undo and redo in a game in progress (the match's history, engine.match), and what the prompt
line says after them: the move taken back or played again, in the words of its own move-log
line ("Taken back: Orange Circle walks to C3.", engine.line_note). Before, a press of Ctrl+Z
during a blow's dice only made them vanish, and a class saw the board jump back with nothing
saying why."""
from engine import line_note


def undo(scene):
    """Take back to the person's last decision (Match.undo); True if anything was."""
    log = list(scene.match.log)
    if not scene.match.undo():
        return False
    scene.after_history_change()
    tell(scene, "box.taken_back", log[len(scene.match.log):])
    return True


def redo(scene):
    """Play again up to the person's next decision (Match.redo). Said only when something was
    played (a stale redo list is dropped) and a person acts next: while a computer answers the
    prompt line is hidden, and the words came stale under the person's next decision."""
    told, done = len(scene.match.log), len(scene.match.actions)
    scene.match.redo()
    scene.after_history_change()
    if len(scene.match.actions) > done and scene.match.is_human(scene.match.actor()):
        tell(scene, "box.played_again", scene.match.log[told:])


def tell(scene, key, entries):
    """Note what `entries` (move-log entries, (seat, (key, params) or None), oldest first) did:
    the first that has a line, under `key` ("box.taken_back", "box.played_again")."""
    lines = [desc for _, desc in entries if desc is not None]
    line_note.say(scene, key, lines[0] if lines else None)
