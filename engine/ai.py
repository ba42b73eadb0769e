"""Computer players over the rules protocol. Pure Python, no pygame.

Levels: "random", "greedy", "easy", "normal", "hard". A game's ai.py may supply its own bot for a
level (make_bot); otherwise: random = uniform over legal actions; greedy = the best one-move outcome
by the game's heuristic; easy = greedy that often picks a lesser move; normal and hard = Monte-Carlo
tree search with a time budget (0.4 s and 1.8 s), determinised where information is hidden.
Every bot is seeded, so a self-play run repeats exactly (time budgets aside: pass max_iterations
to make a search fully repeatable).
"""
import json
import math
import random
import time

from engine.rules import CHANCE

LEVELS = ("random", "greedy", "easy", "normal", "hard")
PLAYER_LEVELS = ("easy", "normal", "hard")  # what the setup screen offers


def action_key(action):
    """A hashable, stable key for a JSON action."""
    if isinstance(action, (str, int)):
        return action
    return json.dumps(action, separators=(",", ":"))


class Bot:
    """Chooses an action for `seat` in `state`. Uses only what rules.observation shows that seat."""

    level = "?"

    def choose(self, rules, state, seat):
        raise NotImplementedError


class RandomBot(Bot):
    level = "random"

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, rules, state, seat):
        return self.rng.choice(rules.legal_actions(state))


def _value_after(rules, heuristic, state, action, seat, samples, rng):
    """Heuristic value for `seat` after `action`, averaging over chance outcomes and hidden info."""
    total = 0.0
    for _ in range(samples):
        s = state if samples == 1 else rules.determinize(state, seat, rng.getrandbits(48))
        s, _events = rules.apply(s, action)
        # Let chance nodes settle so dice results are part of the judged outcome.
        guard = 0
        while rules.actor(s) == CHANCE and guard < 50:
            s, _ = rules.apply(s, rules.chance_action(s))
            guard += 1
        if rules.is_terminal(s):
            total += rules.returns(s)[seat]
        else:
            total += heuristic(s, seat)
    return total / samples


class GreedyBot(Bot):
    """Best one-move outcome by the game's heuristic (ties broken at random).

    noise > 0 makes it an easier opponent: with that probability it picks among the better half."""

    level = "greedy"

    def __init__(self, heuristic, seed=0, noise=0.0, samples=3):
        self.heuristic = heuristic
        self.rng = random.Random(seed)
        self.noise = noise
        self.samples = samples

    def choose(self, rules, state, seat):
        obs = rules.observation(state, seat)
        base = rules.determinize(obs, seat, self.rng.getrandbits(48))
        actions = rules.legal_actions(base)
        if len(actions) == 1:
            return actions[0]
        scored = [(_value_after(rules, self.heuristic, base, a, seat, self.samples, self.rng)
                   + self.rng.random() * 1e-6, i) for i, a in enumerate(actions)]
        scored.sort(reverse=True)
        if self.noise and self.rng.random() < self.noise:
            pick = self.rng.randrange(max(1, (len(scored) + 1) // 2))
            return actions[scored[pick][1]]
        return actions[scored[0][1]]


class _Node:
    __slots__ = ("children", "visits", "value", "action", "actor")

    def __init__(self, action=None, actor=None):
        self.children = {}
        self.visits = 0
        self.value = 0.0  # total reward for `actor`, the seat that chose `action`
        self.action = action
        self.actor = actor


class MCTSBot(Bot):
    """Open-loop UCT with determinisation: each iteration guesses the hidden information and
    re-seeds the dice, then walks the tree by actions, so chance and secrets are averaged over.
    Playouts are random up to `rollout_depth` plies, then judged by the heuristic."""

    level = "mcts"

    def __init__(self, heuristic, seed=0, budget_s=1.0, max_iterations=None, rollout_depth=30,
                 exploration=1.2):
        self.heuristic = heuristic
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.max_iterations = max_iterations
        self.rollout_depth = rollout_depth
        self.c = exploration
        self.iterations = 0  # of the last search, for benchmarks

    def choose(self, rules, state, seat):
        obs = rules.observation(state, seat)
        actions = rules.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        root = _Node()
        deadline = time.perf_counter() + self.budget_s
        n = 0
        while True:
            if self.max_iterations is not None:
                if n >= self.max_iterations:
                    break
            elif n > 0 and time.perf_counter() >= deadline:
                break
            s = rules.determinize(obs, seat, self.rng.getrandbits(48))
            self._iterate(rules, root, s)
            n += 1
        self.iterations = n
        legal = {action_key(a): a for a in actions}
        best = max((c for k, c in root.children.items() if k in legal),
                   key=lambda c: (c.visits, c.value), default=None)
        return best.action if best else self.rng.choice(actions)

    def _iterate(self, rules, root, s):
        node, path = root, [root]
        # Selection and expansion.
        while True:
            who = rules.actor(s)
            if who is None:
                break
            if who == CHANCE:
                s, _ = rules.apply(s, rules.chance_action(s))
                continue
            legal = rules.legal_actions(s)
            untried = [a for a in legal if action_key(a) not in node.children]
            if untried:
                a = self.rng.choice(untried)
                child = _Node(a, who)
                node.children[action_key(a)] = child
                s, _ = rules.apply(s, a)
                node = child
                path.append(node)
                break
            log_n = math.log(max(1, node.visits))
            best, best_score = None, -1e9
            for a in legal:
                c = node.children[action_key(a)]
                score = c.value / c.visits + self.c * math.sqrt(log_n / c.visits)
                if score > best_score:
                    best, best_score = c, score
            s, _ = rules.apply(s, best.action)
            node = best
            path.append(node)
        rewards = self._rollout(rules, s)
        for nd in path:
            nd.visits += 1
            if nd.actor is not None:
                nd.value += rewards[nd.actor]

    def _rollout(self, rules, s):
        rng = self.rng
        for _ in range(self.rollout_depth):
            who = rules.actor(s)
            if who is None:
                return [(r + 1) / 2 for r in rules.returns(s)]
            if who == CHANCE:
                a = rules.chance_action(s)
            else:
                a = rng.choice(rules.legal_actions(s))
            s, _ = rules.apply(s, a)
        if rules.is_terminal(s):
            return [(r + 1) / 2 for r in rules.returns(s)]
        n = rules.seats(s)
        return [(self.heuristic(s, i) + 1) / 2 for i in range(n)]


DEFAULT_BUDGETS = {"normal": 0.4, "hard": 1.8}


def make_bot(level, rules, game_ai=None, seed=0):
    """The bot for `level` in a game; the game's ai.make_bot may replace any level."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    if game_ai is not None and hasattr(game_ai, "make_bot"):
        bot = game_ai.make_bot(level, rules, seed)
        if bot is not None:
            return bot
    heuristic = getattr(game_ai, "heuristic", None) or (lambda s, seat: 0.0)
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(heuristic, seed)
    if level == "easy":
        return GreedyBot(heuristic, seed, noise=0.5)
    return MCTSBot(heuristic, seed, budget_s=DEFAULT_BUDGETS[level])
