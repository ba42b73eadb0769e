"""Chevaliers et Dragons' show: each rule event becomes steps of the kit's show (engine.show):
the setup, the turns, the moves and the counting show of a fight, which holds while the children
give a total (count_first).

A part of the scene of its own (the scene answers the engine's animation(kind) from it), given
only the show, the stage, the settings (the counting voice), the looks' own random numbers,
`asks(seat)` (whether the children playing `seat` are asked their total) and `changed()` (called
when a question opens, so the scene shows its number pad). It keeps what the board and the fight
on stage draw: `fight` (the fight on stage), `question` (the total asked) and `lunge` (a winner
leaning at the square it fought for)."""
from engine import sound
from engine.anim import back_out, ease_in_out, ease_out
from engine.i18n import tr
from games.chevaliers_dragons import aloud  # the counting voice (issue 12)
from games.chevaliers_dragons import view
from games.chevaliers_dragons.rules import CAMP_SQUARES
from games.chevaliers_dragons.view import DRAGONS, PRINCE

K = "chevaliers-dragons."
UI = "chevaliers-dragons.ui."


def item_at(shown, sq):
    """What stands on `sq` of the shown board: ("pawn", kind), ("obj", name) or None."""
    k = shown["board"][sq]
    if k is not None:
        return ("pawn", k)
    for name, where in shown["objectives"].items():
        if where == sq:
            return ("obj", name)
    return None


