"""Start-up benchmark: how long until the title, and each table, shows its first frame.

    python tools/startup_bench.py                 # median of 5 runs per screen
    python tools/startup_bench.py --runs 9 --only title,demo
    python tools/startup_bench.py --cold-art      # an empty art cache every run
    python tools/startup_bench.py --repo /other/checkout   # the same runs on other code

Each run is a fresh `python main.py --headless --frames 1` in a subprocess with SDL's
dummy video and audio drivers. The time is taken from just before the process is
spawned to the end of its first frame (Python's start-up included): the parent passes
its CLOCK_MONOTONIC reading, which `main.LAUNCHED` takes, and the child's `--stats`
file gives `first_frame_ms`. One discarded run per screen first warms the OS file
cache, Python's bytecode cache and (unless --cold-art) the art cache in the data
folder, which every later run of that screen shares. CPU seconds are the child's user
plus system time for the whole run (start-up to exit), for a loaded machine, also
given as a multiple of a bare pygame window's process (`BARE`: open, fill, show, quit).
Prints a table and, with --json FILE, writes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 1000.0
SCREENS = {   # name -> extra command-line arguments
    "title": [],
    "demo": ["--demo"],
    "animalia": ["--play", "animalia", "--players", "3"],
    "high_society": ["--play", "high_society", "--players", "3"],
    "animimix": ["--play", "animimix", "--players", "3"],
    "origami": ["--play", "origami", "--players", "3"],
}
CHILD = ("import sys; sys.path.insert(0, {root!r}); import main; "
         "main.LAUNCHED = {t0!r}; sys.exit(main.main({args!r}))")
# The yardstick: a bare pygame window of the game's size, filled and shown once.
BARE = ("import pygame; pygame.init(); s = pygame.display.set_mode((1920, 1080)); "
        "s.fill((20, 60, 40)); pygame.display.flip(); pygame.quit()")


def child_env(data_dir: Path | None = None) -> dict:
    """The environment of a run: dummy SDL drivers, bytecode cached like an install, the
    art cache in the run's data folder (a fresh one is a cold cache; none for the bare
    window, which draws no art)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    if data_dir is not None:
        env["MENAGERIE_ART_CACHE"] = str(data_dir / "art")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_once(root: Path, extra: list[str], data_dir: Path) -> tuple[float, float, str]:
    """One fresh process to its first frame: (milliseconds, CPU seconds, first scene)."""
    stats = data_dir / "stats.json"
    args = ["--headless", "--frames", "1", "--save-dir", str(data_dir),
            "--stats", str(stats), *extra]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    code = CHILD.format(root=str(root), t0=t0, args=args)
    done = subprocess.run([sys.executable, "-c", code], env=child_env(data_dir), cwd=root,
                          capture_output=True, text=True, timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"startup_bench: {' '.join(extra) or 'title'} failed "
                         f"(exit {done.returncode}): {done.stderr.strip()[-300:]}")
    figures = json.loads(stats.read_text(encoding="utf-8"))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return float(figures["first_frame_ms"]), cpu, str(figures.get("first_scene", "?"))


def bare_cpu(runs: int) -> float:
    """Median CPU seconds of a bare pygame window's whole process (see BARE)."""
    cpus = []
    for _ in range(runs + 1):                     # the first one warms the file cache
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", BARE], env=child_env(), capture_output=True,
                       timeout=120, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return statistics.median(cpus[1:])


def bench(root: Path, names: list[str], runs: int, cold_art: bool) -> dict:
    """Median first-frame time per screen over `runs` fresh processes."""
    bare = bare_cpu(runs)
    print(f"{'bare window':13} cpu {bare:.2f} s", flush=True)
    out: dict = {"bare_window": {"median_cpu_s": round(bare, 3), "runs": runs}}
    with tempfile.TemporaryDirectory(prefix="startup_bench_") as tmp:
        for name in names:
            shared = Path(tmp) / name
            shared.mkdir()
            run_once(root, SCREENS[name], shared)          # warm-up, not counted
            times, cpus, scene = [], [], "?"
            for index in range(runs):
                data_dir = shared
                if cold_art:
                    data_dir = Path(tmp) / f"{name}-{index}"
                    data_dir.mkdir()
                ms, cpu, scene = run_once(root, SCREENS[name], data_dir)
                times.append(ms)
                cpus.append(cpu)
            out[name] = {"scene": scene, "median_ms": round(statistics.median(times), 1),
                         "min_ms": round(min(times), 1), "max_ms": round(max(times), 1),
                         "median_cpu_s": round(statistics.median(cpus), 3),
                         "cpu_x_bare": round(statistics.median(cpus) / bare, 2),
                         "runs": runs}
            print(f"{name:13} {out[name]['median_ms']:8.1f} ms median "
                  f"({out[name]['min_ms']:.0f}-{out[name]['max_ms']:.0f}), "
                  f"cpu {out[name]['median_cpu_s']:.2f} s = "
                  f"{out[name]['cpu_x_bare']:.1f}x bare  [{scene}]", flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; exit 1 when a median misses the 1-second target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per screen (median)")
    parser.add_argument("--only", help="comma-separated screens: " + ",".join(SCREENS))
    parser.add_argument("--cold-art", action="store_true",
                        help="a fresh data folder (empty art cache) for every run")
    parser.add_argument("--repo", default=str(ROOT), help="checkout whose main.py runs")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else list(SCREENS)
    unknown = [n for n in names if n not in SCREENS]
    if unknown or args.runs < 1:
        parser.error(f"unknown screen {unknown[0]!r}" if unknown else "--runs must be >= 1")
    root = Path(args.repo).resolve()
    if not (root / "main.py").is_file():
        parser.error(f"--repo {root}: no main.py there")
    print(f"startup_bench: {root}, {args.runs} runs per screen, load {os.getloadavg()[0]:.2f}"
          f"{', cold art cache' if args.cold_art else ''}", flush=True)
    out = bench(root, names, args.runs, args.cold_art)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    slow = [n for n, f in out.items() if f.get("median_ms", 0) > TARGET_MS]
    if slow:
        print(f"startup_bench: over {TARGET_MS:.0f} ms: {', '.join(slow)}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
