"""The show: rule events become animations and sounds, one after the other, the same way in every
game.

The play scene owns one Show whose handler is the game's scene. `play(events, before, after)` hands
each event to the handler's `anim_<Type>(event, before, after)` method (events without one are not
shown; a handler with an `animation(type)` method says which callable that is, so a scene may keep
its animations in a part of their own), then queues `handler.resync(after)`, so whatever the
animations did, the shown board ends equal to the observation.

Inside an anim_ method:

    show.then(0.5, "slide", {"from": a, "to": b}, on_done=land)  # after everything queued so far
    show.then(0.55, "burst", {"sq": b}, along=True)               # together with the previous one
    show.step(fn)                                                 # run fn when its turn comes
    show.hold(lambda: self.answered)                              # wait for a person, then go on
    show.then(2.2, "banner", data, skippable=False)               # a click never skips this one
    show.sound("roll")                                            # one sound, now

While drawing: `for tw in show.active("slide"): ... tw.t ...` (progress 0..1, eased).
`busy()` is true while anything waits its turn (input waits); `skip()` (a click on the board while
busy) jumps to the end of what is queued, but stops before a step marked skippable=False, so a
stray tap never swallows a result. Speed 0 ("instant", used by the tests) plays everything on the
spot. `gap()` gives the time between two lights so that at every speed there are at most three
flashes a second.
"""
from collections import deque

from engine import sound
from engine.anim import Timeline, Tween, ease_out

MAX_FLASHES_PER_SECOND = 3
LOOK_S = 2.0        # an event that changes a person's pieces on another's turn: held this long


