"""Driving the real scenes in tests: an App in a hidden window, synthetic clicks and keys."""
import pygame

from engine.registry import GameEntry


def toy_entry():
    return GameEntry("tests.toygame")


def make_app(registry, size=(1280, 720), speed="instant", lang="en", kiosk=False, tips=False):
    """`tips`: the first-time tips (engine/tips.py) are off unless a test asks for them, so a
    test that drives a game with clicks meets the board, not a tip over it."""
    from engine.app import App
    from engine.settings import Settings
    settings = Settings()
    settings.data["speed"] = speed
    settings.data["tips"] = tips
    app = App(registry, settings, size=size, fullscreen=False, kiosk=kiosk, lang=lang)
    if kiosk:
        settings.run_only["speed"] = speed  # the test's pace over the class mode's "normal"
    app.sync_bots = True
    app.open_window()
    app.running = True
    return app


def setup_screen(app, entry, seats, options):
    """`entry`'s setup screen opened anew on top of nothing, at `seats` seats with `options`
    chosen, drawn once."""
    app.stack.clear()
    scene = app.open("setup", entry)
    if seats != len(scene.players):
        scene.set_count(seats)
    for opt_id, value in options.items():
        scene.set_option(opt_id, value)
    run(app)
    return scene


def click(app, pos, frames=1):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    run(app, frames)


def tap(app, pos, frames=1):
    """A finger on a touch screen (normalised coordinates, as SDL sends them)."""
    w, h = app.size
    x, y = pos[0] / w, pos[1] / h
    app.frame(1 / 60, [pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0, dy=0, finger_id=0,
                                          touch_id=0, pressure=1),
                       pygame.event.Event(pygame.FINGERUP, x=x, y=y, dx=0, dy=0, finger_id=0,
                                          touch_id=0, pressure=0)])
    run(app, frames)


def drag(app, start, end, steps=6):
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    for e in events:
        app.frame(1 / 60, [e])
    run(app, 2)


def key(app, k, mod=0, frames=1):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])
    run(app, frames)


def run(app, frames=1):
    """`frames` frames, each drawn when the box would draw it (frame() draws only when
    something changed), and the last one drawn in any case, as a test looks at it (a test may
    have changed what is shown behind the scene's back). Drawing every idle frame too, the same
    picture again and again, was a good part of the tier's time."""
    for k in range(frames):
        drawn = app.draws
        app.frame(1 / 60)
        if app.draws == drawn and k == frames - 1:
            app.draw()


def button(scene, name):
    """The button called `name` in a scene (searching its Groups)."""
    from engine.ui.widgets import Button
    for attr in vars(scene).values():
        if isinstance(attr, Button) and attr.name == name:
            return attr
        if hasattr(attr, "buttons") and hasattr(attr, "find"):
            b = attr.find(name)
            if b is not None:
                return b
    raise LookupError(name)


def press(app, name, frames=2):
    b = button(app.stack.top, name)
    assert b.visible and b.enabled, f"button {name} is not pressable"
    click(app, b.rect.center, frames)


def start_game(entry, players=("human", "human"), seed=3, size=(1280, 720), speed="instant",
               tips=False, **options):
    """An app showing a new game of `entry` straight away: returns (app, play scene)."""
    from engine.play import PlayScene
    app = make_app([entry], size=size, speed=speed, tips=tips)
    opts = dict(entry.default_options(), **options)
    scene = PlayScene.new(app, entry, list(players), opts, seed=seed)
    app.push(scene)
    run(app, 2)
    return app, scene


def names_and_marks_order(monkeypatch, game_draw):
    """A list that grows with "marks" at each draw of the kit's picker (where a piece may go,
    the hint) and "names" at each draw of the squares' name chips through `game_draw` (a game's
    drawing module, which imports draw_name_chips): in what order a frame drew them."""
    from engine.ui.picker import Picker
    order = []
    real_pick, real_names = Picker.draw, game_draw.draw_name_chips
    monkeypatch.setattr(Picker, "draw", lambda *a, **k: order.append("marks") or
                        real_pick(*a, **k))
    monkeypatch.setattr(game_draw, "draw_name_chips", lambda *a, **k: order.append("names") or
                        real_names(*a, **k))
    return order


# --- secrets on screen ---------------------------------------------------------------------------
MARK = "SECRET-7731"


def plant(value):
    """A marker in the shape of the secret it replaces (every leaf becomes MARK)."""
    if isinstance(value, list):
        return [plant(v) for v in value]
    if isinstance(value, dict):
        return {k: plant(v) for k, v in value.items()}
    return MARK


def with_others_secrets(rules, state, viewer, fill):
    """A copy of `state` where each secret of every seat but `viewer` becomes fill(secret)."""
    from engine.rules import clone, get_path, set_path
    out = clone(state)
    for owner in range(rules.seats(state)):
        if owner != viewer:
            for path in rules.secret_paths(state, owner):
                set_path(out, path, fill(get_path(out, path)))
    return out


