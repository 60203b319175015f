"""Keyboard, mouse, touch and gamepads mapped once into semantic actions, per device.

Scenes never see raw pygame events: they get `ActionEvent`s (CONFIRM, BACK, UP...,
with the device that produced them) and `PointerEvent`s (mouse or touch, in logical
1920x1080 coordinates). A finger is a pointer of its own ("touch:<id>"): down, move and
up as a mouse's left button, and a finger held still LONG_PRESS seconds sends "long"
(look at what is under it); its release then sends an "up" of button 0, which chooses
nothing. Gamepads come through `pygame._sdl2.controller` only (the
joystick events SDL also sends for the same pad are ignored) and are tracked by
instance id. Auto-repeat of held directions is written here, for every device alike,
because `key.set_repeat` covers keys only and runs on wall-clock time.

The keyboard is two devices, so that two people can share it on a sofa:
"keyboard:left" (W A S D, Space / left Shift / left Ctrl, X back, Tab peek, Q E tabs)
and "keyboard:right" (arrows or keypad 8 4 2 6, Enter / right Shift / right Ctrl,
Backspace / Delete back, right Alt (Alt Gr) or keypad 0 peek). The other keys (Escape,
P, F10, H, F1, L, Page Up/Down, F11) belong to the whole "keyboard". Scenes that do not
seat people by device treat every keyboard device alike.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from sprites.layout import LOGICAL_SIZE, window_to_logical

REPEAT_DELAY = 0.35   # seconds before a held direction starts repeating
REPEAT_EVERY = 0.08   # seconds between repeats
STICK_ON = 0.55       # stick deflection (fraction of full) that presses a direction
STICK_OFF = 0.35      # deflection below which it is released (hysteresis)
AXIS_MAX = 32767
LONG_PRESS = 0.5      # seconds a finger stays down, still, before it is a long press
TOUCH_SLOP = 24       # logical px a finger may drift and still be still


class Action(enum.Enum):
    """What the player means, whatever the device."""

    CONFIRM = "confirm"
    BACK = "back"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    PEEK = "peek"          # hold to look at one's hidden hand
    MENU = "menu"          # pause menu
    HINT = "hint"
    LOG = "log"            # show or hide the game log
    PREV = "prev"          # previous tab / zone
    NEXT = "next"          # next tab / zone
    FULLSCREEN = "fullscreen"
    UNDO = "undo"          # take back the last move of one's own turn
    INSPECT = "inspect"    # show the focused card large
    MOVES = "moves"        # show or hide the moves panel (the legal moves as a list)
    LEGEND = "legend"      # the game's signs, named (scenes.menus.legend)


DIRECTIONS = frozenset({Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT})


KEYBOARD = "keyboard"               # keys outside both areas: the whole keyboard
KEYBOARD_LEFT = "keyboard:left"
KEYBOARD_RIGHT = "keyboard:right"


@dataclass(frozen=True)
class ActionEvent:
    """An action pressed or released on a device ("keyboard", "keyboard:left",
    "keyboard:right", "mouse", "pad:<id>")."""

    action: Action
    pressed: bool = True
    device: str = KEYBOARD
    repeat: bool = False


@dataclass(frozen=True)
class PointerEvent:
    """A mouse or touch event: kind is "down", "up", "move" or (a finger held still)
    "long"; pos is logical; button 0 is a release that chooses nothing."""

    kind: str
    pos: tuple[float, float]
    button: int = 1
    device: str = "mouse"


@dataclass
class Finger:
    """A finger down: where it went down, how long ago, and whether it stayed still."""

    start: tuple[float, float]
    held: float = 0.0
    still: bool = True
    long_sent: bool = False


# The left area's letters are matched where they are (SDL scancodes), not by what they
# print: W A S D on a QWERTY keyboard are Z Q S D on a French AZERTY one, the same four
# keys under the left hand. Events without a scancode (scripts, tests) are matched by
# the printed letter instead (LETTER_KEYS). Mnemonic letters (P, H, L) go by print.
SCAN_KEYS: dict[int, tuple[Action, str]] = {
    pygame.KSCAN_W: (Action.UP, KEYBOARD_LEFT), pygame.KSCAN_S: (Action.DOWN, KEYBOARD_LEFT),
    pygame.KSCAN_A: (Action.LEFT, KEYBOARD_LEFT), pygame.KSCAN_D: (Action.RIGHT, KEYBOARD_LEFT),
    pygame.KSCAN_X: (Action.BACK, KEYBOARD_LEFT),
    pygame.KSCAN_Q: (Action.PREV, KEYBOARD_LEFT), pygame.KSCAN_E: (Action.NEXT, KEYBOARD_LEFT),
}
LETTER_KEYS: dict[int, tuple[Action, str]] = {
    pygame.K_w: (Action.UP, KEYBOARD_LEFT), pygame.K_s: (Action.DOWN, KEYBOARD_LEFT),
    pygame.K_a: (Action.LEFT, KEYBOARD_LEFT), pygame.K_d: (Action.RIGHT, KEYBOARD_LEFT),
    pygame.K_x: (Action.BACK, KEYBOARD_LEFT),
    pygame.K_q: (Action.PREV, KEYBOARD_LEFT), pygame.K_e: (Action.NEXT, KEYBOARD_LEFT),
}

KEY_MAP: dict[int, tuple[Action, str]] = {
    pygame.K_SPACE: (Action.CONFIRM, KEYBOARD_LEFT), pygame.K_TAB: (Action.PEEK, KEYBOARD_LEFT),
    pygame.K_RETURN: (Action.CONFIRM, KEYBOARD_RIGHT),
    pygame.K_KP_ENTER: (Action.CONFIRM, KEYBOARD_RIGHT),
    pygame.K_BACKSPACE: (Action.BACK, KEYBOARD_RIGHT),
    pygame.K_DELETE: (Action.BACK, KEYBOARD_RIGHT),
    pygame.K_UP: (Action.UP, KEYBOARD_RIGHT), pygame.K_KP_8: (Action.UP, KEYBOARD_RIGHT),
    pygame.K_DOWN: (Action.DOWN, KEYBOARD_RIGHT), pygame.K_KP_2: (Action.DOWN, KEYBOARD_RIGHT),
    pygame.K_LEFT: (Action.LEFT, KEYBOARD_RIGHT), pygame.K_KP_4: (Action.LEFT, KEYBOARD_RIGHT),
    pygame.K_RIGHT: (Action.RIGHT, KEYBOARD_RIGHT), pygame.K_KP_6: (Action.RIGHT, KEYBOARD_RIGHT),
    pygame.K_KP_0: (Action.PEEK, KEYBOARD_RIGHT),
    pygame.K_ESCAPE: (Action.BACK, KEYBOARD),
    pygame.K_p: (Action.MENU, KEYBOARD), pygame.K_F10: (Action.MENU, KEYBOARD),
    pygame.K_h: (Action.HINT, KEYBOARD), pygame.K_F1: (Action.HINT, KEYBOARD),
    pygame.K_l: (Action.LOG, KEYBOARD), pygame.K_u: (Action.UNDO, KEYBOARD),
    pygame.K_i: (Action.INSPECT, KEYBOARD), pygame.K_m: (Action.MOVES, KEYBOARD),
    pygame.K_PAGEUP: (Action.PREV, KEYBOARD), pygame.K_PAGEDOWN: (Action.NEXT, KEYBOARD),
    pygame.K_F11: (Action.FULLSCREEN, KEYBOARD),
    pygame.K_F2: (Action.LEGEND, KEYBOARD), pygame.K_QUESTION: (Action.LEGEND, KEYBOARD),
}

# Modifier keys. Right Alt (Alt Gr; MODE on some systems) peeks while held. Shift and
# Ctrl confirm when tapped alone, on release, so that a shortcut (the kiosk's
# Ctrl+Shift+A, or Alt Gr sent as left Ctrl + right Alt) never confirms anything.
MODIFIER_KEYS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_MODE})
TAP_CONFIRM: dict[int, str] = {pygame.K_LSHIFT: KEYBOARD_LEFT, pygame.K_LCTRL: KEYBOARD_LEFT,
                               pygame.K_RSHIFT: KEYBOARD_RIGHT, pygame.K_RCTRL: KEYBOARD_RIGHT}
HOLD_PEEK = frozenset({pygame.K_RALT, pygame.K_MODE})


def is_keyboard(device: str) -> bool:
    """Whether a device is the keyboard or one of its two areas."""
    return device == KEYBOARD or device.startswith(KEYBOARD + ":")


def key_action(key: int, scancode: int = 0) -> tuple[Action, str] | None:
    """The (action, device) of a non-modifier key, by place for the left area's letters."""
    if scancode:
        return SCAN_KEYS.get(scancode) or KEY_MAP.get(key)
    return LETTER_KEYS.get(key) or KEY_MAP.get(key)


