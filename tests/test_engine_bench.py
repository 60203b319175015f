"""tools/engine_bench.py and game.bench.move_costs: the per-move figures (behaviour only,
no timing is checked)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import engine_bench  # noqa: E402

from game.bench import move_costs  # noqa: E402


def test_move_costs_times_at_least_the_moves_asked_in_every_round():
    figures = move_costs("high_society", 3, least=30, repeats=2)
    assert figures["moves"] >= 60
    assert figures["engine_us"] > 0 and figures["floor_us"] > 0 and figures["ratio"] > 0


def test_the_table_has_two_and_the_most_players_for_every_game(capsys):
    assert engine_bench.player_counts("high_society") == [3, 5]     # 3 is its fewest
    assert engine_bench.player_counts("animalia") == [2, 6]
    assert engine_bench.main(["--moves", "5", "--rounds", "1", "--game", "origami"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| game | players |")
    assert [line.split("|")[1:3] for line in lines[2:]] == [[" origami ", " 2 "],
                                                           [" origami ", " 4 "]]


def test_runs_take_medians_over_fresh_processes(capsys, tmp_path):
    out = tmp_path / "figures.json"
    assert engine_bench.main(["--moves", "5", "--rounds", "1", "--runs", "2",
                              "--game", "high_society", "--json", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("| ratio | ratio range |")
    assert [line.split("|")[1:3] for line in lines[2:]] == [[" high_society ", " 3 "],
                                                           [" high_society ", " 5 "]]
    figures = json.loads(out.read_text())["high_society"]["3"]
    low, high = figures["ratio_range"]
    assert figures["runs"] == 2 and low <= figures["ratio"] <= high
