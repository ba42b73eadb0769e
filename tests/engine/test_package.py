"""The packaged program: PyInstaller builds the one-folder box once per session (about 10-20 s),
the folder is moved elsewhere (as a teacher copies it), and the built programs are run headless
with the same flags as main.py. Skipped only where PyInstaller cannot be imported."""
import ast
import json
import os
import shutil
import subprocess
import sys
import time

import pytest

pytest.importorskip(
    "PyInstaller",
    reason="PyInstaller is not installed (python3 -m pip install -r requirements-dev.txt): "
           "the packaged program cannot be built here")

# The build takes minutes on a busy 2-core machine: a run before a release (pytest -m slow).
pytestmark = pytest.mark.slow

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.join(ROOT, "packaging", "build.py")
NAME = "dragons-arenas"
EXE = ".exe" if sys.platform == "win32" else ""


def registered():
    """The games in the registry now (games/__init__.py), as the build saw them."""
    from games import registry
    return registry()


@pytest.fixture(scope="session")
def package(tmp_path_factory):
    """Build once per session into a temporary folder, then move the result somewhere else."""
    tmp = tmp_path_factory.mktemp("package")
    dist, work = tmp / "dist", tmp / "work"
    env = dict(os.environ)
    env.pop("DRAGONS_ARENAS_ONEFILE", None)
    # A cache of its own: two builds at once (pytest -n 2 gives each worker a session) once
    # wrote over each other in the user's shared PyInstaller cache and broke every later build.
    env["PYINSTALLER_CONFIG_DIR"] = str(tmp / "pyinstaller-cache")
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, BUILD, "--distpath", str(dist), "--workpath", str(work)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, (f"build failed ({proc.returncode}):\n"
                                  f"{proc.stdout[-3000:]}\n{proc.stderr[-6000:]}")
    built = time.perf_counter() - t0
    # A teacher copies the folder anywhere: the program must find its files from where it is.
    box = tmp / "copied elsewhere" / NAME
    box.parent.mkdir()
    shutil.move(str(dist / NAME), str(box))
    return {"box": box, "work": work / NAME, "build_seconds": built}


def run(package, tmp_path, *args, program=NAME + "-cli", extra_env=None, timeout=300):
    home = tmp_path / "user-data"
    scratch = tmp_path / "tmp"
    scratch.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "DRAGONS_ARENAS_")) and k != "VIRTUAL_ENV"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               DRAGONS_ARENAS_HOME=str(home), TMPDIR=str(scratch), TEMP=str(scratch),
               TMP=str(scratch))
    env.update(extra_env or {})
    exe = package["box"] / (program + EXE)
    # Started from an unrelated folder, so nothing can be found through the current directory.
    return subprocess.run([str(exe), *args], cwd=str(tmp_path), env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_folder_holds_the_assets_and_the_font_licence(package):
    box = package["box"]
    assert (box / (NAME + EXE)).is_file() and (box / (NAME + "-cli" + EXE)).is_file()
    data = box / "_internal"  # PyInstaller 6 one-dir: sys._MEIPASS
    for rel in ("fonts/OFL.txt", "fonts/Andika-Regular.ttf", "fonts/Andika-Bold.ttf"):
        assert (data / rel).is_file(), rel
    for folder in ("sprites", "sounds", "locale"):
        mine = sorted(os.path.relpath(os.path.join(h, f), ROOT)
                      for h, _d, fs in os.walk(os.path.join(ROOT, folder))
                      for f in fs if not f.startswith(".") and not f.endswith(".pyc"))
        theirs = sorted(os.path.relpath(os.path.join(h, f), data)
                        for h, _d, fs in os.walk(data / folder) for f in fs)
        assert theirs == mine, folder
    # the counting voice travels too: the box speaks with nothing installed
    for lang in ("fr", "en"):
        assert (data / "sounds" / "voice" / lang / "clips.json").is_file(), lang
        assert len(list((data / "sounds" / "voice" / lang).glob("*.ogg"))) >= 20, lang
    for unwanted in ("tkinter", "numpy", "unittest", "pygame/tests", "pygame/examples"):
        assert not (data / unwanted).exists(), unwanted


def test_every_game_and_engine_module_is_packaged(package):
    """Games are imported by name at run time: the spec must take them all, registered or not."""
    toc = package["work"] / "PYZ-00.toc"
    if not toc.is_file():
        pytest.skip(f"{toc.name} not found: this PyInstaller version keeps its module list "
                    "elsewhere")
    text = toc.read_text(encoding="utf-8")
    try:
        packaged = {entry[0] for entry in ast.literal_eval(text)[1]}
    except (ValueError, SyntaxError, IndexError, TypeError):
        packaged = None
    wanted = []
    for top in ("games", "engine"):
        for here, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__" and not d.startswith(".")]
            for f in files:
                if f.endswith(".py"):
                    mod = os.path.relpath(os.path.join(here, f[:-3]), ROOT).replace(os.sep, ".")
                    wanted.append(mod[:-len(".__init__")] if mod.endswith(".__init__") else mod)
    missing = [m for m in wanted
               if (m not in packaged if packaged is not None else f"'{m}'" not in text)]
    assert not missing, f"not in the bundle: {missing}"
    assert packaged is None or "platformdirs" in packaged


def test_help_and_bad_flag(package, tmp_path):
    proc = run(package, tmp_path, "--help")
    assert proc.returncode == 0, proc.stderr
    assert "--selfplay" in proc.stdout and "--smoke" in proc.stdout
    proc = run(package, tmp_path, "--no-such-flag")
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and "--no-such-flag" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_first_frame_and_user_files(package, tmp_path):
    """The game program opens its window (dummy video), draws, and writes only the user folder."""
    before = {p: p.stat().st_mtime for p in package["box"].rglob("*")}
    # The Windows game program has no console (its output goes nowhere): check with the -cli one.
    program = NAME + "-cli" if sys.platform == "win32" else NAME
    proc = run(package, tmp_path, program=program,
               extra_env={"DRAGONS_ARENAS_FIRST_FRAME_EXIT": "1"}, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "first-frame" in proc.stdout
    assert (tmp_path / "user-data").is_dir()
    after = {p: p.stat().st_mtime for p in package["box"].rglob("*")}
    assert after == before, "the program wrote into its own folder"


def test_smoke(package, tmp_path):
    games = registered()
    proc = run(package, tmp_path, "--smoke")
    if not games:
        assert proc.returncode == 1 and "no game is registered" in proc.stdout, proc.stdout
        pytest.skip("no game is registered yet in games/__init__.py GAME_PACKAGES: the packaged "
                    "--smoke was checked to say so; rerun when a game is registered")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    for entry in games:
        assert f"smoke: {entry.id}: finished" in proc.stdout, proc.stdout


def test_selfplay_prints_json(package, tmp_path):
    games = registered()
    if not games:
        pytest.skip("no game is registered yet in games/__init__.py GAME_PACKAGES: "
                    "nothing to self-play")
    game = games[0].id
    proc = run(package, tmp_path, "--selfplay", game, "--players", "random,random",
               "--games", "2", "--seed", "1")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["game"] == game and result["games"] == 2
    assert result["players"] == ["random", "random"]
    assert len(result["wins"]) == 2 and sum(result["wins"]) + result["draws"] == 2
    proc = run(package, tmp_path, "--selfplay", "no-such-game", "--players", "random,random")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
