"""Dragon Inferno's scene, the show: each rule event becomes an animation and a sound. The board
shown (`self.shown`) changes as each animation lands, and resync() makes it equal to the
observation at the end of every batch, whatever was skipped.

Eggs drop into place; a tile slides in from its tray; an egg under a plain square shakes and
cracks; an egg seen through the hole hatches, and the dragon flies from its cave onto the kingdoms
with flames (or away in smoke when it has nowhere to land); at the end each kingdom's visible
squares and castles light tile by tile while its number climbs, then the crushed eggs take their
points back. The count and the result are never skipped by a stray tap.
"""
from engine.i18n import tr


class DIShow:
    """A part of the scene: given the show (the one timeline) and the stage (the board shown), it
    queues each event's animations and changes the shown board as they land. It holds the final
    count as it climbs (`counting`), which the table draws."""

    def __init__(self, show, stage):
        self.show, self.stage = show, stage
        self.counting = None    # {"lit", "castles", "value"} while the final count is told

    @property
    def shown(self):
        return self.stage.shown

    def touch(self):
        self.stage.touch()

    # --- set-up ---------------------------------------------------------------------------------------
    def anim_DragonDealt(self, e, before, after):
        def land():
            self.shown["caves"][e["cave"]] = e["dragon"]
            self.touch()
        # each dragon pops into its cave, one after the other (the deal is in sight, as in the box)
        self.show.then(0.3, "deal", dict(e), on_done=lambda tw: land(), sound_name="di-count")

    def anim_FirstDrawn(self, e, before, after):
        seat = e["seat"]
        self.show.step(lambda: self.stage.say(tr("dragon-inferno.ui.first.%d" % seat), 2.0, seat))
        self.show.then(2.0, "first", {}, skippable=False, sound_name="turn")

    def anim_EggPlaced(self, e, before, after):
        def land(tw):
            if e["sq"] not in self.shown["eggs"]:
                self.shown["eggs"].append(e["sq"])
            self.touch()
        self.show.then(0.35, "egg", {"sq": e["sq"]}, on_done=land, sound_name="di-egg-drop")

    # --- kingdom tiles ---------------------------------------------------------------------------------
    def anim_TilePlaced(self, e, before, after):
        seat = e["seat"]
        # It slides from its slot in the tray, among the tiles the seat held before.
        names = list(after["hands"][seat]) + [e["tile"]]
        order = [n for n in "IOTSZLJ" if n in names]
        data = {"slot": order.index(e["tile"]), "tile": e["tile"], "orient": e["orient"],
                "seat": seat, "anchor": e["anchor"]}

        def begin(tw):
            hand = self.shown["hands"][seat]
            if e["tile"] in hand:
                hand.remove(e["tile"])
            self.touch()

        def land(tw):
            for q in e["squares"]:
                self.shown["owner"][q] = seat
            self.shown["tiles"].append({k: e[k] for k in ("seat", "tile", "orient", "anchor",
                                                         "squares", "castle", "hole")})
            self.touch()
        self.show.then(0.45, "slide", data, on_start=begin, on_done=land,
                       sound_name="di-tile-slide")

    def anim_EggCrushed(self, e, before, after):
        def crack(tw):
            if e["sq"] in self.shown["eggs"]:
                self.shown["eggs"].remove(e["sq"])
            self.stage.unhide("eggs", e["sq"])

        def done(tw):
            self.shown["crushed"][e["seat"]].append(e["sq"])
            self.touch()
        self.show.then(0.6, "crack", {"sq": e["sq"]}, on_start=crack, on_done=done,
                       sound_name="di-egg-crack")

    def anim_EggHatched(self, e, before, after):
        def hatch(tw):
            if e["sq"] in self.shown["eggs"]:
                self.shown["eggs"].remove(e["sq"])
            self.shown["hatched"].append(e["sq"])
            self.touch()
        self.show.then(0.7, "hatch", {"sq": e["sq"]}, on_start=hatch, sound_name="di-hatch")
        if e["dragon"] is None:
            # A band over the board is gone before the next move: a tile laid under it was hidden
            self.show.step(lambda: self.stage.say(tr("dragon-inferno.ui.no_dragon"), 1.4,
                                                  icon="dragon-inferno/cave-empty"))
            self.show.then(1.4, "pause", {})
            return

        def call(tw):
            self.shown["next_cave"] = e["cave"] + 1
            summon = after.get("summon")
            if summon and summon["cave"] == e["cave"]:
                # Called out to be laid: the yellow frame stays on its cave, never hopping to
                # the next one for the roar before the board catches up.
                self.shown["summon"] = dict(summon)
            self.touch()
        self.show.then(0.6, "roar", {"cave": e["cave"]}, on_start=call, sound_name="di-roar")

    def anim_DragonGone(self, e, before, after):
        def gone(tw):
            self.shown["gone"].append(e["cave"])
            self.touch()
        self.show.step(lambda: self.stage.say(tr("dragon-inferno.ui.gone", cave=e["cave"] + 1), 2.0,
                                              icon="dragon-inferno/smoke"))
        self.show.then(1.4, "flight", {"cave": e["cave"], "gone": True}, on_done=gone,
                       sound_name="di-fly-away")
        self.show.then(0.6, "pause", {})        # the band's last words, before the next move

    def anim_DragonPlaced(self, e, before, after):
        def land(tw):
            self.shown["dragons"].append({k: e[k] for k in ("orient", "anchor", "squares")})
            self.shown["dragons"][-1].update(dragon=e["dragon"], cave=e["cave"])
            for q in e["squares"]:
                self.shown["dragon_at"][q] = len(self.shown["dragons"]) - 1
            self.shown["summon"] = None
            self.touch()
        self.show.then(0.9, "flight", {"cave": e["cave"], "squares": e["squares"]},
                       on_done=land, sound_name="di-roar")
        self.show.then(0.8, "flames", {"squares": e["squares"]}, sound_name="di-flames")

    def anim_Passed(self, e, before, after):
        seat = e["seat"]
        self.show.step(lambda: self.stage.say(tr("dragon-inferno.ui.passed.%d" % seat), 1.6, seat))
        self.show.then(1.6, "pause", {})

    # --- the end ---------------------------------------------------------------------------------------
    def anim_GameOver(self, e, before, after):
        """Each kingdom in turn: tile by tile, its visible squares and castle light and its number
        climbs; then each crushed egg takes a point back. Never skipped by a stray tap."""
        st = after

        def begin():
            self.counting = {"lit": set(), "castles": set(), "value": [0, 0]}
            self.touch()
        self.show.step(begin)
        gap = self.show.gap(0.45)
        for seat in (0, 1):
            for t in st["tiles"]:
                if t["seat"] != seat:
                    continue
                lit = [q for q in t["squares"] if st["dragon_at"][q] is None]
                castle = t["castle"] if st["dragon_at"][t["castle"]] is None else None
                if not lit:
                    continue

                def light(tw, seat=seat, lit=lit, castle=castle):
                    self.counting["lit"].update(lit)
                    if castle is not None:
                        self.counting["castles"].add(castle)
                    self.counting["value"][seat] += len(lit) + (castle is not None)
                    self.touch()
                self.show.then(gap, "count-step", {}, on_start=light, skippable=False,
                               sound_name="di-count")
            for _ in st["crushed"][seat]:
                def minus(tw, seat=seat):
                    self.counting["value"][seat] -= 1
                    self.touch()
                self.show.then(gap, "count-step", {}, on_start=minus, skippable=False,
                               sound_name="di-egg-crack")
        w = e["winner"]
        line = tr("dragon-inferno.ui.final", a=e["scores"][0], b=e["scores"][1])
        title = tr("dragon-inferno.ui.win.%d" % w) if w is not None else tr("dragon-inferno.ui.draw")
        self.show.step(lambda: self.stage.say(title, 2.6, w, line))
        self.show.then(2.6, "result", {}, skippable=False,
                       sound_name="win" if w is not None else "draw")
