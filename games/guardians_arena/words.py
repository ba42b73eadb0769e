"""What Guardians Arena tells the person: the prompt line, where the phase track stands, what the
action panel says the acting person must do, the buttons' labels, the end screen's lines. Pure
functions of the observation shown, the clicks made so far and the seats' names (`seat_info`, the
engine's seat -> {"name", "icon", "color"})."""
from engine.i18n import language, tr
from games.guardians_arena import carddata
from games.guardians_arena.rules_deck import HAND_LIMIT

K = "guardians-arena.ui."
ROUNDS = ("primary", "secondary", "raid_round")
# The three ways to win, as pictures: a victory, three ruins, the Guardian struck down.
REASON_PICTURES = {"victories": ["guardians-arena/icon-victory"],
                   "strongholds": ["guardians-arena/ruin"] * 3,
                   "guardian": ["guardians-arena/icon-kind-guardian|x"]}

# What the other seat's turn does to a person's pieces, held for them to see, and the picture of
# each on the "what happened" strip (engine/play_hooks.py).
LOOK_AT = {"CreatureLeaves": "guardians-arena/icon-discard",
           "Captured": "guardians-arena/icon-pen",
           "ItemDestroyed": "guardians-arena/icon-kind-item",
           "GuardianDefeated": "guardians-arena/icon-kind-guardian",
           "StrongholdRuined": "guardians-arena/ruin",
           "StandardDestroyed": "guardians-arena/icon-kind-standard",
           "TerrainDestroyed": "guardians-arena/icon-kind-terrain",
           "ForcedDiscard": "guardians-arena/icon-discard"}

# The phase track: its three phases and their steps, and the step each phase of the rules is.
TRACK = (("1", ("draw", "dominance", "enlist", "discard")),
         ("2", ("arena", "primary", "secondary", "raid")),
         ("3", ("terrain", "deploy", "challenge")))
STEP_OF = {"decks": "draw", "draw": "draw", "lot": "dominance", "enlist": "enlist",
           "discard": "discard", "arena": "arena", "primary": "primary",
           "secondary": "secondary", "raid_round": "raid", "raid_target": "raid",
           "raid_prep": "raid", "raid_terrain": "raid", "raid_shield": "raid",
           "terrain": "terrain", "deploy": "deploy", "challenge": "challenge",
           "challenge_defend": "challenge"}


def event_words(view, e, actor):
    """What a "what happened" chip says when pressed (engine: GameHooks.event_words): whose card
    went where, in words short enough for the prompt line with the longest card names (the move
    log keeps the why: "Beaten: …", "Destroyed by …"). Other events say their log line: None."""
    t, ev = e["type"], "guardians-arena."
    if t == "CreatureLeaves":
        return tr(ev + "again.leaves", player=ev + "seat.%d" % e["seat"],
                  card=ev + "card." + e["card"], to=ev + "log.ev.to." + e["to"])
    if t == "Captured":
        # The shield's name says whose it is: with the player's too, the longest names ran
        # past the prompt line.
        return tr(ev + "again.captured", shield=ev + "card." + e["shield"],
                  card=ev + "card." + e["card"])
    if t in ("ItemDestroyed", "StandardDestroyed", "TerrainDestroyed"):
        owner = e.get("owner", e["seat"])
        return tr(ev + "again.destroyed", player=ev + "seat.%d" % owner,
                  card=ev + "card." + e["card"])
    return None


def track_step(view):
    """Where the turn is on the phase track (None at the end)."""
    ph = view.get("phase")
    if ph == "draw" and view.get("queue") and view["queue"][0][1] == "top":
        return "dominance"
    if ph == "forced":
        if view.get("raid"):
            return "raid"
        duel = view.get("duel")
        return duel["round"] if duel else "primary"
    return STEP_OF.get(ph)


def duel_of(view):
    raid = view.get("raid")
    if raid and raid.get("duel"):
        return raid["duel"]
    return view.get("duel")


def player(seat_info, seat):
    return tr(seat_info(seat)["name"])


# In a combat round, what the prompt offers, by the kinds of legal actions (a card of the hand,
# the Guardian's influence or ability, a channeller): it names only what there is to play.
ROUND_OFFERS = {("card", "channel", "guardian"): "do.round",
                ("card", "guardian"): "do.round.card_guardian",
                ("card", "channel"): "do.round.card_channel",
                ("channel", "guardian"): "do.round.guardian_channel",
                ("card",): "do.round.only_card", ("guardian",): "do.round.only_guardian",
                ("channel",): "do.round.only_channel", (): "do.round.nothing"}
# (A creature joining the fight and a shield are cards of the hand too.)
OFFER_OF = {"influence": "guardian", "ability": "guardian", "channel": "channel"}


def prompt(v, picked, kinds=None):
    """The prompt line for the person to act in `v`; `picked`: whether a click was made; `kinds`
    the kinds of the legal actions (a combat round names only what can be played)."""
    ph = v.get("phase")
    if ph in ROUNDS:
        offers = tuple(sorted({OFFER_OF.get(k, "card") for k in kinds or () if k != "pass"}))
        key = "do.round.card" if picked else \
            ROUND_OFFERS[offers] if kinds is not None else "do.round"
    elif ph == "enlist":
        key = "do.enlist.card" if picked else "do.enlist"
    elif ph == "discard":
        p = v["players"][v["actor"]]
        n = len(p["hand"] or []) - HAND_LIMIT
        return tr(K + "do.discard", n=max(1, n))
    else:
        key = "do." + str(ph)
    if not tr(K + key).startswith(K):
        return tr(K + key)
    return tr(K + "do.other")


def panel_words(v, picked_card):
    """What the panel says: the card picked so far (its id, or None), else what to do."""
    if picked_card is not None:
        return tr("guardians-arena.card." + picked_card) if carddata.pool().get(picked_card) \
            else ""
    step = track_step(v)
    return tr(K + "step." + step) if step else ""


def pass_label(passes):
    """The Pass button's words, named for what passing means now (`passes`: the pass actions)."""
    kinds = [a[0] for a in passes]
    return tr(K + "pass." + kinds[0]) if kinds else tr(K + "pass.pass")


def button_label(name):
    if name.startswith(("action:", "target:")):
        name = "other"
    key = K + "btn." + name
    words = tr(key)
    return tr(K + "btn.other") if words == key else words


def end_lines(v, seat_info):
    """Each side's victories, in the right plural ("1 victory", "0 victoire")."""
    out = []
    for seat in (0, 1):
        p = v["players"][seat]
        if p:
            n = len(p["victories"])
            one = n == 1 or (n == 0 and language() == "fr")
            out.append(tr(K + "end.victories." + ("one" if one else "many"),
                          player=player(seat_info, seat), n=n))
    return out


def end_reason(v, seat_info):
    """Why the game ended (rules: five victorious creatures, three strongholds in ruins, or
    the other Guardian beaten in a challenge), in words and pictures."""
    reason, winner = v.get("reason"), v.get("winner")
    if reason not in REASON_PICTURES or winner is None:
        return (tr(K + "end.reason.other"), ["ui/finish"]) if v.get("phase") == "over" \
            else None
    words = tr(K + "end.reason." + reason, winner=player(seat_info, winner),
               loser=player(seat_info, 1 - winner))
    return words, REASON_PICTURES[reason]


def end_pictures(v, seat):
    p = v["players"][seat] if v.get("players") else None
    if not p:
        return []
    return ["guardians-arena/icon-victory"] * len(p["victories"])
