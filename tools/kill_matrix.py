"""The kill matrix: kill -9 the box at chosen moments of a game, start it again, and count what
came back.

    python3 tools/kill_matrix.py [--games ID,ID] [--moments M,M] [--turn K] [--seed S] [--json]

For every game and moment a child process plays the real box headless (SDL's dummy drivers, a
fresh data folder): one person against the computer ("normal"), the person's actions picked at
random from the legal ones, at the "fast" animation speed. After the person's K-th action has
begun, at the chosen moment, the parent kills the child with SIGKILL, then starts the box again on
the same folder (a second child that opens the box page as a player would) and compares what the
box offers to continue with what the first child had done before it died.

Moments:
  person     the person's turn again (the box waits for a click)
  thinking   a computer seat has started thinking
  animation  the move is being animated
  midwrite   half of an autosave file is written
  prerename  an autosave file is written, not yet renamed into place
  random     a random time after the start (seeded)

For each kill: "exact" when the restored game is the very position the child had reached,
"lost" the number of the person's actions the child had finished (submit returned) that the
restored game does not hold, "tmp" the .tmp-*.json files left in the folder after the restart.
The child reports each step on stdout before doing the next, so whatever reached the pipe before
the kill was done before the kill.
"""
import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

MOMENTS = ("person", "thinking", "animation", "midwrite", "prerename", "random")
HOLD_S = 30          # a child holding a moment waits this long for its kill (it never gets there)
CHILD_LIMIT_S = 90   # a child that never reaches its moment is given up on


def digest(actions):
    return hashlib.sha1(json.dumps(actions, sort_keys=True).encode()).hexdigest()[:12]


def emit(*words):
    # os.write: one system call per line, so a line is in the pipe whole or not at all.
    os.write(1, (" ".join(str(w) for w in words) + "\n").encode())


def headless():
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


def entry_for(game_id):
    from engine.registry import GameEntry, find
    from games import registry
    found = find(registry(), game_id)
    return found if found is not None else GameEntry(game_id)


def make_app(speed):
    from engine.app import App
    from engine.settings import Settings
    from games import registry
    settings = Settings()
    settings.data["speed"] = speed
    settings.data["tips"] = False
    app = App(registry(), settings, size=(1280, 720), fullscreen=False)
    app.open_window()
    app.running = True
    return app