def planted(rules, state, viewer):
    """A copy of `state` with MARK in every secret of every seat but `viewer`."""
    return with_others_secrets(rules, state, viewer, plant)


_NOBODY = object()


def drawn_for(app, match, viewer, scene_class=None, frames=2, before=_NOBODY):
    """Everything the play scene of `match` hands to the text and sprite renderers when drawn for
    `viewer` (a seat or SPECTATOR): the strings of texts and the names of sprites. With `before`
    (a seat), the screen is first `before`'s, who points at places all over the board (a large
    view, a hover pop-up) and presses Tab (the keyboard focus); then it goes to `viewer` (a
    hand-over) and only what is drawn from then on is returned."""
    from engine import assets, cache
    from engine.play import PlayScene
    from engine.ui import text
    drawn = []
    real_render, real_sprite = text.render, assets.sprite

    def render(t, *a, **k):
        drawn.append(str(t))
        return real_render(t, *a, **k)

    def sprite(name, *a, **k):
        drawn.append(str(name))
        return real_sprite(name, *a, **k)
    text.render, assets.sprite = render, sprite
    try:
        cache.clear_all()           # a text or face rendered before would not be recorded
        scene = (scene_class or PlayScene.for_match)(app, match)
        at = [viewer if before is _NOBODY else before]
        scene.eyes.who = lambda: at[0]
        scene.maybe_hand_over = lambda seat: None
        app.stack.clear()
        app.push(scene)
        scene.reset_view()
        run(app, frames)
        if before is not _NOBODY:
            r = scene.board_rect
            for i in range(1, 8):
                for j in range(1, 6):
                    pos = (r.x + r.width * i // 8, r.y + r.height * j // 6)
                    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                                          rel=(0, 0), buttons=(0, 0, 0))])
                    app.draw()
            key(app, pygame.K_TAB)
            at[0] = viewer          # the hand-over: the pointer and the keyboard stay still
            scene.forget_layers()   # every layer drawn again: all it holds is recorded
            cache.clear_all()       # and every text and card face rendered anew
            app.dirty = True
            drawn.clear()
            run(app, frames)
        app.draw()
    finally:
        text.render, assets.sprite = real_render, real_sprite
    return drawn


def _leaves(value, counts):
    """Every plain value inside `value` (None and booleans left out), counted."""
    if isinstance(value, dict):
        for v in value.values():
            _leaves(v, counts)
    elif isinstance(value, list):
        for v in value:
            _leaves(v, counts)
    elif value is not None and not isinstance(value, bool):
        counts[value] += 1
    return counts


def secrets_shown(rules, before, after):
    """The values that a step moved out of a seat's secret places to where another seat (or a
    spectator) sees them: fewer of them among the owner's secrets after the step, more of them in
    another viewer's observation. A card laid face up from a hidden hand is one; a card moved
    from hand to a face-down place is not (it stays in the owner's secrets)."""
    from collections import Counter
    from engine.rules import SPECTATOR, get_path
    shown = []
    seats = rules.seats(before)
    for owner in range(seats):
        lost = (_leaves([get_path(before, p) for p in rules.secret_paths(before, owner)], Counter())
                - _leaves([get_path(after, p) for p in rules.secret_paths(after, owner)], Counter()))
        if not lost:
            continue
        for viewer in [v for v in range(seats) if v != owner] + [SPECTATOR]:
            gained = (_leaves(rules.observation(after, viewer), Counter())
                      - _leaves(rules.observation(before, viewer), Counter()))
            shown += [v for v in lost if v in gained and v not in shown]
    return shown


def draw_recorded(monkeypatch, scene, size):
    """Draw `scene` once, every button painted where it stands (not blitted from the cache), and
    return what it drew: {button name: [(words, px, rect), ...]} for each line of a button's words,
    and {sprite name: {heights asked}}."""
    from collections import defaultdict
    from engine import assets
    from engine.ui import classroom, widgets
    words, heights = defaultdict(list), defaultdict(set)
    real_caption, real_sprite = widgets.Button.caption, assets.sprite

    def caption(self, surface, label, px, **anchor):
        rect = real_caption(self, surface, label, px, **anchor)
        words[self.name].append((label, px, rect))
        return rect

    def sprite(name, box):
        heights[name].add(box[1])
        return real_sprite(name, box)

    with monkeypatch.context() as m:
        m.setattr(widgets.Button, "caption", caption)
        m.setattr(assets, "sprite", sprite)
        with classroom.record():
            scene.draw(pygame.Surface(size))
    return words, heights


def band_as_the_next_step_starts(scene, seconds=8.0):
    """Run the scene's show (queued by the test) to its end and return the stage's band as a
    step queued after it starts: what the next move would begin under (None: no band)."""
    seen = []
    scene.show.step(lambda: seen.append(scene.stage.band()))
    for _ in range(int(seconds / 0.02)):
        if seen:
            return seen[0]
        scene.show.update(0.02)
    raise AssertionError("the show never reached the step after it")
