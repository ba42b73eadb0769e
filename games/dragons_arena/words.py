"""What Dragons Arena tells the person: the prompt under the arena, the voice's cue and the end
screen's lines and pictures, pure functions of the observation shown (and of the choice the person
is building, which the scene passes in)."""
from engine.i18n import tr
from games.dragons_arena import texts
from games.dragons_arena.arena import ADJ
from games.dragons_arena.view import die_sprite

K = "dragons-arena."
# Why a duel stopped, as a picture: the arena, the dragons crossed out, the time up, no target.
REASON_PICTURES = {"no_contact": ["dragons-arena/arena"],
                   "no_move": ["dragons-arena/dragon-fire|x", "dragons-arena/dragon-ice|x"],
                   "turn_limit": ["ui/hourglass"],
                   "solo_stop": ["dragons-arena/target|x"]}

# What the other seat's turn does to a person's pieces, held for them to see, and the picture of
# each on the "what happened" strip (engine/play_hooks.py).
# A dragon eliminated shows the burst the show gave it (the ring with arrows read as "turn").
LOOK_AT = {"DragonEliminated": lambda e: "dragons-arena/burst-" + ("fire", "ice")[e["seat"]],
           "Combustion": "dragons-arena/combustion", "Blizzard": "dragons-arena/blizzard",
           "PowerChanged": "dragons-arena/may-turn"}


def event_words(v, e, actor):
    """What a "what happened" chip says when pressed (engine: GameHooks.event_words): the duel
    move that did it, in its move-log words (texts.py), worked out from the event itself."""
    t, seat = e["type"], e["seat"]
    if t == "DragonEliminated":
        line = texts.elim_line(seat, e["from"], e["to"], e["attacker"], e["victim"])
    elif t == "PowerChanged":
        line = texts.power_line(seat, e["sq"], e["owner"], e["old"], e["new"])
    elif t == "Combustion":
        line = texts.combust_line(seat, e["sq"], e["old"])
    elif t == "Blizzard":
        line = texts.blizzard_line(seat, e["sq"], e["dest"], e["old"])
    else:
        return None
    return tr(line[0], **line[1])


def prompt(v, moves, draft=None, selected=None, element_steps=None, picker=None):
    """The prompt line in `v`: `moves` the person's duel moves by kind, `draft` the secret powers
    being chosen, `selected` the die chosen so far, `element_steps` how many squares of a
    combustion or blizzard are picked (None: not in that mode), `picker` the square whose power is
    being changed."""
    phase = v["phase"]
    if phase in ("shake", "roll", "split"):
        return tr(K + "ui.prompt_" + phase)
    if phase == "powers":
        if v["placement"] == "big":
            return tr(K + "ui.prompt_powers28", total=sum(draft or []))
        return tr(K + "ui.prompt_powers_free")
    if phase == "place":
        key = "prompt_place_square" if selected is not None else "prompt_place"
        return tr(K + "ui." + key)
    if phase != "duel":
        return ""
    if element_steps is not None:
        key = ("prompt_element_src", "prompt_element_target",
               "prompt_blizzard_dest")[min(element_steps, 2)]
        return tr(K + "ui." + key)
    if picker is not None:
        return tr(K + "ui.prompt_picker")
    if moves["elim"]:
        key = "prompt_victim" if selected is not None else "prompt_elim"
        return tr(K + "ui." + key)
    if moves["power"]:
        return tr(K + "ui.prompt_power")
    return tr(K + "ui.prompt_element_src")


def voice_prompt(v, actor, human, must_eliminate):
    """What the voice says now (engine.voice.Prompter; clips in spoken.py): a person's turn
    and what to do in it (shake, roll, choose the powers, split, place, eliminate when one
    must), who won the match. `actor` is the seat to act, `human` whether a person plays it."""
    say = "dragons-arena/"
    if v["phase"] == "over":
        solo = v.get("solo") or {}
        if v.get("solo"):
            return say + ("solo-win" if solo.get("win") else
                          "draw" if solo.get("draw") else "solo-lose")
        n = v["nuggets"]
        return say + ("draw" if n[0] == n[1] else f"win-{0 if n[0] > n[1] else 1}")
    if not human:
        return None
    turn, phase = f"{say}turn-{actor}", v["phase"]
    if phase in ("shake", "roll", "powers", "split", "place"):
        return turn, say + phase
    if phase == "duel" and must_eliminate:
        return turn, say + "elim"
    return turn


