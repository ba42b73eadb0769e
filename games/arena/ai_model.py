"""ARENA: a model of a cautious foe for hard's look ahead (pure Python, no pygame).

Hard's search (ai_search) must guess what the others will do before its next turn (in a duel to
the last, and what it will do itself a turn later). A fighter that
looks one choice ahead at a time, as many people play (take the posture that looks best now, then
each step, then the blow, each judged on the position it leaves: ai_eval.value, with the blow it
could strike from where it stands), keeps its guard far more often than a planner of whole turns
expects: it rarely opens itself with a wild blow. `cautious_plan` plays such a fighter on the light
fighter tuples and gives its turn as a list of actions (the walk after a blow is chosen before the
dice, as if the blow were struck and the walk went on).

`Reader` keeps, per foe, how often each model of the foes named its real whole-turn choice this
game, so that hard can tell a careful foe from one that plans whole turns (ai.py weighs a careful
foe's duel as quiet; its look ahead plays every duel foe by the cautious model, and hard's own
turn a round further in a duel to the last).
"""
from games.arena import ai_eval as E
from games.arena.board import NBRS, can_walk, first_steps
from games.arena.fighters import MAX_HP, POSTURES, damage, moves
from games.arena.rules import CALM


def legal_of(fs, me):
    """The whole-turn choices of seat `me` at the start of its turn, read from fighter tuples (the
    rules' legal_posture, for positions the search imagines)."""
    mine = fs[me]
    here = mine[E.HEX]
    if mine[E.GROUND]:
        return ([["up", p] for p in POSTURES]
                + [["attack", j] for j, t in enumerate(fs)
                   if j != me and t[E.HP] > 0 and t[E.HEX] in NBRS[here]])
    blocked = {f[E.HEX] for f in fs}
    out = [["posture", p] for p in POSTURES if can_walk(here, moves(p, mine[E.HP]), set(blocked))]
    if mine[E.DIS] and mine[E.WEAPON] == here:
        out += [["pickup", p] for p in POSTURES]
    return out


def _now(fs, i, posture):
    """The blow fighter i could strike from where it stands (ai_eval.heuristic's `now`)."""
    mine = fs[i]
    a = E.att_dice(mine, posture)
    best = 0.0
    if a <= 0:
        return best
    for j, t in enumerate(fs):
        if j != i and t[E.HP] > 0 and t[E.HEX] in NBRS[mine[E.HEX]]:
            d = E.def_dice(t)
            p = E.hit_p(a, d)
            dmg = damage(a, d)
            best = max(best, p * dmg + (p * (1 + E.WEIGHTS["alive"]) if dmg >= t[E.HP] else 0))
    return best


def _with(f, **kw):
    m = list(f)
    for k, v in kw.items():
        m[{"hex": E.HEX, "post": E.POST, "ground": E.GROUND, "dis": E.DIS,
           "weapon": E.WEAPON, "hp": E.HP}[k]] = v
    return tuple(m)


class _Judge:
    """ai_eval.value for seat i on positions of one turn (the others' walks kept per layout)."""

    def __init__(self, ctx, i, turns_left, context_at, resting):
        self.ctx, self.i, self.turns_left, self.context_at = ctx, i, turns_left, context_at
        self.ctxs = {}
        n = len(ctx.masks)
        # The next fighter to play heals its rest point as my turn ends: the position then judged.
        self.heals = next((j for j in ((i + k) % n for k in range(1, n))
                           if j in resting), None)

    def __call__(self, fs, resting=False, now=0.0, ends=False, broken=None):
        # `broken`: a fighter whose rest my blow has just broken (hit or miss: no point back).
        if ends and self.heals is not None and self.heals != broken:
            j = next(((self.i + k) % len(fs) for k in range(1, len(fs))
                      if fs[(self.i + k) % len(fs)][E.HP] > 0), None)
            if j == self.heals and fs[j][E.HP] < MAX_HP:
                fs = list(fs)
                fs[j] = _with(fs[j], hp=fs[j][E.HP] + 1)
        key = (tuple(f[E.HEX] for f in fs), ends)
        c = self.ctxs.get(key)
        if c is None:
            c = self.context_at(self.ctx, fs, self.turns_left, me=self.i, simple=False)
            if ends and c.closes and self.ctx.low is None:
                # A turn that closes the round moves the clock on (as written): one turn fewer,
                # and after the last round everyone still standing is dismissed.
                if c.turns_left <= 0:
                    c = "clock"
                else:
                    c.turns_left -= 1
            elif ends and c.closes and c.calm + 1 >= CALM and sum(f[E.HP] for f in fs) >= c.low:
                c = "stop"              # to the last: the Masters' count stops the fight
            self.ctxs[key] = c
        if c == "clock":                # won only by the last one standing
            return 1.0 if all(f[E.HP] <= 0 for j, f in enumerate(fs) if j != self.i) else 0.0
        if c == "stop":                 # the Masters' verdict (rules.masters_verdict)
            return 1.0 if E.crowned(fs, self.i, getattr(self.ctx, "taken", None)) else 0.0
        # Clamped as ai_eval.heuristic is: a hopeless fighter finds every choice alike.
        return max(0.0, min(1.0, E.value(fs, self.i, c, resting, now)))


