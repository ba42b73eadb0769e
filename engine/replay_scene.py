"""Watching a finished game again, on its own board: the same for every game.

The replay scene composes the game's own play scene (engine.play.PlayScene, read-only, no input
reaches its board) over a Replay (engine.replay): the game's scene draws the board, its show plays
each step's rule events with their animations and sounds, its chrome keeps the turn banner and the
move log. This scene adds the controls under the board, as big picture buttons: back to the start,
a step back, play or pause, a step forward, to the end, the speed (x1, x2, x4), and the timeline
(engine.replay_timeline); and, in the top bar, whose eyes the board is drawn for: each seat's,
or everything shown (the game is over, so nothing is spoiled).

Keys: Space play/pause, Left/Right a step, Home/End the start/end, S the speed, 1-6 a seat's
eyes, E everything shown, Esc back.

    app.push(ReplayScene(app, match, events))    # a finished Match and each action's events
    watch(app, match)                            # the same from a match that just ended
"""
import pygame

from engine import record, screens
from engine.i18n import tr
from engine.replay import EVERYTHING, Replay, ReplayEyes, first_eyes
from engine.replay_timeline import Timeline
from engine.scenes import Scene
from engine.settings import SPEED_FACTOR
from engine.ui import classroom, text, theme
from engine.ui.widgets import Button, Group

SPEEDS = (1, 2, 4)
GAP_S = 0.7         # between two steps while playing, at x1 (a pass shows as a pause)


def watch(app, match):
    """"Watch again": a match that has just ended, played back from its first action."""
    again, events = record.replay(match.entry, match.players, match.options, match.seed,
                                  match.actions)
    return app.push(ReplayScene(app, again, events))


