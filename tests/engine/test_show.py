"""engine.show: events become steps played in order, with holds, skips and instant speed."""
from engine.show import Show


class Handler:
    def __init__(self):
        self.log = []
        self.show = None

    def anim_Moved(self, e, before, after):
        self.show.then(0.5, "slide", {"n": e["n"]}, on_start=lambda tw: self.log.append(("start", e["n"])),
                       on_done=lambda tw: self.log.append(("done", e["n"])))
        self.show.then(0.3, "burst", along=True, on_start=lambda tw: self.log.append(("burst", e["n"])))

    def anim_Asked(self, e, before, after):
        self.show.hold(lambda: self.log.count("answer") > 0)
        self.show.step(lambda: self.log.append("after-answer"))

    def anim_Result(self, e, before, after):
        self.show.then(2.0, "banner", skippable=False, on_done=lambda tw: self.log.append("banner"))
        self.show.step(lambda: self.log.append("closed"))

    def resync(self, after):
        self.log.append(("resync", after))


def make(speed=1.0):
    h = Handler()
    h.show = Show(h, speed)
    return h, h.show


def run(show, seconds, dt=0.05):
    for _ in range(int(seconds / dt)):
        show.update(dt)


def test_steps_play_one_after_the_other_and_along_together():
    h, show = make()
    show.play([{"type": "Moved", "n": 1}, {"type": "Unknown"}, {"type": "Moved", "n": 2}], "b", "a")
    assert show.busy()
    show.update(0.01)
    assert h.log == [("start", 1), ("burst", 1)]
    assert [tw.tag for tw in show.active("slide")] == ["slide"]
    run(show, 0.6)
    assert ("done", 1) in h.log and ("start", 2) in h.log
    assert h.log.index(("done", 1)) < h.log.index(("start", 2))
    run(show, 1.0)
    assert h.log[-1] == ("resync", "a") and not show.busy()


def test_instant_speed_plays_everything_at_once():
    h, show = make(speed=0)
    show.play([{"type": "Moved", "n": 1}, {"type": "Moved", "n": 2}], "b", "a")
    assert not show.busy()
    assert h.log[-1] == ("resync", "a") and ("done", 2) in h.log


def test_a_hold_waits_for_a_person_even_at_instant_speed():
    h, show = make(speed=0)
    show.play([{"type": "Asked"}], "b", "a")
    assert show.busy() and "after-answer" not in h.log
    show.update(0.1)
    assert show.busy()
    h.log.append("answer")
    show.update(0.1)
    assert not show.busy() and h.log[-2:] == ["after-answer", ("resync", "a")]


def test_skip_jumps_ahead_but_never_over_an_unskippable_result():
    h, show = make()
    show.play([{"type": "Moved", "n": 1}, {"type": "Result"}], "b", "a")
    show.update(0.01)
    show.skip()
    assert ("done", 1) in h.log and "banner" not in h.log
    assert show.active("banner") or show.find("banner")
    show.skip()                                   # a second stray tap: still shown
    assert "banner" not in h.log
    run(show, 2.5)
    assert h.log[-3:] == ["banner", "closed", ("resync", "a")]


def test_finish_all_clears_holds_and_steps():
    h, show = make()
    show.play([{"type": "Asked"}, {"type": "Moved", "n": 3}], "b", "a")
    show.finish_all()
    assert not show.busy() and ("done", 3) in h.log


def test_gap_keeps_at_most_three_flashes_a_second_at_every_speed():
    for speed in (0.25, 0.5, 1.0, 1.6, 3.0):
        h, show = make(speed)
        assert show.gap(0.1) * speed >= 1 / 3 - 1e-9
