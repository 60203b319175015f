"""tools/engine_trace.py: bytecodes and calls per move, the same on every run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import engine_trace  # noqa: E402


def test_the_counts_are_the_same_in_every_fresh_process():
    command = [sys.executable, str(ROOT / "tools" / "engine_trace.py"), "origami",
               "--moves", "40", "--top", "3"]
    runs = [subprocess.run(command, capture_output=True, text=True, check=True).stdout
            for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].startswith("origami, 2 players, ")


def test_the_tracer_is_put_back_and_every_move_is_counted():
    before = sys.gettrace()
    played, codes, calls = engine_trace.trace_moves("origami", 2, 40)
    assert sys.gettrace() is before
    assert played >= 40
    assert codes["legal_moves (turn.py)"] > 0 and calls["play (turn.py)"] == played


def test_the_report_names_the_game_and_refuses_a_bad_player_count(capsys):
    assert engine_trace.main(["high_society", "--players", "3", "--moves", "20",
                              "--top", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("high_society, 3 players, ") and len(lines) == 3
    try:
        engine_trace.main(["origami", "--players", "7"])
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("7 players were accepted")
    assert "origami takes 2-4 players" in capsys.readouterr().err
