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


# Okabe-Ito's yellow joins the six colours only when a game's own seats took one of them.
SPARE_COLORS = ["#F0E442"]


def info(game_info, seat):
    """What the screens show for `seat` of a game: its own info.SEATS entry where it has one,
    completed from the six styles. Seats past the game's list (a game that names two seats but
    allows six) take, in order, the colours and the emblems no seat of the game already uses, and
    the name "Player N": six seats never share a colour or an emblem."""
    own = list(getattr(game_info, "SEATS", []) or [])
    if seat < len(own):
        out = dict(own[seat])
        for key in ("color", "icon"):
            out.setdefault(key, STYLES[seat % len(STYLES)][key])
        out.setdefault("name", f"box.seat.{seat % len(STYLES)}")
        return out
    taken_colors = {str(s.get("color", "")).upper() for s in own}
    taken_icons = {s.get("icon") for s in own}
    colors = [c for c in [st["color"] for st in STYLES] + SPARE_COLORS
              if c.upper() not in taken_colors]
    free = [st for st in STYLES if st["icon"] not in taken_icons]
    k = seat - len(own)
    out = dict(free[k % len(free)]) if free else style(seat)
    out["color"] = colors[k % len(colors)] if colors else out["color"]
    out["name"] = f"box.seat.{seat % len(STYLES)}"
    return out


def verb_key(key, infos):
    """`key`, or its ".many" form when the subject is plural: several seats, or one seat whose
    name is plural (info.SEATS entry with "plural": True, like "Tyran's dragons"), so that a
    sentence built on seat names agrees ("Les dragons de Tyran gagnent !")."""
    infos = list(infos)
    return key + ".many" if len(infos) > 1 or any(i.get("plural") for i in infos) else key
