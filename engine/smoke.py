"""`python main.py --smoke`: every registered game played to its end by quick computer players
through the real scenes, at instant speed, with every frame drawn, in a hidden window.
Exit status 0 only when all of them finished without error."""
import os
import shutil
import sys
import tempfile
import time
import traceback


def run_smoke(registry, size=(1280, 720), max_frames=20000, out=None):
    out = out or sys.stdout
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    # Never touch the player's own settings or autosave.
    home = tempfile.mkdtemp(prefix="da-smoke-")
    os.environ["DRAGONS_ARENAS_HOME"] = home
    from engine.app import App
    from engine.play import PlayScene
    from engine.play_menus import EndScene
    from engine.settings import Settings

    if not registry:
        out.write("smoke: no game is registered\n")
        return 1
    failures = 0
    for index, entry in enumerate(registry):
        t0 = time.perf_counter()
        try:
            settings = Settings()
            settings.data["speed"] = "instant"
            app = App(registry, settings, size=size, fullscreen=False, lang="fr")
            app.sync_bots = True
            app.open_window()
            seats = entry.info.MAX_SEATS      # the fullest table: ARENA with six fighters
            players = ["random" if i % 2 == 0 else "greedy" for i in range(seats)]
            app.push(PlayScene.new(app, entry, players, entry.default_options(), seed=index + 1))
            app.running = True
            frames = 0
            while not isinstance(app.stack.top, EndScene):
                app.frame(1 / 60)
                app.draw()
                frames += 1
                if frames > max_frames:
                    raise RuntimeError(f"no end after {max_frames} frames")
            app.frame(1 / 60)
            app.draw()
            out.write(f"smoke: {entry.id}: finished in {frames} frames, "
                      f"{len(app.stack.scenes[-2].match.actions)} actions, "
                      f"{time.perf_counter() - t0:.1f} s\n")
        except Exception:
            failures += 1
            out.write(f"smoke: {entry.id}: FAILED\n{traceback.format_exc()}\n")
        finally:
            import pygame
            pygame.quit()
    shutil.rmtree(home, ignore_errors=True)
    return 1 if failures else 0


def run_replay_smoke(registry, loaded, size=(1280, 720), max_frames=200000, out=None):
    """`python main.py --replay FILE --smoke`: the checked record (engine.record.Loaded) played
    through the replay screen, in a hidden window, at instant speed, to its end; 0 when it got
    there with the final state of the record."""
    out = out or sys.stdout
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    home = tempfile.mkdtemp(prefix="da-smoke-")
    os.environ["DRAGONS_ARENAS_HOME"] = home
    from engine.app import App
    from engine.replay_scene import ReplayScene
    from engine.settings import Settings
    import pygame
    try:
        settings = Settings()
        settings.data["speed"] = "instant"
        app = App(registry, settings, size=size, fullscreen=False, lang="fr")
        app.open_window()
        scene = ReplayScene(app, loaded.match, loaded.events, autoplay=True)
        app.push(scene)
        app.running = True
        frames = 0
        while scene.playing or scene.play.show.busy():
            app.frame(1 / 60)
            app.draw()
            frames += 1
            if frames > max_frames:
                raise RuntimeError(f"the replay did not end after {max_frames} frames")
        ok = scene.replay.at_end() and scene.replay.match.state == loaded.match.state
        out.write(f"smoke: replay of {loaded.entry.id}: {len(loaded.match.actions)} actions, "
                  f"{len(scene.replay.stops) - 1} steps in {frames} frames: "
                  f"{'at its end' if ok else 'NOT at its end'}\n")
        return 0 if ok else 1
    except Exception:
        out.write(f"smoke: replay FAILED\n{traceback.format_exc()}\n")
        return 1
    finally:
        pygame.quit()
        shutil.rmtree(home, ignore_errors=True)
