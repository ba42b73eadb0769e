"""ARENA's scene, the show: each rule event becomes an animation and a sound. The arena shown
(`self.shown`) changes as each animation lands, and resync() makes it equal to the observation at
the end of every batch, whatever was skipped.

A fighter slides hex to hex; a posture, a rest, healing, getting up and picking up the weapon pop
their picture over the fighter; an attack lunges, then the dice of both sides tumble one by one in
a band over the arena and their totals count up; a hit shakes the defender and its count drops, a
parry clangs; a disarmed fighter's weapon spins to the floor of its hex; a fall tips the fighter
over; a fighter knocked out lies grey. Each round's start is told in a band, and so is the end:
the champion, or every fighter dismissed by the Masters of the Arena.
"""
from engine.i18n import tr
from games.arena.texts import seat_key
from games.arena.view import P

K = "arena.ui."
ROUND_BAND = 1.3    # seconds of "Round 3 of 10" over the arena, all of them before the next turn


class ArenaShow:
    """A part of the scene: given the show (the one timeline), the stage (the arena shown) and
    the match (whose fighters persons play), it queues each event's animations, changes the shown
    arena as they land, and holds the dice being rolled (`duel`), which the scene draws."""

    def __init__(self, show, stage, match):
        self.show, self.stage, self.match = show, stage, match
        self.duel = None         # the dice being rolled, as the show tells them

    @property
    def shown(self):
        return self.stage.shown

    def touch(self):
        self.stage.touch()

    def reset(self, view):
        """After undo or a saved game stopped between two dice: the duel as it stands."""
        fight = view.get("fight")
        self.duel = None
        if fight is not None:
            self.duel = {"attacker": fight["attacker"], "defender": fight["defender"],
                         "att_dice": fight["att_dice"], "def_dice": fight["def_dice"],
                         "att": list(fight["att"]), "def": list(fight["def"]), "result": None,
                         "rolling": []}

    def resync(self, view):
        """The end of a batch: a duel whose verdict is told goes."""
        if view.get("fight") is None and self.duel is not None and self.duel.get("result"):
            self.duel = None
        self.touch()

    def fighter(self, seat):
        return self.shown["fighters"][seat]

    def pop(self, seat, icon, sound_name=None, change=None, seconds=0.6):
        """A picture pops over the fighter (and the shown fighter changes as it does)."""
        def start(tw):
            if change:
                change(self.fighter(seat))
            self.touch()
        if self.among_computers(seat):
            seconds = min(seconds, 0.25)    # a computer's posture or rest: a glimpse
        self.show.then(seconds, "pop", {"seat": seat, "icon": icon}, on_start=start,
                       sound_name=sound_name)

    # --- the start, turns and rounds ------------------------------------------------------------
    def anim_FirstDrawn(self, e, before, after):
        seat = e["seat"]
        # Each band over the arena is gone before the next fighter moves: it lies across the
        # board's middle, and a walk begun under it was half hidden.
        self.show.step(lambda: self.stage.say(tr(K + "first", seat=seat_key(seat)), 1.8, seat))
        self.show.then(1.8, "pause", {}, sound_name="turn")

    def anim_TurnStarted(self, e, before, after):
        def start():
            self.duel = None
            self.shown["actor"] = e["seat"]
            self.shown["phase"] = "posture"
            self.shown["turn"] = None
            self.touch()
        self.show.step(start)

    def anim_RoundBegan(self, e, before, after):
        # The band names the fighter who begins the round to the top bar, which said "Orange
        # Circle: your turn!" over "Round 2 of 10" after Orange Circle's turn had ended.
        who = after.get("actor")
        first = who if who is not None and who >= 0 else None

        def start():
            self.duel = None
            self.shown["round"] = e["round"]
            if first is not None:            # the ring under its feet, as the top bar says
                self.shown["actor"] = first
            if e.get("calm") is not None:     # to the last: no "of 10"
                self.shown["calm"] = e["calm"]
                words = tr(K + "round.last", n=e["round"])
            else:
                words = tr(K + "round", n=e["round"])
            self.stage.say(words, ROUND_BAND, icon=P + "round", announces=first)
            self.touch()
        self.show.step(start)
        self.show.then(ROUND_BAND, "pause", {}, sound_name="ar-round")

    def anim_Healed(self, e, before, after):
        self.pop(e["seat"], P + "heal", "ar-heal", lambda f: f.update(hp=e["hp"], resting=False),
                 0.8)

    def anim_Rested(self, e, before, after):
        self.pop(e["seat"], P + "rest", "ar-rest",
                 lambda f: f.update(resting=True, posture="garde"), 0.8)

    def anim_PostureTaken(self, e, before, after):
        def change(f):
            f["posture"] = e["posture"]
            self.shown["phase"] = "move"
        self.pop(e["seat"], P + "posture-" + e["posture"], "ar-posture", change, 0.45)

    def anim_GotUp(self, e, before, after):
        self.pop(e["seat"], P + "up", "ar-up",
                 lambda f: f.update(ground=False, posture=e["posture"]), 0.7)

    def anim_PickedUp(self, e, before, after):
        self.pop(e["seat"], P + "pickup", "ar-pickup",
                 lambda f: f.update(disarmed=False, weapon=None, posture=e["posture"]), 0.7)

    # --- walking and striking -------------------------------------------------------------------
    def among_computers(self, *seats):
        """A fight or walk in which no person's fighter takes part is told briefly: with five
        computer fighters a round of full fights took about 27 s at normal speed."""
        return not any(self.match.is_human(s) for s in seats if s is not None)

    def fight_among_computers(self, obs):
        f = obs.get("fight")
        return f is not None and self.among_computers(f["attacker"], f["defender"])

    def anim_Stepped(self, e, before, after):
        def land(tw):
            self.fighter(e["seat"])["hex"] = e["to"]
            turn = self.shown.get("turn")
            if turn is not None:
                turn["path"].append(e["to"])
                turn["left"] = e["left"]
            self.touch()
        self.show.then(0.08 if self.among_computers(e["seat"]) else 0.26, "slide",
                       {"seat": e["seat"], "from": e["from"], "to": e["to"]},
                       on_done=land, sound_name="ar-step")

    def anim_Attacked(self, e, before, after):
        def start(tw):
            self.duel = {"attacker": e["seat"], "defender": e["target"],
                         "att_dice": e["att_dice"], "def_dice": e["def_dice"],
                         "att": [], "def": [], "result": None, "rolling": []}
            self.touch()
        brief = self.among_computers(e["seat"], e["target"])
        self.show.then(0.15 if brief else 0.4, "lunge",
                       {"seat": e["seat"], "from": e["from"], "to": e["at"]},
                       on_start=start, sound_name="combat")

    def anim_RestBroken(self, e, before, after):
        self.pop(e["seat"], P + "rest", None, lambda f: f.update(resting=False), 0.5)

    def anim_DieRolled(self, e, before, after):
        side = e["side"]

        def start(tw):
            if self.duel is not None:
                # A throw's dice tumble together: every die in the air is listed.
                self.duel["rolling"].append((side, e["index"]))
            # No touch(): the dice band is drawn every frame over the backdrop, which the dice
            # do not change (a redraw of the 4K backdrop per die set the frames' p99).

        def land(tw):
            if self.duel is not None:
                self.duel[side].append(e["face"])
                if (side, e["index"]) in self.duel["rolling"]:
                    self.duel["rolling"].remove((side, e["index"]))
        first = e["index"] == 0
        data = {"side": side, "index": e["index"], "face": e["face"]}
        if self.fight_among_computers(before):
            # Between computers the dice of both sides land together, in one throw.
            self.show.then(0.35, "die", data, on_start=start, on_done=land,
                           sound_name="roll" if first and side == "att" else None,
                           along=not (first and side == "att"))
            return
        # A person's fight: each side throws its dice together, as at the table, the attacker's
        # first, then the defender's (one by one, a fight took twice as long to tell).
        self.show.then(0.5, "die", data, on_start=start, on_done=land,
                       sound_name="roll" if first else None, along=not first)

    def anim_Resolved(self, e, before, after):
        def start(tw):
            if self.duel is not None:
                self.duel["result"] = dict(e)       # shown in the dice band, drawn every frame
        # The verdict is seen before anything else happens: a stray tap does not skip it.
        brief = self.among_computers(e["seat"], e["target"])
        self.show.then(0.45 if brief else 0.9, "verdict", {"hit": e["hit"]}, on_start=start,
                       skippable=False, sound_name="ar-hit" if e["hit"] else "ar-parry")

    def anim_Hurt(self, e, before, after):
        def start(tw):
            self.fighter(e["seat"])["hp"] = e["hp"]
            if after.get("taken") is not None:      # the Masters' second count, to the last
                self.shown["taken"] = list(after["taken"])
            self.touch()
        brief = (self.fight_among_computers(before) if before.get("fight") is not None
                 else self.among_computers(e["seat"]))
        self.show.then(0.3 if brief else 0.8, "hurt",
                       {"seat": e["seat"], "hex": e["hex"], "damage": e["damage"]},
                       on_start=start)

    def anim_Disarmed(self, e, before, after):
        seat = e["seat"]

        def start(tw):
            self.fighter(seat).update(disarmed=True, weapon=e["hex"])
            self.stage.hide("weapon", seat)

        def land(tw):
            self.stage.unhide("weapon", seat)
        self.show.then(0.8, "weapon-drop", {"seat": seat, "hex": e["hex"]}, on_start=start,
                       on_done=land, sound_name="ar-disarm")

    def anim_Fell(self, e, before, after):
        def land(tw):
            self.fighter(e["seat"])["ground"] = True
            self.touch()
        self.show.then(0.6, "fall", {"seat": e["seat"]}, on_done=land, sound_name="ar-fall")

    def anim_KnockedOut(self, e, before, after):
        seat = e["seat"]

        def start(tw):
            self.fighter(seat).update(hp=0, ground=False, resting=False)
            self.touch()
        brief = self.among_computers(seat)
        self.show.then(0.6 if brief else 0.9, "fall", {"seat": seat}, on_done=start,
                       sound_name="ar-out")
        told = 1.3 if brief else 1.6
        self.show.step(lambda: self.stage.say(tr(K + "out", seat=seat_key(seat)), told, seat))
        self.show.then(told, "pause", {})

    # --- the end --------------------------------------------------------------------------------
    def anim_GameOver(self, e, before, after):
        w = e["winner"]

        def start():
            self.duel = None
            if e.get("stopped"):
                # To the last: the Masters stopped a fight that no longer drew blood.
                if w is None:
                    line = tr(K + "stopped.none")
                elif len(e.get("level", ())) > 1:     # level at the top: the blows decided
                    line = tr(K + "stopped.tie", seat=seat_key(w), n=e["taken"][w])
                else:
                    line = tr(K + "stopped.win", seat=seat_key(w))
                self.stage.say(tr(K + "stopped"), 2.8, w, line=line, icon=P + "masters")
            elif w is not None:
                self.stage.say(tr(K + "champion.band", seat=seat_key(w)), 2.6, w,
                               icon=P + "champion")
            else:
                self.stage.say(tr(K + "dismissed"), 2.8, line=tr(K + "dismissed.why"),
                               icon=P + "masters")
            self.touch()
        self.show.step(start)
        self.show.then(2.6, "result", {}, skippable=False,
                       sound_name="ar-champion" if w is not None else "ar-dismissed")
