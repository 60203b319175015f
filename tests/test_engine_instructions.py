"""tools/engine_instructions.py: the counted workload is engine_bench's, and a machine
without valgrind gets a one-line answer, not a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import engine_instructions  # noqa: E402
from game import load_game  # noqa: E402
from game.rng import Rng  # noqa: E402


def test_the_workload_plays_exactly_the_moves_asked(monkeypatch):
    """Seeded playouts from seed 0, cut at the count, then the floor over their
    lengths: the floor draws one pick a move from the Rng it is given."""
    lengths = []
    real_choice = Rng.choice

    def counting_choice(self, items):
        lengths.append(len(items))
        return real_choice(self, items)

    monkeypatch.setattr(Rng, "choice", counting_choice)
    engine_instructions.workload("high_society", 3, 150, floor=True)
    played = lengths[:150]
    assert len(lengths) == 300 and lengths[150:] == played
    game = load_game("high_society")
    state, rng = game.new_game(3, 0), Rng(0)
    first = []
    while not state.is_over and len(first) < 20:
        legal = state.legal_moves()
        first.append(len(legal))
        state.play(rng.choice(legal))
    assert played[:20] == first


def test_no_valgrind_is_said_in_one_line(monkeypatch, capsys):
    monkeypatch.setattr(engine_instructions.shutil, "which", lambda name: None)
    assert engine_instructions.main(["origami", "--moves", "10"]) == 2
    assert capsys.readouterr().err == ("engine_instructions: valgrind is not installed "
                                       "(Debian: apt-get install valgrind)\n")


def test_a_bad_player_count_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_:
        engine_instructions.main(["origami", "--players", "7"])
    assert exit_.value.code == 2
    assert "origami takes 2-4 players" in capsys.readouterr().err
