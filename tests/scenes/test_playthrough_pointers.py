"""tools/playthrough.py by mouse and by touch alone: a whole game finished on the table,
nothing to read or guess, and every table control used once through the button bar."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import playthrough  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("device", ["mouse", "touch"])
def test_high_society_by_one_pointer_uses_every_control(device):
    result = playthrough.play("high_society", 3, device, 1, None)
    assert result["transcript"] is not None and not result["stuck"]
    assert result["notes"] == {}
    assert sorted(result["used"]) == sorted(playthrough.CONTROLS)


def test_animimix_by_touch_finishes_without_take_back():
    """Animimix's one move a turn passes the turn: take back is never offered there."""
    result = playthrough.play("animimix", 2, "touch", 1, None)
    assert result["transcript"] is not None and result["notes"] == {}
    assert sorted(result["used"]) == sorted(set(playthrough.CONTROLS) - {"undo"})