PAD_BUTTONS: dict[str, int] = {
    "a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
    "back": pygame.CONTROLLER_BUTTON_BACK, "guide": pygame.CONTROLLER_BUTTON_GUIDE,
    "start": pygame.CONTROLLER_BUTTON_START,
    "leftstick": pygame.CONTROLLER_BUTTON_LEFTSTICK,
    "rightstick": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
    "leftshoulder": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rightshoulder": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "dpup": pygame.CONTROLLER_BUTTON_DPAD_UP, "dpdown": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "dpleft": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "dpright": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}

PAD_MAP: dict[int, Action] = {
    pygame.CONTROLLER_BUTTON_A: Action.CONFIRM, pygame.CONTROLLER_BUTTON_B: Action.BACK,
    pygame.CONTROLLER_BUTTON_X: Action.PEEK, pygame.CONTROLLER_BUTTON_Y: Action.HINT,
    pygame.CONTROLLER_BUTTON_START: Action.MENU, pygame.CONTROLLER_BUTTON_BACK: Action.LOG,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.NEXT,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Action.INSPECT,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
}

STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: (Action.LEFT, Action.RIGHT),
              pygame.CONTROLLER_AXIS_LEFTY: (Action.UP, Action.DOWN)}

Output = ActionEvent | PointerEvent