class Show:
    def __init__(self, handler, speed=1.0):
        self.handler = handler
        self.timeline = Timeline(speed)
        self.steps = deque()
        self._group = None          # the step the last then() went into (for along=True)
        self._holds = []
        self._sound_frame = None
        self._told = 0.0            # timeline seconds the event being queued has asked for
        self.frame = 0

    # --- speed -----------------------------------------------------------------------------------
    @property
    def speed(self):
        return self.timeline.speed

    @speed.setter
    def speed(self, value):
        self.timeline.speed = value

    # --- queueing ------------------------------------------------------------------------------------
    def play(self, events, before, after, look=None):
        """Queue each event's animations; `look(event)` true: the event is held at least LOOK_S
        of the timeline (its own animations included), or until a click, so a person sees what
        another seat's turn did to their pieces."""
        for e in events:
            find = getattr(self.handler, "animation", None)
            fn = find(e["type"]) if find else getattr(self.handler, "anim_" + e["type"], None)
            self._told = 0.0
            if fn is not None:
                fn(e, before, after)
            if look is not None and look(e):
                self.then(max(0.3, LOOK_S - self._told), "look", {"event": e})
        resync = getattr(self.handler, "resync", None)
        if resync is not None:
            self.step(lambda: resync(after))
        self._group = None
        self.pump()

    def step(self, fn, front=False):
        """Run fn when everything queued before it has finished (front=True: next, before the rest)."""
        self._group = None
        if front:
            self.steps.appendleft(fn)
        else:
            self.steps.append(fn)

    def then(self, duration, tag=None, data=None, on_start=None, on_done=None, ease=ease_out,
             blocking=True, along=False, skippable=True, sound_name=None):
        """A tween that starts once everything queued before it has finished; along=True starts it
        together with the previous then(). Returns the tween's spec (a dict) for later tweaks."""
        spec = {"duration": duration, "tag": tag, "data": data if data is not None else {},
                "on_start": on_start, "on_done": on_done, "ease": ease, "blocking": blocking,
                "skippable": skippable, "sound": sound_name}
        if along and self._group is not None:
            self._group.append(spec)
            return spec
        self._told += duration
        group = [spec]
        self.steps.append(lambda: self._start_group(group))
        self._group = group
        return spec

    def tween(self, duration, tag=None, data=None, delay=0.0, on_start=None, on_done=None,
              ease=ease_out, blocking=True):
        """A tween that starts now (from inside a step or an input handler)."""
        return self.timeline.add(Tween(duration, delay=delay, tag=tag, data=data or {},
                                       on_start=on_start, on_done=on_done, blocking=blocking,
                                       ease=ease))

    def _start_group(self, group):
        for spec in group:
            start = spec["on_start"]
            if spec["sound"]:
                name = spec["sound"]
                start = (lambda tw, f=start, n=name: (self.sound(n), f and f(tw)))
            tw = Tween(spec["duration"], tag=spec["tag"], data=spec["data"], on_start=start,
                       on_done=spec["on_done"], blocking=spec["blocking"], ease=spec["ease"])
            tw.skippable = spec["skippable"]
            self.timeline.add(tw)

    def hold(self, until):
        """Wait, after what is queued so far, until `until()` is true (a person answering)."""
        def start():
            self._holds.append(until)
        self.step(start)

    def hold_now(self, until):
        """Wait from now on (inside a step) until `until()` is true."""
        self._holds.append(until)

    def sound(self, name, volume=1.0):
        # At instant speed a whole fight happens in one frame: one sound per frame, not a din.
        if self.timeline.speed == 0:
            if self._sound_frame == self.frame:
                return None
            self._sound_frame = self.frame
        return sound.play(name, volume)

    def gap(self, design=0.35):
        """Timeline seconds between two lights: `design` at normal speed, never more than
        MAX_FLASHES_PER_SECOND real flashes a second at any speed (the timeline runs `speed` times
        slower, so a fast setting must not squeeze them together)."""
        speed = self.timeline.speed
        if not speed:
            return design
        return max(design, 1.0 / MAX_FLASHES_PER_SECOND / speed)

    # --- running -----------------------------------------------------------------------------------
    def holding(self):
        self._holds = [h for h in self._holds if not h()]
        return bool(self._holds)

    def playing(self):
        return any(tw.blocking and not tw.done for tw in self.timeline.tweens)

    def pump(self):
        guard = 0
        while self.steps and not self.playing() and not self.holding():
            self.steps.popleft()()
            guard += 1
            if guard > 10000:   # a step that keeps queueing itself: stop rather than freeze
                self.steps.clear()
                break
        if not self.steps:
            self._group = None

    def update(self, dt):
        self.frame += 1
        self.timeline.update(dt)
        self.pump()

    def busy(self):
        """Input waits while something plays, waits its turn, or waits for a person."""
        return self.timeline.busy() or bool(self.steps) or self.holding()

    def telling(self):
        """Something plays, or waits its turn behind it; what waits behind a person's answer (a
        hold) is not being told yet."""
        return self.timeline.busy() or (bool(self.steps) and not self.holding())

    def running(self):
        return self.timeline.running() or bool(self.steps) or bool(self._holds)

    def active(self, tag):
        return [tw for tw in self.timeline.tweens if tw.tag == tag and tw.active]

    def find(self, tag):
        return self.timeline.find(tag)

    def skip(self, results_too=False):
        """Jump to the end of what is queued, stopping at a step that may not be skipped (it then
        plays at its own pace) or at a hold that waits for a person. results_too: through the
        steps that may not be skipped as well (rush)."""
        for _ in range(10000):
            if not results_too and any(not getattr(tw, "skippable", True) and not tw.done
                                       for tw in self.timeline.tweens):
                return
            for tw in list(self.timeline.tweens):
                tw.finish()
            self.timeline.tweens = [tw for tw in self.timeline.tweens if not tw.done]
            if self.holding() or not self.steps:
                return
            self.steps.popleft()()

    def rush(self):
        """The person asked to go to their own turn ("to my turn"): everything at once, results
        included; it still stops at a hold that waits for a person."""
        self.skip(results_too=True)

    def finish_all(self):
        """Everything at once, holds included (undo, redo and restart leave no show behind)."""
        self._holds = []
        self.timeline.finish_all()
        guard = 0
        while self.steps and guard < 10000:
            self.steps.popleft()()
            self.timeline.finish_all()
            self._holds = []
            guard += 1
        self._group = None

    def clear(self):
        """Forget everything queued without playing it (the shown board is rebuilt by the scene)."""
        self._holds = []
        self.steps.clear()
        self.timeline.tweens = []
        self._group = None
