"""Dragons Arena's show: each rule event becomes steps of the kit's show (engine.show), with sounds.
What is drawn lags behind the rules on purpose: the stage's `shown` holds the arena as the players
see it, each step updates it when it ends (and touches the stage, so the cached table is drawn
again), and resync() makes it equal to the observation after a batch.

A part of the scene of its own (the engine's show hands it the events: it is the show's handler),
given only the show, the stage, the settings (the voice, the solo records) and the looks' own
random numbers; the scene tells it how hard a person shook (`shake_strength`), and the panels read
the running totals of the final count (`count_totals`)."""
import math

from engine import sound
from engine.anim import back_out, bounce_out, ease_in_out
from engine.i18n import tr
from games.dragons_arena import aloud
from games.dragons_arena.view import FIRE, ICE


class Animations:
    def __init__(self, show, stage, settings, fx_rng):
        self.show, self.stage, self.settings, self.fx_rng = show, stage, settings, fx_rng
        self.shake_strength = 0     # how far a person's mouse shook the lid (its rattle's length)
        self.starter_shown = False  # this batch's "who starts" banner already named the duel
        self.count_totals = None    # each species' running total while the final count lights

    @property
    def shown(self):
        return self.stage.shown

    def touch(self):
        self.stage.touch()

    def set_shown(self, **changes):
        def apply(_tw=None):
            self.shown.update(changes)
            self.touch()
        return apply

    def resync(self, view):
        # The stage's copy of the view; the lid stays where its own animation left it.
        lid = (self.shown or {}).get("lid", 1.0 if view["phase"] == "shake" else 0.0)
        self.stage.resync(view)
        self.shown["lid"] = lid

    def anim_ArenaShaken(self, e, before, after):
        show = self.show
        strength = self.shake_strength or 600
        self.shake_strength = 0
        rattle = min(2.5, 0.5 + strength / 2500)
        show.then(rattle, "rattle", on_start=lambda tw: self._sound_for(tw, "rattle", rattle))
        show.then(0.45, "lid", {"from": 1.0, "to": 0.0}, on_done=self.set_shown(lid=0.0))
        self.shown["owner"] = [-1] * 16
        self.touch()
        dice = []
        for d in e["dice"]:
            angle = self.fx_rng.uniform(0, 2 * math.pi)
            start = (0.5 + 0.18 * math.cos(angle), 0.5 + 0.18 * math.sin(angle))
            spin = self.fx_rng.choice((-1, 1)) * self.fx_rng.uniform(360, 900)
            dice.append(dict(d, start=start, spin=spin))
        ordered = sorted(e["dice"], key=lambda d: d["sq"])
        show.then(1.0, "tumble", {"dice": dice}, ease=bounce_out,
                  on_start=lambda tw: sound.play("roll"),
                  on_done=self.set_shown(owner=[d["seat"] for d in ordered],
                                         power=[d["power"] for d in ordered], field=[0] * 16))

    def _sound_for(self, tw, name, seconds):
        tw.data["channel"] = sound.play(name, loops=-1, maxtime=int(seconds * 1000))

    def anim_StarterChosen(self, e, before, after):
        self.starter_shown = True
        seat = e["seat"]
        name = tr(f"dragons-arena.seat.{seat}")
        if e["reason"] == "lot":
            why = tr("dragons-arena.ui.starter_lot")
        else:
            why = tr("dragons-arena.ui.starter_power", power=e["power"])
        # the band announces the side that begins: the top bar names it too
        # (chrome.announced_turn), not the one who shook or rolled
        self.show.then(2.2, "banner", {"title": tr("dragons-arena.ui.starts", species=name),
                                       "line": why, "seat": seat, "power": e.get("power"),
                                       "announces": seat},
                       on_start=lambda tw: sound.play("turn"))

    def anim_DiceRolled(self, e, before, after):
        self.show.then(0.9, "handroll", {"seat": e["seat"], "values": e["values"]},
                       ease=ease_in_out, on_start=lambda tw: sound.play("roll"))

    def anim_PowersRevealed(self, e, before, after):
        self.show.then(1.0, "reveal", {}, on_start=lambda tw: sound.play("turn"))

    def anim_PowersSplit(self, e, before, after):
        self.show.then(0.5, "split", {"seat": e["seat"], "values": e["values"]},
                       on_start=lambda tw: sound.play("place"), ease=back_out)

    def anim_DragonPlaced(self, e, before, after):
        seat, sq, p = e["seat"], e["sq"], e["power"]
        hand = before["hands"][seat] or []
        idx = hand.index(p) if p in hand else 0
        self.show.then(0.35, "fly", {"seat": seat, "power": p, "from_hand": idx, "to": sq},
                       on_done=lambda tw: (self._put(sq, seat, p), sound.play("place")))

    def _put(self, sq, seat, p):
        self.shown["owner"][sq] = seat
        self.shown["power"][sq] = p
        self.touch()

    def anim_DuelStarted(self, e, before, after):
        if self.starter_shown:
            return  # the "who starts" banner of this same batch already said it
        seat = e["seat"]
        title = tr("dragons-arena.ui.duel_starts", duel=e["duel"],
                   species=tr(f"dragons-arena.seat.{seat}"))
        self.show.then(1.2, "banner", {"title": title, "line": "", "seat": seat, "announces": seat},
                       on_start=lambda tw: sound.play("turn"))

    def anim_DragonEliminated(self, e, before, after):
        a, b, seat = e["from"], e["to"], e["seat"]
        burst = "burst-fire" if seat == FIRE else "burst-ice"

        # The attacker leaves its square only as its slide lands (the slide hides it meanwhile;
        # the burst on the victim hides that square a moment longer): the panels' totals,
        # counted from the arena shown, went 23, 17, 21 while it flew.
        def land(tw):
            self.shown["owner"][a] = -1
            self.shown["field"][a] = 0
            self.set_square(b, seat, e["victim"])()
        whoosh = "elim-fire" if seat == FIRE else "elim-ice"
        self.show.then(0.5, "slide", {"seat": seat, "from": a, "to": b, "old": e["attacker"],
                                      "new": e["victim"]},
                       on_start=lambda tw: (self.touch(), sound.play(whoosh)), on_done=land,
                       ease=ease_in_out)
        self.show.then(0.55, "burst", {"sq": b, "sprite": burst, "victim": 1 - seat,
                                       "power": e["victim"]}, along=True)

    def set_one(self, key, sq, value):
        self.shown[key][sq] = value
        self.touch()

    def set_square(self, sq, owner, power, field=0):
        def apply(_tw=None):
            self.shown["owner"][sq] = owner
            self.shown["power"][sq] = power
            self.shown["field"][sq] = field
            self.touch()
        return apply

    def anim_PowerChanged(self, e, before, after):
        sq = e["sq"]
        self.show.then(0.6, "turnface", {"sq": sq, "old": e["old"], "new": e["new"],
                                         "owner": e["owner"]},
                       on_start=lambda tw: sound.play("roll", 0.6),
                       on_done=lambda tw: self.set_one("power", sq, e["new"]))
        self.show.then(0.6, "fieldon", {"sq": sq}, on_start=lambda tw: sound.play("forcefield"),
                       on_done=lambda tw: self.set_one("field", sq, 1))

    def anim_Combustion(self, e, before, after):
        self._element(e, "burst-fire", "elim-fire")

    def anim_Blizzard(self, e, before, after):
        self._element(e, "burst-ice", "elim-ice")
        if not e["eliminated"] and e["dest"] != e["sq"]:
            t, d = e["sq"], e["dest"]

            def land(tw):       # off its square and onto the new one at once (the totals)
                self.shown["owner"][t] = -1
                self.shown["field"][t] = 0
                self.set_square(d, FIRE, e["new"])()
            self.show.then(0.5, "slide", {"seat": FIRE, "from": t, "to": d, "old": e["new"],
                                          "new": e["new"]}, on_start=lambda tw: self.touch(),
                           on_done=land)

    def _element(self, e, sprite, snd):
        sq = e["sq"]
        self.show.then(0.6, "burst", {"sq": sq, "sprite": sprite, "victim": None},
                       on_start=lambda tw: sound.play(snd))

        def weaken(tw):
            self.shown["field"][sq] = 0
            if e["eliminated"]:
                self.shown["owner"][sq] = -1
            else:
                self.shown["power"][sq] = e["new"]
            self.touch()
        self.show.then(0.0, "weaken", on_done=weaken)

    def anim_DuelEnded(self, e, before, after):
        last = after.get("last") or {}
        owner = last.get("owner", before["owner"])
        power = last.get("power", before["power"])
        lists = [[sq for sq in range(16) if owner[sq] == seat] for seat in (FIRE, ICE)]
        self.count_totals = None
        steps = max(len(lists[0]), len(lists[1]))
        # One die lit a step: never more than three a second at any speed (the classroom rule),
        # with a little room so that a frame's jitter never packs a fourth into one second.
        per = self.show.gap(0.35) * 1.06
        # The count and the result are never skipped by a stray tap: children wait for them.
        self.show.then(per * steps + 0.3, "count", {"lists": lists, "power": power, "per": per},
                       on_start=lambda tw: setattr(self, "count_totals", [0, 0]),
                       ease=lambda t: t, skippable=False)
        if aloud.on(self.settings, self.show):
            aloud.say_totals(self.show, e["totals"])
        winner = e["winner"]
        if winner is None:
            title = tr("dragons-arena.ui.duel_draw", a=e["totals"][0], b=e["totals"][1])
        else:
            title = tr("dragons-arena.ui.duel_won", species=tr(f"dragons-arena.seat.{winner}"),
                       a=max(e["totals"]), b=min(e["totals"]))
        # Why the duel stopped, under who won it: the end screen said it only after the last duel.
        stuck = e.get("stuck")
        line = tr("dragons-arena.duel.reason." + e["reason"],
                  species=tr(f"dragons-arena.seat.{stuck}") if stuck in (FIRE, ICE) else "")
        self.show.then(3.2, "banner", {"title": title, "line": line, "seat": winner},
                       on_start=lambda tw: sound.play("capture" if winner is not None else "draw"),
                       skippable=False)
        if winner is not None and after["mode"] == "duel":
            self.show.then(0.8, "nugget", {"seat": winner}, along=True, ease=bounce_out,
                           on_done=lambda tw: (self.set_shown(nuggets=list(e["nuggets"]))(),
                                               sound.play("nugget")))
        self.show.then(0.0, "countdone", on_done=lambda tw: setattr(self, "count_totals", None))

    def anim_SoloEnded(self, e, before, after):
        if e.get("win") and e.get("margin") is not None:
            self.settings.record(
                "dragons-arena", "solo-" + str(e["difficulty"]), e["margin"])

    def anim_NewDuel(self, e, before, after):
        self.show.then(0.4, "clear", on_done=self.set_shown(
            owner=[-1] * 16, power=[0] * 16, field=[0] * 16,
            lid=1.0 if after["phase"] == "shake" else 0.0))