def _blow_value(judge, fs, i, j, posture, ends):
    """The expected value for i of its blow on j (no walk after it), over the exact odds."""
    e, t = fs[i], fs[j]
    a = E.att_dice(e, posture)
    d = E.def_dice(t)
    wild = not e[E.GROUND] and posture == "dechainee"
    garde = E.en_garde(t)
    total = 0.0
    for p, hit, dis, fall in E.outcomes(a, d, garde, wild, e[E.DIS]):
        nfs = list(fs)
        m = e
        if fall:
            m = _with(m, ground=True)
        if dis:
            m = _with(m, dis=True, weapon=e[E.HEX])
        tt = t
        if hit:
            tt = _with(tt, hp=max(0, t[E.HP] - damage(a, d)))
        if wild and garde and tt[E.HP] > 0:
            tt = _with(tt, ground=True)
        nfs[i], nfs[j] = m, tt
        # A wild blow that throws its striker down ends the turn, whatever steps were left.
        total += p * judge(nfs, ends=ends or fall, broken=j)
    return total


def _best(options, rng):
    """The option of highest value; among equals (far from any foe, most choices are worth the
    same) one drawn at random, as such a fighter would."""
    ties = best_firsts(options)
    return ties[0] if rng is None or len(ties) == 1 else ties[int(rng.random() * len(ties))]


def _first_choices(judge, fs, i):
    """[(value, first action)] of every whole-turn choice of fighter i, as it judges them."""
    e = fs[i]
    choices = []
    for act in legal_of(fs, i):
        kind = act[0]
        if kind == "attack":
            v = _blow_value(judge, fs, i, act[1], None, True)
        else:
            p = act[1]
            nfs = list(fs)
            if kind == "up":
                nfs[i] = _with(e, ground=False, post=p)
                v = judge(nfs, ends=True)
            elif kind == "pickup":
                nfs[i] = _with(e, dis=False, weapon=None, post=p)
                v = judge(nfs, ends=True)
            elif p == "garde":
                nfs[i] = _with(e, post=p)
                v = judge(nfs, resting=e[E.HP] < MAX_HP, ends=True)
            else:
                nfs[i] = _with(e, post=p)
                v = judge(nfs, now=_now(nfs, i, p))
        choices.append((v, act))
    return choices


def best_firsts(choices):
    """The first actions of highest value (all of them when several tie)."""
    top = max(v for v, _a in choices)
    return [a for v, a in choices if v >= top - 1e-9]


def cautious_firsts(fs, i, ctx, turns_left, context_at, resting=()):
    """The first actions the cautious fighter would draw among at the start of its turn."""
    return best_firsts(_first_choices(_Judge(ctx, i, turns_left, context_at, resting), list(fs),
                                      i))


