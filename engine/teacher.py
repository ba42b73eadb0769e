"""The teacher's keys in a game, part of the play scene (engine.play.PlayScene).

In the class mode (App.kiosk) the children see nothing that undoes a move, asks the computer or
leaves the game in progress: no Undo, Redo or Hint, no rules book, no Restart and no Back to the
box (the chrome and the game menu hide them). The teacher reaches each with Ctrl+Shift and a key:

    Left / Right   undo / redo            H   a hint
    R              the rules book         N   restart (asks first, as the menu does)
    B              back to the box
"""
import pygame

from engine.i18n import tr


class TeacherKeys:
    def teacher_keys(self, event):
        """A key pressed in the class mode: run the teacher's command it names, if any."""
        if not (event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_SHIFT):
            return
        command = {pygame.K_LEFT: self.undo, pygame.K_RIGHT: self.redo,
                   pygame.K_h: self.ask_hint, pygame.K_r: self.open_rules,
                   pygame.K_n: self.ask_restart, pygame.K_b: self.back_to_box}.get(event.key)
        if command is not None:
            command()

    def ask_restart(self):
        self.app.open("confirm", "box.menu.restart", tr("box.restart_question"), self.restart)
