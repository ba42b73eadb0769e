"""What ARENA tells the person: the prompt line, the end screen's lines and pictures, pure
functions of the observation shown (and of the choice under way)."""
from engine.i18n import tr
from games.arena.texts import seat_key

K = "arena."


# What the other seat's turn does to a person's pieces, held for them to see, and the picture of
# each on the "what happened" strip (engine/play_hooks.py).
LOOK_AT = {"Hurt": "arena/hit", "Disarmed": "arena/weapon",
           "Fell": "arena/posture-ground", "KnockedOut": "arena/fighter-{seat}-out"}


def event_words(st, e, actor):
    """What a "what happened" chip says when pressed (engine: GameHooks.event_words): who struck
    the blow and what it cost, or who knocked the fighter out. A fall and a lost weapon say their
    move-log lines (None here)."""
    if e["type"] == "Hurt" and actor is not None and actor >= 0:
        key = ".none" if e["hp"] == 0 else ".one" if e["damage"] == 1 else ""
        return tr(K + "again.hurt" + key, by=seat_key(actor), seat=seat_key(e["seat"]),
                  n=e["damage"])
    if e["type"] == "KnockedOut":
        return tr(K + "again.out", by=seat_key(e["by"]), seat=seat_key(e["seat"]))
    return None


def prompt(st, target, mode):
    """The prompt line for the fighter to act in `st`: `target` the foe picked for a blow,
    `mode` "pickup" while the posture buttons take the weapon back."""
    seat = st["actor"]
    if target is not None and st["phase"] in ("posture", "move"):
        return tr(K + "prompt.confirm", target=seat_key(target))
    if st["phase"] == "posture":
        f = st["fighters"][seat]
        if f["ground"]:
            return tr(K + "prompt.ground")
        if mode == "pickup":
            return tr(K + "prompt.pickup")
        return tr(K + "prompt.posture")
    if st["phase"] == "move":
        turn = st["turn"]
        if turn["left"] > 0:
            return tr(K + "prompt.walk" + (".one" if turn["left"] == 1 else ""),
                      n=turn["left"])
        return tr(K + "prompt.strike")
    return ""


def why_not_there(st, h):
    """What a tap on free hex `h` that neither walks nor ends a walk is told: before, in the
    walk, only the refusal's sound answered, and a child did not know the walk is exact."""
    if st["phase"] == "posture":
        return tr(K + "prompt.posture_first")
    if st["phase"] == "move":
        left = st["turn"]["left"]
        if left == 0:
            return tr(K + "why.walked")
        if h in st["turn"]["path"]:
            return tr(K + "why.twice")
        return tr(K + "why.not_an_end" + (".one" if left == 1 else ""), n=left)
    return None


def end_reason(st):
    """Why the fight ended (rules: the last fighter standing is champion at once; after
    round 10 with more than one standing, the Masters of the Arena dismiss them all)."""
    if st["phase"] != "over":
        return None
    if st.get("stopped"):
        # To the last: the Masters stopped a fight that drew no new blood for five rounds.
        if st["winner"] is None:
            standing = sum(1 for f in st["fighters"] if f["hp"] > 0)
            return tr(K + "end.stopped.none", n=standing), ["arena/masters"]
        w = st["winner"]
        top = max(f["hp"] for f in st["fighters"])
        if sum(1 for f in st["fighters"] if f["hp"] == top) > 1:
            # Level at the top: the blows decided (rules.masters_verdict).
            return (tr(K + "end.stopped.tie", seat=tr(seat_key(w)), n=st["taken"][w]),
                    ["arena/masters", f"arena/fighter-{w}"])
        return (tr(K + "end.stopped.win", seat=tr(seat_key(w))),
                ["arena/masters", f"arena/fighter-{w}"])
    if st["winner"] is None:
        standing = sum(1 for f in st["fighters"] if f["hp"] > 0)
        return tr(K + "end.dismissed", n=standing), ["arena/masters"]
    out, by = st.get("last_out") or (None, st["winner"])
    if out is None:
        return tr(K + "ui.champion", seat=tr(seat_key(by)), round=st["round"]), \
            ["arena/champion"]
    return (tr(K + "end.knockout", by=tr(seat_key(by)), out=tr(seat_key(out))),
            [f"arena/fighter-{by}", f"arena/fighter-{out}-out"])


def end_pictures(st, seat):
    """The hit points the fighter kept, as hearts; the Masters' verdict when all lost."""
    f = st["fighters"][seat]
    pics = [K.rstrip(".") + "/icon-hp"] * f["hp"]
    if st["winner"] == seat:
        pics = ["arena/champion"] + pics
    elif st["winner"] is None and f["hp"] > 0:
        pics = ["arena/masters"] + pics
    return pics
