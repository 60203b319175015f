"""The click guard: a confirm or a click that comes this soon after a screen appeared is
held back (a key or a button still held from the screen before must not start a deal
or skip a count), and the screen shows that it was: a ring at the click, or on the
row the confirm would have chosen, closes as the guard opens, then fades.

A click the guard holds back is not lost for nothing said: the player sees the ring
and clicks again a moment later.
"""

from __future__ import annotations

import math

import pygame

from scenes.ui import HIGHLIGHT

GUARD_SECONDS = 0.25       # 0.5 s lost real clicks; a held key is released sooner
CUE_SECONDS = 0.45         # how long the ring stays (it fades over its last half)
CUE_RADIUS = 30
CUE_WIDTH = 5


class ClickGuard:
    """The guard of one screen, given how long the screen has been shown (`age`):
    `holds(pos, age)` answers whether an input is held back now (and shows the cue
    there), `update(dt)` fades the cue, `draw(surface, age)` draws it."""

    def __init__(self, seconds: float = GUARD_SECONDS) -> None:
        self.seconds = seconds
        self.cue: tuple[tuple[float, float], float] | None = None   # where, time left

    def holds(self, pos, age: float) -> bool:
        """Whether an input at `pos` is held back; if it is, the cue shows there."""
        if age >= self.seconds:
            return False
        self.cue = ((float(pos[0]), float(pos[1])), CUE_SECONDS)
        return True

    def update(self, dt: float) -> None:
        if self.cue is not None:
            pos, left = self.cue
            self.cue = (pos, left - dt) if left > dt else None

    def draw(self, surface: pygame.Surface, age: float) -> pygame.Rect | None:
        """The cue: an arc of what is left of the guard, fading once it is open."""
        if self.cue is None:
            return None
        (x, y), left = self.cue
        alpha = round(255 * min(1.0, 2 * left / CUE_SECONDS))
        size = 2 * CUE_RADIUS + 2 * CUE_WIDTH
        ring = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = ring.get_rect().inflate(-CUE_WIDTH, -CUE_WIDTH)
        waited = min(1.0, age / self.seconds)          # the arc closes as it opens
        start = math.pi / 2
        pygame.draw.arc(ring, (*HIGHLIGHT, alpha), rect, start,
                        start + 2 * math.pi * max(0.02, 1.0 - waited), CUE_WIDTH)
        pygame.draw.circle(ring, (*HIGHLIGHT, alpha // 3), rect.center, CUE_RADIUS, 2)
        return surface.blit(ring, ring.get_rect(center=(round(x), round(y))))
