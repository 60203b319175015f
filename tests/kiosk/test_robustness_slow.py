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
    from soak import MAX_GROWTH_MB, WARM_UP, soak
    frames = int(os.environ.get("SOAK_FRAMES", "200000"))
    # About 20 samples after the warm-up, whatever the size: a scene's own surfaces come
    # and go by about 50 between samples, and with CI's 80,000 frames a sample every
    # 4,000 left 3 against 3 (1145, 1147, 1149 | 1159, 1153, 1162 failed, where
    # 240,000 frames showed no growth: 1142-1191 throughout, trend -49)
    result = soak(frames, every=max(1000, (frames - WARM_UP) // 20))
    assert result["rss_growth_mb"] < MAX_GROWTH_MB, result
    assert result["fd_growth"] <= 0 and result["surface_trend"] <= 0, result


@pytest.mark.slow
def test_kill_nine_never_loses_a_saved_move():
    from kill_test import run
    result = run(int(os.environ.get("KILL_ROUNDS", "50")), seed=3)
    assert not result["failures"], result["failures"]
    assert result["no_save_yet"] == 0, result          # every round killed after a save
    assert result["valid_saves"] >= result["rounds"] // 2


class _Running:
    """A stand-in for the killed program: running until told otherwise."""

    def __init__(self) -> None:
        self.code = None

    def poll(self):
        return self.code


def _play_on(monkeypatch, save: Path, moves: list, then=None):
    """Make kill_test's pause between looks write the next saved move count of `moves`
    (None: the save removed, the game over), instead of waiting on a clock."""
    import kill_test
    script = iter(moves)
    looks = []

    def pause(_seconds):
        looks.append(1)
        held = next(script, then)
        if held is None:
            save.unlink(missing_ok=True)
        else:
            save.write_text('{"moves": %s}' % list(range(held)), encoding="utf-8")

    monkeypatch.setattr(kill_test, "_pause", pause)
    return looks


def test_the_kill_waits_for_the_first_saved_move(tmp_path, monkeypatch):
    from kill_test import wait_for_moves
    save = tmp_path / "current_game.json"
    looks = _play_on(monkeypatch, save, [0, 0, 0, 1, 2, 3], then=3)
    assert wait_for_moves(_Running(), save, wanted=3)
    assert len(looks) == 6 and "0, 1, 2" in save.read_text()


def test_the_wait_ends_when_the_game_ends(tmp_path, monkeypatch):
    from kill_test import wait_for_moves
    save = tmp_path / "current_game.json"
    save.write_text('{"moves": [0, 1]}', encoding="utf-8")
    looks = _play_on(monkeypatch, save, [2, None])
    assert wait_for_moves(_Running(), save, wanted=40) and len(looks) == 2
