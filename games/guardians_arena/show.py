"""Guardians Arena's scene, the show: rule events become notices, moving cards and sounds. The table
shown (the stage's `shown`) is the observation of the last batch until the scene's resync() makes
it equal to the new one; meanwhile cards fly over it from where they were to where they go, flip
when turned up, the duel's totals count up and the winner is framed. Sounds are sounds/ga-*.wav
(engine.sound skips a missing file)."""
from engine.i18n import tr
from engine.rules import clone
from games.guardians_arena import show_draw, words
from games.guardians_arena.show_moves import MOVES

K = "guardians-arena.ui."


def table_only(view):
    """`view` before any card was drawn: hands empty (their cards still in the decks), no
    dominance card turned."""
    v = clone(view)
    v["phase"], v["queue"] = "draw", []         # the phase track says Draw while they are dealt
    for p in v.get("players") or []:
        if p is None:
            continue
        pub = p["public"]
        n = pub.get("hand_storage", 0) + pub.get("hand_pen", 0)
        if p.get("hand") is not None:
            p["hand"] = []
        pub["hand_storage"] = pub["hand_pen"] = 0
        pub["pool"] = pub.get("pool", 0) + n
        p["dominance"] = None
    return v


class GAShow:
    """A part of the scene: given the show (the one timeline), the stage (the table shown) and
    the seats' names, it queues each event's animations and changes the shown table as they
    land. It holds what the table draws of a round's end (`winner_frame`, `round_told`) and,
    given the table's geometry `g` (set by the scene at each layout), draws the cards in flight
    and the totals counting up."""

    def __init__(self, show, stage, seat_info):
        self.show, self.stage, self.seat_info = show, stage, seat_info
        self.g = None
        self.winner_frame = None    # the seat framed as a round's winner
        self.round_told = None      # (round, winner or None) while a round's end is told

    def forget(self):
        """A batch ends (or the screen's eyes change): the round's end is no longer told."""
        self.winner_frame = None
        self.round_told = None

    def say(self, line, seat=None, seconds=1.6, sound_name=None):
        """A short notice over the duel zone (auto-passes, results, the Active player), in its
        turn: the show goes on after 1.2 s at most while the band still shows."""
        self.stage.say_in_turn(line, seconds, seat, hold=min(seconds, 1.2), sound_name=sound_name)

    def who(self, seat):
        return words.player(self.seat_info, seat)

    # --- drawn over the table every frame (show_draw) -------------------------------------------
    def place_rect(self, place):
        return show_draw.place_rect(self.g, place)

    def draw_tweens(self, surface):
        show_draw.draw_tweens(surface, self.show, self.g)

    def draw_counting(self, surface, spots):
        show_draw.draw_counting(surface, self.show, spots)

    # --- cards that move ----------------------------------------------------------------------
    def fly(self, cid, src, dst, seconds=0.35, sound_name=None, back="pen", flip=False,
            along=False):
        """A card flies between two places (click keys or rects); `flip`: it turns face up on
        the way (drawn by its back first)."""
        self.show.then(seconds, "fly", {"card": cid, "from": src, "to": dst, "back": back,
                                        "flip": flip}, sound_name=sound_name, along=along)

    def fly_moves(self, e, after, sound_name=None, seconds=0.35):
        """Every card the event moves flies to where it goes, all together (show_moves)."""
        for k, (cid, src, dst, back) in enumerate(MOVES[e["type"]](e, after)):
            self.fly(cid, src, dst, seconds, sound_name if k == 0 else None, back=back,
                     along=k > 0)

    # --- phase I ------------------------------------------------------------------------------
    def anim_DeckChosen(self, e, before, after):
        self.show.sound("ga-shuffle")
        if not any(before.get("players") or []):
            # The game's first batch: lay out the table (Guardians, strongholds, full decks) at
            # once, so the opening hands are dealt onto it rather than onto an empty felt.
            def lay_out():
                self.stage.shown = table_only(after)
                self.stage.touch()
            self.show.step(lay_out)

    def anim_DeckReshuffled(self, e, before, after):
        self.say(tr(K + "note.shuffle", player=self.who(e["seat"])), e["seat"], 1.2, "ga-shuffle")
        self.fly_moves(e, after)

    def anim_HandsSplit(self, e, before, after):
        # Over the hand limit the hands are sorted, not played: the cards slide to their piles
        # and a notice says why they left the hand.
        self.fly_moves(e, after, "ga-deal", 0.45)
        self.say(tr(K + "note.sorted"), None, 1.8)

    def anim_CardDrawn(self, e, before, after):
        self.fly(None, ("deck", e["seat"]), ("handpile", e["seat"]), 0.18, "ga-deal")

    def anim_DominanceTurned(self, e, before, after):
        self.fly(e["card"], ("deck", e["seat"]), ("dominance", e["seat"]), 0.4, "ga-flip",
                 flip=True)

    def anim_DominanceTied(self, e, before, after):
        self.say(tr(K + "note.tie"), None, 1.4, "ga-tie")

    def anim_ActivePlayer(self, e, before, after):
        self.say(tr(K + "note.active", player=self.who(e["seat"])), e["seat"], 1.6)

    def anim_ActiveByLot(self, e, before, after):
        self.anim_ActivePlayer(e, before, after)

    def anim_AutoPassed(self, e, before, after):
        self.say(tr(K + "note.autopass", player=self.who(e["seat"])), e["seat"], 1.4, "ga-pass")

    def anim_Passed(self, e, before, after):
        self.show.sound("ga-pass")

    def anim_CardEnlisted(self, e, before, after):
        self.fly(None, ("handpile", e["seat"]), (e.get("slot", "on"), e["seat"], e.get("pos")),
                 0.35, "ga-enlist")

    def anim_StandardRaised(self, e, before, after):
        self.fly(e.get("card"), ("handpile", e["seat"]), ("standard", e["seat"]), 0.35,
                 "ga-shield")

    def anim_StandardDestroyed(self, e, before, after):
        self.fly(e.get("card"), ("standard", e["seat"]), ("discard", e["seat"]), 0.35, "ga-ruin")

    def anim_NothingToDraw(self, e, before, after):
        self.say(tr(K + "note.nothing", player=self.who(e["seat"])), e["seat"], 1.4)

    # --- phase II -----------------------------------------------------------------------------
    def anim_EntersArena(self, e, before, after):
        self.fly(None, ("on", e["seat"], e["pos"]), ("duel", e["seat"], -1), 0.4, "ga-enlist")

    def anim_CombatStarts(self, e, before, after):
        self.say(tr(K + "note.combat"), e.get("attacker"), 1.2, "ga-clash")

    def anim_Revealed(self, e, before, after):
        self.show.then(0.3, "flip", {"card": e.get("card"), "seat": e.get("seat")},
                       sound_name="ga-flip")

    def anim_CardPlayed(self, e, before, after):
        self.fly(e["card"], ("handpile", e["seat"]), ("duel", 1 - e["seat"], -1)
                 if e.get("target") else ("duel", e["seat"], -1), 0.4, "ga-spell")

    def anim_Joined(self, e, before, after):
        self.fly(e["card"], ("handpile", e["seat"]), ("duel", e["seat"], 0), 0.4, "ga-enlist")

    def anim_ShieldPlayed(self, e, before, after):
        self.fly(e["card"], ("handpile", e["seat"]), ("shield", e["seat"]), 0.4, "ga-shield")

    def anim_Channelled(self, e, before, after):
        self.show.then(0.35, "flip", {"card": e.get("card"), "seat": e["seat"]},
                       sound_name="ga-spell")

    def anim_RoundEnds(self, e, before, after):
        w = e.get("winner")

        def frame(tw=None):
            # The totals panels say who won it, in words, while the totals count up.
            self.winner_frame = w
            self.round_told = (e.get("round"), w if w in (0, 1) else None)
            self.stage.touch()
        self.show.then(0.8, "count", {"round": e.get("round")}, on_start=frame,
                       sound_name="ga-clash")
        if w in (0, 1):
            self.say(tr(K + "note.round_win", player=self.who(w)), w, 1.4, "ga-win-round")
        else:
            self.say(tr(K + "note.round_tie"), None, 1.2, "ga-tie")

    def anim_CreatureLeaves(self, e, before, after):
        self.fly_moves(e, after, "ga-capture" if e.get("to") == "prison" else None)

    def anim_Victorious(self, e, before, after):
        self.say(tr(K + "note.victorious", player=self.who(e["seat"])), e["seat"], 1.5,
                 "ga-win-round")
        self.fly(e.get("card"), ("duel", e["seat"], -1), ("victories", e["seat"]), 0.45)

    def anim_RaidStarts(self, e, before, after):
        self.say(tr(K + "note.raid"), None, 1.2, "ga-clash")

    def anim_StrongholdRuined(self, e, before, after):
        self.say(tr(K + "note.ruined", player=self.who(e["seat"])), e["seat"], 1.5, "ga-ruin")
        self.fly_moves(e, after)

    def anim_TerrainLaid(self, e, before, after):
        self.fly(e.get("card"), ("pen", e["seat"]), ("terrain",), 0.4, "ga-spell")

    def anim_Challenge(self, e, before, after):
        self.say(tr(K + "note.challenge", player=self.who(e["seat"])), e["seat"], 1.6,
                 "ga-challenge")

    def anim_GameOver(self, e, before, after):
        w = e.get("winner")
        if w in (0, 1):
            self.say(tr(K + "note.over", player=self.who(w)), w, 2.0, "ga-victory")


def _mover(kind):
    def anim(self, e, before, after):
        self.fly_moves(e, after)
    anim.__name__ = "anim_" + kind
    return anim


# The events that only move cards need nothing more than their flight: one method each, made
# from show_moves' table, so a kind added there is shown without a method written here.
for _kind in MOVES:
    if not hasattr(GAShow, "anim_" + _kind):
        setattr(GAShow, "anim_" + _kind, _mover(_kind))
