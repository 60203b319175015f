"""tools/bot_choices.py: the same moves on every run, another digest for other play."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import bot_choices  # noqa: E402


def test_positions_have_a_choice_and_replay_the_same():
    first = bot_choices.positions("high_society", 3, 2, 10)
    again = bot_choices.positions("high_society", 3, 2, 10)
    assert first and all(len(s.legal_moves()) > 1 for s in first)
    assert [s.legal_moves() for s in first] == [s.legal_moves() for s in again]


def test_the_digest_tells_the_same_choices_from_other_ones(capsys):
    args = ["--game", "high_society", "--players", "3", "--deals", "2", "--every", "10",
            "--iterations", "30"]
    for level in ("medium", "medium", "hard"):
        assert bot_choices.main(args + ["--level", level]) == 0
    lines = capsys.readouterr().out.splitlines()
    digests = [line.rsplit(" ", 1)[1] for line in lines]
    assert digests[0] == digests[1] != digests[2]
    assert lines[0].split(" positions")[0] == lines[2].split(" positions")[0]
