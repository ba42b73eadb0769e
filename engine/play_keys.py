"""The keys every game in progress answers the same way, whatever the game: Esc the menu, F1 the
rules, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) undo and redo, H a hint; in the class mode undo, redo and
the hint are the teacher's (Ctrl+Shift+Left / Right / H) and the plain keys do nothing."""
import pygame


def command_for(scene, event):
    """The play scene's command a key press asks for, or None (the key is the game's own).
    A key that the class mode keeps from the children gives `ignore`."""
    key, mods = event.key, event.mod
    ctrl = mods & pygame.KMOD_CTRL
    if key == pygame.K_ESCAPE:
        return scene.open_menu
    if key == pygame.K_F1:
        return scene.open_rules
    if scene.app.kiosk:
        if ctrl and mods & pygame.KMOD_SHIFT:
            teacher = {pygame.K_LEFT: scene.undo, pygame.K_RIGHT: scene.redo,
                       pygame.K_h: scene.ask_hint}.get(key)
            if teacher is not None:
                return teacher
        if ctrl or key == pygame.K_h:
            return ignore
    elif ctrl and key == pygame.K_z:
        return scene.redo if mods & pygame.KMOD_SHIFT else scene.undo
    if ctrl and key == pygame.K_y:
        return scene.redo
    if key == pygame.K_h:
        return scene.ask_hint
    return None


def ignore():
    pass
