"""ARENA's posture table and what a fighter's state makes of it (moves, attack and defence dice).
Pure Python.

A fighter (one per seat, in state["fighters"]):
  hex        where it stands (or lies)
  hp         hit points, 7 at the start; 0 = knocked out for good (its hex then blocks the way)
  posture    the posture it last chose (one of POSTURES); it starts "garde"
  ground     on the ground (knocked down): move 0, attack 1, defence 1 until it gets up
  disarmed   its weapon lies on `weapon`: attack and defence 2 dice fewer (0 stays 0, else >= 1)
  weapon     the hex where its weapon lies, or None
  resting    it chose en garde and nothing else: 1 hit point back at the start of its next turn
             unless someone attacks it before
"""

POSTURES = ["garde", "defensive", "balancee", "agressive", "dechainee"]
MOVE = {"garde": 0, "defensive": 1, "balancee": 2, "agressive": 3, "dechainee": 4}
ATTACK = {"garde": 0, "defensive": 1, "balancee": 2, "agressive": 3, "dechainee": 4}
DEFENCE = {"garde": 4, "defensive": 3, "balancee": 2, "agressive": 1, "dechainee": 0}
GROUND_ATTACK = GROUND_DEFENCE = 1
MAX_HP = 7
HANDICAP = 3            # at 3 hit points or fewer, a fighter moves at most its hit points
DISARMED_PENALTY = 2


def new_fighter(hex_):
    return {"hex": hex_, "hp": MAX_HP, "posture": "garde", "ground": False, "disarmed": False,
            "weapon": None, "resting": False}


def moves(posture, hp):
    """The exact number of hexes a fighter in `posture` walks with `hp` hit points."""
    m = MOVE[posture]
    return min(m, hp) if hp <= HANDICAP else m


def _less(dice, disarmed):
    if not disarmed or dice == 0:
        return dice
    return max(1, dice - DISARMED_PENALTY)


def attack_dice(f, posture=None):
    """The dice a fighter attacks with (in `posture`, or its own)."""
    if f["ground"]:
        return _less(GROUND_ATTACK, f["disarmed"])
    return _less(ATTACK[posture or f["posture"]], f["disarmed"])


def defence_dice(f, posture=None):
    if f["ground"]:
        return _less(GROUND_DEFENCE, f["disarmed"])
    return _less(DEFENCE[posture or f["posture"]], f["disarmed"])


def damage(att_dice, def_dice):
    """Hit points a landed blow takes: the difference of the values, at least 1."""
    return max(1, att_dice - def_dice)


def en_garde(f):
    """Counts as en garde for the special results: standing in that posture (disarmed or not)."""
    return not f["ground"] and f["posture"] == "garde"


def wild(f, posture=None):
    """Attacks déchaîné: standing in that posture (a fighter on the ground has no posture)."""
    return not f["ground"] and (posture or f["posture"]) == "dechainee"
