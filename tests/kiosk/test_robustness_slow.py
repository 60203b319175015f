"""Soak and kill tests of tools/ as `slow` tests; sizes from SOAK_FRAMES and KILL_ROUNDS
(defaults: the issue's 200,000 frames and 50 kills; CI may set them smaller)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


@pytest.mark.slow
def test_soak_attract_mode_does_not_leak():
    from soak import MAX_GROWTH_MB, soak
    frames = int(os.environ.get("SOAK_FRAMES", "200000"))
    result = soak(frames, every=max(1000, frames // 20))
    assert result["rss_growth_mb"] < MAX_GROWTH_MB, result
    assert result["fd_growth"] <= 0 and result["surface_trend"] <= 0, result


@pytest.mark.slow
def test_kill_nine_never_loses_a_saved_move():
    from kill_test import run
    result = run(int(os.environ.get("KILL_ROUNDS", "50")), seed=3)
    assert not result["failures"], result["failures"]
    assert result["valid_saves"] >= result["rounds"] // 2
