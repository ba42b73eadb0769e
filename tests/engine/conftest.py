"""The box with the toy game only, on its first screen: the engine's scene tests start from it
(`app`); a test file that needs another box defines its own."""
import pygame
import pytest

from engine.box import BoxScene
from tests.helpers import make_app, run, toy_entry


@pytest.fixture
def app():
    a = make_app([toy_entry()])
    a.push(BoxScene(a))
    run(a)
    yield a
    pygame.quit()
