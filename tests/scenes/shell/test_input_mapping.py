"""Input mapping: keys, mouse, touch and pads to actions; auto-repeat; pad tracking."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.input import (REPEAT_DELAY, REPEAT_EVERY, Action, ActionEvent, InputMapper,
                          PointerEvent)

E = pygame.event.Event


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def keydown(key, mod=0):
    return E(pygame.KEYDOWN, key=key, mod=mod, scancode=0, unicode="")


def test_keys_map_to_actions():
    m = InputMapper()
    assert m.handle(keydown(pygame.K_RETURN)) == [ActionEvent(Action.CONFIRM, True,
                                                              "keyboard:right")]
    assert m.handle(keydown(pygame.K_ESCAPE))[0].action is Action.BACK
    assert m.handle(keydown(pygame.K_TAB))[0].action is Action.PEEK
    assert m.handle(keydown(pygame.K_F11))[0].action is Action.FULLSCREEN
    assert m.handle(keydown(pygame.K_RETURN, pygame.KMOD_LALT))[0].action is Action.FULLSCREEN
    assert m.handle(keydown(pygame.K_F5)) == []


def test_held_direction_repeats_after_delay():
    m = InputMapper()
    m.handle(keydown(pygame.K_DOWN))
    assert m.update(REPEAT_DELAY - 0.01) == []
    repeats = m.update(0.01 + REPEAT_EVERY * 2 + 0.001)
    assert len(repeats) == 3 and all(r.repeat and r.action is Action.DOWN for r in repeats)
    released = m.handle(E(pygame.KEYUP, key=pygame.K_DOWN, mod=0, scancode=0, unicode=""))
    assert released == [ActionEvent(Action.DOWN, False, "keyboard:right")]
    assert m.update(1.0) == []


def test_confirm_does_not_repeat():
    m = InputMapper()
    m.handle(keydown(pygame.K_RETURN))
    assert m.update(2.0) == []


def test_pads_tracked_by_instance_id_and_buttons_mapped():
    m = InputMapper()
    m.handle(E(pygame.CONTROLLERDEVICEADDED, device_index=0, instance_id=7))
    m.handle(E(pygame.CONTROLLERDEVICEADDED, device_index=1, instance_id=3))
    assert m.pad_order == [7, 3]
    out = m.handle(E(pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=pygame.CONTROLLER_BUTTON_A))
    assert out == [ActionEvent(Action.CONFIRM, True, "pad:3")]
    out = m.handle(E(pygame.CONTROLLERBUTTONDOWN, instance_id=7,
                     button=pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert out[0].action is Action.LEFT and out[0].device == "pad:7"
    released = m.handle(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    assert released == [ActionEvent(Action.LEFT, False, "pad:7")]
    assert m.pad_order == [3] and m.update(5.0) == []


def test_joystick_events_are_ignored():
    m = InputMapper()
    assert m.handle(E(pygame.JOYBUTTONDOWN, instance_id=0, joy=0, button=0)) == []
    assert m.handle(E(pygame.JOYHATMOTION, instance_id=0, joy=0, hat=0, value=(0, 1))) == []


def test_stick_has_hysteresis_and_repeats():
    m = InputMapper()
    axis = pygame.CONTROLLER_AXIS_LEFTY

    def move(value):
        return m.handle(E(pygame.CONTROLLERAXISMOTION, instance_id=1, axis=axis,
                          value=int(value * 32767)))

    assert move(0.3) == []
    assert move(0.8) == [ActionEvent(Action.DOWN, True, "pad:1")]
    assert move(0.45) == []            # still held: between the two thresholds
    assert len(m.update(REPEAT_DELAY + 0.001)) == 1
    assert move(0.1) == [ActionEvent(Action.DOWN, False, "pad:1")]
    out = move(-0.9)
    assert out == [ActionEvent(Action.UP, True, "pad:1")]


def test_mouse_and_touch_give_logical_pointer_events():
    m = InputMapper(window_size=lambda: (1280, 1024))   # letterboxed 1280x720 at y=152
    out = m.handle(E(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1, touch=False))
    assert out == [PointerEvent("down", (960.0, 540.0), 1, "mouse")]
    assert m.handle(E(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, touch=True)) == []
    out = m.handle(E(pygame.FINGERDOWN, x=0.5, y=0.5, dx=0, dy=0, finger_id=2, touch_id=0,
                     pressure=1.0))
    assert out[0].kind == "down" and out[0].pos == pytest.approx((960.0, 540.0))
    assert out[0].device == "touch:2"


def test_the_app_starts_the_controller_subsystem(tmp_path):
    from pygame._sdl2 import controller
    from scene_helpers import make_app
    app = make_app(tmp_path)
    try:
        assert controller.get_init()
    finally:
        app.shutdown()
