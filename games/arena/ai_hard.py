"""ARENA's hard judgement (pure Python, no pygame): a fighter wins only by felling every foe within
ten rounds, one blow a turn, so the clock rules. The position a turn leaves is read in blows:

  need      the blows it still takes to fell every foe standing: per foe a fixed part (a foe at
            1 hit point still takes a whole blow) and its hit points over a good blow's damage
            (in a duel, mostly over what my best blow does to its present posture: a lone foe
            keeps to its style);
            a foe on the ground or disarmed is a little cheaper (its next posture is weak or its
            turn is spent getting up);
  capacity  my turns still to come, less the ones I will spend getting up or taking my weapon
            back, less a blow when no foe is within my reach next turn (what the foes do to each
            other meanwhile lightens the need);
  survival  the chance the others' turns leave me standing (ai_eval.threat: their exact walks and
            best postures, each one's attention shared among its targets).

value = (1 - dread * P(fall)) * S(capacity - need), S a broad logistic: never flat, so even a long
race keeps telling a bigger blow from a smaller one. `dread` is small on purpose: threat() supposes
every foe plays its best blow on me, and a fighter with 7 hit points rarely falls in one round,
while a turn without a good blow is a turn lost for good against the clock.
"""
import math

from games.arena import ai_eval as E
from games.arena.board import distance
from games.arena.fighters import ATTACK, MAX_HP, damage, moves
from games.arena.rules import CALM

W = {
    "fixed": 1.0,       # blows a foe costs beyond its hit points (the last blow's waste)
    "dbar": 2.8,        # hit points a good blow takes
    "help": 0.05,       # the share of the work the foes do on each other, per foe beyond one
    "ground": 0.9,      # turns I lose on the ground
    "disarmed": 0.8,    # turns I lose to take my weapon back (and 0.15 per hex to it)
    "far": 1.0,         # a turn with no foe to strike
    "e_ground": 0.15,
    "e_disarmed": 0.2,
    "hp": 0.1,          # blows' worth of my expected hit-point loss, over 7
    "low": 0.3,         # blows lost when my hit points (3 or fewer) shorten my walk
    "knocked": 0.8,
    "opp": 0.25,        # next turn's best blow against an average one
    "scale": 1.6,
    "mix": 0.7,         # how much a foe's present posture sets the blows it costs
    "dread": 0.15,      # how much the chance to fall before my next turn counts
}

# In a duel, until the foe has shown itself careful (ai_model.Reader): a foe that plans whole
# turns walks in and strikes déchaîné, 4 hit points into a fighter left without defence, so my
# own hit points and my fall weigh far more (200 duels each, seeds 1000 and 2000: against normal
# 68.5 and 63 % won before, 79.5 and 71.5 % now; against greedy, read careful after a few
# turns, 50 and 53 %, 52 and 49 % before). Hard's look ahead judges its plays' ends the same way
# (ai_search.context_at keeps `wary` for my own seat).
W_WARY = dict(W, dread=0.8, hp=1.0)


def blow_worth(a_dis, d):
    """The best expected damage of a standing fighter's blow against `d` defence dice."""
    return max(E.hit_p(E._less(a, a_dis), d) * damage(E._less(a, a_dis), d) for a in (2, 3, 4))


def foe_cost(f, w=W, mix=0.0):
    """Blows it takes to fell foe f; `mix` is how much its present posture sets a blow's worth
    (a duellist keeps to its style; among many, a posture changes from turn to turn)."""
    if f[E.HP] <= 0:
        return 0.0
    rate = (1 - mix) * w["dbar"] + mix * max(0.3, blow_worth(False, E.def_dice(f)))
    c = w["fixed"] + f[E.HP] / rate
    if f[E.GROUND]:
        c -= w["e_ground"]
    if f[E.DIS]:
        c -= w["e_disarmed"]
    return c


