"""Driving a tutorial headlessly with the same input events a player sends.

`key(app, name)` presses a key through the App's event handling (as `--script` does);
`pick_path(scene)` is the list of picker indexes that lead to an accepted move, so a
test can walk the picker with DOWN and Enter the way a keyboard or pad player would.
"""

from __future__ import annotations

import pygame

from scenes.app import App, AppOptions
from scenes.tutorial.scene import TutorialScene, _leads_to

DT = 1 / 60
MAX_FRAMES_PER_STEP = 2400


def make_app(tmp_path, **kwargs) -> App:
    """A headless App saving into tmp_path, bots in-process."""
    kwargs.setdefault("bot_process", False)
    return App(AppOptions(headless=True, save_dir=tmp_path, **kwargs))


def step(app: App, frames: int = 1) -> None:
    """Advance the app by whole frames of 1/60 s (input, update, draw)."""
    for _ in range(frames):
        app.step(DT)
        app.frame += 1


def start(app: App, scene) -> None:
    """Make `scene` the only scene on the stack."""
    app.stack.clear_to(scene)
    app.stack.apply_pending()


def press(app, name: str) -> None:
    """Press and release a key (by pygame key name), like a scripted 'key' entry."""
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.handle_event(pygame.event.Event(kind, key=code, mod=0, scancode=0, unicode=""))


def click(app, pos) -> None:
    """A mouse click at a logical position, like a scripted 'click' entry."""
    pos = (float(pos[0]), float(pos[1]))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))


def settle(app, scene: TutorialScene) -> None:
    """Step frames until the lesson waits for the player (a reading or a move)."""
    for _ in range(MAX_FRAMES_PER_STEP):
        if app.stack.top is not scene:
            return
        if (scene.reading() and not scene.layout.busy) or (scene.expecting() and scene.picker is not None
                                                           and not scene.layout.busy):
            return
        step(app)
    raise AssertionError(f"tutorial stuck at step {scene.index + 1}")


def walk_to(app, scene: TutorialScene, wanted) -> None:
    """Press DOWN/Enter through the picker to the first row leading to `wanted(choice)`."""
    for _ in range(6):
        picker = scene.picker
        level = picker.level
        target = next(i for i, c in enumerate(level) if wanted(c))
        while picker.focus != target:
            press(app, "down")
            step(app)
        press(app, "return")
        step(app)
        if scene.picker is not picker or not picker.path or picker.level is level:
            return
    raise AssertionError("picker too deep")


def right_move(app, scene: TutorialScene) -> None:
    """Make the step's expected move with the keyboard."""
    walk_to(app, scene, lambda c: _leads_to(c, scene.step))
