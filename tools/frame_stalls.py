"""What a slow frame of the demo benchmark waited for (Linux only).

    python tools/frame_stalls.py --demo --headless --frames 3600 --stats S.json

Takes main.py's arguments and runs the same loop. A frame's stall is its wall-clock
update+draw time minus this process's CPU time in it. Around every frame the tool reads
the main thread's scheduler statistics (`/proc/self/task/TID/schedstat`: time spent
waiting on a run queue; `status`: voluntary and involuntary context switches; `stat`:
the CPU it is on) and the machine's steal counters (`/proc/stat`, 1/100 s ticks: time
the hypervisor gave a virtual CPU to someone else). Each stall over the threshold is then
filed under:

- `runqueue`: most of it waiting for a CPU this machine gave to another of its tasks
  (another process, the bot worker, a tournament): something a priority could change;
- `blocked`: the thread slept (a voluntary switch: I/O, a lock, a page from disk);
- `hypervisor`: neither. The thread was running as far as this machine knows, yet got
  no CPU time: the virtual CPU itself was stopped. `steal_ticks` says whether the
  hypervisor's steal counter moved on the thread's CPU during the frame.

The summary goes to stdout as JSON; `--per-frame FILE` also keeps every frame's readings.
The first reading falls inside the measured frame: it adds about 0.1-0.2 ms of CPU to
each frame, so use main.py itself for the frame-time figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import main as game_main  # noqa: E402  (the game's own command line)

STALL_MS = 8.0       # stalls at least this long are classified and listed


def parse_schedstat(text: str) -> tuple[int, int]:
    """(ns on a CPU, ns waiting on a run queue) from a task's schedstat line."""
    run, wait, _slices = (int(x) for x in text.split())
    return run, wait


def parse_switches(status: str) -> tuple[int, int]:
    """(voluntary, involuntary) context switches from a task's status file."""
    found = {}
    for line in status.splitlines():
        key, _, value = line.partition(":")
        if key in ("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"):
            found[key] = int(value)
    return found["voluntary_ctxt_switches"], found["nonvoluntary_ctxt_switches"]


def parse_cpu(stat: str) -> int:
    """The CPU a task last ran on (field 39 of its stat line; the name may hold spaces)."""
    return int(stat.rsplit(")", 1)[1].split()[36])


def parse_steal(proc_stat: str) -> list[int]:
    """Steal ticks of each CPU (`cpuN` lines of /proc/stat, the 8th value)."""
    return [int(line.split()[8]) for line in proc_stat.splitlines()
            if line.startswith("cpu") and line[3:4].isdigit()]


def classify(stall_ms: float, wait_ms: float, voluntary: int) -> str:
    """Where a stall went (see the module's docstring)."""
    if wait_ms >= stall_ms / 2:
        return "runqueue"
    if voluntary:
        return "blocked"
    return "hypervisor"


class Reader:
    """Reads the main thread's counters and the machine's steal."""

    def __init__(self) -> None:
        self.task = Path(f"/proc/self/task/{os.getpid()}")

    def read(self) -> dict:
        run, wait = parse_schedstat((self.task / "schedstat").read_text())
        voluntary, involuntary = parse_switches((self.task / "status").read_text())
        return {"wait": wait, "vol": voluntary, "invol": involuntary,
                "cpu": parse_cpu((self.task / "stat").read_text()),
                "steal": parse_steal(Path("/proc/stat").read_text())}


def frame_readings(start: dict, end: dict, wall_ms: float, cpu_ms: float) -> dict:
    """One frame's stall and what its counters say about it."""
    stall = wall_ms - cpu_ms
    wait = (end["wait"] - start["wait"]) / 1e6
    voluntary = end["vol"] - start["vol"]
    steal = [b - a for a, b in zip(start["steal"], end["steal"])]
    return {"wall_ms": round(wall_ms, 2), "cpu_ms": round(cpu_ms, 2),
            "stall_ms": round(stall, 2), "runqueue_ms": round(wait, 2),
            "voluntary": voluntary, "involuntary": end["invol"] - start["invol"],
            "on_cpu": end["cpu"], "steal_ticks": steal[end["cpu"]] if steal else 0,
            "kind": classify(stall, wait, voluntary)}


def summary(frames: list[dict], threshold: float = STALL_MS) -> dict:
    """Counts of the stalls over `threshold` by kind, and the ten longest."""
    slow = [f for f in frames if f["stall_ms"] >= threshold]
    kinds = {k: sum(f["kind"] == k for f in slow) for k in ("runqueue", "blocked", "hypervisor")}
    return {"frames": len(frames), "threshold_ms": threshold, "stalls": len(slow),
            "by_kind": kinds,
            "hypervisor_with_steal_ticks": sum(f["kind"] == "hypervisor" and f["steal_ticks"] > 0
                                               for f in slow),
            "longest": sorted(slow, key=lambda f: -f["stall_ms"])[:10]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-frame", type=Path, help="write every frame's readings here")
    parser.add_argument("--threshold", type=float, default=STALL_MS,
                        help=f"classify stalls at least this long, in ms ({STALL_MS})")
    ours, rest = parser.parse_known_args(argv)
    if not Path("/proc/self/task").is_dir():
        print("frame_stalls: needs Linux's /proc", file=sys.stderr)
        return 2
    try:
        opts = game_main.options_from_args(rest)
    except game_main.UsageError as exc:
        print(f"frame_stalls: {exc}", file=sys.stderr)
        return 2
    from scenes.shell.app import App

    reader = Reader()
    frames: list[dict] = []

    class StallApp(App):
        """The game's App, reading the counters around each frame's update+draw."""

        def step(self, dt: float) -> None:
            self._stall_start = reader.read()
            super().step(dt)

        def record(self, seconds: float, cpu_seconds: float | None = None) -> None:
            end = reader.read()
            super().record(seconds, cpu_seconds)
            readings = frame_readings(self._stall_start, end, seconds * 1000.0,
                                      (cpu_seconds or 0.0) * 1000.0)
            frames.append({"frame": self.frame, "scene": self.stat_name(), **readings})

    code = StallApp(opts).run()
    if ours.per_frame is not None:
        ours.per_frame.write_text(json.dumps(frames))
    print(json.dumps(summary(frames, ours.threshold), indent=1))
    return code


if __name__ == "__main__":
    sys.exit(main())