def blows_in_reach(fs, me):
    """(foe's seat, foe, my attack dice, its defence dice) for each blow I could strike next turn
    from where I stand, by distance only (the others move first); none when I am on the ground."""
    mine = fs[me]
    if mine[E.GROUND]:
        return
    for j, t in enumerate(fs):
        if j == me or t[E.HP] <= 0:
            continue
        dd = distance(mine[E.HEX], t[E.HEX])
        d = E.def_dice(t)
        for q in E.ATTACKING:
            if moves(q, mine[E.HP]) + 1 >= dd:
                yield j, t, E._less(ATTACK[q], mine[E.DIS]), d


def next_blow(fs, me):
    """My best expected damage (in blows) next turn from where I stand, by distance only (the
    others move first); 0 when no foe is within any posture's reach."""
    best = 0.0
    for _j, t, a, d in blows_in_reach(fs, me):
        dmg = damage(a, d)
        fells = W["fixed"] if dmg >= t[E.HP] else 0.0
        best = max(best, E.hit_p(a, d) * (min(dmg, t[E.HP]) / W["dbar"] + fells))
    return best


def standing(fs, me):
    """(my fighter, the foes still standing, 0.0 if I fell / 1.0 if none is left / else None)."""
    mine = fs[me]
    foes = [f for j, f in enumerate(fs) if j != me and f[E.HP] > 0]
    over = 0.0 if mine[E.HP] <= 0 else (1.0 if not foes else None)
    return mine, foes, over


def value(fs, me, ctx, resting=False):
    """About my chance to be the champion once my turn is over, for seat `me` (see the module);
    at a table whose foes do not fight boldly, value_crowd's plainer reading."""
    if ctx.n > 2 and not getattr(ctx, "bold", True):
        if ctx.turns_left <= 1:
            return value_end(fs, me, ctx.turns_left, getattr(ctx, "resting", None))
        return value_crowd(fs, me)
    w = W_WARY if getattr(ctx, "wary", False) else W
    mine, foes, over = standing(fs, me)
    if over is not None:
        return over
    mix = w["mix"] if ctx.n == 2 else 0.0
    need = sum(foe_cost(f, w, mix) for f in foes) / (1 + w["help"] * (len(foes) - 1))
    turns = ctx.turns_left
    cap = turns
    if mine[E.GROUND]:
        cap -= w["ground"]
    if mine[E.DIS]:
        cap -= w["disarmed"] + 0.15 * distance(mine[E.HEX], mine[E.WEAPON])
    exp_hp, dead, calm, knocked = E.threat(ctx, fs, me)
    if resting and mine[E.HP] < MAX_HP:
        exp_hp += calm * (1 - dead)
    cap -= w["knocked"] * knocked
    cap -= w["hp"] * (MAX_HP - exp_hp) / MAX_HP * min(turns, 3)
    cap -= w["low"] * min(1.0, max(0.0, (4 - exp_hp) / 3))
    if turns > 0 and not mine[E.GROUND]:
        nb = next_blow(fs, me)
        cap += w["opp"] * nb if nb > 0 else -w["far"]
    x = (cap - need) / w["scale"]
    v = (1 - w["dread"] * dead) / (1 + math.exp(-x))
    return v


# As written at a table of three or more whose foes do not fight boldly (ai_model.BoldReader:
# random fighters, careful ones), a plainer reading than the clock's: the hit points still
# standing against me, a little more for each foe standing, and what striking from where my turn
# ends exposes me to. Against such foes the clock's own weighing of my safety cost more blows than
# it saved: five random foes cut a fighter's hit points with blows of random strength, and with
# five foes the clock's logistic sits far in its tail (some 17 blows needed, ten turns), where my
# fall and my hit points outweigh a blow's damage. Against bold foes (normal's planner, a person
# who strikes hard at a fighter left without defence) that weighing is what keeps hard standing,
# so it stays. "kill" is what a foe still standing costs beyond its hit points; "safe" weighs the
# hit points a blow of random strength takes (its 1 to 4 attack dice equally likely) for each
# foe next to where I end, "far" for each foe within a walk and a step of it (five hexes); "mid"
# and "scale" put the reading between 0 and 1, the scale of the look ahead's plays that end with
# my fall (0) or the last foe felled (1).
W_CROWD = {"kill": 0.5, "safe": 0.3, "far": 0.15, "ground": 0.5, "disarmed": 0.5,
           "mid": 20.0, "scale": 10.0}


