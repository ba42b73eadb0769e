"""What Dragon Inferno tells the person: the prompt line and the end screen's lines, pure functions
of the observation shown (and of the piece in hand)."""
from engine.i18n import language, tr
from games.dragon_inferno import rules as DR
from games.dragon_inferno.pieces import square_name, squares_name

K = "dragon-inferno."


# What the other seat's turn does to a person's pieces, held for them to see, and the picture of
# each on the "what happened" strip (engine/play_hooks.py).
LOOK_AT = {"TilePlaced": "dragon-inferno/tile", "DragonPlaced": "dragon-inferno/flame",
           "DragonGone": "dragon-inferno/smoke", "EggCrushed": "dragon-inferno/egg-crushed",
           "EggHatched": "dragon-inferno/egg-hatched"}


def event_words(st, e, actor):
    """What a "what happened" chip says when pressed (engine: GameHooks.event_words): the tile
    or the dragon laid and where, as the move log says it, an egg crushed or hatched; a dragon
    that flew away says its move-log line (None here)."""
    t = e["type"]
    if t == "TilePlaced":
        return tr(K + "log.tile.%d" % e["seat"], tile=e["tile"], sq=squares_name(e["squares"]))
    if t == "DragonPlaced":
        return tr(K + "log.dragon.%d" % e["seat"], cave=e["cave"] + 1,
                  sq=squares_name(e["squares"]))
    if t == "EggCrushed":
        return tr(K + "again.crushed.%d" % e["seat"], sq=square_name(e["sq"]))
    if t == "EggHatched":
        if e["cave"] is None:
            return tr(K + "again.hatched_none", sq=square_name(e["sq"]))
        return tr(K + "again.hatched", sq=square_name(e["sq"]), cave=e["cave"] + 1)
    return None


def prompt(st, held):
    """The prompt line for the person to act in `st`, `held` the piece in hand (or None)."""
    phase = st["phase"]
    if phase == "eggs":
        return tr(K + "prompt.eggs", n=DR.eggs_to_place(st, st["side"]))
    if phase == "tiles":
        if held is None:
            if not any(t["seat"] == st["side"] for t in st["tiles"]):
                return tr(K + "prompt.first_tile")
            return tr(K + "prompt.tile")
        return tr(K + "prompt.tile.held")
    if phase == "dragon":
        # named by its cave, numbered on the board (its letter is shown nowhere)
        return tr(K + "prompt.dragon", cave=st["summon"]["cave"] + 1)
    return ""


def end_lines(st):
    lines = []
    for seat in (0, 1):
        squares, castles, eggs = DR.score_parts(st, seat)
        lines.append(tr(K + "ui.end.%d" % seat, squares=counted("squares", squares),
                        castles=counted("castles", castles), eggs=counted("eggs", eggs),
                        total=squares + castles - eggs))
    return lines


def end_reason(st):
    """The game ends only one way (rules: when neither kingdom can lay a tile): said with how
    many tiles each kingdom still held; a tile crossed out for the picture."""
    if st["phase"] != "over":
        return None
    left = [len(st["hands"][seat]) for seat in (0, 1)]
    words = tr(K + "end.reason", a=counted("tiles", left[0]), b=counted("tiles", left[1]))
    return words, ["dragon-inferno/left-T|x"]


def end_pictures(st, seat):
    """The tiles `seat` still held when no tile could be laid, as their shapes in that kingdom's
    green and edge (as on the board), so each row shows whose tiles they are."""
    hands = st.get("hands") or [[], []]
    return ["dragon-inferno/left-%d-%s" % (seat, name) for name in hands[seat]]


def counted(what, n):
    """"1 egg", "2 eggs"; in French the singular goes up to 1 ("0 œuf", "1 œuf", "2 œufs")."""
    one = n == 1 or (n == 0 and language() == "fr")
    return tr(K + "ui.n.%s.%s" % (what, "one" if one else "many"), n=n)
