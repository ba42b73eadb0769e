"""Guardians Arena's panel buttons: up to three action buttons (the Guardian's influence and
ability, a channeller's mode, Ready, a card's own button) named for what the chooser offers now,
Cancel above them once a click was made, and apart at the bottom the one Pass button, named for
what passing means now. A part of the scene of its own: given the geometry's slots, the chooser
and whether the person at the screen acts; what a press does is the scene's (its callbacks)."""
from engine.ui import theme
from engine.ui.widgets import Button, Group
from games.guardians_arena import words


class Controls:
    def __init__(self, on_pass, on_action, on_cancel):
        g = Group()
        self.pass_btn = g.add(Button(on_pass, label="pass", raw=True, name="pass",
                                     color=theme.BUTTON_DANGER, adult=True))
        self.action_btns = [g.add(Button(lambda k=k: on_action(k), label="", raw=True,
                                         name="action:%d" % k, color=theme.BUTTON_GO, adult=True))
                            for k in range(3)]
        self.cancel_btn = g.add(Button(on_cancel, label="", raw=True, name="cancel",
                                       color=theme.BUTTON, adult=True))
        self.group = g
        self.names = {}         # k: the chooser's name of the button action_btns[k] shows
        self.slots = 0          # how many action buttons the layout has room for

    def place(self, g):
        """Into the geometry's slots (the first one is Cancel's when it shows)."""
        self.pass_btn.rect = g.pass_slot.copy()
        for b, r in zip(self.action_btns, g.slots):
            b.rect = r.copy()
        self.cancel_btn.rect = g.slots[0].copy()
        self.slots = len(g.slots)

    def refresh(self, me, chooser):
        """Which buttons show and their names: the chooser's, when the person at the screen acts
        (`me`)."""
        self.pass_btn.visible = me and bool(chooser.passes) and not chooser.picked
        self.pass_btn.label = words.pass_label(chooser.passes)
        names = chooser.buttons() if me else []
        self.cancel_btn.visible = me and bool(chooser.picked)
        self.cancel_btn.label = words.button_label("cancel")
        start = 1 if self.cancel_btn.visible else 0
        self.names = {}
        for k, b in enumerate(self.action_btns):
            j = k - start
            b.visible = 0 <= j < len(names) and k < self.slots
            if b.visible:
                self.names[k] = names[j]
                b.label = words.button_label(names[j])

    def shown(self):
        """The buttons of the panel shown, top to bottom (the keys 1 to 3 press them)."""
        return [b for b in [self.cancel_btn] + self.action_btns if b.visible]

    def rect_of(self, place):
        """Where the Pass button ("pass") or a panel button (("btn", name)) is, or None."""
        if place == "pass":
            return self.pass_btn.rect if self.pass_btn.visible else None
        # A button appears once the places before it are picked.
        for k, name in self.names.items():
            if name == place[1] and self.action_btns[k].visible:
                return self.action_btns[k].rect
        return None

    def handle(self, event):
        return self.group.handle(event)

    def draw(self, surface):
        self.group.draw(surface)