def random_blow(d):
    """The hit points a blow takes on average against `d` defence dice, its 1 to 4 attack dice
    equally likely."""
    return sum(E.hit_p(a, d) * damage(a, d) for a in range(1, 5)) / 4


def value_crowd(fs, me):
    """As written, at a table whose foes do not fight boldly: the foes' hit points (each foe
    standing a little more), my exposure where I stand, my fall or lost weapon (W_CROWD)."""
    w = W_CROWD
    mine, foes, over = standing(fs, me)
    if over is not None:
        return over
    v = -sum(f[E.HP] for f in foes) - w["kill"] * len(foes)
    near = 0.0
    for f in foes:                  # once per outcome of every plan: one distance per foe
        d = distance(f[E.HEX], mine[E.HEX])
        near += 1.0 if d <= 1 else (w["far"] if d <= 5 else 0.0)
    v -= w["safe"] * near * random_blow(E.def_dice(mine))
    v -= w["ground"] * mine[E.GROUND] + w["disarmed"] * mine[E.DIS]
    return 1 / (1 + math.exp(-(v + w["mid"]) / w["scale"]))


# In my last two turns at such a table only a win counts: after round 10 everyone standing is
# dismissed, so a wound that fells no one is worth nothing then. With one turn left after this one
# the position is worth the chance that my blow then fells the last foe standing (by distance; its
# posture is not chosen yet, each of the five taken alike); on my last turn, only every foe felled.
# The plain reading, a hundredth as much, only tells the rest apart. (Six against five random,
# 1600 games: 201 won, 190 with the plain reading to the end; 17 games won only this way, 6 lost.)
END_PLAIN = 0.01


def finishing_chance(fs, me, resting=None):
    """The chance my best blow next turn fells a foe, by distance only, whatever posture it takes
    (each of the five alike). `resting`: seat -> the hit points of each foe that was resting en
    garde when my turn began; one my turn has not hurt gets its point back before my next blow
    (a blow of mine that missed it also spoils its rest: counted as not, the chance is then read
    a little low)."""
    resting = resting or {}
    best = 0.0
    for j, t, a, _d in blows_in_reach(fs, me):
        hp = t[E.HP]
        if resting.get(j) == hp and hp < MAX_HP:
            hp += 1
        p = sum(E.hit_p(a, d) for d in range(5) if damage(a, d) >= hp) / 5
        best = max(best, p)
    return best


def value_end(fs, me, turns_left, resting=None):
    """As written at a table not read bold, my last two turns: the chance of a win (see above)."""
    mine, foes, over = standing(fs, me)
    if over is not None:
        return over
    v = END_PLAIN * value_crowd(fs, me)
    if turns_left == 1 and len(foes) == 1:
        v += finishing_chance(fs, me, resting)
    return v


# To the last there is no clock: the champion is the last one standing, or the one with the most
# hit points when the Masters stop a quiet fight (among several, the one whose blows took the
# most; a tie in both dismisses everyone). So each foe still standing is a rival to get below me:
# my chance is read as the product, over the foes, of a soft "my hit points beat its" (a tie is
# worth a third, a felled foe 1; masters() weighs the blows' count), times my chance
# to live through the others' next turns. A wound spread on the foes that still match me is worth
# more than a second wound on one already below me, and once ahead a quiet fight is a good one.
# "reach" (the worth of a good blow within reach next turn, in hit points over a good blow's
# damage) and "soft" were set on 200-game duels against greedy: a fighter that never makes
# contact sees the Masters dismiss a level fight.
# "alive" caps what a foe still standing leaves me, however weak: it must still be felled or
# outlasted (a finishing blow is worth taking).
W_LAST = {"edge": 0.5, "soft": 2.0, "dread": 1.0, "reach": 0.05, "alive": 0.5,
          "duel_reach": 3.0}


