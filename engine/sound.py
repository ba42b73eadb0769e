"""Sound effects. Carries on silently where there is no audio device or a file is missing."""
import os

import pygame

from engine import paths

_ok = False
_cache = {}
_volume = 0.8
_mute = False
VOICE_CHANNEL = 0   # reserved for spoken words: a new word replaces the last, never on top of it


def init():
    """Open the mixer; any failure (no device, no driver) just means a silent box."""
    global _ok
    try:
        pygame.mixer.pre_init(22050, -16, 1, 512)
        pygame.mixer.init()
        pygame.mixer.set_num_channels(16)
        pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
        _ok = True
    except (pygame.error, NotImplementedError, OSError):
        _ok = False
    return _ok


def available():
    return _ok


def set_volume(volume, mute):
    global _volume, _mute
    _volume, _mute = float(volume), bool(mute)


def _load(name, ext=".wav"):
    if name + ext not in _cache:
        path = paths.asset("sounds", *(name + ext).split("/"))
        snd = None
        if os.path.exists(path):
            try:
                snd = pygame.mixer.Sound(path)
            except (pygame.error, OSError):
                snd = None
        _cache[name + ext] = snd
    return _cache[name + ext]


def _ready(name, ext, volume):
    """The sound to play at `volume`, or None where nothing is to be heard."""
    if not _ok or _mute or _volume <= 0:
        return None
    snd = _load(name, ext)
    if snd is not None:
        snd.set_volume(max(0.0, min(1.0, _volume * volume)))
    return snd


def play(name, volume=1.0, loops=0, maxtime=0):
    """Play sounds/<name>.wav; returns the channel or None."""
    try:
        snd = _ready(name, ".wav", volume)
        return snd and snd.play(loops=loops, maxtime=maxtime)
    except pygame.error:
        return None


def speak(name, volume=1.0):
    """Play the spoken clip sounds/<name>.ogg (e.g. "voice/fr/count-3") on the voice channel,
    cutting off a word still being said; returns the channel or None (no device, muted, no clip)."""
    try:
        snd = _ready(name, ".ogg", volume)
        if snd is None:
            return None
        channel = pygame.mixer.Channel(VOICE_CHANNEL)
        channel.play(snd)
        return channel
    except (pygame.error, IndexError):
        return None


def stop(channel):
    if channel is not None:
        try:
            channel.stop()
        except pygame.error:
            pass