def end_lines(v, records):
    """The end screen's lines; `records` this game's best solo margins by difficulty."""
    solo = v.get("solo")
    if solo:
        lines = []
        you = tr(f"{K}seat.{solo['you_seat']}")
        if solo.get("auto_loss"):
            lines.append(tr(K + "ui.solo_auto_loss", left=solo["left"]))
        else:
            lines.append(tr(K + "ui.solo_you", species=you, total=solo["you"]))
            lines.append(tr(K + "ui.solo_opp", total=solo["opp"],
                            bonus=solo["bonus"], final=solo["opp_final"]))
        rec = records.get("solo-" + str(solo["difficulty"]))
        if rec is not None:
            level = tr(K + "opt.solo_difficulty." + str(solo["difficulty"]))
            lines.append(tr(K + "ui.solo_record", margin=rec, difficulty=level))
        return lines
    n = v["nuggets"]
    lines = [tr(K + "ui.end_nuggets", a=n[0], b=n[1])]
    last = v.get("last")
    if last:
        lines.append(tr(K + "ui.end_last", a=last["totals"][0], b=last["totals"][1]))
    return lines


def end_reason(v):
    """Why the match ended (docs/dragons-arena-rules.md): why its last duel stopped (no
    dragon touches an enemy, the species to play can do nothing, the 60-turn limit, the
    opponent cannot eliminate in solo training) and, when nobody reached the nuggets to
    win, that the match stops after its longest length."""
    last = v.get("last")
    if v.get("phase") != "over" or not last:
        return None
    why = last.get("reason")
    words = tr(K + "end." + why)
    pictures = list(REASON_PICTURES.get(why, []))
    stuck = last.get("stuck")
    if why == "no_move" and stuck in (0, 1):
        # Which species could do nothing, and why ("The dragons to play were stuck." told
        # neither); its dragon alone crossed out. A game saved before says it the old way.
        words = tr(K + "end.no_move.who", species=tr(K + "seat.%d" % stuck))
        pictures = [pictures[stuck], "dragons-arena/force-field"]
    n = v["nuggets"]
    if not v.get("solo") and max(n) < v["target"]:
        words += " " + tr(K + "end.cap", n=v["duel"])
        pictures = pictures[:1] + ["ui/hourglass"]
    elif not v.get("solo"):
        # The match is won by its nuggets, not by why its last duel stopped: said alone, "No
        # dragon touches an enemy any more." read as the reason the whole match ended.
        seat = n.index(max(n))
        words += " " + tr(K + ("end.won.one" if v["target"] == 1 else "end.won"),
                          seat=tr(K + "seat.%d" % seat), n=v["target"])
        pictures = pictures + ["dragons-arena/nugget"]
    return words, pictures


def end_pictures(v, seat):
    """What `seat` won, as pictures for the end screen: its gold nuggets in a duel; in solo
    training, its dragons left in the arena (their powers are the score), strongest first."""
    if v.get("solo"):
        left = sorted((v["power"][sq] for sq in range(16) if v["owner"][sq] == seat),
                      reverse=True)
        return [die_sprite(seat, p) for p in left]
    return ["dragons-arena/nugget"] * v["nuggets"][seat]


def why_not_victim(v, attacker, sq, elims):
    """Why the dragon on `attacker` may not eliminate the one on `sq`, in words, or None when it
    may, or when `sq` holds no enemy dragon (an empty square is EMPTY, -1: a tap there puts the
    choice down, as before; `elims`: the legal ["elim", from, to])."""
    owner, power = v["owner"], v["power"]
    if ["elim", attacker, sq] in elims or owner[sq] != 1 - owner[attacker]:
        return None
    if sq not in ADJ[attacker]:
        return tr(K + "why.far", a=power[attacker])
    return tr(K + "why.beats", a=power[attacker], b=power[sq])