def value_last(fs, me, ctx, resting=False):
    """My chance to be the champion to the last, roughly, once my turn is over (see W_LAST)."""
    w = W_LAST
    mine, foes, over = standing(fs, me)
    if over is not None:
        return over
    exp_hp, dead, calm, knocked = E.threat(ctx, fs, me)
    if resting and mine[E.HP] < MAX_HP:
        exp_hp += calm * (1 - dead)
    hp_then = exp_hp        # what the Masters would count (the rest below is what it is worth)
    if mine[E.GROUND]:
        exp_hp -= 0.5
    if mine[E.DIS]:
        exp_hp -= 0.5 + 0.05 * distance(mine[E.HEX], mine[E.WEAPON])
    exp_hp -= 0.5 * knocked
    if len(foes) == 1 and not mine[E.GROUND]:
        # In a duel a blow within reach next turn is worth hit points of my own: a fighter that
        # never makes contact sees a level fight dismissed. (With more foes this would keep a weak
        # foe alive as a target: there the blow within reach is a small bonus instead.)
        exp_hp += w["duel_reach"] * next_blow(fs, me) * W["dbar"]
    v = 1 - w["dread"] * dead
    soft = w["soft"]
    for f in foes:
        theirs = f[E.HP] - 0.3 * (f[E.GROUND] + f[E.DIS])
        v *= w["alive"] / (1 + math.exp(-(exp_hp - theirs - w["edge"]) / soft))
    v += w["reach"] * reach_next(fs, me) if len(foes) > 1 else 0.0
    return masters(fs, me, ctx, hp_then, foes, v)


# The chance that a round's end passes without a new low (a wound below the arena's lowest total).
# At a table of many someone is nearly always hurt; a duel between careful fighters, resting en
# garde, is mostly quiet: there the count very likely runs out (set on 100-game duels against
# greedy: 0.6 let 17 of them be stopped level, 0.95 only 8). It is the table's size, not the
# fighters still standing, that sets it: a value that jumped when a foe fell would make hard shun
# a finishing blow. (Set by whether I lead, it made hard seek to be behind: 63 % instead of 82 %.)
# A foe that plans whole turns strikes more: hard's bot reads its foe and sets ctx.quiet (ai.py).
CALM_P = 0.6
CALM_P_DUEL = 0.95


def masters(fs, me, ctx, hp_then, foes, v):
    """To the last, the value `v` weighed with the Masters' verdict: the chance that their count
    runs out (no new low at any of the round's ends still to come before it does: CALM_P each,
    CALM_P_DUEL in a duel, or ctx.quiet when the bot has read its foe: CALM_P again for one that
    plans whole turns) times the verdict, a win for the one fighter alone at the top of the hit
    points or level there with blows that took the most (ai_eval.crowned; a foe below its full
    hit points counts one more when it gets a turn first: it may rest a point back). When their
    count ends with this round and my turn closes it, the verdict is the value. Without it, a
    fighter that is not ahead sees no reason to strike before a level fight is stopped, and one
    that is ahead no reason to keep quiet."""
    if getattr(ctx, "low", None) is None:
        return v
    total = sum(f[E.HP] for f in fs)
    soon = CALM if total < ctx.low else CALM - ctx.calm
    top = max(f[E.HP] for f in foes)
    taken = getattr(ctx, "taken", None)
    if soon == 1 and ctx.closes:
        return 1.0 if E.crowned(fs, me, taken) else 0.0
    quiet = getattr(ctx, "quiet", None) or (CALM_P_DUEL if ctx.n == 2 else CALM_P)
    stop = quiet ** soon
    level = top
    if soon > 1:
        top = max(min(MAX_HP, f[E.HP] + 1) for f in foes)
        level = top - 1         # a foe one below may rest back to the top before the stop
    # Level at the top, my blows having taken the most, the Masters name me too.
    won = hp_then > top or (hp_then > top - 0.5 and E.blows_ahead(fs, me, taken, level))
    return (1 - stop) * v + (stop if won else 0.0)


def reach_next(fs, me):
    """The hit points my best blow next turn takes, on average, by distance only (no bonus for a
    blow that fells: a foe kept alive as a target is no gain)."""
    return max((E.hit_p(a, d) * min(damage(a, d), t[E.HP])
                for _j, t, a, d in blows_in_reach(fs, me)), default=0.0)
