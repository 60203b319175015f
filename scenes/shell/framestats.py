"""Frame times per scene, the --stats document and the --screenshots PNGs.

The update+draw time of every frame is filed under the top scene's stat name (wall
clock and this process's CPU time); a PNG is saved in --screenshots DIR for each new
scene or game once it has been shown a few frames, and for the last frame of a run.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame

from game.core import error_line

SCREENSHOT_SETTLE = 20       # frames a scene is shown before its screenshot


def stat_name(stack) -> str:
    """The name frame times are filed under: the top scene's stat name."""
    top = stack.top
    if top is None:
        return "none"
    return getattr(top, "stat_name", None) or top.name


class FrameStats:
    """What a run measured, and the screenshots it took."""

    def __init__(self, screenshots: Path | None = None) -> None:
        self.frame_ms: dict[str, list[float]] = {}
        self.frame_cpu_ms: dict[str, list[float]] = {}
        self.extra: dict = {}
        self.folder = screenshots
        self.shots = 0
        self._shot_key = None
        self._shot_since = 0
        self._shot_taken = None

    def record(self, name: str, seconds: float, cpu_seconds: float | None = None) -> None:
        """File one frame's update+draw time (wall clock, and this process's CPU time:
        on a shared machine the wall clock also counts the time others had the core)."""
        self.frame_ms.setdefault(name, []).append(seconds * 1000.0)
        if cpu_seconds is not None:
            self.frame_cpu_ms.setdefault(name, []).append(cpu_seconds * 1000.0)

    def screenshot(self, screen: pygame.Surface, name: str, frame: int,
                   final: bool = False) -> None:
        """Save a PNG once a new scene or game has been shown for a few frames, and the
        last frame of the run (named ..._end_f<frame>.png)."""
        if self.folder is None:
            return
        if name != self._shot_key:
            self._shot_key, self._shot_since = name, frame
        settled = frame - self._shot_since >= SCREENSHOT_SETTLE
        new_scene = self._shot_taken != (name, self._shot_since)
        if (settled and new_scene) or final:
            self._shot_taken = (name, self._shot_since)
            safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in name)
            self.shots += 1
            end = "_end" if final and not new_scene else ""
            path = self.folder / f"{self.shots:03d}_{safe}{end}_f{frame}.png"
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                pygame.image.save(screen, str(path))
            except (OSError, pygame.error) as exc:      # a full disk: say so once, go on
                print(error_line(f"menagerie: warning: --screenshots {path}: cannot write "
                                 f"({exc}); no more screenshots"), file=sys.stderr)
                self.folder = None

    def document(self, frames: int) -> dict:
        """The --stats document."""
        import statistics      # here: with fractions and decimal, 3-5 ms of a start-up
        scenes = {}
        for name, times in self.frame_ms.items():
            ordered = sorted(times)
            scenes[name] = {"frames": len(times),
                            "p50_ms": round(statistics.median(ordered), 3),
                            "p95_ms": round(percentile(ordered, 95), 3),
                            "p99_ms": round(percentile(ordered, 99), 3),
                            "max_ms": round(ordered[-1], 3)}
            cpu = sorted(self.frame_cpu_ms.get(name, ()))
            if cpu:
                scenes[name].update({"cpu_p99_ms": round(percentile(cpu, 99), 3),
                                     "cpu_max_ms": round(cpu[-1], 3)})
        out = {"frames": frames, "scenes": scenes}
        out.update(self.extra)
        return out


def percentile(ordered: list[float], pct: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not ordered:
        return 0.0
    rank = max(1, min(len(ordered), math.ceil(pct / 100 * len(ordered))))
    return ordered[rank - 1]
