"""Shared helpers for the headless scene tests: an App in a temp folder, stepping frames."""

from __future__ import annotations

import numpy as np
import pygame

from scenes.shell.app import App, AppOptions
from scenes.shell.loop import MAX_DT

DT = 1 / 60


def make_app(tmp_path, **kwargs) -> App:
    """A headless App saving into tmp_path, bots in-process unless asked otherwise."""
    kwargs.setdefault("bot_process", False)
    options = AppOptions(headless=True, save_dir=tmp_path, **kwargs)
    return App(options)


def running_app(tmp_path, anim_speed: float | None = None, **kwargs):
    """For a fixture: yields a headless App (animations at `anim_speed` if given) and
    shuts it down after the test."""
    app = make_app(tmp_path, **kwargs)
    if anim_speed is not None:
        app.settings.anim_speed = anim_speed
    yield app
    app.shutdown()


def step(app: App, frames: int = 1) -> None:
    """Advance the app by whole frames of 1/60 s (input, update, draw)."""
    for _ in range(frames):
        app.step(DT)
        app.frame += 1


def wait(app: App, seconds: float, dt: float = MAX_DT) -> None:
    """Let `seconds` of app time pass in frames of `dt` (by default the longest frame
    the real loop makes): for waits of a minute, where no single frame matters."""
    for _ in range(round(seconds / dt)):
        app.step(dt)
        app.frame += 1


def start(app: App, scene) -> None:
    """Make `scene` the only scene on the stack."""
    app.stack.clear_to(scene)
    app.stack.apply_pending()


def key(app: App, name: str, frames: int = 1) -> None:
    """Press and release a key (by pygame key name), then step."""
    code = pygame.key.key_code(name)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0, unicode=""))
    app.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0, unicode=""))
    step(app, frames)


def forget_layers(table) -> None:
    """Drop a table's cached layers: its next draw makes them afresh (and draws every
    text again, for a test that records them)."""
    table.static.forget()
    table.log_panel.forget()


def same_picture(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether two surfaces show the same RGB pixels. Two surfaces of one format are
    first compared byte for byte, in place (a 1080p frame in 2 ms of CPU, where
    converting both to RGB takes 12 ms); only if those bytes differ, perhaps in an
    unused byte, by their RGB."""
    if (a.get_size(), a.get_bitsize(), a.get_masks(), a.get_pitch()) == \
            (b.get_size(), b.get_bitsize(), b.get_masks(), b.get_pitch()) \
            and np.array_equal(np.frombuffer(a.get_buffer(), np.uint8),
                               np.frombuffer(b.get_buffer(), np.uint8)):
        return True
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def until_turn(app, table, frames: int = 600) -> bool:
    """Step until the table offers its human a move (its picker is up)."""
    for _ in range(frames):
        if table.picker is not None:
            return True
        step(app)
    return table.picker is not None


def dealt(app, table, frames: int = 600) -> None:
    """Step until the table's opening deal (and any other animation) has landed."""
    for _ in range(frames):
        step(app)
        if not table.layout.busy:
            return
    raise AssertionError(f"still animating after {frames} frames")
