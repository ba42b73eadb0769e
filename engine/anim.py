"""Tweens and timelines driven by dt: slide, tumble, shake, fade, pop.

An animation is a function of its progress t in [0, 1]; the scene reads the current values while
drawing. Speed 0 ("instant") finishes everything on the next update, which tests use.
"""
import math


def linear(t):
    return t


def ease_out(t):
    return 1 - (1 - t) ** 3


def ease_in_out(t):
    return 3 * t * t - 2 * t * t * t


def back_out(t):
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def bounce_out(t):
    if t < 1 / 2.75:
        return 7.5625 * t * t
    if t < 2 / 2.75:
        t -= 1.5 / 2.75
        return 7.5625 * t * t + 0.75
    if t < 2.5 / 2.75:
        t -= 2.25 / 2.75
        return 7.5625 * t * t + 0.9375
    t -= 2.625 / 2.75
    return 7.5625 * t * t + 0.984375


def lerp(a, b, t):
    return a + (b - a) * t


def lerp2(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


class Tween:
    """One animation. `blocking` ones make the scene wait before taking more input."""

    def __init__(self, duration, delay=0.0, ease=ease_out, blocking=True, on_start=None,
                 on_done=None, tag=None, data=None):
        self.duration = max(0.0, duration)
        self.delay = delay
        self.ease = ease
        self.blocking = blocking
        self.on_start = on_start
        self.on_done = on_done
        self.tag = tag
        self.data = data if data is not None else {}
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def raw(self):
        if self.elapsed < self.delay:
            return 0.0
        if self.duration <= 0:
            return 1.0
        return min(1.0, (self.elapsed - self.delay) / self.duration)

    @property
    def t(self):
        return self.ease(self.raw)

    @property
    def active(self):
        return self.started and not self.done

    def update(self, dt):
        if self.done:
            return
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay:
            self.started = True
            if self.on_start:
                self.on_start(self)
        if self.started and self.raw >= 1.0:
            self.done = True
            if self.on_done:
                self.on_done(self)

    def finish(self):
        self.elapsed = self.delay + self.duration + 1
        self.update(0)


class Timeline:
    """A set of tweens; `speed` scales time (0 = instant)."""

    def __init__(self, speed=1.0):
        self.tweens = []
        self.speed = speed

    def add(self, tween):
        self.tweens.append(tween)
        if self.speed == 0:
            tween.finish()
        return tween

    def update(self, dt):
        if self.speed == 0:
            for tw in list(self.tweens):
                tw.finish()
        else:
            for tw in list(self.tweens):
                tw.update(dt / self.speed)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    def busy(self):
        """True while an animation that matters plays (input waits)."""
        return any(tw.blocking and not tw.done for tw in self.tweens)

    def running(self):
        return bool(self.tweens)

    def end_of_queue(self):
        """Seconds until the last blocking tween ends (for chaining the next one after it)."""
        left = 0.0
        for tw in self.tweens:
            if tw.blocking:
                left = max(left, tw.delay + tw.duration - tw.elapsed)
        return max(0.0, left)

    def find(self, tag):
        return [tw for tw in self.tweens if tw.tag == tag]

    def finish_all(self):
        for tw in list(self.tweens):
            tw.finish()
        self.tweens = []


def shake_offset(t, amplitude, cycles=6):
    """A side-to-side shake that dies down: pixel offset at progress t."""
    return math.sin(t * cycles * 2 * math.pi) * amplitude * (1 - t)


SWAY_PER_SECOND = 1.2      # back-and-forth a second: 2.4 changes of direction, under three flashes


def sway(seconds, amplitude):
    """A slow side-to-side sway, `seconds` of real time in: reads as motion, never as a flicker,
    even over a large picture (WCAG's three flashes a second; a sway changes direction 2.4 times
    a second whatever the animation speed, so pass real seconds, not timeline seconds)."""
    return math.sin(seconds * SWAY_PER_SECOND * 2 * math.pi) * amplitude


def pop_scale(t):
    """Grows past full size then settles: for things appearing."""
    return back_out(t)
