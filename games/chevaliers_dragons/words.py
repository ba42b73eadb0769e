"""What Chevaliers et Dragons tells the person: the prompt line, the voice's cue and the end
screen's lines and pictures, pure functions of the observation shown (and of the square chosen)."""
from engine.i18n import tr
from games.chevaliers_dragons.rules import SETUP_ACTION_LIMIT
from games.chevaliers_dragons.view import DRAGONS, PRINCE, objective_sprite, pawn_sprite

K = "chevaliers-dragons."
# What each way of winning looks like: the two objectives taken, or the other army crossed out.
REASON_PICTURES = {
    (PRINCE, "objectives"): ["chevaliers-dragons/princess", "chevaliers-dragons/treasure"],
    (DRAGONS, "objectives"): ["chevaliers-dragons/castle", "chevaliers-dragons/village"],
    (PRINCE, "army"): ["chevaliers-dragons/small-dragon|x", "chevaliers-dragons/big-dragon|x"],
    (DRAGONS, "army"): ["chevaliers-dragons/knight|x", "chevaliers-dragons/soldier|x"],
}
UI = "chevaliers-dragons.ui."


# What the other seat's turn does to a person's pieces, held for them to see, and the picture of
# each on the "what happened" strip (engine/play_hooks.py).
LOOK_AT = {"PawnEliminated": lambda e: pawn_sprite(e["kind"]),
           "ObjectiveTaken": "chevaliers-dragons/{objective}"}


def event_words(st, e, actor):
    """What a "what happened" chip says when pressed (engine: GameHooks.event_words): an
    objective taken says it as its band did; a pawn out says its move-log line (None here)."""
    if e["type"] == "ObjectiveTaken":
        return tr(K + "taken." + e["objective"])
    return None


def prompt(st, selected):
    """The prompt line in `st`, `selected` the square chosen so far (or None)."""
    if st["phase"] == "setup":
        if st["setup_actions"][st["side"]] >= SETUP_ACTION_LIMIT:
            return tr(K + "prompt.setup.limit")
        if selected is not None:
            return tr(K + "prompt.setup.help")
        return tr(K + "prompt.setup")
    if st["phase"] == "play":
        if selected is not None:
            return tr(K + "prompt.move.help")
        if st["moves"] == 1:
            return tr(K + "prompt.move.one_more")
        return tr(K + "prompt.move")
    return ""


def voice_prompt(st, human, asking):
    """What the voice says now (engine.voice.Prompter; clips in spoken.py): the total asked,
    a person's turn (and, before the first move, to place the army), who won. `human` says
    whether a person plays the side to move, `asking` whether a fight's total is asked."""
    say = "chevaliers-dragons/"
    if st["phase"] == "over":
        won = st["winner"]
        return say + ("draw" if won is None else f"win-{won}")
    # The side's turn lasts through a new deal of its army and through its fights: "your
    # turn" is not said again after them, only what the child is asked inside them.
    moment = [say + f"turn-{st['side']}"] if human else []
    if st["phase"] in ("setup", "dealing") and moment:
        moment.append(say + "setup")
    if asking:
        moment.append(say + "total")
    return tuple(moment)


def end_lines(st):
    lines = []
    for seat in (PRINCE, DRAGONS):
        took = [tr(UI + "obj." + o) for o in st["taken"][seat]]
        if not took:
            lines.append(tr(UI + f"end.none.{seat}"))
        else:
            things = took[0] if len(took) == 1 else tr(UI + "and", a=took[0], b=took[1])
            lines.append(tr(UI + f"end.took.{seat}", things=things))
    return lines


def end_reason(st):
    """Why the battle ended (rules: both objectives taken, the other army gone, or the long
    battle's limit), in words and pictures: what was taken, the army crossed out, the time."""
    reason, winner = st["end_reason"], st["winner"]
    if reason == "limit":
        return tr(K + "draw.limit"), ["ui/hourglass"]
    if winner is None or not reason:
        return None
    return tr(K + f"win.{winner}.{reason}"), REASON_PICTURES[(winner, reason)]


def end_pictures(st, seat):
    """What `seat` captured, as pictures for the end screen (sprite names, in the order
    taken): children who cannot read see each side's trophies."""
    return [objective_sprite(o) for o in st["taken"][seat]]