def cautious_plan(fs, i, ctx, turns_left, context_at, rng=None, resting=()):
    """Fighter i's turn as one that judges one choice at a time (see the module): its actions.
    `resting`: the seats resting en garde."""
    judge = _Judge(ctx, i, turns_left, context_at, resting)
    fs = list(fs)
    e = fs[i]
    choices = _first_choices(judge, fs, i)
    first = _best(choices, rng)
    acts = [first]
    if first[0] != "posture" or first[1] == "garde":
        return acts
    posture = first[1]
    fs[i] = _with(e, post=posture)
    left = moves(posture, e[E.HP])
    path = {e[E.HEX]}
    others = {f[E.HEX] for j, f in enumerate(fs) if j != i and f[E.HP] > 0}
    fallen = {f[E.HEX] for j, f in enumerate(fs) if j != i and f[E.HP] <= 0}
    attacked = False
    while True:
        here = fs[i][E.HEX]
        targets = [] if attacked else [j for j, t in enumerate(fs)
                                       if j != i and t[E.HP] > 0 and t[E.HEX] in NBRS[here]]
        if left == 0 and not targets:
            return acts
        options = []
        for j in targets:
            options.append((_blow_value(judge, fs, i, j, posture, left == 0), ["attack", j]))
        if left > 0:
            for h in first_steps(here, left, others | fallen | path):
                nfs = list(fs)
                nfs[i] = _with(fs[i], hex=h)
                now = 0.0 if attacked else _now(nfs, i, posture)
                options.append((judge(nfs, now=now, ends=left == 1 and now == 0.0),
                                ["step", h]))
        else:
            options.append((judge(fs, ends=True), ["end"]))
        if not options:
            return acts
        act = _best(options, rng)
        acts.append(act)
        if act[0] == "end":
            return acts
        if act[0] == "attack":
            attacked = True
        else:
            fs[i] = _with(fs[i], hex=act[1])
            path.add(act[1])
            left -= 1


def first_act_seen(before, after, me):
    """The whole-turn choice a foe made in a duel, read from its fighter at its turn's start and
    where its turn left it (None when it fell: nothing left to read)."""
    if after[E.HP] <= 0:
        return None
    if before[E.GROUND]:
        # A fighter on the ground gets up or strikes from there (in a duel, me).
        return ["attack", me] if after[E.GROUND] else ["up", after[E.POST]]
    if before[E.DIS] and before[E.WEAPON] == before[E.HEX] and not after[E.DIS]:
        return ["pickup", after[E.POST]]
    return ["posture", after[E.POST]]


class Reader:
    """Which model of the foe has read it best so far this game, in a duel: after each of the
    foe's turns, every model whose best first choices (its ties included) hold the foe's real
    one scores a point. The position at the start of the foe's turn is the one my turn left
    (remembered when my last action needs no dice); the foe's choice is read at my next turn."""

    def __init__(self, default="cautious"):
        self.default = default
        self.before = None
        self.hits = {}

    def remember(self, state):
        self.before = state

    def read(self, now, me, models):
        """Score each of `models` (name -> firsts(fs, i, ctx, turns_left, resting)) on what the
        foe did since my last turn ended."""
        before, self.before = self.before, None
        if before is None or before["phase"] != "posture" or before["actor"] in (None, me):
            return
        foe = before["actor"]
        fs = E.fighters_of(before)
        seen = first_act_seen(fs[foe], E.fighters_of(now)[foe], me)
        if seen is None:
            return
        ctx = E.Context(before, foe)
        resting = {i for i, f in enumerate(before["fighters"]) if f["resting"]}
        hits = self.hits.setdefault(foe, {})
        for name, firsts in models.items():
            if seen in firsts(fs, foe, ctx, ctx.turns_left, resting):
                hits[name] = hits.get(name, 0) + 1

    def careful(self, foe):
        """Whether the cautious model has named the foe's choices strictly more often than any
        other so far."""
        hits = self.hits.get(foe, {})
        mine = hits.get("cautious", 0)
        return mine > 0 and all(v < mine for k, v in hits.items() if k != "cautious")

    def style(self, foe):
        """The model that has named the foe's choices most often (the default until another has
        done strictly better)."""
        hits = self.hits.get(foe)
        if not hits:
            return self.default
        best = max(hits.values())
        if hits.get(self.default, 0) == best:
            return self.default
        return max(sorted(hits), key=lambda k: hits[k])


def _seen_in(before, after, firsts):
    """Whether a foe's whole-turn choice, read from its fighter before and after its turn, is
    among `firsts` (a blow from the ground: any of them, its target is not read)."""
    if before[E.GROUND]:
        if after[E.GROUND]:
            return any(a[0] == "attack" for a in firsts)
        return ["up", after[E.POST]] in firsts
    if before[E.DIS] and before[E.WEAPON] == before[E.HEX] and not after[E.DIS]:
        return ["pickup", after[E.POST]] in firsts
    return ["posture", after[E.POST]] in firsts


