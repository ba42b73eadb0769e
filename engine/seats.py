"""Six seat styles for games whose seats bring no emblem of their own: an Okabe-Ito colour and a
distinct shape each, so seats never differ by colour alone. Pure data (info.py files use it).

    SEATS = [dict(engine.seats.style(i), name=f"my-game.seat.{i}") for i in range(6)]
"""

STYLES = [
    {"color": "#D55E00", "icon": "ui/seat-circle", "shape": "circle"},
    {"color": "#0072B2", "icon": "ui/seat-square", "shape": "square"},
    {"color": "#009E73", "icon": "ui/seat-triangle", "shape": "triangle"},
    {"color": "#CC79A7", "icon": "ui/seat-diamond", "shape": "diamond"},
    {"color": "#E69F00", "icon": "ui/seat-star", "shape": "star"},
    {"color": "#56B4E9", "icon": "ui/seat-hexagon", "shape": "hexagon"},
]


def style(seat):
    """The colour, emblem and shape of a seat (0..5)."""
    return dict(STYLES[seat % len(STYLES)])
