"""The kiosk admin PIN's failure count and lockout, kept for the whole session.

The held admin combo (`scenes.kiosk.AdminCombo`) opens the PIN pad
(`scenes.kiosk_scenes.PinPadScene`); after `MAX_FAILURES` wrong PINs the pad is locked
for `LOCKOUT` seconds of game time, counted by the App every frame whatever is shown.
"""

from __future__ import annotations

MAX_FAILURES = 3
LOCKOUT = 60.0


class AdminLock:
    """Failure count and lockout, kept by the App for the whole session."""

    def __init__(self) -> None:
        self.failures = 0
        self.locked_for = 0.0

    def tick(self, dt: float) -> None:
        """Let the lockout run down (every frame, whatever scene is shown)."""
        self.locked_for = max(0.0, self.locked_for - dt)
