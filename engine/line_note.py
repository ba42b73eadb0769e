"""A note on the prompt line in the words of a move's own log line: after an undo or a redo what
it took back or played again (engine.history), and with a hint what it suggests ("Idea: Orange
Circle takes the déchaînée posture."), so a class hears in words what a frame or an arrow
shows. Where the line would not fit at a child's size, the short form alone."""
from engine.i18n import tr
from engine.ui import text, theme

SECONDS = 3.0
HINT_SECONDS = 8.0      # its marks stay on the board, its words a while (a press ends them)


def say(scene, key, line, seconds=SECONDS):
    """Note on `scene`'s prompt line `key` with `what` the words of `line` (a Rules.describe
    result, (key, params), or None), or `key`.short when there is no line or it would not fit
    one prompt line at a child's size. Its time starts when the prompt line shows it: behind a
    hand-over screen, or while a computer answers, nobody sees it yet."""
    words = tr(key + ".short")
    if line is not None:
        said = tr(key, what=tr(line[0], **line[1]))
        cap, lines_max = scene.s(theme.TEXT), getattr(scene, "PROMPT_LINES", 1)
        px, _ = text.child_fit(said, cap, scene.prompt_rect.width, max_lines=lines_max)
        if px >= text.cap_px(cap):
            words = said
    scene.stage.note(words, seconds, when_seen=True)


def hint(scene, action):
    """What the hint `action` suggests, in its log line as the person at the screen may read it:
    described from their own observation (what others hide is not in it), and not at all where
    the move log must not tell what the decision chose (Rules.secret_choice: "Player 1 bids.",
    a card enlisted face down); there the short words point at the board's marks instead."""
    line = None
    if not scene.rules.secret_choice(scene.state):
        try:
            line = scene.rules.describe(scene.view, action)
        except Exception:       # a describe that needs more than the observation: no words
            line = None
    say(scene, "box.hint_note", line, HINT_SECONDS)
