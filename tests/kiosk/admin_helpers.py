"""What the admin PIN tests share: a wall clock moved by hand, and typing on the PIN
pad (the kiosk log's lines are conftest's `logged` fixture)."""

from __future__ import annotations

from scenes.kiosk.pinpad import PinPadScene
from scenes.menus.title import TitleScene

from scene_helpers import start, step

T0 = 1_800_000_000.0          # a fake wall clock's start (2027), in seconds


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def type_pin(app, digits: str) -> None:
    """Digits then OK on the top keypad, then one frame."""
    for key in list(digits) + ["ok"]:
        app.stack.top.press(key)
    step(app)


def open_pad(app) -> None:
    start(app, TitleScene(app))
    app.supervisor.open_admin()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, PinPadScene)