# --- the child that plays and is killed ------------------------------------------------------------
def child(game_id, moment, turn, seed):
    headless()
    from engine import computers, jsonfile, play
    from engine.box import BoxScene
    entry = entry_for(game_id)
    app = make_app("fast")
    app.push(BoxScene(app))
    scene = play.PlayScene.new(app, entry, ["human", "normal"], entry.default_options(), seed)
    app.push(scene)
    armed = threading.Event()       # set once the person's turn-th action has begun
    fired = threading.Event()

    def fire(name):
        if moment == name and armed.is_set() and not fired.is_set():
            fired.set()
            emit("moment", name)
            return True
        return False

    real_json = jsonfile.json

    class HalfJson:
        """jsonfile's json, whose dump stops half-way at the midwrite moment."""
        def __getattr__(self, name):
            return getattr(real_json, name)

        @staticmethod
        def dump(data, f, **kw):
            text = real_json.dumps(data, **kw)
            if moment == "midwrite" and armed.is_set() and not fired.is_set():
                f.write(text[:len(text) // 2])
                f.flush()
                fire("midwrite")
                time.sleep(HOLD_S)
            f.write(text)
    jsonfile.json = HalfJson()

    real_replace = os.replace

    def replace(src, dst):
        if ".tmp-" in os.path.basename(str(src)) and fire("prerename"):
            time.sleep(HOLD_S)
        return real_replace(src, dst)
    jsonfile.os.replace = replace   # jsonfile's os is the os module: fine in a child

    real_make_bot = computers.make_bot      # the computers' bots are made there (engine.computers)

    def make_bot(*a, **kw):
        bot = real_make_bot(*a, **kw)
        real_choose = bot.choose

        def choose(*ca, **ckw):
            if fire("thinking"):
                time.sleep(HOLD_S)
            return real_choose(*ca, **ckw)
        bot.choose = choose
        return bot
    computers.make_bot = make_bot

    rng = random.Random(seed)
    done_persons = 0
    reported = -1
    start = time.monotonic()
    last = time.monotonic()
    while app.running and time.monotonic() - start < CHILD_LIMIT_S:
        now = time.monotonic()
        app.frame(min(0.1, now - last))
        last = now
        top = app.stack.top
        if top is not scene:
            # A message over the game (none is expected): close it as a person would.
            if hasattr(top, "close") and not isinstance(top, play.PlayScene):
                top.close()
            if scene.match.is_over():
                emit("over")
                break
            continue
        n = len(scene.match.actions)
        if n != reported:
            reported = n
            emit("len", n, digest(scene.match.actions))
        if armed.is_set() and done_persons >= turn and scene.human_to_act():
            if fire("person"):
                time.sleep(HOLD_S)
        if armed.is_set() and scene.show.running():
            fire("animation")
        if scene.human_to_act():
            legal = scene.rules.legal_actions(scene.state)
            action = rng.choice(legal)
            if done_persons + 1 == turn:
                armed.set()
            emit("begin", done_persons + 1)
            scene.submit(action)
            done_persons += 1
            # The index of the person's action in the match, once submit returned.
            emit("acted", done_persons, len(scene.match.actions) - 1)
            emit("len", len(scene.match.actions), digest(scene.match.actions))
            reported = len(scene.match.actions)
        time.sleep(0.005)
    emit("end")


# --- the child that starts the box again -------------------------------------------------------
def restore():
    """Open the box page on the data folder and print what it offers to continue."""
    headless()
    from engine.box import BoxScene
    app = make_app("fast")
    box = BoxScene(app)
    app.push(box)
    app.frame(0.016)
    saved = box.saved
    if saved is None:
        matches = []
    elif isinstance(saved, list):
        matches = [getattr(s, "match", s) for s in saved]
    else:
        matches = [saved]
    home = os.environ["DRAGONS_ARENAS_HOME"]
    print(json.dumps({
        "games": [{"game": m.entry.id, "len": len(m.actions), "digest": digest(m.actions)}
                  for m in matches],
        "messages": len(app.stack.scenes) - 1,
        "tmp": sum(1 for f in os.listdir(home) if f.startswith(".tmp-")),
    }))


# --- the parent -------------------------------------------------------------------------------
def one_kill(game_id, moment, turn, seed):
    home = tempfile.mkdtemp(prefix="kill-matrix-")
    env = dict(os.environ, DRAGONS_ARENAS_HOME=home)
    cmd = [sys.executable, os.path.abspath(__file__)]
    proc = subprocess.Popen(cmd + ["--child", game_id, moment, str(turn), str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                            cwd=ROOT, start_new_session=True)
    lines = []
    killer = None
    reached = False
    for raw in proc.stdout:
        line = raw.decode().strip()
        lines.append(line)
        if moment == "random" and killer is None:
            # Timed from the box's first report, so the start-up time does not eat the delay.
            delay = random.Random(seed).uniform(0.5, 5.0)
            killer = threading.Timer(delay, lambda: _kill(proc))
            killer.start()
        if line == f"moment {moment}":
            _kill(proc)
            reached = True
        if line in ("end", "over"):
            break
    if killer is not None:
        killer.cancel()
    if killer is not None and not reached:
        reached = proc.wait() == -signal.SIGKILL    # killed by the timer, not ended by itself
    _kill(proc)
    proc.wait()
    lines += [raw.decode().strip() for raw in proc.stdout.readlines()]
    # What the child had done before it died.
    digests, persons, length = {0: digest([])}, [], 0
    for line in lines:
        words = line.split()
        if words[:1] == ["len"]:
            length = int(words[1])
            digests[length] = words[2]
        elif words[:1] == ["acted"]:
            # Killed between this line and the next "len": the action was made all the same.
            persons.append(int(words[2]))
            length = max(length, int(words[2]) + 1)
    out = subprocess.run(cmd + ["--restore"], capture_output=True, env=env, cwd=ROOT,
                         timeout=120)
    try:
        back = json.loads(out.stdout.decode().strip().splitlines()[-1])
    except (ValueError, IndexError):
        back = {"games": [], "messages": -1, "tmp": -1, "error": out.stderr.decode()[-400:]}
    mine = [g for g in back["games"] if g["game"] == game_id]
    got = mine[0]["len"] if mine else 0
    same_line = (mine[0]["digest"] if mine else digest([])) == digests.get(got)
    result = {"game": game_id, "moment": moment, "reached": reached, "done": length,
              "restored": got, "true_prefix": same_line, "exact": got == length and same_line,
              "lost": sum(1 for i in persons if i >= got), "persons": len(persons),
              "tmp": back["tmp"], "messages": back["messages"]}
    _cleanup(home)
    return result


def _kill(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _cleanup(home):
    import shutil
    shutil.rmtree(home, ignore_errors=True)


def table(results):
    games = sorted({r["game"] for r in results}, key=[r["game"] for r in results].index)
    moments = sorted({r["moment"] for r in results}, key=[r["moment"] for r in results].index)
    cell = {(r["game"], r["moment"]): r for r in results}
    rows = ["game".ljust(20) + "".join(m.ljust(12) for m in moments)]
    for g in games:
        row = g.ljust(20)
        for m in moments:
            r = cell.get((g, m))
            if r is None:
                row += "".ljust(12)
            elif not r["reached"]:
                row += "n/a".ljust(12)
            else:
                row += (("exact" if r["exact"] else "prev")
                        + (f" -{r['lost']}p" if r["lost"] else "")).ljust(12)
        rows.append(row)
    reached = [r for r in results if r["reached"]]
    rows.append(f"kills {len(reached)}: exact {sum(r['exact'] for r in reached)}, "
                f"previous position {sum(not r['exact'] for r in reached)}, "
                f"with a person's move lost {sum(1 for r in reached if r['lost'])} "
                f"({sum(r['lost'] for r in reached)} moves), "
                f"not a true prefix {sum(not r['true_prefix'] for r in reached)}, "
                f".tmp files left after the restart {sum(max(0, r['tmp']) for r in reached)}")
    return "\n".join(rows)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", help="comma-separated game ids (default: every game in the box)")
    p.add_argument("--moments", default=",".join(MOMENTS))
    p.add_argument("--turn", type=int, default=2, help="the person's action the moment follows")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="one JSON object per kill instead of a table")
    p.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    p.add_argument("--restore", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        game, moment, turn, seed = args.child
        child(game, moment, int(turn), int(seed))
        return 0
    if args.restore:
        restore()
        return 0
    if args.games:
        games = args.games.split(",")
    else:
        from games import GAME_PACKAGES
        games = [pkg.split(".")[-1].replace("_", "-") for pkg in GAME_PACKAGES]
    results = []
    for g in games:
        for m in args.moments.split(","):
            r = one_kill(g, m, args.turn, args.seed)
            results.append(r)
            if args.json:
                print(json.dumps(r), flush=True)
    if not args.json:
        print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
