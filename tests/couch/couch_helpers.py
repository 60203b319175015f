"""Shared helpers for the couch tests: pads, keys and pointer events into a headless App,
and a record of whose eyes every drawn frame came from."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app, start, step  # noqa: E402,F401

E = pygame.event.Event


def pad_event(app, pad: int, button: int, down: bool = True) -> None:
    """A pad button pressed or released."""
    etype = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    app.handle_event(E(etype, instance_id=pad, button=button))


def press(app, pad: int, button: int = pygame.CONTROLLER_BUTTON_A) -> None:
    """A pad button pressed and released."""
    pad_event(app, pad, button, True)
    pad_event(app, pad, button, False)


def key_event(app, key: int, down: bool = True, scancode: int = 0) -> None:
    """A key pressed or released (no scancode: matched by the printed letter)."""
    etype = pygame.KEYDOWN if down else pygame.KEYUP
    app.handle_event(E(etype, key=key, mod=0, scancode=scancode, unicode=""))


def tap(app, key: int, scancode: int = 0) -> None:
    """A key pressed and released."""
    key_event(app, key, True, scancode)
    key_event(app, key, False, scancode)


def mouse(app, kind: str, pos) -> None:
    """A mouse button 1 event ("down", "up") or a motion ("move") at a logical position."""
    etype = {"down": pygame.MOUSEBUTTONDOWN, "up": pygame.MOUSEBUTTONUP,
             "move": pygame.MOUSEMOTION}[kind]
    app.handle_event(E(etype, pos=pos, button=1, rel=(0, 0), buttons=(kind == "down", 0, 0),
                       touch=False))


def finger(app, kind: str, pos, finger_id: int = 1) -> None:
    """A touch event at a logical position (the headless window is 1920x1080)."""
    etype = {"down": pygame.FINGERDOWN, "up": pygame.FINGERUP, "move": pygame.FINGERMOTION}[kind]
    app.handle_event(E(etype, x=pos[0] / 1920, y=pos[1] / 1080, dx=0, dy=0,
                       finger_id=finger_id, touch_id=0, pressure=1.0))


def add_pads(app, *pads: int) -> None:
    """Plug pads in with these instance ids."""
    for index, pad in enumerate(pads):
        app.handle_event(E(pygame.CONTROLLERDEVICEADDED, device_index=index, instance_id=pad))


def watch_draws(table, record: list) -> None:
    """Record (viewer, peeking, current, confirmed, fresh) of every layout draw, to check
    by code what was shown: fresh says the frame came from a view of observe(viewer)."""
    original = table.layout.draw

    def draw(surface, view):
        fresh = view.viewer == table.viewer and view.obs == table.state.observe(table.viewer)
        record.append((table.viewer, table.peeking, table.state.current_player,
                       table.confirmed, fresh))
        return original(surface, view)
    table.layout.draw = draw


def until(app, condition, frames: int = 600) -> bool:
    """Step until condition() holds (True) or the frames run out (False)."""
    for _ in range(frames):
        if condition():
            return True
        step(app)
    return condition()
