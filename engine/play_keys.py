"""The keys every game in progress answers the same way, whatever the game: Esc the menu, F1 the
rules, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) undo and redo, H a hint, and Enter right after a hint
plays it (`HintEnter`).

In the class mode (App.kiosk) the children see nothing that undoes a move, asks the computer or
leaves the game in progress: no Undo, Redo or Hint, no rules book, no Restart and no Back to the
box (the chrome and the game menu hide them), and the plain keys for them do nothing. The teacher
reaches each with Ctrl+Shift and a key:

    Left / Right   undo / redo            H   a hint
    R              the rules book         N   restart (asks first, as the menu does)
    B              back to the box
"""
import pygame

from engine.i18n import tr


def command_for(scene, event):
    """The play scene's command a key press asks for, or None (the key is the game's own).
    A key that the class mode keeps from the children gives `ignore`."""
    key, mods = event.key, event.mod
    ctrl = mods & pygame.KMOD_CTRL
    if key == pygame.K_ESCAPE:
        return scene.open_menu
    if scene.app.kiosk:
        if ctrl and mods & pygame.KMOD_SHIFT:
            teacher = {pygame.K_LEFT: scene.undo, pygame.K_RIGHT: scene.redo,
                       pygame.K_h: scene.ask_hint, pygame.K_r: scene.open_rules,
                       pygame.K_n: lambda: ask_restart(scene),
                       pygame.K_b: scene.back_to_box}.get(key)
            if teacher is not None:
                return teacher
        if ctrl or key in (pygame.K_h, pygame.K_F1):
            return ignore
    elif ctrl and key == pygame.K_z:
        return scene.redo if mods & pygame.KMOD_SHIFT else scene.undo
    if key == pygame.K_F1:
        return scene.open_rules
    if ctrl and key == pygame.K_y:
        return scene.redo
    if key == pygame.K_h:
        return scene.ask_hint
    return None


ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.MOUSEWHEEL)


class HintEnter:
    """Enter pressed while the hint just shown is the last thing that happened plays it, in every
    game alike ("H, then Enter"): one game laid the hinted piece, one pressed its Ready button
    under the hint and one did nothing. Any key, press or turn of the wheel from the moment the
    hint is asked (a cursor moved, a piece turned, a card picked while the hint was worked out)
    is the person's own doing, and Enter then goes to the game; so does a hint the board no
    longer shows as it came (`scene.hint_still_shown()`: a held tile moved with the pointer).
    In the class mode a child's Enter plays the hint the teacher asked for, as a child's tap on
    the hinted place would. The scene calls `taken` before anything of its own sees the event
    (Chrome.handle_overlay)."""

    def __init__(self):
        self.clean = False      # nothing pressed since the hint was asked
        self.fresh = False      # and it has come

    def asked(self):
        self.clean, self.fresh = True, False

    def came(self, action):
        self.fresh = action is not None and self.clean

    def taken(self, scene, event):
        """True when `event` played the hint (the scene then ignores it)."""
        if event.type not in PRESSES:
            return False
        fresh, self.clean, self.fresh = self.fresh, False, False
        if not fresh or event.type != pygame.KEYDOWN or event.key not in ENTER:
            return False
        action = scene.hint
        if action is None or not scene.hint_still_shown():
            return False
        scene.stage.input()     # the key ends the note that says the idea, as any key does
        return scene.submit(action)


def ask_restart(scene):
    scene.app.open("confirm", "box.menu.restart", tr("box.restart_question"), scene.restart)


def ignore():
    pass
