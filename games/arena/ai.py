"""ARENA's computer players (pure Python, no pygame; the rules never import this).

heuristic(state, seat) is ai_eval's judgement in [-1, 1]; the engine's greedy level uses it one
action at a time. Our own levels plan a whole turn (ai_planner.Planner), each its own way:
  easy    short-sighted (the blow it can strike now, the foes standing next to it; nothing of
          their exact walks), and one turn in three a lesser plan among the better half;
  normal  the planner with a simpler judgement (no look at its next blow, an even share of each
          foe's attention), its values blurred (0.15 hit point) and one turn in twenty a lesser
          plan: set so that hard beats it and it beats easy, each about 7 games in 10 (README);
  hard    the full planner with ai_hard's judgement (as written the clock first: every foe must
          fall within ten rounds, one blow a turn, and at a table whose foes do not fight boldly
          a plainer reading of hit points and exposure, its last two turns played for the win;
          to the last each foe a rival to get below its own hit points), then ai_search's
          Monte-Carlo look at its near-best plans through the others' replies to its next turn
          (in a duel to the last, a round further), 1.5 s or a fixed number of plays.
Bots read only rules.observation and never draw the state's generator: each has random.Random(seed).
"""
import random

from engine.ai import Bot
from games.arena import ai_eval as E
from games.arena import ai_hard as H
from games.arena import ai_search as S
from games.arena import ai_model as M
from games.arena.ai_model import legal_of
from games.arena.ai_planner import Planner
from games.arena.fighters import MAX_HP

heuristic = E.heuristic


def next_turn_value(fs, me, ctx, judge, resting):
    """What my best plan is worth at the start of my next turn, the rest point healed first: the
    leaf of hard's search, on the planner's own scale."""
    fs = list(fs)
    if resting and fs[me][E.HP] < MAX_HP:
        m = list(fs[me])
        m[E.HP] += 1
        fs[me] = tuple(m)
    pl = object.__new__(Planner)
    pl.state, pl.evaluate, pl.me, pl.short, pl.ctx, pl.fs, pl.cache = (
        None, judge, me, False, ctx, fs, {})
    return max(v for v, _a in pl.start(legal_of(fs, me)))


def _foe_plans(fs, i, ctx, turns_left):
    """[(value, actions)] of every whole-turn plan of foe i by normal's planner (the judgement the
    engine's greedy and our normal share), on fighter tuples."""
    pl = object.__new__(Planner)
    pl.state, pl.evaluate, pl.me, pl.short, pl.fs, pl.cache = None, E.value, i, False, fs, {}
    pl.ctx = S.context_at(ctx, fs, turns_left, me=i, simple=True)
    return pl.start(legal_of(fs, i))


def reply_plan(fs, i, ctx, turns_left, rng=None, resting=()):
    """The model of foe i's turn in hard's search when few foes stand: normal's planner, its best
    plan's actions."""
    return max(_foe_plans(fs, i, ctx, turns_left), key=lambda p: p[0])[1]


def cautious_reply(fs, i, ctx, turns_left, rng=None, resting=()):
    """The model of fighter i's turn (a foe's, or hard's own a round further) as one judging one
    choice at a time (ai_model)."""
    return M.cautious_plan(fs, i, ctx, turns_left, S.context_at, rng, resting)


MODELS = {"planner": reply_plan, "cautious": cautious_reply}


def planner_firsts(fs, i, ctx, turns_left, resting=()):
    """The first actions of normal's planner's best plans for foe i (ties included)."""
    return M.best_firsts([(v, acts[0]) for v, acts in _foe_plans(fs, i, ctx, turns_left)])


def cautious_firsts(fs, i, ctx, turns_left, resting=()):
    return M.cautious_firsts(fs, i, ctx, turns_left, S.context_at, resting)


# How each model's first choices are read against a foe's real ones (ai_model.Reader).
FIRSTS = {"planner": planner_firsts, "cautious": cautious_firsts}


