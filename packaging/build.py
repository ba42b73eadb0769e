"""Build the packaged Dragons & Arenas (PyInstaller) for the system this runs on.

    python packaging/build.py              # one folder: dist/dragons-arenas/
    python packaging/build.py --onefile    # two single files: dist/dragons-arenas[.exe], -cli[.exe]
    python packaging/build.py --measure    # then: start-up to the first frame, median of 5

Options --distpath and --workpath choose where the result and PyInstaller's work files go
(default: dist/ and build/ at the top of the repository). PyInstaller does not cross-compile:
run this on Linux for Linux, on Windows for Windows. Exit status: PyInstaller's.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPEC = os.path.join(HERE, "dragons-arenas.spec")
NAME = "dragons-arenas"


def folder_size(path):
    total = 0
    for here, _dirs, files in os.walk(path):
        for name in files:
            full = os.path.join(here, name)
            if not os.path.islink(full):
                total += os.path.getsize(full)
    return total


def startup_seconds(program, runs=5):
    """Launch to the "first-frame" line (DRAGONS_ARENAS_FIRST_FRAME_EXIT=1), headless; median."""
    env = dict(os.environ, DRAGONS_ARENAS_FIRST_FRAME_EXIT="1", SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.Popen([program], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
        for line in p.stdout:
            if line.startswith("first-frame"):
                times.append(time.perf_counter() - t0)
                break
        p.wait(timeout=60)
    if len(times) < runs:
        raise SystemExit(f"packaging/build.py: {program} did not print first-frame")
    return statistics.median(times), times


def main(argv=None):
    p = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.split("\n")[0])
    p.add_argument("--onefile", action="store_true",
                   help="single-file programs instead of one folder (slower to start)")
    p.add_argument("--distpath", default=os.path.join(ROOT, "dist"),
                   help="where the result goes (default: dist/)")
    p.add_argument("--workpath", default=os.path.join(ROOT, "build"),
                   help="PyInstaller's work folder (default: build/)")
    p.add_argument("--measure", action="store_true",
                   help="after building, time 5 starts to the first frame (headless)")
    args = p.parse_args(argv)

    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.stderr.write("packaging/build.py: PyInstaller is missing; install it with\n"
                         f"    {os.path.basename(sys.executable)} -m pip install -r "
                         "requirements-dev.txt\n")
        return 2

    env = dict(os.environ, DRAGONS_ARENAS_ONEFILE="1" if args.onefile else "0",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", os.path.abspath(args.distpath),
           "--workpath", os.path.abspath(args.workpath), SPEC]
    print("packaging/build.py:", " ".join(cmd), flush=True)
    t0 = time.perf_counter()
    rc = subprocess.call(cmd, cwd=ROOT, env=env)
    if rc != 0:
        return rc
    exe = ".exe" if sys.platform == "win32" else ""
    if args.onefile:
        result = [os.path.join(args.distpath, NAME + suffix + exe) for suffix in ("", "-cli")]
        size = sum(os.path.getsize(r) for r in result)
    else:
        result = [os.path.join(args.distpath, NAME)]
        size = folder_size(result[0])
    print(f"packaging/build.py: built in {time.perf_counter() - t0:.0f} s: "
          f"{', '.join(os.path.abspath(r) for r in result)} ({size / 2**20:.0f} MiB)")
    if args.measure:
        # On Windows the game program has no console, so its output cannot be read: use -cli.
        name = NAME + ("-cli" if sys.platform == "win32" else "") + exe
        program = os.path.join(args.distpath if args.onefile else result[0], name)
        median, times = startup_seconds(program)
        print(f"packaging/build.py: start-up to the first frame: median {median:.3f} s "
              f"(runs: {', '.join(f'{t:.3f}' for t in times)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
