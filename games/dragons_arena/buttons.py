"""Dragons Arena's buttons: shake (on the lid), roll, the tick and "at random" of the secret
powers, the element power, the three splits of Equal Power. A part of the scene of its own: it
lays them out in the acting species' panel and says which show, given the actions they call, the
geometry, and each time what the person may do."""
import pygame

from engine.ui import theme
from engine.ui.widgets import Button, Group
from games.dragons_arena.view import FIRE, ICE


class Controls:
    def __init__(self, shake, roll, confirm, random, element, split):
        g = Group()
        self.shake_btn = g.add(Button(shake, icon="ui/dice", label="dragons-arena.ui.shake",
                                      color=theme.BUTTON_GO, name="shake"))
        self.roll_btn = g.add(Button(roll, icon="ui/dice", label="dragons-arena.ui.roll",
                                     color=theme.BUTTON_GO, name="roll"))
        self.confirm_btn = g.add(Button(confirm, icon="ui/tick", color=theme.BUTTON_GO,
                                        name="confirm"))
        self.random_btn = g.add(Button(random, icon="ui/random", name="random-powers"))
        # The flame or the snowflake is the child's cue; the power's name beside it is for readers
        # (too long to stand 42 px tall in a panel's width).
        self.element_btn = g.add(Button(element, name="element", adult=True))
        self.split_btns = [g.add(Button(lambda a=a: split(a), name=f"split:{a}",
                                        color=theme.PAPER)) for a in (1, 2, 3)]
        self.group = g
        self.g = self.s = None

    @property
    def buttons(self):
        return self.group.buttons

    def find(self, name):
        return self.group.find(name)

    def handle(self, event):
        return self.group.handle(event)

    def panel_buttons(self):
        """The buttons in the side panels (the shake button lies on the lid: drawn with it)."""
        return [b for b in self.group.buttons if b is not self.shake_btn]

    def layout(self, g, s):
        self.g, self.s = g, s
        self.shake_btn.rect = pygame.Rect(0, 0, min(g.arena.width - s(80), s(560)),
                                          s(theme.BUTTON_BIG))
        self.shake_btn.rect.midbottom = (g.arena.centerx, g.arena.bottom - s(30))

    def place(self, who):
        """Put the acting species' buttons into its panel (`who` the seat to act)."""
        g, s = self.g, self.s
        seat = who if who in (FIRE, ICE) else FIRE
        p = g.panels[seat]
        m = g.button_margin     # the buttons' shadows kept inside the panel's border
        r = pygame.Rect(p.x + g.frame_w + s(4), p.bottom - g.button_h - m,
                        p.width - g.frame_w - s(4) - m, g.button_h)
        self.roll_btn.rect = r.copy()
        self.element_btn.rect = r.copy()
        # The tick (with the total) and the dice of "at random": both a child's size, apart.
        small = max(r.height, s(theme.CHILD_TARGET))
        gap = g.press_gap
        self.confirm_btn.rect = pygame.Rect(r.x, r.y, r.width - small - gap, r.height)
        self.random_btn.rect = pygame.Rect(r.right - small, r.y, small, r.height)
        for b, rect in zip(self.split_btns, g.split_rects(seat)):
            b.rect = rect

    def refresh(self, phase, human, legal, draft, shaking, element_mode):
        """Which buttons show in `phase`, a person to act (`human`) with the actions `legal`;
        `draft` the secret powers chosen, `shaking` a shake in progress. Returns the element
        actions ("combust", "blizzard") among them."""
        self.shake_btn.visible = human and phase == "shake" and not shaking
        self.roll_btn.visible = human and phase == "roll"
        choosing = human and phase == "powers"
        self.confirm_btn.visible = self.random_btn.visible = choosing
        if choosing:
            self.confirm_btn.enabled = ["powers", sorted(draft)] in legal
            # The total alone keeps a child's 42 px in the narrow button; the prompt line says
            # "total 27 of 28", and the tick lights only at 28.
            self.confirm_btn.label = str(sum(draft))
            self.confirm_btn.raw = True
        el = {a[0] for a in legal} & {"combust", "blizzard"}
        self.element_btn.visible = human and phase == "duel" and bool(el)
        if el:
            fire = "combust" in el
            self.element_btn.icon = "dragons-arena/combustion" if fire else "dragons-arena/blizzard"
            self.element_btn.label = ("dragons-arena.ui.combustion" if fire
                                      else "dragons-arena.ui.blizzard")
            self.element_btn.selected = element_mode
        for b, a in zip(self.split_btns, (1, 2, 3)):
            b.visible = human and phase == "split" and ["split", a, 7 - a] in legal
        return el

    def mark_hint(self, hint, draft):
        """The button a hint suggests pressing lit (a split of Equal Power; the tick once the
        hinted powers are the ones in the hand), as the board's hints are marked."""
        hint = hint if isinstance(hint, list) else [None]
        for b, a in zip(self.split_btns, (1, 2, 3)):
            b.selected = hint == ["split", a, 7 - a]
        self.confirm_btn.selected = hint[0] == "powers" and sorted(draft or []) == hint[1]
