"""Dragons & Arenas: start the box, or run it headless for self-play and smoke checks.

    python main.py [--game ID] [--lang fr|en] [--fullscreen | --windowed] [--size WxH] [--kiosk]
                   [--seed N]
    python main.py --selfplay ID --players LEVEL,LEVEL[,...] --games N [--seed S] [--record DIR]
    python main.py --smoke
    python main.py --replay FILE [--smoke]
"""
import argparse
import json
import os
import sys
import traceback

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# In the packaged program the command is the executable's own name, not "python main.py".
FROZEN = getattr(sys, "frozen", False)
PROG = os.path.basename(sys.argv[0]) if FROZEN else "main.py"
HELP = f"{PROG} --help" if FROZEN else f"python {PROG} --help"


class Parser(argparse.ArgumentParser):
    def error(self, message):
        # One clear line and status 2: never a usage dump or a traceback.
        sys.stderr.write(f"{PROG}: {message} (see {HELP})\n")
        sys.exit(2)


def parse_size(value):
    try:
        w, h = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--size wants WIDTHxHEIGHT such as 1280x720, not {value!r}")
    if not (800 <= w <= 7680 and 600 <= h <= 4320):
        raise argparse.ArgumentTypeError(
            f"--size {value}: the window must be from 800x600 to 7680x4320")
    return (w, h)


def parse_int(value):
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number")


def parse_games(value):
    n = parse_int(value)
    if n < 1:
        raise argparse.ArgumentTypeError("--games must be at least 1")
    return n


def build_parser():
    p = Parser(prog=PROG, description="Dragons & Arenas: a box of board games about dragons "
               "and arenas.")
    p.add_argument("--game", metavar="ID", help="open this game's setup screen directly")
    p.add_argument("--lang", choices=("fr", "en"), help="language for this run")
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", help="start in full screen")
    screen.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--size", type=parse_size, metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--kiosk", action="store_true",
                   help="class mode: full screen, no Quit, Settings, Undo or Hint for the children; "
                   "the teacher leaves with Ctrl+Shift+Q")
    p.add_argument("--seed", type=parse_int, metavar="N", help="seed for dice and computer players")
    p.add_argument("--selfplay", metavar="ID", help="headless: computer players play game ID")
    p.add_argument("--players", metavar="LEVEL,LEVEL",
                   help="with --selfplay: one level per seat (random, greedy, easy, normal, hard)")
    p.add_argument("--games", type=parse_games, metavar="N", help="with --selfplay: how many games")
    p.add_argument("--record", metavar="DIR",
                   help="with --selfplay: write each game as a record in DIR, to watch again")
    p.add_argument("--smoke", action="store_true",
                   help="headless: play every game to its end through the real screens "
                   "(with --replay: play the record through the replay screen)")
    p.add_argument("--replay", metavar="FILE", help="watch a game record (Save record…) again")
    return p


def registry():
    from games import registry as games_registry
    return games_registry()


def run_selfplay(args, parser):
    from engine.ai import LEVELS
    from engine.registry import find
    reg = registry()
    entry = find(reg, args.selfplay)
    if entry is None:
        parser.error(f"unknown game {args.selfplay!r}; games: {', '.join(e.id for e in reg)}")
    if not args.players:
        parser.error("--selfplay needs --players, e.g. --players hard,random")
    levels = [p.strip() for p in args.players.split(",")]
    bad = [lv for lv in levels if lv not in LEVELS]
    if bad:
        parser.error(f"unknown level {bad[0]!r}; levels: {', '.join(LEVELS)}")
    if not (entry.info.MIN_SEATS <= len(levels) <= entry.info.MAX_SEATS):
        parser.error(f"{entry.id} takes {entry.info.MIN_SEATS} to {entry.info.MAX_SEATS} players")
    from engine import selfplay
    result = selfplay.run(entry, levels, args.games or 10, seed=args.seed or 0,
                          record_dir=args.record)
    print(json.dumps(result))
    return 0


def main(argv=None):
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.players or args.games or args.record) and not args.selfplay:
        parser.error("--players, --games and --record go with --selfplay")
    if args.selfplay:
        return run_selfplay(args, parser)
    loaded = None
    if args.replay:
        from engine import record
        from engine.i18n import set_language, tr
        set_language(args.lang or "en")
        try:
            loaded = record.read(registry(), args.replay)
        except record.Refused as refused:
            # One clear line and status 2; the file is left as it is.
            sys.stderr.write(f"{PROG}: {args.replay}: {tr(refused.key)}\n")
            return 2
        if args.smoke:
            from engine.smoke import run_replay_smoke
            return run_replay_smoke(registry(), loaded)
    if args.smoke:
        from engine.smoke import run_smoke
        return run_smoke(registry())
    from engine.registry import find
    reg = registry()
    entry = None
    if args.game:
        entry = find(reg, args.game)
        if entry is None:
            parser.error(f"unknown game {args.game!r}; games: {', '.join(e.id for e in reg)}")
    from engine.app import App
    from engine.box import BoxScene
    from engine.settings import Settings
    settings = Settings()
    fullscreen = True if args.fullscreen else False if args.windowed else None
    app = App(reg, settings, size=args.size, fullscreen=fullscreen, kiosk=args.kiosk,
              seed=args.seed, lang=args.lang)

    from engine.app import NoDisplay
    try:
        app.open_window()
    except NoDisplay as exc:
        # One clear line and status 2, like a bad flag: nothing is wrong with the box itself.
        from engine import crashlog
        from engine.i18n import tr
        crashlog.write(f"no display: {exc}")
        sys.stderr.write(f"{PROG}: {tr('box.no_display')}\n")
        return 2
    app.push(BoxScene(app))
    if loaded is not None:
        from engine.replay_scene import ReplayScene
        app.push(ReplayScene(app, loaded.match, loaded.events))
    elif entry is not None:
        from engine.setup import SetupScene
        app.push(SetupScene(app, entry))
    app.running = True
    app.run_loop()
    return 0


def crash_report(exc_text):
    """Keep the details for the developers; show the player one calm line."""
    try:
        from engine import crashlog
        path = crashlog.write(exc_text)
    except Exception:
        path = None
    where = f" Details were written to {path}." if path else ""
    sys.stderr.write(f"{PROG}: Dragons & Arenas stopped because of an internal error.{where}\n")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
    except SystemExit:
        raise
    except BaseException:
        crash_report(traceback.format_exc())
        sys.exit(1)
