"""The end of a game, on the play scene: the title that says who won, and the board once the game
is over (after the end screen's eye button): a top banner that says the game is over and a big
button, with Enter as its key, that brings the end screen back. PlayScene mixes it in before
Chrome, whose banner and buttons it extends. The game's hooks for the end screen (`end_lines`,
`end_pictures`, `end_reason`) are in engine/play_hooks.py."""
import pygame

from engine import assets, seats
from engine.i18n import tr
from engine.rules import CHANCE
from engine.ui import banner, classroom, results, text, theme
from engine.ui.widgets import Button


def title(play):
    """Who won, in words: "Fire wins!", "It's a draw!", "Nobody wins!"."""
    outcome = results.results(play.rules.returns(play.state))
    winners = [i for i, r in enumerate(outcome) if r == results.WIN]
    if all(r == results.LOSS for r in outcome):
        return tr("box.end.nobody")
    if not winners:
        return tr("box.end.draw")
    infos = [seats.info(play.entry.info, i) for i in winners]
    names = ", ".join(tr(i["name"]) for i in infos)
    return tr(seats.verb_key("box.end.wins", infos), player=names)


class WhenButton(Button):
    """A button shown only while `when()` is true (asked at every draw and every event, so no
    code has to remember to show or hide it)."""

    def __init__(self, action, when, **kw):
        self.when = when
        super().__init__(action, **kw)

    @property
    def visible(self):
        return self.when()

    @visible.setter
    def visible(self, value):
        pass


class Ending:
    # --- the board once the game is over --------------------------------------------------------
    def over(self):
        """The game is over and the show has told its end: the board is being looked at."""
        return self.match.is_over() and not self.busy()

    def build_chrome(self):
        super().build_chrome()
        # Enter, like the end screen's Play again: the one big key a child finds.
        self.result_btn = self.chrome.add(WhenButton(
            self.show_end, self.over, icon="ui/trophy-gold", label="box.end.result",
            name="result", color=theme.BUTTON_GO, key=pygame.K_RETURN))

    def layout_chrome(self, size):
        board = super().layout_chrome(size)
        # The button takes the right end of the banner's place: the banner still says why. Its
        # word needs less than 400 px at 1920x1080; at 520 the banner's "La partie est finie !"
        # was drawn 34 px tall, under a child's 42.
        b = self.banner_rect
        w = min(self.s(400), b.width // 2)
        self.result_btn.rect = pygame.Rect(b.right - w, b.y, w, b.height)
        self.over_rect = pygame.Rect(b.x, b.y, b.width - w - self.s(theme.GAP) * 2, b.height)
        return board

    def draw_banner(self, surface):
        if self.over():
            self.draw_over(surface, self.over_rect)
        elif self.match.is_over() and self.shown_actor() in (None, CHANCE):
            # The end told with no one's move on screen (Dragon Inferno's count): the bar said
            # nothing for those seconds. The whole bar: the Result button comes after.
            self.draw_over(surface, self.banner_rect)
        else:
            super().draw_banner(surface)

    def draw_over(self, surface, r):
        """The game is over, in a pill over `r`."""
        s = self.s
        pygame.draw.rect(surface, theme.INK, r, border_radius=r.height // 3)
        pygame.draw.rect(surface, theme.WHITE, r, 3, border_radius=r.height // 3)
        label = tr("box.over")
        cup = r.height - s(24)
        room = r.width - cup - s(60)
        # One line at a child's size, else two lines before smaller letters: beside the Result
        # button at 1024x768, "La partie est finie !" on one line was drawn with 13 px capitals.
        px, lines = text.child_fit(label, s(theme.TEXT), room, max_lines=1, bold=True)
        # two lines as large as the bar's height allows (at 800x600 two at the full size were
        # 2 px too tall for it, and one line fell back to 13 px capitals)
        tall = (r.height - s(8)) // 2      # a margin: the words are outlined, with no plate
        two = text.fit_lines(label, min(text.cap_px(s(theme.TEXT), True), tall), room, 2, True)
        if px < two[0] and len(two[1]) == 2 and 2 * two[0] <= r.height:
            px, lines = two[0], text.two_lines(label, two[0], room, bold=True) or two[1]
        img = assets.sprite("ui/finish", (cup, cup))
        surface.blit(img, img.get_rect(midleft=(r.x + s(16), r.centery)))
        banner.say_parts(surface, [(px, lines)], theme.INK, r.x + cup + s(32), r.centery, r)
        for line in lines:
            classroom.child_text(text.render(line, px, theme.WHITE, True), "over-banner")
