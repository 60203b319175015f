"""Kiosk mode: no quit, idle menus fall back to the title, the held admin combo and PIN."""

from __future__ import annotations

import pygame
import pytest

from game.records.admin import LOCKOUT, MAX_FAILURES
from scenes.shell.input import Action, ActionEvent
from scenes.kiosk.screens import AdminMenuScene
from scenes.kiosk.pinpad import PinPadScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene

from scene_helpers import make_app, start, step


@pytest.fixture
def kiosk(tmp_path):
    app = make_app(tmp_path, kiosk=True, config={"admin_pin": "2718", "attract_after": 10})
    yield app
    app.shutdown()


def test_kiosk_has_no_quit_and_ignores_window_close(kiosk):
    title = TitleScene(kiosk)
    start(kiosk, title)
    assert all(item.label() not in ("Quit", "Quitter") for item in title.menu.items)
    kiosk.running = True
    kiosk.options.headless = False      # a real kiosk window: close requests are refused
    kiosk.quit()
    kiosk.options.headless = True
    assert kiosk.running is True


def test_idle_menu_returns_to_title(kiosk):
    start(kiosk, SettingsScene(kiosk))
    step(kiosk, 60 * 10 + 2)
    assert kiosk.stack.top.name in ("title", "demo") or kiosk.stack.top.name.startswith("table")


def hold_combo(app, seconds: float) -> None:
    """Hold Ctrl+Shift+A (the default admin keys) for `seconds`, then release it."""
    mods = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=mods,
                                        scancode=0, unicode="a"))
    step(app, round(seconds * 60))
    app.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=mods,
                                        scancode=0, unicode="a"))
    step(app)


def test_old_dpad_sequence_opens_nothing(kiosk):
    title = TitleScene(kiosk)
    start(kiosk, title)
    old = (Action.UP, Action.UP, Action.DOWN, Action.DOWN,
           Action.LEFT, Action.RIGHT, Action.LEFT, Action.RIGHT)
    for action in old:
        title.action(ActionEvent(action))
        step(kiosk)
    assert kiosk.stack.top is title


def test_held_combo_then_wrong_pins_lock_the_pad_for_a_minute(kiosk):
    clock = [1_000_000.0]                                # a fake wall clock, in seconds
    kiosk.admin_lock.clock = lambda: clock[0]
    title = TitleScene(kiosk)
    start(kiosk, title)
    hold_combo(kiosk, 1.0)                               # too short: nothing
    assert kiosk.stack.top is title
    hold_combo(kiosk, kiosk.kiosk.admin_hold + 0.1)
    pad = kiosk.stack.top
    assert isinstance(pad, PinPadScene)
    kiosk.running = True
    for _ in range(MAX_FAILURES):
        for key in ("0", "0", "0", "0", "ok"):
            pad.press(key)
    assert kiosk.admin_lock.locked_for == LOCKOUT
    for key in ("2", "7", "1", "8", "ok"):               # the right PIN, but locked
        pad.press(key)
    assert kiosk.stack.top is pad and pad.entered == ""
    clock[0] += 59
    step(kiosk, 60)
    assert kiosk.admin_lock.locked_for == 1.0
    clock[0] += 1                                        # the lock runs out
    assert kiosk.admin_lock.locked_for == 0 and kiosk.running is True
    for key in ("2", "7", "1", "8", "ok"):
        pad.press(key)
    step(kiosk)
    assert isinstance(kiosk.stack.top, AdminMenuScene)


def test_bad_admin_pin_in_config_is_refused(tmp_path, capsys):
    from main import main
    config = tmp_path / "k.json"
    config.write_text('{"admin_pin": "12"}')
    assert main(["--headless", "--config", str(config)]) == 2
    assert "admin_pin" in capsys.readouterr().err
