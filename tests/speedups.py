"""What keeps the default test tier under its four minutes without testing less (tests/conftest.py).

Each test opens its own window, and the box forgets every sprite when a window opens
(engine.app.App.open_window), so every test rasterised the same SVG files at the same few sizes
again: about a fifth of the scene tests' time. Here the rasteriser's raw output is kept for the
whole test process and each call gets its own copy, so what the box does with it (convert, cache,
forget) is unchanged. A file changed on disk is read again (its size, times and inode are in the
key).

Closing SDL's dummy audio device waits for its thread, about 55 ms, and tests close pygame a few
hundred times: in the test process pygame.quit() closes everything but the mixer (a test of a
missing sound device runs the box in a process of its own; test_voice closes the mixer itself).

Tests never cut the power, so they do not wait for the disk's fsync: the write to a temporary file
and the rename, which keep a file whole when a process is killed, are unchanged (and the kill
tests run the box in processes of its own, where nothing here applies).

The computer players the box makes for a screen (engine.computers: the seats and the hint) think
by the clock, up to 1.5 s a move, and scene tests drove whole games against them: a third of the
suite's processor time went to thinking no test judged. Their clock is cut to QUICK_THINK_S; a
bot with a fixed amount of work (budget_s None) is left alone. How well the levels play is tested
where the bots are made directly (tests/games/<game>/test_ai*.py, tools/strength.py), which this
does not touch.
"""
import os
from collections import OrderedDict

import pygame

MEMO_BYTES = 192 * 1024 * 1024     # raw rasters kept, least recently used dropped first
QUICK_THINK_S = 0.02


def memo_svg_rasters():
    real = pygame.image.load_sized_svg
    kept = OrderedDict()
    held = [0]

    def load_sized_svg(file, size):
        try:
            st = os.stat(file)
            # ctime and the inode too: a rewrite that keeps the size and sets the old mtime back
            # still changes them
            key = (os.fspath(file), tuple(size), st.st_size, st.st_mtime_ns, st.st_ctime_ns,
                   st.st_ino)
        except (OSError, TypeError):        # a file object, a descriptor, a missing file
            return real(file, size)
        surf = kept.get(key)
        if surf is None:
            surf = real(file, size)         # a broken file raises here, as without the memo
            kept[key] = surf
            held[0] += surf.get_pitch() * surf.get_height()
            while held[0] > MEMO_BYTES and len(kept) > 1:
                _k, old = kept.popitem(last=False)
                held[0] -= old.get_pitch() * old.get_height()
        else:
            kept.move_to_end(key)
        return surf.copy()

    pygame.image.load_sized_svg = load_sized_svg


def no_fsync(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def quick_clocks(monkeypatch):
    from engine import computers
    from tools.monkey import clock_capped
    monkeypatch.setattr(computers, "make_bot", clock_capped(computers.make_bot, QUICK_THINK_S))


def quit_all_but_the_mixer():
    real_quit = pygame.quit

    def quit_():
        if not pygame.mixer.get_init():
            return real_quit()
        for module in (pygame.display, pygame.font, pygame.joystick):
            module.quit()
    quit_.real = real_quit
    pygame.quit = quit_
