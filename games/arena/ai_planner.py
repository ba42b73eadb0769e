"""ARENA's whole-turn planner (pure Python, no pygame), shared by our levels (ai.py): at the start
of a turn every full plan is listed (a posture, or getting up / picking up the weapon / a blow from
the ground; the exact walk as a path; where along it to strike, and whom), each is valued by its
expectation over the blow's exact results (hit and damage, disarm, fall, knock-down) with the
level's judgement of the position it leaves (ai_eval.value, ai_hard's), and the best is played one
action at a time. After the dice the rest of the walk is planned again.
"""
from games.arena import ai_eval as E
from games.arena.board import NBRS, walks


def _continuations(fs, me, posture, left, path, attacked, blocked):
    """Every way to finish a turn already begun: (attack index or None, target, rest of the walk),
    one per distinct (strike hex, target, end hex)."""
    here = fs[me][E.HEX]
    rests = walks(here, left, blocked) if left > 0 else [[]]
    mine = fs[me]
    can_hit = not attacked and E.att_dice(mine, posture) > 0
    seen = {}
    for rest in rests:
        end = rest[-1] if rest else here
        key = (None, None, end)
        if key not in seen:
            seen[key] = (None, None, rest)
        if not can_hit:
            continue
        hexes = [here] + rest
        for i, h in enumerate(hexes):
            for j, t in enumerate(fs):
                if j != me and t[E.HP] > 0 and t[E.HEX] in NBRS[h]:
                    key = (h, j, end)
                    if key not in seen:
                        seen[key] = (i, j, rest)
    return list(seen.values())


class Planner:
    """Values plans for one seat in one state (a fresh one each decision)."""

    # Every result of a blow with its chance (a test-only fighter that knows its dice,
    # tools/arena_seer.py, puts the one result they give in its place while it chooses).
    outcomes = staticmethod(E.outcomes)

    def __init__(self, state, me, simple=False, short=False, judge=None):
        self.state = state
        self.evaluate = judge or E.value
        self.me = me
        self.short = short
        self.ctx = E.Context(state, me, simple=simple or short)
        self.fs = E.fighters_of(state)
        self.cache = {}

    def judge(self, fs, resting=False):
        key = (tuple(fs), resting)
        v = self.cache.get(key)
        if v is None:
            if self.short:
                v = self._short_value(fs, resting)
            else:
                v = self.evaluate(fs, self.me, self.ctx, resting)
            self.cache[key] = v
        return v

    def _short_value(self, fs, resting):
        """easy's judgement: hit points, and a fear of the foes standing right next to it."""
        me = self.me
        mine = fs[me]
        if mine[E.HP] <= 0:
            return -100.0
        standing = [f for j, f in enumerate(fs) if j != me and f[E.HP] > 0]
        if not standing:
            return 100.0
        v = mine[E.HP] - sum(f[E.HP] + 1 for f in standing)
        near = sum(1 for f in standing if E.distance(f[E.HEX], mine[E.HEX]) <= 2)
        v -= 0.4 * near * (4 - E.def_dice(mine)) / 4
        if resting and near == 0:
            v += 0.8
        if mine[E.GROUND] or mine[E.DIS]:
            v -= 1.0
        return v

    def _blow(self, fs, me, j, a_posture, strike_hex, end_hex):
        """Expected value of a blow by `me` on `j` from strike_hex, the walk ending on end_hex."""
        mine, t = fs[me], fs[j]
        a = E.att_dice(mine, a_posture)
        d = E.def_dice(t)
        wild = not mine[E.GROUND] and a_posture == "dechainee"
        garde = E.en_garde(t)
        dmg = E.damage(a, d)
        total = 0.0
        for p, hit, dis, fall in self.outcomes(a, d, garde, wild, mine[E.DIS]):
            m = list(mine)
            m[E.HEX] = strike_hex if fall else end_hex
            if fall:
                m[E.GROUND] = True
            if dis:
                m[E.DIS] = True
                m[E.WEAPON] = strike_hex
            tt = list(t)
            if hit:
                tt[E.HP] = max(0, t[E.HP] - dmg)
            if wild and garde and tt[E.HP] > 0:
                tt[E.GROUND] = True
            nfs = list(fs)
            nfs[me] = tuple(m)
            nfs[j] = tuple(tt)
            total += p * self.judge(nfs)
        return total

    def finish(self, posture, left, path, attacked, fs=None):
        """[(value, actions)] for every way to finish the turn from here."""
        fs = fs or self.fs
        me = self.me
        mine = fs[me]
        blocked = {f[E.HEX] for j, f in enumerate(fs) if j != me} | set(path)
        out = []
        for i, j, rest in _continuations(fs, me, posture, left, path, attacked, blocked):
            end = rest[-1] if rest else mine[E.HEX]
            steps = [["step", h] for h in rest]
            if i is None:
                m = list(mine)
                m[E.HEX] = end
                nfs = list(fs)
                nfs[me] = tuple(m)
                acts = steps if rest else [["end"]]
                out.append((self.judge(nfs), acts))
            else:
                strike = ([mine[E.HEX]] + rest)[i]
                v = self._blow(fs, me, j, posture, strike, end)
                out.append((v, steps[:i] + [["attack", j]] + steps[i:]))
        return out

    def start(self, legal):
        """[(value, actions)] for every plan of a whole turn, from the posture choice."""
        fs, me = self.fs, self.me
        mine = fs[me]
        out = []
        for act in legal:
            kind = act[0]
            if kind == "attack":            # from the ground
                out.append((self._blow(fs, me, act[1], None, mine[E.HEX], mine[E.HEX]), [act]))
                continue
            p = act[1]
            m = list(mine)
            m[E.POST] = p
            if kind == "up":
                m[E.GROUND] = False
            elif kind == "pickup":
                m[E.DIS] = False
                m[E.WEAPON] = None
            nfs = list(fs)
            nfs[me] = tuple(m)
            if kind != "posture":
                out.append((self.judge(nfs), [act]))
            elif p == "garde":
                out.append((self.judge(nfs, resting=True), [act]))
            else:
                left = E.moves(p, mine[E.HP])
                for v, acts in self.finish(p, left, [mine[E.HEX]], False, nfs):
                    out.append((v, [act] + acts))
        return out
