"""Kiosk mode: no quit, idle menus fall back to the title, the admin sequence and PIN."""

from __future__ import annotations

import pytest

from scenes.admin import LOCKOUT, MAX_FAILURES, SEQUENCE, AdminPinScene
from scenes.input import Action, ActionEvent
from scenes.settings import SettingsScene
from scenes.title import TitleScene

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


def enter_sequence(app, scene):
    for action in SEQUENCE:
        scene.action(ActionEvent(action))
        step(app)


def test_secret_sequence_then_pin_quits(kiosk):
    title = TitleScene(kiosk)
    start(kiosk, title)
    enter_sequence(kiosk, title)
    pad = kiosk.stack.top
    assert isinstance(pad, AdminPinScene)
    for digit in "2718":
        for _ in range(int(digit)):
            pad.action(ActionEvent(Action.UP))
        pad.action(ActionEvent(Action.RIGHT))
    kiosk.running = True
    pad.action(ActionEvent(Action.CONFIRM))
    assert kiosk.running is False


def test_wrong_pins_lock_the_pad(kiosk):
    title = TitleScene(kiosk)
    start(kiosk, title)
    enter_sequence(kiosk, title)
    pad = kiosk.stack.top
    kiosk.running = True
    for _ in range(MAX_FAILURES):
        pad.action(ActionEvent(Action.CONFIRM))          # 0000 is wrong
    assert kiosk.admin_lock.locked_for == LOCKOUT
    pad.action(ActionEvent(Action.UP))
    assert pad.digits[0] == 0                            # locked: input ignored
    step(kiosk, 60 * 61)
    assert kiosk.admin_lock.locked_for == 0 and kiosk.running is True


def test_bad_admin_pin_in_config_is_refused(tmp_path, capsys):
    from main import main
    config = tmp_path / "k.json"
    config.write_text('{"admin_pin": "12"}')
    assert main(["--headless", "--config", str(config)]) == 2
    assert "admin_pin" in capsys.readouterr().err