class ReplayScene(Scene):
    def __init__(self, app, match, events, autoplay=False):
        super().__init__(app)
        self.replay = Replay(match, events)
        self.entry = match.entry
        play = screens.get("play").for_match(app, self.replay.match, read_only=True)
        play.watching = True
        play.PROMPT_LINES = 2           # the caption (the last step's log line) at a child's size
        play.eyes = ReplayEyes(self.replay.match, first_eyes(match.players))
        play.result_btn.when = lambda: False     # the end screen is not this scene's
        self.play = play
        self.playing = autoplay
        self.speed = 1
        self.dragging = False
        self.timeline = Timeline(self.replay.marks(self.important), len(self.replay.stops),
                                 play.seat_info)
        self.build()
        self.apply_speed()

    def important(self, event):
        """The timeline's picture for a rule event: the game's own LOOK_AT (what changes what a
        player owns: a capture, a fighter out), or None."""
        if event["type"] in self.play.LOOK_AT:
            return self.play.event_picture(event)
        return None

    # --- the controls -----------------------------------------------------------------------------
    def build(self):
        g = Group()
        add = lambda *a, **k: g.add(Button(*a, **k))  # noqa: E731
        self.start_btn = add(self.to_start, icon="ui/to-start", name="replay:start",
                             key=pygame.K_HOME)
        self.back_btn = add(self.step_back, icon="ui/step-back", name="replay:back",
                            key=pygame.K_LEFT)
        self.play_btn = add(self.toggle, icon="ui/play", name="replay:play", key=pygame.K_SPACE,
                            color=theme.BUTTON_GO)
        self.forward_btn = add(self.step_forward, icon="ui/step-forward", name="replay:forward",
                               key=pygame.K_RIGHT)
        self.end_btn = add(self.to_end, icon="ui/to-end", name="replay:end", key=pygame.K_END)
        self.speed_btn = add(self.next_speed, label="×1", raw=True, name="replay:speed",
                             key=pygame.K_s)
        self.controls = g
        top = Group()
        self.close_btn = top.add(Button(self.app.pop, icon="ui/back", name="replay:close",
                                        key=pygame.K_ESCAPE))
        seats = len(self.replay.match.players)
        self.eye_btns = [top.add(Button(lambda k=k: self.set_eyes(k),
                                        icon=self.play.seat_info(k).get("icon") or "ui/human",
                                        name=f"eyes:{k}", key=pygame.K_1 + k if k < 9 else None))
                         for k in range(seats)]
        self.eye_btns.append(top.add(Button(lambda: self.set_eyes(EVERYTHING), icon="ui/eye",
                                            name="eyes:all", key=pygame.K_e)))
        self.top = top

    def layout(self, size):
        s = theme.Scale(size)
        self.s, self.size = s, size
        w, h = size
        m, bh, gap = s(20), s(theme.BUTTON_SMALL), s(theme.GAP)
        strip = bh + 2 * m
        self.area = pygame.Rect(0, 0, w, h - strip)
        play = self.play
        play.frame_size = size          # the classroom figures of the whole window, not the band's
        play.layout(self.area.size)
        # The game's top bar: its own buttons give way to Back and the eyes (the log's button
        # stays where the log is a drawer: reading it is harmless).
        for b in play.chrome.buttons:
            b.visible = False
        self.close_btn.rect = play.menu_btn.rect.copy()
        x = w - m
        play.log_btn.visible = not play.log_rect.width
        shown = ([play.log_btn] if play.log_btn.visible else []) + list(reversed(self.eye_btns))
        for b in shown:
            x -= bh
            b.rect = pygame.Rect(x, m, bh, bh)
            x -= gap
        banner = play.banner_rect
        banner.width = max(s(200), x - s(30) - banner.x)
        play.over_rect = banner.copy()
        y = h - m - bh
        x = m
        for b in self.controls.buttons:
            b.rect = pygame.Rect(x, y, bh, bh)
            x += bh + gap
        self.timeline.place(pygame.Rect(x + gap, y, w - m - x - gap, bh), s)
        if play.shown is None:
            self.reset()                # the first board, set from the position
        self.caption_rect = pygame.Rect(0, 0, play.board_rect.width, play.prompt_h)
        self.caption_rect.center = (play.board_rect.centerx, play.prompt_pos[1])

    # --- moving through the game --------------------------------------------------------------------
    def apply_speed(self):
        base = SPEED_FACTOR[self.app.settings["speed"]]
        self.play.show.speed = base / self.speed
        self.speed_btn.label = f"×{self.speed}"

    def next_speed(self):
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.apply_speed()

    def toggle(self):
        if self.replay.at_end() and not self.playing:
            self.to_start()             # play at the end: from the start again
        self.playing = not self.playing

    def step_forward(self, pause=False):
        """The next decision and the chance it led to, shown with the game's own animations."""
        play = self.play
        if not pause:
            play.show.finish_all()      # a press while a step is shown: it lands at once
        batches = self.replay.forward()
        if not batches:
            self.playing = False
            return
        play.strip.forget()
        for b in batches:
            play.batch_actor = b.actor
            play.on_events(b.events, play.observe(b.before), play.observe(b.after))
        play.show.step(lambda: play.resync(play.view))   # whatever the game's show did
        match = self.replay.match
        play.stage.hold_log(play.log_len, len(match.log))
        play.log_len = len(match.log)
        if pause:
            play.show.then(GAP_S, "replay.gap")
        play.show.pump()
        self.app.dirty = True

    def step_back(self):
        self.playing = False
        self.go(self.replay.index - 1)

    def to_start(self):
        self.playing = False
        self.go(0)

    def to_end(self):
        self.playing = False
        self.go(len(self.replay.stops) - 1)

    def go(self, index):
        """Straight to a stop: the board is set there at once from the kept states (no die is
        thrown again)."""
        self.replay.jump(index)
        self.reset()

    def reset(self):
        play = self.play
        play.show.clear()
        play.eyes.refresh()
        play.reset_view()
        self.app.dirty = True

    def go_mark(self, index, mark):
        """A mark pressed: to its step, and a picture's step is shown happening."""
        self.playing = False
        self.go(index)
        if mark is not None and mark.kind in ("event", "result"):
            self.step_forward()

    def set_eyes(self, choice):
        play = self.play
        play.eyes.choice = choice
        play.show.clear()
        play.check_viewer()             # the game drops what belonged to the last eyes
        self.layout(self.size)          # a game may turn the table to the new near seat
        self.reset()

    # --- the scene ---------------------------------------------------------------------------------
    def update(self, dt):
        play = self.play
        play.update(dt)                 # the show, the stage, the game's own motion (not on top:
                                        # it plays nothing itself)
        if self.playing and not play.show.busy():
            if self.replay.at_end():
                self.playing = False
            else:
                self.step_forward(pause=True)

    def animating(self):
        return self.playing or self.play.animating()

    def handle_overlay(self, event):
        return self.play.handle_overlay(event)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            return                      # no end screen from here
        if self.top.handle(event) or self.controls.handle(event):
            return
        if self.play.log_btn.visible and self.play.log_btn.handle(event):
            return
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.timeline.rect.collidepoint(pos):
            self.dragging = True
            self.go_mark(*self.timeline.at(pos))
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            index = self.timeline.index_at(pos[0])
            if index != self.replay.index:
                self.go(index)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = False

    def exit(self):
        self.play.exit()
        self.play.forget_layers()

    def draw(self, surface):
        play = self.play
        play.check_viewer()
        self.play_btn.icon = "ui/pause" if self.playing else "ui/play"
        self.back_btn.enabled = self.start_btn.enabled = not self.replay.at_start()
        self.forward_btn.enabled = self.end_btn.enabled = not self.replay.at_end()
        for k, b in enumerate(self.eye_btns):
            b.selected = play.eyes.choice == (k if k < len(self.eye_btns) - 1 else EVERYTHING)
        clip = surface.get_clip()
        surface.set_clip(self.area)     # the game draws in its band, at the window's figures
        play.draw(surface)
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.BG_BOTTOM, (0, self.area.bottom, self.size[0],
                                                    self.size[1] - self.area.bottom))
        self.draw_caption(surface)
        self.top.draw(surface)
        self.controls.draw(surface)
        self.timeline.draw(surface, self.replay.index)

    def draw_caption(self, surface):
        """Where the game says what to do, the replay says what the last step did: its line of
        the move log, once the show has told it."""
        entries = [e for e in self.play.log_entries() if e[1] is not None]
        if not entries:
            words = tr("box.replay.start")
        else:
            key, params = entries[-1][1]
            words = tr(key, **params)
        r = self.caption_rect
        px, lines = text.child_fit(words, self.s(theme.TEXT), r.width, max_lines=2)
        text.child_lines(surface, lines, px, theme.WHITE, "replay-caption", center=r.center)
        classroom.contrast(theme.WHITE, theme.BG_TOP, "replay-caption")
