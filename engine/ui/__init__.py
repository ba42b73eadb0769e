"""Shared widgets: big buttons, text, panels and dialogs for every game."""
