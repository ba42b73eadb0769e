"""The toy game's first-time tips (engine/tips.py), for the engine's tests: one moment at the first
bid, a second one from the second round on. A picture of plain shapes."""
import pygame

MOMENTS = ["bid", "later"]


def moments(view):
    if view.get("phase") != "bid":
        return []
    return ["bid"] + (["later"] if view.get("round", 0) >= 1 else [])


def draw_picture(surface, rect, key):
    pygame.draw.rect(surface, (0, 114, 178), rect.inflate(-rect.w // 4, -rect.h // 4))
