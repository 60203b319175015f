"""--script FILE: timed input events injected at given frames, for tests and demos.

The file is a JSON list of entries such as
    {"frame": 10, "type": "key", "key": "escape", "mods": ["alt"]}
    {"frame": 12, "type": "keyup", "key": "escape"}
    {"frame": 20, "type": "click", "pos": [960, 540]}        (logical coordinates)
    {"frame": 30, "type": "button", "pad": 0, "button": "a"}  (and "buttonup")
    {"frame": 31, "type": "axis", "pad": 0, "axis": "leftx", "value": -1.0}
    {"frame": 5, "type": "padadded", "pad": 0}                (and "padremoved")
    {"frame": 6, "type": "joyadded", "pad": 0, "guid": "0300...", "name": "Pad"}
    {"frame": 7, "type": "joybutton", "pad": 0, "button": 3}  (a raw joystick; "joybuttonup")
    {"frame": 8, "type": "joyhat", "pad": 0, "hat": 0, "value": [0, 1]}
    {"frame": 9, "type": "joyaxis", "pad": 0, "axis": 1, "value": -1.0}
    {"frame": 40, "type": "tap", "pos": [960, 540]}           (a touch)
    {"frame": 50, "type": "move", "pos": [100, 100]}          (mouse motion)
    {"frame": 99, "type": "quit"}
Key names are pygame `key.name()` names; pad buttons and axes are SDL game-controller
names; raw joystick ("joy...") entries give SDL's raw numbers, as an unknown pad sends
them ("joyadded" may say "known": true for a pad SDL knows as a controller). An
entry without "frame" happens on the previous entry's frame. A malformed script
raises ScriptError naming the entry index and the field; a file that is too big
(16 MB), not UTF-8 or nested too deep, the file and the problem.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core import shown
from game.data import BadFile, read_json_file
from scenes.shell.input import PAD_BUTTONS
from sprites.layout import LOGICAL_SIZE

MODS = {"alt": pygame.KMOD_ALT, "ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT,
        "meta": pygame.KMOD_META, "gui": pygame.KMOD_GUI}
AXES = {"leftx": pygame.CONTROLLER_AXIS_LEFTX, "lefty": pygame.CONTROLLER_AXIS_LEFTY,
        "rightx": pygame.CONTROLLER_AXIS_RIGHTX, "righty": pygame.CONTROLLER_AXIS_RIGHTY,
        "triggerleft": pygame.CONTROLLER_AXIS_TRIGGERLEFT,
        "triggerright": pygame.CONTROLLER_AXIS_TRIGGERRIGHT}
TYPES = ("key", "keyup", "click", "move", "tap", "button", "buttonup", "axis",
         "padadded", "padremoved", "joyadded", "joybutton", "joybuttonup", "joyhat",
         "joyaxis", "quit")
GUID_DIGITS = 32


class ScriptError(ValueError):
    """A script file that cannot be read or has a malformed entry."""


def load_script(path: str | Path) -> dict[int, list[pygame.event.Event]]:
    """Read and check a script file; returns {frame: [events in order]}."""
    try:
        data = read_json_file(path)
    except BadFile as exc:
        if exc.missing or exc.problem.startswith("cannot read"):
            raise ScriptError(f"{path}: cannot read script ({exc.problem})") from None
        raise ScriptError(str(exc)) from None     # too big, not UTF-8, malformed, too deep
    return parse_script(data, str(path))


def parse_script(data: Any, source: str = "script") -> dict[int, list[pygame.event.Event]]:
    """Check a parsed script; returns {frame: [events]} or raises ScriptError."""
    if not isinstance(data, list):
        raise ScriptError(f"{source}: a script must be a JSON list of entries")
    frames: dict[int, list[pygame.event.Event]] = {}
    frame = 0
    for index, entry in enumerate(data):
        where = f"{source}: entry {index}"
        if not isinstance(entry, dict):
            raise ScriptError(f"{where}: must be an object")
        if "frame" in entry:
            frame = _int(entry, "frame", where, low=0)
        kind = entry.get("type")
        if kind not in TYPES:
            raise ScriptError(f"{where}: field 'type': {shown(kind)} is not one of "
                              f"{', '.join(TYPES)}")
        frames.setdefault(frame, []).extend(_events(kind, entry, where))
    return frames


def _int(entry: dict, name: str, where: str, low: int | None = None) -> int:
    if name not in entry:
        raise ScriptError(f"{where}: missing field {shown(name)}")
    value = entry[name]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScriptError(f"{where}: field {shown(name)} must be a whole number, "
                          f"not {shown(value)}")
    if low is not None and value < low:
        raise ScriptError(f"{where}: field {shown(name)} must be >= {low}, not {shown(value)}")
    return value


def _pos(entry: dict, where: str) -> tuple[float, float]:
    value = entry.get("pos")
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
        raise ScriptError(f"{where}: field 'pos' must be [x, y] numbers, not {shown(value)}")
    x, y = value
    if not (0 <= x < LOGICAL_SIZE[0] and 0 <= y < LOGICAL_SIZE[1]):
        raise ScriptError(f"{where}: field 'pos' {value} is outside the 1920x1080 screen")
    return (x, y)


def _key(entry: dict, where: str) -> int:
    name = entry.get("key")
    if not isinstance(name, str):
        raise ScriptError(f"{where}: field 'key' must be a key name, not {shown(name)}")
    try:
        return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        raise ScriptError(f"{where}: field 'key': unknown key name {shown(name)}") from None


def _mods(entry: dict, where: str) -> int:
    names = entry.get("mods", [])
    if not isinstance(names, list):
        raise ScriptError(f"{where}: field 'mods' must be a list")
    mod = 0
    for name in names:
        if name not in MODS:
            raise ScriptError(f"{where}: field 'mods': unknown modifier {shown(name)} "
                              f"(known: {', '.join(MODS)})")
        mod |= MODS[name]
    return mod


def _events(kind: str, entry: dict, where: str) -> list[pygame.event.Event]:
    E = pygame.event.Event
    if kind == "quit":
        return [E(pygame.QUIT)]
    if kind in ("key", "keyup"):
        key, mod = _key(entry, where), _mods(entry, where)
        etype = pygame.KEYDOWN if kind == "key" else pygame.KEYUP
        return [E(etype, key=key, mod=mod, scancode=0, unicode="", scripted=True)]
    if kind in ("click", "move"):
        pos = _pos(entry, where)
        button = entry.get("button", 1)
        if button not in (1, 2, 3):
            raise ScriptError(f"{where}: field 'button' must be 1, 2 or 3, not {shown(button)}")
        out = [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)]
        if kind == "click":
            out += [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False),
                    E(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)]
        return out
    if kind == "tap":
        x, y = _pos(entry, where)
        fx, fy = x / LOGICAL_SIZE[0], y / LOGICAL_SIZE[1]
        args = dict(x=fx, y=fy, dx=0.0, dy=0.0, finger_id=0, touch_id=0, pressure=1.0)
        return [E(pygame.FINGERDOWN, **args), E(pygame.FINGERUP, **args)]
    pad = _int(entry, "pad", where, low=0)
    if kind.startswith("joy"):
        return [_joystick(kind, entry, pad, where)]
    if kind in ("button", "buttonup"):
        name = entry.get("button")
        if name not in PAD_BUTTONS:
            raise ScriptError(f"{where}: field 'button': unknown pad button {shown(name)} "
                              f"(known: {', '.join(PAD_BUTTONS)})")
        etype = pygame.CONTROLLERBUTTONDOWN if kind == "button" else pygame.CONTROLLERBUTTONUP
        return [E(etype, instance_id=pad, button=PAD_BUTTONS[name])]
    if kind == "axis":
        name = entry.get("axis")
        if name not in AXES:
            raise ScriptError(f"{where}: field 'axis': unknown axis {shown(name)}")
        value = entry.get("value")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not -1 <= value <= 1:
            raise ScriptError(f"{where}: field 'value' must be a number in [-1, 1]")
        return [E(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=AXES[name],
                  value=int(round(value * 32767)))]
    if kind == "padadded":
        return [E(pygame.CONTROLLERDEVICEADDED, device_index=pad, instance_id=pad)]
    return [E(pygame.CONTROLLERDEVICEREMOVED, instance_id=pad)]


def _joystick(kind: str, entry: dict, pad: int, where: str) -> pygame.event.Event:
    """A raw joystick event (what SDL sends for a pad it knows no mapping for)."""
    E = pygame.event.Event
    if kind == "joyadded":
        guid = entry.get("guid")
        if (not isinstance(guid, str) or len(guid) != GUID_DIGITS
                or any(c not in "0123456789abcdefABCDEF" for c in guid)):
            raise ScriptError(f"{where}: field 'guid' must be {GUID_DIGITS} hexadecimal digits")
        name = entry.get("name", "Gamepad")
        known = entry.get("known", False)
        if not isinstance(name, str) or not isinstance(known, bool):
            raise ScriptError(f"{where}: field 'name' must be text and 'known' true or false")
        return E(pygame.JOYDEVICEADDED, device_index=pad, instance_id=pad, guid=guid,
                 name=name, known=known)
    if kind in ("joybutton", "joybuttonup"):
        button = _int(entry, "button", where, low=0)
        etype = pygame.JOYBUTTONDOWN if kind == "joybutton" else pygame.JOYBUTTONUP
        return E(etype, instance_id=pad, joy=pad, button=button)
    if kind == "joyhat":
        hat = _int(entry, "hat", where, low=0)
        value = entry.get("value")
        if (not isinstance(value, list) or len(value) != 2
                or any(v not in (-1, 0, 1) or isinstance(v, bool) for v in value)):
            raise ScriptError(f"{where}: field 'value' must be [x, y], each -1, 0 or 1")
        return E(pygame.JOYHATMOTION, instance_id=pad, joy=pad, hat=hat, value=tuple(value))
    axis = _int(entry, "axis", where, low=0)
    value = entry.get("value")
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not -1 <= value <= 1:
        raise ScriptError(f"{where}: field 'value' must be a number in [-1, 1]")
    return E(pygame.JOYAXISMOTION, instance_id=pad, joy=pad, axis=axis, value=float(value))
