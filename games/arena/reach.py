"""Whose reach the arena shows: a fighter's card tapped shows where that fighter could strike on
its next turn, a person's own card every opponent's reach (the dangers to that fighter). A part of
the scene: it holds the choice and works out the zone and the card's words once per shown
position (every exact walk of every foe: not something to redo every frame)."""
from games.arena import draw_threat, threats


class Reach:
    def __init__(self):
        self.of = None      # a seat whose strike zone is shown, or "all" (the dangers to `for_`)
        self.for_ = None    # whose card asked: the fighter the dangers are to
        self._zone = (None, None)
        self._words = (None, None)

    def toggle(self, seat, mine):
        """A tap on `seat`'s card; `mine`: the person's own card (every danger to it)."""
        shown = "all" if mine else seat
        same = self.of == shown and (not mine or self.for_ == seat)
        self.of = None if same else shown
        self.for_ = seat

    def on_card(self, seat):
        """The badge the card of `seat` carries: "reach" (its threat shown), "danger" (the
        dangers to it shown), or None."""
        if self.of == seat:
            return "reach"
        return "danger" if self.of == "all" and self.for_ == seat else None

    def passed_to(self, seat):
        """Another person's turn begins: the dangers to the last one's fighter are put away (its
        words told the next person "Here, 1 can hit you")."""
        if self.of == "all" and self.for_ != seat:
            self.of = None

    def zone(self, shown, version):
        """{hex: how many could strike there} for "all" (every free hex: not a fighter's, nor
        its own, which the card's words tell; nothing for a fighter out of the fight), else
        draw_threat.zone_of's (stands, danger); `version` is the stage's (the shown position)."""
        key = (version, self.of, self.for_)
        if self._zone[0] != key:
            if self.of == "all":
                held = {f["hex"] for f in shown["fighters"]}
                out = shown["fighters"][self.for_]["hp"] <= 0
                zone = {} if out else {h: len(w) for h, w in
                                       threats.danger(shown, self.for_).items() if h not in held}
            else:
                zone = draw_threat.zone_of(shown, self.of)
            self._zone = (key, zone)
        return self._zone[1]

    def words(self, shown, version, you):
        """What the tapped card says to `you` about its fighter's reach next turn, or None; one's
        own card, how many could strike it where it stands."""
        seat = self.of
        if seat == "all":
            if you != self.for_ or shown["fighters"][self.for_]["hp"] <= 0:
                return None
            key = (version, seat, self.for_)
            if self._words[0] != key:
                self._words = (key, draw_threat.danger_words(shown, self.for_))
            return self._words[1]
        if seat is None or you is None or you == seat:
            return None
        key = (version, seat, you)
        if self._words[0] != key:
            self._words = (key, draw_threat.reach_words(shown, seat, you))
        return self._words[1]
