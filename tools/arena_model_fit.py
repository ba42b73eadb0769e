"""How well each model of a foe in ARENA hard's look ahead names what the engine's greedy fighter
really does. Not imported by the app.

    python3 tools/arena_model_fit.py [--games 30] [--seed 1000] [--work 8] [--options JSON]

Plays duels of hard (fixed work) against greedy, seats alternating, and at each of greedy's turns
asks the two models (ai_model's cautious fighter, normal's planner) for its first choice. Prints,
per model, how often the choice is greedy's ("same"), another that greedy's own judgement values
the same ("tie": greedy draws among those at random), or another that it values differently
("other": the model misreads the foe).
"""
import argparse
import collections
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def fit(games, seed, work, options):
    from engine.ai import _value_after, make_bot
    from engine.rules import CHANCE
    from games.arena import ai, ai_eval, ai_model, ai_search
    from games.arena.rules import RULES
    counts = collections.Counter()
    for g in range(games):
        hard_seat = g % 2
        levels = ["greedy", "greedy"]
        levels[hard_seat] = "hard"
        state = RULES.initial_state(2, options, seed + g)
        bots = [make_bot(level, RULES, ai, (seed + g) * 31 + i) for i, level in enumerate(levels)]
        bots[hard_seat].samples, bots[hard_seat].budget_s = work, None
        while RULES.actor(state) is not None:
            who = RULES.actor(state)
            if who == CHANCE:
                state, _ = RULES.apply(state, RULES.chance_action(state))
                continue
            act = bots[who].choose(RULES, state, who)
            if who != hard_seat and state["phase"] == "posture":
                obs = RULES.observation(state, who)
                fs = ai_eval.fighters_of(obs)
                ctx = ai_eval.Context(obs, who)
                resting = {i for i, f in enumerate(obs["fighters"]) if f["resting"]}
                cautious = ai_model.cautious_plan(fs, who, ctx, ctx.turns_left,
                                                  ai_search.context_at, random.Random(g),
                                                  resting)[0]
                plans = ai.Planner(obs, who, simple=True).start(RULES.legal_actions(obs))
                planner = max(plans, key=lambda p: p[0])[1][0]

                def worth(a):
                    return _value_after(RULES, ai_eval.heuristic, state, a, who, 1,
                                        random.Random(1))
                real = worth(act)
                for name, choice in (("cautious", cautious), ("planner", planner)):
                    if choice == act:
                        counts[name, "same"] += 1
                    elif abs(worth(choice) - real) < 1e-9:
                        counts[name, "tie"] += 1
                    else:
                        counts[name, "other"] += 1
            state, _ = RULES.apply(state, act)
    return {name: {k: counts[name, k] for k in ("same", "tie", "other")}
            for name in ("cautious", "planner")}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--work", type=int, default=8)
    p.add_argument("--options", default="{}", help="the game's options as JSON")
    args = p.parse_args(argv)
    try:
        options = json.loads(args.options)
    except ValueError:
        p.error("--options must be a JSON object")
    if not isinstance(options, dict):
        p.error("--options must be a JSON object")
    if args.games < 1 or args.work < 1:
        p.error("--games and --work must be at least 1")
    print(json.dumps(fit(args.games, args.seed, args.work, options)))


if __name__ == "__main__":
    main()
