"""What a game's scene fills in: the hooks of engine.play.PlayScene with their defaults, in one
place (docs/CONTRACT.md, section 5). No state lives here: the scene's parts (the show, the stage,
the computers, the viewer) are objects of their own."""
from engine.i18n import tr


def picture_for(look_at, event):
    """The sprite name LOOK_AT gives `event`: a template formatted with its fields ("_" read as
    "-"), or a function of the event."""
    template = look_at.get(event["type"])
    if not template:
        return None
    if callable(template):
        return template(event)
    fields = {k: str(v).replace("_", "-") for k, v in event.items()}
    try:
        return template.format(**fields)
    except (KeyError, IndexError):
        return template


class GameHooks:
    def layout_board(self, rect):
        """Place the board inside rect (window pixels)."""

    def draw_board(self, surface):
        pass

    def handle_board(self, event):
        """Input on the board while a person may act and nothing blocks."""

    # Event types that change what a player owns or can do (a piece lost, a card taken, a
    # tile laid), each with the picture of its chip on the "what happened" strip (a sprite
    # name, formatted with the event's fields, "_" in them read as "-", or a function of the
    # event): on another seat's turn the show holds them for the viewer (look_at) and the strip
    # keeps them until the person acts.
    LOOK_AT = {}

    def look_at(self, event, viewer):
        """True when `event`, on another seat's turn, changes what `viewer` owns or can do: one
        of LOOK_AT, and at a table of more than two, about the viewer's own pieces (its "seat"),
        or any person's for SPECTATOR (several people at the computer, a public moment)."""
        if event["type"] not in self.LOOK_AT:
            return False
        return len(self.match.players) == 2 or self.concerns(event.get("seat"), viewer)

    def event_picture(self, event):
        """The sprite of `event`'s chip on the "what happened" strip (LOOK_AT), or None."""
        return picture_for(self.LOOK_AT, event)

    def event_words(self, event, view, actor):
        """What a chip of the "what happened" strip says when pressed: `event` in a sentence
        (`view` the observation after it, `actor` the seat whose turn did it). By default the
        game's words module's `event_words(view, event, actor)`, and where that has nothing
        (None), the event's own move-log line (Rules.event_line, given the observation for the
        state: a line names only what is public, so it reads nothing hidden); None when neither
        tells it."""
        fn = getattr(self.WORDS, "event_words", None)
        words = fn(view, event, actor) if fn else None
        if words is None:
            line = self.rules.event_line(view, event)
            if line is not None:
                key, params = line[1]
                words = tr(key, **params)
        return words

    def concerns(self, seat, viewer):
        """`seat`'s pieces are the viewer's: the viewer's own, or any person's for a spectator."""
        return seat == viewer or (viewer is None and self.match.is_human(seat))

    def prompt(self):
        """One short line telling the person what to do now ('' for none)."""
        return ""

    def voice_prompt(self):
        """The spoken prompt of the moment, for children who cannot read: a clip name, a tuple
        of them (a turn, then what to do) or None; said once as it changes (engine.voice)."""
        return None

    # The game's words: a module of pure functions of the observation (`end_lines(view)`,
    # `end_reason(view)`, `end_pictures(view, seat)`), which the three hooks below answer from
    # when it has them, so a scene need not forward each one.
    WORDS = None

    def end_lines(self):
        """Lines for the end screen (scores and such)."""
        fn = getattr(self.WORDS, "end_lines", None)
        return fn(self.view) if fn else []

    def end_pictures(self, seat):
        """What `seat` captured, for the end screen to show as pictures by its emblem: a list
        of sprite names (one per thing; repeat a name to show it twice). None by default."""
        fn = getattr(self.WORDS, "end_pictures", None)
        return fn(self.view, seat) if fn else []

    def end_reason(self):
        """Why the game ended, by its rules, worked out from `self.view`: (words, pictures), the
        pictures a list of sprite names drawn left of the words (a name ending in "|x" is drawn
        crossed out: "no dragon is left"). None when the game has nothing to say."""
        fn = getattr(self.WORDS, "end_reason", None)
        return fn(self.view) if fn else None

    def animation(self, kind):
        """What queues the animations of a rule event of type `kind` (called with the event,
        before and after), or None: the scene's anim_<kind> method; a scene that keeps its
        animations in a part of their own returns that part's."""
        return getattr(self, "anim_" + kind, None)

    def hint_still_shown(self):
        """Whether the board still shows the hint as it came (Enter then plays it): a game that
        lets the person move the hinted piece about without a press says no once it moved."""
        return True

    def on_hint(self, action):
        """Show the suggested action (called with None to clear it)."""