class TableReader:
    """With three fighters or more: how often the foes choose as a careful fighter would (the
    cautious model's best first choices, greedy's own judgement), read between two of my turns.
    Only my snapshots are seen, so each foe's turn is set up again from them: the fighters that
    played before it where they are now, itself and those after it where they were when my turn
    ended (before my last blow when it ended on one: the dice are not known then), the Masters'
    count as it stood before or after the round's end; a blow struck meanwhile is not seen (a
    rough reading, good enough to tell a careful table from a wild one). A choice where every
    option ties tells nothing and is not counted.
    Until `need` choices are read the table is believed wild (`trust` False): nothing tells
    the foes apart in the first rounds, and the look ahead's opening did worst against wild
    ones (to the last, six fighters against five random: 80 % with the search held back
    until the table was read, 71.5 % searching from the first turn; docs/arena-rules.md)."""

    def __init__(self, need=8, share=0.65, trust=False):
        self.need, self.share, self.trust = need, share, trust
        self.before = self.struck = None
        self.reads = self.hits = 0

    def remember(self, state, struck=None):
        """`state`: where my turn left the fighters, or the one before my last blow (`struck`,
        whose rest that blow breaks)."""
        self.before, self.struck = state, struck

    def read(self, now, me, context_at):
        before, self.before = self.before, None
        if before is None:
            return
        was, now_fs = E.fighters_of(before), E.fighters_of(now)
        n = len(now_fs)
        fs = list(was)
        resting = {j for j, f in enumerate(before["fighters"]) if f["resting"]} - {self.struck}
        counted = False         # the Masters count at the round's end, as the turn passes to first
        for step in range(1, n):
            k = (me + step) % n
            counted = counted or k == now["first"]
            if was[k][E.HP] > 0 and now_fs[k][E.HP] > 0:
                start = list(fs)
                if k in resting and was[k][E.HP] < MAX_HP:
                    start[k] = _with(was[k], hp=was[k][E.HP] + 1)
                ctx = E.Context(now if counted else before, k)
                judge = _Judge(ctx, k, ctx.turns_left, context_at, resting - {k})
                choices = _first_choices(judge, start, k)
                firsts = best_firsts(choices)
                if len(firsts) < len(choices):
                    self.reads += 1
                    self.hits += _seen_in(was[k], now_fs[k], firsts)
            fs[k] = now_fs[k]
            resting.discard(k)
            if now["fighters"][k]["resting"]:
                resting.add(k)

    def careful(self):
        """`trust` until enough choices are read, then whether most of them were a careful
        fighter's."""
        if self.reads < self.need:
            return self.trust
        return self.hits >= self.share * self.reads


class BoldReader:
    """As written with three fighters or more: whether the foes fight boldly, read from the
    postures they take. At each of my turns every foe on its feet that has played since my last one
    is counted (in the first round only those before me: the others still stand en garde as they
    started), and whether it took agressive or déchaînée. Planners (normal) take one of those on
    about three turns in four, random fighters on two in five, careful ones (greedy) on one in
    five (20 six-fighter games each, their first three rounds). Bold until `need` are counted: a
    foe not yet seen is feared (ai_hard.value_crowd is for the others)."""

    def __init__(self, share=0.6, need=3):
        self.share, self.need = share, need
        self.seen = self.bold_seen = 0
        self.at = None

    def read(self, obs, me):
        """Count the foes' postures once a turn (at its posture); whether the table is bold."""
        if obs["phase"] == "posture" and self.at != obs["round"]:
            self.at = obs["round"]
            n, first = obs["seats"], obs.get("first")
            for k, f in enumerate(obs["fighters"]):
                if k == me or f["hp"] <= 0 or f["ground"]:
                    continue
                if obs["round"] == 1 and first is not None and (k - first) % n > (me - first) % n:
                    continue
                self.seen += 1
                self.bold_seen += f["posture"] in ("agressive", "dechainee")
        return self.seen < self.need or self.bold_seen >= self.share * self.seen