class PlannerBot(Bot):
    """Plans its whole turn (see the module's docstring); `noise` in hit-point units blurs the
    values, `lesser` is the chance to play a plan from the better half instead of the best."""

    def __init__(self, level, seed=0, simple=False, short=False, noise=0.0, lesser=0.0,
                 judge=None, judge_last=None, samples=0, keep=8, budget_s=None, depth=0,
                 depth_last=0, reply=0, margin=0.05, margin_last=0.05, model="planner",
                 duel_margin=None, duel_depth_last=None, read=False):
        self.level = level
        self.judge_last = judge_last or judge
        # The search (ai_search): `samples` rollouts per kept plan (0: no search), stopped early
        # by the clock `budget_s` unless it is None (then the move depends on the seed alone).
        self.samples = samples
        self.keep = keep
        self.budget_s = budget_s
        self.depth, self.depth_last = depth, depth_last
        # Plans within this share of the best value are searched (as written, to the last).
        self.margin, self.margin_last = margin, margin_last
        self.duel_margin = duel_margin      # instead of both when the foes play `model`
        self.duel_depth_last = duel_depth_last  # instead of depth_last when they do, to the last
        self.reply = reply          # model the foes with `model` up to this many seats
        self.model = model
        # In a duel, read the foe: whichever model has named its choices best so far (`model`
        # until another does better) tells a careful foe from one that plans whole turns. The
        # look ahead still plays it by `model`: as written that won more even against normal's
        # planner (70 % of 100 duels, against 65 % when played by the model read).
        self.reader = M.Reader(model) if read else None
        # With more fighters, to the last: whether the table chooses as careful fighters do.
        self.table = M.TableReader() if read else None
        # As written with more fighters: whether the foes fight boldly (ai_hard.value_crowd).
        self.bold = M.BoldReader() if read else None
        self.last = None
        self.judge = judge
        self.rng = random.Random(seed)
        self.simple = simple
        self.short = short
        self.noise = noise
        self.lesser = lesser
        self.queue = []
        self.expect = None

    def _where(self, state):
        turn = state["turn"]
        return (state["round"], state["phase"], state["actor"],
                None if turn is None else (tuple(turn["path"]), turn["attacked"]))

    def choose(self, rules, state, seat):
        obs = rules.observation(state, seat)
        duel = self.reader is not None and obs["seats"] == 2
        table = self._reads_table(obs)
        if duel and obs["phase"] == "posture":
            self.reader.read(obs, seat, FIRSTS)
        if table and obs["phase"] == "posture":
            self.table.read(obs, seat, S.context_at)
        act = self._choose(rules, obs, seat)
        if duel or table:
            # Where my action leaves the fighters (unknown before the dice of a blow).
            after = rules.apply(obs, act)[0] if act[0] != "attack" else None
        if table:                           # the last one of my turn is kept
            self.table.remember(after or obs, None if after else act[1])
        if duel and after is not None and after["phase"] == "posture" and after["actor"] != seat:
            self.reader.remember(after)
        return act

    def _reads_table(self, obs):
        """With three fighters or more, to the last, hard reads its table (ai_model)."""
        return self.table is not None and obs["seats"] > 2 and bool(obs.get("last"))

    def style(self, obs, seat):
        """The model that reads the foe best: in a duel the reader's choice, else `model`."""
        if self.reader is None or obs["seats"] != 2:
            return self.model
        return self.reader.style(1 - seat)

    def _choose(self, rules, obs, seat):
        legal = rules.legal_actions(obs)
        if len(legal) == 1:
            self.queue = []
            return legal[0]
        if self.queue and self.expect == self._where(obs) and self.queue[0] in legal:
            return self._play(obs)
        judge = self.judge_last if obs.get("last") else self.judge
        planner = Planner(obs, seat, simple=self.simple, short=self.short, judge=judge)
        if self.bold is not None and obs["seats"] > 2 and not obs.get("last"):
            planner.ctx.bold = self.bold.read(obs, seat)
        if self.reader is not None and obs["seats"] == 2:
            # A careful foe keeps a duel's rounds quiet; one that plans whole turns does not (to
            # the last against normal: 67 % of 100 duels weighed quiet, 75 % once read).
            planner.ctx.quiet = H.CALM_P_DUEL if self.style(obs, seat) == "cautious" else H.CALM_P
            # As written, until the foe reads as careful, its blows are feared (ai_hard.W_WARY).
            planner.ctx.wary = not obs.get("last") and not self.reader.careful(1 - seat)
        if obs["phase"] == "posture":
            plans = planner.start(legal)
            # The look ahead plays the foes as sensible fighters: at a table not yet read, or read
            # as wild (foes who seldom choose as a careful fighter), the planner alone is trusted
            # (to the last, six against five random: 80 % of 200 games, 71.5 % searching from
            # the first turn, seeds 1100-1299; docs/arena-rules.md, "Reading the table").
            careful = not self._reads_table(obs) or self.table.careful()
            if self.samples and len(plans) > 1 and careful:
                self.queue, self.last = self._search(obs, seat, planner, plans)
                return self._play(obs)
        else:
            turn = obs["turn"]
            plans = planner.finish(turn["posture"] or obs["fighters"][seat]["posture"],
                                   turn["left"], turn["path"], turn["attacked"])
            plans = [pl for pl in plans if pl[1][0] in legal]
        if not plans:
            self.queue = []
            return self.rng.choice(legal)
        self.queue = self._pick(plans)
        return self._play(obs)

    def _search(self, obs, seat, planner, plans):
        rounds_left = None if obs.get("last") else planner.ctx.turns_left
        resting = {i for i, f in enumerate(obs["fighters"]) if f["resting"]}
        judge = planner.evaluate
        leaf = (lambda fs, me, ctx, rest: next_turn_value(fs, me, ctx, judge, rest))
        modelled = self.reply and obs["seats"] <= self.reply
        margin = self.margin_last if obs.get("last") else self.margin
        if modelled and self.duel_margin is not None:
            margin = self.duel_margin
        depth = self.depth_last if obs.get("last") else self.depth
        if modelled and obs.get("last") and self.duel_depth_last is not None:
            depth = self.duel_depth_last
        acts, stats = S.search(planner, plans, self.rng, self.samples, self.keep, self.budget_s,
                               obs["first"], rounds_left, resting, depth, leaf,
                               MODELS[self.model] if modelled else None, margin)
        return list(acts), stats

    def _pick(self, plans):
        rng = self.rng
        scored = sorted(((v + (rng.gauss(0, self.noise) if self.noise else 0.0), k)
                         for k, (v, _a) in enumerate(plans)), reverse=True)
        k = scored[0][1]
        if self.lesser and rng.random() < self.lesser:
            k = scored[rng.randrange(max(1, (len(scored) + 1) // 2))][1]
        return list(plans[k][1])

    def _play(self, obs):
        act = self.queue.pop(0)
        # Where the state will be when the next queued action is due (a blow needs the dice first,
        # then the walk's rest is planned again with the blow's outcome known).
        if act[0] == "attack":
            self.queue = []
        turn = obs["turn"]
        if act[0] == "step" and turn is not None:
            self.expect = (obs["round"], "move", obs["actor"],
                           (tuple(turn["path"]) + (act[1],), turn["attacked"]))
        elif act[0] == "posture":
            self.expect = (obs["round"], "move", obs["actor"],
                           ((obs["fighters"][obs["actor"]]["hex"],), False))
        else:
            self.queue = []
        return act


LEVELS = {
    "easy": dict(short=True, lesser=0.35, noise=0.5),
    "normal": dict(simple=True, noise=0.15, lesser=0.05),
    # About 1.5 s a decision with six fighters on a family computer; the cap on samples keeps a
    # duel (few plans, quick rollouts) from using the clock for nothing.
    # The foes are read as cautious fighters (ai_model) in duels; there the model is close
    # enough to let the look ahead weigh plans well below the planner's best (duel_margin).
    # To the last a duel's look ahead plays a round more, both fighters by that model: the
    # Masters' count and the reply to a blow two turns on are played, not guessed (to the last
    # against greedy, docs/arena-rules.md "A round more in a duel to the last").
    "hard": dict(judge=H.value, judge_last=H.value_last, samples=600, keep=8, budget_s=1.5,
                 reply=2, margin=0.002, margin_last=0.05, model="cautious", duel_margin=0.5,
                 duel_depth_last=1, read=True),
}


def make_bot(level, rules, seed):
    """Our bots for easy, normal and hard; random and greedy are the engine's."""
    if level not in LEVELS:
        return None
    return PlannerBot(level, seed, **LEVELS[level])
