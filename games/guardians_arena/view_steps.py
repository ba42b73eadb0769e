"""Guardians Arena on screen: how each legal action is made with clicks. Pure Python (no pygame).

Every place a person may click on the table has a key (a tuple):
  ("card", id)               a card of the own hand (or pen, when the choice is from the pen)
  ("on" | "under", seat, pos) the card slot on or under a stronghold (filled or empty)
  ("hold", seat, pos)        the stronghold card itself
  ("guardian", seat)  ("standard", seat)  ("shield", seat)  ("terrain",)
  ("duel", seat, i)          a creature in the duel zone (i = -1 the primary duellist)
  ("btn", name)              a button of the action panel (influence, ability, a channel mode, ready)
An action is the list of clicks that makes it (`clicks`). The passes (pass, stay, accept, keep,
take) are not clicks on the table: they are the one Pass button. `Chooser` follows the clicks made
so far and tells which places may come next and when an action is complete.
"""
PASSES = ("pass", "stay", "accept", "keep", "take")
ONE_CLICK = ("discard", "drop")            # one card, one click: nothing else could be meant
CONFIRMED = ("join", "sacrifice", "block")  # a card, then its own button (never by a slip)


def target_key(t):
    """The place to click for a card's target (None: no target)."""
    if t is None:
        return None
    if isinstance(t, list) and len(t) == 2 and all(isinstance(x, int) for x in t):
        return ("duel", t[0], t[1])                     # a creature in the duel (a corruption)
    kind = t[0] if isinstance(t, list) and t else None
    if kind == "creature":
        return ("duel", t[1], t[2])
    if kind == "item":
        return ("duel", t[1], t[2]) if isinstance(t[2], int) else ("on", t[1], t[2])
    if kind in ("under", "on"):
        return (kind, t[1], t[2])
    if kind in ("reinforcement", "weakening"):
        return ("hold", t[1], t[2])
    if kind in ("standard", "shield"):
        return (kind, t[1])
    return ("btn", "target:" + str(t))


def clicks(action, me):
    """The clicks that make `action` for seat `me`; None for a pass (the Pass button)."""
    k = action[0]
    if k in PASSES:
        return None
    if k in ("on", "under"):
        return [("card", action[2]), (k, me, action[1])]
    if k == "item":
        return [("card", action[2]), ("on", me, action[1])]
    if k == "fortify":
        return [("card", action[3]), ("hold", action[1], action[2])]
    if k == "standard":
        if isinstance(action[1], str):                  # enlistment: a standard-bearer shield
            return [("card", action[1]), ("guardian", me)]
        return [("standard", action[1])]                 # a raid's shield destroys a standard
    if k == "sacrifice_standard":
        return [("standard", me), ("standard", 1 - me)]
    if k in ONE_CLICK:
        return [("card", action[1])]
    if k in CONFIRMED:
        return [("card", action[1]), ("btn", k)]
    if k == "terrain":
        return [("card", action[1]), ("terrain",)]
    if k == "clear":
        return [("terrain",)]
    if k == "enter":
        return [("on", me, action[1])]
    if k == "deploy":
        return [("hold", me, action[1])]
    if k == "target":
        return [("hold", 1 - me, action[1])]
    if k == "play":
        t = target_key(action[2])
        return [("card", action[1]), t if t else ("btn", "play")]
    if k == "shield":
        return [("card", action[1]), target_key(action[2])]
    if k == "channel":
        return [("under", me, action[1]), ("btn", "ch:" + action[2])]
    if k == "capture":
        place = action[2]
        if place == "duel":
            return [("duel", action[1], -1)]
        return [(place[0], action[1], place[1])]
    if k == "prep":
        move, place = action[1], action[2]
        out = [("on", me, move[0]), ("on", me, move[1])] if move else []
        if place:
            out.append(("card", place))
        return out + [("btn", "ready")]
    if k in ("influence", "ability", "attack"):
        return [("btn", k)]
    return [("btn", "action:" + str(action))]


def card_ids(actions):
    """The card ids the actions pick from the own cards (their ("card", id) clicks)."""
    out = set()
    for a in actions:
        for c in a[1]:
            if c[0] == "card":
                out.add(c[1])
    return out


class Chooser:
    """The clicks made so far towards an action, over the legal actions of one position."""

    def __init__(self):
        self.set_legal([], 0)

    def set_legal(self, legal, me):
        self.me = me
        self.passes = [a for a in legal if a[0] in PASSES]
        self.actions = [(a, clicks(a, me)) for a in legal if a[0] not in PASSES]
        self.picked = []

    def reset(self):
        self.picked = []

    def matching(self):
        n = len(self.picked)
        return [(a, c) for a, c in self.actions if c[:n] == self.picked]

    def next_places(self):
        """The places that may be clicked now (keys), in the order of the legal actions."""
        n = len(self.picked)
        out = []
        for _, c in self.matching():
            if len(c) > n and c[n] not in out:
                out.append(c[n])
        return out

    def buttons(self):
        return [p[1] for p in self.next_places() if p[0] == "btn"]

    def click(self, place):
        """A click on `place`: returns the finished action, or None (the click is kept as a step,
        or ignored when it leads nowhere: then `picked` is unchanged and False is returned as
        the second value)."""
        if place not in self.next_places():
            if self.picked and place in [c[0] for _, c in self.actions]:
                self.picked = []                        # another first pick: start again from it
                return self.click(place)
            return None, False
        self.picked = self.picked + [place]
        n = len(self.picked)
        live = self.matching()
        done = [a for a, c in live if len(c) == n]
        longer = [c for _, c in live if len(c) > n]
        if done and not longer:
            self.picked = []
            return done[0], True
        # A channeller with one mode: the mode is pressed for the person.
        if len(live) == 1 and live[0][0][0] == "channel":
            self.picked = []
            return live[0][0], True
        return None, True

    def picked_card(self):
        for p in self.picked:
            if p[0] == "card":
                return p[1]
        return None