class InputMapper:
    """Turns pygame events into actions and pointer events; tracks pads and repeats."""

    def __init__(self, window_size=None) -> None:
        self.window_size = window_size or (lambda: LOGICAL_SIZE)
        self.pads: dict[int, object | None] = {}   # instance id -> Controller (or None)
        self.pad_order: list[int] = []              # join order, for seat assignment
        self.held: dict[tuple[str, Action], float] = {}  # directions -> time to repeat
        self.stick: dict[tuple[int, int], Action | None] = {}
        self.modifiers: dict[int, bool] = {}        # modifier key held -> used in a chord
        self.fingers: dict[str, Finger] = {}        # fingers down, by device

    # -- events ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> list[Output]:
        """The actions and pointer events one pygame event stands for."""
        kind = event.type
        if kind in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event)
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._mouse(event)
        if kind == pygame.MOUSEWHEEL:
            if getattr(event, "touch", False) or not event.y:
                return []
            action = Action.UP if event.y > 0 else Action.DOWN
            return [ActionEvent(action, True, "mouse"), ActionEvent(action, False, "mouse")]
        if kind in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return self._finger(event)
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._pad_added(event)
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            return self._pad_removed(event.instance_id)
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._pad_button(event)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event)
        return []  # joystick events are deliberately ignored: controller events only

    def _press(self, action: Action, device: str, pressed: bool) -> ActionEvent:
        if action in DIRECTIONS:
            if pressed:
                self.held[(device, action)] = REPEAT_DELAY
            else:
                self.held.pop((device, action), None)
        return ActionEvent(action, pressed, device)

    def _key(self, event) -> list[Output]:
        pressed = event.type == pygame.KEYDOWN
        mods = getattr(event, "mod", 0)
        if event.key in MODIFIER_KEYS:
            return self._modifier(event.key, pressed)
        # Left Alt only: right Alt is the right area's peek, held while Enter may be hit.
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mods & pygame.KMOD_LALT:
            return [ActionEvent(Action.FULLSCREEN, pressed, KEYBOARD)]
        hit = key_action(event.key, getattr(event, "scancode", 0) or 0)
        if hit is None:
            return []
        action, device = hit
        if pressed and ((device, action) in self.held):
            return []  # OS key repeat: ours replaces it
        return [self._press(action, device, pressed)]

    def _modifier(self, key: int, pressed: bool) -> list[Output]:
        """Right Alt peeks while held; Shift or Ctrl confirms when tapped alone."""
        if pressed:
            chord = bool(self.modifiers)
            for other in self.modifiers:
                self.modifiers[other] = True
            self.modifiers[key] = chord
        else:
            chord = self.modifiers.pop(key, True)
        if key in HOLD_PEEK:
            return [ActionEvent(Action.PEEK, pressed, KEYBOARD_RIGHT)]
        device = TAP_CONFIRM.get(key)
        if device is None or pressed or chord:
            return []
        return [ActionEvent(Action.CONFIRM, True, device),
                ActionEvent(Action.CONFIRM, False, device)]

    def _mouse(self, event) -> list[Output]:
        if getattr(event, "touch", False):
            return []  # SDL's mouse emulation of touch: the FINGER event is used instead
        pos = tuple(float(v) for v in event.pos)
        if event.type == pygame.MOUSEMOTION:
            return [PointerEvent("move", pos, 0, "mouse")]
        if event.button not in (1, 2, 3):
            return []
        kind = "down" if event.type == pygame.MOUSEBUTTONDOWN else "up"
        return [PointerEvent(kind, pos, event.button, "mouse")]

    def _finger(self, event) -> list[Output]:
        size = self.window_size()
        pos = window_to_logical((event.x * size[0], event.y * size[1]), size)
        device = f"touch:{getattr(event, 'finger_id', 0)}"
        if event.type == pygame.FINGERDOWN:
            self.fingers[device] = Finger(pos)
            return [PointerEvent("down", pos, 1, device)]
        finger = self.fingers.get(device)
        if event.type == pygame.FINGERUP:
            self.fingers.pop(device, None)
            long = finger is not None and finger.long_sent
            return [PointerEvent("up", pos, 0 if long else 1, device)]
        if finger is not None and (abs(pos[0] - finger.start[0]) > TOUCH_SLOP
                                   or abs(pos[1] - finger.start[1]) > TOUCH_SLOP):
            finger.still = False
        return [PointerEvent("move", pos, 1, device)]

    def _pad_added(self, event) -> None:
        pad = None
        instance = getattr(event, "instance_id", None)
        if instance is None:
            try:
                from pygame._sdl2 import controller
                pad = controller.Controller(event.device_index)
                instance = pad.as_joystick().get_instance_id()
            except (pygame.error, ImportError, AttributeError, IndexError):
                return
        if instance not in self.pads:
            self.pads[instance] = pad
            self.pad_order.append(instance)

    def _pad_removed(self, instance: int) -> list[Output]:
        pad = self.pads.pop(instance, None)
        if instance in self.pad_order:
            self.pad_order.remove(instance)
        if pad is not None and hasattr(pad, "quit"):
            try:
                pad.quit()
            except pygame.error:
                pass
        device = f"pad:{instance}"
        released = [ActionEvent(a, False, device) for (d, a) in list(self.held) if d == device]
        for key in [k for k in self.held if k[0] == device]:
            del self.held[key]
        for key in [k for k in self.stick if k[0] == instance]:
            del self.stick[key]
        return released

    def _pad_button(self, event) -> list[Output]:
        instance = event.instance_id
        if instance not in self.pads:
            self.pads[instance] = None
            self.pad_order.append(instance)
        action = PAD_MAP.get(event.button)
        if action is None:
            return []
        return [self._press(action, f"pad:{instance}", event.type == pygame.CONTROLLERBUTTONDOWN)]

    def _pad_axis(self, event) -> list[Output]:
        pair = STICK_AXES.get(event.axis)
        if pair is None:
            return []
        key = (event.instance_id, event.axis)
        value = event.value / AXIS_MAX
        current = self.stick.get(key)
        wanted = current
        if abs(value) >= STICK_ON:
            wanted = pair[0] if value < 0 else pair[1]
        elif abs(value) < STICK_OFF:
            wanted = None
        if wanted == current:
            return []
        device = f"pad:{event.instance_id}"
        out: list[Output] = []
        if current is not None:
            out.append(self._press(current, device, False))
        if wanted is not None:
            out.append(self._press(wanted, device, True))
        self.stick[key] = wanted
        return out

    # -- time --------------------------------------------------------------------------
    def update(self, dt: float) -> list[Output]:
        """Repeated presses of held directions due after dt seconds, and long presses."""
        out: list[Output] = []
        for device, finger in self.fingers.items():
            finger.held += dt
            if finger.still and not finger.long_sent and finger.held >= LONG_PRESS:
                finger.long_sent = True
                out.append(PointerEvent("long", finger.start, 1, device))
        for key, left in list(self.held.items()):
            left -= dt
            while left <= 0:
                out.append(ActionEvent(key[1], True, key[0], repeat=True))
                left += REPEAT_EVERY
            self.held[key] = left
        return out

    def release_all(self) -> None:
        """Forget held directions and modifiers (on focus loss or scene change)."""
        self.held.clear()
        self.modifiers.clear()
        self.fingers.clear()