class Animations:
    def __init__(self, show, stage, settings, fx_rng, asks, changed):
        self.show, self.stage, self.settings, self.fx_rng = show, stage, settings, fx_rng
        self.asks, self.changed = asks, changed
        self.fight = None       # the fight on stage (its sides, dice, counts, caption, result)
        self.question = None    # the total the children are asked: seat, answer, wrong tries
        self.lunge = None       # (sq, towards, amount): an attacker stepping at its enemy
        self.fought = False     # this batch holds a fight (its move does not count as a step)

    @property
    def shown(self):
        return self.stage.shown

    def touch(self):
        self.stage.touch()

    def reset(self):
        """Forget the fight and the question (undo, restart: the show was dropped)."""
        self.fight = self.question = self.lunge = None

    # --- steps: the show, one event after the other ----------------------------------------------
    def step(self, fn):
        self.show.step(fn)

    def step_front(self, fn):
        self.show.step(fn, front=True)

    def tween(self, duration, tag, data=None, delay=0.0, on_start=None, on_done=None,
              blocking=True, ease=ease_out):
        return self.show.tween(duration, tag, data, delay, on_start, on_done, ease, blocking)

    def sfx(self, name, volume=1.0):
        self.show.sound(name, volume)

    def flash_gap(self):
        """Timeline seconds between two lights: never more than 3 a second at any speed."""
        return self.show.gap(0.45)

    # --- setup -----------------------------------------------------------------------------------
    def put_item(self, sq, item):
        if item is None:
            return
        if item[0] == "obj":
            self.shown["objectives"][item[1]] = sq
        else:
            self.shown["board"][sq] = item[1]

    def anim_SetupSwapped(self, e, before, after):
        a, b = e["a"], e["b"]

        def go():
            ia, ib = item_at(self.shown, a), item_at(self.shown, b)
            for sq in (a, b):
                self.shown["board"][sq] = None
            self.put_item(b, ia)
            self.put_item(a, ib)
            for sq in (a, b):
                self.stage.hide("pawns", sq)
                self.stage.hide("objectives", sq)
            self.sfx("place", 0.7)

            def land(_tw):
                for sq in (a, b):
                    self.stage.unhide("pawns", sq)
                    self.stage.unhide("objectives", sq)
            self.tween(0.35, "slide", {"items": [(ia, a, b), (ib, b, a)]}, ease=ease_in_out,
                       on_done=land)
        self.step(go)

    def anim_SetupShuffled(self, e, before, after):
        seat = e["seat"]
        objs = dict(e["objectives"])
        pawns = {int(k): v for k, v in e["pawns"].items()}

        def go():
            for sq, kind in pawns.items():
                self.shown["board"][sq] = kind
            for name, sq in objs.items():
                self.shown["objectives"][name] = sq
                self.shown["board"][sq] = None
            self.touch()
            self.sfx("roll", 0.7)
            self.tween(0.45, "hop", {"squares": list(CAMP_SQUARES[seat])}, ease=back_out)
        self.step(go)

    def anim_SetupReady(self, e, before, after):
        if e["seat"] == PRINCE:
            self.step(lambda: self.turn_banner(DRAGONS))

    # --- turns -----------------------------------------------------------------------------------
    def turn_banner(self, seat):
        # the squares the last turn's pawns landed on: the banner slides clear of them
        landed = list(self.shown["moved"])
        self.shown["actor"] = seat
        self.shown["moves"] = 0
        self.shown["moved"] = []
        self.touch()
        self.sfx("turn")
        # the band announces the turn: the top bar names its side too (chrome.announced_turn)
        self.tween(1.15, "banner", {"seat": seat, "announces": seat, "clear_of": landed},
                   ease=lambda t: t)

    def anim_TurnStarted(self, e, before, after):
        seat = e["seat"]
        self.step(lambda: self.turn_banner(seat))

    def anim_PawnMoved(self, e, before, after):
        src, dst, kind = e["from"], e["to"], e["kind"]
        fought = self.fought

        def go():
            if not fought:
                self.shown["moves"] += 1
            # a winner of a fight goes on from where it leant at its enemy
            lean = self.lunge[2] if self.lunge and self.lunge[0] == src else 0.0
            self.lunge = None
            self.shown["board"][src] = None
            self.stage.hide("pawns", dst)
            self.sfx("place", 0.8)

            def land(_tw):
                self.shown["board"][dst] = kind
                self.stage.unhide("pawns", dst)
                self.shown["moved"].append(dst)
                self.touch()
            self.tween(0.3 if not fought else 0.25, "slide",
                       {"items": [(("pawn", kind), src, dst)], "from": lean}, ease=ease_in_out,
                       on_done=land)
        self.step(go)

    def anim_PawnEliminated(self, e, before, after):
        sq, kind = e["sq"], e["kind"]

        def go():
            self.shown["board"][sq] = None
            self.touch()
            if self.lunge and self.lunge[0] == sq:
                self.lunge = None
            self.tween(0.5, "vanish", {"sq": sq, "kind": kind})
        self.step(go)

    def anim_ObjectiveTaken(self, e, before, after):
        seat, obj, sq = e["seat"], e["objective"], e["sq"]

        def go():
            self.shown["objectives"][obj] = None
            self.stage.unhide("objectives", sq)
            self.sfx("capture")
            self.stage.say(tr(K + "taken." + obj), 3.0, seat, obj=obj)
            slot = view.WANTS[seat].index(obj)

            def land(_tw):
                if obj not in self.shown["taken"][seat]:
                    self.shown["taken"][seat].append(obj)
                self.touch()
            self.tween(1.0, "fly", {"obj": obj, "sq": sq, "seat": seat, "slot": slot},
                       ease=ease_in_out, on_done=land)
        self.step(go)

    # --- the combat show -------------------------------------------------------------------------
    def anim_CombatStarted(self, e, before, after):
        self.fought = True
        att, dfd = e["attacker_seat"], e["defender_seat"]
        src, dst = e["from"], e["to"]
        fight = {"attacker": att, "from": src, "to": dst, "result": None, "sign": None,
                 "caption": tr(K + "combat.title"), "rolling": False, "asking": None,
                 "sides": {att: {"kind": e["attacker"], "bonus": e["attacker_bonus"],
                                 "die": None, "count": 0, "total": None},
                           dfd: {"kind": e["defender"], "bonus": e["defender_bonus"],
                                 "die": None, "count": 0, "total": None}}}

        def lunge():
            self.shown["moves"] += 1
            self.touch()
            self.sfx("combat")
            self.tween(0.4, "lunge", {"sq": src, "to": dst},
                       on_done=lambda tw: setattr(self, "lunge", (src, dst, 0.35)))

        def open_stage():
            self.fight = fight
            self.tween(0.35, "stage")
        self.step(lunge)
        self.step(open_stage)

    # A step below finds no fight on stage when the show was cut short (undo, restart, a reset
    # between the attack and its dice): it then does nothing and resync puts the board right.
    def anim_CombatRoll(self, e, before, after):
        def roll():
            f = self.fight
            if f is None:
                return
            att = f["attacker"]
            dice = {att: e["attacker_die"], 1 - att: e["defender_die"]}
            for side in f["sides"].values():
                side.update(die=None, count=0, total=None)
            f.update(result=None, sign=None, rolling=True, caption=tr(K + "combat.title"))
            self.sfx("roll")
            spins = {seat: self.fx_rng.choice((-1, 1)) * self.fx_rng.uniform(300, 540)
                     for seat in (PRINCE, DRAGONS)}
            starts = {seat: [self.fx_rng.randint(1, 6) for _ in range(4)]
                      for seat in (PRINCE, DRAGONS)}

            def land(_tw):
                f["rolling"] = False
                for seat, v in dice.items():
                    f["sides"][seat]["die"] = v
            gap = self.flash_gap()
            self.tween(max(1.0, 3 * gap), "roll", {"spins": spins, "faces": starts, "gap": gap},
                       ease=lambda t: t, on_done=land)
        self.step(roll)
        for who in ("attacker", "defender"):
            self.step(lambda who=who: self.ask_or_count(who))
        self.step(self.compare)

    def ask_or_count(self, who):
        f = self.fight
        if f is None:
            return
        seat = f["attacker"] if who == "attacker" else 1 - f["attacker"]
        side = f["sides"][seat]
        total = side["die"] + side["bonus"]
        if self.asks(seat):
            f["asking"] = seat
            f["caption"] = tr(K + "combat.question")
            # whose turn it is to answer: the top banner and the frames take that side's colour
            # and emblem (overlays, stage), and the turn's sound calls the children
            self.sfx("turn")
            self.question = {"seat": seat, "answer": total, "wrong": set()}
            self.changed()
            self.show.hold_now(lambda: self.question is None)
            self.step_front(lambda: self.count(seat))
            return
        self.count(seat)

    def answer(self, n):
        """The children's answer `n` to the total asked: a wrong one is crossed out on the pad
        (try again, no penalty), the right one lets the show go on."""
        q = self.question
        if q is None:
            return
        f = self.fight
        if n != q["answer"]:
            q["wrong"].add(n)
            self.changed()
            if f is not None:
                f["caption"] = tr(K + "combat.try_again")
            sound.play("error", 0.25)
            self.tween(0.45, "wobble", {"n": n}, blocking=False, ease=lambda t: t)
            return
        sound.play("nugget")
        if f is not None:
            f["caption"] = tr(K + "combat.right", n=n)
            f["asking"] = None
        self.question = None
        self.changed()

    def count(self, seat):
        """The die's pips light up one by one, then the bonus dots join: one tone per dot."""
        f = self.fight
        if f is None:
            return
        if aloud.on(self.settings, self.show):  # the counting voice (issue 12): words instead of tones, at their pace
            return aloud.count(self, seat)
        side = f["sides"][seat]
        total = side["die"] + side["bonus"]
        gap = self.flash_gap()
        for k in range(1, total + 1):
            def tick(_tw, k=k):
                side["count"] = k
                self.sfx(f"count-{min(12, k)}", 0.8)
            # the first light waits one gap too: the die has only just landed
            self.tween(gap, "count", {"seat": seat}, delay=k * gap, on_start=tick,
                       ease=lambda t: t)

        def done(_tw):
            side["total"] = total
        self.tween(gap * 0.6, "counted", delay=(total + 1) * gap, on_done=done)

    def compare(self):
        f = self.fight
        if f is None:
            return
        att = f["attacker"]
        a, d = f["sides"][att]["total"], f["sides"][1 - att]["total"]
        left, right = f["sides"][PRINCE]["total"], f["sides"][DRAGONS]["total"]
        f["sign"] = "=" if left == right else (">" if left > right else "<")
        if a == d:
            f["caption"] = tr(K + "combat.same")
            f["result"] = "tie"
            self.sfx("draw", 0.6)
            self.tween(1.4, "tie")
        else:
            key = "combat.more.sentence" if a > d else "combat.fewer.sentence"
            f["caption"] = tr(K + key, a=a, d=d)
            self.tween(1.2, "compare")

    def anim_CombatEnded(self, e, before, after):
        winner = e["winner_seat"]

        def result():
            f = self.fight
            if f is None:
                return
            f["result"] = winner
            f["caption"] = tr(K + ("combat.attacker_wins" if e["attacker_won"]
                                   else "combat.defender_wins"))
            self.sfx("elim-fire" if winner == DRAGONS else "combat")
            self.tween(1.3, "result", {"winner": winner}, ease=lambda t: t)

        def close():
            self.fight = None
        self.step(result)
        self.step(close)
