"""The kiosk's hidden admin exit: a secret action sequence on the title, then a PIN.

In kiosk mode there is no Quit item and closing the window is ignored. On the title,
the sequence UP UP DOWN DOWN LEFT RIGHT LEFT RIGHT (any device) opens this PIN pad when
the config sets `admin_pin`. Digits are wheels (UP/DOWN change, LEFT/RIGHT move,
CONFIRM checks). After `MAX_FAILURES` wrong PINs the pad is locked for `LOCKOUT`
seconds of game time.
"""

from __future__ import annotations

import hmac

import pygame

from scenes.input import Action
from scenes.stack import Scene
from scenes.ui import ACCENT, DANGER, FELT_DARK, HIGHLIGHT, PANEL, TEXT, panel

SEQUENCE = (Action.UP, Action.UP, Action.DOWN, Action.DOWN,
            Action.LEFT, Action.RIGHT, Action.LEFT, Action.RIGHT)
SEQUENCE_WINDOW = 6.0     # seconds to enter the whole sequence
MAX_FAILURES = 3
LOCKOUT = 60.0

TEXTS = {"en": ("Admin PIN", "Wrong PIN", "Locked: wait {s} s"),
         "fr": ("Code administrateur", "Code erroné", "Verrouillé : attendez {s} s")}


class SequenceWatcher:
    """Recognises the secret sequence among a scene's actions."""

    def __init__(self) -> None:
        self.presses: list[tuple[float, Action]] = []
        self.clock = 0.0

    def tick(self, dt: float) -> None:
        """Advance time."""
        self.clock += dt

    def feed(self, action: Action) -> bool:
        """Record a press; True when the sequence has just been completed."""
        self.presses.append((self.clock, action))
        self.presses = [(t, a) for t, a in self.presses if self.clock - t <= SEQUENCE_WINDOW]
        recent = tuple(a for _, a in self.presses[-len(SEQUENCE):])
        if recent == SEQUENCE:
            self.presses.clear()
            return True
        return False


class AdminLock:
    """Failure count and lockout, kept by the App for the whole session."""

    def __init__(self) -> None:
        self.failures = 0
        self.locked_for = 0.0

    def tick(self, dt: float) -> None:
        """Let the lockout run down (every frame, whatever scene is shown)."""
        self.locked_for = max(0.0, self.locked_for - dt)


class AdminPinScene(Scene):
    """Enter the admin PIN to quit the kiosk."""

    name = "admin"
    transparent = True

    def __init__(self, app, pin: str, lock: AdminLock) -> None:
        super().__init__(app)
        self.pin = pin
        self.lock = lock
        self.digits = [0] * len(pin)
        self.cursor = 0
        self.message = ""

    def action(self, event) -> None:
        if not event.pressed:
            return
        a = event.action
        if a is Action.BACK:
            self.app.stack.pop()
        elif self.lock.locked_for > 0:
            return
        elif a in (Action.UP, Action.DOWN):
            step = 1 if a is Action.UP else -1
            self.digits[self.cursor] = (self.digits[self.cursor] + step) % 10
        elif a in (Action.LEFT, Action.RIGHT):
            step = 1 if a is Action.RIGHT else -1
            self.cursor = (self.cursor + step) % len(self.digits)
        elif a is Action.CONFIRM and not event.repeat:
            self._check()

    def _check(self) -> None:
        entered = "".join(map(str, self.digits))
        if hmac.compare_digest(entered, self.pin):
            self.app.running = False
            return
        self.lock.failures += 1
        self.digits = [0] * len(self.pin)
        lang = "fr" if self.app.lang == "fr" else "en"
        self.message = TEXTS[lang][1]
        if self.lock.failures >= MAX_FAILURES:
            self.lock.failures = 0
            self.lock.locked_for = LOCKOUT

    def draw(self, surface: pygame.Surface) -> None:
        lang = "fr" if self.app.lang == "fr" else "en"
        box = pygame.Rect(560, 300, 800, 480)
        panel(surface, box, FELT_DARK, ACCENT)
        t = self.app.text
        t.blit(surface, TEXTS[lang][0], 48, (960, 360), "center", fg=HIGHLIGHT, bold=True)
        width = 110
        x0 = 960 - len(self.digits) * width / 2
        for i, digit in enumerate(self.digits):
            rect = pygame.Rect(round(x0 + i * width + 10), 450, width - 20, 130)
            panel(surface, rect, PANEL, HIGHLIGHT if i == self.cursor else None, radius=12)
            t.blit(surface, str(digit), 72, rect.center, "center", fg=TEXT, bold=True)
        if self.lock.locked_for > 0:
            line = TEXTS[lang][2].format(s=int(self.lock.locked_for) + 1)
        else:
            line = self.message
        if line:
            t.blit(surface, line, 36, (960, 660), "center", fg=DANGER, bold=True)
