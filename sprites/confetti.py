"""Confetti: paper pieces thrown up from two cannons, fluttering down, stepped by dt.

    confetti = Confetti(seed=7, area=pygame.Rect(0, 0, 1920, 1080))
    confetti.step(1 / 60)       # in update
    confetti.draw(surface)      # in draw (draws only, changes nothing)

Everything comes from the seed: the same seed stepped by the same dts gives the same
pieces in the same places (no global random, no clock). Pieces are spun quads drawn
with `pygame.draw.polygon`; a piece that has fallen out of the area is dropped, and
`done` says when none is left.
"""

from __future__ import annotations

import math

import pygame

from game.rng import Rng

COLOURS = ((240, 196, 70), (232, 96, 80), (90, 170, 240), (120, 200, 120), (240, 240, 240),
           (200, 120, 220))
PIECES = 160              # thrown in all
VOLLEYS = 4               # in this many volleys, one every VOLLEY_GAP seconds
VOLLEY_GAP = 0.35
GRAVITY = 900.0           # px/s²
DRAG = 1.0                # per second: the air slows a piece's drift and fall
FALL_SPEED = 140.0        # px/s a piece settles to, fluttering
SWAY = 60.0               # px/s of side to side flutter
SPEED = (800.0, 1350.0)   # px/s out of the cannon
SPREAD = 0.35             # radians either side of the cannon's aim


class Piece:
    """One paper piece: position, velocity, spin and flutter."""

    __slots__ = ("x", "y", "vx", "vy", "angle", "spin", "phase", "rate", "w", "h", "colour")

    def __init__(self, x: float, y: float, vx: float, vy: float, angle: float, spin: float,
                 phase: float, rate: float, w: float, h: float, colour: tuple) -> None:
        self.x, self.y, self.vx, self.vy = x, y, vx, vy
        self.angle, self.spin, self.phase, self.rate = angle, spin, phase, rate
        self.w, self.h, self.colour = w, h, colour

    def corners(self) -> list[tuple[float, float]]:
        """The quad as drawn now: its height shrinks and grows as it flips in the air."""
        c, s = math.cos(self.angle), math.sin(self.angle)
        w, h = self.w / 2, self.h / 2 * abs(math.cos(self.phase))
        return [(self.x + dx * c - dy * s, self.y + dx * s + dy * c)
                for dx, dy in ((-w, -h), (w, -h), (w, h), (-w, h))]


class Confetti:
    """A seeded shower of confetti over `area`, thrown from its two bottom corners."""

    def __init__(self, seed: int, area: pygame.Rect, pieces: int = PIECES) -> None:
        self.rng = Rng(seed)
        self.area = pygame.Rect(area)
        self.pieces: list[Piece] = []
        self.time = 0.0
        self.volleys = [(i * VOLLEY_GAP, pieces // VOLLEYS + (i < pieces % VOLLEYS))
                        for i in range(VOLLEYS)]

    @property
    def done(self) -> bool:
        """Whether every volley was thrown and every piece has fallen out of sight."""
        return not self.volleys and not self.pieces

    def _uniform(self, low: float, high: float) -> float:
        return low + (high - low) * self.rng.random()

    def _throw(self, count: int) -> None:
        area = self.area
        for i in range(count):
            left = i % 2 == 0
            aim = -math.pi / 2 + (0.6 if left else -0.6)        # up and towards the middle
            angle = aim + self._uniform(-SPREAD, SPREAD)
            speed = self._uniform(*SPEED)
            x = area.left + 40 if left else area.right - 40
            self.pieces.append(Piece(
                x, float(area.bottom), math.cos(angle) * speed, math.sin(angle) * speed,
                self._uniform(0, math.tau), self._uniform(-8, 8), self._uniform(0, math.tau),
                self._uniform(4, 9), self._uniform(10, 18), self._uniform(6, 10),
                self.rng.choice(COLOURS)))

    def step(self, dt: float) -> None:
        """Advance by dt seconds: throw the volleys now due, move and spin every piece."""
        self.time += dt
        while self.volleys and self.volleys[0][0] <= self.time:
            self._throw(self.volleys.pop(0)[1])
        slow = math.exp(-DRAG * dt)
        bottom = self.area.bottom + 40
        kept = []
        for p in self.pieces:
            if p.vy < FALL_SPEED:            # thrown up: gravity, until it flutters down
                p.vy = min(FALL_SPEED, p.vy + GRAVITY * dt)
            else:                            # the air holds it at its flutter speed
                p.vy = FALL_SPEED + (p.vy - FALL_SPEED) * slow
            p.vx *= slow
            p.phase += p.rate * dt
            p.x += (p.vx + SWAY * math.sin(p.phase)) * dt
            p.y += p.vy * dt
            p.angle += p.spin * dt
            if p.y < bottom or p.vy < 0:
                kept.append(p)
        self.pieces = kept

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw every piece; returns where."""
        return [pygame.draw.polygon(surface, p.colour, p.corners()) for p in self.pieces]

    def snapshot(self) -> list[tuple[float, ...]]:
        """Every piece's position and angle (what a test compares)."""
        return [(p.x, p.y, p.angle) for p in self.pieces]
