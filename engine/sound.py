"""Sound effects. Carries on silently where there is no audio device or a file is missing."""
import os

import pygame

from engine import paths

_ok = False
_cache = {}
_volume = 0.8
_mute = False


def init():
    """Open the mixer; any failure (no device, no driver) just means a silent box."""
    global _ok
    try:
        pygame.mixer.pre_init(22050, -16, 1, 512)
        pygame.mixer.init()
        pygame.mixer.set_num_channels(16)
        _ok = True
    except (pygame.error, NotImplementedError, OSError):
        _ok = False
    return _ok


def available():
    return _ok


def set_volume(volume, mute):
    global _volume, _mute
    _volume, _mute = float(volume), bool(mute)


def _load(name):
    if name not in _cache:
        path = paths.asset("sounds", name + ".wav")
        snd = None
        if os.path.exists(path):
            try:
                snd = pygame.mixer.Sound(path)
            except (pygame.error, OSError):
                snd = None
        _cache[name] = snd
    return _cache[name]


def play(name, volume=1.0, loops=0, maxtime=0):
    """Play sounds/<name>.wav; returns the channel or None."""
    if not _ok or _mute or _volume <= 0:
        return None
    snd = _load(name)
    if snd is None:
        return None
    try:
        snd.set_volume(max(0.0, min(1.0, _volume * volume)))
        return snd.play(loops=loops, maxtime=maxtime)
    except pygame.error:
        return None


def stop(channel):
    if channel is not None:
        try:
            channel.stop()
        except pygame.error:
            pass
