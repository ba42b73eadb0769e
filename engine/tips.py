"""First-time tips: the first time a person at the computer meets a moment of a game (a phase,
a kind of decision), a panel explains it with a picture and a few sentences, once.

A game offers tips with an optional module games/<pkg>/tips.py (docs/CONTRACT.md):

    MOMENTS = ["enlist", "arena", ...]         # every moment it explains, in playing order
    def moments(view): return ["enlist"]       # the moments met at this point, from the
                                               # observation's phase name only (never a secret)
    def draw_picture(surface, rect, key): ...  # the picture, from the game's own sprites
    # texts: "<game id>.tip.<key>.title" and "<game id>.tip.<key>.body" in locale/<lang>/

The engine decides when: only for a person's decision (never a computer seat's), only once the
hand-over screen is gone (the person now at the screen reads it), and only when the "tips"
setting is on. Each key is remembered as seen in the settings file (settings["tips_seen"], a list
of keys per game id) as soon as its panel opens, so it shows once per box, across runs. Turning
the setting back on after it was off clears the seen lists: every tip shows again once.
One panel at a time, and one per decision: a moment that brings two new tips (the first enlistment
of Guardians Arena also explains dominance) shows the second at the person's next decision, so
the board is seen between two panels.
While the panel is open it is the top scene, so the game waits: PlayScene.update does nothing
for a scene that is not on top (no bot moves, no chance), and no input reaches the board.
"""


def enabled(settings):
    return bool(settings["tips"])


def seen(settings, game_id):
    return settings["tips_seen"].get(game_id, [])


def mark_seen(settings, game_id, key):
    keys = settings["tips_seen"].setdefault(game_id, [])
    if key not in keys:
        keys.append(key)
        settings.save()


def set_enabled(settings, on):
    """The "First-time tips" setting. Turned back on, every tip shows again once."""
    if on and not settings["tips"]:
        settings.update({"tips": True, "tips_seen": {}})
    elif not on:
        settings["tips"] = False


def next_tip(settings, entry, view):
    """The first tip not yet seen among the moments `view` meets, or None (tips off, a game
    without tips, nothing new)."""
    if not enabled(settings):
        return None
    module = entry.tips()
    if module is None:
        return None
    done = seen(settings, entry.id)
    for key in module.moments(view):
        if key not in done:
            return key
    return None


class Tips:
    """PlayScene's side: called when a person is to act and no hand-over screen is up."""

    def maybe_tip(self):
        if getattr(self, "_tipped_state", None) is self.state:
            return      # this decision had its tip: the next new one waits for the next
        key = next_tip(self.app.settings, self.entry, self.view)
        if key is not None:
            self._tipped_state = self.state
            mark_seen(self.app.settings, self.entry.id, key)
            self.app.open("tip", self.entry, key)
