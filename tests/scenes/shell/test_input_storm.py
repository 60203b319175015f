"""A seeded storm of keys, clicks, taps and pad presses through every scene: no crash."""

from __future__ import annotations

import pygame
import pytest

from game.rng import Rng
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start

KEYS = ("return", "escape", "up", "down", "left", "right", "tab", "p", "h", "l", "q", "e",
        "space", "backspace")
PAD_BUTTONS = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
               pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_START,
               pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
               pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)


def random_event(rng: Rng) -> pygame.event.Event:
    kind = rng.randbelow(5)
    E = pygame.event.Event
    if kind <= 1:
        code = pygame.key.key_code(rng.choice(KEYS))
        etype = pygame.KEYDOWN if kind == 0 else pygame.KEYUP
        return E(etype, key=code, mod=0, scancode=0, unicode="")
    pos = (rng.randbelow(1920), rng.randbelow(1080))
    if kind == 2:
        return E(rng.choice((pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN)),
                 pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    if kind == 3:
        return E(pygame.FINGERUP, x=pos[0] / 1920, y=pos[1] / 1080, dx=0, dy=0, finger_id=1,
                 touch_id=0, pressure=1.0)
    etype = pygame.CONTROLLERBUTTONDOWN if rng.randbelow(2) else pygame.CONTROLLERBUTTONUP
    return E(etype, instance_id=rng.randbelow(2), button=rng.choice(PAD_BUTTONS))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_input_storm_never_crashes(tmp_path, seed):
    app = make_app(tmp_path, lang="en")
    app.settings.anim_speed = 0.0
    rng = Rng(seed)
    scenes = set()
    try:
        start(app, TitleScene(app))
        for frame in range(600):       # the three seeds meet 17 scenes, as in 900 frames
            if not app.running and frame:
                app.running = True              # "Quit" was chosen: keep storming
            assert app.stack.top is not None, "input emptied the scene stack"
            for _ in range(rng.randbelow(3)):
                app.handle_event(random_event(rng))
            app.step(1 / 60)
            app.frame += 1
            scenes.add(app.stack.top.name)
    finally:
        app.shutdown()
    assert len(scenes) >= 3, scenes
