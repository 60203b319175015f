"""The event storm of tools/event_storm.py: small in the default run, large under `slow`.

STORM_FRAMES sets the slow run's size (default 100,000 frames; CI may set less).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from event_storm import run_storm  # noqa: E402


def test_short_storm(tmp_path):
    counters = run_storm(900, seed=3, folder=tmp_path)
    assert counters["frames"] == 900 and counters["events"] > 900


@pytest.mark.slow
def test_long_storm(tmp_path):
    frames = int(os.environ.get("STORM_FRAMES", "100000"))
    counters = run_storm(frames, seed=11, folder=tmp_path)
    assert counters["frames"] == frames
    assert len(counters["scenes"]) >= 8, counters["scenes"]
    assert counters["table_frames"] > 0 and counters["moves"] > 0
