"""tools/frame_stalls.py: reading the scheduler's counters and filing slow frames."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import frame_stalls as fs  # noqa: E402

STAT = ("4242 (python main (x)) R 1 4242 4242 0 -1 4194304 100 0 0 0 50 7 0 0 20 0 3 0 "
        "1000 100000 2000 18446744073709551615 1 1 0 0 0 0 0 16781312 2 0 0 0 17 1 0 0 0 0 0")
PROC_STAT = """cpu  10 20 30 40 50 60 70 80 0 0
cpu0 1 2 3 4 5 6 7 11 0 0
cpu1 1 2 3 4 5 6 7 29 0 0
intr 12345
"""


def test_the_counters_are_read_from_the_kernels_formats():
    assert fs.parse_schedstat("2000000 3500000 12\n") == (2000000, 3500000)
    status = "Name:\tpython\nvoluntary_ctxt_switches:\t7\nnonvoluntary_ctxt_switches:\t3\n"
    assert fs.parse_switches(status) == (7, 3)
    assert fs.parse_cpu(STAT) == 1          # the name's spaces and brackets do not shift it
    assert fs.parse_steal(PROC_STAT) == [11, 29]   # the machine-wide line is left out


@pytest.mark.parametrize("stall, wait, voluntary, kind", [
    (12.0, 11.5, 0, "runqueue"), (12.0, 6.0, 1, "runqueue"),
    (12.0, 0.1, 1, "blocked"), (12.0, 0.0, 0, "hypervisor"), (12.0, 5.9, 0, "hypervisor")])
def test_a_stall_is_filed_by_what_the_thread_did(stall, wait, voluntary, kind):
    assert fs.classify(stall, wait, voluntary) == kind


def test_a_frame_reads_the_steal_of_the_cpu_its_thread_is_on():
    start = {"wait": 1_000_000, "vol": 4, "invol": 2, "cpu": 0, "steal": [10, 20]}
    end = {"wait": 1_200_000, "vol": 4, "invol": 3, "cpu": 1, "steal": [10, 22]}
    got = fs.frame_readings(start, end, wall_ms=17.5, cpu_ms=2.5)
    assert got["stall_ms"] == 15.0 and got["runqueue_ms"] == 0.2
    assert got["on_cpu"] == 1 and got["steal_ticks"] == 2
    assert got["kind"] == "hypervisor" and got["involuntary"] == 1


def test_the_summary_counts_only_stalls_over_the_threshold():
    def frame(stall, kind, ticks=0):
        return {"stall_ms": stall, "kind": kind, "steal_ticks": ticks}
    frames = [frame(2.0, "hypervisor"), frame(9.0, "runqueue"), frame(15.0, "hypervisor", 1),
              frame(8.0, "hypervisor"), frame(11.0, "blocked")]
    got = fs.summary(frames, threshold=8.0)
    assert got["stalls"] == 4
    assert got["by_kind"] == {"runqueue": 1, "blocked": 1, "hypervisor": 2}
    assert got["hypervisor_with_steal_ticks"] == 1
    assert [f["stall_ms"] for f in got["longest"]] == [15.0, 11.0, 9.0, 8.0]


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
def test_the_tool_runs_the_demo_and_reads_every_frame(tmp_path, capsys):
    per_frame = tmp_path / "frames.json"
    code = fs.main(["--per-frame", str(per_frame), "--threshold", "0",
                    "--demo", "--headless", "--frames", "20", "--stats", str(tmp_path / "s.json")])
    assert code == 0
    frames = json.loads(per_frame.read_text())
    assert len(frames) == 20
    assert all(f["wall_ms"] >= f["cpu_ms"] - 0.5 and f["kind"] for f in frames)
    said = json.loads(capsys.readouterr().out)
    assert said["frames"] == 20
    assert said["stalls"] == sum(f["stall_ms"] >= 0 for f in frames)
    assert json.loads((tmp_path / "s.json").read_text())["frames"] == 20


def test_a_bad_game_argument_is_a_usage_error(capsys):
    assert fs.main(["--frames", "0"]) == 2
    assert "--frames must be at least 1" in capsys.readouterr().err
