"""Guardians Arena's scene, words: the prompt line, what the action panel says the acting person
must do, the buttons' labels, the end screen's lines."""
from engine.i18n import language, tr
from games.guardians_arena import carddata
from games.guardians_arena.rules_deck import HAND_LIMIT

K = "guardians-arena.ui."
ROUNDS = ("primary", "secondary", "raid_round")
# The three ways to win, as pictures: a victory, three ruins, the Guardian struck down.
REASON_PICTURES = {"victories": ["guardians-arena/icon-victory"],
                   "strongholds": ["guardians-arena/ruin"] * 3,
                   "guardian": ["guardians-arena/icon-kind-guardian|x"]}


class GAWords:
    # What the other seat's turn does to a person's pieces, held for them to see, and the
    # picture of each on the "what happened" strip (engine/play_hooks.py).
    LOOK_AT = {"CreatureLeaves": "guardians-arena/icon-discard",
               "Captured": "guardians-arena/icon-pen",
               "ItemDestroyed": "guardians-arena/icon-kind-item",
               "GuardianDefeated": "guardians-arena/icon-kind-guardian",
               "StrongholdRuined": "guardians-arena/ruin",
               "StandardDestroyed": "guardians-arena/icon-kind-standard",
               "TerrainDestroyed": "guardians-arena/icon-kind-terrain",
               "ForcedDiscard": "guardians-arena/icon-discard"}

    def player(self, seat):
        return tr(self.seat_info(seat)["name"])

    def prompt(self):
        if not self.may_act():
            return ""
        v = self.view
        ph = v.get("phase")
        if ph in ROUNDS:
            key = "do.round.card" if self.chooser.picked else "do.round"
        elif ph == "enlist":
            key = "do.enlist.card" if self.chooser.picked else "do.enlist"
        elif ph == "discard":
            p = v["players"][v["actor"]]
            n = len(p["hand"] or []) - HAND_LIMIT
            return tr(K + "do.discard", n=max(1, n))
        else:
            key = "do." + str(ph)
        if not tr(K + key).startswith(K):
            return tr(K + key)
        return tr(K + "do.other")

    def panel_words(self):
        """What the panel says: the card picked so far, else what to do."""
        if not self.may_act():
            return ""
        cid = self.chooser.picked_card()
        if cid is not None:
            return tr("guardians-arena.card." + cid) if carddata.pool().get(cid) else ""
        from games.guardians_arena.draw_duel import track_step
        step = track_step(self.view)
        return tr(K + "step." + step) if step else ""

    def pass_label(self):
        kinds = [a[0] for a in self.chooser.passes]
        return tr(K + "pass." + kinds[0]) if kinds else tr(K + "pass.pass")

    def button_label(self, name):
        if name.startswith(("action:", "target:")):
            name = "other"
        key = K + "btn." + name
        words = tr(key)
        return tr(K + "btn.other") if words == key else words

    def end_lines(self):
        """Each side's victories, in the right plural ("1 victory", "0 victoire")."""
        v = self.view
        out = []
        for seat in (0, 1):
            p = v["players"][seat]
            if p:
                n = len(p["victories"])
                one = n == 1 or (n == 0 and language() == "fr")
                out.append(tr(K + "end.victories." + ("one" if one else "many"),
                              player=self.player(seat), n=n))
        return out

    def end_reason(self):
        """Why the game ended (rules: five victorious creatures, three strongholds in ruins, or
        the other Guardian beaten in a challenge), in words and pictures."""
        v = self.view
        reason, winner = v.get("reason"), v.get("winner")
        if reason not in REASON_PICTURES or winner is None:
            return (tr(K + "end.reason.other"), ["ui/finish"]) if v.get("phase") == "over" \
                else None
        words = tr(K + "end.reason." + reason, winner=self.player(winner),
                   loser=self.player(1 - winner))
        return words, REASON_PICTURES[reason]

    def end_pictures(self, seat):
        p = self.view["players"][seat] if self.view.get("players") else None
        if not p:
            return []
        return ["guardians-arena/icon-victory"] * len(p["victories"])
