"""tools/startup_bench.py's yardstick: a bare pygame window's process (no timing checked)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import startup_bench  # noqa: E402


def test_the_bare_window_runs_and_costs_some_cpu():
    assert startup_bench.bare_cpu(1) > 0
