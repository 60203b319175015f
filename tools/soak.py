"""Soak: run the kiosk's attract mode headless for many frames and watch for leaks.

Samples, every `every` frames: resident memory (VmRSS from /proc/self/status), open file
descriptors (/proc/self/fd) and live pygame Surfaces (gc). The first sample is taken
after a warm-up long enough for the bounded caches to be full, so that their filling is
not counted as growth: card art and panels fill in the first rotation of the attract
loop, the rendered text (log lines, scoring notes: new words every game) only when it
reaches its 24 MB bound (`scenes.ui.TEXT_CACHE_BYTES`), near frame 50,000.

Usage: python tools/soak.py [FRAMES] [EVERY]  (prints a JSON summary; exit 1 if
memory grew by 10 MB or more, or file descriptors or surfaces kept growing).
"""

from __future__ import annotations

import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

WARM_UP = 60_000   # the text cache is full by frame ~50,000 (about 4 rotations of 4 games)
MAX_GROWTH_MB = 10.0


def rss_mb() -> float:
    """Resident memory of this process in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def trim() -> bool:
    """Give freed heap pages back to the OS (glibc), so RSS shows live memory rather
    than the allocator's slack from 8 MB table backdrops freed and re-made."""
    try:
        import ctypes
        return bool(ctypes.CDLL("libc.so.6").malloc_trim(0))
    except (OSError, AttributeError):
        return False


def sample(frame: int) -> dict:
    """One measurement (raw RSS, then RSS after gc and malloc_trim)."""
    raw = rss_mb()
    gc.collect()
    trim()
    seen = set()       # Surfaces are not tracked by gc themselves: find them as referents
    for holder in gc.get_objects():
        for ref in gc.get_referents(holder):
            if isinstance(ref, pygame.Surface):
                seen.add(id(ref))
    surfaces = len(seen)
    return {"frame": frame, "raw_rss_mb": round(raw, 2), "rss_mb": round(rss_mb(), 2),
            "fds": len(os.listdir("/proc/self/fd")), "surfaces": surfaces}


def soak(frames: int, every: int = 10_000) -> dict:
    """Run the attract mode of a kiosk App for `frames` frames; return the samples."""
    from scenes.shell.app import App, AppOptions
    app = App(AppOptions(headless=True, kiosk=True, demo=True, bot_process=True,
                         save_dir=Path(tempfile.mkdtemp(prefix="soak-"))))
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    app.running = True
    samples = []
    started = time.perf_counter()
    try:
        for frame in range(1, frames + 1):
            app.step(1 / 60)
            app.frame += 1
            if frame == min(WARM_UP, frames) or (frame > WARM_UP and frame % every == 0):
                samples.append(sample(frame))
                print(json.dumps(samples[-1]), file=sys.stderr, flush=True)
        games = len(app.extra_stats.get("demo_games", []))
    finally:
        app.shutdown()
    first, last = samples[0], samples[-1]
    return {"frames": frames, "seconds": round(time.perf_counter() - started),
            "demo_games": games,
            "rss_growth_mb": round(last["rss_mb"] - first["rss_mb"], 2),
            "rss_max_minus_first_mb": round(max(s["rss_mb"] for s in samples) - first["rss_mb"], 2),
            "fd_growth": last["fds"] - first["fds"],
            "surface_growth": last["surfaces"] - first["surfaces"],
            # A leak grows without end; bounded caches fill early and a scene's own
            # surfaces come and go: the lowest of the last three samples against the
            # highest of the first half.
            "surface_trend": (min(s["surfaces"] for s in samples[-3:])
                              - max(s["surfaces"] for s in samples[:max(1, len(samples) // 2)])),
            "samples": samples}


if __name__ == "__main__":
    from cli_args import whole_numbers
    n, step = whole_numbers(sys.argv[1:], (200_000, 10_000),
                            "usage: python tools/soak.py [FRAMES [SAMPLE_EVERY]]  (whole numbers)")
    result = soak(n, step)
    print(json.dumps(result, indent=1))
    bad = (result["rss_growth_mb"] >= MAX_GROWTH_MB or result["fd_growth"] > 0
           or result["surface_trend"] > 0)
    sys.exit(1 if bad else 0)
