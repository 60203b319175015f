"""Driving a tutorial headlessly with the same input events a player sends.

A `Driver` presses keys or pad buttons through `App.handle_event` (what `--script`
entries become) between fixed 1/60 s frames, and records every press as a `--script`
entry, so a test can replay the very same run from a script file. `right_move`
moves the focus over the table's targets and confirms, as a keyboard or pad player would.
"""

from __future__ import annotations

import pygame

from scenes.shell.app import App, AppOptions
from scenes.shell.input import PAD_BUTTONS
from scenes.tutorial.scene import TutorialScene

DT = 1 / 60
MAX_FRAMES_PER_STEP = 3000
MAX_ACTIONS = 400          # presses/moves in one lesson before a test calls it stuck
KEYS = {"down": "down", "up": "up", "left": "left", "right": "right", "confirm": "return",
        "hint": "h", "back": "escape"}
BUTTONS = {"down": "dpdown", "up": "dpup", "left": "dpleft", "right": "dpright",
           "confirm": "a", "hint": "y", "back": "b"}


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


def click(app: App, pos, touch: bool = False) -> None:
    """A mouse click (or a finger tap) at a logical position."""
    x, y = float(pos[0]), float(pos[1])
    if touch:
        args = dict(x=x / 1920, y=y / 1080, dx=0.0, dy=0.0, finger_id=0, touch_id=0, pressure=1.0)
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            app.handle_event(pygame.event.Event(kind, **args))
        return
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                        buttons=(0, 0, 0), touch=False))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, pos=(x, y), button=1, touch=False))


class Driver:
    """Plays a tutorial scene with a keyboard or a pad, recording a --script."""

    def __init__(self, app: App, scene: TutorialScene, device: str = "keyboard") -> None:
        self.app = app
        self.scene = scene
        self.device = device
        self.entries: list[dict] = []

    def press(self, name: str) -> None:
        """Press and release an action's key or button now, and record it."""
        frame = self.app.frame
        if self.device == "pad":
            button = BUTTONS[name]
            kinds = (("button", pygame.CONTROLLERBUTTONDOWN), ("buttonup", pygame.CONTROLLERBUTTONUP))
            for entry, kind in kinds:
                self.app.handle_event(pygame.event.Event(kind, instance_id=0, button=PAD_BUTTONS[button]))
                self.entries.append({"frame": frame, "type": entry, "pad": 0, "button": button})
        else:
            code = pygame.key.key_code(KEYS[name])
            for entry, kind in (("key", pygame.KEYDOWN), ("keyup", pygame.KEYUP)):
                self.app.handle_event(pygame.event.Event(kind, key=code, mod=0, scancode=0, unicode=""))
                self.entries.append({"frame": frame, "type": entry, "key": KEYS[name]})
        step(self.app)

    def settle(self) -> None:
        """Step frames until the lesson waits for the player (a reading or a move)."""
        scene = self.scene
        step(self.app)                      # at least one update: the caption is laid out
        for _ in range(MAX_FRAMES_PER_STEP):
            if self.app.stack.top is not scene:
                return
            if not scene.layout.busy and (scene.reading() or
                                          (scene.expecting() and scene.picker is not None)):
                return
            step(self.app)
        raise AssertionError(f"tutorial stuck at step {scene.index + 1}")

    def right_move(self) -> None:
        """Make the current step's expected move (see `make`)."""
        self.make(self.scene.expected_move())

    def make(self, move) -> None:
        """Make `move` with d-pad presses on the table's targets (the focus moving to
        the nearest in each direction) and confirm."""
        aim = self.scene.aim
        for target in aim.tree.follow(move):
            route = aim.route(target)
            assert route is not None, f"cannot reach {target!r} on the table"
            for action in route:
                self.press(action.value)
            assert aim.focus is not None and aim.focus.step == target
            self.press("confirm")

    def play_through(self) -> None:
        """Read every info step and make every expected move, to the "try it" panel."""
        for _ in range(MAX_ACTIONS):
            if self.app.stack.top is not self.scene:
                return
            self.settle()
            if self.app.stack.top is not self.scene:
                return
            if self.scene.reading():
                self.press("confirm")
            else:
                self.right_move()
        raise AssertionError(f"lesson not finished after {MAX_ACTIONS} actions")
