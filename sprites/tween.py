"""Tweens: data plus pure easing functions, stepped by dt, chainable, with callbacks.

A `Tween` moves named numeric attributes of a target (an `FRect`, a `Vector2`, any
object or dict) from their values at start to end values over a duration. Easing
functions map t in [0, 1] to progress (see Arcade `easing.py`, pytweening). A speed
factor scales every duration; speed `INSTANT` (0) finishes tweens on their first step.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Mapping

Easing = Callable[[float], float]
INSTANT = 0.0


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_quad(t: float) -> float:
    """Slow start."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Slow end."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow start and end."""
    return 2 * t * t if t < 0.5 else 1.0 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    """A softer slow end, good for cards landing."""
    return 1.0 - (1.0 - t) ** 3


def ease_out_back(t: float) -> float:
    """Overshoots slightly, then settles."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_out_sine(t: float) -> float:
    """Smooth sine-shaped start and end."""
    return -(math.cos(math.pi * t) - 1) / 2


EASINGS: dict[str, Easing] = {
    "linear": linear, "in_quad": ease_in_quad, "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad, "out_cubic": ease_out_cubic,
    "out_back": ease_out_back, "in_out_sine": ease_in_out_sine,
}


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation."""
    return a + (b - a) * t


def _get(target: Any, name: str) -> float:
    if isinstance(target, Mapping):
        return target[name]
    return getattr(target, name)


def _set(target: Any, name: str, value: float) -> None:
    if isinstance(target, dict):
        target[name] = value
    else:
        setattr(target, name, value)


class Tween:
    """Moves attributes of `target` to `ends` over `duration` seconds."""

    __slots__ = ("target", "ends", "duration", "easing", "delay", "on_done",
                 "elapsed", "starts", "done", "_next")

    def __init__(self, target: Any, ends: Mapping[str, float], duration: float,
                 easing: Easing | str = ease_out_cubic, delay: float = 0.0,
                 on_done: Callable[[], None] | None = None) -> None:
        self.target = target
        self.ends = dict(ends)
        self.duration = max(0.0, float(duration))
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.delay = max(0.0, float(delay))
        self.on_done = on_done
        self.elapsed = 0.0
        self.starts: dict[str, float] | None = None
        self.done = False
        self._next: list[Tween] = []

    def then(self, tween: "Tween") -> "Tween":
        """Chain `tween` to start when this one ends; returns `tween` for chaining."""
        self._next.append(tween)
        return tween

    def step(self, dt: float, speed: float = 1.0) -> list["Tween"]:
        """Advance by dt seconds (scaled by speed); returns chained tweens now started."""
        if self.done:
            return []
        if speed <= INSTANT:
            dt = math.inf
        else:
            dt *= speed
        if self.delay > 0:
            used = min(self.delay, dt)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return []
        if self.starts is None:
            self.starts = {name: float(_get(self.target, name)) for name in self.ends}
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = self.easing(t)
        for name, end in self.ends.items():
            _set(self.target, name, lerp(self.starts[name], end, k))
        if t >= 1.0:
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return list(self._next)
        return []

    def finish(self) -> list["Tween"]:
        """Jump to the end at once (callbacks run); returns chained tweens."""
        return self.step(math.inf, speed=1.0) if not self.done else []


class Tweener:
    """A set of running tweens, all stepped together."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        """Start a tween (and later its chain); returns it."""
        self.tweens.append(tween)
        return tween

    def to(self, target: Any, duration: float, easing: Easing | str = ease_out_cubic,
           delay: float = 0.0, on_done: Callable[[], None] | None = None,
           **ends: float) -> Tween:
        """Shortcut: add a tween of `target` to keyword end values."""
        return self.add(Tween(target, ends, duration, easing, delay, on_done))

    def step(self, dt: float, speed: float = 1.0) -> None:
        """Advance every tween; chained tweens start with the leftover of this step."""
        pending = self.tweens
        self.tweens = []
        while pending:
            started: list[Tween] = []
            for tween in pending:
                started.extend(tween.step(dt, speed))
                if not tween.done:
                    self.tweens.append(tween)
            pending = started
            dt = 0.0 if speed > INSTANT else dt

    def finish_all(self) -> None:
        """Complete every tween and chain now."""
        self.step(math.inf, INSTANT)

    @property
    def busy(self) -> bool:
        """Whether anything is still moving."""
        return bool(self.tweens)

    def cancel(self, targets: Iterable[Any] | None = None) -> None:
        """Drop the tweens of these targets (all tweens when None), without callbacks."""
        if targets is None:
            self.tweens.clear()
            return
        ids = {id(t) for t in targets}
        self.tweens = [t for t in self.tweens if id(t.target) not in ids]
