"""What the table and the panels draw from, handed to them by the scene each frame: the
observation of the seat at the screen, the arena as the show has told it so far, and what the
person is choosing (never the full state)."""
from collections import namedtuple

Look = namedtuple("Look", [
    "view",                 # the observation of the seat at the screen
    "shown",                # the arena as the show has told it so far (the stage's copy)
    "human",                # a person is to act and the show is over
    "actor",                # the seat to act
    "highlight",            # marks of what may be pressed are drawn (the setting, a person to act)
    "settings_highlight",   # the setting alone (the picker's targets)
    "selected",             # the die chosen so far: a square, or ("hand", i)
    "picker",               # the square whose power is being changed (the six faces), or None
    "draft",                # the secret powers being chosen, or None
    "hint",                 # the hint's action, or None
    "marks",                # {square: "act" or "turn"}: what a child may press in the arena
    "power_turn",           # the seat whose power-change turn is told in pictures, or None
    "hands",                # each species' dice as the viewer may see them
    "hand_dragged",         # the index of the hand's die dragged now, or None
    "drag_pos",             # where that die is
    "dragging",             # the picker's dragged die of the arena (square, position), or None
    "shake_offset",         # how far aside a person's shake pulls the lid, or None
    "lid_still",            # the lid lies closed and nothing will move it
    "count_totals",         # each species' running total while the final count lights, or None
    "pick",                 # the kit's picker (draws its own targets and selection)
    "board_rect",           # the board's rect (the six faces keep inside it)
])


def button_look(b):
    """What a button's look depends on (hovered, pressed, lit, chosen, its words and place)."""
    return (b.visible, b.enabled, b.hover, b.pressed, b.selected, b.label, b.icon, tuple(b.rect))

