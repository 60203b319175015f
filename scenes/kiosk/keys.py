"""The kiosk's held admin combo: `AdminCombo` watches raw key and pad events for the held
combination that opens the PIN pad (default Ctrl+Shift+A or Start+Back, 3 s), as the
kiosk's config names it (`game.records.kiosk`)."""

from __future__ import annotations

import pygame

KEY_NAMES = {"ctrl": (pygame.K_LCTRL, pygame.K_RCTRL), "shift": (pygame.K_LSHIFT, pygame.K_RSHIFT),
             "alt": (pygame.K_LALT, pygame.K_RALT)}
KEY_MODS = {"ctrl": pygame.KMOD_CTRL, "shift": pygame.KMOD_SHIFT, "alt": pygame.KMOD_ALT}


class AdminCombo:
    """Recognises the admin combo held for `hold` seconds, from raw key and pad events."""

    def __init__(self, keys: str, pad: str, hold: float) -> None:
        from scenes.shell.input import PAD_BUTTONS
        parts = keys.split("+")
        self.mods = [p for p in parts if p in KEY_NAMES]
        letters = [p for p in parts if p not in KEY_NAMES]
        self.key = ord(letters[0]) if letters else None   # SDL letter keys are ASCII
        self.pad_buttons = {PAD_BUTTONS[p] for p in pad.split("+")}
        self.hold = hold
        self.keys_down: dict[int, int] = {}          # key -> mods when it went down
        self.pads_down: dict[int, set[int]] = {}     # instance id -> buttons held
        self.held_for = 0.0
        self.fired = False

    def handle(self, event: pygame.event.Event) -> None:
        """Note a raw event (every event goes through here before the mapper)."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            self.keys_down[event.key] = getattr(event, "mod", 0)
        elif kind == pygame.KEYUP:
            self.keys_down.pop(event.key, None)
        elif kind == pygame.CONTROLLERBUTTONDOWN:
            self.pads_down.setdefault(event.instance_id, set()).add(event.button)
        elif kind == pygame.CONTROLLERBUTTONUP:
            self.pads_down.get(event.instance_id, set()).discard(event.button)
        elif kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads_down.pop(event.instance_id, None)
        elif kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED):
            self.release_all()

    def release_all(self) -> None:
        """Forget everything held."""
        self.keys_down.clear()
        self.pads_down.clear()

    def active(self) -> bool:
        """Whether the whole combo is held right now (keys or one pad)."""
        if self.key is not None and self.key in self.keys_down:
            mods = self.keys_down[self.key]
            if all(mods & KEY_MODS[m] or any(k in self.keys_down for k in KEY_NAMES[m])
                   for m in self.mods):
                return True
        return any(self.pad_buttons <= held for held in self.pads_down.values())

    def tick(self, dt: float) -> bool:
        """Advance time; True once when the combo has been held long enough."""
        if not self.active():
            self.held_for = 0.0
            self.fired = False
            return False
        self.held_for += dt
        if self.held_for >= self.hold and not self.fired:
            self.fired = True
            return True
        return False
